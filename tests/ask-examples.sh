#!/bin/sh
# The worked examples of plansql ask's instructions compile without a
# diagnostic and give the rows of their questions: tests/ask-examples.py.
set -u
. "${top_srcdir:-.}/tests/lib.sh"
expect 0 "$PYTHON3" "$top_srcdir/tests/ask-examples.py" "$top_srcdir" \
	"$PLANSQL" "$work"
cat "$work/out"
[ -s "$work/err" ] && cat "$work/err" >&2
finish ask-examples
