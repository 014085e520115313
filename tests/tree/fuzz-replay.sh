#!/bin/sh
# Every fuzz target on its seed corpus and its kept regressions, without
# libFuzzer: the properties the fuzzers check hold for every plan,
# catalog and past failure of the test suite, in every build.
set -eu
: "${top_srcdir:=.}"
plans=$(ls "$top_srcdir"/examples/plans/*.json "$top_srcdir"/tests/data/golden/*/*.json \
	"$top_srcdir"/tests/data/schema/valid/*.json "$top_srcdir"/tests/data/schema/invalid/*.json)
catalogs=$(ls "$top_srcdir"/examples/demo/catalog.json "$top_srcdir"/tests/data/golden/audit/*.catalog \
	"$top_srcdir"/tests/data/schema/catalog-valid/*.json "$top_srcdir"/tests/data/schema/catalog-invalid/*.json)
patches=$(ls "$top_srcdir"/tests/data/schema/patch-valid/*.json \
	"$top_srcdir"/tests/data/schema/patch-invalid/*.json)
# model server replies of every API, and texts around a plan
replies=$(ls "$top_srcdir"/fuzz/seeds/reply/*)
# requests of plansql_call_json
requests=$(ls "$top_srcdir"/fuzz/seeds/call/*)
# SQL for plansql_plan_import: what plansql writes, and what it refuses
queries=$(ls "$top_srcdir"/tests/data/golden/rules/*.postgres.sql "$top_srcdir"/fuzz/seeds/import/*)
for target in compile catalog audit api patch reply call import compare; do
	seeds=$plans
	[ "$target" = catalog ] && seeds=$catalogs
	[ "$target" = patch ] && seeds=$patches
	[ "$target" = reply ] && seeds="$plans $replies"
	[ "$target" = call ] && seeds="$requests $plans"
	[ "$target" = import ] && seeds="$plans $queries"
	regressions=""
	if [ -d "$top_srcdir/fuzz/regressions/$target" ]; then
		regressions=$(find "$top_srcdir/fuzz/regressions/$target" -type f)
	fi
	# shellcheck disable=SC2086 # lists of files
	./fuzz/replay-$target $seeds $regressions
done
