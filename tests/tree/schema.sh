#!/bin/sh
# schemas/plan.schema.json and plansql's reader must accept and reject the
# same documents: tests/data/schema/valid and invalid (and the same for the
# catalog and patch schemas), judged by python3-jsonschema and by plansql
# itself.  The schemas describe the format as it is written; plansql also
# reads what the seed system's models write and repairs it (a value in
# another case, a limit of 0): tests/data/schema/repaired and patch-repaired
# hold documents the schema rejects and plansql accepts with a repair.
set -u
: "${PLANSQL:=./plansql}" "${top_srcdir:=.}" "${PYTHON3:=/usr/bin/python3}"
dir="$top_srcdir/tests/data/schema"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
count=0

# verdicts SCHEMA FILE...: "accept FILE" or "reject FILE" per line
verdicts() {
	"$PYTHON3" "$dir/validate.py" "$@" | sed 's/^\(accept\|reject\) \([^:]*\).*/\1 \2/'
}

# compare KIND SCHEMA DIR EXPECTED PLANSQL-VERDICT-FUNCTION
compare() {
	schema=$1 files=$2 expected=$3 judge=$4
	for f in "$files"/*.json; do
		count=$((count + 1))
		schema_says=$(verdicts "$schema" "$f" | cut -d' ' -f1)
		plansql_says=$($judge "$f")
		schema_wants=$expected
		[ "$expected" = repair ] && schema_wants=reject
		if [ "$schema_says" != "$schema_wants" ] || [ "$plansql_says" != "$expected" ]; then
			echo "FAIL: $f: schema ${schema_says:-?}, plansql $plansql_says, expected $expected" >&2
			"$PYTHON3" "$dir/validate.py" "$schema" "$f" >&2
			"$PLANSQL" compile "$f" >/dev/null
			failures=$((failures + 1))
		fi
	done
}

# A plan whose only error is "plan-terminated" was read fine: the
# planner itself said to stop.
judge_plan() {
	"$PLANSQL" compile --format json "$1" >"$work/out" 2>"$work/err"
	case $? in
	0) echo accept ;;
	1) "$PYTHON3" -c 'import json, sys
codes = {d["code"] for d in json.load(open(sys.argv[1]))["diagnostics"] if d["severity"] == "error"}
print("accept" if codes == {"plan-terminated"} else "reject")' "$work/out" ;;
	*) echo "error $?" ;;
	esac
}

# "repair" when plansql accepts the document and reports a repair
repaired() { # JUDGE FILE
	verdict=$($1 "$2")
	if [ "$verdict" = accept ] && grep -q 'fixed\[' "$work/err"; then
		echo repair
	else
		echo "$verdict"
	fi
}
judge_plan_repaired() { repaired judge_plan_text "$1"; }
judge_patch_repaired() { repaired judge_patch "$1"; }
judge_plan_text() {
	"$PLANSQL" compile "$1" >/dev/null 2>"$work/err"
	case $? in 0) echo accept ;; 1) echo reject ;; *) echo "error $?" ;; esac
}

judge_catalog() {
	"$PLANSQL" catalog -c "$1" >/dev/null 2>"$work/err"
	case $? in 0) echo accept ;; 2) echo reject ;; *) echo "error $?" ;; esac
}

# A patch that reads is accepted even when it cannot apply to the plan
# (exit 1); one that does not read is a usage error (exit 2).
judge_patch() {
	"$PLANSQL" patch -c "$top_srcdir/examples/demo/catalog.json" --op "$1" \
		"$top_srcdir/examples/plans/top-tracks.json" >/dev/null 2>"$work/err"
	case $? in 0 | 1) echo accept ;; 2) echo reject ;; *) echo "error $?" ;; esac
}

plan_schema="$top_srcdir/schemas/plan.schema.json"
catalog_schema="$top_srcdir/schemas/catalog.schema.json"
compare "$plan_schema" "$dir/valid" accept judge_plan
compare "$plan_schema" "$dir/invalid" reject judge_plan
compare "$plan_schema" "$dir/repaired" repair judge_plan_repaired
compare "$catalog_schema" "$dir/catalog-valid" accept judge_catalog
compare "$catalog_schema" "$dir/catalog-invalid" reject judge_catalog
patch_schema="$top_srcdir/schemas/patch.schema.json"
compare "$patch_schema" "$dir/patch-valid" accept judge_patch
compare "$patch_schema" "$dir/patch-invalid" reject judge_patch
compare "$patch_schema" "$dir/patch-repaired" repair judge_patch_repaired
# every policy of the audit tests is a valid policy document
for f in "$top_srcdir"/tests/data/golden/audit/*.policy; do
	count=$((count + 1))
	verdict=$(verdicts "$top_srcdir/schemas/policy.schema.json" "$f" | cut -d' ' -f1)
	[ "$verdict" = accept ] || {
		echo "FAIL: $f is not a valid policy" >&2
		failures=$((failures + 1))
	}
done
echo "schema: $count documents, $failures disagreements"
[ "$failures" -eq 0 ] && [ "$count" -gt 100 ]
