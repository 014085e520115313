#!/bin/sh
# The shell's ask and refine against tests/cli/fake_llm.py, and its settings
# params and now.  ask replaces the plan with the model's answer, refine
# sends the current plan with the request, undo takes either back like a
# patch, and a clarify, a terminate or no acceptable plan leaves the plan
# as it was.  params and now change how the plan compiles, not the plan:
# undo leaves them.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/cli/lib.sh"
. "$top_srcdir/tests/cli/fake_llm.sh"
db="sqlite:$top_builddir/examples/demo.db"
plans="$top_srcdir/examples/plans"
top="$plans/top-tracks.json"
genres="$plans/genres-by-units-sold.json"
unset PLANSQL_LLM_URL PLANSQL_LLM_MODEL

# serve STEP...: a fresh fake server answering, in order, with the plan
# each STEP names: a file, or a file and a Python expression changing its
# JSON object p, as FILE:EXPRESSION.
serve() {
	"$PYTHON3" - "$@" >"$work/script.json" <<'PY' || fail "no script: $*"
import json, sys
steps = []
for arg in sys.argv[1:]:
    path, _, change = arg.partition(":")
    p = json.load(open(path))
    if change:
        exec(change)
    steps.append({"api": "openai", "content": json.dumps(p)})
print(json.dumps(steps))
PY
	fake_llm_start
	url="http://127.0.0.1:$fake_llm_port/v1"
}

# session COMMANDS OPTION... PLAN: the shell with the model at $url
session() {
	printf '%s\n' "$1" >"$work/commands"
	shift
	expect "$status" "$PLANSQL" shell --db "$db" --llm "$url" \
		--model fake "$@" <"$work/commands"
}

count() { # FILE TEXT WANT
	checks=$((checks + 1))
	[ "$(grep -cF -- "$2" "$1")" -eq "$3" ] ||
		fail "$1: '$2' not $3 times: $(head -c 800 "$1")"
}

# ask: the answer replaces the plan and shows its SQL and rows; a patch
# applies to it; undo goes back to the answer, then to the start
serve "$genres"
status=0 session 'ask How many tracks of each genre were sold?
limit 3
undo
undo
plan' --rows 2 "$top"
contains "$work/err" "plansql ask: candidate 1, round 1: accepted"
count "$work/out" '"genres"."Name" AS "genre"' 3
count "$work/out" 'LIMIT 3;' 1
checks=$((checks + 1)) # the rows after ask, limit 3 and undo
[ "$(grep -cE '^genre +\| tracks_sold' "$work/out")" -eq 3 ] ||
	fail "the answer's rows not shown 3 times: $(cat "$work/out")"
contains "$work/out" '"alias": "UnitsSold"' # the start's plan again
contains "$work/log" 'How many tracks of each genre were sold?'

# refine: the request holds the current plan, as patched, and the
# request; the answer replaces the plan, and undo takes it back
serve "$genres:p['limit'] = 5"
status=0 session 'limit 7
refine only the first five
undo
plan' --rows 0 "$genres"
count "$work/out" 'LIMIT 5;' 1
count "$work/out" 'LIMIT 7;' 2
contains "$work/log" 'The current plan:'
contains "$work/log" '\"limit\": 7'
contains "$work/log" 'Request: only the first five'
contains "$work/out" '"limit": 7'

# clarify: the model's questions, and the plan stays (nothing to undo)
serve "$genres:p['decision'] = 'clarify'; p['ambiguities'] = ['Sold in which year?']"
status=1 session 'ask How many tracks were sold?
undo' --rows 0 "$top"
contains "$work/err" "The model asks:"
contains "$work/err" "- Sold in which year?"
contains "$work/err" "undo: nothing to undo"
lacks "$work/out" '"genres"."Name"'

# terminate: the reason; no plan: the diagnostics; the plan stays
serve "$genres:p = {'decision': 'terminate', 'termination_reason': 'No weather here.'}" \
	"$genres:p['selections'][2]['table'] = 'moods'"
status=1 session 'ask Was it raining?
ask How many moods?
undo' --rows 0 --retries 0 "$top"
contains "$work/err" "The model says the database cannot answer: No weather here."
contains "$work/err" "plansql ask: no acceptable plan after 1 attempts"
contains "$work/err" "moods"
contains "$work/err" "undo: nothing to undo"
lacks "$work/out" '"genres"."Name"'

# without a model server ask and refine say how to give one
printf 'ask How many?\nrefine only Rock\n' >"$work/commands"
expect 1 "$PLANSQL" shell --db "$db" --rows 0 "$top" <"$work/commands"
contains "$work/err" "ask: start the shell with the model server's URL"
contains "$work/err" "refine: start the shell with the model server's URL"

# params: sql shows the placeholders and their values as compile
# --params does; run binds them, with the rows of the plain query
rock="$work/rock.json"
"$PYTHON3" -c "
import json, sys
p = json.load(open(sys.argv[1]))
p['global_filters'] = [{'table': 'genres', 'column': 'Name', 'op': '=', 'value': 'Rock'}]
json.dump(p, open(sys.argv[2], 'w'))" "$genres" "$rock"
expect 0 "$PLANSQL" compile --db "$db" --params "$rock"
cp "$work/out" "$work/compiled"
contains "$work/compiled" '"value":"Rock"'
printf 'params\nparams on\nparams\nlimit 2\nundo\nsql\nrun\n' >"$work/commands"
expect 0 "$PLANSQL" shell --db "$db" --rows 0 "$rock" <"$work/commands"
contains "$work/out" "bind parameters are off"
contains "$work/out" "bind parameters are on"
contains "$work/out" "LIMIT 2;"
"$PYTHON3" - "$work/compiled" "$work/out" <<'PY' || fail "sql under params on is not compile --params: $(cat "$work/out")"
import sys
want, got = open(sys.argv[1]).read(), open(sys.argv[2]).read()
sys.exit(got.count(want) != 3) # after params on, after undo, from sql
PY
sed -n '/^genre /,$p' "$work/out" >"$work/bound"
contains "$work/bound" "(1 row)"
printf 'run\n' >"$work/commands"
expect 0 "$PLANSQL" shell --db "$db" --rows 0 "$rock" <"$work/commands"
lacks "$work/out" "-- parameters"
sed -n '/^genre /,$p' "$work/out" >"$work/plain"
same "$work/plain" "$work/bound"
expect 0 "$PLANSQL" shell --db "$db" --params --rows 0 "$rock" </dev/null
contains "$work/out" '"value":"Rock"'

# now: the date periods count from, from --now, shown and set; the SQL
# follows it as compile --now's does; undo leaves it
months="$plans/revenue-by-month-last-12-months.json"
expect 0 "$PLANSQL" compile --db "$db" --now 2025-06-30 "$months"
cp "$work/out" "$work/june"
expect 0 "$PLANSQL" compile --db "$db" --now 2026-01-15 "$months"
cp "$work/out" "$work/january"
printf 'now\nnow 2025-06-30\nnow\nlimit 2\nundo\nsql\nnow 2025-13-01\nnow today\nnow\n' >"$work/commands"
expect 1 "$PLANSQL" shell --db "$db" --now 2026-01-15 --rows 0 "$months" <"$work/commands"
contains "$work/out" "periods count from 2026-01-15"
contains "$work/out" "periods count from 2025-06-30"
contains "$work/out" "(today)"
contains "$work/err" "now: a date YYYY-MM-DD"
"$PYTHON3" - "$work/january" "$work/june" "$work/out" <<'PY' || fail "now does not follow compile --now: $(cat "$work/out")"
import sys
jan, jun, got = (open(f).read() for f in sys.argv[1:])
sys.exit(jan == jun or got.count(jan) != 1 or got.count(jun) != 3)
PY

finish shell-ask
