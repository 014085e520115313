"""plansql.ask against tests/cli/fake_llm.py, the suite's fake model server."""
import json
import subprocess
import sys
import time

import pytest

import plansql
from conftest import SRCDIR

GOOD = {"decision": "proceed", "selections": [{"table": "genres",
        "columns": [{"table": "genres", "column": "Name"}]}]}
BAD = {"decision": "proceed", "selections": [{"table": "weather",
       "columns": [{"table": "weather", "column": "Name"}]}]}
KEY = "sk-test-python-secret"
MODEL = "test-model"


@pytest.fixture
def serve(tmp_path):
    """serve(steps) starts a fake server answering steps; returns its
    base URL and the path of its request log."""
    started = []

    def start(steps):
        script, port, log = (tmp_path / n for n in ("script", "port", "log"))
        script.write_text(json.dumps(steps))
        process = subprocess.Popen(
            [sys.executable, str(SRCDIR / "tests" / "cli" / "fake_llm.py"),
             str(script), str(port), str(log), "20"])
        started.append(process)
        for _ in range(100):
            if port.exists() and port.read_text().strip():
                break
            time.sleep(0.1)
        return f"http://127.0.0.1:{port.read_text().strip()}/v1", log

    yield start
    for process in started:
        process.terminate()
        process.wait()


def reply(plan):
    return {"api": "openai", "content": json.dumps(plan)}


def test_rejected_then_accepted(serve, catalog):
    base_url, log = serve([reply(BAD), reply(GOOD)])
    answer = plansql.ask("Genre names?", catalog, base_url=base_url,
                         key=KEY, dialect="postgres", model=MODEL)
    assert answer.verdict == "accepted"
    assert answer.attempts == 2
    assert '"genres"' in answer.sql
    assert answer.plan.to_dict()["selections"][0]["table"] == "genres"
    assert "genres" in [name for name, _ in answer.tables]
    answer.plan.close()
    requests = [json.loads(line) for line in log.read_text().splitlines()]
    assert "unknown-table" in json.dumps(requests[1]["body"])
    assert requests[0]["headers"]["Authorization"] == f"Bearer {KEY}"


def test_clarify_with_parameters(serve, catalog):
    clarify = dict(GOOD, decision="clarify", ambiguities=["Which year?"])
    clarify["selections"] = [dict(GOOD["selections"][0], filters=[
        {"table": "genres", "column": "Name", "op": "=", "value": "Rock"}])]
    base_url, _ = serve([reply(clarify)])
    answer = plansql.ask("Sales by genre?", catalog, base_url=base_url,
                         model=MODEL, params=True)
    assert answer.verdict == "clarify"
    assert answer.clarify == ["Which year?"]
    assert answer.parameters == ["Rock"] and "?" in answer.sql


def test_rejected_answer_has_diagnostics(serve, catalog):
    base_url, _ = serve([reply(BAD)])
    answer = plansql.ask("Weather?", catalog, base_url=base_url, retries=0,
                         model=MODEL)
    assert answer.verdict == "rejected" and answer.sql is None
    assert "unknown-table" in [d.code for d in answer.diagnostics]


def test_unreachable_server_raises(catalog):
    with pytest.raises(plansql.AskError) as raised:
        plansql.ask("Genre names?", catalog, model=MODEL, timeout=5,
                    base_url="http://127.0.0.1:1/v1")
    assert "llm-unreachable" in [d.code for d in raised.value.errors]


def person_catalog(private_email=False):
    return (plansql.Catalog.build().table("customers")
            .column("Id", "INTEGER", primary_key=True)
            .column("Email", "TEXT", private=private_email)
            .samples(["ann@example.com"])
            .column("Segment", "TEXT", private=True).samples(["VIP"])
            .column("City", "TEXT").samples(["Paris"])
            .finish())


def described(log):
    request = json.loads(log.read_text().splitlines()[0])
    return request["body"]["messages"][-1]["content"]


@pytest.mark.parametrize("samples, email, city", [
    ("safe", False, True), ("all", True, True), ("none", False, False),
    (True, False, True), (False, False, False)])
def test_samples_modes(serve, samples, email, city):
    """safe (the default) sends no e-mail address; a column built
    private=True sends nothing in any mode."""
    with person_catalog() as catalog:
        customers = {"decision": "proceed", "selections": [
            {"table": "customers", "columns": [{"column": "City"}]}]}
        base_url, log = serve([reply(customers)])
        answer = plansql.ask("Cities?", catalog, base_url=base_url,
                             model=MODEL, samples=samples)
        assert answer.verdict == "accepted"
        text = described(log)
        assert ("ann@example.com" in text) == email
        assert ('"Paris"' in text) == city
        assert "VIP" not in text
        with pytest.raises(ValueError, match="samples"):
            plansql.ask("Cities?", catalog, base_url=base_url,
                        samples="some")


def test_private_column_in_the_built_catalog():
    with person_catalog(private_email=True) as built:
        columns = built.to_list()[0]["columns"]
    assert [c.get("private", False) for c in columns] == [
        False, True, True, False]
