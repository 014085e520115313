#!/bin/sh
# The Python binding's tests (bindings/python/tests, pytest) against the
# build tree's library, with a throwaway PostgreSQL for the psycopg2
# test: started as tests/engines/engines.sh starts it, and required, so that a
# server that cannot start fails this test rather than skipping it.
set -eu
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
top_builddir=${top_builddir:-$(pwd)}
PLANSQL_DEMO_GEN=$top_builddir/examples/demo/plansql-demo-gen
export PLANSQL_DEMO_GEN
dir=$("$top_srcdir/tests/engines/servers.sh" start auto)
trap '"$top_srcdir/tests/engines/servers.sh" stop "$dir"' EXIT
# shellcheck disable=SC1091 # written by servers.sh
. "$dir/env.sh"
PLANSQL_REQUIRE_PG=1
# shellcheck source=tests/python/python-env.sh
. "$top_srcdir/tests/python/python-env.sh"
PLANSQL=${PLANSQL:-$top_builddir/plansql}
PLANSQL_SRCDIR=$top_srcdir
PLANSQL_DEMO_DB=$top_builddir/examples/demo.db
export PLANSQL_REQUIRE_PG PLANSQL PLANSQL_SRCDIR PLANSQL_DEMO_DB
$python_with_library -m pytest -q -p no:cacheprovider \
	"$top_srcdir/bindings/python/tests"
