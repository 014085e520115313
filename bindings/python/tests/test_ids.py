"""Patches by id: Plan.show, hide, remove and sort."""
import pytest

import plansql


def names(plan, catalog):
    return [c.name for c in plan.compile(catalog=catalog).columns]


def test_show_and_hide_a_column(top_tracks, catalog):
    with top_tracks.show("column/tracks/Composer", catalog=catalog) as shown:
        assert "Composer" in names(shown, catalog)
        with shown.hide("column/tracks/Composer", catalog=catalog) as hidden:
            assert names(hidden, catalog) == names(top_tracks, catalog)
    assert "Composer" not in names(top_tracks, catalog)  # unchanged


def test_hide_takes_only_columns(top_tracks, catalog):
    with pytest.raises(plansql.PatchError):
        top_tracks.hide("aggregate/Orders", catalog=catalog)


def test_remove_an_aggregate(top_tracks, catalog):
    with top_tracks.remove("aggregate/Orders", catalog=catalog) as removed:
        assert "Orders" not in names(removed, catalog)
        assert "UnitsSold" in names(removed, catalog)


def test_sort_by_ids(top_tracks, catalog):
    with top_tracks.sort([("column/tracks/Name", "desc"),
                          "column/tracks/TrackId"],
                         catalog=catalog) as sorted_plan:
        sql = sorted_plan.compile(catalog=catalog).sql
        assert [(o.get("id"), o["direction"]) for o in
                sorted_plan.options(catalog)["order_by"]] == [
            ("order/column/tracks/Name", "DESC"),
            ("order/column/tracks/TrackId", "ASC")]
    assert 'ORDER BY "tracks"."Name" DESC, "tracks"."TrackId"' in sql
    with top_tracks.sort([], catalog=catalog) as unsorted:
        assert "ORDER BY" not in unsorted.compile(catalog=catalog).sql
    with pytest.raises(ValueError, match="direction"):
        top_tracks.sort([("column/tracks/Name", "up")])


def test_an_unknown_id_is_a_patch_error(top_tracks, catalog):
    with pytest.raises(plansql.PatchError) as raised:
        top_tracks.show("column/tracks/Nmae", catalog=catalog)
    error = raised.value.errors[0]
    assert error.code == "unknown-id" and error.in_patch
    assert "column/tracks/Name" in error.hint


def test_ids_of_the_options_listing_patch(top_tracks, catalog):
    listing = top_tracks.options(catalog)
    albums = next(t for t in listing["tables"] if t["table"] == "albums")
    hidden = next(c["id"] for c in albums["columns"] if not c["selected"])
    with top_tracks.show(hidden, catalog=catalog) as shown:
        assert len(names(shown, catalog)) == len(names(top_tracks,
                                                        catalog)) + 1
