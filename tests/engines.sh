#!/bin/sh
# Runs the engine tests against throwaway PostgreSQL and MariaDB servers
# that it starts (as an unprivileged user when run as root) and stops.
set -eu
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/.." && pwd)}
PLANSQL_DEMO_GEN=$(pwd)/examples/demo/plansql-demo-gen
export PLANSQL_DEMO_GEN
dir=$("$top_srcdir/tests/servers.sh" start auto)
trap '"$top_srcdir/tests/servers.sh" stop "$dir"' EXIT
. "$dir/env.sh"
./tests/check_engines
