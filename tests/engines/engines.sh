#!/bin/sh
# Runs the engine tests against throwaway PostgreSQL and MariaDB servers
# that it starts (as an unprivileged user when run as root) and stops:
# the rows of every case (on DuckDB too), the hostile names and values; then "plansql
# run" against the PostgreSQL server, which must print what it prints
# for the demo SQLite file, "plansql catalog", which must describe both
# databases alike, patches and the shell, and "plansql explain" on
# PostgreSQL; then schemas (engines-schemas.sh) and the same commands on
# MariaDB (engines-mysql.sh).
set -eu
# scripts/check runs the engines once, in the sanitizer build, and not
# again from the release tarball
if [ -n "${PLANSQL_SKIP_ENGINES:-}" ]; then
	echo "engines: skipped: PLANSQL_SKIP_ENGINES is set"
	exit 77
fi
# built only where libpq's header is (libpq-dev)
[ -x tests/engines/check_engines ] || {
	echo "engines: skipped: no tests/engines/check_engines (no libpq-dev)"
	exit 77
}
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
: "${PLANSQL:=./plansql}"
PLANSQL_DEMO_GEN=$(pwd)/examples/demo/plansql-demo-gen
export PLANSQL_DEMO_GEN
dir=$("$top_srcdir/tests/engines/servers.sh" start auto)
trap '"$top_srcdir/tests/engines/servers.sh" stop "$dir"' EXIT
# shellcheck disable=SC1091 # written by servers.sh
. "$dir/env.sh"
# DuckDB: a file loaded with the demo, which plansql opens read-only
if [ -r "${PLANSQL_LIBDUCKDB:-}" ]; then
	"$PLANSQL_DEMO_GEN" --dialect duckdb |
		./tests/engines/duckdb-load "$dir/demo.duckdb"
	PLANSQL_TEST_DUCKDB="$dir/demo.duckdb"
	export PLANSQL_TEST_DUCKDB
elif [ -n "${PLANSQL_REQUIRE_DUCKDB:-}" ]; then
	echo "engines: no libduckdb at '${PLANSQL_LIBDUCKDB:-}'" >&2
	exit 1
else
	echo "engines: the cases run without DuckDB: no libduckdb (scripts/setup-debian installs it)"
fi
./tests/engines/check_engines
# Hostile names and values; a failure is reported after the other checks.
hostile_status=0
./tests/engines/check_hostile || hostile_status=$?

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

# run --params on PostgreSQL: the values bound, the rows of the literal form
# shellcheck source=tests/engines/checks.sh
. "$top_srcdir/tests/engines/checks.sh"
params_give_literal_rows PostgreSQL "$uri" '\$2::integer'
compile_is_run PostgreSQL "$uri"

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
# the catalog script of --query postgres prints the same catalog
"$PLANSQL" catalog --query postgres -o "$dir/catalog-query.sql"
psql -X -q -A -t -v ON_ERROR_STOP=1 -f "$dir/catalog-query.sql" \
	-o "$dir/queried.json" "$uri"
# the script reads no data: the catalog without it
"$PLANSQL" catalog --db "$uri" --no-data >"$dir/postgres-bare.json"
"$PLANSQL" catalog -c "$dir/queried.json" | diff -u "$dir/postgres-bare.json" -
echo "engines: plansql catalog describes PostgreSQL as it describes SQLite, as its --query script does"

# The audit reads either catalog the same way: a plan with three typical
# mistakes comes out identical against both, and runs on PostgreSQL with
# the rows it has on SQLite.
mistakes="$top_srcdir/tests/data/golden/audit/three-typical-mistakes.json"
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

# The time limit and Ctrl-C on PostgreSQL: the statement stops on the
# server, not only in plansql (pg_stat_activity shows nothing left).
pg_active() { # the other sessions running the slow query
	psql -X -q -t -A -h "$PLANSQL_TEST_PGHOST" -p "$PLANSQL_TEST_PGPORT" \
		-U "$PLANSQL_TEST_PGUSER" -d "$PLANSQL_TEST_PGDATABASE" -c \
		"SELECT count(*) FROM pg_stat_activity WHERE state = 'active'
		 AND query LIKE '%MediaTypeId%' AND pid <> pg_backend_pid()
		 AND backend_type = 'client backend'"
}
stops_on_server PostgreSQL "$uri" pg_active

# Read-only on PostgreSQL: the database module's checks through the
# libpq handle it opens; a --db URI makes compile speak PostgreSQL; a
# plan naming a column "x"; DROP TABLE tracks; --" (which a doctored
# catalog claims) fails as a one-line database error and drops nothing;
# libpq's multi-line messages come out on one line.
./tests/unit/check_database postgres
catalog="$top_srcdir/examples/demo/catalog.json"
"$PLANSQL" compile -c "$catalog" -d postgres "$plan" >"$dir/dialect-d.sql"
"$PLANSQL" compile -c "$catalog" --db "$uri" "$plan" | diff -u "$dir/dialect-d.sql" -
"$PLANSQL" compile --db "$uri" "$plan" | grep -q "NULLS LAST"
"${PYTHON3:-/usr/bin/python3}" - "$catalog" "$dir/hostile-catalog.json" <<'PY'
import json, sys
tables = json.load(open(sys.argv[1]))
tracks = next(t for t in tables if t["table_name"] == "tracks")
tracks["columns"].append({"column_name": 'x"; DROP TABLE tracks; --',
                          "data_type": "TEXT", "is_nullable": True})
json.dump(tables, open(sys.argv[2], "w"))
PY
cat >"$dir/hostile.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "tracks", "columns": [
  {"column": "x\"; DROP TABLE tracks; --"}, {"column": "Name"}],
  "filters": [{"column": "Name", "op": "=",
    "value": "x'); DELETE FROM tracks; --"}]}]}
EOF
status=0
"$PLANSQL" run --db "$uri" -c "$dir/hostile-catalog.json" "$dir/hostile.json" \
	>"$dir/hostile.out" 2>"$dir/hostile.err" || status=$?
[ "$status" -eq 2 ]
# the value, looked up on the server in a plan plansql compiles (quoted
# as any value), is in no row
[ "$(wc -l <"$dir/hostile.err")" -eq 2 ]
grep -q 'warning\[value-not-found\]: no row has "Name" = "x'"'"'); DELETE FROM tracks; --"' "$dir/hostile.err"
grep -q '^plansql run: database error: column tracks.x"; DROP TABLE tracks; -- does not exist' "$dir/hostile.err"
"$PLANSQL" run --db sqlite:examples/demo.db --format tsv "$plan" >"$dir/sqlite-top.tsv"
"$PLANSQL" run --db "$uri" --format tsv "$plan" | diff -u "$dir/sqlite-top.tsv" -
missing="postgresql://$PLANSQL_TEST_PGUSER@/no_such_database?host=$PLANSQL_TEST_PGHOST&port=$PLANSQL_TEST_PGPORT"
for how in "-c $catalog --no-audit" ""; do
	status=0
	# shellcheck disable=SC2086 # $how is two options or none
	"$PLANSQL" run --db "$missing" $how "$plan" 2>"$dir/missing.err" || status=$?
	[ "$status" -eq 2 ]
	[ "$(wc -l <"$dir/missing.err")" -eq 1 ]
	grep -q '^plansql run: database error: .*database "no_such_database" does not exist$' "$dir/missing.err"
done
echo "engines: PostgreSQL sessions are read-only, and their errors one line"

# plansql explain on PostgreSQL: EXPLAIN prints the server's plan, and
# the steps of a plan count there as they count on SQLite.
"$PLANSQL" explain --db "$uri" "$plan" >"$dir/explain-pg.txt"
grep -q -e 'Scan on' "$dir/explain-pg.txt"
grep -q '^Limit' "$dir/explain-pg.txt"
for steps in "$top_srcdir/tests/data/golden/steps/long-easy-listening-tracks.json" \
	"$top_srcdir/examples/plans/revenue-by-country.json" \
	"$top_srcdir/examples/plans/customers-without-invoices.json" "$plan"; do
	"$PLANSQL" explain --steps --format tsv --db "$uri" "$steps" \
		>"$dir/steps-pg.tsv" 2>/dev/null
	"$PLANSQL" explain --steps --format tsv --db sqlite:examples/demo.db \
		"$steps" >"$dir/steps-sqlite.tsv" 2>/dev/null
	diff -u "$dir/steps-sqlite.tsv" "$dir/steps-pg.tsv"
done
"$PLANSQL" explain --steps --db "$uri" \
	"$top_srcdir/tests/data/golden/steps/long-easy-listening-tracks.json" |
	grep -q "Easy Listening'  <- no rows from here"
echo "engines: plansql explain shows PostgreSQL's plan, and the steps count as on SQLite"

# plansql eval on PostgreSQL: the worked example's plan replies, with
# gold queries in PostgreSQL's spelling, judged as on SQLite (the gold
# run on the server, ask's EXPLAIN and the answers too).
pg_questions="$dir/eval-questions.jsonl"
"${PYTHON3:-/usr/bin/python3}" - "$top_srcdir/examples/eval/questions.jsonl" >"$pg_questions" <<'PY'
import json, sys
gold = {"d01": 'SELECT COUNT(*) FROM tracks',
        "d02": 'SELECT g."Name", COUNT(*) FROM genres AS g JOIN tracks AS t '
               'ON t."GenreId" = g."GenreId" GROUP BY g."GenreId"',
        "d06": 'SELECT "Name", "Milliseconds" FROM tracks '
               'ORDER BY "Milliseconds" DESC LIMIT 3',
        "d08": 'SELECT "BillingCountry", AVG("Total") FROM invoices '
               'GROUP BY "BillingCountry"'}
for line in open(sys.argv[1]):
    q = json.loads(line)
    if q["id"] in gold:
        q["gold_sql"] = gold[q["id"]]
    if q["id"] in gold or "gold_rows" in q:
        print(json.dumps(q))
PY
"$PLANSQL" eval --db "$uri" --replay "$top_srcdir/examples/eval/replies.jsonl" \
	"$pg_questions" >"$dir/eval-pg.txt"
grep -q '^plans: correct 5 of 5 (100.0%)$' "$dir/eval-pg.txt" ||
	{ echo "engines: plansql eval on PostgreSQL: $(cat "$dir/eval-pg.txt")" >&2; exit 1; }
echo "engines: plansql eval judges the answers on PostgreSQL as on SQLite"

# Numbers and flags kept in text columns: compared as the column stores
# them on PostgreSQL (plansql run reading the columns' values there) and
# MariaDB (the SQL compiled against a catalog holding those values) as on
# SQLite (tests/cli/run.sh).
cars="$top_srcdir/tests/data/golden/run"
psql -X -q -h "$PLANSQL_TEST_PGHOST" -p "$PLANSQL_TEST_PGPORT" \
	-U "$PLANSQL_TEST_PGUSER" -d "$PLANSQL_TEST_PGDATABASE" \
	-c "CREATE DATABASE plansql_cars" >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -h "$PLANSQL_TEST_PGHOST" -p "$PLANSQL_TEST_PGPORT" \
	-U "$PLANSQL_TEST_PGUSER" -d plansql_cars -f "$cars/cars.sql" >/dev/null
cars_uri="postgresql://$PLANSQL_TEST_PGUSER@/plansql_cars?host=$PLANSQL_TEST_PGHOST&port=$PLANSQL_TEST_PGPORT"
"$PLANSQL" run --db "$cars_uri" --format tsv "$cars/cars-filters.json" 2>/dev/null >"$dir/cars-pg.tsv"
printf 'name\nb\nc\n' | diff -u - "$dir/cars-pg.tsv"
"$PLANSQL" run --db "$cars_uri" --format tsv "$cars/cars-range.json" 2>/dev/null >"$dir/cars-pg.tsv"
printf 'least\tmost\n46\t200\n' | diff -u - "$dir/cars-pg.tsv"
"$PLANSQL" run --db "$cars_uri" --format json "$cars/cars-range.json" 2>/dev/null | grep -q '{"least":"46","most":"200"}'
"$PLANSQL" run --db "$cars_uri" --format tsv "$cars/cars-range-by-gear.json" 2>/dev/null >"$dir/cars-pg.tsv"
printf 'automatic\tmost\tleast\nT\t165\t150\nF\t200\t46\n' | diff -u - "$dir/cars-pg.tsv"
# a value no row holds, looked up on PostgreSQL, whose = minds case
"$PLANSQL" run --db "$cars_uri" --format tsv "$cars/colours-spelling.json" 2>"$dir/colours-pg.err" >"$dir/colours-pg.tsv"
printf 'id\n3\n4\n' | diff -u - "$dir/colours-pg.tsv"
grep -q 'fixed\[value-spelling\]: no row has "colour" = "blue"; the column writes it "Blue"' "$dir/colours-pg.err"
grep -q 'warning\[value-spellings\]: no row has "colour" = "RED"; ignoring case and spaces, the column holds "Red" or "red "' "$dir/colours-pg.err"
mariadb() { # SQL on standard input, into the test database
	command mariadb --no-defaults --batch -S "$PLANSQL_TEST_MYSQL_SOCKET" \
		-u "$PLANSQL_TEST_MYSQL_USER" "$PLANSQL_TEST_MYSQL_DATABASE"
}
mariadb <"$cars/cars.sql"
my_uri="mariadb://$PLANSQL_TEST_MYSQL_USER@/$PLANSQL_TEST_MYSQL_DATABASE?socket=$PLANSQL_TEST_MYSQL_SOCKET"
for plan in cars-filters cars-range cars-range-by-gear; do
	"$PLANSQL" run --db "$my_uri" --format tsv "$cars/$plan.json" \
		2>/dev/null >"$dir/$plan-my.tsv"
done
printf 'name\nb\nc\n' | diff -u - "$dir/cars-filters-my.tsv"
printf 'least\tmost\n46\t200\n' | diff -u - "$dir/cars-range-my.tsv"
printf 'automatic\tmost\tleast\nT\t165\t150\nF\t200\t46\n' | diff -u - "$dir/cars-range-by-gear-my.tsv"
# the same statement from compile and run, on both servers
compile_is_run PostgreSQL "$cars_uri" "$cars"/cars-*.json "$cars"/colours-*.json
compile_is_run MariaDB "$my_uri" "$cars"/cars-*.json "$cars"/colours-*.json
mariadb <<'SQL'
DROP TABLE cars;
DROP TABLE colours;
SQL
# what the data holds, in every clause (tests/data/types)
psql -X -q -h "$PLANSQL_TEST_PGHOST" -p "$PLANSQL_TEST_PGPORT" \
	-U "$PLANSQL_TEST_PGUSER" -d "$PLANSQL_TEST_PGDATABASE" \
	-c "CREATE DATABASE plansql_types" >/dev/null
psql -X -q -v ON_ERROR_STOP=1 -h "$PLANSQL_TEST_PGHOST" \
	-p "$PLANSQL_TEST_PGPORT" -U "$PLANSQL_TEST_PGUSER" -d plansql_types \
	-f "$top_srcdir/tests/data/types/types.sql" >/dev/null
types_give_their_rows PostgreSQL \
	"postgresql://$PLANSQL_TEST_PGUSER@/plansql_types?host=$PLANSQL_TEST_PGHOST&port=$PLANSQL_TEST_PGPORT"
mariadb <"$top_srcdir/tests/data/types/types.sql"
types_give_their_rows MariaDB "$my_uri"
mariadb <<'SQL'
DROP TABLE cars;
DROP TABLE makers;
DROP TABLE events;
DROP TABLE written;
SQL
echo "engines: text columns of numbers, flags and dates compare alike on PostgreSQL and MariaDB; values looked up on PostgreSQL"

# Schemas: a database of its own, so that the demo database stays as is.
"$top_srcdir/tests/engines/engines-schemas.sh" "$dir"
# plansql run, shell and explain on MariaDB
"$top_srcdir/tests/engines/engines-mysql.sh" "$dir"

if [ "$hostile_status" -ne 0 ]; then
	echo "engines: tests/engines/check_hostile failed" >&2
	exit "$hostile_status"
fi
