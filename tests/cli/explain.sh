#!/bin/sh
# plansql explain on the demo SQLite database: the engine's plan, and the
# counts of --steps, checked against counts Python's sqlite3 module
# computes from queries written here by hand (an oracle independent of
# plansql); the first empty step marked; labels escaped; exit codes.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
db="$top_builddir/examples/demo.db"
plans="$top_srcdir/examples/plans"
steps_plans="$top_srcdir/tests/data/golden/steps"

# ---- the engine's plan ----
expect 0 plansql explain --db "sqlite:$db" "$plans/top-tracks.json"
contains "$work/out" "QUERY PLAN"
contains "$work/out" "SCAN invoice_items"
contains "$work/out" "SEARCH tracks"
contains "$work/out" '`--'
# the plan from standard input, and what the sqlite3 module says
plansql explain --db "sqlite:$db" - <"$plans/unsold-long-tracks.json" \
	>"$work/eqp" 2>"$work/err" || fail "explain from standard input"
plansql compile --db "sqlite:$db" -o "$work/unsold.sql" \
	"$plans/unsold-long-tracks.json" 2>/dev/null
checks=$((checks + 1))
"$PYTHON3" - "$db" "$work/unsold.sql" "$work/eqp" <<'PY' || fail "EXPLAIN QUERY PLAN differs from sqlite3's"
import sqlite3, sys
db, sql, printed = sys.argv[1:]
sql = open(sql).read().rstrip().rstrip(";")
rows = sqlite3.connect(db).execute("EXPLAIN QUERY PLAN " + sql).fetchall()
lines = open(printed).read().splitlines()
assert lines[0] == "QUERY PLAN", lines
# every detail, in order, drawn under its parent at its depth
depth = {0: -1}
for (node, parent, _, detail), line in zip(rows, lines[1:]):
    depth[node] = depth[parent] + 1
    assert line[3 * depth[node] + 3:] == detail, (line, detail)
    assert line[3 * depth[node]:3 * depth[node] + 3] in ("|--", "`--"), line
assert len(lines) == len(rows) + 1, (lines, rows)
PY

# ---- the steps: counts from hand-written queries ----
# oracle NAME < queries: one SQL statement a line, the count after each
# step; the queries' counts must be the counts plansql prints (TSV), and
# the table marks the first 0, if any, and no other step.
oracle() {
	name=$1
	plan="$plans/$name.json"
	[ -e "$plan" ] || plan="$steps_plans/$name.json"
	cat >"$work/$name.queries"
	checks=$((checks + 1))
	plansql explain --steps --format tsv --db "sqlite:$db" "$plan" \
		>"$work/$name.tsv" 2>"$work/err" || {
		fail "$name: explain --steps failed: $(cat "$work/err")"
		return
	}
	plansql explain --steps --db "sqlite:$db" "$plan" \
		>"$work/$name.table" 2>"$work/err" || fail "$name: table"
	"$PYTHON3" - "$db" "$work/$name.queries" "$work/$name.tsv" \
		"$work/$name.table" <<'PY' || fail "$name: the steps count otherwise"
import sqlite3, sys
db, queries, tsv, table = sys.argv[1:]
con = sqlite3.connect(db)
want = [con.execute(q).fetchone()[0]
        for q in open(queries).read().splitlines() if q.strip()]
lines = open(tsv).read().splitlines()
assert lines[0] == "step\trows\tpointer\tlabel", lines[0]
got = [int(line.split("\t")[1]) for line in lines[1:]]
assert got == want, (got, want)
marked = [i for i, line in enumerate(open(table).read().splitlines()[1:])
          if line.endswith("<- no rows from here")]
empty = [i for i, n in enumerate(want) if n == 0][:1]
assert marked == empty, (marked, empty)
PY
}

oracle long-easy-listening-tracks <<'SQL'
SELECT COUNT(*) FROM tracks
SELECT COUNT(*) FROM tracks WHERE Milliseconds > 600000
SELECT COUNT(*) FROM tracks t JOIN albums a ON a.AlbumId = t.AlbumId WHERE t.Milliseconds > 600000
SELECT COUNT(*) FROM tracks t JOIN albums a ON a.AlbumId = t.AlbumId JOIN genres g ON g.GenreId = t.GenreId WHERE t.Milliseconds > 600000
SELECT COUNT(*) FROM tracks t JOIN albums a ON a.AlbumId = t.AlbumId JOIN genres g ON g.GenreId = t.GenreId WHERE t.Milliseconds > 600000 AND g.Name = 'Easy Listening'
SQL
# the empty step is the fifth, and said so in words
contains "$work/long-easy-listening-tracks.table" \
	"filter genres.Name = 'Easy Listening'  <- no rows from here"

oracle unsold-long-tracks <<'SQL'
SELECT COUNT(*) FROM tracks
SELECT COUNT(*) FROM tracks WHERE Milliseconds > 600000
SELECT COUNT(*) FROM tracks WHERE Milliseconds > 600000 AND TrackId NOT IN (SELECT TrackId FROM invoice_items)
SELECT COUNT(*) FROM tracks t JOIN genres g USING (GenreId) WHERE t.Milliseconds > 600000 AND t.TrackId NOT IN (SELECT TrackId FROM invoice_items)
SELECT COUNT(*) FROM tracks t JOIN genres g USING (GenreId) WHERE t.Milliseconds > 600000 AND t.TrackId NOT IN (SELECT TrackId FROM invoice_items) AND g.Name IN ('Jazz', 'Blues')
SQL

# a filter on the table a right join makes optional comes after the join
oracle customers-without-invoices <<'SQL'
SELECT COUNT(*) FROM invoices
SELECT COUNT(*) FROM customers c LEFT JOIN invoices i ON i.CustomerId = c.CustomerId
SELECT COUNT(*) FROM customers c WHERE NOT EXISTS (SELECT 1 FROM invoices i WHERE i.CustomerId = c.CustomerId)
SQL

oracle revenue-by-country <<'SQL'
SELECT COUNT(*) FROM invoices
SELECT COUNT(*) FROM invoices WHERE InvoiceDate >= '2024-01-01'
SELECT COUNT(*) FROM invoices WHERE InvoiceDate >= '2024-01-01' AND InvoiceDate < '2025-01-01'
SELECT COUNT(DISTINCT BillingCountry) FROM invoices WHERE InvoiceDate >= '2024-01-01' AND InvoiceDate < '2025-01-01'
SELECT COUNT(*) FROM (SELECT BillingCountry FROM invoices WHERE InvoiceDate >= '2024-01-01' AND InvoiceDate < '2025-01-01' GROUP BY BillingCountry HAVING COUNT(*) >= 5)
SQL

oracle genres-bought-by-customer <<'SQL'
SELECT COUNT(*) FROM customers
SELECT COUNT(*) FROM customers WHERE Email = 'emma.dangelo@example.org'
SELECT COUNT(*) FROM customers c JOIN invoices i USING (CustomerId) WHERE c.Email = 'emma.dangelo@example.org'
SELECT COUNT(*) FROM customers c JOIN invoices i USING (CustomerId) JOIN invoice_items ii USING (InvoiceId) WHERE c.Email = 'emma.dangelo@example.org'
SELECT COUNT(*) FROM customers c JOIN invoices i USING (CustomerId) JOIN invoice_items ii USING (InvoiceId) JOIN tracks t ON t.TrackId = ii.TrackId WHERE c.Email = 'emma.dangelo@example.org'
SELECT COUNT(*) FROM customers c JOIN invoices i USING (CustomerId) JOIN invoice_items ii USING (InvoiceId) JOIN tracks t ON t.TrackId = ii.TrackId JOIN genres g ON g.GenreId = t.GenreId WHERE c.Email = 'emma.dangelo@example.org'
SELECT COUNT(DISTINCT g.Name) FROM customers c JOIN invoices i USING (CustomerId) JOIN invoice_items ii USING (InvoiceId) JOIN tracks t ON t.TrackId = ii.TrackId JOIN genres g ON g.GenreId = t.GenreId WHERE c.Email = 'emma.dangelo@example.org'
SQL

oracle artists-without-albums-page-2 <<'SQL'
SELECT COUNT(*) FROM artists
SELECT COUNT(*) FROM artists a WHERE NOT EXISTS (SELECT 1 FROM albums b WHERE b.ArtistId = a.ArtistId)
SELECT MIN(10, MAX(0, COUNT(*) - 10)) FROM artists a WHERE NOT EXISTS (SELECT 1 FROM albums b WHERE b.ArtistId = a.ArtistId)
SQL

# JSON: the same counts, the first empty step, through the JSON writer
expect 0 plansql explain --steps -f json --db "sqlite:$db" \
	"$steps_plans/long-easy-listening-tracks.json"
checks=$((checks + 1))
"$PYTHON3" - "$work/out" "$work/long-easy-listening-tracks.tsv" <<'PY' || fail "JSON steps"
import json, sys
doc = json.load(open(sys.argv[1]))
tsv = [line.split("\t") for line in open(sys.argv[2]).read().splitlines()[1:]]
assert [s["rows"] for s in doc["steps"]] == [int(r[1]) for r in tsv], doc
assert [s["pointer"] for s in doc["steps"]] == [r[2] for r in tsv], doc
assert [s["step"] for s in doc["steps"]] == [1, 2, 3, 4, 5], doc
assert doc["first_empty_step"] == 5, doc
assert all(s["sql"].startswith("SELECT COUNT(*)") for s in doc["steps"]), doc
PY

# a label is the plan's text: escaped on the terminal and in TSV, kept
# whole in JSON
cat >"$work/escape.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Name"}], "filters": [{"column": "Name", "op": "=", "value": "\u001b[31mred\ttab"}, {"column": "Milliseconds", "op": ">", "value": 0}]}]}
EOF
for format in table tsv; do
	expect 0 plansql explain --steps -f "$format" --db "sqlite:$db" \
		"$work/escape.json"
	checks=$((checks + 1))
	if grep -q "$(printf '\033')" "$work/out"; then
		fail "$format: an escape character reaches the terminal"
	fi
	contains "$work/out" "filter tracks.Name = '\\x1B[31mred\\ttab'"
done
# only the first of the two empty steps is marked
expect 0 plansql explain --steps --db "sqlite:$db" "$work/escape.json"
checks=$((checks + 1))
[ "$(grep -c 'no rows from here' "$work/out")" -eq 1 ] &&
	grep -q '^   2           0  filter .*  <- no rows from here$' "$work/out" ||
	fail "the first empty step, and it alone, is marked: $(cat "$work/out")"
expect 0 plansql explain --steps -f json --db "sqlite:$db" "$work/escape.json"
contains "$work/out" '"label": "filter tracks.Name = '"'"'\u001b[31mred\ttab'"'"'"'

# SQL Server cannot run here: its golden steps are read back by SQLGlot's
# T-SQL parser (as tests/tree/tsql.sh reads the compiled plans), each a SELECT
# of COUNT(*), one per step.
checks=$((checks + 1))
"$PYTHON3" - "$steps_plans" <<'PY' || fail "T-SQL steps do not parse"
import glob, os, sys
import sqlglot
from sqlglot import exp
paths = sorted(glob.glob(os.path.join(sys.argv[1], "*.tsql.steps")))
assert paths
for path in paths:
    text = open(path, encoding="utf-8").read()
    statements = [s for s in sqlglot.parse(text, read="tsql") if s is not None]
    assert len(statements) == text.count("-- step "), path
    for s in statements:
        assert isinstance(s, exp.Select), (path, type(s).__name__)
        assert s.expressions[0].sql(dialect="tsql").upper() == "COUNT(*)", path
PY

# ---- exit codes and errors ----
expect 2 plansql explain "$plans/top-tracks.json"
contains "$work/err" "plansql explain: give --db"
expect 2 plansql explain --db "sqlite:$db"
contains "$work/err" "give one plan file"
expect 2 plansql explain --db "sqlite:$db" --format json "$plans/top-tracks.json"
contains "$work/err" "--format is for --steps"
expect 2 plansql explain --steps --format yaml --db "sqlite:$db" "$plans/top-tracks.json"
contains "$work/err" "--format is table, tsv or json, not 'yaml'"
expect 2 plansql explain --timeout soon --db "sqlite:$db" "$plans/top-tracks.json"
contains "$work/err" "plansql explain:"
expect 2 plansql explain --db "sqlite:$work/none.db" "$plans/top-tracks.json"
expect 2 plansql explain --db "sqlite:$db" "$work/none.json"
printf '{"decision": "proceed", "selections": [{"columns": []}]}\n' >"$work/bad.json"
expect 1 plansql explain --steps --db "sqlite:$db" "$work/bad.json"
contains "$work/err" "error["
checks=$((checks + 1))
[ -s "$work/out" ] && fail "a rejected plan printed steps"
# a warning is an error with --strict
printf '{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Name"}]}], "limt": 5}\n' >"$work/warn.json"
expect 0 plansql explain --steps --db "sqlite:$db" "$work/warn.json"
expect 1 plansql explain --steps --strict --db "sqlite:$db" "$work/warn.json"
expect 0 plansql help explain
contains "$work/out" "--steps"

# A step stopped by the time limit ends the command with status 2 and
# says so; the steps before it are printed.  The join of a table with
# itself on a column of few values has billions of rows to count, far
# more than the limit lets it count.
"$PYTHON3" - "$work/big.db" <<'PY'
import sqlite3, sys
con = sqlite3.connect(sys.argv[1])
con.execute("CREATE TABLE t (id INTEGER PRIMARY KEY, k INTEGER)")
con.executemany("INSERT INTO t (k) VALUES (?)", ((i % 3,) for i in range(300000)))
con.commit()
PY
cat >"$work/slow.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "t", "alias": "a", "columns": [{"column": "id"}]}, {"table": "t", "alias": "b", "columns": [{"column": "id"}]}], "join_edges": [{"from_table": "a", "from_column": "k", "to_table": "b", "to_column": "k"}]}
EOF
expect 2 plansql explain --steps --timeout 0.2 --db "sqlite:$work/big.db" \
	"$work/slow.json"
contains "$work/err" "time limit"
contains "$work/out" "from t as a"
checks=$((checks + 1))
grep -q "join t as b" "$work/out" && fail "a step stopped by the limit printed a count"

finish explain
