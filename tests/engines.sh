#!/bin/sh
# Runs the engine tests against throwaway PostgreSQL and MariaDB servers
# that it starts (as an unprivileged user when run as root) and stops;
# then "plansql run" against the PostgreSQL server, which must print what
# it prints for the demo SQLite file.
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
