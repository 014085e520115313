#!/bin/sh
# plansql_ask, the public API's round trip, against tests/fake_llm.py
# through the library's own HTTP client: a rejected plan then a
# corrected one (the second request carries the diagnostics), a
# clarify, llama.cpp's two requests per round, an unreachable server.
# The base URL and the key are the caller's (ask_api_client).
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/lib.sh"
client="$top_builddir/tests/ask_api_client"
catalog="$top_srcdir/examples/demo/catalog.json"
key="sk-test-$$-secret"
export PLANSQL_LLM_KEY="$key"
server_pid=

stop_server() {
	[ -n "$server_pid" ] && kill "$server_pid" 2>/dev/null
	[ -n "$server_pid" ] && wait "$server_pid" 2>/dev/null
	server_pid=
}
trap 'stop_server; rm -rf "$work"' EXIT

serve() { # SCRIPT_JSON: a fresh fake server answering that script
	stop_server
	printf '%s\n' "$1" >"$work/script.json"
	rm -f "$work/port"
	: >"$work/log"
	"$PYTHON3" "$top_srcdir/tests/fake_llm.py" "$work/script.json" \
		"$work/port" "$work/log" 20 &
	server_pid=$!
	i=0
	while [ ! -s "$work/port" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	port=$(cat "$work/port")
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

stop_server
expect 1 "$client" "http://127.0.0.1:$port/v1" openai "$catalog" 'Genre names?'
contains "$work/out" "llm-unreachable"

finish ask-api
