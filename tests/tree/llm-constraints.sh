#!/bin/sh
# The grammars (grammar/plan-TIER.gbnf), the strict schemas
# (schemas/llm/plan-TIER.strict.json) and the plan reader accept and reject
# the same documents: tests/data/llm/{valid,invalid}; see
# tests/tree/llm-constraints.py.
set -u
: "${PLANSQL:=./plansql}" "${top_srcdir:=.}" "${PYTHON3:=/usr/bin/python3}"
exec "$PYTHON3" "$top_srcdir/tests/tree/llm-constraints.py" "$top_srcdir" \
	"$PLANSQL"
