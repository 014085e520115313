#!/usr/bin/env python3
"""The worked examples of plansql ask's instructions are plans that work.

    ask-examples.py TOP_SRCDIR PLANSQL WORK_DIR

For each tier, the system message `plansql ask --show-prompt` sends is read
as the model reads it: every "Q:" line and the "A:" plan after it.  Each
plan must:
  - use only fields of its tier: with the fields it leaves out added as
    null, the tier's strict schema accepts it (schemas/llm/);
  - compile with the audit and without a single diagnostic, so that no
    example teaches a plan plansql repairs or doubts;
  - give, run on tests/data/llm/examples.sql, the rows this file expects for its
    question (in order where the plan orders them).
The tables the examples describe must be the database's, column for
column, and every expected question must be taught by some tier, so that
an example cannot be changed, or dropped, without this file.
"""
import importlib.util
import json
import os
import re
import sqlite3
import subprocess
import sys

import jsonschema

TIERS = ["minimal", "standard", "full"]

# question -> the rows of its answer, in order when the plan orders them
EXPECTED = {
    "What do all the books cost together?": [(105.5,)],
    "Which author has written the most books?": [("Ann Lee",)],
    "Which books cost more than the average book?": [("Hills",), ("Roads",)],
    "Which authors have books from before 2000 but none from after 2010?":
        [("Cy Diaz",)],
    "What is the most expensive book of each author?":
        [("Hills",), ("Seas",), ("Roads",), ("Dunes",)],
}

failures = []


def fail(message):
    failures.append(message)
    print("FAIL: " + message, file=sys.stderr)


def constraints_module(top):
    """tests/tree/llm-constraints.py, for its lift: a document of a tier with
    the fields it leaves out added as null."""
    path = os.path.join(top, "tests/tree/llm-constraints.py")
    spec = importlib.util.spec_from_file_location("llm_constraints", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def instructions(plansql, catalog, tier):
    out = subprocess.run(
        [plansql, "ask", "-c", catalog, "--tier", tier, "--show-prompt",
         "--format", "json", "--api", "openai", "--no-schema",
         "--now", "2026-01-15", "Which books?"],
        capture_output=True, text=True, check=True)
    messages = json.loads(out.stdout)["request"]["body"]["messages"]
    return next(m["content"] for m in messages if m["role"] == "system")


def examples_of(text):
    """(question, plan text) of each Q: line and the A: line after it."""
    lines = text.splitlines()
    pairs = []
    for i, line in enumerate(lines):
        if line.startswith("Q: "):
            answer = lines[i + 1] if i + 1 < len(lines) else ""
            if not answer.startswith("A: "):
                fail("the example %r has no A: line after it" % line)
                continue
            pairs.append((line[3:], answer[3:]))
    return pairs


def described_tables(text):
    """The tables the examples' line describes: name -> column names."""
    line = next((l for l in text.splitlines()
                 if l.startswith("Examples, on a database")), "")
    tables = {}
    for name, columns in re.findall(r"(\w+)\(([^)]*)\)", line):
        tables[name] = [c.split()[0] for c in columns.split(",")]
    return tables


def check_tables(text, db, tier):
    described = described_tables(text)
    con = sqlite3.connect(db)
    actual = {name: [c[1] for c in con.execute(
        "SELECT * FROM pragma_table_info(?)", (name,))]
              for (name,) in con.execute(
                  "SELECT name FROM sqlite_master WHERE type = 'table'")}
    con.close()
    if described != actual:
        fail("tier %s: the examples describe %s, the database has %s"
             % (tier, described, actual))


def check_fields(module, schema, plan, tier, question):
    lifted = module.lift(plan, schema, schema["$defs"])
    if lifted is module.MISFIT or not jsonschema.Draft202012Validator(
            schema).is_valid(lifted):
        fail("tier %s, %r: the plan uses fields the tier does not have"
             % (tier, question))


def check_compiles(plansql, db, path, tier, question):
    out = subprocess.run([plansql, "compile", "--db", "sqlite:" + db,
                          "--format", "json", path],
                         capture_output=True, text=True)
    result = json.loads(out.stdout) if out.stdout else {}
    diagnostics = result.get("diagnostics", [])
    if out.returncode != 0 or diagnostics:
        fail("tier %s, %r: compiled with %s (exit %d)"
             % (tier, question, [d["code"] for d in diagnostics],
                out.returncode))
    return result.get("sql")


def check_rows(db, sql, tier, question):
    con = sqlite3.connect(db)
    rows = con.execute(sql).fetchall()
    con.close()
    want = EXPECTED[question]
    ordered = "ORDER BY" in sql.upper()
    if (rows if ordered else sorted(rows, key=repr)) != \
            (want if ordered else sorted(want, key=repr)):
        fail("tier %s, %r: rows %s, expected %s"
             % (tier, question, rows, want))


def main():
    top, plansql, work = sys.argv[1:]
    module = constraints_module(top)
    db = os.path.join(work, "examples.db")
    con = sqlite3.connect(db)
    with open(os.path.join(top, "tests/data/llm/examples.sql")) as f:
        con.executescript(f.read())
    con.close()
    catalog = os.path.join(work, "examples.catalog.json")
    subprocess.run([plansql, "catalog", "--db", "sqlite:" + db, "-o",
                    catalog], check=True)
    taught, checked = set(), 0
    for tier in TIERS:
        text = instructions(plansql, catalog, tier)
        check_tables(text, db, tier)
        with open(os.path.join(top, "schemas/llm/plan-%s.strict.json"
                               % tier)) as f:
            schema = json.load(f)
        examples = examples_of(text)
        if not examples:
            fail("tier %s teaches no example" % tier)
        for question, plan_text in examples:
            if question not in EXPECTED:
                fail("tier %s: no expected rows for %r" % (tier, question))
                continue
            taught.add(question)
            path = os.path.join(work, "example.json")
            with open(path, "w") as f:
                f.write(plan_text)
            check_fields(module, schema, json.loads(plan_text), tier,
                         question)
            sql = check_compiles(plansql, db, path, tier, question)
            if sql:
                check_rows(db, sql, tier, question)
            checked += 1
    for question in sorted(set(EXPECTED) - taught):
        fail("no tier teaches %r" % question)
    print("ask-examples: %d examples checked, %d failures"
          % (checked, len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
