#!/bin/sh
# Set operations on the command line: a patch edits the main query and
# keeps the members as written; options list the main query's choices;
# explain --steps refuses such a plan; the written plan reads back to
# the same SQL; a seed-format plan gains no set_operations field.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
db="sqlite:$top_builddir/examples/demo.db"
rules="$top_srcdir/tests/data/golden/rules"
plan="$rules/setop-order-limit-offset.json"

# ---- a patch edits the main query; the members stay ----
expect 0 plansql patch --db "$db" --limit 3 "$plan"
contains "$work/out" '"set_operations"'
contains "$work/out" '"media_types"'
cp "$work/out" "$work/patched.json"
expect 0 plansql compile -d postgres "$work/patched.json"
contains "$work/out" "ORDER BY 1 DESC NULLS LAST"
contains "$work/out" "LIMIT 3"
contains "$work/out" "UNION"
# a column added to the main query only: the members no longer match,
# and the audit after the step refuses the patch
expect 1 plansql patch --db "$db" --add-column genres.GenreId "$plan"
contains "$work/err" "/set_operations/0: error[set-columns]"
[ -s "$work/out" ] && fail "a refused patch wrote a plan"
expect 1 plansql patch --db "$db" --add-column genres.GenreId --sql "$plan"
contains "$work/err" "set-columns"

# ---- options: the main query's tables ----
expect 0 plansql options --db "$db" "$plan"
contains "$work/out" '"table": "genres"'

# ---- explain --steps counts one query ----
# refused after the compile, as a step the database cannot count: 2
expect 2 plansql explain --steps --db "$db" "$plan"
contains "$work/err" "error[steps-set-operations]"
contains "$work/err" "count the rows of the whole statement (plansql explain without --steps)"
expect 0 plansql explain --db "$db" "$plan"
contains "$work/out" "QUERY PLAN"

# ---- written back, the plan compiles to the same SQL ----
for name in setop-precedence setop-member-order-limit setop-in-cte; do
	expect 0 plansql audit --db "$db" "$rules/$name.json"
	cp "$work/out" "$work/audited.json"
	for d in sqlite postgres mysql tsql; do
		expect 0 plansql compile -d "$d" "$rules/$name.json"
		cp "$work/out" "$work/a.sql"
		expect 0 plansql compile -d "$d" "$work/audited.json"
		same "$work/a.sql" "$work/out"
	done
done

# ---- a plan without set operations is written without the field ----
expect 0 plansql audit --db "$db" "$rules/distinct.json"
lacks "$work/out" "set_operations"

finish setops
