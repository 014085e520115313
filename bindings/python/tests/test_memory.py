"""Every C object is owned by one Python object and freed
deterministically: close(), the with block's end, or collection."""
import gc

import pytest

import plansql
from conftest import source


def test_close_twice_and_use_after_close():
    plan = plansql.Plan.from_json(source("examples/plans/top-tracks.json"))
    plan.close()
    plan.close()
    assert plan.closed
    with pytest.raises(plansql.Error, match="Plan is closed"):
        plan.compile()
    with pytest.raises(plansql.Error):
        plan.to_json()
    with pytest.raises(plansql.Error):
        with plan:
            pass


def test_with_block_closes(catalog):
    with plansql.Catalog.from_json(catalog.to_json()) as inner:
        assert not inner.closed
    assert inner.closed
    with pytest.raises(plansql.Error, match="Catalog is closed"):
        plansql.Plan.from_json(
            source("examples/plans/top-tracks.json")).compile(catalog=inner)


def test_collection_frees():
    plan = plansql.Plan.from_json(source("examples/plans/top-tracks.json"))
    finalizer = plan._finalizer
    assert finalizer.alive
    del plan
    gc.collect()
    assert not finalizer.alive


def test_results_hold_no_c_memory(top_tracks, catalog):
    compiled = top_tracks.compile(catalog=catalog, params=True)
    patched = top_tracks.patch({"operation": "modify_limit", "limit": 2})
    top_tracks.close()
    catalog.close()
    assert compiled.sql.startswith("SELECT")  # plain Python values
    assert "LIMIT 2" in patched.compile().sql  # a plan of its own
    patched.close()


def test_many_plans_free_as_they_go():
    text = source("examples/plans/top-tracks.json")
    finalizers = []
    for _ in range(200):
        with plansql.Plan.from_json(text) as plan:
            plan.compile("postgres")
            finalizers.append(plan._finalizer)
    assert not any(f.alive for f in finalizers)


def test_a_compile_s_result_is_freed_when_read_or_collected(top_tracks):
    read = top_tracks.compile()
    kept = read._metadata._finalizer
    assert kept.alive  # kept for the columns and reads
    assert read.columns and read.reads
    assert not kept.alive  # freed once they are read
    unread = top_tracks.compile()._metadata._finalizer
    gc.collect()
    assert not unread.alive  # freed with its Compiled, never read
