#!/bin/sh
# The benchmarks' measurements side by side run: compile-speed times JSON
# text to SQL in rounds alternating with json-c's floor, and the SQLGlot
# peer times plansql's compile loop (bench/libplansql-round.so, through
# ctypes) in rounds alternating with its own.  A smoke run with short
# rounds (BENCH_ROUND_US, --per-round); the result lines are checked for
# form, never for speed.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
src=$(cd "$top_srcdir" && pwd)
# shellcheck source=tests/python/python-env.sh
. "$top_srcdir/tests/python/python-env.sh"
round_library="$top_builddir/bench/.libs/libplansql-round.so"
mkdir -p "$work/compact"
"$PYTHON3" -c 'import json, sys
json.dump(json.load(open(sys.argv[1])), open(sys.argv[2], "w"),
          separators=(",", ":"))' "$src/bench/plans/1-one-table.json" \
	"$work/compact/1-one-table.json"

# the form of the lines: WORK FIELD... present and positive, one line a
# dialect of the library's, and the medians and the median ratio those
# of the rounds the line lists, recomputed here: a ratio turned upside
# down, or of other rounds, differs (timings vary; this does not)
check_lines() { # FILE PEER-OR-WORK RATIO SIDE-A SIDE-B
	"$PYTHON3" - "$@" "$dialects" <<'PY' >"$work/form" 2>&1 || fail "$(cat "$work/form")"
import json, statistics, sys
path, kind, ratio, a, b, dialects = sys.argv[1:]
lines = [json.loads(l) for l in open(path)]
chosen = [l for l in lines if kind in (l.get("work"), l.get("peer"))]
assert sorted(l["dialect"] for l in chosen) == sorted(dialects.split()), \
    (kind, chosen)

def near(x, y):  # the JSON's own rounding (3 decimals in the peer)
    return abs(x - y) <= 1e-3 + 1e-9 * abs(y)

for l in chosen:
    for field in (ratio, a, b):
        assert l[field] > 0, (field, l)
    rounds = l["rounds"]
    assert rounds and all(len(r) == 2 and min(r) > 0 for r in rounds), l
    assert near(l[a], statistics.median_high([r[0] for r in rounds])) or \
        near(l[a], statistics.median([r[0] for r in rounds])), (a, l)
    assert near(l[b], statistics.median_high([r[1] for r in rounds])) or \
        near(l[b], statistics.median([r[1] for r in rounds])), (b, l)
    ratios = [r[0] / r[1] for r in rounds]
    assert near(l[ratio], statistics.median_high(ratios)) or \
        near(l[ratio], statistics.median(ratios)), (ratio, ratios, l)
    assert l["sql"].startswith("SELECT"), l
PY
	checks=$((checks + 1))
}
# the library's dialects, from its table
dialects=$(echo '{"call": "version"}' | "$PLANSQL" call - |
	"$PYTHON3" -c 'import json, sys; print(" ".join(json.load(sys.stdin)["dialects"]))') ||
	fail "plansql call version names no dialects"

BENCH_ROUND_US=2000 expect 0 "$top_builddir/bench/compile-speed" \
	"$src/examples/demo/catalog.json" "$work/compact/1-one-table.json"
cp "$work/out" "$work/compile.jsonl"
check_lines "$work/compile.jsonl" json-to-sql floor_ratio us floor_us

expect 0 $python_with_library "$src/bench/peers/sqlglot_peer.py" \
	--layout compact --rounds 3 --per-round 2 \
	--plansql-round "$round_library" "$work/compact/1-one-table.json"
cp "$work/out" "$work/sqlglot.jsonl"
check_lines "$work/sqlglot.jsonl" sqlglot paired_ratio paired_us plansql_us

# a library that is not the round library: refused before any timing
expect 2 $python_with_library "$src/bench/peers/sqlglot_peer.py" \
	--layout compact --rounds 1 --per-round 1 \
	--plansql-round "$PLANSQL_LIBRARY" "$work/compact/1-one-table.json"
contains "$work/err" "plansql_bench_round"

# the report says which dialects a peer left out, from the lines the
# peers wrote: SQLGlot's run above covers every dialect, a Knex run of
# sqlite alone leaves the others out
checks=$((checks + 1))
"$PYTHON3" - "$src/bench" "$work/sqlglot.jsonl" <<'PY' >"$work/form" 2>&1 ||
import json, sys
sys.path.insert(0, sys.argv[1])
import report
results = [json.loads(l) for l in open(sys.argv[2])]
results.append({"peer": "knex", "dialect": "sqlite"})
lines = report.missing_peer_dialects(results)
others = ", ".join(d for d in report.DIALECTS if d != "sqlite")
assert lines == ["", f"Knex has no generator for {others}: `-` in its "
                 "columns."], lines
PY
	fail "report.py: $(cat "$work/form")"

finish bench-pairs
