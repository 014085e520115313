"""Catalogs built a table at a time through Catalog.build()."""
import json

import pytest

import plansql
from conftest import source


def build_from(tables):
    """A CatalogBuilder fed the JSON catalog's tables one by one."""
    builder = plansql.Catalog.build()
    for t in tables:
        meta = t.get("metadata", {})
        keys = meta.get("primary_key") or []
        keys = [keys] if isinstance(keys, str) else keys
        builder.table(t["table_name"], schema=t.get("schema"),
                      description=meta.get("description"),
                      kind=meta.get("kind"))
        for c in t["columns"]:
            builder.column(c["column_name"], c.get("data_type"),
                           primary_key=c["column_name"] in keys,
                           not_null=c.get("is_nullable") is False,
                           description=c.get("description"))
        for k in t.get("foreign_keys", []):
            builder.foreign_key(k["foreign_key"], k["primary_key_table"],
                                k["primary_key_column"])
    return builder


def test_the_demo_catalog_built_table_by_table_is_the_json_one():
    tables = json.loads(source("examples/demo/catalog.json"))
    # what the data holds is read from a database, not built
    for t in tables:
        for c in t["columns"]:
            c.pop("data", None)
    text = json.dumps(tables)
    with plansql.Catalog.from_json(text) as read, \
            build_from(tables).finish() as built:
        assert built.to_json() == read.to_json()
        assert len(built.to_list()) == 11


def test_a_built_catalog_compiles_plans(top_tracks):
    tables = json.loads(source("examples/demo/catalog.json"))
    with build_from(tables).finish() as built:
        assert "SUM(" in top_tracks.compile(catalog=built).sql


def test_samples_and_keys_of_several_columns():
    with (plansql.Catalog.build()
          .table("t", schema="s", description="T")
          .column("a", "INTEGER", primary_key=True)
          .column("b", "TEXT", primary_key=True, not_null=True)
          .samples(["x", "y"])
          .table("u", schema="s")
          .column("a", "INTEGER")
          .foreign_key("a", "t", "a", to_schema="s")
          .finish()) as built:
        t, u = built.to_list()
    assert t["metadata"]["primary_key"] == ["a", "b"]
    assert t["columns"][1]["samples"] == ["x", "y"]
    assert u["foreign_keys"][0]["primary_key_table"] == "t"


def test_problems_are_diagnostics_of_finish():
    builder = (plansql.Catalog.build().table("t").column("a")
               .table("u").column("b").column(""))
    with pytest.raises(plansql.CatalogError) as raised:
        builder.finish()
    assert [(d.code, d.pointer) for d in raised.value.errors] == [
        ("empty-name", "/1/columns/1/column_name")]
    with pytest.raises(plansql.Error, match="finished"):
        builder.table("v")


def test_a_step_out_of_order_is_refused():
    builder = plansql.Catalog.build()
    with pytest.raises(plansql.Error, match="column refused"):
        builder.column("a")
    builder.close()
    builder.close()  # again: nothing


def test_catalog_queries_of_the_library():
    query = plansql.Catalog.query(plansql.Dialect.TSQL)
    assert query.startswith("-- The plansql catalog of this SQL Server")
    assert "STRING_AGG" in query
    assert plansql.Catalog.query("pg") == plansql.Catalog.query("postgres")
    assert plansql.Catalog.query("sqlite") is None
