"""plansql for Python: compile JSON query plans to SQL, audit them
against a catalog, patch them, and ask a language model for them.

    import plansql
    with plansql.Catalog.from_json(open("catalog.json").read()) as catalog, \\
         plansql.Plan.from_json(open("plan.json").read()) as plan:
        compiled = plan.compile("postgres", catalog=catalog, params=True)
        cursor.execute(compiled.sql, compiled.parameters)   # your driver

Every object owns a C object: close() it, use it in a with block, or
let the garbage collector free it.  Errors raise plansql.Error
subclasses whose .diagnostics say what is wrong and where.  The C
library is libplansql (PLANSQL_LIBRARY names it when set).
"""
from ._lib import lib as _c
from .ask import Answer, ask
from .builder import CatalogBuilder
from .catalog import Catalog, Glossary, Policy
from .compare import Comparison, compare_rows, orders_rows
from .errors import (AskError, CatalogError, Diagnostic, Error, PatchError,
                     PlanError)
from .plan import Column, Compiled, Dialect, Plan, Read, Step
from .request import call
from .run import execute


def version():
    """The C library's version, "MAJOR.MINOR.PATCH"."""
    return _c.plansql_version().decode("ascii")


def version_number():
    """The C library's version as MAJOR * 1000000 + MINOR * 1000 + PATCH."""
    return _c.plansql_version_number()


__all__ = ["Answer", "AskError", "Catalog", "CatalogBuilder",
           "CatalogError", "Column", "Comparison", "Compiled", "Diagnostic",
           "Dialect", "Error", "Glossary", "PatchError", "Plan", "PlanError",
           "Policy", "Read", "Step", "ask", "call", "compare_rows",
           "execute", "orders_rows", "version", "version_number"]
