"""Plan.run on SQLite, plansql.call, and Catalog.load's timeout.
(Plan.run on PostgreSQL: test_rows_postgres.py.)"""
import json
import socket
import sqlite3
import threading

import pytest

import plansql
from plansql import run as runner
from conftest import DEMO_DB, NOW, plansql_run, source
from rowcheck import comparable, plan_texts


def test_run_on_sqlite_gives_plansql_run_s_rows(catalog):
    connection = sqlite3.connect(f"file:{DEMO_DB}?mode=ro", uri=True)
    for name, text in plan_texts(plansql, catalog):
        with plansql.Plan.from_json(text) as plan:
            got = plan.run(connection, catalog=catalog, now=NOW)
        expected = plansql_run(text, "sqlite:" + DEMO_DB)
        assert got, name
        assert comparable(got) == comparable(expected), name
    connection.close()


def test_run_refuses_another_connection(top_tracks):
    with pytest.raises(TypeError, match="sqlite3 or psycopg2"):
        top_tracks.run(object())


def test_call_compiles_as_compile_does(top_tracks, catalog):
    response = plansql.call({
        "call": "compile", "plan": top_tracks.to_dict(),
        "catalog": json.loads(source("examples/demo/catalog.json")),
        "options": {"dialect": "postgres", "params": True}})
    assert response["ok"] is True
    assert response["sql"] == top_tracks.compile(
        "postgres", catalog=catalog, params=True).sql


def test_call_answers_a_bad_request():
    response = plansql.call('{"call": "fly"}')
    assert response["ok"] is False
    assert response["diagnostics"][0]["code"] == "bad-request"


@pytest.fixture
def silent_server():
    """A listener that accepts connections and never answers."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    held, stop = [], threading.Event()

    def accept():
        listener.settimeout(0.2)
        while not stop.is_set():
            try:
                held.append(listener.accept()[0])
            except OSError:
                pass
    thread = threading.Thread(target=accept, daemon=True)
    thread.start()
    yield listener.getsockname()[1]
    stop.set()
    thread.join()
    for s in held:
        s.close()
    listener.close()


def test_load_gives_up_after_the_timeout(silent_server):
    uri = f"postgresql://nobody@127.0.0.1:{silent_server}/demo"
    with pytest.raises(plansql.CatalogError) as raised:
        plansql.Catalog.load(uri, timeout=1)
    error = raised.value.errors[0]
    assert error.code == "catalog-unreadable"
    assert "timeout expired" in error.message


def test_load_takes_schemas_attachments_and_timeout_by_name():
    with plansql.Catalog.load("sqlite:" + DEMO_DB,
                              attachments={"again": DEMO_DB},
                              timeout=2) as loaded:
        schemas = {t.get("schema") for t in loaded.to_list()}
    assert schemas == {"main", "again"}
    with pytest.raises(plansql.CatalogError) as raised:
        plansql.Catalog.load("sqlite:" + DEMO_DB, ["sales"])
    assert raised.value.errors[0].code == "schemas-need-postgresql"


def test_load_hands_the_timeout_to_the_library(monkeypatch):
    lib = plansql._lib.lib
    real, seen = lib.plansql_catalog_load, []

    def load(database, options, out):
        seen.append(options._obj.connect_timeout_ms)
        return real(database, options, out)
    monkeypatch.setattr(lib, "plansql_catalog_load", load)
    plansql.Catalog.load("sqlite:" + DEMO_DB, timeout=1.5).close()
    plansql.Catalog.load("sqlite:" + DEMO_DB).close()
    assert seen == [1500, 0]


def test_sqlite_gets_the_library_s_value_texts(catalog):
    """Dates and datetimes are bound to SQLite as plansql writes them."""
    plan_value = json.loads(
        source("tests/data/golden/params/grouped-dates.json"))
    plan_value["selections"][0]["filters"][0]["value"] = [
        "2021-01-01 00:00:00", "2021-12-31 12:00:00"]
    with plansql.Plan.from_json(plan_value) as plan:
        compiled = plan.compile(catalog=catalog, params=True, now=NOW)
    response = plansql.call({
        "call": "compile", "plan": plan_value,
        "catalog": json.loads(source("examples/demo/catalog.json")),
        "options": {"params": True, "now": NOW}})
    bound = [runner._sqlite_value(v) for v in compiled.parameters]
    assert bound == [p["value"] for p in response["parameters"]]
    assert bound[:2] == ["2021-01-01 00:00:00", "2021-12-31 12:00:00"]
