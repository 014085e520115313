#!/bin/sh
# plansql on DuckDB, through libduckdb (PLANSQL_LIBDUCKDB; scripts/
# setup-debian fetches it from npm): the demo loaded into a DuckDB file
# (tests/engines/duckdb-load) gives every example plan the rows of the
# demo SQLite file, with and without --params; the library's own checks
# of a DuckDB database (tests/unit/check_database duckdb); explain, its
# steps and the shell; plansql catalog describes the file as it describes the SQLite one, as its
# --query duckdb script does; Parquet, CSV and JSON files attached to a
# database in memory are tables plans run on, a DuckDB file a schema;
# plansql ask answers over a Parquet file; names of a missing file or
# library fail clearly.
# engines.sh runs every golden case on the same kind of file.
set -eu
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
: "${PLANSQL:=./plansql}"
if [ -n "${PLANSQL_SKIP_ENGINES:-}" ]; then
	echo "duckdb: skipped: PLANSQL_SKIP_ENGINES is set"
	exit 77
fi
if [ ! -r "${PLANSQL_LIBDUCKDB:-}" ]; then
	if [ -n "${PLANSQL_REQUIRE_DUCKDB:-}" ]; then
		echo "duckdb: no libduckdb at '${PLANSQL_LIBDUCKDB:-}' (scripts/setup-debian installs it)" >&2
		exit 1
	fi
	echo "duckdb: skipped: no libduckdb (scripts/setup-debian installs it)"
	exit 77
fi
dir=$(mktemp -d /tmp/plansql-duckdb.XXXXXX)
trap 'rm -rf "$dir"' EXIT
./examples/demo/plansql-demo-gen --dialect duckdb |
	./tests/engines/duckdb-load "$dir/demo.duckdb"
db="duckdb:$dir/demo.duckdb"
demo=sqlite:examples/demo.db
plan="$top_srcdir/examples/plans/top-tracks.json"
# shellcheck source=tests/engines/checks.sh
. "$top_srcdir/tests/engines/checks.sh"

PLANSQL_TEST_DUCKDB="$dir/demo.duckdb" ./tests/unit/check_database duckdb

# run: the rows of SQLite, in every format, and of every example plan
for format in tsv json csv; do
	"$PLANSQL" run --db "$demo" --format $format "$plan" >"$dir/sqlite.out"
	"$PLANSQL" run --db "$db" --format $format "$plan" | diff -u "$dir/sqlite.out" -
done
for p in "$top_srcdir"/examples/plans/*.json; do
	"$PLANSQL" run --db "$demo" --format tsv "$p" >"$dir/sqlite.tsv" 2>/dev/null || continue
	"$PLANSQL" run --db "$db" --format tsv "$p" 2>/dev/null >"$dir/duck.tsv" ||
		{ echo "duckdb: $p runs on SQLite, not on DuckDB" >&2; exit 1; }
	same_rows "$dir/sqlite.tsv" "$dir/duck.tsv" "$p"
done
"$PLANSQL" compile --db "$db" "$plan" | grep -q '"UnitsSold" DESC NULLS LAST'
echo "duckdb: plansql run gives the same rows on DuckDB as on SQLite"
params_give_literal_rows DuckDB "$db" '\$2::INTEGER'
compile_is_run DuckDB "$db"

# explain: DuckDB's plan, a line at a time; the steps count as on SQLite
"$PLANSQL" explain --db "$db" "$plan" >"$dir/explain.txt"
grep -q 'SEQ_SCAN' "$dir/explain.txt"
grep -q 'TOP_N' "$dir/explain.txt"
for steps in "$top_srcdir/tests/data/golden/steps/long-easy-listening-tracks.json" \
	"$top_srcdir/examples/plans/revenue-by-country.json" "$plan"; do
	"$PLANSQL" explain --steps --format tsv --db "$db" "$steps" >"$dir/steps-duck.tsv"
	"$PLANSQL" explain --steps --format tsv --db "$demo" "$steps" >"$dir/steps-sqlite.tsv"
	diff -u "$dir/steps-sqlite.tsv" "$dir/steps-duck.tsv"
done
# the shell: patches and runs give SQLite's rows
printf 'add tracks.Composer\nremove albums.Title\norder tracks.TrackId\nlimit 4\nfilter genres.Name = Jazz\nundo\nredo\nrun\n' \
	>"$dir/session"
"$PLANSQL" shell --db "$db" --rows 3 "$plan" <"$dir/session" >"$dir/shell-duck.txt" 2>/dev/null
"$PLANSQL" shell --db "$demo" --rows 3 "$plan" <"$dir/session" >"$dir/shell-sqlite.txt" 2>/dev/null
grep -e ' | ' -e '^(' "$dir/shell-sqlite.txt" >"$dir/shell-sqlite.rows"
grep -e ' | ' -e '^(' "$dir/shell-duck.txt" | diff -u "$dir/shell-sqlite.rows" -
[ "$(grep -c '^(4 rows)$' "$dir/shell-duck.txt")" -eq 1 ]
echo "duckdb: explain, explain --steps and the shell work on DuckDB as on SQLite"

# SQL imported against DuckDB's catalog is read as PostgreSQL's (import
# does not read DuckDB's own): it runs with SQLite's rows
printf '%s\n' 'SELECT g."Name", count(*) AS tracks FROM tracks AS t' \
	'JOIN genres AS g ON g."GenreId" = t."GenreId" GROUP BY g."Name"' \
	'ORDER BY tracks DESC, g."Name" LIMIT 5' >"$dir/query.sql"
"$PLANSQL" import --db "$db" -o "$dir/imported.json" "$dir/query.sql"
"$PLANSQL" run --db "$db" --format tsv "$dir/imported.json" >"$dir/imported-duck.tsv"
"$PLANSQL" run --db "$demo" --format tsv "$dir/imported.json" \
	>"$dir/imported-sqlite.tsv"
diff -u "$dir/imported-sqlite.tsv" "$dir/imported-duck.tsv"
[ "$(wc -l <"$dir/imported-duck.tsv")" -eq 6 ]
echo "duckdb: SQL imported against DuckDB's catalog runs there"

# catalog: the tables of the SQLite file, in schema main; the --query
# script prints the same catalog
"$PLANSQL" catalog --db "$db" >"$dir/duck.json"
"$PLANSQL" catalog --db "$demo" >"$dir/sqlite.json"
"${PYTHON3:-/usr/bin/python3}" - "$dir/sqlite.json" "$dir/duck.json" <<'PY'
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

sqlite, duck = (json.load(open(path)) for path in sys.argv[1:])
assert len(sqlite) == 11, len(sqlite)
assert [shape(t) for t in sqlite] == [shape(t) for t in duck], (
    [shape(t) for t in sqlite], [shape(t) for t in duck])
assert all(t["schema"] == "main" and t["search_order"] == 0 for t in duck)
PY
"$PLANSQL" catalog --query duckdb -o "$dir/catalog.sql"
./tests/engines/duckdb-load "$dir/demo.duckdb" -c "$(cat "$dir/catalog.sql")" \
	>"$dir/queried.json"
# the script reads no data: the catalog without it
"$PLANSQL" catalog --db "$db" --no-data >"$dir/duck-bare.json"
"$PLANSQL" catalog -c "$dir/queried.json" | diff -u "$dir/duck-bare.json" -
echo "duckdb: plansql catalog describes DuckDB as it describes SQLite, as its --query script does"

# Files as tables: invoices as Parquet and as CSV, attached to a
# database in memory, give the rows the table gives; a DuckDB file
# attached is a schema.
./tests/engines/duckdb-load "$dir/demo.duckdb" -c "COPY invoices TO '$dir/sales.parquet' (FORMAT parquet)" >/dev/null 2>&1 || true
./tests/engines/duckdb-load "$dir/demo.duckdb" -c "COPY invoices TO '$dir/sales.csv' (HEADER)" >/dev/null 2>&1 || true
./tests/engines/duckdb-load "$dir/demo.duckdb" -c "COPY invoices TO '$dir/sales.json' (FORMAT json)" >/dev/null 2>&1 || true
[ -s "$dir/sales.parquet" ] && [ -s "$dir/sales.csv" ] && [ -s "$dir/sales.json" ]
cat >"$dir/by-country.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "invoices", "columns": [
  {"column": "BillingCountry"}]}],
 "group_by": {"group_by_columns": [{"table": "invoices", "column": "BillingCountry"}],
   "aggregates": [{"function": "SUM", "table": "invoices", "column": "Total",
     "alias": "revenue"}]},
 "order_by": [{"table": "invoices", "column": "BillingCountry"}]}
EOF
"$PLANSQL" run --db "$db" --format tsv "$dir/by-country.json" >"$dir/table.tsv"
[ "$(wc -l <"$dir/table.tsv")" -gt 5 ]
for file in sales.parquet sales.csv sales.json; do
	"$PLANSQL" catalog --db duckdb: --attach "invoices=$dir/$file" >"$dir/file.json"
	"${PYTHON3:-/usr/bin/python3}" - "$dir/file.json" <<'PY'
import json, sys
tables = json.load(open(sys.argv[1]))
assert [t["table_name"] for t in tables] == ["invoices"], tables
assert "schema" not in tables[0] and tables[0]["metadata"]["kind"] == "view"
assert "BillingCountry" in [c["column_name"] for c in tables[0]["columns"]]
PY
	"$PLANSQL" run --db duckdb::memory: --attach "invoices=$dir/$file" \
		--format tsv "$dir/by-country.json" >"$dir/file.tsv"
	same_rows "$dir/table.tsv" "$dir/file.tsv" "$file"
done
"$PLANSQL" catalog --db duckdb: --attach "shop=$dir/demo.duckdb" >"$dir/shop.json"
grep -q '"schema": "shop"' "$dir/shop.json"
echo "duckdb: Parquet, CSV and JSON files attached are tables, a DuckDB file a schema"

# A CSV file whose numbers are text ("null" for none) and whose flags
# are T and F: compared as the data holds them, as on SQLite
cars="$top_srcdir/tests/data/golden/run"
printf 'id,name,horsepower,automatic\n1,a,46,F\n2,b,150,T\n3,c,165,T\n4,d,null,T\n5,e,95,F\n6,f,200,F\n' >"$dir/cars.csv"
"$PLANSQL" run --db duckdb: --attach "cars=$dir/cars.csv" --format tsv \
	"$cars/cars-filters.json" 2>/dev/null >"$dir/cars.tsv"
printf 'name\nb\nc\n' | diff -u - "$dir/cars.tsv"
"$PLANSQL" run --db duckdb: --attach "cars=$dir/cars.csv" --format tsv \
	"$cars/cars-range.json" 2>/dev/null >"$dir/cars.tsv"
printf 'least\tmost\n46\t200\n' | diff -u - "$dir/cars.tsv"
for p in "$cars"/cars-*.json; do
	"$PLANSQL" compile --db duckdb: --attach "cars=$dir/cars.csv" "$p" \
		>"$dir/compiled.sql" 2>/dev/null
	"$PLANSQL" run --db duckdb: --attach "cars=$dir/cars.csv" --show-sql \
		--rows 1 -o "$dir/rows" "$p" 2>&1 >/dev/null | grep -v "^$p:" |
		diff -u "$dir/compiled.sql" -
done
echo "duckdb: a CSV file's numbers and flags kept as text compare as on SQLite"
./tests/engines/duckdb-load "$dir/types.duckdb" <"$top_srcdir/tests/data/types/types.sql"
types_give_their_rows DuckDB "duckdb:$dir/types.duckdb"

# ask over a Parquet file: the model's plan (a fake model server,
# tests/cli/fake_llm.py) audited against the file's catalog and run on
# it, with the rows plansql run gives
work=$dir
# shellcheck source=tests/cli/fake_llm.sh
. "$top_srcdir/tests/cli/fake_llm.sh"
"${PYTHON3:-/usr/bin/python3}" - "$dir/by-country.json" >"$dir/script.json" <<'PY'
import json, sys
print(json.dumps([{"api": "openai", "content": open(sys.argv[1]).read()}]))
PY
PYTHON3=${PYTHON3:-/usr/bin/python3} fake_llm_start
"$PLANSQL" run --db duckdb: --attach "invoices=$dir/sales.parquet" \
	"$dir/by-country.json" >"$dir/run.txt"
PLANSQL_LLM_KEY=k "$PLANSQL" ask --llm "http://127.0.0.1:$fake_llm_port/v1" \
	--model m --db duckdb: --attach "invoices=$dir/sales.parquet" \
	"What is the revenue of each billing country?" >"$dir/ask.txt"
diff -u "$dir/run.txt" "$dir/ask.txt"
[ "$(wc -l <"$dir/ask.txt")" -gt 5 ]
# the model was shown the file's columns, with values found in them
grep -q 'invoices(InvoiceId INTEGER, .*BillingCountry VARCHAR e.g.' "$dir/log"
fake_llm_stop || true # wait gives the stopped server's status
echo "duckdb: plansql ask answers over a Parquet file attached to DuckDB"

# What cannot be opened says why, on one line
status=0
"$PLANSQL" run --db "duckdb:$dir/missing.duckdb" "$plan" 2>"$dir/err" || status=$?
[ "$status" -eq 2 ] && grep -q 'the DuckDB file ".*missing.duckdb" does not exist' "$dir/err"
status=0
PLANSQL_LIBDUCKDB="$dir/no-such-lib.so" "$PLANSQL" catalog --db duckdb: 2>"$dir/err" || status=$?
[ "$status" -ne 0 ] && grep -q 'no-such-lib.so cannot be loaded' "$dir/err"
echo "duckdb: a missing file or library is an error that says so"
