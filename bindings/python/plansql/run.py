"""Running a compiled plan through the caller's own database driver."""
import datetime
import itertools
import sqlite3

_statements = itertools.count(1)  # names of prepared statements


def engine_of(connection):
    """The dialect for a DB-API connection: a sqlite3.Connection is
    "sqlite", a psycopg2 connection "postgres"."""
    if isinstance(connection, sqlite3.Connection):
        return "sqlite"
    if type(connection).__module__.split(".")[0] == "psycopg2":
        return "postgres"
    raise TypeError("plansql: Plan.run takes a sqlite3 or psycopg2 "
                    f"connection, not {type(connection).__name__}")


def _rows(cursor):
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor.fetchall()]


def _sqlite_value(value):
    # as SQLite's own text for them (Python 3.12 deprecates its adapters)
    if isinstance(value, datetime.datetime):
        return value.isoformat(" ")
    if isinstance(value, datetime.date):
        return value.isoformat()
    return value


def _run_sqlite(connection, compiled):
    values = [_sqlite_value(v) for v in compiled.parameters]
    return _rows(connection.execute(compiled.sql, values))


def _run_postgres(connection, compiled):
    """PostgreSQL's placeholders ($1, $2, ...) are not psycopg2's (%s):
    the statement is prepared as it is and executed with the values,
    which psycopg2 quotes; then deallocated."""
    name = f"plansql_run_{next(_statements)}"
    values = compiled.parameters
    with connection.cursor() as cursor:
        cursor.execute(f"PREPARE {name} AS " + compiled.sql)
        failed = True
        try:
            cursor.execute(f"EXECUTE {name}" + (
                " (" + ", ".join(["%s"] * len(values)) + ")"
                if values else ""), values or None)
            rows = _rows(cursor)
            failed = False
        finally:
            try:
                cursor.execute(f"DEALLOCATE {name}")
            except Exception:  # the transaction failed: keep its error
                if not failed:
                    raise
    return rows


def execute(connection, compiled):
    """The rows of compiled (a compile with params=True for the
    connection's engine) on connection, a sqlite3 or psycopg2
    connection, as dicts of column name to value in the column order.
    Plan.run is the compile and this in one call."""
    if engine_of(connection) == "sqlite":
        return _run_sqlite(connection, compiled)
    return _run_postgres(connection, compiled)
