"""Compile, audit, patch, options and steps through the binding."""
import datetime
import decimal
import json

import pytest

import plansql
from conftest import NOW, source


def test_version_is_the_library_s():
    assert plansql.version() == "%d.%d.%d" % (
        plansql.version_number() // 1000000,
        plansql.version_number() // 1000 % 1000,
        plansql.version_number() % 1000)


@pytest.mark.parametrize("dialect,quote", [
    ("sqlite", '"tracks"'), (plansql.Dialect.POSTGRES, '"tracks"'),
    ("mysql", "`tracks`"), ("tsql", "[tracks]"), ("mariadb", "`tracks`")])
def test_compile_in_each_dialect(top_tracks, catalog, dialect, quote):
    compiled = top_tracks.compile(dialect, catalog=catalog)
    assert compiled.sql.startswith("SELECT ")
    assert quote in compiled.sql
    assert compiled.parameters == []


def test_dialects_are_the_library_s(top_tracks):
    names = [dialect.value for dialect in plansql.Dialect]
    assert names[:4] == ["sqlite", "postgres", "mysql", "tsql"]
    assert plansql.Dialect.TSQL == "tsql"
    assert plansql.Dialect("mysql") is plansql.Dialect.MYSQL
    for dialect in plansql.Dialect:
        assert dialect.name == dialect.value.upper()
        assert top_tracks.compile(dialect).sql.startswith("SELECT ")


def test_unknown_dialect_is_refused(top_tracks):
    with pytest.raises(ValueError, match="unknown dialect"):
        top_tracks.compile("oracle")


def test_compile_matches_the_golden_sql():
    with plansql.Plan.from_json(
            source("tests/data/golden/params/values.json")) as plan:
        compiled = plan.compile("postgres", params=True, now=NOW)
    golden = source("tests/data/golden/params/values.postgres.sql")
    sql, _, tail = golden.partition(";\n-- parameters: ")
    assert compiled.sql == sql
    assert compiled.parameters == [p["value"] for p in json.loads(tail)]


def test_parameters_are_typed_values(catalog):
    with plansql.Plan.from_json(
            source("tests/data/golden/params/grouped-dates.json")) as plan:
        compiled = plan.compile(catalog=catalog, params=True)
        exact = plan.compile(catalog=catalog, params=True, decimals=True)
        literal = plan.compile(catalog=catalog)
    # days against the datetime InvoiceDate: from the first day's start
    # to the midnight after the last day
    assert compiled.sql.count("?") == 4
    assert compiled.parameters == [datetime.date(2021, 1, 1),
                                   datetime.date(2022, 1, 1),
                                   10.5, 2]
    assert compiled.parameter_types == ["date", "date", "number",
                                        "integer"]
    assert exact.parameters[2] == decimal.Decimal("10.5")
    assert "?" not in literal.sql and literal.parameters == []


def test_boolean_and_date_parameters(catalog):
    explicit = {"decision": "proceed", "selections": [{"table": "tracks",
        "columns": [{"table": "tracks", "column": "Name"}], "filters": [
        {"table": "tracks", "column": "Explicit", "op": "=", "value": True}]}]}
    hired = {"decision": "proceed", "selections": [{"table": "employees",
        "columns": [{"table": "employees", "column": "LastName"}], "filters": [
        {"table": "employees", "column": "HireDate", "op": ">=",
         "value": "2020-02-29"}]}]}
    with plansql.Plan.from_json(explicit) as p:
        assert p.compile(catalog=catalog, params=True).parameters == [True]
    with plansql.Plan.from_json(hired) as p:
        compiled = p.compile(catalog=catalog, params=True)
    assert compiled.parameters == [datetime.date(2020, 2, 29)]
    assert compiled.parameter_types == ["date"]


def test_bad_plan_raises_with_diagnostics():
    with pytest.raises(plansql.PlanError) as raised:
        plansql.Plan.from_json('{"decision": "proceed", "selections": 3}')
    d = raised.value.errors[0]
    assert d.severity == "error" and d.pointer == "/selections"
    assert d.code and d.message
    assert isinstance(raised.value, plansql.Error)


def test_invalid_json_has_a_position():
    with pytest.raises(plansql.PlanError) as raised:
        plansql.Plan.from_json('{"decision": ')
    assert raised.value.diagnostics[0].line == 1


def test_compile_error_raises_and_warnings_return(catalog):
    bad = {"decision": "proceed", "selections": [{"table": "weather",
           "columns": [{"table": "weather", "column": "Name"}]}]}
    with plansql.Plan.from_json(bad) as plan:
        with pytest.raises(plansql.PlanError) as raised:
            plan.compile(catalog=catalog)
    assert [d.code for d in raised.value.errors] == ["unknown-table"]
    ignored = json.loads(source("tests/data/golden/params/values.json"))
    ignored["colour"] = "blue"
    with plansql.Plan.from_json(ignored) as plan:
        assert "unknown-field" in [d.code for d in plan.diagnostics]
    orphan = source("tests/data/golden/rules/orphan-filter-column.json")
    with plansql.Plan.from_json(orphan) as plan:
        compiled = plan.compile(catalog=catalog)
        assert compiled.sql
        assert [d.code for d in compiled.warnings] == ["orphan-filter-column"]
        with pytest.raises(plansql.PlanError) as raised:
            plan.compile(catalog=catalog, strict=True)
        assert raised.value.errors[0].code == "orphan-filter-column"


def test_audit_repairs_into_a_new_plan(catalog):
    mistakes = source("tests/data/golden/audit/three-typical-mistakes.json")
    with plansql.Plan.from_json(mistakes) as plan:
        audited, diagnostics = plan.audit(catalog)
        with audited:
            assert any(d.severity == "fixed" and d.after is not None
                       for d in diagnostics)
            assert audited.to_dict() != plan.to_dict()
            again, more = audited.audit(catalog)
            assert again.to_dict() == audited.to_dict()
            assert not [d for d in more if d.severity == "fixed"]


def test_patch_returns_a_new_plan(top_tracks, catalog):
    patched = top_tracks.patch(
        [{"operation": "add_column", "table": "tracks", "column": "Composer"},
         {"operation": "modify_limit", "limit": 3}], catalog=catalog)
    sql = patched.compile(catalog=catalog).sql
    assert '"tracks"."Composer"' in sql and "LIMIT 3" in sql
    assert "Composer" not in top_tracks.compile(catalog=catalog).sql
    text = json.dumps({"operation": "set_distinct", "distinct": True})
    assert "DISTINCT" in top_tracks.patch(text).compile().sql


def test_patch_errors_point_into_the_patch(top_tracks, catalog):
    with pytest.raises(plansql.PatchError) as raised:
        top_tracks.patch([{"operation": "modify_limit", "limit": 3},
                          {"operation": "add_column", "table": "tracks",
                           "column": "Nope"}], catalog=catalog)
    d = raised.value.errors[0]
    assert d.in_patch and d.code == "unknown-column"
    assert d.pointer.startswith("/1")
    with pytest.raises(plansql.PatchError) as raised:
        top_tracks.patch({"operation": "fly"})
    assert raised.value.errors


def test_options_lists_what_to_patch(top_tracks, catalog):
    listing = top_tracks.options(catalog)
    tracks = next(t for t in listing["tables"] if t["table"] == "tracks")
    composer = next(c for c in tracks["columns"]
                    if c["column"] == "Composer")
    assert composer["selected"] is False
    assert listing["sortable"]


def test_steps_count_rows_part_by_part(top_tracks, catalog):
    compiled, steps = top_tracks.steps(catalog=catalog)
    assert compiled.sql.startswith("SELECT")
    assert steps[0].label == "from invoice_items"
    assert steps[0].pointer == "/selections/0"
    assert len(steps) > 4
    assert all("COUNT(*)" in s.sql for s in steps)


def test_catalog_round_trip_and_load(catalog):
    tables = catalog.to_list()
    assert "tracks" in [t["table_name"] for t in tables]
    with plansql.Catalog.from_json(tables) as again:
        assert again.to_list() == tables


def test_catalog_load_reads_the_demo_database():
    from conftest import DEMO_DB
    with plansql.Catalog.load("sqlite:" + DEMO_DB) as loaded:
        assert len(loaded.to_list()) == 11
    with pytest.raises(plansql.CatalogError) as raised:
        plansql.Catalog.load("sqlite:/nonexistent/demo.db")
    assert raised.value.errors


CARS_PLAN = {
    "decision": "proceed",
    "selections": [{"table": "cars", "columns": [{"column": "name"}],
                    "filters": [{"column": "horsepower", "op": ">",
                                 "value": 90},
                                {"column": "automatic", "op": "=",
                                 "value": True}]}]}


def test_a_loaded_catalog_reads_what_the_data_holds(tmp_path):
    """Numbers and flags kept as text compare as plansql run compares
    them; without the data, the compile cannot know (docs/types.md)."""
    import sqlite3
    path = tmp_path / "cars.db"
    with sqlite3.connect(path) as db:
        db.executescript(source("tests/data/golden/run/cars.sql"))
    plan = plansql.Plan.from_json(CARS_PLAN)
    with plansql.Catalog.load(f"sqlite:{path}") as loaded:
        sql = plan.compile(catalog=loaded).sql
    assert "CAST(NULLIF(\"cars\".\"horsepower\", 'null') AS NUMERIC) > 90" \
        in sql
    assert "\"cars\".\"automatic\" = 'T'" in sql
    with plansql.Catalog.load(f"sqlite:{path}", data=False) as bare:
        with pytest.raises(plansql.PlanError) as raised:
            plan.compile(catalog=bare)
    assert "flag-spelling" in [e.code for e in raised.value.errors]


def test_policy_denies_a_table(top_tracks, catalog):
    policy = {"roles": {"clerk": {"deny_tables": ["artists"]}}}
    with plansql.Policy.from_json(policy, "clerk") as clerk:
        with pytest.raises(plansql.PlanError) as raised:
            top_tracks.compile(catalog=catalog, policy=clerk)
    assert raised.value.errors


def test_glossary_is_checked_against_the_catalog(catalog):
    with pytest.raises(plansql.CatalogError) as raised:
        plansql.Glossary.from_json(
            {"terms": [{"term": "x", "table": "weather"}]}, catalog)
    assert raised.value.errors
