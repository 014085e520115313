"""Plans: read, compile, audit, patch, list their options and steps."""
import ctypes
import dataclasses
import datetime
import decimal
import enum
import json
import threading
import weakref

from . import _lib
from ._handle import Handle
from ._lib import lib, encode, text
from ._text import json_bytes
from .errors import (Error, PatchError, PlanError, checked, raise_for,
                     result_diagnostics)


def _dialect_names():
    """The C library's dialects, in the order of their numbers."""
    return [lib.plansql_dialect_name(i).decode("ascii")
            for i in range(lib.plansql_dialect_count())]


# Made from the C library's list: a member per dialect, named as the
# dialect upper-cased (SQLITE = "sqlite", ...).
Dialect = enum.Enum("Dialect",
                    [(name.upper(), name) for name in _dialect_names()],
                    module=__name__, qualname="Dialect", type=str)
Dialect.__doc__ = """The SQL engines plansql prints for, as the C library
    lists them: SQLITE ("sqlite"), POSTGRES, MYSQL, TSQL and any it adds.
    The plain names and the library's aliases ("pg", "mariadb", "mssql",
    ...) are accepted wherever a Dialect is."""


_DIALECT_NUMBERS = {}  # name -> plansql_dialect, asked once per name


def _dialect_number(dialect):
    name = dialect.value if isinstance(dialect, Dialect) else dialect
    number = _DIALECT_NUMBERS.get(name)
    if number is None:
        out = ctypes.c_int()
        if lib.plansql_dialect_from_name(encode(name), ctypes.byref(out)):
            raise ValueError(f"plansql: unknown dialect {name!r}")
        number = _DIALECT_NUMBERS[name] = out.value
    return number


def _now_text(now):
    if isinstance(now, (datetime.date, datetime.datetime)):
        return now.strftime("%Y-%m-%d")
    return now


def _options(dialect="sqlite", catalog=None, policy=None, glossary=None,
            params=False, compact=False, strict=False, audit=True,
            verify=False, now=None):
    """A plansql_options struct (a ctypes object) for these arguments."""
    o = _lib.Options()
    lib.plansql_options_init(ctypes.byref(o), ctypes.sizeof(o))
    o.dialect = _dialect_number(dialect)
    o.flags = (_lib.DESCRIBE  # Compiled.columns and .reads
               | (_lib.PARAMS if params else 0)
               | (_lib.COMPACT if compact else 0)
               | (_lib.STRICT if strict else 0)
               | (0 if audit else _lib.NO_AUDIT)
               | (_lib.VERIFY if verify else 0))
    o.catalog = catalog._ptr if catalog is not None else None
    o.policy = policy._ptr if policy is not None else None
    o.glossary = glossary._ptr if glossary is not None else None
    o.now = encode(_now_text(now))
    return o


_PARAM_TYPES = ["boolean", "integer", "number", "string", "date",
                "datetime"]


def _param_value(type_name, value, decimals):
    if type_name == "boolean":
        return value == "true"
    if type_name == "integer":
        return int(value)
    if type_name == "number":
        return decimal.Decimal(value) if decimals else float(value)
    if type_name == "date":
        return datetime.date.fromisoformat(value)
    if type_name == "datetime":
        return datetime.datetime.fromisoformat(value)
    return value


def _parameters(result, decimals):
    """The bind values of a result, typed, from their exact text."""
    values, types = [], []
    for i in range(lib.plansql_result_param_count(result)):
        param = lib.plansql_result_param(result, i).contents
        type_name = _PARAM_TYPES[param.type]
        types.append(type_name)
        values.append(_param_value(type_name, text(param.text), decimals))
    return values, types


_COLUMN_KINDS = ["plain", "aggregate", "window", "computed"]


@dataclasses.dataclass(frozen=True)
class Column:
    """One column of the rows a compiled plan gives, in select-list order.

    name: as the SQL names it; kind: "plain", "aggregate", "window" or
    "computed"; schema, table, column: where its values come from (the
    catalog table, not the alias), or None; type: the declared type in
    the catalog, or None; value_type: "integer", "number", "string",
    "boolean", "date", "datetime" or None; function: the aggregate or
    window function as the plan spells it, or None; id: the stable id of
    the plan part it comes from (as Plan.options lists it), or None.
    The strings come from the plan and catalog: escape them before
    showing them."""
    name: str
    kind: str
    schema: str = None
    table: str = None
    column: str = None
    type: str = None
    value_type: str = None
    function: str = None
    id: str = None


@dataclasses.dataclass(frozen=True)
class Read:
    """One table and column a compiled plan reads, in any clause (column
    None: the table is read without naming a column, as COUNT(*))."""
    schema: str
    table: str
    column: str


def _record(cls, **values):
    """A frozen dataclass instance filled at once: its __init__ sets
    each field through object.__setattr__, which costs more than the C
    call that read it (a compile's columns and reads are read on every
    click)."""
    record = object.__new__(cls)
    record.__dict__.update(values)
    return record


def _str(value):
    return value if value is None else value.decode("utf-8")


def _columns(result):
    columns = []
    for i in range(lib.plansql_result_column_count(result)):
        c = lib.plansql_result_column(result, i).contents
        kind = _COLUMN_KINDS[c.kind] if 0 <= c.kind < 4 else None
        columns.append(_record(
            Column, name=_str(c.name), kind=kind, schema=_str(c.schema),
            table=_str(c.table), column=_str(c.column), type=_str(c.type),
            value_type=_str(c.value_type), function=_str(c.function),
            id=_str(c.id)))
    return columns


def _reads(result):
    reads = []
    for i in range(lib.plansql_result_read_count(result)):
        r = lib.plansql_result_read(result, i).contents
        reads.append(_record(Read, schema=_str(r.schema),
                             table=_str(r.table), column=_str(r.column)))
    return reads


class _Metadata:
    """A compile's result kept for its columns and reads, which are read
    (and the result freed) on first use: a click that does not look at
    them does not pay for them.  A result never asked is freed with its
    Compiled."""

    def __init__(self, result):
        self._lock = threading.Lock()
        self._read = None
        self._finalizer = weakref.finalize(self, lib.plansql_result_free,
                                           result)
        self._result = result

    def get(self):
        """(columns, reads), read once."""
        with self._lock:
            if self._read is None:
                self._read = (_columns(self._result), _reads(self._result))
                self._finalizer()
            return self._read


@dataclasses.dataclass(frozen=True)
class Compiled:
    """A compiled plan.

    sql: one statement without a semicolon; parameters: with
    compile(params=True), the bind values in placeholder order (int,
    float or Decimal, str, bool, datetime.date, datetime.datetime) and
    parameter_types their names ("integer", "number", ...), else empty;
    columns: the output columns ([Column]); reads: the tables and
    columns read ([Read]), both read from the library when first used;
    diagnostics: warnings and repairs (a compile with errors raises
    PlanError)."""
    sql: str
    parameters: list
    parameter_types: list
    diagnostics: list
    _metadata: _Metadata = dataclasses.field(repr=False, compare=False)

    @property
    def columns(self):
        return self._metadata.get()[0]

    @property
    def reads(self):
        return self._metadata.get()[1]

    @property
    def warnings(self):
        return [d for d in self.diagnostics if d.severity == "warning"]


def _compiled(result, decimals):
    """Converts the result of a compile, read through the result's
    accessors; the result is kept for the columns and reads.  Raises
    PlanError (the result then freed)."""
    if not result:
        raise MemoryError("plansql: out of memory")
    try:
        diagnostics = raise_for(result_diagnostics(result), PlanError,
                                "plansql")
        values, types = _parameters(result, decimals)
        sql = text(lib.plansql_result_sql(result))
    except BaseException:
        lib.plansql_result_free(result)
        raise
    return Compiled(sql=sql, parameters=values, parameter_types=types,
                    diagnostics=diagnostics, _metadata=_Metadata(result))


@dataclasses.dataclass(frozen=True)
class Step:
    """One step of Plan.steps: what it adds (label: plan text, escape it
    before showing), the plan element's JSON Pointer, and a statement
    counting the rows so far."""
    label: str
    pointer: str
    sql: str


class Plan(Handle):
    """A plan that was read and validated.  Plans are immutable: audit
    and patch return new plans."""

    def __init__(self, pointer, diagnostics=()):
        self._own(pointer, lib.plansql_plan_free)
        self.diagnostics = list(diagnostics)

    @classmethod
    def from_json(cls, text_or_value):
        """Reads a plan (JSON text, bytes, or the parsed dict).  Raises
        PlanError; warnings are in .diagnostics."""
        data = json_bytes(text_or_value)
        out = ctypes.c_void_p()
        result = lib.plansql_plan_read(data, len(data), ctypes.byref(out))
        return cls(out.value, checked(result, PlanError, "plansql"))

    def to_json(self):
        """The plan as plan JSON text (pretty-printed)."""
        return _lib.take_text(lib.plansql_plan_json(self._ptr))

    def to_dict(self):
        return json.loads(self.to_json())

    def compile(self, dialect="sqlite", catalog=None, params=False,
                compact=False, strict=False, now=None, policy=None,
                glossary=None, audit=True, verify=False, decimals=False):
        """Compiles the plan to SQL for dialect.  With a catalog the plan
        is audited first (audit=False: only typed and spelled); params:
        placeholders and Compiled.parameters in place of literals;
        strict: warnings are errors; now: the date periods count from
        ("YYYY-MM-DD" or a date; None: today in UTC); decimals: "number"
        parameters as Decimal rather than float.  Raises PlanError."""
        o = _options(dialect, catalog, policy, glossary, params, compact,
                    strict, audit, verify, now)
        return _compiled(lib.plansql_plan_compile(self._ptr, ctypes.byref(o)),
                         decimals)

    def audit(self, catalog=None, policy=None, glossary=None, strict=False,
              now=None):
        """Audits the plan against catalog and policy: returns (the
        repaired Plan, its diagnostics).  Raises PlanError when errors
        remain."""
        o = _options(catalog=catalog, policy=policy, glossary=glossary,
                    strict=strict, now=now)
        out = ctypes.c_void_p()
        result = lib.plansql_plan_audit(self._ptr, ctypes.byref(o),
                                        ctypes.byref(out))
        diagnostics = checked(result, PlanError, "plansql")
        return Plan(out.value, diagnostics), diagnostics

    def patch(self, operations, catalog=None, policy=None, strict=False):
        """Applies patch operations (a dict, a list of dicts, or JSON
        text; schemas/patch.schema.json) and returns the new, audited
        Plan; this plan is unchanged.  Raises PatchError: diagnostics
        with in_patch point into the operations."""
        data = json_bytes(operations)
        patch = ctypes.c_void_p()
        checked(lib.plansql_patch_read(data, len(data), ctypes.byref(patch)),
                PatchError, "plansql: patch")
        return self._apply(patch.value, catalog, policy, strict)

    def _apply(self, patch, catalog, policy, strict):
        """Applies and frees a plansql_patch *."""
        try:
            o = _options(catalog=catalog, policy=policy, strict=strict)
            out = ctypes.c_void_p()
            result = lib.plansql_plan_patch(self._ptr, patch,
                                            ctypes.byref(o),
                                            ctypes.byref(out))
        finally:
            lib.plansql_patch_free(patch)
        return Plan(out.value, checked(result, PatchError, "plansql: patch"))

    def _patch_by(self, step, catalog, policy, strict):
        """A patch of one step (a function of the plansql_patch *, which
        returns a status) applied to this plan."""
        patch = lib.plansql_patch_new()
        if not patch:
            raise MemoryError("plansql: out of memory")
        status = step(patch)
        if status != _lib.OK:
            lib.plansql_patch_free(patch)
            if status == _lib.NOMEM:
                raise MemoryError("plansql: out of memory")
            raise ValueError("plansql: a patch step was refused (a missing "
                             "id?)")
        return self._apply(patch, catalog, policy, strict)

    def show(self, id, catalog=None, policy=None, strict=False):
        """A new Plan with the column of id (a "column/..." id of
        Plan.options) selected.  Raises PatchError ("unknown-id")."""
        return self._patch_by(
            lambda p: lib.plansql_patch_add_column_id(p, encode(id)),
            catalog, policy, strict)

    def hide(self, id, catalog=None, policy=None, strict=False):
        """A new Plan without the selected column of id (the patch
        operation remove_column by id).  Raises PatchError."""
        return self.patch({"operation": "remove_column", "id": id},
                          catalog=catalog, policy=policy, strict=strict)

    def remove(self, id, catalog=None, policy=None, strict=False):
        """A new Plan without the part id names: a column, computed
        column, aggregate, or filter or HAVING condition.  Raises
        PatchError."""
        return self._patch_by(
            lambda p: lib.plansql_patch_remove_id(p, encode(id)),
            catalog, policy, strict)

    def sort(self, order, catalog=None, policy=None, strict=False):
        """A new Plan ordered by order: a list of ids (of Plan.options'
        "sortable" or "order_by") or (id, "asc"|"desc") pairs, first
        key first; an empty list removes ORDER BY.  Raises PatchError."""
        items = (_lib.OrderItem * max(len(order), 1))()
        for item, key in zip(items, order):
            id, direction = (key, "asc") if isinstance(key, str) else key
            if direction.lower() not in ("asc", "desc"):
                raise ValueError(f"plansql: direction {direction!r} is not "
                                 "\"asc\" or \"desc\"")
            item.id = encode(id)
            item.descending = direction.lower() == "desc"
        return self._patch_by(
            lambda p: lib.plansql_patch_order_by(p, items, len(order)),
            catalog, policy, strict)

    def run(self, connection, catalog=None, policy=None, glossary=None,
            strict=False, now=None, audit=True):
        """Compiles the plan with bind parameters for connection's engine
        (a sqlite3.Connection: SQLite; a psycopg2 connection: PostgreSQL)
        and runs it there, as `plansql run` does: returns the rows, a
        list of dicts of column name to value in the column order.
        Raises PlanError, TypeError for another connection, and what
        the driver raises."""
        from . import run
        compiled = self.compile(run.engine_of(connection), catalog=catalog,
                                params=True, strict=strict, now=now,
                                policy=policy, glossary=glossary,
                                audit=audit)
        return run.execute(connection, compiled)

    def options(self, catalog=None, policy=None):
        """What a user interface can offer to patch the plan (tables,
        columns, sortable, ...), as a dict (see plansql_plan_options)."""
        o = _options(catalog=catalog, policy=policy)
        return json.loads(_lib.take_text(
            lib.plansql_plan_options(self._ptr, ctypes.byref(o))))

    def steps(self, dialect="sqlite", catalog=None, policy=None, now=None):
        """The plan's query built up a part at a time: (Compiled, [Step]),
        each step's SQL counting the rows so far.  Raises PlanError."""
        o = _options(dialect, catalog, policy, now=now)
        steps = ctypes.c_void_p()
        result = lib.plansql_plan_steps(self._ptr, ctypes.byref(o),
                                        ctypes.byref(steps))
        try:
            compiled = _compiled(result, False)
            return compiled, [
                Step(text(lib.plansql_steps_label(steps, i)),
                     text(lib.plansql_steps_pointer(steps, i)),
                     text(lib.plansql_steps_sql(steps, i)))
                for i in range(lib.plansql_steps_count(steps))]
        finally:
            lib.plansql_steps_free(steps)


__all__ = ["Column", "Compiled", "Dialect", "Error", "Plan", "Read", "Step"]
