"""Fixtures of the binding's tests.  tests/python/python.sh sets the
environment: PLANSQL_LIBRARY (the build tree's library), PYTHONPATH,
PLANSQL (the plansql program), PLANSQL_SRCDIR (the sources),
PLANSQL_DEMO_DB, and the test PostgreSQL's PLANSQL_TEST_PG* with
PLANSQL_REQUIRE_PG=1."""
import json
import os
import pathlib
import subprocess

import pytest

import plansql

SRCDIR = pathlib.Path(os.environ.get(
    "PLANSQL_SRCDIR", pathlib.Path(__file__).resolve().parents[3]))
PLANSQL = os.environ.get("PLANSQL", str(SRCDIR / "build" / "plansql"))
DEMO_DB = os.environ.get("PLANSQL_DEMO_DB",
                         str(SRCDIR / "build" / "examples" / "demo.db"))
NOW = "2024-06-15"  # the test suite's fixed date


def source(relative):
    return (SRCDIR / relative).read_text(encoding="utf-8")


@pytest.fixture
def catalog():
    with plansql.Catalog.from_json(
            source("examples/demo/catalog.json")) as c:
        yield c


@pytest.fixture
def top_tracks():
    with plansql.Plan.from_json(
            source("examples/plans/top-tracks.json")) as p:
        yield p


def plansql_run(plan_json, database, *options):
    """The rows `plansql run --format json` prints for plan_json."""
    out = subprocess.run(
        [PLANSQL, "run", "--now", NOW, "--db", database, "--format", "json",
         *options, "-"], input=plan_json, capture_output=True, text=True,
        check=True)
    return json.loads(out.stdout)
