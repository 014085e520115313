#!/bin/sh
# plansql_ask, the public API's round trip, against tests/cli/fake_llm.py
# through the library's own HTTP client: a rejected plan then a
# corrected one (the second request carries the diagnostics), a
# clarify, llama.cpp's two requests per round, an unreachable server.
# The base URL and the key are the caller's (ask_api_client).
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/cli/lib.sh"
client="$top_builddir/tests/unit/ask_api_client"
catalog="$top_srcdir/examples/demo/catalog.json"
key="sk-test-$$-secret"
export PLANSQL_LLM_KEY="$key"
. "$top_srcdir/tests/cli/fake_llm.sh"

serve() { # SCRIPT_JSON: a fresh fake server answering that script
	printf '%s\n' "$1" >"$work/script.json"
	fake_llm_start
	port=$fake_llm_port
}

good='{\"decision\":\"proceed\",\"selections\":[{\"table\":\"genres\",\"columns\":[{\"table\":\"genres\",\"column\":\"Name\"}]}]}'
bad='{\"decision\":\"proceed\",\"selections\":[{\"table\":\"weather\",\"columns\":[{\"table\":\"weather\",\"column\":\"Name\"}]}]}'

serve "[{\"api\":\"openai\",\"content\":\"$bad\"},{\"api\":\"openai\",\"content\":\"$good\"}]"
expect 0 "$client" "http://127.0.0.1:$port/v1" openai "$catalog" 'Genre names?'
contains "$work/out" "verdict accepted"
contains "$work/out" "attempts 2"
contains "$work/out" 'sql SELECT'
contains "$work/out" '"genres"'
contains "$work/out" "table genres "
lacks "$work/out" "error["
# the second request tells the model why the first plan was rejected
checks=$((checks + 1))
sed -n 2p "$work/log" | grep -q 'unknown-table' ||
	fail "the second request lacks the diagnostic: $(sed -n 2p "$work/log" | head -c 300)"
contains "$work/log" "\"Authorization\": \"Bearer $key\""
lacks "$work/out" "$key"

clarify='{\"decision\":\"clarify\",\"ambiguities\":[\"Which year?\"],\"selections\":[{\"table\":\"genres\",\"columns\":[{\"table\":\"genres\",\"column\":\"Name\"}]}]}'
serve "[{\"api\":\"openai\",\"content\":\"$clarify\"}]"
expect 0 "$client" "http://127.0.0.1:$port/v1" openai "$catalog" 'Sales by genre?'
contains "$work/out" "verdict clarify"
contains "$work/out" "clarify Which year?"

serve "[{\"api\":\"llamacpp\",\"path\":\"/apply-template\",\"prompt\":\"<|user|>Genre names?\"},
	{\"api\":\"llamacpp\",\"constraint\":true,\"content\":\"$good\"}]"
expect 0 "$client" "http://127.0.0.1:$port" llamacpp "$catalog" 'Genre names?'
contains "$work/out" "verdict accepted"
contains "$work/out" "attempts 1"
contains "$work/log" '"path": "/apply-template"'
contains "$work/log" '"path": "/completion"'

fake_llm_stop
expect 1 "$client" "http://127.0.0.1:$port/v1" openai "$catalog" 'Genre names?'
contains "$work/out" "llm-unreachable"

finish ask-api
