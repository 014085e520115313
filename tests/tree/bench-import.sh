#!/bin/sh
# bench/import, which only a benchmark run reaches otherwise: on a corpus
# made of the worked example's gold queries (examples/eval laid out as
# ../shared/realmodel is) and three written as SQLite reads them, it
# counts what imports and gives the gold rows, and the refusals by code;
# writes the table into a RESULTS.md before "## Targets", replaces it
# when run again, keeps a history of the figures (from an older section
# too), writes the section alone with --section, and refuses a folder
# that is no corpus.  bench/report.py keeps the section.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
src=$(cd "$top_srcdir" && pwd)
build=$(cd "$top_builddir" && pwd)
corpus="$work/corpus"
mkdir -p "$corpus/databases/demo"
cp "$build/examples/demo.db" "$corpus/databases/demo/demo.sqlite"
sed 's/^{"id"/{"db_id": "demo", "id"/' "$src/examples/eval/questions.jsonl" \
	>"$corpus/questions.jsonl"
# SQLite reads "Rock" as a string where no column has that name, and
# its LIKE ignores case: import reads both so (--from follows --db);
# a column neither grouped nor determined by a key is refused
cat >>"$corpus/questions.jsonl" <<'JSON'
{"id": "s1", "db_id": "demo", "question": "Rock?", "gold_sql": "SELECT Name FROM genres WHERE Name = \"Rock\""}
{"id": "s2", "db_id": "demo", "question": "rock?", "gold_sql": "SELECT Name FROM genres WHERE Name LIKE 'rock'"}
{"id": "s3", "db_id": "demo", "question": "any?", "gold_sql": "SELECT GenreId FROM genres GROUP BY Name"}
JSON

printf '# Benchmark results\n\n## Start-up\n\nfast\n\n## Targets\n\n- met\n' \
	>"$work/RESULTS.md"
expect 0 env BUILD="$build" "$PYTHON3" "$src/bench/import" --results "$work/RESULTS.md" "$corpus"
contains "$work/RESULTS.md" "| 10 | 9 (90.0%) | 9 (90.0%) | 0 | 1 |"
contains "$work/RESULTS.md" "- \`import-unsupported\`: 1"
contains "$work/RESULTS.md" "(\`corpus\`: 10 queries"
checks=$((checks + 1))
"$PYTHON3" - "$work/RESULTS.md" <<'PY' || fail "the section is not between Start-up and Targets: $(cat "$work/RESULTS.md")"
import sys
t = open(sys.argv[1]).read()
assert t.index("## Start-up") < t.index("## plansql import: gold queries") < t.index("## Targets")
assert t.endswith("## Targets\n\n- met\n")
PY
# again: replaced, not added
cp "$work/RESULTS.md" "$work/first.md"
expect 0 env BUILD="$build" "$PYTHON3" "$src/bench/import" --results "$work/RESULTS.md" "$corpus"
same "$work/first.md" "$work/RESULTS.md"
expect 0 env BUILD="$build" "$PYTHON3" "$src/bench/import" --results "$work/RESULTS.md" --section "$work/section.md" "$corpus"
contains "$work/section.md" "## plansql import: gold queries"
lacks "$work/section.md" "## Targets"
same "$work/first.md" "$work/RESULTS.md"
# every query imported: no refusals to list
grep -v '"s3"' "$corpus/questions.jsonl" >"$work/q" && mv "$work/q" "$corpus/questions.jsonl"
expect 0 env BUILD="$build" "$PYTHON3" "$src/bench/import" --results "$work/RESULTS.md" --section "$work/section.md" "$corpus"
contains "$work/section.md" "| 9 | 9 (100.0%) | 9 (100.0%) | 0 | 0 |"
contains "$work/section.md" "Refusals: none."
# the history: this run's figures on top of the last run's
checks=$((checks + 1))
"$PYTHON3" - "$work/section.md" <<'PY' || fail "the history: $(cat "$work/section.md")"
import sys
lines = open(sys.argv[1]).read().split("\n")
rows = lines[lines.index("| commit | queries | imported | right rows | imported, not right | refused |") + 2:]
rows = [r for r in rows if r.startswith("| ")]
assert len(rows) == 2, rows
assert rows[0].endswith("| 9 | 9 (100.0%) | 9 (100.0%) | 0 | 0 |"), rows
assert rows[1].endswith("| 10 | 9 (90.0%) | 9 (90.0%) | 0 | 1 |"), rows
PY
# a section written before there was a history gives its table as the
# first row of it
printf '## plansql import: gold queries\n\nat abc1234: each query ...\n\n| queries | imported | right rows | imported, not right | refused |\n|---|---|---|---|---|\n| 150 | 99 (66.0%%) | 97 (64.7%%) | 2 | 51 |\n\n## Targets\n' \
	>"$work/old.md"
expect 0 env BUILD="$build" "$PYTHON3" "$src/bench/import" --results "$work/old.md" "$corpus"
contains "$work/old.md" "| abc1234 | 150 | 99 (66.0%) | 97 (64.7%) | 2 | 51 |"
contains "$work/old.md" "| 9 | 9 (100.0%) | 9 (100.0%) | 0 | 0 |"
rm "$corpus/questions.jsonl"
expect 1 env BUILD="$build" "$PYTHON3" "$src/bench/import" --results "$work/RESULTS.md" "$corpus"
contains "$work/err" "questions.jsonl: give the corpus folder"

# bench/report.py: the section of this run, else the one RESULTS.md has
mkdir -p "$work/run"
checks=$((checks + 1))
"$PYTHON3" - "$src/bench" "$work" <<'PY' || fail "report.py does not keep the import section"
import os, shutil, sys
bench, work = sys.argv[1:]
sys.path.insert(0, bench)
import report
kept = report.import_lines(work, os.path.join(work, "run"))
assert kept[0] == "## plansql import: gold queries", kept[:2]
assert any("| 10 | 9 (90.0%) |" in line for line in kept), kept
assert not any(line.startswith("## Targets") for line in kept), kept
shutil.copy(os.path.join(work, "section.md"),
            os.path.join(work, "run", "import-section.md"))
fresh = report.import_lines(os.path.join(work, "nowhere"),
                            os.path.join(work, "run"))
assert fresh == open(os.path.join(work, "section.md")).read().rstrip("\n").split("\n")
none = report.import_lines(os.path.join(work, "nowhere"),
                           os.path.join(work, "nowhere"))
assert none[0] == "## plansql import: gold queries" and "Not measured" in none[2], none
PY

finish bench-import.sh
