#!/bin/sh
# plansql on the MariaDB server engines.sh started (DIR holds its env.sh):
# the library's own checks of a MySQL session (tests/unit/check_database
# mysql); the password from the name, MYSQL_PWD or ~/.my.cnf; run (with
# and without --params), the shell, explain, explain --steps and eval
# print what they print on the demo SQLite file; SQL written for MySQL
# imports to plans that give the server's rows; the time limit and
# Ctrl-C stop the statement on the server (the processlist shows
# nothing left).
#   tests/engines/engines-mysql.sh DIR
set -eu
dir=$1
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
: "${PLANSQL:=./plansql}"
# shellcheck disable=SC1091 # written by servers.sh
. "$dir/env.sh"
# shellcheck source=tests/engines/checks.sh
. "$top_srcdir/tests/engines/checks.sh"
uri="mariadb://$PLANSQL_TEST_MYSQL_USER@/$PLANSQL_TEST_MYSQL_DATABASE?socket=$PLANSQL_TEST_MYSQL_SOCKET"
demo=sqlite:examples/demo.db
plan="$top_srcdir/examples/plans/top-tracks.json"

./tests/unit/check_database mysql

# run: the rows of SQLite, in every format; mysql:// names it too
for format in tsv json csv; do
	"$PLANSQL" run --db "$demo" --format $format "$plan" >"$dir/sqlite.out"
	"$PLANSQL" run --db "$uri" --format $format "$plan" | diff -u "$dir/sqlite.out" -
done
"$PLANSQL" run --db "mysql://${uri#mariadb://}" --format tsv --rows 3 "$plan" >"$dir/my.tsv"
[ "$(wc -l <"$dir/my.tsv")" -eq 4 ]
for p in "$top_srcdir"/examples/plans/*.json; do
	"$PLANSQL" run --db "$demo" --format tsv "$p" >"$dir/sqlite.tsv" 2>/dev/null || continue
	"$PLANSQL" run --db "$uri" --format tsv "$p" 2>/dev/null >"$dir/my.tsv" ||
		{ echo "engines: $p runs on SQLite, not on MariaDB" >&2; exit 1; }
	same_rows "$dir/sqlite.tsv" "$dir/my.tsv" "$p"
done
echo "engines: plansql run gives the same rows on MariaDB as on SQLite"
compile_is_run MariaDB "$uri"

# The password: in the name (%-encoded), from MYSQL_PWD, or from the
# [client] group of ~/.my.cnf; never shown when refused.
mariadb --no-defaults -S "$PLANSQL_TEST_MYSQL_SOCKET" -u "$PLANSQL_TEST_MYSQL_USER" -e \
	"CREATE USER 'reader'@'localhost' IDENTIFIED BY 'p@ss:w/rd';
	 GRANT SELECT ON $PLANSQL_TEST_MYSQL_DATABASE.* TO 'reader'@'localhost'"
reader="mysql://reader@/$PLANSQL_TEST_MYSQL_DATABASE?socket=$PLANSQL_TEST_MYSQL_SOCKET"
"$PLANSQL" run --db "$demo" --format tsv --rows 2 "$plan" >"$dir/sqlite.tsv"
"$PLANSQL" run --format tsv --rows 2 --db \
	"mysql://reader:p%40ss%3Aw%2Frd@/$PLANSQL_TEST_MYSQL_DATABASE?socket=$PLANSQL_TEST_MYSQL_SOCKET" \
	"$plan" | diff -u "$dir/sqlite.tsv" -
MYSQL_PWD='p@ss:w/rd' "$PLANSQL" run --db "$reader" --format tsv --rows 2 "$plan" |
	diff -u "$dir/sqlite.tsv" -
mkdir -p "$dir/home"
printf '[client]\npassword=p@ss:w/rd\n' >"$dir/home/.my.cnf"
HOME="$dir/home" "$PLANSQL" run --db "$reader" --format tsv --rows 2 "$plan" |
	diff -u "$dir/sqlite.tsv" -
status=0
"$PLANSQL" run --format tsv --db \
	"mysql://reader:wrong@/$PLANSQL_TEST_MYSQL_DATABASE?socket=$PLANSQL_TEST_MYSQL_SOCKET" \
	"$plan" >/dev/null 2>"$dir/denied.err" || status=$?
[ "$status" -eq 2 ] && grep -q "Access denied for user 'reader'" "$dir/denied.err" &&
	! grep -q wrong "$dir/denied.err" ||
	{ echo "engines: a wrong password: exit $status, $(cat "$dir/denied.err")" >&2; exit 1; }
mariadb --no-defaults -S "$PLANSQL_TEST_MYSQL_SOCKET" -u "$PLANSQL_TEST_MYSQL_USER" -e \
	"DROP USER 'reader'@'localhost'"
echo "engines: the MariaDB password comes from the name, MYSQL_PWD or ~/.my.cnf"

# a value that reads as SQL is a value, written into the SQL or bound:
# no row has it, and the tables are as they were
cat >"$dir/write.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "tracks", "columns": [
  {"column": "Name"}], "filters": [{"column": "Name", "op": "=",
  "value": "x'); DELETE FROM tracks; --"}]}]}
EOF
for params in "" --params; do
	# shellcheck disable=SC2086 # $params is one option or none
	"$PLANSQL" run --db "$uri" $params --format tsv "$dir/write.json" \
		>"$dir/write.tsv" 2>/dev/null
	[ "$(cat "$dir/write.tsv")" = Name ]
done
"$PLANSQL" run --db "$demo" --format tsv "$plan" >"$dir/sqlite.tsv"
"$PLANSQL" run --db "$uri" --format tsv "$plan" | diff -u "$dir/sqlite.tsv" -

# run --params: the values bound to a statement prepared on the server,
# the rows of the literal form
params_give_literal_rows MariaDB "$uri" '\?'

# the shell: the same rows as on SQLite after the same patches
printf 'add tracks.Composer\nremove albums.Title\norder tracks.TrackId\nlimit 4\nfilter genres.Name = Jazz\nundo\nredo\nrun\n' \
	>"$dir/session"
"$PLANSQL" shell --db "$uri" --rows 3 "$plan" <"$dir/session" \
	>"$dir/shell-my.txt" 2>/dev/null
"$PLANSQL" shell --db "$demo" --rows 3 "$plan" <"$dir/session" \
	>"$dir/shell-sqlite.txt" 2>/dev/null
grep -e ' | ' -e '^(' "$dir/shell-sqlite.txt" >"$dir/shell-sqlite.rows"
grep -e ' | ' -e '^(' "$dir/shell-my.txt" | diff -u "$dir/shell-sqlite.rows" -
grep -q "WHERE \`genres\`.\`Name\` = 'Jazz'" "$dir/shell-my.txt"
[ "$(grep -c '^(4 rows)$' "$dir/shell-my.txt")" -eq 1 ]
echo "engines: patches and the shell work on MariaDB as on SQLite"

# explain: MariaDB's EXPLAIN as a table; the steps count as on SQLite
"$PLANSQL" explain --db "$uri" "$plan" >"$dir/explain-my.txt"
head -n 1 "$dir/explain-my.txt" | grep -q '^id *| select_type *| table '
grep -q '| tracks ' "$dir/explain-my.txt"
for steps in "$top_srcdir/tests/data/golden/steps/long-easy-listening-tracks.json" \
	"$top_srcdir/examples/plans/revenue-by-country.json" \
	"$top_srcdir/examples/plans/customers-without-invoices.json" "$plan"; do
	"$PLANSQL" explain --steps --format tsv --db "$uri" "$steps" \
		>"$dir/steps-my.tsv" 2>/dev/null
	"$PLANSQL" explain --steps --format tsv --db "$demo" "$steps" \
		>"$dir/steps-sqlite.tsv" 2>/dev/null
	diff -u "$dir/steps-sqlite.tsv" "$dir/steps-my.tsv"
done
echo "engines: plansql explain shows MariaDB's plan, and the steps count as on SQLite"

# The time limit and Ctrl-C: the statement stops on the server, not only
# in plansql (the processlist shows nothing left).
my_active() { # the other sessions running the slow query
	mariadb --no-defaults --batch --skip-column-names \
		-S "$PLANSQL_TEST_MYSQL_SOCKET" -u "$PLANSQL_TEST_MYSQL_USER" -e \
		"SELECT count(*) FROM information_schema.processlist
		 WHERE info LIKE '%MediaTypeId%' AND id <> connection_id()"
}
stops_on_server MariaDB "$uri" my_active

# SQL written for MySQL, imported (--from follows --db) and run, gives
# the rows the server gives for it: double-quoted strings, LIKE with the
# column's collation (the catalog's collation_name), backticks, LIMIT
# a, b, '/', IFNULL, YEAR(), DATE_FORMAT's digits, # comments and a
# column a joined key determines
mysql_rows() { # SQL
	mariadb --no-defaults -S "$PLANSQL_TEST_MYSQL_SOCKET" \
		-u "$PLANSQL_TEST_MYSQL_USER" -D "$PLANSQL_TEST_MYSQL_DATABASE" \
		-N -B -e "$1" >"$dir/server.tsv"
	printf '%s\n' "$1" | "$PLANSQL" import --db "$uri" - >"$dir/imported.json"
	"$PLANSQL" run --db "$uri" --format tsv "$dir/imported.json" |
		tail -n +2 >"$dir/imported.tsv"
	same_rows "$dir/server.tsv" "$dir/imported.tsv" "$1"
}
mysql_rows 'SELECT Name FROM genres WHERE Name = "Rock"'
# the demo database's collation, utf8mb4_bin, tells case apart
mysql_rows "SELECT count(*) FROM albums WHERE Title LIKE 'the%'"
mysql_rows 'SELECT `Name`, TrackId FROM tracks ORDER BY TrackId LIMIT 3, 4'
mysql_rows 'SELECT TrackId, Milliseconds / 1000 FROM tracks ORDER BY TrackId LIMIT 5'
mysql_rows "SELECT TrackId, IFNULL(Composer, 'nobody') FROM tracks ORDER BY TrackId LIMIT 10"
mysql_rows 'SELECT YEAR(InvoiceDate) AS y, count(*) FROM invoices GROUP BY YEAR(InvoiceDate) ORDER BY y'
mysql_rows "SELECT count(*) FROM invoices WHERE DATE_FORMAT(InvoiceDate, '%Y') >= '2023' AND DATE_FORMAT(InvoiceDate, '%m') = '03'"
mysql_rows 'SELECT a.Title, count(*) FROM tracks t JOIN albums a ON t.AlbumId = a.AlbumId GROUP BY t.AlbumId ORDER BY t.AlbumId'
mysql_rows 'SELECT FirstName FROM customers WHERE Country = "USA" # the US
ORDER BY CustomerId'
echo "engines: SQL written for MariaDB, imported, gives the server's rows"

# plansql eval on MariaDB: the worked example's plan replies judged as on
# SQLite (the gold queries run on the server, ask's EXPLAIN and the
# answers too)
questions="$top_srcdir/examples/eval/questions.jsonl"
replies="$top_srcdir/examples/eval/replies.jsonl"
"$PLANSQL" eval --db "$demo" --replay "$replies" "$questions" >"$dir/eval-sqlite.txt"
"$PLANSQL" eval --db "$uri" --replay "$replies" "$questions" >"$dir/eval-my.txt"
grep '^plans: ' "$dir/eval-sqlite.txt" >"$dir/eval-sqlite.summary"
grep '^plans: ' "$dir/eval-my.txt" | diff -u "$dir/eval-sqlite.summary" -
grep -q '^plans: correct 6 of 8' "$dir/eval-my.txt"
echo "engines: plansql eval judges the answers on MariaDB as on SQLite"
