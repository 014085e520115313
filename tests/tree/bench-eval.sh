#!/bin/sh
# bench/eval, which only a benchmark run reaches otherwise: on a corpus
# made of the worked example (examples/eval laid out as
# ../shared/realmodel is), it writes the accuracy table into a
# RESULTS.md before "## Targets", replaces it when run again, writes
# the section alone with --section, and refuses a folder that is no
# corpus.  bench/report.py keeps the section when a run has none.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
src=$(cd "$top_srcdir" && pwd)
build=$(cd "$top_builddir" && pwd)
corpus="$work/corpus"
mkdir -p "$corpus/databases/demo" "$corpus/replies"
cp "$build/examples/demo.db" "$corpus/databases/demo/demo.sqlite"
sed 's/^{"id"/{"db_id": "demo", "id"/' "$src/examples/eval/questions.jsonl" \
	>"$corpus/questions.jsonl"
grep '"kind": "plan"' "$src/examples/eval/replies.jsonl" \
	>"$corpus/replies/plan-full.jsonl"
cp "$corpus/replies/plan-full.jsonl" "$corpus/replies/plan-standard.jsonl"
# the SQL replies without their kind, as the corpus writes them
grep '"kind": "sql"' "$src/examples/eval/replies.jsonl" |
	sed 's/, "kind": "sql"//' >"$corpus/replies/sql.jsonl"

printf '# Benchmark results\n\n## Start-up\n\nfast\n\n## Targets\n\n- met\n' \
	>"$work/RESULTS.md"
expect 0 env BUILD="$build" sh "$src/bench/eval" --results "$work/RESULTS.md" "$corpus"
contains "$work/RESULTS.md" "| sql: the model writes SQL | 7 | 8 | 87.5% | 7 (87.5%) | 1 | 0 | 0 | 0 | 0 | 0 | 0 | 0 |"
contains "$work/RESULTS.md" "| plan-standard: \`plansql ask\` (default tier) | 6 | 8 | 75.0% | 7 (87.5%) | 0 | 1 | 0 | 1 (1 right) | 0 | 0 | 0 | 0 |"
contains "$work/RESULTS.md" "- SQL right, plan-full not: d03, d07."
contains "$work/RESULTS.md" "(\`corpus\`: 8 questions"
checks=$((checks + 1))
"$PYTHON3" - "$work/RESULTS.md" <<'PY' || fail "the section is not between Start-up and Targets: $(cat "$work/RESULTS.md")"
import sys
t = open(sys.argv[1]).read()
assert t.index("## Start-up") < t.index("## plansql ask: accuracy") < t.index("## Targets")
assert t.endswith("## Targets\n\n- met\n")
PY
# again: replaced, not added; the history gains no row for the same
# figures, and what people wrote of the failures is kept
sed 's/^Not written yet: .*/d07 asks back; d03 shows its total./' \
	"$work/RESULTS.md" >"$work/written.md"
mv "$work/written.md" "$work/RESULTS.md"
cp "$work/RESULTS.md" "$work/first.md"
expect 0 env BUILD="$build" sh "$src/bench/eval" --results "$work/RESULTS.md" "$corpus"
same "$work/first.md" "$work/RESULTS.md"
contains "$work/RESULTS.md" "d07 asks back; d03 shows its total."
checks=$((checks + 1))
[ "$(grep -c '^| .* | 7 (87.5%) | 6 (75.0%) | 7 | 6 (75.0%) |$' "$work/RESULTS.md")" -eq 1 ] ||
	fail "the history does not hold one row: $(cat "$work/RESULTS.md")"
expect 0 env BUILD="$build" sh "$src/bench/eval" --section "$work/section.md" "$corpus"
contains "$work/section.md" "## plansql ask: accuracy"
lacks "$work/section.md" "## Targets"
same "$work/first.md" "$work/RESULTS.md"
rm "$corpus/replies/sql.jsonl"
expect 2 env BUILD="$build" sh "$src/bench/eval" --results "$work/RESULTS.md" "$corpus"
contains "$work/err" "replies/sql.jsonl: give the corpus folder"

# bench/report.py: the section of this run, else the one RESULTS.md has
mkdir -p "$work/run"
checks=$((checks + 1))
"$PYTHON3" - "$src/bench" "$work" <<'PY' || fail "report.py does not keep the accuracy section"
import os, shutil, sys
bench, work = sys.argv[1:]
sys.path.insert(0, bench)
import report
kept = report.accuracy_lines(work, os.path.join(work, "run"))
assert kept[0] == "## plansql ask: accuracy", kept[:2]
assert any("| 7 | 8 | 87.5% |" in line for line in kept), kept
assert not any(line.startswith("## Targets") for line in kept), kept
shutil.copy(os.path.join(work, "section.md"),
            os.path.join(work, "run", "eval-section.md"))
fresh = report.accuracy_lines(os.path.join(work, "nowhere"),
                              os.path.join(work, "run"))
assert fresh == open(os.path.join(work, "section.md")).read().rstrip("\n").split("\n")
none = report.accuracy_lines(os.path.join(work, "nowhere"),
                             os.path.join(work, "nowhere"))
assert none[0] == "## plansql ask: accuracy" and "Not measured" in none[2], none
PY

finish bench-eval.sh
