"""Compiled.columns and .reads, and the diagnostics, read through the C
accessors, are what plansql_result_json says (through plansql.call)."""
import ctypes
import json

import pytest

import plansql
from conftest import NOW, source

PLANS = ["examples/plans/top-tracks.json",
         "tests/data/golden/params/windows.json",
         "tests/data/golden/params/grouped-dates.json"]


def reply(plan_text, catalog_text, **options):
    return plansql.call({"call": "compile", "plan": json.loads(plan_text),
                         "catalog": json.loads(catalog_text),
                         "options": {"now": NOW, **options}})


def test_columns_and_reads_are_the_json_ones(catalog):
    catalog_text = source("examples/demo/catalog.json")
    for name in PLANS:
        text = source(name)
        with plansql.Plan.from_json(text) as plan:
            compiled = plan.compile(catalog=catalog, now=NOW)
        expected = reply(text, catalog_text)
        assert expected["ok"], name
        assert [{k: v for k, v in vars(c).items() if v is not None}
                for c in compiled.columns] == [
            {k: v for k, v in c.items() if v is not None}
            for c in expected["columns"]], name
        grouped = {}
        for r in compiled.reads:
            columns = grouped.setdefault((r.schema, r.table), [])
            if r.column is not None:
                columns.append(r.column)
        assert [{"table": t, "columns": cs} for (_, t), cs in
                grouped.items()] == [
            {"table": r["table"], "columns": r["columns"]}
            for r in expected["reads"]], name


def test_column_kinds_and_types(top_tracks, catalog):
    columns = top_tracks.compile(catalog=catalog).columns
    assert [c.name for c in columns] == ["TrackId", "Name", "Title", "Name_2",
                                        "UnitsSold", "Orders"]
    track_id, units = columns[0], columns[4]
    assert (track_id.kind, track_id.table, track_id.column, track_id.type,
            track_id.value_type) == ("plain", "tracks", "TrackId", "INTEGER",
                                     "integer")
    assert (units.kind, units.function, units.table, units.column) == (
        "aggregate", "SUM", "invoice_items", "Quantity")
    assert isinstance(units, plansql.Column)


def json_diagnostics(plan_text):
    """The diagnostics of reading plan_text as plansql_result_json
    writes them, for comparison with the accessors' reading."""
    lib = plansql._lib.lib
    data = plan_text.encode()
    out = ctypes.c_void_p()
    result = lib.plansql_plan_read(data, len(data), ctypes.byref(out))
    try:
        report = json.loads(plansql._lib.take_text(
            lib.plansql_result_json(result)))
    finally:
        lib.plansql_result_free(result)
        lib.plansql_plan_free(out.value)
    return [plansql.Diagnostic(
        code=d["code"], severity=d["severity"], pointer=d["pointer"],
        message=d["message"], hint=d.get("hint"), line=d.get("line"),
        column=d.get("column"), before=d.get("before"),
        after=d.get("after")) for d in report["diagnostics"]]


def test_diagnostics_are_the_json_ones():
    """Repairs (before/after), a warning with a hint, positions."""
    for name in ["seed-direction-lowercase", "seed-enum-case",
                 "seed-count-star"]:
        plan = json.loads(source(f"tests/data/golden/rules/{name}.json"))
        plan["unheard_of"] = 1
        text = json.dumps(plan, indent=1)
        with plansql.Plan.from_json(text) as read:
            got = read.diagnostics
        assert {d.severity for d in got} == {"fixed", "warning"}, name
        assert any(d.before is not None for d in got), name
        assert got == json_diagnostics(text), name


def test_a_syntax_error_s_position_is_the_json_one():
    text = '{\n  "decision": "proceed",\n  "limit": ,\n}'
    with pytest.raises(plansql.PlanError) as raised:
        plansql.Plan.from_json(text)
    got = raised.value.diagnostics
    assert got[0].line == 3 and got[0].column
    assert got == json_diagnostics(text)


def test_columns_outlive_the_plan_and_catalog():
    """Columns and reads are read when first used, from the compile's
    own result: the plan and catalog may be gone by then."""
    catalog = plansql.Catalog.from_json(source("examples/demo/catalog.json"))
    plan = plansql.Plan.from_json(source("examples/plans/top-tracks.json"))
    compiled = plan.compile(catalog=catalog)
    plan.close()
    catalog.close()
    assert compiled.columns[0].type == "INTEGER"
    assert compiled.columns[4].function == "SUM"
    assert compiled.columns is compiled.columns  # read once
    assert ("invoice_items", "Quantity") in [(r.table, r.column)
                                             for r in compiled.reads]
