#!/bin/sh
# plansql run on SQLite: every output format byte for byte (CSV also
# against Python's csv module, JSON against Python's json module), the
# output options, the time limit, Ctrl-C, a reader that goes away, and
# memory that stays flat while millions of rows stream through.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
golden="$top_srcdir/tests/data/golden/run"

"$PYTHON3" "$golden/values.py" "$work/values.db" || exit 1
values="sqlite:$work/values.db"
plan="$golden/values.json"
demo="sqlite:$top_builddir/examples/demo.db"

# ---- every format, byte for byte ----
for format in table tsv csv json jsonl markdown; do
	expect 0 "$PLANSQL" run --db "$values" --format "$format" "$plan"
	same "$golden/values.out.$format" "$work/out"
done

# CSV as Python's csv module writes the same rows (NULL: empty field)
"$PYTHON3" - "$work/values.db" >"$work/python.csv" <<'PY'
import csv, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
out = csv.writer(sys.stdout)
out.writerow(["id", "label", "amount", "ratio"])
# the engine's own text for numbers, as plansql receives it
for row in db.execute("SELECT CAST(id AS TEXT), label, CAST(amount AS TEXT),"
                      " CAST(ratio AS TEXT) FROM items ORDER BY id"):
    out.writerow(["" if v is None else v for v in row])
PY
expect 0 "$PLANSQL" run --db "$values" --format csv "$plan"
same "$work/python.csv" "$work/out"

# JSON and JSON lines read back as the database's values
expect 0 "$PLANSQL" run --db "$values" --format json "$plan"
cp "$work/out" "$work/rows.json"
expect 0 "$PLANSQL" run --db "$values" --format jsonl "$plan"
cp "$work/out" "$work/rows.jsonl"
"$PYTHON3" - "$work/values.db" "$work/rows.json" "$work/rows.jsonl" <<'PY' || fail "JSON output does not read back as the rows"
import json, sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.row_factory = sqlite3.Row
want = [dict(r) for r in db.execute("SELECT * FROM items ORDER BY id")]
assert json.load(open(sys.argv[2])) == want
lines = open(sys.argv[3]).read().split("\n")
assert lines[-1] == "" and [json.loads(l) for l in lines[:-1]] == want
PY
checks=$((checks + 1))

# a repeated column name (two tables' Name) is made unique as a JSON key
expect 0 "$PLANSQL" run --db "$demo" --format json --rows 1 \
	"$top_srcdir/examples/plans/top-tracks.json"
"$PYTHON3" -c 'import json,sys; r=json.load(open(sys.argv[1])); assert len(r) == 1 and {"Name", "Name_2"} <= set(r[0]), r' \
	"$work/out" || fail "JSON keys of repeated names"

# ---- the output options ----
expect 0 "$PLANSQL" run --db "$values" --format tsv --null NIL --no-header "$plan"
checks=$((checks + 1))
[ "$(sed -n 4p "$work/out")" = "$(printf '4\tNIL\tNIL\tNIL')" ] ||
	fail "--null and --no-header in TSV: $(head -n 4 "$work/out")"
expect 0 "$PLANSQL" run --db "$values" --format csv --null NIL --no-header "$plan"
checks=$((checks + 1))
[ "$(head -n 1 "$work/out")" = "$(printf '1,plain,42,3.5\r')" ] ||
	fail "--no-header in CSV: $(head -n 1 "$work/out")"
# with --null (null), the text "(null)" is shown in quotes
expect 0 "$PLANSQL" run --db "$values" --null '(null)' "$plan"
contains "$work/out" " 4 | (null)"
expect 0 "$PLANSQL" run --db "$values" --rows 3 "$plan"
contains "$work/out" "(the first 3 rows; the result has more)"
checks=$((checks + 1))
[ "$(wc -l <"$work/out")" -eq 6 ] || fail "--rows 3 printed $(wc -l <"$work/out") lines"
expect 0 "$PLANSQL" run --db "$values" --rows 2 --format json "$plan"
"$PYTHON3" -c 'import json,sys; assert len(json.load(open(sys.argv[1]))) == 2' \
	"$work/out" || fail "--rows 2 --format json"
expect 0 "$PLANSQL" run --db "$values" --timing "$plan"
contains "$work/err" "Time: "
expect 2 "$PLANSQL" run --db "$values" --format xml "$plan"
contains "$work/err" "table, tsv, csv, json, jsonl, markdown"
expect 2 "$PLANSQL" run --db "$values" --timeout soon "$plan"
contains "$work/err" "the time limit is a number of seconds"

# a statement the engine refuses writes no rows, not even an empty array
printf '%s\n' '{"decision": "proceed", "selections": [{"table": "items", "columns": [{"column": "absent"}]}]}' >"$work/absent.json"
expect 2 "$PLANSQL" run --db "$values" --no-audit --format json "$work/absent.json"
contains "$work/err" "plansql run: database error: no such column"
checks=$((checks + 1))
[ -s "$work/out" ] && fail "a refused statement wrote: $(head -c 100 "$work/out")"

# --explain prints the engine's plan instead of the rows
expect 0 "$PLANSQL" run --db "$values" --explain "$plan"
contains "$work/out" "QUERY PLAN"
contains "$work/out" "SCAN items"
checks=$((checks + 1))
grep -q plain "$work/out" && fail "--explain printed rows"

# -o writes the file whole, or leaves what was there
expect 0 "$PLANSQL" run --db "$values" --format csv -o "$work/rows.csv" "$plan"
same "$golden/values.out.csv" "$work/rows.csv"
checks=$((checks + 1))
[ -s "$work/out" ] && fail "-o also wrote to standard output"

# ---- the time limit ----
slow="$golden/slow.json" # a triple self-join: minutes of work
expect 2 "$PLANSQL" run --db "$demo" --timeout 0.5 "$slow"
contains "$work/err" "stopped at the time limit of 0.5 s"
echo keep >"$work/kept.csv"
expect 2 "$PLANSQL" run --db "$demo" --timeout 0.3 -o "$work/kept.csv" "$slow"
checks=$((checks + 1))
[ "$(cat "$work/kept.csv")" = keep ] || fail "a stopped query replaced the -o file"
checks=$((checks + 1))
[ "$(ls "$work" | grep -c '^kept.csv')" -eq 1 ] || fail "a temporary file was left: $(ls "$work")"

# ---- Ctrl-C cancels the query, and plansql says so ----
"$PLANSQL" run --db "$demo" --timeout 0 "$slow" >"$work/out" 2>"$work/err" &
pid=$!
sleep 1
kill -INT "$pid"
wait "$pid"
status=$?
checks=$((checks + 1))
[ "$status" -eq 2 ] || fail "exit $status after Ctrl-C, not 2"
contains "$work/err" "the query was cancelled (Ctrl-C)"

# big_db ROWS: $work/big.db, a table of ROWS rows like the values' items
big_db() {
	rm -f "$work/big.db"
	"$PYTHON3" - "$work/big.db" "$1" <<'PY' || exit 1
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("CREATE TABLE items (id INTEGER PRIMARY KEY, label TEXT,"
           " amount INTEGER, ratio REAL)")
db.execute("""WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n
              WHERE i < ?)
              INSERT INTO items SELECT i, printf('row %08d of the big table',
              i), i * 7, i / 3.0 FROM n""", (int(sys.argv[2]),))
db.commit()
PY
}

# ---- a reader that stops reading ends the run quietly ----
big_db 200000
{
	"$PLANSQL" run --db "sqlite:$work/big.db" --format tsv "$plan" 2>"$work/err"
	echo $? >"$work/status"
} | head -n 1 >"$work/out"
checks=$((checks + 1))
[ "$(cat "$work/status")" -eq 0 ] || fail "exit $(cat "$work/status") when the reader left: $(cat "$work/err")"
checks=$((checks + 1))
[ -s "$work/err" ] && fail "a reader that left was reported: $(cat "$work/err")"

# ---- memory stays flat while rows stream ----
# 3 million rows (about 150 MB of TSV) through each streaming layout; the
# process's peak must stay far below what holding the rows would take.
# Sanitizers keep freed memory in quarantine, so the bound is only
# checked in the plain build.
if [ -z "${SANITIZER_CFLAGS:-}" ]; then
	big_db 3000000
	for format in tsv table json; do
		checks=$((checks + 1))
		"$PYTHON3" - "$PLANSQL" "sqlite:$work/big.db" "$format" "$plan" <<'PY' || fail "memory grew with the result in --format $format"
import resource, subprocess, sys
plansql, db, fmt, plan = sys.argv[1:]
lines = 0
with subprocess.Popen([plansql, "run", "--db", db, "--format", fmt,
                       "--timeout", "0", plan], stdout=subprocess.PIPE) as p:
    for chunk in iter(lambda: p.stdout.read(1 << 20), b""):
        lines += chunk.count(b"\n")
assert p.returncode == 0, p.returncode
assert lines >= 3000000, lines
peak_mb = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024
# the rows are over 150 MB; a streaming run needs a few MB
assert peak_mb < 40, "peak %.1f MB" % peak_mb
print("run: %s streamed %d lines in a peak of %.1f MB" % (fmt, lines, peak_mb))
PY
	done
else
	echo "run: the memory bound is checked in the plain build only"
fi

# ---- a value holding terminal escapes reaches a terminal escaped ----
# (the plan's, or a model's: the SQL shown quotes it as a literal)
printf '%s\n' '{"decision":"proceed","selections":[{"table":"genres","columns":[{"table":"genres","column":"Name"}],"filters":[{"table":"genres","column":"Name","op":"=","value":"x\u001b]0;title\u0007\u001b[2J\\y"}]}]}' \
	>"$work/escapes.json"
expect 0 plansql run --db "$demo" --show-sql "$work/escapes.json"
checks=$((checks + 1))
if grep -q "$(printf '\033')" "$work/err" || grep -q "$(printf '\007')" "$work/err"; then
	fail "run --show-sql put a raw ESC or BEL on stderr"
fi
contains "$work/err" "'x\x1B]0;title\x07\x1B[2J\\y'"
contains "$work/err" "WHERE"
# the shell shows its SQL escaped, even on a pipe: it is a display
echo quit | plansql shell --db "$demo" "$work/escapes.json" >"$work/out" 2>"$work/err"
checks=$((checks + 1))
grep -q "$(printf '\033')" "$work/out" && fail "the shell put a raw ESC on its output"
contains "$work/out" "'x\x1B]0;title\x07\x1B[2J\\y'"
# written for a program (a pipe or a file) the SQL is as it is
expect 0 plansql compile "$work/escapes.json"
checks=$((checks + 1))
grep -q "$(printf '\033')" "$work/out" || fail "compile to a pipe changed the SQL"
# on a terminal, escaped
checks=$((checks + 1))
"$PYTHON3" - "$PLANSQL" "$work/escapes.json" <<'PY' || fail "compile on a terminal printed raw escapes"
import os, pty, sys
plansql, plan = sys.argv[1:]
pid, fd = pty.fork()
if pid == 0:
    os.execv(plansql, [plansql, "compile", plan])
seen = b""
while True:
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        break
    if not chunk:
        break
    seen += chunk
os.waitpid(pid, 0)
assert b"\x1b" not in seen and b"\x07" not in seen, seen
assert b"'x\\x1B]0;title\\x07\\x1B[2J\\y'" in seen, seen
assert b"\r\n" in seen  # the lines of the SQL stay lines
PY

# ---- values as the database stores them ----
# Numbers kept in a text column compare as numbers (text puts "46" after
# "150" and "null" after every number), a boolean against a column of
# flags takes its spelling; run reads the values of the columns the plan
# compares, so the catalog it reads from the database needs no samples.
"$PYTHON3" -c 'import sqlite3, sys
sqlite3.connect(sys.argv[1]).executescript(open(sys.argv[2]).read())' \
	"$work/cars.db" "$golden/cars.sql" || exit 1
expect 0 "$PLANSQL" run --db "sqlite:$work/cars.db" --format tsv "$golden/cars-filters.json"
printf 'name\nb\nc\n' >"$work/want"
same "$work/want" "$work/out"
contains "$work/err" 'warning[text-as-number]: "horsepower" is a text column'
contains "$work/err" 'fixed[value-type]: the value for "automatic" is spelt as the column writes booleans'
expect 0 "$PLANSQL" run --db "sqlite:$work/cars.db" --format tsv "$golden/cars-range.json"
printf 'least\tmost\n46\t200\n' >"$work/want"
same "$work/want" "$work/out"
# MIN and MAX answer a value of the column: text, as the column writes it
expect 0 "$PLANSQL" run --db "sqlite:$work/cars.db" --format json "$golden/cars-range.json"
contains "$work/out" '{"least":"46","most":"200"}'
# and HAVING and ORDER BY on them compare numbers ("46" > "150" as text)
expect 0 "$PLANSQL" run --db "sqlite:$work/cars.db" --format tsv "$golden/cars-range-by-gear.json"
printf 'automatic\tmost\tleast\nT\t165\t150\nF\t200\t46\n' >"$work/want"
same "$work/want" "$work/out"
# A text value that no row holds: one spelling that differs only in case
# or spaces is taken (fixed), several are listed, none is said; run asks
# the database
expect 0 "$PLANSQL" run --db "sqlite:$work/cars.db" --format tsv "$golden/colours-spelling.json"
printf 'id\n3\n4\n' >"$work/want"
same "$work/want" "$work/out"
contains "$work/err" 'value/0: fixed[value-spelling]: no row has "colour" = "blue"; the column writes it "Blue"'
contains "$work/err" 'value/1: warning[value-spellings]: no row has "colour" = "RED"; ignoring case and spaces, the column holds "Red" or "red "'
contains "$work/err" 'value/2: warning[value-not-found]: no row has "colour" = "green", nor a value that differs only in case or spaces'
# the catalog of the database says what its data holds, so a plan
# compiled against it is the statement run runs
expect 0 "$PLANSQL" catalog --db "sqlite:$work/cars.db"
cp "$work/out" "$work/cars.catalog.json"
for plan in cars-filters colours-spelling; do
	expect 0 "$PLANSQL" run --db "sqlite:$work/cars.db" --show-sql \
		-o "$work/rows" "$golden/$plan.json"
	grep -v "^$golden/$plan.json:" "$work/err" >"$work/run.sql"
	expect 0 "$PLANSQL" compile -c "$work/cars.catalog.json" \
		"$golden/$plan.json"
	same "$work/run.sql" "$work/out"
done
contains "$work/out" "IN ('Blue', 'RED', 'green')"
# a catalog without the data, the plan says what it cannot know
expect 0 "$PLANSQL" catalog --db "sqlite:$work/cars.db" --no-data
cp "$work/out" "$work/bare.catalog.json"
expect 1 "$PLANSQL" compile -c "$work/bare.catalog.json" "$golden/cars-filters.json"
contains "$work/err" 'warning[text-order]: "horsepower" is a text column'
contains "$work/err" 'error[flag-spelling]: a boolean compared with the text column "automatic", whose values are not known'
# and has nothing to match the values against: they stay as written
expect 0 "$PLANSQL" compile -c "$work/bare.catalog.json" "$golden/colours-spelling.json"
contains "$work/out" "IN ('blue', 'RED', 'green')"

finish run
