#!/bin/sh
# What the data holds, read in every clause (docs/types.md): the plans of
# tests/data/types on a SQLite file of numbers and flags kept as text
# give the rows they mean (engines.sh and duckdb.sh run them on the other
# engines), and the catalog of their golden SQL is that file's.
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
finish types
