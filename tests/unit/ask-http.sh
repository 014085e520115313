#!/bin/sh
# The transport of plansql ask against tests/cli/fake_llm.py: success, 500
# then success, 429 with Retry-After then success, a timeout, 401, 404,
# connection refused, a reply over the cap.  The key goes only into the
# Authorization header: never into the output, nor into the request
# body.  ask_http_client uses libcurl as the product does, opened at run
# time.
: "${top_srcdir:=.}" "${top_builddir:=.}"
. "$top_srcdir/tests/cli/lib.sh"
client="$top_builddir/tests/unit/ask_http_client"
key="sk-test-$$-secret"
export PLANSQL_LLM_KEY="$key"
. "$top_srcdir/tests/cli/fake_llm.sh"

# serve SCRIPT_JSON: a fresh fake server answering that script.
serve() {
	printf '%s\n' "$1" >"$work/script.json"
	fake_llm_start
	url="http://127.0.0.1:$fake_llm_port/v1"
}

request='{"model":"m","messages":[{"role":"user","content":"How many?"}]}'
post() { # STATUS [timeout-ms [retries [max-bytes]]]
	want=$1
	shift
	printf '%s' "$request" >"$work/request"
	expect "$want" "$client" "$url" /chat/completions "$@" <"$work/request"
	lacks "$work/out" "$key"
	lacks "$work/err" "$key"
}

serve '[{"api":"openai","content":"{\"a\":1}"}]'
post 0
contains "$work/out" "status 200"
contains "$work/out" "attempts 1"
contains "$work/out" '"content": "{\"a\":1}"'
# the key is in the Authorization header, and in no other part of the request
contains "$work/log" "\"Authorization\": \"Bearer $key\""
checks=$((checks + 1))
[ "$(grep -o "$key" "$work/log" | wc -l)" -eq 1 ] ||
	fail "the key appears elsewhere in the request: $(cat "$work/log")"
contains "$work/log" '"Content-Type": "application/json"'

# a 500, then the answer
serve '[{"api":"openai","status":500,"body":"{\"error\":\"busy\"}"},
	{"api":"openai","content":"{}"}]'
post 0
contains "$work/out" "attempts 2"
contains "$work/out" "status 200"

# 429 with Retry-After: 1, then the answer, a second later
serve '[{"api":"openai","status":429,"headers":{"Retry-After":"1"},"body":"{}"},
	{"api":"openai","content":"{}"}]'
post 0
contains "$work/out" "attempts 2"
checks=$((checks + 1))
seconds=$(sed -n 's/^seconds \([0-9]*\)\..*/\1/p' "$work/out")
[ "${seconds:-0}" -ge 1 ] || fail "Retry-After was not honoured: $(cat "$work/out")"

# 5xx until the retries run out: the last status is explained
serve '[{"api":"openai","status":503,"body":"{}"},{"api":"openai","status":503,"body":"{}"}]'
post 1 0 1
contains "$work/out" "attempts 2"
contains "$work/out" "llm-http:"
contains "$work/out" "answered 503"

# a server slower than the timeout
serve '[{"api":"openai","delay":3,"content":"{}"}]'
post 1 500
contains "$work/out" "llm-timeout:"
contains "$work/out" "/v1/chat/completions"
contains "$work/out" "attempts 1"

# 401 that echoes the key back: explained, the key redacted
serve "[{\"api\":\"openai\",\"status\":401,\"body\":\"{\\\"error\\\":\\\"bad key $key\\\"}\"}]"
post 1
contains "$work/out" "llm-auth:"
contains "$work/out" "PLANSQL_LLM_KEY"
contains "$work/out" "OPENAI_API_KEY"
contains "$work/out" "[key]"
# without a key: no Authorization header at all, and "missing"
serve '[{"api":"openai","status":401,"body":"{}"}]'
printf '%s' "$request" >"$work/request"
expect 1 env -u PLANSQL_LLM_KEY "$client" "$url" /chat/completions <"$work/request"
contains "$work/out" "key is missing"
lacks "$work/log" "Authorization"

# 404: the URL is named
serve '[{"api":"openai","status":404,"body":"{\"error\":\"model not found\"}"}]'
post 1
contains "$work/out" "llm-not-found:"
contains "$work/out" "$url/chat/completions"
contains "$work/out" "model not found"

# a reply over the cap is an error, not a truncated body
serve '[{"api":"openai","content":"0123456789012345678901234567890123456789"}]'
post 1 0 0 64
contains "$work/out" "llm-reply-too-big:"

# connection refused: a port nothing listens on (the server is stopped)
serve '[]'
fake_llm_stop
post 1
contains "$work/out" "llm-unreachable:"
contains "$work/out" "connection refused"
contains "$work/out" "attempts 1"

# only http and https: libcurl's other protocols are refused
url="ftp://127.0.0.1:1/v1"
post 1
contains "$work/out" "not an http:// or https:// URL"

# the fake server's own checks: a request of the wrong shape is a 400
serve '[{"api":"openai","constraint":true,"content":"{}"}]'
post 1
contains "$work/out" "answered 400"
contains "$work/out" "response_format is missing"

# A whole round of each API: ask_request's body passes the fake server's
# shape checks (the constraint sent when given), ask_reply reads its answer.
schema='{"type":"object","properties":{"selections":{"type":"array"}}}'
serve '[{"api":"openai","constraint":true,"usage":[21,8],
	"content":"Sure:\n```json\n{\"selections\":[]}\n```"}]'
expect 0 "$client" --round openai "$url" "$schema"
contains "$work/out" 'plan {"selections":[]}'
contains "$work/out" "tokens 21 8"
contains "$work/log" '"strict": true'
serve '[{"api":"ollama","constraint":true,"content":"{\"a\":1}"}]'
expect 0 "$client" --round ollama "${url%/v1}" "$schema"
contains "$work/out" 'plan {"a":1}'
serve '[{"api":"llamacpp","path":"/apply-template","prompt":"<|user|>How many orders?"},
	{"api":"llamacpp","constraint":true,"content":"{\"b\":2}"}]'
expect 0 "$client" --round llamacpp "${url%/v1}" 'root ::= "{}"'
contains "$work/out" 'plan {"b":2}'
contains "$work/log" '"prompt": "<|user|>How many orders?"'
# a cut-off answer is reported as such
serve '[{"api":"ollama","finish":"length","content":"{\"a\":"}]'
expect 1 "$client" --round ollama "${url%/v1}"
contains "$work/out" "llm-cut-off:"

# plansql itself does not load libcurl at start-up
checks=$((checks + 1))
if command -v ldd >/dev/null && [ -x "$PLANSQL" ]; then
	! ldd "$PLANSQL" | grep -q curl || fail "plansql links libcurl"
fi

finish ask-http
