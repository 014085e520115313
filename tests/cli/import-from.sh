#!/bin/bash
# plansql import --from: SQL written for SQLite gives, imported and run,
# the rows sqlite3 gives for it on the demo database (double-quoted
# strings, LIKE ignoring case, GLOB, LIMIT a, b, IFNULL, a bare column a
# key determines, an unnamed subquery in FROM, strftime's digits); --from follows --db and
# is overridden by --from; a refusal points into the user's text; usage
# errors.  MariaDB's own reading is checked in tests/engines.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
catalog="$top_srcdir/examples/demo/catalog.json"
file="$top_builddir/examples/demo.db"
db="sqlite:$file"

# SQLite's rows and the imported plan's are the same
same_rows() { # SQL
	checks=$((checks + 1))
	sqlite3 -batch -nullvalue '\N' -separator "$(printf '\t')" "$file" "$1" \
		>"$work/sqlite.tsv" 2>"$work/err" ||
		{ fail "sqlite3 refuses $1: $(cat "$work/err")"; return; }
	[ -s "$work/sqlite.tsv" ] || { fail "no rows from sqlite3 for $1"; return; }
	printf '%s\n' "$1" >"$work/query.sql"
	plansql import --db "$db" -o "$work/plan.json" "$work/query.sql" \
		2>"$work/err" || { fail "import of $1: $(cat "$work/err")"; return; }
	plansql run --db "$db" --format tsv "$work/plan.json" 2>"$work/err" |
		tail -n +2 >"$work/plansql.tsv"
	cmp -s "$work/sqlite.tsv" "$work/plansql.tsv" ||
		fail "$1: $(diff "$work/sqlite.tsv" "$work/plansql.tsv" | head -n 10)"
}
same_rows 'SELECT Name FROM genres WHERE Name = "Rock"'
same_rows "SELECT count(*) FROM albums WHERE Title LIKE 'the%'"
same_rows "SELECT Name FROM tracks WHERE Name GLOB 'T*e?' ORDER BY TrackId"
same_rows 'SELECT [Name], `TrackId` FROM tracks ORDER BY TrackId LIMIT 3, 4'
same_rows "SELECT TrackId, IFNULL(Composer, 'nobody') FROM tracks ORDER BY TrackId LIMIT -1 OFFSET 295"
same_rows 'SELECT a.Title, count(*) FROM tracks t JOIN albums a ON t.AlbumId = a.AlbumId GROUP BY t.AlbumId ORDER BY t.AlbumId'
same_rows 'SELECT count(*) FROM (SELECT GenreId FROM tracks WHERE Milliseconds > 200000)'
same_rows "SELECT count(*) FROM invoices WHERE strftime('%Y', InvoiceDate) = '2024' AND strftime('%m', InvoiceDate) IN ('01', '12')"
same_rows "SELECT FirstName FROM customers WHERE \"Country\" = \"USA\" -- the US
  ORDER BY CustomerId"

# --from follows --db, else PostgreSQL; --from overrides both
printf 'SELECT count(*) FROM genres WHERE Name = "Rock"\n' >"$work/rock.sql"
expect 0 plansql import --db "$db" "$work/rock.sql"
contains "$work/out" '"value": "Rock"'
contains "$work/out" '"alias": "count(*)"'
expect 1 plansql import -c "$catalog" "$work/rock.sql"
contains "$work/err" "no column \"Rock\" in FROM at line 1, column 42"
expect 1 plansql import --db "$db" --from postgres "$work/rock.sql"
contains "$work/err" "error[import-name]"
expect 0 plansql import -c "$catalog" --from mysql "$work/rock.sql"
contains "$work/out" '"alias": "count(*)"'
# MySQL's strings and T-SQL's TOP, with positions in the user's text
printf 'SELECT `Name` FROM tracks\nWHERE Name = "it\\"s" AND Nope = 1\n' >"$work/my.sql"
expect 1 plansql import -c "$catalog" --from mysql "$work/my.sql"
contains "$work/err" "$work/my.sql: error[import-name]: no column \"nope\" in FROM at line 2, column 26"
printf 'SELECT TOP 3 [Name]\nFROM [tracks] ORDER BY [Milliseconds] DESC;\n' >"$work/top.sql"
expect 0 plansql import -c "$catalog" --from tsql "$work/top.sql"
contains "$work/out" '"limit": 3'
# a shell and a patch started from a .sql file read it as --from says
printf 'SELECT `Name` FROM tracks WHERE Name = "x"\n' >"$work/my.sql"
expect 0 plansql patch -c "$catalog" --from mariadb --limit 2 -d sqlite --sql "$work/my.sql"
contains "$work/out" "WHERE \"tracks\".\"Name\" = 'x'"
printf 'sql\n' >"$work/commands"
expect 0 plansql shell --db "$db" "$work/rock.sql" <"$work/commands"
contains "$work/out" "= 'Rock'"

# Usage errors
expect 2 plansql import --from oracle "$work/rock.sql"
contains "$work/err" "--from takes sqlite, mysql, postgres or tsql, not 'oracle'"
expect 0 plansql import --help
contains "$work/out" "--from ENGINE"

finish import-from
