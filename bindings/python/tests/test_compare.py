"""plansql.compare_rows and plansql.orders_rows: the library's execution
accuracy on rows a Python driver returns, judging as plansql eval does."""
import datetime
import decimal
import json
import sqlite3
import subprocess

import pytest

import plansql
from conftest import DEMO_DB, PLANSQL, SRCDIR


def rows_of(sql):
    with sqlite3.connect(DEMO_DB) as db:
        return db.execute(sql).fetchall()


def test_the_same_rows_in_another_order_and_column_order():
    gold = rows_of("SELECT Name, GenreId FROM genres")
    answer = rows_of("SELECT GenreId, Name FROM genres ORDER BY Name DESC")
    c = plansql.compare_rows(gold, answer)
    assert c and c.match == "equal" and c.columns == [1, 0]
    assert not plansql.compare_rows(gold, answer, ordered=True)


def test_extra_columns_and_missing_ones():
    gold = rows_of("SELECT Name FROM media_types")
    answer = rows_of("SELECT MediaTypeId, Name FROM media_types")
    c = plansql.compare_rows(gold, answer)
    assert c.match == "extra-columns" and c.columns == [1]
    assert c.reason == "the expected rows, with 1 column more"
    c = plansql.compare_rows(answer, gold)
    assert c.match == "different" and c.columns == [None, None]


def test_the_first_difference():
    gold = [("a",), ("b",), ("c",)]
    c = plansql.compare_rows(gold, [("a",), ("c",), ("d",)])
    assert (c.expected_row, c.actual_row) == (1, 2)
    assert c.reason == "the expected row 2 is missing"
    c = plansql.compare_rows(gold, [("a",), ("x",), ("c",)], ordered=True)
    assert (c.expected_row, c.actual_row, c.reason) == (1, 1,
                                                       "row 2 differs")


def test_numbers_dates_and_nulls():
    assert plansql.compare_rows([(3,)], [(3.0,)])
    assert plansql.compare_rows([(0.3,)], [(0.1 + 0.2,)])
    assert plansql.compare_rows([(decimal.Decimal("2.50"),)], [(2.5,)])
    assert plansql.compare_rows([(float("nan"),)], [(float("nan"),)])
    assert not plansql.compare_rows([(100.0,)], [(101.0,)])
    assert plansql.compare_rows([(100.5,)], [(101.5,)], tolerance=0.02)
    assert not plansql.compare_rows([(3,)], [("3",)])
    assert not plansql.compare_rows([(None,)], [("",)])
    day = datetime.date(2024, 6, 15)
    assert plansql.compare_rows([(day,)], [("2024-06-15",)])
    moment = datetime.datetime(2024, 6, 15, 8, 30)
    assert plansql.compare_rows([(moment,)], [("2024-06-15 08:30:00",)])


def test_no_rows():
    assert plansql.compare_rows([], [], expected_columns=["a"],
                                actual_columns=["a", "b"]).reason == \
        "no rows, as expected"
    assert not plansql.compare_rows([], [("x",)])


def test_values_refused():
    with pytest.raises(TypeError, match="boolean"):
        plansql.compare_rows([(True,)], [(1,)])
    with pytest.raises(TypeError, match="bytes"):
        plansql.compare_rows([(b"x",)], [("x",)])
    with pytest.raises(ValueError, match="row 2 has 1 values, not 2"):
        plansql.compare_rows([(1, 2), (3,)], [(1, 2)])


def test_orders_rows():
    assert plansql.orders_rows("SELECT a FROM t ORDER BY a")
    assert not plansql.orders_rows(
        "SELECT a FROM (SELECT a FROM t ORDER BY a) AS s")
    assert not plansql.orders_rows("SELECT 'ORDER BY' FROM t")


def test_judges_as_plansql_eval():
    """Every answer of the worked example, judged again from the rows
    in eval's JSON report, gets the outcome eval gave it."""
    report = json.loads(subprocess.run(
        [PLANSQL, "eval", "--db", "sqlite:" + DEMO_DB, "--replay",
         str(SRCDIR / "examples/eval/replies.jsonl"), "--baseline-sql",
         "--format", "json", str(SRCDIR / "examples/eval/questions.jsonl")],
        check=True, capture_output=True, text=True).stdout)
    judged = 0
    for q in report["results"]:
        expected = q["expected"]
        for mode in ("plan", "sql"):
            answer = q[mode]
            if not answer["rows"]:
                continue
            c = plansql.compare_rows(
                expected["rows"], answer["rows"]["rows"],
                ordered=plansql.orders_rows(q["gold_sql"] or "")
                or q["ordered"],
                expected_columns=expected["columns"],
                actual_columns=answer["rows"]["columns"])
            want = {"correct": "equal", "wrong": "different",
                    "extra-columns": "extra-columns"}.get(
                        answer["outcome"], c.match)
            assert c.match == want, (q["id"], mode, c)
            assert c.match == answer["comparison"]["match"]
            judged += 1
    assert judged == 16
