#!/bin/sh
# What the data holds, read in every clause (docs/types.md): the plans of
# tests/data/types on a SQLite file of numbers and flags kept as text
# give the rows they mean (engines.sh and duckdb.sh run them on the other
# engines), and the catalog of their golden SQL is that file's; import
# refuses SQL that reads such a column otherwise than a plan does.
. "${top_srcdir:-.}/tests/cli/lib.sh"
dir=$work
# shellcheck source=tests/engines/checks.sh
. "$top_srcdir/tests/engines/checks.sh"

"$PYTHON3" -c 'import sqlite3, sys
sqlite3.connect(sys.argv[1]).executescript(open(sys.argv[2]).read())' \
	"$work/types.db" "$top_srcdir/tests/data/types/types.sql" || exit 1
checks=$((checks + 1))
types_give_their_rows SQLite "sqlite:$work/types.db" || fail "see above"
# the catalog the golden SQL of these plans is compiled against
# (tests/data/golden/types) is what the database's data holds
expect 0 plansql catalog --db "sqlite:$work/types.db"
same "$top_srcdir/tests/data/golden/types/catalog.json" "$work/out"

# import: SQL reads the text a column stores, where a plan reads what its
# data holds; each reading that gives other rows is refused, at its place
stored_refused() { # SQL "at line L, column C"
	printf '%s\n' "$1" >"$work/stored.sql"
	expect 1 plansql import --db "sqlite:$work/types.db" "$work/stored.sql"
	contains "$work/err" "error[import-stored-text]"
	contains "$work/err" "$2"
}
stored_refused 'SELECT name FROM cars ORDER BY mpg' "at line 1, column 32"
stored_refused 'SELECT max(mpg) FROM cars' "at line 1, column 8"
stored_refused 'SELECT name FROM cars WHERE horsepower > 150' "at line 1, column 40"
# ... where MySQL compares the numbers, as the plan does
printf '%s\n' 'SELECT name FROM cars WHERE horsepower > 150' >"$work/stored.sql"
expect 0 plansql import --from mysql --db "sqlite:$work/types.db" "$work/stored.sql"
stored_refused 'SELECT count(mpg) FROM cars' "at line 1, column 8"
stored_refused 'SELECT avg(mpg) FROM cars' "at line 1, column 8"
stored_refused 'SELECT name FROM cars WHERE mpg IS NULL' "at line 1, column 33"
stored_refused 'SELECT name, rank() OVER (ORDER BY horsepower) FROM cars' \
	"at line 1, column 36"
stored_refused 'SELECT name, max(mpg) OVER () FROM cars' "at line 1, column 14"
stored_refused 'SELECT title FROM events ORDER BY born' "at line 1, column 35"
stored_refused "SELECT title FROM events WHERE born = '1986-05-26'" \
	"at line 1, column 37"
stored_refused 'SELECT min(born) FROM events' "at line 1, column 8"
# "null" is a row to SQL's <>, NOT IN and arithmetic, no value to a plan
stored_refused 'SELECT name FROM cars WHERE mpg <> 9' "at line 1, column 33"
stored_refused "SELECT name FROM cars WHERE mpg NOT IN (SELECT mpg FROM cars WHERE origin = 'usa')" \
	"at line 1, column 29"
stored_refused 'SELECT name, mpg * 2 FROM cars' "at line 1, column 14"
stored_refused 'SELECT name FROM cars WHERE CAST(mpg AS REAL) < 20' "at line 1, column 34"
# "18.0" and "18" are one number and two texts; so are two date spellings
stored_refused 'SELECT name FROM cars WHERE mpg = 18.0' "at line 1, column 33"
stored_refused "SELECT title FROM events WHERE born = 'may 26, 1986'" \
	"at line 1, column 37"
# two columns compared: their texts in SQL, their numbers in a plan
stored_refused 'SELECT name FROM cars WHERE horsepower > mpg' "at line 1, column 40"
stored_refused 'SELECT name FROM cars WHERE mpg IN (SELECT horsepower FROM cars)' \
	"at line 1, column 29"
# where the values the data keeps give the same rows both ways, a
# warning (an error with --strict): the meanings still differ
printf '%s\n' "SELECT name FROM cars WHERE horsepower BETWEEN '100' AND '200'" \
	>"$work/stored.sql"
expect 0 plansql import --db "sqlite:$work/types.db" "$work/stored.sql"
contains "$work/err" "warning[import-stored-text]"
contains "$work/err" "give the same rows either way at line 1, column 40"
expect 1 plansql import --strict --db "sqlite:$work/types.db" "$work/stored.sql"
# a string the audit would respell to the column's value: SQLite's =
# finds no row where the plan would; MySQL's, ignoring case, finds it
printf '%s\n' "SELECT name FROM cars WHERE origin = 'USA'" >"$work/stored.sql"
expect 1 plansql import --db "sqlite:$work/types.db" "$work/stored.sql"
contains "$work/err" 'error[import-value-spelling]: no row has "origin" = "USA"'
contains "$work/err" 'reads it as "usa"'
expect 0 plansql import --from mysql --db "sqlite:$work/types.db" "$work/stored.sql"
# ... and what reads alike imports and gives SQLite's rows
stored_as_sqlite() { # SQL
	printf '%s\n' "$1" >"$work/stored.sql"
	"$PYTHON3" -c 'import sqlite3, sys
for row in sqlite3.connect(sys.argv[1]).execute(open(sys.argv[2]).read()):
    print("\t".join("" if v is None else str(v) for v in row))' \
		"$work/types.db" "$work/stored.sql" >"$work/sqlite.tsv"
	expect 0 plansql import --db "sqlite:$work/types.db" -o "$work/stored.json" "$work/stored.sql"
	expect 0 plansql run --db "sqlite:$work/types.db" -f tsv --no-header "$work/stored.json"
	same "$work/sqlite.tsv" "$work/out"
}
stored_as_sqlite "SELECT name FROM cars WHERE mpg = '18'"
stored_as_sqlite "SELECT name FROM cars WHERE CAST(NULLIF(horsepower, 'null') AS REAL) > 100 ORDER BY name"
stored_as_sqlite 'SELECT name FROM cars WHERE mpg = 18'
stored_as_sqlite "SELECT count(NULLIF(mpg, 'null')) FROM cars"
stored_as_sqlite "SELECT title FROM events WHERE born = 'May 26, 1986'"
stored_as_sqlite "SELECT name FROM cars WHERE origin = 'usa' ORDER BY name"
stored_as_sqlite 'SELECT name FROM cars ORDER BY name'
finish types
