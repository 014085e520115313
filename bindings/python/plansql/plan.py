"""Plans: read, compile, audit, patch, list their options and steps."""
import ctypes
import dataclasses
import datetime
import decimal
import enum
import json

from . import _lib
from ._handle import Handle
from ._lib import lib, encode, text
from ._text import json_bytes
from .errors import (Error, PatchError, PlanError, raise_for,
                     result_report)


class Dialect(str, enum.Enum):
    """The SQL engines plansql prints for; the plain names ("sqlite",
    "postgres", "mysql", "tsql") and the library's aliases ("pg",
    "mariadb", "mssql", ...) are accepted wherever a Dialect is."""
    SQLITE = "sqlite"
    POSTGRES = "postgres"
    MYSQL = "mysql"
    TSQL = "tsql"


def _dialect_number(dialect):
    number = ctypes.c_int()
    name = dialect.value if isinstance(dialect, Dialect) else dialect
    if lib.plansql_dialect_from_name(encode(name), ctypes.byref(number)):
        raise ValueError(f"plansql: unknown dialect {name!r}")
    return number.value


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
    o.flags = ((_lib.PARAMS if params else 0)
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


@dataclasses.dataclass(frozen=True)
class Compiled:
    """A compiled plan.

    sql: one statement without a semicolon; parameters: with
    compile(params=True), the bind values in placeholder order (int,
    float or Decimal, str, bool, datetime.date, datetime.datetime) and
    parameter_types their names ("integer", "number", ...), else empty;
    columns, reads: the output columns and the tables and columns read
    (lists of dicts as plansql_result_json writes them; None when the
    library does not report them); diagnostics: warnings and repairs
    (a compile with errors raises PlanError)."""
    sql: str
    parameters: list
    parameter_types: list
    columns: list
    reads: list
    diagnostics: list

    @property
    def warnings(self):
        return [d for d in self.diagnostics if d.severity == "warning"]


def _compiled(result, decimals):
    """Converts and frees the result of a compile; raises PlanError."""
    if not result:
        raise MemoryError("plansql: out of memory")
    try:
        values, types = _parameters(result, decimals)
    except BaseException:
        lib.plansql_result_free(result)
        raise
    report = result_report(result)
    diagnostics = raise_for(report, PlanError, "plansql")
    return Compiled(sql=report["sql"], parameters=values,
                    parameter_types=types, columns=report.get("columns"),
                    reads=report.get("reads"), diagnostics=diagnostics)


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
        report = result_report(lib.plansql_plan_read(data, len(data),
                                                     ctypes.byref(out)))
        return cls(out.value, raise_for(report, PlanError, "plansql"))

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
        report = result_report(lib.plansql_plan_audit(self._ptr,
                                                      ctypes.byref(o),
                                                      ctypes.byref(out)))
        diagnostics = raise_for(report, PlanError, "plansql")
        return Plan(out.value, diagnostics), diagnostics

    def patch(self, operations, catalog=None, policy=None, strict=False):
        """Applies patch operations (a dict, a list of dicts, or JSON
        text; schemas/patch.schema.json) and returns the new, audited
        Plan; this plan is unchanged.  Raises PatchError: diagnostics
        with in_patch point into the operations."""
        data = json_bytes(operations)
        patch = ctypes.c_void_p()
        report = result_report(lib.plansql_patch_read(data, len(data),
                                                      ctypes.byref(patch)))
        raise_for(report, PatchError, "plansql: patch")
        try:
            o = _options(catalog=catalog, policy=policy, strict=strict)
            out = ctypes.c_void_p()
            result = lib.plansql_plan_patch(self._ptr, patch,
                                            ctypes.byref(o),
                                            ctypes.byref(out))
        finally:
            lib.plansql_patch_free(patch)
        report = result_report(result)
        diagnostics = raise_for(report, PatchError, "plansql: patch")
        return Plan(out.value, diagnostics)

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


__all__ = ["Dialect", "Compiled", "Plan", "Step", "Error"]
