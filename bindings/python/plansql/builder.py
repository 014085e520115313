"""Catalogs built a table at a time (plansql_catalog_builder_*)."""
import ctypes

from . import _lib
from ._lib import lib, encode
from .catalog import Catalog
from .errors import CatalogError, Error, checked


class CatalogBuilder:
    """Describes a catalog a table at a time: table() adds a table,
    column(), samples() and foreign_key() describe the table (and
    column) added last.  Each step returns the builder, so steps chain.
    The names are checked by finish(), as Catalog.from_json checks the
    JSON catalog of the same tables (the diagnostics' pointers are the
    ones that JSON would have).  Not for several threads at once."""

    def __init__(self):
        self._builder = lib.plansql_catalog_builder_new()
        if not self._builder:
            raise MemoryError("plansql: out of memory")

    def _step(self, what, status):
        if status == _lib.NOMEM:
            raise MemoryError("plansql: out of memory")
        if status != _lib.OK:
            raise Error(f"plansql: catalog builder: {what} refused (a "
                        "missing name, or before any table or column)")
        return self

    @property
    def _ptr(self):
        if not self._builder:
            raise Error("plansql: the CatalogBuilder is finished")
        return self._builder

    def table(self, name, schema=None, description=None, kind=None,
              search_order=None):
        """Adds a table; kind ("table", "view", ...) and search_order
        (its schema's position on the search path) as the JSON
        catalog's fields of those names."""
        self._step("table", lib.plansql_catalog_builder_table(
            self._ptr, encode(schema), encode(name), encode(description)))
        if kind is not None:
            self._step("kind", lib.plansql_catalog_builder_kind(
                self._ptr, encode(kind)))
        if search_order is not None:
            self._step("search_order",
                       lib.plansql_catalog_builder_search_order(
                           self._ptr, search_order))
        return self

    def column(self, name, type=None, primary_key=False, not_null=False,
               description=None, private=False):
        """Adds a column to the last table; private: ask sends the model
        none of its values (the JSON catalog's "private": true)."""
        flags = ((_lib.PRIMARY_KEY if primary_key else 0)
                 | (_lib.NOT_NULL if not_null else 0)
                 | (_lib.PRIVATE if private else 0))
        return self._step("column", lib.plansql_catalog_builder_column(
            self._ptr, encode(name), encode(type), flags,
            encode(description)))

    def samples(self, values):
        """A few of the last column's values (strings), which ask shows
        the model."""
        values = list(values)
        array = (ctypes.c_char_p * max(len(values), 1))(
            *[encode(v) for v in values])
        return self._step("samples", lib.plansql_catalog_builder_samples(
            self._ptr, array, len(values)))

    def foreign_key(self, column, to_table, to_column, to_schema=None):
        """The last table's column refers to to_column of to_table (which
        may be added later)."""
        return self._step("foreign_key",
                          lib.plansql_catalog_builder_foreign_key(
                              self._ptr, encode(column), encode(to_schema),
                              encode(to_table), encode(to_column)))

    def finish(self):
        """The Catalog; the builder is used up.  Raises CatalogError with
        the diagnostics of what was built."""
        builder, self._builder = self._ptr, None
        out = ctypes.c_void_p()
        result = lib.plansql_catalog_builder_finish(builder,
                                                    ctypes.byref(out))
        return Catalog(out.value, checked(result, CatalogError, "plansql"))

    def close(self):
        """Abandons what was built (finish() need not follow)."""
        builder, self._builder = self._builder, None
        lib.plansql_catalog_builder_free(builder)

    def __del__(self):
        if getattr(self, "_builder", None):
            self.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()
