#!/usr/bin/python3
"""Turns the result lines of one benchmark run into bench/RESULTS.md and
bench/results.png, and prints the summary line last.

Usage: report.py RESULTS.jsonl BENCH_DIR WORK_DIR

Every figure of plansql is put beside its peers from the same run: the
json-c parse-and-free floor, SQLGlot and Knex, as ratios.  Before a peer's
time is shown, its SQL must name the same identifiers and literals as
plansql's for the same plan and dialect: otherwise the peers would not be
doing the same work, and the row says so.
"""

import datetime
import json
import os
import platform
import re
import subprocess
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "ask"))
from report_ask import ask_sections  # noqa: E402
from eval_table import old_section  # noqa: E402

DIALECTS = ["sqlite", "postgres", "mysql", "tsql", "duckdb", "trino", "spark", "snowflake",
            "bigquery"]
TARGET_FLOOR_RATIO = 0.7
TARGET_SQLGLOT_SPEEDUP = 33
TARGET_LOWER_PRINT_US = 2.0
TARGET_PATCH_US = 5.0
TARGET_STARTUP_MS = 2.0
TARGET_STARTUP_SQLGLOT = 25
PATCH_PLAN = "3-five-tables"


def load(path):
    with open(path) as f:
        return [json.loads(line) for line in f if line.strip()]


def command_output(*argv):
    try:
        return subprocess.run(argv, capture_output=True, text=True,
                               check=False).stdout.strip()
    except OSError:
        return "not found"


def machine(work):
    cpu = "unknown"
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    cpu = line.split(":", 1)[1].strip()
                    break
    except OSError:
        pass
    return [
        ("date", datetime.datetime.now(datetime.timezone.utc)
         .strftime("%Y-%m-%d %H:%M UTC")),
        ("machine", f"{platform.machine()}, {os.cpu_count()} cores, {cpu}"),
        ("system", platform.platform()),
        ("compiler", command_output("cc", "--version").splitlines()[0]),
        ("json-c", command_output("pkg-config", "--modversion", "json-c")),
        ("Python", platform.python_version()),
        ("Node.js", command_output("node", "--version")),
    ]


# ---- SQL tokens, for checking that the peers do the same work ----

TOKEN = re.compile(r"""
    "((?:[^"]|"")*)"          # "identifier"
  | `((?:[^`]|``)*)`          # `identifier`
  | \[((?:[^\]]|\]\])*)\]     # [identifier]
  | (?:N|E|_utf8mb4\s*)?'((?:[^']|'')*)'   # 'string'
  | \b(\d+(?:\.\d+)?)\b       # number
""", re.X)


def tokens(sql):
    """The identifiers and literals a statement names, as a set."""
    names, values = set(), set()
    for m in TOKEN.finditer(sql):
        ident = next((g for g in m.groups()[:3] if g is not None), None)
        if ident is not None:
            names.add(ident.replace('""', '"').replace("``", "`")
                      .replace("]]", "]"))
        elif m.group(4) is not None:
            values.add(m.group(4).replace("''", "'"))
        else:
            values.add(m.group(5))
    return names, values


def same_work(plansql_sql, peer_sql):
    """None when both name the same identifiers and literals, else what
    differs.  Numbers plansql prints only as LIMIT/OFFSET forms of an
    engine (TOP, FETCH) are compared as values like any other."""
    a_names, a_values = tokens(plansql_sql)
    b_names, b_values = tokens(peer_sql)
    diff = []
    if a_names != b_names:
        diff.append("names " + ", ".join(sorted(a_names ^ b_names)))
    if a_values != b_values:
        diff.append("values " + ", ".join(sorted(a_values ^ b_values)))
    return "; ".join(diff) or None


# ---- the tables ----

def index(results, bench):
    """plansql's results of one benchmark."""
    return [r for r in results
            if r["peer"] == "plansql" and r.get("bench") == bench]


def fmt(us):
    return f"{us:.2f}" if us < 100 else f"{us:.0f}"


def compile_table(results):
    """JSON text to SQL text, per plan, layout and dialect."""
    plansql = {(r["plan"], r["layout"], r["dialect"], r["work"]): r
               for r in index(results, "compile")}
    peers = {(r["peer"], r["plan"], r["layout"], r["dialect"]): r
             for r in results if r["peer"] in ("sqlglot", "knex")}
    plans = sorted({k[0] for k in plansql})
    rows, worst_floor, least_sqlglot, knex_notes = [], None, None, []
    mismatches, least_cell = [], None
    for plan in plans:
        for layout in ("indented", "compact"):
            for d in DIALECTS:
                ours = plansql[(plan, layout, d, "json-to-sql")]
                # the floor timed side by side with this compile
                floor = ours["floor_us"]
                ratio = ours["floor_ratio"]
                worst_floor = max(worst_floor or 0, ratio)
                cells = [plan, layout, d, fmt(ours["us"]), fmt(floor),
                         f"{ratio:.2f}"]
                for peer in ("sqlglot", "knex"):
                    p = peers.get((peer, plan, layout, d))
                    if not p:
                        cells += ["-", "-"]
                        continue
                    differs = same_work(ours["sql"], p["sql"])
                    if differs:
                        mismatches.append(f"{peer}, {plan}, {d}: {differs}")
                    # a peer that timed plansql side by side gives the ratio
                    # of those rounds, and its own time from them
                    peer_us = p.get("paired_us", p["us"])
                    speed = p.get("paired_ratio", p["us"] / ours["us"])
                    cells += [fmt(peer_us), f"{speed:.1f}x"
                              + (" (differs)" if differs else "")]
                    if peer == "sqlglot" and (least_sqlglot is None
                                              or speed < least_sqlglot):
                        least_sqlglot = speed
                        least_cell = (plan, layout, d, peer_us, floor)
                    elif speed < 1:
                        gap = ours["us"] - p["us"]
                        knex_notes.append((plan, layout, d, speed, gap,
                                           floor < p["us"]))
                rows.append(cells)
    return rows, worst_floor, (least_sqlglot, least_cell), knex_notes, \
        mismatches


def missing_peer_dialects(results):
    """A sentence for the `-` cells: the dialects a peer has no
    generator for, so that a gap reads as the peer's, not a lost run."""
    lines = []
    for peer, name in (("sqlglot", "SQLGlot"), ("knex", "Knex")):
        done = {r["dialect"] for r in results if r["peer"] == peer}
        missing = [d for d in DIALECTS if d not in done]
        if missing:
            lines.append(f"{name} has no generator for "
                         f"{', '.join(missing)}: `-` in its columns.")
    return ["", " ".join(lines)] if lines else []


def verdict(met, miss):
    return "met" if met else f"missed: {miss}"


def over_time_target(us, target, floor):
    """How far a figure is over a target in microseconds, with what the
    machine itself allows: json-c's time for the same plan text."""
    return (f"by {100 * (us / target - 1):.0f}%; json-c alone takes "
            f"{floor:.2f} us to parse and free this plan's text here, and "
            f"this figure is {us / floor:.2f} of that")


def targets_section(worst_floor, sqlglot, knex_notes, lower5, patch_worst,
                    floor5, audit_ratio, memory, startup):
    """Each target of the benchmark, met or missed, and by how much."""
    least, (plan, layout, d, sqlglot_us, floor) = sqlglot
    needed = sqlglot_us / TARGET_SQLGLOT_SPEEDUP
    out = ["## Targets", ""]
    out.append(f"- JSON text to SQL at most {TARGET_FLOOR_RATIO} times the "
               f"json-c floor on every plan: worst {worst_floor:.2f}, "
               + verdict(worst_floor <= TARGET_FLOOR_RATIO,
                         f"by {100 * (worst_floor / TARGET_FLOOR_RATIO - 1):.0f}%")
               + ".")
    out.append(f"- At least {TARGET_SQLGLOT_SPEEDUP}x faster than SQLGlot "
               f"on every plan: least {least:.1f}x ({plan}, {layout}, {d}), "
               + verdict(least >= TARGET_SQLGLOT_SPEEDUP,
                         f"{TARGET_SQLGLOT_SPEEDUP}x there means "
                         f"{needed:.2f} us for the whole compile, while "
                         f"json-c alone takes {floor:.2f} us to parse and "
                         "free that text")
               + ".")
    out.append("- Faster than Knex where the json-c floor allows it: "
               + ("faster everywhere." if not knex_notes else
                  f"Knex is faster in {len(knex_notes)} cells (listed "
                  "above)."))
    out.append(f"- Lower + print of {PATCH_PLAN} under "
               f"{TARGET_LOWER_PRINT_US} us: {lower5:.2f} us in the slowest "
               "dialect, "
               + verdict(lower5 < TARGET_LOWER_PRINT_US,
                         over_time_target(lower5, TARGET_LOWER_PRINT_US,
                                          floor5))
               + ".")
    out.append(f"- Patch, re-audit and recompile of {PATCH_PLAN} under "
               f"{TARGET_PATCH_US} us: {patch_worst:.2f} us for the slowest "
               "change, "
               + verdict(patch_worst < TARGET_PATCH_US,
                         over_time_target(patch_worst, TARGET_PATCH_US,
                                          floor5))
               + ".")
    out.append("- Audit cost flat from 10 to 10,000 tables: "
               f"{audit_ratio:.2f} times, "
               + verdict(audit_ratio < 1.2, "it grows") + ".")
    for m in memory:
        out.append(f"- No growth over {m['compiles']:,} compiles: "
                   f"{m['growth_kb']:+d} kB, "
                   + verdict(m["growth_kb"] <= 0, "it grows") + ".")
    out += startup_targets(startup)
    out += ["", "Where the time goes, and what was removed from it: "
            "`bench/PROFILE.md`.", ""]
    return out


def startup_section(startup):
    """Whole processes, spawn to exit: plansql compiling a plan beside
    the peers only loading their libraries, and an empty process."""
    by = {r["peer"]: r for r in startup}
    ours = by["plansql"]
    out = ["## Start-up", "",
           "Whole processes, from spawn to exit, run in turn in the same "
           f"rounds ({ours['runs']} of each; the median wall time, the "
           "fastest and slowest run, and the median CPU time the kernel "
           "counted): `plansql compile` of an example plan "
           "(`examples/plans/top-tracks.json`, SQL to /dev/null), Python "
           "importing SQLGlot, Node.js loading Knex, and `true`, what any "
           "process costs here. Written by `bench/startup.py`.", ""]
    rows = []
    names = {"plansql": "plansql compile", "true": "true",
             "sqlglot": "python3 -c 'import sqlglot'",
             "knex": "node -e \"require('knex')\""}
    for peer in ("plansql", "true", "sqlglot", "knex"):
        r = by.get(peer)
        if not r:
            continue
        rows.append([names[peer], f"{r['wall_us'] / 1000:.2f}",
                     f"{r['wall_min_us'] / 1000:.2f}",
                     f"{r['wall_max_us'] / 1000:.2f}",
                     f"{r['cpu_us'] / 1000:.2f}",
                     f"{r['wall_us'] / ours['wall_us']:.1f}x"])
    out.append(markdown_table(
        ["process", "median ms", "min ms", "max ms", "CPU ms",
         "time / plansql's"], rows))
    return out


def startup_ms(startup):
    return next(r["wall_us"] for r in startup
                if r["peer"] == "plansql") / 1000


def startup_targets(startup):
    """The start-up targets, met or missed."""
    by = {r["peer"]: r for r in startup}
    if "plansql" not in by:
        return []
    ms = by["plansql"]["wall_us"] / 1000
    miss = f"by {100 * (ms / TARGET_STARTUP_MS - 1):.0f}%"
    if "true" in by:
        miss += (f"; an empty process takes "
                 f"{by['true']['wall_us'] / 1000:.2f} ms here")
    out = [f"- `plansql compile` as a whole process under "
           f"{TARGET_STARTUP_MS} ms: {ms:.2f} ms, "
           + verdict(ms < TARGET_STARTUP_MS, miss) + "."]
    if "sqlglot" in by:
        ratio = by["sqlglot"]["wall_us"] / by["plansql"]["wall_us"]
        out.append(f"- Start-up at least {TARGET_STARTUP_SQLGLOT}x faster "
                   f"than importing SQLGlot: {ratio:.1f}x, "
                   + verdict(ratio >= TARGET_STARTUP_SQLGLOT,
                             "the import is quicker than that here")
                   + ".")
    return out


def binding_section(binding):
    """Clicks through the Python binding beside the same clicks in C."""
    c = binding[0]
    out = ["## The Python binding", "",
           "A click of a reporting tool: one patch (a column removed or "
           "added back by table and column, and the order changed) applied "
           "to the plan the previous click made, the copy audited again, "
           "then compiled for SQLite with bind parameters against the demo "
           "catalog (`examples/plans/big-order-customers-abroad.json`, "
           "three parameters). Through the binding (`Plan.patch`, "
           "`Plan.compile(params=True)`, the operations as Python dicts) "
           "and in C on the same shared library (`bench/binding_click.c`: "
           "the patch as JSON text, the SQL and parameters read), the "
           "catalog and plan read before the clock; each click timed "
           f"alone, {c['clicks']} after a warm-up in each of "
           f"{c['rounds']} rounds, a C process and the Python loop in "
           "turn; both sides' last SQL and parameters checked equal. "
           "Written by `bench/binding_overhead.py`.", ""]
    names = {"c": "C (libplansql)", "python": "Python (binding)",
             "python-json": "Python, plansql_call_json"}
    rows = [[names.get(r["side"], r["side"]), fmt(r["median_us"]),
             fmt(r["p95_us"]), f"{r['median_ratio']:.1f}x",
             f"{r['p95_ratio']:.1f}x"] for r in binding]
    out.append(markdown_table(
        ["side", "median us", "p95 us", "median / C", "p95 / C"], rows))
    return out


def audit_table(results):
    plansql = {(r["plan"], r["layout"], r["dialect"], r["work"]): r["us"]
               for r in index(results, "compile")}
    rows = []
    for plan in sorted({k[0] for k in plansql}):
        for d in DIALECTS:
            key = (plan, "compact", d)
            plain = plansql[key + ("json-to-sql",)]
            audited = plansql[key + ("json-to-sql-audit",)]
            lower = plansql[key + ("lower-print",)]
            rows.append([plan, d, fmt(plain), fmt(audited),
                         f"{audited / plain:.2f}", fmt(lower)])
    return rows


def markdown_table(header, rows):
    out = ["| " + " | ".join(header) + " |",
           "|" + "---|" * len(header)]
    out += ["| " + " | ".join(str(c) for c in row) + " |" for row in rows]
    return "\n".join(out)


def plot(results, bench_dir, work):
    """Microseconds per plan against plan size (compact bytes), PostgreSQL
    output, for plansql and each peer."""
    series = {"plansql": {}, "json-c floor": {}, "SQLGlot": {}, "Knex": {}}
    sizes = {}
    for r in index(results, "compile"):
        if r["layout"] != "compact":
            continue
        sizes[r["plan"]] = r["bytes"]
        if r["work"] == "json-to-sql" and r["dialect"] == "postgres":
            series["plansql"][r["plan"]] = r["us"]
        elif r["work"] == "json-c-floor":
            series["json-c floor"][r["plan"]] = r["us"]
    for r in results:
        if r["peer"] in ("sqlglot", "knex") and r["layout"] == "compact" \
                and r["dialect"] == "postgres":
            name = "SQLGlot" if r["peer"] == "sqlglot" else "Knex"
            series[name][r["plan"]] = r["us"]
    data = os.path.join(work, "plot.dat")
    with open(data, "w") as f:
        for name, points in series.items():
            f.write(f'"{name}"\n')
            for plan in sorted(points, key=lambda p: sizes[p]):
                f.write(f"{sizes[plan]} {points[plan]}\n")
            f.write("\n\n")
    png = os.path.join(bench_dir, "results.png")
    script = f"""
set terminal pngcairo size 900,560 font ",10" noenhanced
set output "{png}"
set title "JSON plan text to PostgreSQL SQL, per plan (compact JSON)"
set xlabel "plan size (bytes of JSON)"
set ylabel "microseconds per plan"
set logscale xy
set key top left
set grid
plot for [i=0:3] "{data}" index i using 1:2 with linespoints title columnheader(1)
"""
    try:
        subprocess.run(["gnuplot"], input=script, text=True, check=True)
    except (OSError, subprocess.CalledProcessError) as e:
        sys.stderr.write(f"report: no plot ({e}); install gnuplot-nox\n")


def main(argv):
    results_path, bench_dir, work = argv[1:4]
    results = load(results_path)
    startup = [r for r in results if r.get("bench") == "startup"]
    binding = [r for r in results if r.get("bench") == "binding"]
    results = [r for r in results
               if r.get("bench") not in ("startup", "binding")]
    ask = [r for r in results if r.get("bench", "").startswith("ask-")]
    results = [r for r in results if r not in ask]
    rows, worst_floor, sqlglot, knex_notes, mismatches = \
        compile_table(results)
    least_sqlglot = sqlglot[0]
    patch = {(r["change"], r["work"]): r for r in index(results, "patch")}
    catalogs = index(results, "catalog")
    joins = index(results, "join-path")
    inferred = index(results, "catalog-inferred")
    memory = index(results, "memory")
    lower5 = max(r["us"] for r in index(results, "compile")
                 if r["plan"] == PATCH_PLAN and r["work"] == "lower-print")
    patch_worst = max(r["us"] for (c, w), r in patch.items()
                      if w == "patch-and-compile")
    floor5 = next(r["us"] for r in index(results, "compile")
                  if r["plan"] == PATCH_PLAN and r["layout"] == "indented"
                  and r["work"] == "json-c-floor")
    flat = {r["tables"]: r["audit_us"] for r in catalogs}
    audit_ratio = flat[10000] / flat[10]
    versions = {r["peer"]: r.get("version", "?") for r in results
                if r["peer"] in ("sqlglot", "knex")}

    out = ["# Benchmark results", "",
           "Written by `make bench` (`bench/run`), which reruns everything "
           "and rewrites this file and `results.png`. Every figure is the "
           "median of repeated in-process rounds of about 50 ms after a "
           "warm-up (a measurement whose rounds spread by more than 15% "
           "is taken again, up to three times, and its lowest median "
           "kept: the same rule for plansql and the peers); the peers "
           "run in the same run, on the same plan "
           "texts, doing the same work: parse the JSON text, build the "
           "query, render the SQL.", ""]
    out += [f"- {k}: {v}" for k, v in machine(work)]
    out += [f"- SQLGlot {versions.get('sqlglot', '?')} "
            "(Debian's python3-sqlglot), Knex "
            f"{versions.get('knex', '?')} (npm), no database connection",
            "", "![microseconds per plan against plan size](results.png)",
            "", "## JSON text to SQL text", "",
            "plansql reads, validates, lowers and prints, without a "
            "catalog. The floor is json-c parsing the same text and "
            "freeing it, timed in rounds alternating with plansql's, so "
            "that both see the same moments of the machine; plansql / "
            "floor is the median of the ratios of those rounds. SQLGlot "
            "likewise: its process times plansql's compile loop "
            "(bench/plansql_round.c, loaded with ctypes, one call a round) "
            "in rounds alternating with its own, and SQLGlot / plansql is "
            "the median ratio of those rounds; Knex runs in Node.js alone, "
            "so its ratio is of times taken apart. Ratios: "
            "plansql over the floor (target at most "
            f"{TARGET_FLOOR_RATIO}), and each peer's time over plansql's "
            "(SQLGlot: target at least "
            f"{TARGET_SQLGLOT_SPEEDUP}x).", ""]
    out.append(markdown_table(
        ["plan", "layout", "dialect", "plansql us", "json-c floor us",
         "plansql / floor", "SQLGlot us", "SQLGlot / plansql", "Knex us",
         "Knex / plansql"], rows))
    out += missing_peer_dialects(results)
    out += ["", "Where Knex is faster (a ratio below 1):", ""]
    if knex_notes:
        for plan, layout, d, speed, gap, floor_allows in knex_notes:
            why = ("the json-c floor alone is below Knex here"
                   if floor_allows else
                   "the json-c floor alone is above Knex's whole time")
            out.append(f"- {plan}, {layout}, {d}: Knex {speed:.2f}x of "
                       f"plansql's time, {gap:.2f} us less; {why}.")
    else:
        out.append("- nowhere.")
    out += ["", "Same work: every peer statement names exactly the "
            "identifiers and literals of plansql's for the plan and "
            "dialect" + (", except:" if mismatches else "."), ""]
    out += [f"- {m}" for m in mismatches]
    out += ["", "## The audit, and lower + print alone", "",
            "Compact JSON. With the audit against the demo catalog (the "
            "20-table plan against 20 more tables); lower + print from a "
            "plan read before (target under "
            f"{TARGET_LOWER_PRINT_US} us for {PATCH_PLAN}).", ""]
    out.append(markdown_table(
        ["plan", "dialect", "no audit us", "with audit us", "ratio",
         "lower + print us"], audit_table(results)))
    out += ["", f"## Patches ({PATCH_PLAN})", "",
            "Patch (the copy audited again) and compile the patched plan "
            "in memory; beside it, the same change made on the JSON text, "
            "read, audited and compiled again, and json-c's floor for "
            f"that text (target under {TARGET_PATCH_US} us).", ""]
    prow = []
    for change in dict.fromkeys(c for c, _ in patch):
        p = patch[(change, "patch-and-compile")]["us"]
        t = patch[(change, "edited-json-compile")]["us"]
        f = patch[(change, "json-c-floor")]["us"]
        prow.append([change, fmt(p), fmt(t), f"{t / p:.1f}x", fmt(f),
                     f"{f / p:.1f}x"])
    out.append(markdown_table(
        ["change", "patch + compile us", "edited JSON + audit + compile us",
         "ratio", "json-c floor us", "ratio"], prow))
    if binding:
        out += [""] + binding_section(binding)
    out += ["", "## Catalogs", "",
            "Tables of 50 columns; the audit of one 2-table plan against "
            "each (it must not grow with the catalog).", ""]
    out.append(markdown_table(
        ["tables", "JSON MB", "read + index ms", "memory MB",
         "audit of a plan us"],
        [[r["tables"], f"{r['json_mb']:.1f}", f"{r['load_ms']:.1f}",
          f"{r['memory_mb']:.1f}", f"{r['audit_us']:.2f}"]
         for r in catalogs]))
    for j in joins:
        out += ["", f"Join-path inference: two tables {j['hops']} foreign "
                f"keys apart in a {j['tables']}-table tree, with no join "
                f"edge: the audit finds and adds the path in "
                f"{fmt(j['us'])} us."]
    declared = {r["tables"]: r["load_ms"] for r in catalogs}
    for i in inferred:
        out += ["", f"Inferred keys: the same {i['tables']}-table tree "
                f"declaring no foreign key, each table naming its parent's "
                f"key in a column (t4_id): read + index + key inference in "
                f"{i['load_ms']:.1f} ms ({i['inferred']} keys inferred; "
                f"{declared.get(i['tables'], 0):.1f} ms for the catalog "
                f"with declared keys above); the audit joins two tables "
                f"{i['hops']} inferred keys apart in {fmt(i['join_us'])} "
                f"us."]
    for m in memory:
        out += ["", "## Memory", "",
                f"The first compile of {PATCH_PLAN} with the audit raises "
                f"the process's peak by {m['first_compile_peak_kb']} kB. "
                f"Over {m['compiles']:,} compiles the resident size goes "
                f"from {m['rss_kb_after_1000']} kB (after 1,000) to "
                f"{m['rss_kb_after_1000000']} kB: "
                f"{m['growth_kb']:+d} kB."]
    if startup:
        out += [""] + startup_section(startup)
    ask_lines, ask_summary = ask_sections(ask)
    out += [""] + ask_lines
    out += [""] + accuracy_lines(bench_dir, work)
    out += [""] + import_lines(bench_dir, work)
    summary = (f"summary: worst ratio to json-c floor {worst_floor:.2f}; "
               f"least speedup over SQLGlot {least_sqlglot:.1f}; "
               f"patch+recompile plan c {patch_worst:.2f} us; "
               f"audit 10k/10 tables {audit_ratio:.2f}"
               + (f"; start-up {startup_ms(startup):.2f} ms" if startup
                  else "")
               + (f"; {ask_summary}" if ask_summary else ""))
    out += [""] + targets_section(worst_floor, sqlglot, knex_notes, lower5,
                                  patch_worst, floor5, audit_ratio, memory,
                                  startup)
    out += ["## Summary", "", f"`{summary}`", ""]
    with open(os.path.join(bench_dir, "RESULTS.md"), "w") as f:
        f.write("\n".join(out))
    plot(results, bench_dir, work)
    print(summary)


def kept_section(bench_dir, work, heading, fresh_name, not_measured):
    """A section a corpus measures: this run's (work/fresh_name), when
    bench/run found the corpus, else the one RESULTS.md holds (it
    measures code, not this machine, so it stays true until the code
    changes)."""
    fresh = os.path.join(work, fresh_name)
    if os.path.exists(fresh):
        return open(fresh).read().rstrip("\n").split("\n")
    old = os.path.join(bench_dir, "RESULTS.md")
    text = old_section(open(old).read() if os.path.exists(old) else "",
                       heading)
    if not text:
        return [heading, "", "Not measured: " + not_measured]
    return text.rstrip("\n").split("\n")


def accuracy_lines(bench_dir, work):
    """bench/eval's section."""
    return kept_section(bench_dir, work, "## plansql ask: accuracy",
                        "eval-section.md",
                        "`bench/eval CORPUS` replays a corpus of recorded "
                        "replies (../shared/realmodel) and writes this "
                        "section.")


def import_lines(bench_dir, work):
    """bench/import's section."""
    return kept_section(bench_dir, work, "## plansql import: gold queries",
                        "import-section.md",
                        "`bench/import CORPUS` imports a corpus's gold "
                        "queries (../shared/realmodel) and writes this "
                        "section.")


if __name__ == "__main__":
    main(sys.argv)
