#!/bin/sh
# The worked examples of plansql ask's instructions compile without a
# diagnostic and give the rows of their questions: tests/tree/ask-examples.py.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
expect 0 "$PYTHON3" "$top_srcdir/tests/tree/ask-examples.py" "$top_srcdir" \
	"$PLANSQL" "$work"
cat "$work/out"
[ -s "$work/err" ] && cat "$work/err" >&2
finish ask-examples
