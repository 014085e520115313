#!/bin/sh
# plansql ask end to end, against tests/cli/fake_llm.py instead of a model:
# the real command on the demo database, with scripted replies.  Checks
# the rows (against plansql run of the same plan), the rounds (repairs,
# rejections fed back, clarify, terminate, votes), the reading of replies,
# the transport's errors and exit statuses, the constraint sent per API
# and tier, and that the key goes nowhere but the Authorization header.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
db="sqlite:$top_builddir/examples/demo.db"
catalog="$top_srcdir/examples/demo/catalog.json"
key="sk-ask-$$-secret"
export PLANSQL_LLM_KEY="$key"
unset OPENAI_API_KEY PLANSQL_LLM_URL PLANSQL_LLM_MODEL
. "$top_srcdir/tests/cli/fake_llm.sh"

# plan NAME JSON: a reply of the model, $work/NAME.json
plan() {
	printf '%s\n' "$2" >"$work/$1.json"
}

# serve STEPS: a fresh fake server answering STEPS (tests/cli/fake_llm.py's
# script), where a "content" of "@NAME" is the text of $work/NAME.json.
serve() {
	"$PYTHON3" - "$work" "$1" >"$work/script.json" <<'PY'
import json, sys
work, steps = sys.argv[1], json.loads(sys.argv[2])
def text(v):
    if isinstance(v, str) and v.startswith("@"):
        return open("%s/%s.json" % (work, v[1:])).read()
    return v
for s in steps:
    if "content" in s:
        c = s["content"]
        s["content"] = [text(x) for x in c] if isinstance(c, list) else text(c)
print(json.dumps(steps))
PY
	fake_llm_start
	port=$fake_llm_port
	url="http://127.0.0.1:$port/v1"
}

# ask STATUS ARGS...: plansql ask on the demo database, through the fake
# server at $url; the key must not be in what it prints.
ask() {
	want=$1
	shift
	expect "$want" plansql ask --llm "${llm_url:-$url}" --model m \
		--now 2026-01-15 "$@"
	nokey
}

nokey() {
	lacks "$work/out" "$key"
	lacks "$work/err" "$key"
}

# check FILE EXPR: EXPR (Python) holds, with d the JSON of FILE, or with
# FILE the fake server's log, r its requests (the bodies) and h their
# headers.
check() {
	checks=$((checks + 1))
	"$PYTHON3" - "$1" "$2" <<'PY' || fail "$2 does not hold for $1: $(head -c 800 "$1")"
import json, sys
f, expr = sys.argv[1], sys.argv[2]
text = open(f).read()
if f.endswith("/log"):
    log = [json.loads(l) for l in text.splitlines()]
    r = [e["body"] for e in log]
    h = [e["headers"] for e in log]
    errors = [e["error"] for e in log if e["error"]]
    assert not errors, errors
else:
    d = json.loads(text)
sys.exit(0 if eval(expr) else 1)
PY
}

# requests N: the fake server received N requests
requests() {
	checks=$((checks + 1))
	n=$(wc -l <"$work/log")
	[ "$n" -eq "$1" ] || fail "$n requests, not $1: $(head -c 600 "$work/log")"
}

# ---- a correct plan: the rows are those of plansql run ----
plan good '{"decision":"proceed","selections":[{"table":"genres","columns":[{"table":"genres","column":"Name"}]},{"table":"tracks"}],"join_edges":[{"from_table":"tracks","from_column":"GenreId","to_table":"genres","to_column":"GenreId"}],"group_by":{"group_by_columns":[{"table":"genres","column":"Name"}],"aggregates":[{"function":"COUNT","alias":"n"}]},"order_by":[{"column":"n","direction":"DESC"},{"table":"genres","column":"Name"}]}'
plansql run --db "$db" --now 2026-01-15 "$work/good.json" >"$work/good.rows" 2>"$work/err" ||
	fail "plansql run of the good plan: $(cat "$work/err")"
plansql run --db "$db" --now 2026-01-15 -f json "$work/good.json" >"$work/good.rows.json" 2>"$work/err" ||
	fail "plansql run -f json of the good plan: $(cat "$work/err")"
serve '[{"api":"openai","content":"@good","constraint":true,"usage":[120,30]}]'
ask 0 --db "$db" 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
contains "$work/err" "candidate 1, round 1: accepted"
requests 1
check "$work/log" 'r[0]["model"] == "m" and r[0]["temperature"] == 0'
check "$work/log" 'r[0]["messages"][0]["role"] == "system" and r[0]["messages"][-1]["content"].endswith("How many tracks per genre?")'
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" 'Tracks by "AC/DC" \ <co>?'
check "$work/log" 'r[0]["messages"][-1]["content"].endswith(chr(10) + "Question: Tracks by \"AC/DC\" " + chr(92) + " <co>?")'
serve '[{"api":"openai","content":"@good","usage":[120,30]}]'
ask 0 --db "$db" -f json 'How many tracks per genre?'
cp "$work/out" "$work/good.out.json"
for m in question tables attempts verdict plan sql columns rows usage seconds; do
	check "$work/out" "'$m' in d"
done
check "$work/out" 'd["question"] == "How many tracks per genre?" and d["verdict"] == "accepted"'
check "$work/out" 'd["usage"] == {"prompt_tokens": 120, "completion_tokens": 30}'
check "$work/out" 'len(d["attempts"]) == 1 and d["attempts"][0]["verdict"] == "accepted"'
check "$work/out" 'all(d["seconds"][k] >= 0 for k in ("prompt", "checks", "model", "run"))'
check "$work/out" 'any(t["table"] == "genres" for t in d["tables"])'
checks=$((checks + 1))
"$PYTHON3" - "$work/good.rows.json" "$work/out" <<'PY' || fail "the rows of ask -f json differ from plansql run -f json"
import json, sys
run, ask = (json.load(open(f)) for f in sys.argv[1:])
# run -f json writes objects, ask -f json columns and arrays
assert [list(o) for o in run][:1] == [ask["columns"]], ask["columns"]
assert [list(o.values()) for o in run] == ask["rows"], ask["rows"][:3]
PY

# ---- what is sent: the database's sample values, or none with
# --no-samples; the tables a small budget lets in; the row cap ----
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" 'How many tracks per genre?'
check "$work/log" '__import__("re").search(r"genres\(GenreId INTEGER PK, Name TEXT e\.g\. \"", r[0]["messages"][-1]["content"])'
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" --no-samples 'How many tracks per genre?'
check "$work/log" '" e.g. " not in r[0]["messages"][-1]["content"] and "genres(GenreId INTEGER PK, Name TEXT)" in r[0]["messages"][-1]["content"]'
# personal data: by default (--samples safe) no value of the customers'
# names and e-mail addresses, all with --samples all, none with none;
# a column the catalog marks private sends none even with all
for mode in '' all none; do
	serve '[{"api":"openai","content":"@good"}]'
	ask 0 --db "$db" ${mode:+--samples $mode} 'Which customers live in Brazil?'
	mkdir -p "$work/samples-$mode"
	cp "$work/log" "$work/samples-$mode/log"
done
check "$work/samples-/log" '"FirstName TEXT, LastName TEXT," in r[0]["messages"][-1]["content"] and "Email TEXT," in r[0]["messages"][-1]["content"] and "@" not in r[0]["messages"][-1]["content"].split("<database>")[1]'
check "$work/samples-/log" '"Country TEXT e.g. " in r[0]["messages"][-1]["content"]'
check "$work/samples-all/log" '__import__("re").search(r"Email TEXT e\.g\. \"[^\"]*@", r[0]["messages"][-1]["content"]) and "FirstName TEXT e.g. " in r[0]["messages"][-1]["content"]'
check "$work/samples-none/log" '" e.g. " not in r[0]["messages"][-1]["content"]'
serve '[]'
ask 0 --db "$db" --show-prompt 'Which customers live in Brazil?'
contains "$work/out" "Sample values: safe (--samples)"
contains "$work/out" "values not sent: FirstName (person names), LastName (person names), Email (e-mail addresses)"
ask 0 --db "$db" --samples none --show-prompt 'Which customers live in Brazil?'
contains "$work/out" "Sample values: none (--samples): no value of the database is sent"
lacks "$work/out" "values not sent"
ask 0 --db "$db" --show-prompt -f json 'Which customers live in Brazil?'
check "$work/out" 'd["samples"] == "safe" and [w for t in d["tables"] if t["table"] == "customers" for w in t["withheld"]] == [{"column": "FirstName", "why": "person names"}, {"column": "LastName", "why": "person names"}, {"column": "Email", "why": "e-mail addresses"}]'
"$PYTHON3" - "$catalog" >"$work/private-catalog.json" <<'PY'
import json, sys
tables = json.load(open(sys.argv[1]))
for t in tables:
    for c in t["columns"]:
        if (t["table_name"], c["column_name"]) == ("customers", "City"):
            c["private"] = True
print(json.dumps(tables))
PY
expect 0 plansql catalog -c "$work/private-catalog.json"
check "$work/out" '[c.get("private") for t in d if t["table_name"] == "customers" for c in t["columns"] if c["column_name"] in ("City", "Country")] == [True, None]'
ask 0 --db "$db" -c "$work/private-catalog.json" --samples all --show-prompt 'Which customers live in Brazil?'
contains "$work/out" "values not sent: City (the catalog marks it private)"
contains "$work/out" 'Company TEXT e.g. "Les Éditions Lumière", "Northwind Audio", "O'"'"'Hara Brothers LLC", City TEXT, State TEXT e.g.'
contains "$work/out" "FirstName TEXT e.g. "
ask 2 --db "$db" --samples some 'Which customers?'
contains "$work/err" "--samples"
contains "$work/err" "all, safe or none"
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" --budget 100 -f json 'How many tracks per genre?'
check "$work/out" '{"genres", "tracks"} <= {t["table"] for t in d["tables"]} and len(d["tables"]) < 11 and all(t["reason"] != "whole catalog" for t in d["tables"])'
check "$work/log" '"invoices(" not in r[0]["messages"][-1]["content"]'
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" --rows 3 -f json 'How many tracks per genre?'
check "$work/out" 'len(d["rows"]) == 3 and d["rows_end"] == "row cap"'

# ---- typical slips the audit repairs: accepted in one round ----
plan sloppy '{"decision":"proceed","selections":[{"table":"Genres","columns":[{"table":"Genres","column":"Nmae"}]},{"table":"tracks"}],"group_by":{"group_by_columns":[{"table":"Genres","column":"Nmae"}],"aggregates":[{"function":"COUNT","alias":"n"}]},"order_by":[{"column":"n","direction":"desc"},{"table":"genres","column":"Name"}]}'
serve '[{"api":"openai","content":"@sloppy"}]'
ask 0 --db "$db" -f json 'How many tracks per genre?'
requests 1
check "$work/out" 'd["verdict"] == "accepted" and len(d["attempts"]) == 1'
check "$work/out" 'd["rows"] == json.load(open(sys.argv[1].rsplit("/", 1)[0] + "/good.out.json"))["rows"]'
check "$work/out" '{"enum-case", "unknown-table", "unknown-column", "join-path"} <= {g["code"] for g in d["attempts"][0]["diagnostics"]}'
check "$work/out" 'd["attempts"][0]["repairs"] == sum(g["severity"] == "fixed" for g in d["attempts"][0]["diagnostics"]) == 5 and d["attempts"][0]["errors"] == 0'
# each repair says what it changed, as plansql compile --format json does
check "$work/out" 'all(g["before"] != g["after"] and g["step"] in ("read", "audit") for g in d["attempts"][0]["diagnostics"] if g["severity"] == "fixed")'
check "$work/out" 'any(g["before"] == "Nmae" and g["after"] == "Name" for g in d["attempts"][0]["diagnostics"])'
serve '[{"api":"openai","content":"@sloppy"}]'
ask 0 --db "$db" 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
contains "$work/err" "round 1: accepted"
contains "$work/err" "5 repairs"

# ---- rejected (an unknown table), then corrected: the diagnostics go back ----
plan unknown '{"decision":"proceed","selections":[{"table":"music_styles","columns":[{"table":"music_styles","column":"Label"}]}]}'
serve '[{"api":"openai","content":"@unknown"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
contains "$work/err" "round 1: rejected"
contains "$work/err" "round 2: accepted"
requests 2
check "$work/log" 'r[1]["messages"][:len(r[0]["messages"])] == r[0]["messages"]'
check "$work/log" 'r[1]["messages"][-2] == {"role": "assistant", "content": open(sys.argv[1].rsplit("/", 1)[0] + "/unknown.json").read()}'
check "$work/log" 'r[1]["messages"][-1]["role"] == "user" and "unknown-table" in r[1]["messages"][-1]["content"] and "/selections/0/table" in r[1]["messages"][-1]["content"]'
serve '[{"api":"openai","content":"@unknown"},{"api":"openai","content":"@good"}]'
ask 1 --db "$db" --retries 0 'How many tracks per genre?'
requests 1
contains "$work/err" "round 1: rejected"
lacks "$work/err" "round 2"
test -s "$work/out" && fail "rows printed without an answer: $(head -c 300 "$work/out")"

# ---- clarify and terminate ----
# (a clarify plan is the plan of the likeliest reading, with the questions)
sed 's/"decision":"proceed"/"decision":"clarify","ambiguities":["Which year: 2024 or 2025?","Count tracks or albums?"]/' \
	"$work/good.json" >"$work/clarify.json"
# the rows of the likeliest reading, then the questions; exit status 3
serve '[{"api":"openai","content":"@clarify"}]'
ask 3 --db "$db" 'How many per genre?'
same "$work/good.rows" "$work/out"
contains "$work/err" "this answers the likeliest reading of the question"
contains "$work/err" "Which year: 2024 or 2025?"
contains "$work/err" "Count tracks or albums?"
serve '[{"api":"openai","content":"@clarify"}]'
ask 3 --db "$db" -f json 'How many per genre?'
check "$work/out" 'd["verdict"] == "clarify" and d["questions"] == ["Which year: 2024 or 2025?", "Count tracks or albums?"]'
check "$work/out" 'd["rows_end"] == "done" and d["row_count"] == len(d["rows"]) > 0'
requests 1
serve '[{"api":"openai","content":"@clarify"}]'
ask 3 --db "$db" --plan-only 'How many per genre?'
contains "$work/out" '"decision": "clarify"'
contains "$work/err" "Which year: 2024 or 2025?"
plan terminate '{"decision":"terminate","termination_reason":"The database has no weather data."}'
serve '[{"api":"openai","content":"@terminate"},{"api":"openai","content":"@good"}]'
ask 1 --db "$db" 'Did it rain on release days?'
cat "$work/out" "$work/err" >"$work/both"
contains "$work/both" "The database has no weather data."
requests 1
serve '[{"api":"openai","content":"@terminate"}]'
ask 1 --db "$db" -f json 'Did it rain on release days?'
check "$work/out" 'd["verdict"] == "terminate" and d["termination_reason"] == "The database has no weather data."'

# ---- reading the reply ----
{
	printf 'Here is the plan:\n```json\n'
	cat "$work/good.json"
	printf '```\nIt counts the tracks.\n'
} >"$work/fenced.json"
{
	printf 'I would count them, grouped: '
	tr -d '\n' <"$work/good.json"
	printf ' -- that should do.\n'
} >"$work/prose.json"
for reply in fenced prose; do
	serve "[{\"api\":\"openai\",\"content\":\"@$reply\"}]"
	ask 0 --db "$db" 'How many tracks per genre?'
	same "$work/good.rows" "$work/out"
	requests 1
done
plan malformed '{"decision":"proceed","selections":[{"table":"genres",,]}'
serve '[{"api":"openai","content":"@malformed"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -f json 'How many tracks per genre?'
check "$work/out" '[a["verdict"] for a in d["attempts"]] == ["no plan", "accepted"]'
check "$work/out" 'd["attempts"][0]["diagnostics"][0]["code"] == "llm-no-json"'
check "$work/log" 'len(r) == 2 and r[1]["messages"][-2]["content"] == open(sys.argv[1].rsplit("/", 1)[0] + "/malformed.json").read()'
# cut off by the length limit: reported, and asked again
serve '[{"api":"openai","content":"{\"decision\":\"proceed\",\"selections\":[{\"tab","finish":"length"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -f json 'How many tracks per genre?'
check "$work/out" 'any(g["code"] == "llm-cut-off" for g in d["attempts"][0]["diagnostics"])'
check "$work/out" 'd["attempts"][1]["verdict"] == "accepted"'
# a refusal is the model's last word: not asked again
serve '[{"api":"openai","content":"","refusal":"I cannot help with that."},{"api":"openai","content":"@good"}]'
ask 1 --db "$db" -f json 'How many tracks per genre?'
requests 1
check "$work/out" 'any(g["code"] == "llm-refusal" for g in d["attempts"][0]["diagnostics"])'
check "$work/out" 'len(d["attempts"]) == 1'

# ---- the transport ----
serve '[{"api":"openai","status":500,"body":"{\"error\":\"busy\"}"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
requests 2
serve '[{"api":"openai","status":429,"headers":{"Retry-After":"1"},"body":"{}"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -f json 'How many tracks per genre?'
requests 2
check "$work/out" 'd["seconds"]["model"] >= 1'
serve '[{"api":"openai","delay":3,"content":"@good"}]'
ask 2 --db "$db" --llm-timeout 1 'How many tracks per genre?'
contains "$work/err" "llm-timeout"
requests 1
serve "[{\"api\":\"openai\",\"status\":401,\"body\":\"{\\\"error\\\":\\\"bad key $key\\\"}\"}]"
ask 2 --db "$db" 'How many tracks per genre?'
contains "$work/err" "llm-auth"
contains "$work/err" "PLANSQL_LLM_KEY"
serve "[{\"api\":\"openai\",\"status\":401,\"body\":\"{\\\"error\\\":\\\"bad key $key\\\"}\"}]"
ask 2 --db "$db" -f json 'How many tracks per genre?'
serve '[{"api":"openai","status":404,"body":"{\"error\":\"model m not found\"}"}]'
ask 2 --db "$db" 'How many tracks per genre?'
contains "$work/err" "llm-not-found"
contains "$work/err" "$url/chat/completions"
contains "$work/err" "check the model server's URL (--llm or PLANSQL_LLM_URL) (for the openai API the base URL ends in /v1), the API it speaks (--api) and the model name"
serve '[]'
fake_llm_stop
ask 2 --db "$db" 'How many tracks per genre?'
contains "$work/err" "llm-unreachable"
contains "$work/err" "127.0.0.1:$port"
contains "$work/err" "point the model server's URL (--llm or PLANSQL_LLM_URL) at it"

# ---- the key: only in the Authorization header ----
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -f json 'How many tracks per genre?'
check "$work/log" 'h[0]["Authorization"] == "Bearer " + __import__("os").environ["PLANSQL_LLM_KEY"]'
checks=$((checks + 1))
[ "$(grep -o "$key" "$work/log" | wc -l)" -eq 1 ] ||
	fail "the key is elsewhere in the request than its header"
serve '[]'
ask 0 --db "$db" --show-prompt 'How many tracks per genre?'
ask 0 -c "$catalog" --show-prompt -f json 'How many tracks per genre?'
# a short key (local servers take any, "a" say) leaves the reply as it
# came: "Canada" stays in the plan, and the reply stays JSON
plan canada '{"decision":"proceed","selections":[{"table":"customers","columns":[{"table":"customers","column":"Country","role":"projection"}],"filters":[{"table":"customers","column":"Country","op":"=","value":"Canada"}]}],"distinct":true}'
serve '[{"api":"openai","content":"@canada"}]'
PLANSQL_LLM_KEY=a ask 0 --db "$db" --show-sql 'Which customers are in Canada?'
contains "$work/err" "= 'Canada'"
contains "$work/out" "Canada"

# ---- -k 3: the SQL two candidates agree on wins ----
sed 's/"order_by"/"limit":5,"order_by"/' "$work/good.json" >"$work/top5.json"
serve '[{"api":"openai","content":"@top5"},{"api":"openai","content":"@good"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -k 3 -f json 'How many tracks per genre?'
requests 3
check "$work/log" '[b["temperature"] for b in r] == [0.7] * 3'
check "$work/out" 'd["chosen"] == 1 and d["attempts"][1]["votes"] == 2 and d["attempts"][0]["votes"] == 1'
check "$work/out" 'len(d["rows"]) > 5 and d["sql"] == d["attempts"][1]["sql"] != d["attempts"][0]["sql"]'
serve '[{"api":"openai","content":"@top5"},{"api":"openai","content":"@good"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -k 3 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" --temperature 0.25 'How many tracks per genre?'
check "$work/log" 'r[0]["temperature"] == 0.25'

# ---- EXPLAIN: a catalog naming a column the database lacks ----
"$PYTHON3" - "$catalog" >"$work/stale-catalog.json" <<'PY'
import json, sys
tables = json.load(open(sys.argv[1]))
for t in tables:
    if t["table_name"] == "genres":
        t["columns"].append({"column_name": "Mood", "data_type": "TEXT",
                             "is_nullable": True})
print(json.dumps(tables))
PY
plan mood '{"decision":"proceed","selections":[{"table":"genres","columns":[{"table":"genres","column":"Name"},{"table":"genres","column":"Mood"}]}]}'
serve '[{"api":"openai","content":"@mood"},{"api":"openai","content":"@good"}]'
ask 0 --db "$db" -c "$work/stale-catalog.json" -f json 'Which genres are sad?'
check "$work/out" '[a["verdict"] for a in d["attempts"]] == ["rejected", "accepted"]'
check "$work/out" 'any(g["code"] == "explain-failed" for g in d["attempts"][0]["diagnostics"])'
check "$work/log" '"explain-failed" in r[1]["messages"][-1]["content"] and "Mood" in r[1]["messages"][-1]["content"]'

# ---- --show-prompt, --plan-only, -c without --db ----
question='Tracks by "AC/DC" & <co>? $HOME'
serve '[{"api":"openai","content":"@good"}]'
ask 0 --db "$db" --show-prompt "$question"
requests 0
checks=$((checks + 1))
[ "$(tail -n 1 "$work/out")" = "Question: $question" ] ||
	fail "the question is not verbatim last: $(tail -n 2 "$work/out")"
serve '[]'
ask 0 -c "$catalog" --show-prompt -f json "$question"
requests 0
check "$work/out" 'd["request"]["body"]["messages"][-1]["content"].endswith("Question: " + d["question"]) and d["question"] == """'"$question"'"""'
contains "$work/out" "<database>"
serve '[{"api":"openai","content":"@sloppy"}]'
ask 0 --db "$db" --plan-only 'How many tracks per genre?'
cp "$work/out" "$work/printed-plan.json"
expect 0 plansql run --db "$db" --now 2026-01-15 "$work/printed-plan.json"
same "$work/good.rows" "$work/out"
expect 0 plansql compile -c "$catalog" "$work/printed-plan.json"
lacks "$work/err" "fixed"
serve '[{"api":"openai","content":"@good"}]'
ask 0 -c "$catalog" 'How many tracks per genre?'
cp "$work/out" "$work/ask.sql"
expect 0 plansql compile -c "$catalog" --now 2026-01-15 "$work/good.json"
same "$work/out" "$work/ask.sql"
contains "$work/ask.sql" "SELECT"
lacks "$work/ask.sql" "Rock"

# ---- the constraint sent, per tier and API ----
for tier in minimal standard full; do
	serve '[{"api":"openai","content":"@good","constraint":true}]'
	ask 0 --db "$db" --tier "$tier" 'How many tracks per genre?'
	check "$work/log" "r[0]['response_format']['json_schema']['schema'] == json.load(open('$top_srcdir/schemas/llm/plan-$tier.strict.json'))"
done
serve '[{"api":"openai","content":"@good","constraint":false}]'
ask 0 --db "$db" --no-schema 'How many tracks per genre?'
check "$work/log" '"response_format" not in r[0]'

# ollama: /api/chat, the schema as "format"
llm_url=
serve '[{"api":"ollama","content":"@unknown","constraint":true},{"api":"ollama","content":"@good","constraint":true}]'
llm_url="http://127.0.0.1:$port"
ask 0 --db "$db" --api ollama --tier minimal 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
requests 2
check "$work/log" "r[0]['format'] == json.load(open('$top_srcdir/schemas/llm/plan-minimal.strict.json'))"
check "$work/log" 'r[0]["stream"] is False and r[0]["options"]["temperature"] == 0'
check "$work/log" '"unknown-table" in r[1]["messages"][-1]["content"]'
serve '[{"api":"ollama","content":"@good","constraint":false}]'
llm_url="http://127.0.0.1:$port"
ask 0 --db "$db" --api ollama --no-schema 'How many tracks per genre?'
check "$work/log" '"format" not in r[0]'

# llamacpp: /apply-template, then /completion with the grammar
serve '[{"api":"llamacpp","path":"/apply-template","prompt":"<|user|>rendered"},
	{"api":"llamacpp","content":"@unknown","constraint":true},
	{"api":"llamacpp","path":"/apply-template","prompt":"<|user|>again"},
	{"api":"llamacpp","content":"@good","constraint":true}]'
llm_url="http://127.0.0.1:$port"
ask 0 --db "$db" --api llamacpp --tier full 'How many tracks per genre?'
same "$work/good.rows" "$work/out"
requests 4
check "$work/log" '[e["path"] for e in log] == ["/apply-template", "/completion"] * 2'
check "$work/log" 'r[1]["prompt"] == "<|user|>rendered" and r[3]["prompt"] == "<|user|>again"'
check "$work/log" "r[1]['grammar'] == open('$top_srcdir/grammar/plan-full.gbnf').read()"
check "$work/log" 'r[0]["messages"][-1]["content"].endswith("How many tracks per genre?")'
check "$work/log" '"unknown-table" in r[2]["messages"][-1]["content"]'
serve '[{"api":"llamacpp","path":"/apply-template"},{"api":"llamacpp","content":"@good","constraint":false}]'
llm_url="http://127.0.0.1:$port"
ask 0 --db "$db" --api llamacpp --no-schema 'How many tracks per genre?'
check "$work/log" '"grammar" not in r[1]'
llm_url=

# ---- usage errors ----
serve '[]'
ask 2 --db "$db"
contains "$work/err" "question"
expect 2 plansql ask --db "$db" 'How many?'
contains "$work/err" "--llm"
ask 2 --db "$db" --api claude 'How many?'
contains "$work/err" "--api"
contains "$work/err" "openai"
ask 2 --db "$db" --tier huge 'How many?'
contains "$work/err" "--tier"
contains "$work/err" "minimal"
ask 2 --db "$db" -k 0 'How many?'
contains "$work/err" "-k"
ask 2 --db "$db" -k 17 'How many?'
contains "$work/err" "16"
ask 2 'How many?'
contains "$work/err" "--db"
requests 0
finish ask
