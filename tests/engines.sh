#!/bin/sh
# Runs the engine tests against throwaway PostgreSQL and MariaDB servers
# that it starts (as an unprivileged user when run as root) and stops:
# the rows of every case, the hostile names and values; then "plansql
# run" against the PostgreSQL server, which must print what it prints
# for the demo SQLite file, "plansql catalog", which must describe both
# databases alike, patches and the shell, and "plansql explain" on
# PostgreSQL.
set -eu
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
: "${PLANSQL:=./plansql}"
PLANSQL_DEMO_GEN=$(pwd)/examples/demo/plansql-demo-gen
export PLANSQL_DEMO_GEN
dir=$("$top_srcdir/tests/servers.sh" start auto)
trap '"$top_srcdir/tests/servers.sh" stop "$dir"' EXIT
# shellcheck disable=SC1091 # written by servers.sh
. "$dir/env.sh"
./tests/check_engines
# Hostile names and values; a failure is reported after the other checks.
hostile_status=0
./tests/check_hostile || hostile_status=$?

plan="$top_srcdir/examples/plans/top-tracks.json"
uri="postgresql://$PLANSQL_TEST_PGUSER@/$PLANSQL_TEST_PGDATABASE?host=$PLANSQL_TEST_PGHOST&port=$PLANSQL_TEST_PGPORT"
"$PLANSQL" run --db "$uri" --format tsv "$plan" >"$dir/postgres.tsv"
"$PLANSQL" run --db sqlite:examples/demo.db --format tsv "$plan" >"$dir/sqlite.tsv"
diff -u "$dir/sqlite.tsv" "$dir/postgres.tsv"
[ "$(wc -l <"$dir/sqlite.tsv")" -eq 11 ]
# the PG* environment variables, as libpq reads them
PGHOST=$PLANSQL_TEST_PGHOST PGPORT=$PLANSQL_TEST_PGPORT \
	PGUSER=$PLANSQL_TEST_PGUSER PGDATABASE=$PLANSQL_TEST_PGDATABASE \
	"$PLANSQL" run --db postgresql: --format tsv "$plan" | diff -u "$dir/sqlite.tsv" -
echo "engines: plansql run gives the same rows on PostgreSQL as on SQLite"

# The catalogs of both demo databases describe the same tables; types are
# spelled by each engine, so they are not compared.
"$PLANSQL" catalog --db "$uri" >"$dir/postgres.json"
"$PLANSQL" catalog --db sqlite:examples/demo.db >"$dir/sqlite.json"
"${PYTHON3:-/usr/bin/python3}" - "$dir/sqlite.json" "$dir/postgres.json" <<'PY'
import json, sys

def shape(table):
    key = table["metadata"].get("primary_key")
    return {
        "table_name": table["table_name"],
        "columns": [(c["column_name"], c["is_nullable"])
                    for c in table["columns"]],
        "primary_key": [key] if isinstance(key, str) else key,
        "foreign_keys": [(k["foreign_key"], k["primary_key_table"],
                          k["primary_key_column"])
                         for k in table["foreign_keys"]],
    }

sqlite, postgres = (json.load(open(path)) for path in sys.argv[1:])
assert len(sqlite) == 11, len(sqlite)
assert [shape(t) for t in sqlite] == [shape(t) for t in postgres], (
    [shape(t) for t in sqlite], [shape(t) for t in postgres])
assert all(t["schema"] == "public" for t in postgres)
assert all("schema" not in t for t in sqlite)
PY
echo "engines: plansql catalog describes PostgreSQL as it describes SQLite"

# The audit reads either catalog the same way: a plan with three typical
# mistakes comes out identical against both, and runs on PostgreSQL with
# the rows it has on SQLite.
mistakes="$top_srcdir/tests/golden/audit/three-typical-mistakes.json"
"$PLANSQL" audit --db "$uri" "$mistakes" >"$dir/audited-pg.json" 2>/dev/null
"$PLANSQL" audit --db sqlite:examples/demo.db "$mistakes" \
	>"$dir/audited-sqlite.json" 2>/dev/null
diff -u "$dir/audited-sqlite.json" "$dir/audited-pg.json"
"$PLANSQL" run --db "$uri" --format tsv "$mistakes" >"$dir/pg.tsv" 2>/dev/null
"$PLANSQL" run --db sqlite:examples/demo.db --format tsv "$mistakes" \
	>"$dir/sqlite.tsv" 2>/dev/null
"${PYTHON3:-/usr/bin/python3}" - "$dir/sqlite.tsv" "$dir/pg.tsv" <<'PY'
import sys
rows = [[line.rstrip("\n").split("\t") for line in open(p)] for p in sys.argv[1:]]
def rounded(table):  # AVG prints with different precision per engine
    return [[f"{float(c):.4f}" if c.replace(".", "").isdigit() else c
             for c in row] for row in table]
assert len(rows[0]) == 6 and rounded(rows[0]) == rounded(rows[1]), rows
PY
echo "engines: audited against PostgreSQL's catalog as against SQLite's"

# Patches against PostgreSQL's catalog, and a shell session on the
# PostgreSQL server: the same SQL and rows as on SQLite.
"$PLANSQL" patch --db "$uri" --add-column tracks.Composer --remove-column \
	albums.Title --limit 3 --sql -d postgres "$plan" >"$dir/patched-pg.sql" 2>/dev/null
"$PLANSQL" patch --db sqlite:examples/demo.db --add-column tracks.Composer \
	--remove-column albums.Title --limit 3 --sql -d postgres "$plan" \
	>"$dir/patched-sqlite.sql" 2>/dev/null
diff -u "$dir/patched-sqlite.sql" "$dir/patched-pg.sql"
grep -q '"tracks"."Composer"' "$dir/patched-pg.sql"
printf 'add tracks.Composer\nremove albums.Title\norder tracks.TrackId\nlimit 4\nfilter genres.Name = Jazz\nundo\nredo\nrun\n' \
	>"$dir/session"
"$PLANSQL" shell --db "$uri" --rows 3 "$plan" <"$dir/session" \
	>"$dir/shell-pg.txt" 2>/dev/null
"$PLANSQL" shell --db sqlite:examples/demo.db --rows 3 "$plan" \
	<"$dir/session" >"$dir/shell-sqlite.txt" 2>/dev/null
# the rows alike (the SQL differs: PostgreSQL sorts NULLs first by default)
grep -e ' | ' -e '^(' "$dir/shell-sqlite.txt" >"$dir/shell-sqlite.rows"
grep -e ' | ' -e '^(' "$dir/shell-pg.txt" | diff -u "$dir/shell-sqlite.rows" -
grep -q "WHERE \"genres\".\"Name\" = 'Jazz'" "$dir/shell-pg.txt"
[ "$(grep -c '^(4 rows)$' "$dir/shell-pg.txt")" -eq 1 ]
echo "engines: patches and the shell work on PostgreSQL as on SQLite"

# plansql explain on PostgreSQL: EXPLAIN prints the server's plan, and
# the steps of a plan count there as they count on SQLite.
"$PLANSQL" explain --db "$uri" "$plan" >"$dir/explain-pg.txt"
grep -q -e 'Scan on' "$dir/explain-pg.txt"
grep -q '^Limit' "$dir/explain-pg.txt"
for steps in "$top_srcdir/tests/golden/steps/long-easy-listening-tracks.json" \
	"$top_srcdir/examples/plans/revenue-by-country.json" \
	"$top_srcdir/examples/plans/customers-without-invoices.json" "$plan"; do
	"$PLANSQL" explain --steps --format tsv --db "$uri" "$steps" \
		>"$dir/steps-pg.tsv" 2>/dev/null
	"$PLANSQL" explain --steps --format tsv --db sqlite:examples/demo.db \
		"$steps" >"$dir/steps-sqlite.tsv" 2>/dev/null
	diff -u "$dir/steps-sqlite.tsv" "$dir/steps-pg.tsv"
done
"$PLANSQL" explain --steps --db "$uri" \
	"$top_srcdir/tests/golden/steps/long-easy-listening-tracks.json" |
	grep -q "Easy Listening'  <- no rows from here"
echo "engines: plansql explain shows PostgreSQL's plan, and the steps count as on SQLite"

if [ "$hostile_status" -ne 0 ]; then
	echo "engines: tests/check_hostile failed" >&2
	exit "$hostile_status"
fi
