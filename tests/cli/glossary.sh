#!/bin/sh
# --glossary on the command line: a glossary that does not read stops the
# command, the audit repairs names by its terms, and the shell's
# remember command saves a term to the file, whole or not at all.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
db="sqlite:$top_builddir/examples/demo.db"
catalog="$top_srcdir/examples/demo/catalog.json"

cat >"$work/plan.json" <<'JSON'
{"decision": "proceed",
 "selections": [{"table": "patrons",
   "columns": [{"table": "patrons", "column": "LastName"}]}],
 "limit": 2}
JSON
echo '[{"term": "patron", "table": "customer"}]' >"$work/bad.json"
expect 2 "$PLANSQL" audit -c "$catalog" --glossary "$work/bad.json" \
	"$work/plan.json"
contains "$work/err" 'bad.json:/0/table: error[unknown-table]: the catalog has no table "customer"'

# schemas/glossary.schema.json and the reader accept and reject the same
# glossaries (tests/data/glossary/valid, invalid)
for f in "$top_srcdir"/tests/data/glossary/valid/*.json \
	"$top_srcdir"/tests/data/glossary/invalid/*.json; do
	case $f in */valid/*) want=accept ;; *) want=reject ;; esac
	schema_says=$("$PYTHON3" "$top_srcdir/tests/cli/glossary-schema.py" \
		"$top_srcdir" "$f" | cut -d' ' -f1)
	"$PLANSQL" audit -c "$catalog" --glossary "$f" "$work/plan.json" \
		>/dev/null 2>"$work/err"
	status=$?
	reader_says=accept
	[ "$status" -eq 2 ] && grep -q "^$f:" "$work/err" && reader_says=reject
	checks=$((checks + 1))
	[ "$schema_says" = "$want" ] && [ "$reader_says" = "$want" ] ||
		fail "$f: schema $schema_says, reader $reader_says, not $want"
done

echo '[{"term": "patron", "table": "customers"}]' >"$work/glossary.json"
expect 0 "$PLANSQL" audit -c "$catalog" --glossary "$work/glossary.json" \
	"$work/plan.json"
contains "$work/err" 'fixed[glossary-name]: the glossary says "patrons" is the table "customers"'
expect 0 "$PLANSQL" compile --db "$db" --glossary "$work/glossary.json" \
	"$work/plan.json"
contains "$work/out" 'FROM "customers"'

# remember: saved terms read back as entries, which the next audit uses;
# a term the catalog refutes leaves the file as it was
cat >"$work/tracks.json" <<'JSON'
{"decision": "proceed",
 "selections": [{"table": "tracks", "columns": [{"column": "Name"}]}],
 "limit": 1}
JSON
printf '%s\n' 'remember song title tracks.Name' \
	'remember client customers' \
	'remember bogus nowhere' 'remember nothing' >"$work/commands"
cp "$work/glossary.json" "$work/before.json"
expect 1 "$PLANSQL" shell --db "$db" --glossary "$work/glossary.json" \
	--rows 1 "$work/tracks.json" <"$work/commands"
contains "$work/out" 'remembered "song title" in'
contains "$work/out" 'remembered "client" in'
contains "$work/err" 'error[unknown-table]: the catalog has no table "nowhere"'
contains "$work/err" 'remember: give a term and what it names'
checks=$((checks + 1))
"$PYTHON3" - "$work/glossary.json" <<'PY' || fail "remembered entries: $(cat "$work/glossary.json")"
import json, sys
entries = json.load(open(sys.argv[1]))
assert entries == [
    {"term": "patron", "table": "customers"},
    {"term": "song title", "table": "tracks", "column": "Name"},
    {"term": "client", "table": "customers"},
], entries
PY
checks=$((checks + 1))
ls "$work" | grep -q 'glossary.json\.' && fail "a temporary file was left"
cat >"$work/titles.json" <<'JSON'
{"decision": "proceed",
 "selections": [{"table": "tracks", "columns": [{"column": "song_titles"}]}]}
JSON
expect 0 "$PLANSQL" audit -c "$catalog" --glossary "$work/glossary.json" \
	"$work/titles.json"
contains "$work/err" 'the glossary says "song_titles" of "tracks" is the column "Name"'

printf 'remember client customers\n' >"$work/one"
expect 1 "$PLANSQL" shell --db "$db" --rows 1 "$work/tracks.json" <"$work/one"
contains "$work/err" 'remember: start the shell with --glossary FILE'
finish glossary
