#!/bin/sh
# Every plan the audit and patch tests write for an input without plansql
# extensions must be a valid plan of the seed system's own model
# (tests/data/seed-model.schema.json): the system plansql's plan format comes
# from must be able to read what plansql writes back.  tests/cli/cli.sh
# checks the plans the command writes the same way.
set -u
: "${top_srcdir:=.}" "${PYTHON3:=/usr/bin/python3}"
golden="$top_srcdir/tests/data/golden"
set --
for out in "$golden"/audit/*.audited; do
	set -- "$@" "${out%.audited}.json" "$out" -
done
for out in "$golden"/patch/*.patched; do
	set -- "$@" "${out%.patched}.json" "$out" case
done
report=$("$PYTHON3" "$top_srcdir/tests/data/schema/seed.py" --top "$top_srcdir" \
	"$top_srcdir/tests/data/seed-model.schema.json" \
	"$top_srcdir/schemas/plan.schema.json" "$@")
status=$?
printf '%s\n' "$report" | grep -v '^valid ' >&2
valid=$(printf '%s\n' "$report" | grep -c '^valid ')
echo "seed: $valid written plans valid in the seed model, $(printf '%s\n' "$report" | grep -c '^skip ') of inputs with extensions skipped"
# the check must have checked something: most cases use no extension
[ "$status" -eq 0 ] && [ "$valid" -ge 40 ]
