#!/bin/sh
# plansql call: a request from a file or standard input, its response on
# standard output; exit 0 when "ok" is true, 1 when false, 2 for a usage
# error.  (tests/unit/check_api_call tests the responses themselves.)
: "${top_srcdir:=.}"
. "$top_srcdir/tests/cli/lib.sh"

echo '{"call": "version"}' >"$work/version.json"
expect 0 plansql call "$work/version.json"
contains "$work/out" '"ok": true'
contains "$work/out" "\"version\": \"$(plansql version | sed 's/plansql //')\""

expect 0 plansql call - <"$work/version.json"
contains "$work/out" '"version_number"'
expect 0 plansql call <"$work/version.json"
contains "$work/out" '"version_number"'

# the demo database's catalog, then a compile against it
printf '{"call": "catalog", "database": "sqlite:%s"}' \
	"$top_builddir/examples/demo.db" >"$work/catalog.json"
expect 0 plansql call "$work/catalog.json"
contains "$work/out" '"table_name": "tracks"'
"$PYTHON3" -c 'import json, sys
catalog = json.load(open(sys.argv[1]))["catalog"]
plan = json.load(open(sys.argv[2]))
print(json.dumps({"call": "compile", "catalog": catalog, "plan": plan,
                  "options": {"dialect": "tsql", "now": "2026-01-15"}}))' \
	"$work/out" "$top_srcdir/examples/plans/top-tracks.json" >"$work/compile.json"
expect 0 plansql call "$work/compile.json"
contains "$work/out" '"sql": "SELECT TOP (10) [tracks]'

# a bad request: exit 1, the diagnostic on standard output
echo '{"call": "compile", "plan": "SELECT 1"}' >"$work/bad.json"
expect 1 plansql call "$work/bad.json"
contains "$work/out" '"code": "bad-request"'
contains "$work/out" '"pointer": "/plan"'
contains "$work/out" '"source": "request"'

expect 2 plansql call "$work/version.json" "$work/bad.json"
expect 2 plansql call --verbose
expect 2 plansql call "$work/missing.json"
expect 0 plansql call --help
contains "$work/out" "usage: plansql call"
expect 0 plansql help call
contains "$work/out" "plansql_call_json"

finish call
