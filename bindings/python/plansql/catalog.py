"""Catalogs, access policies and glossaries."""
import ctypes
import json

from . import _lib
from ._handle import Handle
from ._lib import lib, encode
from ._text import json_bytes
from .errors import CatalogError, checked


def _read(reader, text, *extra):
    """Calls a plansql_*_read(json, len, ..., **out); returns (pointer,
    diagnostics) or raises CatalogError."""
    data = json_bytes(text)
    out = ctypes.c_void_p()
    result = reader(data, len(data), *extra, ctypes.byref(out))
    return out.value, checked(result, CatalogError, "plansql")


def _free_reading(catalog, db):
    """A catalog that reads its data, then its database."""
    lib.plansql_catalog_free(catalog)
    lib.plansql_db_close(db)


class Catalog(Handle):
    """The tables, columns and keys plans are checked against.

    Use as a context manager, or close() it; it must stay open while a
    call that was given it runs (nothing keeps it after the call)."""

    def __init__(self, pointer, diagnostics=(), db=None):
        if db:
            self._own(pointer, lambda p: _free_reading(p, db))
        else:
            self._own(pointer, lib.plansql_catalog_free)
        self.diagnostics = list(diagnostics)

    @classmethod
    def from_json(cls, text_or_value):
        """Reads a catalog in the JSON catalog format (text, bytes, or
        the parsed list).  Raises CatalogError."""
        return cls(*_read(lib.plansql_catalog_read, text_or_value))

    @classmethod
    def load(cls, database, schemas=None, attachments=None, timeout=None,
             data=True):
        """Reads the catalog of a live database: "sqlite:PATH", a
        PostgreSQL URI ("postgresql://...", "postgresql:" for the PG*
        variables) or a MySQL or MariaDB server ("mysql://...",
        "mariadb://...").  schemas: PostgreSQL schemas or MySQL databases
        to read (a list or a comma-separated string; None: all);
        attachments: for SQLite, a mapping of schema name to database
        file attached under it; timeout: seconds to wait for the
        database (the server's connect timeout, rounded up to whole
        seconds; SQLite's busy timeout; None: 10).  With data (the
        default), the catalog keeps a connection of its own, closed with
        it, on which it reads what the data of each column a plan uses
        holds (numbers, flags and dates kept as text, docs/types.md) and
        looks values up, so a compile gives the statement plansql run
        runs; data=False reads the tables alone.  Raises CatalogError
        ("catalog-unreadable" when the database cannot be reached in
        time)."""
        if schemas is not None and not isinstance(schemas, str):
            schemas = ",".join(schemas)
        attached = list((attachments or {}).items())
        array = (_lib.Attachment * max(len(attached), 1))(
            *[_lib.Attachment(encode(name), encode(path))
              for name, path in attached])
        options = _lib.LoadOptions()
        lib.plansql_load_options_init(ctypes.byref(options),
                                      ctypes.sizeof(options))
        options.schemas = encode(schemas)
        options.attachments = array if attached else None
        options.attachment_count = len(attached)
        options.connect_timeout_ms = (max(1, round(timeout * 1000))
                                      if timeout else 0)
        out = ctypes.c_void_p()
        result = lib.plansql_catalog_load(encode(database),
                                          ctypes.byref(options),
                                          ctypes.byref(out))
        diagnostics = checked(result, CatalogError, "plansql")
        if not data:
            return cls(out.value, diagnostics)
        db = ctypes.c_void_p()
        opened = lib.plansql_db_open(encode(database),
                                     ctypes.byref(options), ctypes.byref(db))
        try:
            checked(opened, CatalogError, "plansql")
        except CatalogError:
            lib.plansql_catalog_free(out.value)
            raise
        if lib.plansql_catalog_use_db(out.value, db.value, None) != 0:
            _free_reading(out.value, db.value)
            raise MemoryError("plansql: out of memory")
        return cls(out.value, diagnostics, db.value)

    @staticmethod
    def query(dialect):
        """The script for the engine of dialect ("tsql", "mysql", "postgres")
        whose one value is the database's catalog, for a database
        plansql cannot connect to (plansql catalog --query): run it
        with the engine's client, and give its output to from_json.
        None for a dialect without one."""
        from .plan import _dialect_number
        text = lib.plansql_catalog_query(_dialect_number(dialect))
        return text.decode("utf-8") if text else None

    @staticmethod
    def build():
        """A CatalogBuilder: the catalog made a table at a time in
        Python, without JSON; its finish() returns the Catalog."""
        from .builder import CatalogBuilder
        return CatalogBuilder()

    def to_json(self):
        """The catalog in the JSON catalog format, as text."""
        return _lib.take_text(lib.plansql_catalog_json(self._ptr))

    def to_list(self):
        """The catalog as parsed JSON (a list of tables)."""
        return json.loads(self.to_json())


class Policy(Handle):
    """The access rules of one role (schemas/policy.schema.json)."""

    def __init__(self, pointer, diagnostics=()):
        self._own(pointer, lib.plansql_policy_free)
        self.diagnostics = list(diagnostics)

    @classmethod
    def from_json(cls, text_or_value, role):
        """Reads the rules of role from a policy file's text or value.
        Raises CatalogError."""
        return cls(*_read(lib.plansql_policy_read, text_or_value,
                          encode(role)))


class Glossary(Handle):
    """Business terms mapped to tables, columns, expressions, filters."""

    def __init__(self, pointer, diagnostics=()):
        self._own(pointer, lib.plansql_glossary_free)
        self.diagnostics = list(diagnostics)

    @classmethod
    def from_json(cls, text_or_value, catalog=None):
        """Reads a glossary whose names catalog (may be None) checks.
        Raises CatalogError."""
        return cls(*_read(lib.plansql_glossary_read, text_or_value,
                          catalog._ptr if catalog else None))


__all__ = ["Catalog", "Policy", "Glossary"]
