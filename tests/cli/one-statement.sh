#!/bin/sh
# One plan, one statement: with --db, compile prints the statement run
# runs (run --show-sql), with the same diagnostics, for every example and
# rule plan on the demo database and the plans over numbers and flags
# kept as text; patch --sql prints the statement of the patched plan as
# run runs it; explain explains it.  (In every dialect, and against the
# catalog file plansql catalog writes: check_one_statement.)
. "${top_srcdir:-.}/tests/cli/lib.sh"

demo="sqlite:$top_builddir/examples/demo.db"
golden="$top_srcdir/tests/data/golden"

# The statement run shows on stderr, diagnostics aside, into FILE.
run_sql() { # DB PLAN FILE
	plansql run --db "$1" --show-sql --rows 1 -o "$work/rows" "$2" \
		>/dev/null 2>"$work/run.err"
	grep -v "^$2:" "$work/run.err" >"$3"
	grep "^$2:" "$work/run.err" >"$work/run.diag"
}

# compile --db and run --db agree on PLAN: the same statement and the
# same diagnostics, or the same refusal.
agree() { # DB PLAN
	checks=$((checks + 1))
	plansql compile --db "$1" "$2" >"$work/compile.sql" \
		2>"$work/compile.err"
	compiled=$?
	run_sql "$1" "$2" "$work/run.sql"
	if [ "$compiled" -eq 0 ]; then
		cmp -s "$work/compile.sql" "$work/run.sql" ||
			fail "$2: compile --db and run --show-sql differ: $(diff "$work/compile.sql" "$work/run.sql" | head -n 20)"
		cmp -s "$work/compile.err" "$work/run.diag" ||
			fail "$2: the diagnostics differ: $(diff "$work/compile.err" "$work/run.diag" | head -n 10)"
	else
		cmp -s "$work/compile.err" "$work/run.err" ||
			fail "$2: compile refused it, run did not alike: $(diff "$work/compile.err" "$work/run.err" | head -n 10)"
	fi
}

plans=0
for plan in "$top_srcdir"/examples/plans/*.json "$golden"/rules/*.json; do
	agree "$demo" "$plan"
	plans=$((plans + 1))
done
checks=$((checks + 1))
[ "$plans" -ge 150 ] || fail "only $plans plans were compared"

# numbers and flags kept in text columns, and values in two spellings
"$PYTHON3" -c 'import sqlite3, sys
sqlite3.connect(sys.argv[1]).executescript(open(sys.argv[2]).read())' \
	"$work/cars.db" "$golden/run/cars.sql" || exit 1
for plan in "$golden"/run/cars-*.json "$golden"/run/colours-*.json; do
	agree "sqlite:$work/cars.db" "$plan"
done
# ... a value matched against the column's values: the same repair
contains "$work/compile.err" 'fixed[value-spelling]'

# --no-audit: the catalog of --db still types and spells, for run and
# explain as for compile (numbers kept as text are cast alike)
for plan in "$golden"/run/cars-*.json; do
	checks=$((checks + 1))
	plansql compile --db "sqlite:$work/cars.db" --no-audit "$plan" \
		>"$work/compile.sql" 2>/dev/null || continue
	plansql run --db "sqlite:$work/cars.db" --no-audit --show-sql \
		--rows 1 -o "$work/rows" "$plan" >/dev/null 2>"$work/run.err"
	grep -v "^$plan:" "$work/run.err" >"$work/run.sql"
	cmp -s "$work/compile.sql" "$work/run.sql" ||
		fail "$plan: compile --no-audit and run --no-audit differ: $(diff "$work/compile.sql" "$work/run.sql" | head -n 10)"
done
expect 0 plansql compile --db "sqlite:$work/cars.db" --no-audit \
	"$golden/run/cars-filters.json"
contains "$work/out" "NULLIF"

# patch --sql is the statement run runs for the patched plan
for plan in "$top_srcdir"/examples/plans/*.json; do
	name=$(basename "$plan")
	plansql patch --db "$demo" --limit 3 "$plan" >"$work/$name" \
		2>/dev/null || continue
	expect 0 plansql patch --db "$demo" --limit 3 --sql "$plan"
	cp "$work/out" "$work/patch.sql"
	run_sql "$demo" "$work/$name" "$work/run.sql"
	same "$work/patch.sql" "$work/run.sql"
done
plansql patch --db "sqlite:$work/cars.db" \
	--add-filter 'cars.automatic = true' "$golden/run/cars-range.json" \
	>"$work/patched.json"
expect 0 plansql patch --db "sqlite:$work/cars.db" \
	--add-filter 'cars.automatic = true' --sql "$golden/run/cars-range.json"
contains "$work/out" "\"cars\".\"automatic\" = 'T'"
cp "$work/out" "$work/patch.sql"
run_sql "sqlite:$work/cars.db" "$work/patched.json" "$work/run.sql"
same "$work/patch.sql" "$work/run.sql"

# explain explains that statement: SQLite's plan of the cast, not of a
# comparison of text
expect 0 plansql explain --db "sqlite:$work/cars.db" --steps --format json \
	"$golden/run/cars-filters.json"
contains "$work/out" "NULLIF"

finish one-statement
