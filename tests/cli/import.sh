#!/bin/bash
# plansql import end to end: a plan's SQL imported and compiled back,
# -o, --format json, refusals with their line and column, names resolved
# with -c and --db, usage errors; and plansql shell and plansql patch
# started from a .sql file.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
catalog="$top_srcdir/examples/demo/catalog.json"
db="sqlite:$top_builddir/examples/demo.db"
now=2026-01-15

# An example plan's SQL imported and compiled again: the same SQL
plan="$top_srcdir/examples/plans/customers-per-sales-rep.json"
plansql compile -d postgres --now "$now" -c "$catalog" "$plan" \
	>"$work/first.sql" 2>"$work/err" || fail "compile: $(cat "$work/err")"
expect 0 plansql import -c "$catalog" "$work/first.sql"
contains "$work/out" '"selections"'
plansql compile -d postgres --now "$now" -c "$catalog" "$work/out" \
	>"$work/second.sql" 2>"$work/err" || fail "compile back: $(cat "$work/err")"
same "$work/first.sql" "$work/second.sql"
# the same from standard input
expect 0 plansql import -c "$catalog" - <"$work/first.sql"
plansql compile -d postgres --now "$now" -c "$catalog" "$work/out" \
	>"$work/again.sql" 2>/dev/null
same "$work/first.sql" "$work/again.sql"

# -o writes the plan; a refused import leaves the file as it was
expect 0 plansql import -c "$catalog" -o "$work/plan.json" "$work/first.sql"
checks=$((checks + 1))
[ -s "$work/plan.json" ] && [ ! -s "$work/out" ] ||
	fail "-o: the plan belongs in the file, not on standard output"
plansql compile -d postgres --now "$now" -c "$catalog" "$work/plan.json" \
	>"$work/from-file.sql" 2>/dev/null
same "$work/first.sql" "$work/from-file.sql"
cp "$work/plan.json" "$work/kept.json"
printf 'SELECT FROM WHERE' >"$work/broken.sql"
expect 1 plansql import -o "$work/plan.json" "$work/broken.sql"
same "$work/kept.json" "$work/plan.json"

# --format json: the result, with the plan, and each diagnostic's line
# and column
json_field() { # FILE EXPRESSION: prints the Python expression on d
	"$PYTHON3" -c 'import json, sys
d = json.load(open(sys.argv[1]))
print(eval(sys.argv[2]))' "$1" "$2"
}
expect 0 plansql import --format json -c "$catalog" "$work/first.sql"
checks=$((checks + 1))
[ "$(json_field "$work/out" 'type(d["plan"]).__name__')" = dict ] ||
	fail "--format json has the plan: $(head -c 300 "$work/out")"
printf 'SELECT "Name"\n  FROM tracks\n WHERE now() > 1\n' >"$work/where.sql"
expect 1 plansql import --format json -c "$catalog" "$work/where.sql"
checks=$((checks + 1))
[ "$(json_field "$work/out" 'd["plan"]')" = None ] ||
	fail "a refused import has no plan: $(head -c 300 "$work/out")"
checks=$((checks + 1))
[ "$(json_field "$work/out" '[(x["line"], x["column"]) for x in d["diagnostics"]][0]')" = "(3, 8)" ] ||
	fail "the diagnostic's line and column: $(cat "$work/out")"
lacks "$work/err" "at line"

# Refusals: status 1, the construct's line and column, no plan
refused() { # SQL "at line L, column C"
	printf '%s\n' "$1" >"$work/refused.sql"
	expect 1 plansql import -c "$catalog" "$work/refused.sql"
	contains "$work/err" "$work/refused.sql: error[import-"
	contains "$work/err" "$2"
	checks=$((checks + 1))
	[ ! -s "$work/out" ] || fail "a refused import printed: $(head -c 300 "$work/out")"
}
refused 'INSERT INTO tracks ("Name") VALUES ($$x$$)' "at line 1, column 1"
refused 'SELECT "Name" FROM tracks;
  SELECT "Title" FROM albums' "a second statement"
refused 'SELECT a."Title", c.n
FROM albums a, LATERAL (SELECT count(*) AS n FROM tracks t
  WHERE t."AlbumId" = a."AlbumId") c' "at line 2, column 32"
refused 'SELECT 1;

WITH RECURSIVE n(x) AS (SELECT 1) SELECT x FROM n' "a second statement"
refused 'WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n WHERE x < 5)
SELECT x FROM n' "WITH RECURSIVE at line 1, column 1"
refused '
  WITH RECURSIVE n(x) AS (SELECT 1) SELECT x FROM n' "at line 2, column 3"
refused 'SELECT now() FROM tracks' "at line 1, column 8"
refused 'SELECT "Name"
FROM tracks WHERE "Name" = ' "error[import-syntax]"
contains "$work/err" "at line 3, column 1"
refused 'SELECT "Name" FROM tracks WHERE "Name" ==  1' "at line 1, column 40"

# Names: an unqualified column is the one table's of FROM that has it,
# with -c or --db; without a catalog nothing says which; a column of
# both tables is ambiguous
printf 'SELECT "Title", "Milliseconds"\nFROM albums JOIN tracks ON albums."AlbumId" = tracks."AlbumId"\n' \
	>"$work/two.sql"
for source in "-c $catalog" "--db $db"; do
	# shellcheck disable=SC2086 # the option and its value
	expect 0 plansql import $source "$work/two.sql"
	checks=$((checks + 1))
	[ "$(json_field "$work/out" '[(c["table"], c["column"]) for s in d["selections"] for c in s["columns"]]')" = \
		"[('albums', 'Title'), ('tracks', 'Milliseconds')]" ] ||
		fail "$source: the columns' tables: $(cat "$work/out")"
done
expect 1 plansql import "$work/two.sql"
contains "$work/err" "cannot tell which table column \"Title\" is of at line 1, column 8"
printf 'SELECT "AlbumId"\n  FROM albums JOIN tracks ON albums."AlbumId" = tracks."AlbumId"\n' \
	>"$work/both.sql"
expect 1 plansql import --db "$db" "$work/both.sql"
contains "$work/err" "is in more than one table of FROM at line 1, column 8"

# Usage errors: status 2
expect 2 plansql import
contains "$work/err" "give one SQL file"
expect 2 plansql import "$work/two.sql" "$work/two.sql"
expect 2 plansql import --format xml "$work/two.sql"
contains "$work/err" "--format is plan or json"
expect 2 plansql import --no-such-option "$work/two.sql"
expect 2 plansql import "$work/no-such-file.sql"
expect 2 plansql import -c "$work/no-such-catalog.json" "$work/two.sql"

# GROUP BY without an aggregate, and aggregates inside an expression,
# import and give SQLite's own rows
sqlite_tsv() { # SQL-FILE: the rows SQLite gives, tab-separated
	"$PYTHON3" -c 'import sqlite3, sys
for row in sqlite3.connect(sys.argv[1]).execute(open(sys.argv[2]).read()):
    print("\t".join("\\N" if v is None else str(v) for v in row))' \
		"$top_builddir/examples/demo.db" "$1"
}
imports_as_sqlite_reads() { # SQL
	printf '%s\n' "$1" >"$work/grouped.sql"
	sqlite_tsv "$work/grouped.sql" >"$work/sqlite.tsv"
	expect 0 plansql import --db "$db" -o "$work/grouped.json" "$work/grouped.sql"
	expect 0 plansql run --db "$db" -f tsv --no-header "$work/grouped.json"
	same "$work/sqlite.tsv" "$work/out"
}
imports_as_sqlite_reads 'SELECT Country FROM customers GROUP BY Country ORDER BY Country'
imports_as_sqlite_reads 'SELECT c.Country, round(avg(i.Total), 2)
FROM customers c JOIN invoices i ON i.CustomerId = c.CustomerId
GROUP BY c.Country ORDER BY c.Country'
imports_as_sqlite_reads 'SELECT BillingCountry, BillingCity FROM invoices
GROUP BY BillingCountry, BillingCity ORDER BY 1, 2 LIMIT 7'

# patch: a .sql file is imported first, then patched
top="$work/Top Tracks.SQL" # any case, and a space
printf 'SELECT t."Name", t."Milliseconds"\nFROM tracks t\nORDER BY t."Milliseconds" DESC\n' >"$top"
expect 0 plansql patch -c "$catalog" --limit 3 --sql -d postgres "$top"
contains "$work/out" 'ORDER BY "t"."Milliseconds" DESC'
contains "$work/out" "LIMIT 3;"
expect 0 plansql patch --db "$db" --add-column t.Composer "$top"
contains "$work/out" '"column": "Composer"'
contains "$work/out" '"column": "Milliseconds"'
# a refused import: its diagnostics under the file's name, status 1,
# nothing else done (no output file)
printf 'SELECT "Name"\nFROM tracks\nWHERE now() > 1\n' >"$work/refused.sql"
expect 1 plansql patch -c "$catalog" --limit 3 -o "$work/patched.json" "$work/refused.sql"
contains "$work/err" "$work/refused.sql: error[import-unsupported]"
contains "$work/err" "at line 3, column 7"
checks=$((checks + 1))
[ ! -e "$work/patched.json" ] || fail "a refused import wrote the patched plan"
# standard input stays a plan: SQL there is not JSON
expect 1 plansql patch -c "$catalog" --limit 3 - <"$top"
lacks "$work/err" "import"
# a plan file whose name does not end in .sql is read as a plan
cp "$top" "$work/top.sql.txt"
expect 1 plansql patch -c "$catalog" --limit 3 "$work/top.sql.txt"
lacks "$work/err" "import"
expect 0 plansql patch --help
contains "$work/out" "PLAN.json|QUERY.sql|-"
contains "$work/out" "Standard input (-) is always a plan."

# shell: the session starts from the imported query
printf 'limit 2\nsql\n' >"$work/commands"
expect 0 plansql shell --db "$db" --rows 5 "$top" <"$work/commands"
contains "$work/out" 'ORDER BY "t"."Milliseconds" DESC'
contains "$work/out" "LIMIT 2;"
contains "$work/out" "(2 rows)"
expect 1 plansql shell --db "$db" "$work/refused.sql" <"$work/commands"
contains "$work/err" "$work/refused.sql: error[import-unsupported]"
contains "$work/err" "at line 3, column 7"
lacks "$work/out" "LIMIT"
expect 0 plansql shell --help
contains "$work/out" "PLAN.json|QUERY.sql"
contains "$work/out" "whose name ends in .sql"

finish import
