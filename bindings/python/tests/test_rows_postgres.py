"""The same through psycopg2 on the test PostgreSQL that tests/python/python.sh
starts (tests/engines/servers.sh).  Without PLANSQL_TEST_PGHOST the test skips,
unless PLANSQL_REQUIRE_PG is set (as make check sets it): then it fails."""
import os

import pytest

import plansql
from conftest import NOW, plansql_run
from rowcheck import as_dicts, comparable, compile_for, plan_texts

psycopg2 = pytest.importorskip("psycopg2") if not os.environ.get(
    "PLANSQL_REQUIRE_PG") else __import__("psycopg2")


@pytest.fixture(scope="module")
def server():
    host = os.environ.get("PLANSQL_TEST_PGHOST")
    if not host:
        if os.environ.get("PLANSQL_REQUIRE_PG"):
            pytest.fail("PLANSQL_REQUIRE_PG is set but no test PostgreSQL "
                        "was started (PLANSQL_TEST_PGHOST is unset)")
        pytest.skip("no test PostgreSQL (PLANSQL_TEST_PGHOST)")
    env = {k: os.environ[f"PLANSQL_TEST_PG{k.upper()}"]
           for k in ("host", "port", "user")}
    env["dbname"] = os.environ["PLANSQL_TEST_PGDATABASE"]
    uri = ("postgresql://{user}@/{dbname}?host={host}&port={port}"
           .format(**env))
    connection = psycopg2.connect(**env)
    connection.set_session(readonly=True, autocommit=True)
    yield connection, uri
    connection.close()


def execute(cursor, compiled):
    """Runs PostgreSQL placeholder SQL ($1, $2, ...) with psycopg2, whose
    own placeholders are %s: PREPARE the statement as it is, EXECUTE it
    with the values (psycopg2 quotes them)."""
    cursor.execute("DEALLOCATE ALL")
    cursor.execute("PREPARE plansql_statement AS " + compiled.sql)
    values = compiled.parameters
    cursor.execute("EXECUTE plansql_statement"
                   + (" (" + ", ".join(["%s"] * len(values)) + ")"
                      if values else ""), values)
    return as_dicts(cursor)


def test_rows_as_plansql_run(server):
    connection, uri = server
    catalog = plansql.Catalog.load(uri)
    checked = 0
    with connection.cursor() as cursor:
        for name, text in plan_texts(plansql, catalog):
            compiled = compile_for(plansql, text, "postgres", catalog)
            got = execute(cursor, compiled)
            expected = plansql_run(text, uri)
            assert got, name
            assert comparable(got) == comparable(expected), name
            checked += 1
    assert checked == 6
    catalog.close()


def test_run_gives_plansql_run_s_rows(server):
    """Plan.run on the psycopg2 connection: compile for PostgreSQL with
    bind parameters, prepare, execute, deallocate, in one call."""
    connection, uri = server
    with plansql.Catalog.load(uri, timeout=5) as catalog:
        for name, text in plan_texts(plansql, catalog):
            with plansql.Plan.from_json(text) as plan:
                got = plan.run(connection, catalog=catalog, now=NOW)
            assert got, name
            assert comparable(got) == comparable(plansql_run(text, uri)), name
    with connection.cursor() as cursor:  # nothing left prepared
        cursor.execute("SELECT count(*) FROM pg_prepared_statements "
                       "WHERE name LIKE 'plansql_run%'")
        assert cursor.fetchone()[0] == 0
