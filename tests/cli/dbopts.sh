#!/bin/sh
# The --db option on the command line: the dialect it implies, the plain
# one-line errors for what newcomers give it (a directory, a missing
# file, a path without sqlite:, a URI without its scheme, an engine's
# multi-line message), empty catalogs and unknown roles, and a hostile
# plan that leaves the SQLite database as it was.  No server is needed:
# the PostgreSQL URIs here are only read for their kind, or point at a
# closed port on this machine.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"

# the whole of stderr is this one line
error_is() { # TEXT
	checks=$((checks + 1))
	[ "$(cat "$work/err")" = "$1" ] ||
		fail "stderr is not '$1' but: $(head -c 400 "$work/err")"
}

one_line() { # FILE
	checks=$((checks + 1))
	[ "$(wc -l <"$1")" -eq 1 ] || fail "$1 is not one line: $(head -c 400 "$1")"
}

catalog="$top_srcdir/examples/demo/catalog.json"
plan="$top_srcdir/examples/plans/top-tracks.json"
demo="$top_builddir/examples/demo.db"
# a server that is not there
pg=postgresql://nobody@db.invalid/demo

# ---- the dialect comes from --db ----
expect 0 plansql compile -c "$catalog" -d postgres "$plan"
cp "$work/out" "$work/postgres.sql"
expect 0 plansql compile -c "$catalog" -d sqlite "$plan"
cp "$work/out" "$work/sqlite.sql"
checks=$((checks + 1))
cmp -s "$work/postgres.sql" "$work/sqlite.sql" &&
	fail "the test plan compiles alike for both dialects"
expect 0 plansql compile -c "$catalog" --db "sqlite:$demo" "$plan"
same "$work/out" "$work/sqlite.sql"
# an explicit -d wins, before or after --db
expect 0 plansql compile -c "$catalog" --db "sqlite:$demo" -d postgres "$plan"
same "$work/out" "$work/postgres.sql"
expect 0 plansql compile -c "$catalog" -d postgres --db "sqlite:$demo" "$plan"
same "$work/out" "$work/postgres.sql"
# --verify checks PostgreSQL output
expect 0 plansql compile -c "$catalog" --db "sqlite:$demo" -d postgres \
	--verify "$plan"
same "$work/out" "$work/postgres.sql"
# patch --sql
expect 0 plansql patch -c "$catalog" --limit 3 --sql -d postgres "$plan"
cp "$work/out" "$work/patched-postgres.sql"
expect 0 plansql patch -c "$catalog" --limit 3 --sql "$plan"
cp "$work/out" "$work/patched-sqlite.sql"
expect 0 plansql patch -c "$catalog" --db "sqlite:$demo" --limit 3 --sql \
	-d postgres "$plan"
same "$work/out" "$work/patched-postgres.sql"
expect 0 plansql patch -c "$catalog" --db "sqlite:$demo" --limit 3 --sql \
	"$plan"
same "$work/out" "$work/patched-sqlite.sql"
# with --db, every command has the database, even beside -c: what its
# data holds is read there (docs/types.md), so one that cannot be
# reached is an error, whichever the command
for db in "$pg" postgres://nobody@db.invalid/demo; do
	for command in compile audit options; do
		expect 2 plansql "$command" -c "$catalog" --db "$db" "$plan"
		one_line "$work/err"
		contains "$work/err" "plansql $command: database error: "
	done
	expect 2 plansql patch -c "$catalog" --db "$db" --limit 3 --sql "$plan"
	contains "$work/err" "plansql patch: database error: "
done

# ---- a directory, a missing file ----
mkdir "$work/dir"
expect 2 plansql run --db "sqlite:$work/dir" "$plan"
error_is "plansql run: --db: the SQLite file \"$work/dir\" is a directory, not a database file"
expect 2 plansql run --db "sqlite:$work/dir" -c "$catalog" --no-audit "$plan"
error_is "plansql run: --db: the SQLite file \"$work/dir\" is a directory, not a database file"
expect 2 plansql compile --db "sqlite:$work/dir" "$plan"
error_is "plansql compile: --db: the SQLite file \"$work/dir\" is a directory, not a database file"
expect 2 plansql catalog --db "sqlite:$work/dir"
error_is "plansql catalog: --db: the SQLite file \"$work/dir\" is a directory, not a database file"
for command in run compile audit options; do
	expect 2 plansql "$command" --db "sqlite:$work/missing.db" "$plan"
	error_is "plansql $command: --db: the SQLite file \"$work/missing.db\" does not exist; give the path of an existing SQLite file"
done
expect 2 plansql run --db "sqlite:$work/missing.db" -c "$catalog" \
	--no-audit "$plan"
contains "$work/err" "does not exist"
checks=$((checks + 1))
[ -e "$work/missing.db" ] && fail "a missing SQLite file was created"
expect 2 plansql compile --db sqlite: "$plan"
contains "$work/err" "plansql compile: --db: sqlite: is not followed by a path"

# ---- --db without a scheme ----
for command in compile audit options; do
	expect 2 plansql "$command" --db demo.db "$plan"
	error_is "plansql $command: --db: \"demo.db\" does not say which kind of database it is; for a SQLite file, name it sqlite:demo.db"
done
expect 2 plansql patch --db demo.db --limit 2 "$plan"
contains "$work/err" "name it sqlite:demo.db"
# a PostgreSQL connection string without its scheme: the accepted forms,
# and not the string itself, which may hold a password
for db in "nobody:secret@localhost/demo" "host=localhost password=secret" \
	"localhost:5432/secret"; do
	expect 2 plansql compile --db "$db" "$plan"
	one_line "$work/err"
	contains "$work/err" "plansql compile: --db: the database's name has no scheme"
	contains "$work/err" "postgresql://USER@HOST/DATABASE"
	contains "$work/err" "sqlite:PATH"
	lacks "$work/err" secret
done
expect 2 plansql compile --db mssql://root@localhost/demo "$plan"
one_line "$work/err"
contains "$work/err" 'not "mssql:" ones'
lacks "$work/err" root@
# a MySQL server that is not there: the client's words, never the name
expect 2 plansql compile --db mysql://root:secret@127.0.0.1:1/demo "$plan"
one_line "$work/err"
contains "$work/err" "plansql compile: database error: cannot read the catalog of the MySQL or MariaDB database"
lacks "$work/err" secret
expect 2 plansql compile --db mysql://root:secret@127.0.0.1:99999/demo "$plan"
contains "$work/err" "a bad host or port"
lacks "$work/err" secret
# with a catalog file, run opens the server before reading anything
expect 2 plansql run -c "$top_srcdir/examples/demo/catalog.json" \
	--db mysql://root:secret@127.0.0.1:1/demo "$plan"
one_line "$work/err"
contains "$work/err" "plansql run: database error: Can't connect to"
lacks "$work/err" secret

# ---- an engine's own words, on one line with the command's label ----
printf 'not a database at all, but long enough to be read as one.\n%.0s' \
	1 2 3 4 5 6 7 8 >"$work/text.db"
expect 2 plansql run --db "sqlite:$work/text.db" "$plan"
error_is "plansql run: database error: cannot read the catalog of the SQLite file \"$work/text.db\": file is not a database"
expect 2 plansql run --db "sqlite:$work/text.db" -c "$catalog" --no-audit \
	"$plan"
error_is "plansql run: database error: file is not a database"
expect 2 plansql catalog --db "sqlite:$work/text.db"
contains "$work/err" "plansql catalog: database error: "
# libpq's message spans lines; nothing listens on port 1 here
closed=postgresql://nobody@127.0.0.1:1/demo
expect 2 plansql run --db "$closed" -c "$catalog" --no-audit "$plan"
one_line "$work/err"
contains "$work/err" "plansql run: database error: connection to server at \"127.0.0.1\", port 1 failed: "
expect 2 plansql run --db "$closed" "$plan"
one_line "$work/err"
contains "$work/err" "plansql run: database error: cannot read the catalog of the PostgreSQL database: connection to server"
expect 2 plansql compile --db "$closed" "$plan"
one_line "$work/err"
contains "$work/err" "plansql compile: database error: "

# ---- empty catalogs ----
: >"$work/empty.json"
printf ' \n\t\r\n' >"$work/blank.json"
for file in empty blank; do
	expect 2 plansql compile -c "$work/$file.json" "$plan"
	error_is "plansql: the catalog $work/$file.json is empty; write one with 'plansql catalog --db DATABASE -o FILE' (the format: docs/plan-format.md)"
done
expect 2 plansql catalog -c "$work/empty.json"
contains "$work/err" "$work/empty.json is empty"
lacks "$work/err" "invalid-json"

# ---- an unknown role ----
printf '%s\n' '{"roles": {"analyst": {}, "auditor": {}, "support": {}}}' \
	>"$work/policy.json"
expect 2 plansql audit -c "$catalog" --policy "$work/policy.json" \
	--role analist "$plan"
contains "$work/err" 'the policy has no role "analist" (did you mean "analyst"?)'
expect 2 plansql audit -c "$catalog" --policy "$work/policy.json" \
	--role boss "$plan"
contains "$work/err" 'the policy has no role "boss" (the roles are "analyst", "auditor", "support")'
expect 2 plansql compile -c "$catalog" --policy "$work/policy.json" \
	--role Analystt "$plan"
contains "$work/err" '(did you mean "analyst"?)'

# ---- a hostile plan leaves the database as it was ----
# The database itself has a table and a column whose names end a quoted
# name and start a statement, and values that do the same; the plans
# that name them run, and change nothing.
cp "$demo" "$work/hostile.db"
"${PYTHON3:-python3}" - "$work/hostile.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute('CREATE TABLE "notes""; DROP TABLE tracks; --" '
           '("x""; DROP TABLE tracks; --" TEXT, "n" INTEGER)')
db.executemany('INSERT INTO "notes""; DROP TABLE tracks; --" VALUES (?, ?)',
               [("'); DELETE FROM tracks; --", 1), ('"; DROP TABLE tracks', 2)])
db.commit()
PY
cp "$work/hostile.db" "$work/pristine.db"
stamp() { "${PYTHON3:-python3}" -c 'import os, sys; print(os.stat(sys.argv[1]).st_mtime_ns)' "$1"; }
before=$(stamp "$work/hostile.db")
table='notes\"; DROP TABLE tracks; --'
column='x\"; DROP TABLE tracks; --'
cat >"$work/hostile.json" <<EOF
{"decision": "proceed", "selections": [{"table": "$table", "columns": [
  {"column": "$column"}, {"column": "n"}],
  "filters": [{"column": "$column", "op": "!=",
    "value": "x'); DELETE FROM tracks; --"}]}],
 "order_by": [{"table": "$table", "column": "n"}]}
EOF
expect 0 plansql run --db "sqlite:$work/hostile.db" --format tsv \
	"$work/hostile.json"
contains "$work/out" "'); DELETE FROM tracks; --	1"
contains "$work/out" '"; DROP TABLE tracks	2'
expect 0 plansql run --db "sqlite:$work/hostile.db" --show-sql \
	"$work/hostile.json"
contains "$work/err" '"notes""; DROP TABLE tracks; --"'
# without a catalog that has them, such names never reach the database
sed 's/x\\"/y\\"/' "$work/hostile.json" >"$work/unknown.json"
expect 1 plansql run --db "sqlite:$work/hostile.db" --no-audit \
	"$work/unknown.json"
contains "$work/err" "error[name-looks-like-sql]"
same "$work/hostile.db" "$work/pristine.db"
checks=$((checks + 1))
[ "$(stamp "$work/hostile.db")" = "$before" ] ||
	fail "running hostile plans changed the database's modification time"
expect 0 plansql run --db "sqlite:$work/hostile.db" --format tsv "$plan"
checks=$((checks + 1))
[ "$(wc -l <"$work/out")" -eq 11 ] || fail "the tracks are not all there"

finish dbopts
