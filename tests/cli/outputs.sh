#!/bin/sh
# Output names and outputs left out, from the command line: the names
# plansql run returns are the SQL's own, unique ones; plansql options
# shows aliases and the aggregates not output; the audit keeps both.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
rules="$top_srcdir/tests/data/golden/rules"
catalog="$top_srcdir/examples/demo/catalog.json"
db="sqlite:$top_builddir/examples/demo.db"

# The JSON keys of run are the SQL's output names: the second Name is
# already Name_2 in the SQL, so run's own rule for repeated keys is not
# what names it (a column named Name_2 by alias comes out as Name_2_2).
expect 0 plansql run --db "$db" --format json "$rules/output-names-unique.json"
"$PYTHON3" -c 'import json, sys
rows = json.load(open(sys.argv[1]))
assert list(rows[0]) == ["Name", "Title", "Name_2", "Name_2_2"], rows[0]' \
	"$work/out" || fail "run: output names"
expect 0 plansql compile "$rules/output-names-unique.json"
contains "$work/out" '"artists"."ArtistId" AS "Name_2_2"'

# A hidden aggregate orders the rows but is not among them.
expect 0 plansql run --db "$db" --format json "$rules/output-hidden-aggregate-order.json"
"$PYTHON3" -c 'import json, sys
rows = json.load(open(sys.argv[1]))
assert [list(r) for r in rows][0] == ["Name", "track_count"], rows
assert len(rows) == 5, rows' "$work/out" || fail "run: hidden aggregate"

# options: a column's alias, a hidden aggregate marked, both sortable
expect 0 plansql options -c "$catalog" "$rules/output-hidden-aggregate-order.json"
"$PYTHON3" -c 'import json, sys
d = json.load(open(sys.argv[1]))
hidden = [a for a in d["aggregates"] if a.get("output") is False]
assert [a["alias"] for a in hidden] == ["price_total"], d["aggregates"]
assert "output" not in d["aggregates"][1], d["aggregates"]
assert {"id": "aggregate/price_total", "table": None, "column": "price_total"} in d["sortable"], d["sortable"]' \
	"$work/out" || fail "options: hidden aggregate"
expect 0 plansql options -c "$catalog" "$rules/output-alias-columns.json"
"$PYTHON3" -c 'import json, sys
d = json.load(open(sys.argv[1]))
aliases = [c.get("alias") for t in d["tables"] for c in t["columns"] if "alias" in c]
assert aliases == ["track_name", "album"], aliases
assert {"id": "column/tracks/Name", "table": None, "column": "track_name"} in d["sortable"], d["sortable"]' \
	"$work/out" || fail "options: column aliases"

# The audit writes alias and output: false back, and auditing the
# audited plan changes nothing.
expect 0 plansql audit -c "$catalog" "$top_srcdir/examples/plans/genres-by-units-sold.json"
cp "$work/out" "$work/audited.json"
contains "$work/audited.json" '"output": false'
contains "$work/audited.json" '"alias": "genre"'
expect 0 plansql audit -c "$catalog" "$work/audited.json"
same "$work/audited.json" "$work/out"

# A plan without them never gets them written.
expect 0 plansql audit -c "$catalog" "$rules/join-inner-chain.json"
lacks "$work/out" '"output"'
lacks "$work/out" 'Name_2'

finish outputs
