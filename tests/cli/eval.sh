#!/bin/sh
# plansql eval end to end on the demo database: the worked example of
# docs/eval.md (examples/eval) asked of tests/cli/fake_llm.py, which answers
# by question as a model would, with -j and --record; then replayed from
# the recording and from the example's replies: the same report every
# way.  Then what can go wrong: a gold query that fails, a reply the
# replay lacks, Ctrl-C during a request and during a query, bad question
# and reply files, conflicting options; and the key in no output.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
db="sqlite:$top_builddir/examples/demo.db"
questions="$top_srcdir/examples/eval/questions.jsonl"
replies="$top_srcdir/examples/eval/replies.jsonl"
key="sk-eval-$$-secret"
export PLANSQL_LLM_KEY="$key"
unset OPENAI_API_KEY PLANSQL_LLM_URL PLANSQL_LLM_MODEL
. "$top_srcdir/tests/cli/fake_llm.sh"

# serve_replies [DELAY [REPLIES]]: a fake server answering the example's
# replies (or those of REPLIES)
serve_replies() {
	"$PYTHON3" - "$questions" "${2:-$replies}" "${1:-0}" >"$work/script.json" <<'PY'
import json, os, sys
questions, replies, delay = sys.argv[1:]
print(json.dumps({"api": "openai", "questions": os.path.abspath(questions),
                  "replies": [{"path": os.path.abspath(replies),
                               "kind": "plan"}],
                  "delay": float(delay)}))
PY
	fake_llm_start
	url="http://127.0.0.1:$fake_llm_port/v1"
}

nokey() { # FILE...: the key is in none of them
	for f in "$@"; do
		lacks "$f" "$key"
	done
}

# without_times FILE: the report without the header's source and the
# seconds, which differ between a live run and its replay
without_times() {
	sed -e 1d -e 's/ [0-9]*\.[0-9][0-9]  / -  /' "$1"
}

# check FILE EXPR: EXPR (Python) holds, d the JSON of FILE
check() {
	checks=$((checks + 1))
	"$PYTHON3" - "$1" "$2" <<'PY' || fail "$2 does not hold for $1: $(head -c 800 "$1")"
import json, sys
d = json.load(open(sys.argv[1]))
q = {r["id"]: r for r in d.get("results", [])}
sys.exit(0 if eval(sys.argv[2]) else 1)
PY
}

# ---- live, two jobs, recorded ----
serve_replies
expect 0 plansql eval --db "$db" --llm "$url" --model m -j 2 --baseline-sql \
	--record "$work/recorded.jsonl" "$questions"
cp "$work/out" "$work/live.txt"
contains "$work/out" "plans: correct 6 of 8 (75.0%), right rows 7 (87.5%) with clarify's; extra-columns 1, clarify 1 (1 likeliest right)"
contains "$work/out" "SQL:   correct 7 of 8 (87.5%); wrong 1"
contains "$work/out" "plans right, SQL not (1): d06"
contains "$work/out" "SQL right, plans not (2): d03 d07"
# d04's first plan is rejected and the second accepted: two rounds, and
# the SQL of d06 is wrong at its first row
grep -q '^d04  correct  *2 ' "$work/out" || fail "d04 is not correct in 2 rounds: $(cat "$work/out")"
contains "$work/out" "sql: row 1: expected ('Never Again', 1494467), got ('Come Back Home', 90011)"
contains "$work/out" "d03  extra-columns"
lacks "$work/err" "plansql ask:" # ask's per-attempt lines stay out
nokey "$work/out" "$work/err" "$work/recorded.jsonl"
checks=$((checks + 1))
grep -q "\"Authorization\": \"Bearer $key\"" "$work/log" ||
	fail "the key was not sent in the Authorization header"
# 8 plan questions, one a second round; 8 SQL, one a second round
checks=$((checks + 1))
[ "$(wc -l <"$work/recorded.jsonl")" -eq 18 ] ||
	fail "the recording has $(wc -l <"$work/recorded.jsonl") replies, not 18"
check_line() { # EXPR on every line of the recording
	checks=$((checks + 1))
	"$PYTHON3" - "$work/recorded.jsonl" "$1" <<'PY' || fail "recording: $1"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
sys.exit(0 if all(eval(sys.argv[2]) for r in lines) else 1)
PY
}
check_line 'set(r) >= {"id", "kind", "candidate", "round", "digest", "reply", "usage"}'
check_line 'r["kind"] in ("plan", "sql") and r["candidate"] == 1 and r["digest"].startswith("fnv1a64:")'
check_line 'r["usage"] == {"prompt_tokens": 10, "completion_tokens": 5}'

# ---- -k: each candidate's replies recorded and replayed apart ----
grep '"d01", "kind": "plan"' "$replies" | sed 's/"round": 1/"candidate": 2, "round": 1/' >"$work/second.jsonl"
cat "$replies" "$work/second.jsonl" >"$work/two.jsonl"
serve_replies 0 "$work/two.jsonl"
expect 0 plansql eval --db "$db" --llm "$url" --model m -k 2 --only d01 \
	--record "$work/k2.jsonl" "$questions"
contains "$work/out" "plans: correct 1 of 1 (100.0%)"
contains "$work/k2.jsonl" '"candidate":2,"round":1'
expect 0 plansql eval --db "$db" --replay "$work/k2.jsonl" -k 2 --only d01 "$questions"
contains "$work/out" "plans: correct 1 of 1 (100.0%)"
expect 0 plansql eval --db "$db" --replay "$replies" -k 2 --only d01 "$questions"
contains "$work/out" "the replay has no plan reply for candidate 2, round 1"
fake_llm_stop

# ---- replayed: the recording, and the example's own replies ----
expect 0 plansql eval --db "$db" --replay "$work/recorded.jsonl" --baseline-sql "$questions"
without_times "$work/live.txt" >"$work/live.cut"
without_times "$work/out" >"$work/replay.cut"
same "$work/live.cut" "$work/replay.cut"
contains "$work/out" "plans replayed from $work/recorded.jsonl; SQL replayed from $work/recorded.jsonl"
lacks "$work/out" "changed since" # the same requests: no stale reply
expect 0 plansql eval --db "$db" --replay "$replies" --baseline-sql "$questions"
# the example's replies report no tokens: the table differs only there
sed 's/  *[0-9][0-9]*  *- / - /' "$work/live.cut" >"$work/live.notokens"
without_times "$work/out" | sed 's/  *-  *- / - /' >"$work/replay.notokens"
same "$work/live.notokens" "$work/replay.notokens"

# ---- docs/eval.md shows what the worked example prints ----
checks=$((checks + 1))
(cd "$top_srcdir" && "$PLANSQL" eval --db "$db" --replay examples/eval/replies.jsonl \
	--baseline-sql examples/eval/questions.jsonl) >"$work/example.txt" 2>&1 ||
	fail "the worked example: $(cat "$work/example.txt")"
awk '/^<!-- eval-example-output -->$/ { on = 1; next }
	on && /^```$/ { if (inside) exit; inside = 1; next }
	on && inside { print }' "$top_srcdir/docs/eval.md" >"$work/documented.txt"
seconds='s/ [0-9]*\.[0-9][0-9]  / -  /'
sed "$seconds" "$work/documented.txt" >"$work/documented.cut"
sed "$seconds" "$work/example.txt" >"$work/example.cut"
same "$work/documented.cut" "$work/example.cut"

# ---- the progress bar: on a terminal only ----
expect 0 plansql eval --db "$db" --replay "$replies" "$questions"
lacks "$work/err" "8/8"
checks=$((checks + 1))
"$PYTHON3" - "$PLANSQL" "$db" "$replies" "$questions" <<'PY' || fail "no progress bar on a terminal"
import os, pty, subprocess, sys
plansql, db, replies, questions = sys.argv[1:]
master, slave = pty.openpty()
p = subprocess.run([plansql, "eval", "--db", db, "--replay", replies,
                    "--baseline-sql", questions],
                   stdout=subprocess.PIPE, stderr=slave, check=True)
os.close(slave)
seen = b""
while True:
    try:
        chunk = os.read(master, 65536)
    except OSError:
        break
    if not chunk:
        break
    seen += chunk
text = seen.decode()
assert "[########################] 8/8  plan 6/8 (75.0%)  sql 7/8 (87.5%)" in text, text
assert text.endswith("\r\033[K"), repr(text[-40:])  # erased at the end
assert b"plans: correct 6 of 8" in p.stdout
PY

# ---- the JSON report ----
expect 0 plansql eval --db "$db" --replay "$work/recorded.jsonl" --baseline-sql \
	--format json -o "$work/report.json" "$questions"
checks=$((checks + 1))
[ ! -s "$work/out" ] || fail "-o left something on standard output"
check "$work/report.json" 'd["summary"]["plan"]["correct"] == 6 and d["summary"]["plan"]["scored"] == 8 and d["summary"]["plan"]["percent"] == 75.0'
check "$work/report.json" 'd["summary"]["sql"]["outcomes"]["wrong"] == 1 and d["summary"]["plan"]["clarify_likeliest_right"] == 1'
check "$work/report.json" 'd["summary"]["plan"]["right_rows"] == 7 and d["summary"]["plan"]["right_rows_percent"] == 87.5 and d["summary"]["sql"]["right_rows"] == 7'
check "$work/report.json" 'd["questions"] == 8 and d["databases"] == 1 and d["tier"] == "standard" and d["interrupted"] is False'
check "$work/report.json" 'q["d04"]["plan"]["rounds"] == 2 and q["d04"]["plan"]["attempts"][0]["verdict"] == "rejected"'
check "$work/report.json" 'any(x["code"] == "bad-value" for x in q["d04"]["plan"]["attempts"][0]["diagnostics"])'
check "$work/report.json" 'q["d08"]["sql"]["rounds"] == 2 and "BillingCountri" in q["d08"]["sql"]["attempts"][0]["error"]'
check "$work/report.json" '"error" not in q["d08"]["sql"]["attempts"][1] and q["d08"]["sql"]["outcome"] == "correct"'
check "$work/report.json" 'q["d03"]["plan"]["comparison"]["match"] == "extra-columns" and len(q["d03"]["plan"]["rows"]["columns"]) == 4'
check "$work/report.json" 'q["d06"]["sql"]["comparison"]["expected_row"] == 0 and q["d06"]["ordered"] is True and q["d02"]["ordered"] is False'
check "$work/report.json" 'q["d01"]["expected"]["rows"] == [[3470]] and q["d01"]["plan"]["rows"]["rows"] == [[3470]]'
check "$work/report.json" 'q["d05"]["note"].startswith("an expected answer") and q["d05"]["gold_sql"] is None'
check "$work/report.json" 'q["d07"]["plan"]["outcome"] == "clarify" and q["d07"]["plan"]["likeliest_right"] is True'
check "$work/report.json" 'q["d01"]["plan"]["tokens"] == 15 and q["d01"]["plan"]["sql"].startswith("SELECT COUNT(*)")'
nokey "$work/report.json"

# ---- --only, -o on failure keeps nothing half-written ----
expect 0 plansql eval --db "$db" --replay "$replies" --only d05,d01 "$questions"
contains "$work/out" "plansql eval: 2 questions on 1 database"
lacks "$work/out" "d02"
expect 2 plansql eval --db "$db" --replay "$replies" --only d01,d99 "$questions"
contains "$work/err" "--only: no question has the id 'd99'"

# ---- --dbdir: DIR/DB/DB.sqlite, and a URL with {db} ----
mkdir -p "$work/dbs/demo"
cp "$top_builddir/examples/demo.db" "$work/dbs/demo/demo.sqlite"
sed 's/^{"id"/{"db_id": "demo", "id"/' "$questions" >"$work/dbq.jsonl"
expect 0 plansql eval --dbdir "$work/dbs" --replay "$replies" "$work/dbq.jsonl"
contains "$work/out" "plans: correct 6 of 8 (75.0%)"
expect 2 plansql eval --dbdir "$work/dbs" --replay "$replies" "$questions"
contains "$work/err" "line 1: with --dbdir each question names its database by db_id"
expect 0 plansql eval --dbdir "sqlite:$work/dbs/{db}/{db}.sqlite" --replay "$replies" \
	"$work/dbq.jsonl"
contains "$work/out" "plans: correct 6 of 8 (75.0%)"
expect 2 plansql eval --dbdir "postgresql://127.0.0.1:1/{db}" --replay "$replies" \
	--connect-timeout 1 "$work/dbq.jsonl"
contains "$work/err" "plansql eval: the database of db_id 'demo' could not be read"
sed 's/"db_id": "demo"/"db_id": "..\/demo"/' "$work/dbq.jsonl" >"$work/escape.jsonl"
expect 2 plansql eval --dbdir "$work/dbs" --replay "$replies" "$work/escape.jsonl"
contains "$work/err" "a plain name"

# ---- a gold query that fails: the gold's fault, not scored ----
cat >"$work/gold.jsonl" <<'EOF'
{"id": "d01", "question": "How many tracks are there?", "gold_sql": "SELECT COUNT(*) FROM trakcs"}
{"id": "d05", "question": "Which media types are there?", "gold_rows": [["MPEG audio file"], ["Protected AAC audio file"], ["AAC audio file"], ["Lossless FLAC file"], ["Purchased AAC audio file"]], "ordered": true}
{"id": "d06", "question": "List the three longest tracks with their length in milliseconds, longest first.", "gold_rows": []}
EOF
expect 1 plansql eval --db "$db" --replay "$replies" "$work/gold.jsonl"
contains "$work/out" "plans: correct 1 of 2 (50.0%); wrong 1"
contains "$work/out" "3 rows where 0 are expected; not expected ('Ain''t Nobody Home', 1492251)"
contains "$work/out" "gold failed: 1 question not scored"
contains "$work/out" "d01  error (gold)  no such table: trakcs"
# gold_rows in order: the media types come in their table's order
contains "$work/out" "d05  correct"

# ---- ids and gold values written as numbers, kept as written ----
grep '"d01", "kind": "plan"' "$replies" | sed 's/"id": "d01"/"id": 7/' >"$work/numeric.jsonl"
printf '%s\n' '{"id": 7, "question": "How many tracks are there?", "gold_rows": [[3.47E+3]]}' \
	>"$work/numeric-q.jsonl"
expect 0 plansql eval --db "$db" --replay "$work/numeric.jsonl" -f json "$work/numeric-q.jsonl"
check "$work/out" 'q["7"]["plan"]["outcome"] == "correct"'
grep -q '3.47E+3' "$work/out" || fail "the gold value lost its text: $(cat "$work/out")"

# ---- a reply the replay lacks: no-reply, scored, never correct ----
grep '"d01"' "$replies" >"$work/few.jsonl"
expect 0 plansql eval --db "$db" --replay "$work/few.jsonl" --baseline-sql "$questions"
contains "$work/out" "plans: correct 1 of 8 (12.5%); no-reply 7"
contains "$work/out" "SQL:   correct 1 of 8 (12.5%); no-reply 7"
contains "$work/out" "eval-no-reply: the replay has no plan reply for candidate 1, round 1"
# a refused SQL statement whose second round was never recorded
grep '"d08"' "$replies" | grep -v '"round": 2' >"$work/d08.jsonl"
expect 0 plansql eval --db "$db" --replay "$work/d08.jsonl" --baseline-sql --only d08 "$questions"
contains "$work/out" "SQL:   correct 0 of 1 (0.0%); no-reply 1"
contains "$work/out" "sql: eval-no-reply: the replay has no SQL reply for candidate 1, round 2"
# a replay whose reply answered another request is counted as stale
sed 's/"digest":"fnv1a64:[0-9a-f]*"/"digest":"fnv1a64:0000000000000000"/' \
	"$work/recorded.jsonl" >"$work/stale.jsonl"
expect 0 plansql eval --db "$db" --replay "$work/stale.jsonl" "$questions"
contains "$work/out" "changed since they were recorded: plans 9, SQL 0"

# ---- the model server fails: an error, not scored, exit 1 ----
expect 1 plansql eval --db "$db" --llm "http://127.0.0.1:1/v1" --only d01 "$questions"
contains "$work/out" "plans: correct 0 of 0 (0.0%); error 1 (not scored)"
contains "$work/out" "llm-unreachable"

# ---- Ctrl-C during a request: stopped at once, the rest reported ----
# timeout --foreground: timeout passes a signal to plansql once, where it
# would otherwise also send it to the whole group, and a second Ctrl-C
# ends eval without its report by design
serve_replies 60
checks=$((checks + 1))
timeout --foreground 10 "$PLANSQL" eval --db "$db" --llm "$url" --model m "$questions" \
	>"$work/out" 2>"$work/err" &
pid=$!
i=0
while [ ! -s "$work/log" ] && [ $i -lt 100 ]; do
	sleep 0.1
	i=$((i + 1))
done
kill -INT "$pid"
wait "$pid"
status=$?
[ "$status" -eq 130 ] || fail "Ctrl-C during a request: exit $status, not 130 ($(cat "$work/err"))"
contains "$work/out" "interrupted (Ctrl-C): 0 of 8 questions done"
contains "$work/out" "plans: correct 0 of 0"
fake_llm_stop

# ---- Ctrl-C during a query: the statement and the run stop ----
cat >"$work/slow.jsonl" <<'EOF'
{"id": "d01", "question": "How many tracks are there?", "gold_sql": "SELECT COUNT(*) FROM tracks"}
{"id": "slow", "question": "How many tracks are there?", "gold_sql": "WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n) SELECT COUNT(*) FROM n"}
{"id": "d05", "question": "Which media types are there?", "gold_sql": "SELECT Name FROM media_types"}
EOF
checks=$((checks + 1))
timeout --foreground 30 "$PLANSQL" eval --db "$db" --replay "$replies" --timeout 0 \
	"$work/slow.jsonl" >"$work/out" 2>"$work/err" &
pid=$!
sleep 1
kill -INT "$pid"
wait "$pid"
status=$?
[ "$status" -eq 130 ] || fail "Ctrl-C during a query: exit $status, not 130 ($(cat "$work/err"))"
contains "$work/out" "interrupted (Ctrl-C): 1 of 3 questions done"
contains "$work/out" "d01   correct"
lacks "$work/out" "d05"
# on two workers at once, both statements stop
grep '"slow"' "$work/slow.jsonl" | sed 's/"slow"/"slow1"/' >"$work/slow2.jsonl"
grep '"slow"' "$work/slow.jsonl" | sed 's/"slow"/"slow2"/' >>"$work/slow2.jsonl"
checks=$((checks + 1))
timeout --foreground 30 "$PLANSQL" eval --db "$db" --replay "$replies" --timeout 0 -j 2 \
	"$work/slow2.jsonl" >"$work/out" 2>"$work/err" &
pid=$!
sleep 1
kill -INT "$pid"
wait "$pid"
status=$?
[ "$status" -eq 130 ] || fail "Ctrl-C during two queries: exit $status, not 130 ($(cat "$work/err"))"
contains "$work/out" "interrupted (Ctrl-C): 0 of 2 questions done"

# ---- the question file, checked line by line before anything runs ----
bad() { # TEXT EXPECTED: a question file of TEXT is refused, saying EXPECTED
	printf '%s\n' "$1" >"$work/bad.jsonl"
	expect 2 plansql eval --db "$db" --replay "$replies" "$work/bad.jsonl"
	contains "$work/err" "$2"
}
bad '{"id": "a", "question": "q?"}' "bad.jsonl:1: give the expected answer as gold_sql or as gold_rows"
bad '{"id": "a", "question": "q?", "gold_sql": "SELECT 1", "gold_rows": []}' "one of them"
bad '{"question": "q?", "gold_sql": "SELECT 1"}' ':1: "id" must be a non-empty string'
bad '{"id": "a", "gold_sql": "SELECT 1"}' '"question" must be a non-empty string'
bad '{"id": "a", "question": "q?", "gold_rows": [[true]]}' "write booleans as the engine returns them"
bad '{"id": "a", "question": "q?", "gold_rows": [[1, 2], [3]]}' "row 2 of gold_rows must be an array of 2 values"
bad '{"id": "a", "question": "q?", "gold_sql": "SELECT 1", "ordered": true}' '"ordered" is true or false, beside gold_rows'
bad '{"id": "a", "question": "q?", "gold_sql": "SELECT 1", "answer": 1}' 'unknown member "answer"'
bad '{"id": "a", "question": "q?", "gold_sql": "SELECT 1"}
{"id": "a", "question": "r?", "gold_sql": "SELECT 2"}' 'bad.jsonl:2: the id "a" is also on line 1'
bad '{"id": "a", "question": "q?", "gold_sql": "SELECT 1"}

{"id": "b", "question": "r?", "gold_sql": "SELECT 2"' "bad.jsonl:3:"
bad '' "no questions"

# ---- the reply files ----
tape() { # TEXT EXPECTED
	printf '%s\n' "$1" >"$work/tape.jsonl"
	expect 2 plansql eval --db "$db" --replay "$work/tape.jsonl" "$questions"
	contains "$work/err" "$2"
}
tape '{"id": "d01", "reply": "{}"}' 'tape.jsonl:1: "round" must be a whole number from 1'
tape '{"id": "d01", "round": 1, "reply": "{}", "kind": "prose"}' '"kind" is "plan" or "sql"'
tape '{"id": "d01", "round": 1, "reply": "{}"}
{"id": "d01", "round": 1, "reply": "{}", "kind": "plan"}' "tape.jsonl:2: a second reply for the same id, kind, candidate and round (line 1)"
printf '%s\n' '{"id": "d01", "round": 1, "reply": "SELECT 1", "model": "x"}' >"$work/tape.jsonl"
expect 0 plansql eval --db "$db" --replay "$work/tape.jsonl" --only d01 "$questions"
contains "$work/err" 'the member "model" is not read'

# ---- options ----
expect 2 plansql eval --replay "$replies" "$questions"
contains "$work/err" "give the database, --db DATABASE"
expect 2 plansql eval --db "$db" --dbdir "$work/dbs" --replay "$replies" "$questions"
expect 2 plansql eval --db "$db" "$questions"
contains "$work/err" "give the model server with --llm"
expect 2 plansql eval --db "$db" --replay "$replies" --llm http://127.0.0.1:1/v1 "$questions"
contains "$work/err" "give one of them"
expect 2 plansql eval --db "$db" --replay "$replies" --record "$work/r.jsonl" "$questions"
expect 2 plansql eval --db "$db" --replay "$replies" --replay-sql "$replies" "$questions"
contains "$work/err" "give both"
expect 2 plansql eval -c "$top_srcdir/examples/demo/catalog.json" --db "$db" --replay "$replies" "$questions"
contains "$work/err" "-c is not taken"
expect 2 plansql eval --db "$db" --replay "$replies" -j 0 "$questions"
expect 2 plansql eval --db "$db" --replay "$replies"
contains "$work/err" "give one question file"
expect 0 plansql eval --help
contains "$work/out" "usage: plansql eval"
expect 0 plansql help eval
contains "$work/out" "exit status: 0 every question scored"

finish eval.sh
