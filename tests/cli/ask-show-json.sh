#!/bin/sh
# plansql ask --show-prompt --format json gives the request body exactly
# as it is then sent: for each API and tier, the body it prints is the
# body tests/cli/fake_llm.py receives for the same question and options.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/cli/lib.sh"
db="sqlite:$top_builddir/examples/demo.db"
question='How many tracks per genre?'
. "$top_srcdir/tests/cli/fake_llm.sh"

plan='{"decision":"proceed","intent_summary":"Tracks per genre","selections":[{"table":"tracks","columns":[]},{"table":"genres","columns":[{"table":"genres","column":"Name","role":"projection"}]}],"join_edges":[{"from_table":"tracks","from_column":"GenreId","to_table":"genres","to_column":"GenreId","join_type":"inner"}],"group_by":{"group_by_columns":[{"table":"genres","column":"Name"}],"aggregates":[{"function":"COUNT","alias":"tracks"}]},"order_by":[{"table":"genres","column":"tracks","direction":"DESC"}],"limit":null}'

# serve API: a fresh fake server answering the plan once.
serve() {
	printf '%s' "$plan" | "$PYTHON3" -c 'import json, sys
print(json.dumps([{"api": sys.argv[1], "content": sys.stdin.read()}]))' \
		"$1" >"$work/script.json"
	fake_llm_start
}

# sent_as_shown API BASE_PATH OPTION...: the shown body is the sent one.
# The database is $source_option $source.
source_option=--db source=$db
sent_as_shown() {
	api=$1 base=$2
	shift 2
	serve "$api"
	set -- "$source_option" "$source" --api "$api" --model m \
		--now 2026-01-15 "$@"
	expect 0 plansql ask "$@" --show-prompt --format json "$question"
	cp "$work/out" "$work/shown"
	expect 0 plansql ask "$@" --llm "http://127.0.0.1:$fake_llm_port$base" \
		--format json "$question"
	contains "$work/out" '"verdict": "accepted"'
	checks=$((checks + 1))
	"$PYTHON3" - "$work/shown" "$work/log" "$base" <<'PY' ||
import json, sys
shown = json.load(open(sys.argv[1]))
sent = [json.loads(line) for line in open(sys.argv[2])]
request = shown["request"]
assert len(sent) == 1, f"{len(sent)} requests sent"
assert sent[0]["error"] is None, sent[0]["error"]
assert sent[0]["path"] == sys.argv[3] + request["path"], \
    (sent[0]["path"], request["path"])
assert sent[0]["body"] == request["body"], "the bodies differ"
assert shown["tables"], "no tables shown"
PY
		fail "$api $*: the request shown is not the request sent"
}

sent_as_shown openai /v1
sent_as_shown openai /v1 --tier minimal --no-schema
sent_as_shown openai /v1 --tier full --temperature 0.5
sent_as_shown ollama ""

# A prompt holding a catalog of some 200 tables is one string of far
# more than the 64 KiB a plan's string may have; it is shown whole.
expect 0 plansql catalog --db "$db"
"$PYTHON3" - "$work/out" >"$work/big.json" <<'PY' || fail "no big catalog"
import json, sys
tables = json.load(open(sys.argv[1]))
for t in range(200):
    name = f"archive_table_{t:03}"
    tables.append({"table_name": name, "columns": [
        {"column_name": f"{name}_measurement_{c:02}", "data_type": "TEXT"}
        for c in range(10)]})
print(json.dumps(tables))
PY
source_option=-c source=$work/big.json
sent_as_shown openai /v1 --tier full --budget 1000000
"$PYTHON3" - "$work/shown" <<'PY' || fail "the big prompt is not whole"
import json, sys
body = json.load(open(sys.argv[1]))["request"]["body"]
prompt = max((m["content"] for m in body["messages"]), key=len)
assert len(prompt) > 65536, len(prompt)
assert "archive_table_199_measurement_09" in prompt
PY
checks=$((checks + 1))
finish ask-show-json
