#!/usr/bin/python3
"""The Python binding's overhead: what a reporting tool written in
Python pays per click beside the same clicks made in C.

Usage: binding_overhead.py BINDING_CLICK CATALOG PLAN [ROUNDS [CLICKS [WARMUP]]]

A click applies one patch to the plan the previous click made (the
patched copy audited again) and compiles the new plan for SQLite with
bind parameters, the catalog given; the SQL and the typed parameters
are taken.  Even clicks remove a column and sort on the country
descending; odd ones add the column back and restore the order, so
every click changes the plan.  Two sides do exactly this:

  c       bench/binding_click.c (BINDING_CLICK), straight on libplansql
          (the same shared library the binding loads);
  python  plansql.Plan.patch and Plan.compile(params=True) through the
          binding, the operations given as Python lists of dicts.

Both read the catalog and the plan once, before the clock, and run
WARMUP untimed clicks before CLICKS timed ones, each click timed alone
(the plan it replaces freed inside the timing).  The rounds alternate:
in each one a fresh C process, then the Python loop, so that a change
of the machine's speed during the run touches both alike.  One JSON
line per side: the median and the 95th percentile of every timed click
over all rounds, and the ratio of each to C's.  The library comes from
PLANSQL_LIBRARY, the package from PYTHONPATH (bindings/python).
"""

import json
import statistics
import subprocess
import sys
import time

import plansql

LAST_NAME = "column/customers/LastName"
COUNTRY = "column/customers/Country"
CUSTOMER_ID = "column/customers/CustomerId"


def click_patches():
    """The two patches, alternating, as a user interface sends them: a
    column toggled by its id and the order changed by ids."""
    remove = {"operation": "remove_column", "id": LAST_NAME}
    add = {"operation": "add_column", "id": LAST_NAME}
    by_country_desc = {"operation": "modify_order_by", "order_by": [
        {"id": COUNTRY, "direction": "DESC"}]}
    by_country_id = {"operation": "modify_order_by", "order_by": [
        {"id": COUNTRY, "direction": "ASC"},
        {"id": CUSTOMER_ID, "direction": "ASC"}]}
    return [[remove, by_country_desc], [add, by_country_id]]


def python_clicks(catalog, plan, patches, warmup, clicks):
    """Per-click microseconds of clicks through the binding, from plan
    on, and the last click's Compiled.  Closes plan and what follows."""
    times = []
    for i in range(warmup + clicks):
        start = time.perf_counter_ns()
        patched = plan.patch(patches[i & 1], catalog=catalog)
        compiled = patched.compile("sqlite", catalog=catalog, params=True)
        plan.close()
        plan = patched
        end = time.perf_counter_ns()
        if not compiled.sql or not compiled.parameters:
            sys.exit("binding_overhead: the click made no parameters")
        if i >= warmup:
            times.append((end - start) / 1000)
    plan.close()
    return times, compiled


def c_clicks(program, catalog_path, plan_path, patches, warmup, clicks):
    """One run of the C side: per-click microseconds, the last SQL and
    its parameters' texts."""
    out = subprocess.run(
        [program, catalog_path, plan_path, json.dumps(patches[0]),
         json.dumps(patches[1]), str(warmup), str(clicks)],
        capture_output=True, text=True, check=False)
    if out.returncode != 0:
        sys.exit(f"binding_overhead: {program} failed: {out.stderr}")
    return json.loads(out.stdout)


def same_work(c_run, compiled):
    """Exits unless the last clicks of both sides made the same SQL and
    parameters: otherwise they did not do the same work."""
    ours = [str(v) for v in compiled.parameters]
    if c_run["sql"] != compiled.sql or c_run["parameters"] != ours:
        sys.exit("binding_overhead: not the same work: C made "
                 f"{c_run['sql']!r} {c_run['parameters']}, Python "
                 f"{compiled.sql!r} {ours}")


def p95(values):
    return statistics.quantiles(values, n=20, method="inclusive")[18]


def emit(side, times, rounds, clicks, c_median, c_p95):
    median = statistics.median(times)
    high = p95(times)
    print(json.dumps({
        "bench": "binding", "peer": "plansql", "side": side,
        "rounds": rounds, "clicks": clicks, "median_us": median,
        "p95_us": high, "median_ratio": median / c_median,
        "p95_ratio": high / c_p95}), flush=True)


def main(argv):
    if not 4 <= len(argv) <= 7:
        sys.exit("usage: binding_overhead.py BINDING_CLICK CATALOG PLAN "
                 "[ROUNDS [CLICKS [WARMUP]]]")
    program, catalog_path, plan_path = argv[1:4]
    rounds, clicks, warmup = [int(a) for a in argv[4:7]] + \
        [7, 2000, 200][len(argv) - 4:]
    if rounds < 1 or clicks < 2 or warmup < 0:
        sys.exit("binding_overhead: at least 1 round of 2 clicks")
    patches = click_patches()
    times = {"c": [], "python": []}
    with open(catalog_path) as f:
        catalog = plansql.Catalog.from_json(f.read())
    with open(plan_path) as f:
        plan_text = f.read()
    try:
        for _ in range(rounds):
            c_run = c_clicks(program, catalog_path, plan_path, patches,
                             warmup, clicks)
            # each round starts from the plan as read, as C's process does
            ours, compiled = python_clicks(
                catalog, plansql.Plan.from_json(plan_text), patches,
                warmup, clicks)
            same_work(c_run, compiled)
            times["c"] += c_run["clicks_us"]
            times["python"] += ours
    finally:
        catalog.close()
    c_median, c_p95 = statistics.median(times["c"]), p95(times["c"])
    for side in times:
        emit(side, times[side], rounds, clicks, c_median, c_p95)


if __name__ == "__main__":
    main(sys.argv)
