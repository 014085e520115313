"""Placeholder SQL and its values through Python's sqlite3 give the rows
`plansql run` gives for the same plan."""
import sqlite3

import pytest

import plansql
from conftest import DEMO_DB, plansql_run
from rowcheck import as_dicts, comparable, compile_for, plan_texts


@pytest.fixture(scope="module")
def database():
    connection = sqlite3.connect(f"file:{DEMO_DB}?mode=ro", uri=True)
    yield connection
    connection.close()


def test_rows_as_plansql_run(database):
    catalog = plansql.Catalog.load("sqlite:" + DEMO_DB)
    checked = 0
    for name, text in plan_texts(plansql, catalog):
        compiled = compile_for(plansql, text, "sqlite", catalog)
        got = as_dicts(database.execute(compiled.sql, compiled.parameters))
        expected = plansql_run(text, "sqlite:" + DEMO_DB)
        assert got, name
        assert comparable(got) == comparable(expected), name
        checked += 1
    patched = compile_for(plansql, text, "sqlite", catalog)
    assert "it's" in patched.parameters and len(got) == 7
    assert checked == 6
    catalog.close()
