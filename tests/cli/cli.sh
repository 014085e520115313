#!/bin/sh
# The command line: exit codes, help, diagnostics format, output files,
# JSON output, standard input, and plansql run on the demo database.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"

# seed_check INPUT FILE [PATCH]: FILE, a plan plansql wrote for INPUT, is
# checked at the end against the seed system's model, when INPUT uses no
# plansql extension (tests/tree/seed.sh does the same for the golden tests)
seeds=0
seed_check() {
	seeds=$((seeds + 1))
	cp "$2" "$work/seed-$seeds.json"
	printf '%s\n' "$1" "$work/seed-$seeds.json" "${3:--}" >>"$work/seed-list"
}

plan() { # NAME JSON: writes $work/NAME.json
	printf '%s\n' "$2" >"$work/$1.json"
}

plan good '{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Name"}]}], "order_by": [{"table": "tracks", "column": "TrackId"}], "limit": 2}'
plan bad '{"decision": "proceed", "selections": [{"columns": []}]}'
plan warn '{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Name"}]}], "limt": 5}'
plan stop '{"decision": "terminate", "termination_reason": "no such data"}'

# help and usage
expect 0 plansql --help
contains "$work/out" "plansql compile"
# every document the help names is there before installation
expect 0 plansql --help
for doc in $(grep -o '\(docs\|schemas\)/[a-z.-]*[a-z0-9]' "$work/out" | sort -u); do
	checks=$((checks + 1))
	[ -f "$top_srcdir/$doc" ] || fail "plansql --help names $doc, which is not in the source tree"
done
checks=$((checks + 1))
grep -q 'docs/plan-format.md' "$work/out" || fail "plansql --help names no documentation"
expect 0 plansql help compile
contains "$work/out" "--dialect"
expect 0 plansql compile --help
contains "$work/out" "usage: plansql compile"
expect 0 plansql help run
contains "$work/out" "sqlite:PATH"
expect 2 plansql help nothing
expect 0 plansql --version
contains "$work/out" "plansql $(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"$/\1/p' "$top_builddir/config.h")"
expect 2 plansql
expect 2 plansql frobnicate
contains "$work/err" "unknown command"
expect 2 plansql compile --frob "$work/good.json"
contains "$work/err" "unknown option '--frob'"
expect 2 plansql compile
contains "$work/err" "which plan?"
expect 2 plansql compile "$work/good.json" "$work/bad.json"
expect 2 plansql compile -d oracle "$work/good.json"
contains "$work/err" "unknown dialect 'oracle'"
expect 2 plansql compile --verify "$work/good.json"
contains "$work/err" "-d postgres"
expect 2 plansql compile "$work/missing.json"
contains "$work/err" "cannot open"
expect 2 plansql compile --format xml "$work/good.json"
# --now: a real date, which a relative period counts from
cat >"$work/period.json" <<'EOF_PLAN'
{"decision": "proceed", "intent_summary": "this month's invoices",
 "selections": [{"table": "invoices", "columns": [{"column": "InvoiceId"}]}],
 "global_filters": [{"table": "invoices", "column": "InvoiceDate",
   "op": "in_period", "value": {"period": "this", "unit": "month"}}]}
EOF_PLAN
expect 2 plansql compile --now 2026-02-30 "$work/period.json"
contains "$work/err" "--now takes a date YYYY-MM-DD"
expect 0 plansql compile --compact --now 2024-02-29 "$work/period.json"
contains "$work/out" "\"InvoiceDate\" >= '2024-02-01' AND \"invoices\".\"InvoiceDate\" < '2024-03-01'"

# compiling
expect 0 plansql compile "$work/good.json"
contains "$work/out" 'SELECT "tracks"."Name"'
contains "$work/out" "LIMIT 2;"
expect 0 plansql compile -d tsql "$work/good.json"
contains "$work/out" "SELECT TOP (2) [tracks].[Name]"
expect 0 plansql compile --dialect=mysql --compact "$work/good.json"
checks=$((checks + 1))
[ "$(wc -l <"$work/out")" -eq 1 ] || fail "--compact printed more than one line"
expect 0 plansql compile -d postgres --verify "$work/good.json"
expect 0 plansql compile - <"$work/good.json"
contains "$work/out" 'FROM "tracks"'
expect 0 plansql compile --dump-ast "$work/good.json"
contains "$work/err" 'column "tracks" "Name"'

# diagnostics: FILE:POINTER: severity[code]: message (hint)
expect 1 plansql compile "$work/bad.json"
contains "$work/err" "$work/bad.json:/selections/0/table: error[missing-field]: the required field \"table\" is missing"
checks=$((checks + 1))
[ -s "$work/out" ] && fail "a rejected plan printed SQL"
expect 1 plansql compile - <"$work/bad.json"
contains "$work/err" "<stdin>:/selections/0/table: error[missing-field]"
expect 0 plansql compile "$work/warn.json"
contains "$work/err" "$work/warn.json:/limt: warning[unknown-field]: unknown field \"limt\" is ignored (did you mean \"limit\"?)"
expect 1 plansql compile "$work/stop.json"
contains "$work/err" "error[plan-terminated]: the planner terminated: \"no such data\""
printf '{"decision": "proceed",\n "limit": }' >"$work/broken.json"
expect 1 plansql compile "$work/broken.json"
contains "$work/err" "$work/broken.json:/limit: error[invalid-json]: unexpected character \"}\", expected a value at line 2, column 11"

# output files are replaced only by a successful compile
expect 0 plansql compile -o "$work/out.sql" "$work/good.json"
contains "$work/out.sql" 'SELECT "tracks"."Name"'
checks=$((checks + 1))
[ -s "$work/out" ] && fail "-o also printed to standard output"
expect 1 plansql compile -o "$work/out.sql" "$work/bad.json"
contains "$work/out.sql" 'SELECT "tracks"."Name"'

# JSON output
expect 0 plansql compile --format json "$work/warn.json"
checks=$((checks + 1))
"$PYTHON3" -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["sql"].startswith("SELECT"), d; assert d["diagnostics"][0]["code"] == "unknown-field", d' "$work/out" || fail "--format json on a warning"
expect 1 plansql compile --format json -o "$work/out.sql" "$work/bad.json"
checks=$((checks + 1))
"$PYTHON3" -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["sql"] is None, d; assert d["columns"] is None and d["reads"] is None, d; assert d["diagnostics"][0]["pointer"] == "/selections/0/table", d' "$work/out" || fail "--format json on a rejected plan"
# JSON output: the output columns and what the statement reads
expect 0 plansql compile --format json -c "$top_srcdir/examples/demo/catalog.json" "$top_srcdir/tests/data/golden/rules/seed-count-star.json"
checks=$((checks + 1))
"$PYTHON3" - "$work/out" <<'PY' || fail "--format json has no columns and reads"
import json, sys
d = json.load(open(sys.argv[1]))
assert [c["name"] for c in d["columns"]] == ["AlbumId", "track_count"], d
assert d["columns"][0] == {"name": "AlbumId", "kind": "plain", "table": "tracks",
    "column": "AlbumId", "type": "INTEGER", "value_type": "integer",
    "function": None, "id": "column/tracks/AlbumId"}, d
assert d["columns"][1]["kind"] == "aggregate" and d["columns"][1]["function"] == "COUNT", d
assert d["columns"][1]["id"] == "aggregate/track_count", d
assert d["reads"] == [{"table": "tracks", "columns": ["AlbumId"]}], d
assert list(d) == ["sql", "columns", "reads", "diagnostics"], list(d)
PY

# catalogs
printf '[{"table_name": "tracks", "columns": [{"column_name": "Explicit", "data_type": "INTEGER"}]}]' >"$work/catalog.json"
plan flag '{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Explicit"}], "filters": [{"column": "Explicit", "op": "=", "value": true}]}]}'
expect 0 plansql compile -d postgres "$work/flag.json"
contains "$work/out" '"tracks"."Explicit" = TRUE'
expect 0 plansql compile -d postgres -c "$work/catalog.json" "$work/flag.json"
contains "$work/out" '"tracks"."Explicit" = 1'
printf '[{"columns": []}]' >"$work/badcat.json"
expect 2 plansql compile -c "$work/badcat.json" "$work/good.json"
contains "$work/err" "$work/badcat.json:/0/table_name: error[missing-field]"

# run on the demo database
db="$top_builddir/examples/demo.db"
expect 0 plansql run --db "sqlite:$db" "$work/good.json"
contains "$work/out" "(2 rows)"
expect 0 plansql run --db "sqlite:$db" --format tsv "$work/good.json"
checks=$((checks + 1))
[ "$(head -n 1 "$work/out")" = "Name" ] || fail "tsv header: $(head -n 1 "$work/out")"
[ "$(wc -l <"$work/out")" -eq 3 ] || fail "tsv rows: $(cat "$work/out")"
# a table of text from the data: columns line up whatever the characters
# (wide CJK, fullwidth, combining marks, emoji), and nothing in it acts on
# the terminal (C1 controls, bidirectional overrides); Python's Unicode
# tables say where the columns must be
"$PYTHON3" - "$work/wide.db" <<'PY'
import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("create table words (word text, note text)")
words = ["漢字", "abc", "e\u0301te", "Ａ１", "ｱｲ", "\U0001F600!", "한국어",
         "\u009b31mred", "a\u202eb", "tab\there", "\xff", "r\u200fl",
         "\ufeffbom"]
db.executemany("insert into words values (?, 'x')", [(w,) for w in words])
db.commit()
PY
plan wide '{"decision": "proceed", "selections": [{"table": "words", "columns": [{"column": "word"}, {"column": "note"}]}]}'
expect 0 plansql run --db "sqlite:$work/wide.db" "$work/wide.json"
contains "$work/out" '\u009B31mred'
contains "$work/out" 'a\u202Eb'
contains "$work/out" 'r\u200Fl'
contains "$work/out" '\uFEFFbom'
checks=$((checks + 1))
"$PYTHON3" - "$work/out" <<'PY' || fail "table columns do not line up: $(cat "$work/out")"
import sys, unicodedata
def columns(text):
    return sum(0 if unicodedata.combining(c) else
               2 if unicodedata.east_asian_width(c) in "WF" else 1
               for c in text)
lines = open(sys.argv[1], encoding="utf-8", errors="strict").read().splitlines()
assert not any(0x80 <= ord(c) <= 0x9f or c in "\u202e\u2066\u200f\ufeff" for l in lines for c in l)
bars = {columns(l.split(" | ")[0]) for l in lines[:1] + lines[2:-1]}
assert bars == {columns(lines[1].split("-+-")[0])}, bars
PY
# TSV is for programs: the same escapes of ASCII controls, the rest as is
expect 0 plansql run --db "sqlite:$work/wide.db" --format tsv "$work/wide.json"
contains "$work/out" 'tab\there	x'
checks=$((checks + 1))
"$PYTHON3" -c 'import sys; t = open(sys.argv[1], encoding="utf-8").read(); assert "\u009b31mred\tx" in t and "a\u202eb" in t and "\u6f22\u5b57" in t, t' "$work/out" || fail "tsv changed text: $(cat "$work/out")"
expect 1 plansql run --db "sqlite:$db" "$work/bad.json"
expect 2 plansql run --db "sqlite:$work/nothing.db" "$work/good.json"
expect 2 plansql run "$work/good.json"
contains "$work/err" "--db"

# catalog: read from the demo database, and printed again from a file
demo_catalog="$top_srcdir/examples/demo/catalog.json"
expect 0 plansql help catalog
contains "$work/out" "usage: plansql catalog"
expect 0 plansql catalog --db "sqlite:$db"
checks=$((checks + 1))
"$PYTHON3" - "$work/out" "$demo_catalog" <<'PY' || fail "catalog --db differs from examples/demo/catalog.json"
import json, sys
def without_descriptions(path):
    tables = json.load(open(path))
    for table in tables:
        table["metadata"].pop("description", None)
    return tables
assert without_descriptions(sys.argv[1]) == without_descriptions(sys.argv[2])
PY
# a database's names get the checks of a catalog file, every one reported
# at the pointer the name has in the catalog's JSON
"$PYTHON3" -c 'import sqlite3, sys
db = sqlite3.connect(sys.argv[1])
db.execute("CREATE TABLE a (x INTEGER)")
db.execute("CREATE TABLE \"\" (y INTEGER)")
db.execute("CREATE TABLE b (\"\" TEXT)")
db.commit()' "$work/empty-names.db"
expect 2 plansql catalog --db "sqlite:$work/empty-names.db"
contains "$work/err" "/0/table_name: error[empty-name]"
contains "$work/err" "/2/columns/0/column_name: error[empty-name]"
expect 0 plansql catalog --db "sqlite:$db" -o "$work/catalog-out.json"
contains "$work/catalog-out.json" '"table_name": "tracks"'
checks=$((checks + 1))
[ -s "$work/out" ] && fail "catalog -o also printed to standard output"
expect 2 plansql catalog --db "sqlite:$work/nothing.db" -o "$work/catalog-out.json"
contains "$work/err" "does not exist"
contains "$work/err" "$work/nothing.db"
contains "$work/catalog-out.json" '"table_name": "tracks"'
checks=$((checks + 1))
[ -e "$work/nothing.db" ] && fail "catalog created the missing SQLite file"
expect 2 plansql catalog --db "sqlite:$demo_catalog"
contains "$work/err" "file is not a database"
expect 2 plansql catalog --db mysql:x
contains "$work/err" 'not "mysql:" ones'
expect 2 plansql catalog --db mysql://x
contains "$work/err" "no /DATABASE after its host"
expect 2 plansql catalog
contains "$work/err" "give either --db DATABASE, -c FILE or --query DIALECT"
expect 2 plansql catalog --db "sqlite:$db" -c "$demo_catalog"
expect 0 plansql catalog -c "$demo_catalog"
checks=$((checks + 1))
"$PYTHON3" -c 'import json, sys; assert json.load(open(sys.argv[1])) == json.load(open(sys.argv[2]))' "$work/out" "$demo_catalog" || fail "catalog -c does not give the catalog back"
expect 2 plansql catalog -c "$work/badcat.json"
contains "$work/err" "$work/badcat.json:/0/table_name: error[missing-field]"

# catalog --infer-keys: the keys inferred from names, added as foreign
# keys that plansql reads back; each named on stderr, escaped
cat >"$work/nofk.json" <<'JSON'
[{"table_name": "tb_Company", "columns": [{"column_name": "ID", "data_type": "int"}, {"column_name": "Name", "data_type": "text"}], "metadata": {"primary_key": "ID"}},
 {"table_name": "tbl_Employees", "columns": [{"column_name": "EmployeeID"}, {"column_name": "CompanyID", "data_type": "bigint"}], "metadata": {"primary_key": "EmployeeID"}},
 {"table_name": "odd\u001b[31m\u202e", "columns": [{"column_name": "id"}, {"column_name": "company_id"}], "metadata": {"primary_key": "id"}}]
JSON
expect 0 plansql catalog --infer-keys -c "$work/nofk.json"
contains "$work/err" 'plansql catalog:/1/columns/1: fixed[inferred-key]: "tbl_Employees"."CompanyID" refers to "tb_Company"."ID": named after the table and its key'
contains "$work/err" 'plansql catalog:/2/columns/1: fixed[inferred-key]: "odd\u001B[31m\u202E"."company_id" refers to "tb_Company"."ID"'
checks=$((checks + 1))
[ "$(wc -l <"$work/err")" -eq 2 ] || fail "catalog --infer-keys: not one line per key: $(cat "$work/err")"
checks=$((checks + 1))
LC_ALL=C grep -q "$(printf '\033')" "$work/err" && fail "catalog --infer-keys printed a raw escape"
cp "$work/out" "$work/inferred.json"
checks=$((checks + 1))
"$PYTHON3" - "$work/inferred.json" <<'PY' || fail "catalog --infer-keys lacks the inferred keys"
import json, sys
tables = {t["table_name"]: t for t in json.load(open(sys.argv[1]))}
assert tables["tbl_Employees"]["foreign_keys"] == [{"foreign_key": "CompanyID", "primary_key_table": "tb_Company", "primary_key_column": "ID"}]
assert tables["tb_Company"]["foreign_keys"] == []
PY
expect 0 plansql catalog --infer-keys -c "$work/inferred.json"
checks=$((checks + 1))
[ -s "$work/err" ] && fail "saved inferred keys were inferred again: $(cat "$work/err")"
cmp -s "$work/out" "$work/inferred.json" || fail "a catalog saved with its inferred keys prints otherwise"
plan staff '{"decision": "proceed", "selections": [{"table": "tbl_Employees", "columns": [{"column": "EmployeeID"}]}, {"table": "tb_Company", "columns": [{"column": "Name"}]}]}'
expect 0 plansql compile -c "$work/nofk.json" "$work/staff.json"
contains "$work/err" 'fixed[join-path]: joined "tb_Company" along the foreign keys tbl_Employees - tb_Company (inferred from names'
# the library's hint asks to review them; the command says how
contains "$work/err" 'review the keys inferred from names (plansql catalog --infer-keys))'
contains "$work/out" '"tbl_Employees"."CompanyID" = "tb_Company"."ID"'
expect 0 plansql compile -c "$work/inferred.json" "$work/staff.json"
contains "$work/err" 'fixed[join-path]: joined "tb_Company" along the foreign keys tbl_Employees - tb_Company'
checks=$((checks + 1))
grep -q "inferred" "$work/err" && fail "keys saved by catalog --infer-keys are still called inferred"
plan emp '{"decision": "proceed", "selections": [{"table": "tbl_Employees", "columns": [{"column": "EmployeeID"}]}]}'
expect 0 plansql options -c "$work/nofk.json" "$work/emp.json"
contains "$work/out" '"table": "tb_Company"'
expect 0 plansql catalog --infer-keys --db "sqlite:$db"
checks=$((checks + 1))
[ -s "$work/err" ] && fail "the demo database declares its keys, yet keys were inferred: $(cat "$work/err")"
# a join column left empty: completed with a catalog, an error without
plan emptycol '{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Name"}]}, {"table": "genres", "columns": [{"column": "Name"}]}], "join_edges": [{"from_table": "tracks", "from_column": "", "to_table": "genres"}]}'
expect 1 plansql compile "$work/emptycol.json"
contains "$work/err" '/join_edges/0/from_column: error[join-column-missing]'
contains "$work/err" 'give a catalog (-c FILE or --db DB) so that the audit completes it'
expect 0 plansql compile -c "$demo_catalog" "$work/emptycol.json"
contains "$work/out" '"tracks"."GenreId" = "genres"."GenreId"'

# the options are named after the library's phrases outside quotes
# only: a name that reads like one is the database's
cat >"$work/phrase-catalog.json" <<'JSON'
[{"table_name": "give a catalog", "columns": [{"column_name": "id"}]},
 {"table_name": "give a cat", "columns": [{"column_name": "id"}]}]
JSON
plan phrase '{"decision": "proceed", "selections": [{"table": "give a catal", "columns": [{"column": "id"}]}]}'
expect 1 plansql compile -c "$work/phrase-catalog.json" "$work/phrase.json"
contains "$work/err" '(did you mean "give a catalog" or "give a cat"?)'
lacks "$work/err" '--db DB'
expect 1 plansql patch -c "$demo_catalog" --remove-column tracks.Milliseconds "$work/good.json"
contains "$work/err" "the plan's options (plansql options) list the columns the result shows"

# audit: the repaired plan on standard output, the repairs on standard error
mistakes="$top_srcdir/tests/data/golden/audit/three-typical-mistakes.json"
catalog="$top_srcdir/examples/demo/catalog.json"
expect 2 plansql audit "$mistakes"
contains "$work/err" "audit against what?"
expect 0 plansql audit -c "$catalog" "$mistakes"
checks=$((checks + 1))
[ "$(grep -c 'fixed\[' "$work/err")" -eq 3 ] || fail "three typical mistakes: $(cat "$work/err")"
contains "$work/err" 'fixed[unknown-column]: the column "Milisecond" of "tracks" is "Milliseconds"'
seed_check "$mistakes" "$work/out"
plansql compile - <"$work/out" >/dev/null 2>&1 || fail "the audited plan does not compile"
expect 0 plansql audit --db "sqlite:$db" --format json "$mistakes"
checks=$((checks + 1))
"$PYTHON3" -c 'import json,sys; d=json.load(open(sys.argv[1])); assert d["plan"]["group_by"]["group_by_columns"][0]["column"] == "Name", d; f=d["diagnostics"][0]; assert (f["severity"], f["before"], f["after"]) == ("fixed", "Milisecond", "Milliseconds"), f' "$work/out" || fail "audit --format json"
"$PYTHON3" -c 'import json, sys; json.dump(json.load(open(sys.argv[1]))["plan"], open(sys.argv[2], "w"))' "$work/out" "$work/audited.json"
seed_check "$mistakes" "$work/audited.json"
plan unknown '{"decision": "proceed", "selections": [{"table": "tracks", "columns": [{"column": "Rating"}]}]}'
expect 1 plansql audit -c "$catalog" -o "$work/out.sql" "$work/unknown.json"
contains "$work/err" 'error[unknown-column]: "tracks" has no column "Rating"'
contains "$work/out.sql" 'SELECT "tracks"."Name"'

# compile audits when it has a catalog; --no-audit does not
expect 0 plansql compile -c "$catalog" "$mistakes"
contains "$work/out" 'GROUP BY "genres"."Name"'
contains "$work/err" "fixed[join-path]"
expect 0 plansql compile --db "sqlite:$db" -d tsql "$mistakes"
contains "$work/out" "AVG([tracks].[Milliseconds] * 1.0)"
expect 1 plansql compile -c "$catalog" --no-audit "$mistakes"
contains "$work/err" "error[unreachable-table]"
expect 0 plansql run --db "sqlite:$db" --format tsv "$mistakes"
checks=$((checks + 1))
[ "$(wc -l <"$work/out")" -eq 6 ] || fail "run of the audited plan: $(cat "$work/out")"

# access policies
printf '{"roles": {"analyst": {"deny_tables": ["employees"], "deny_columns": {"customers": ["Email"]}, "max_limit": 1}}}' >"$work/policy.json"
plan emails '{"decision": "proceed", "selections": [{"table": "customers", "columns": [{"column": "Email"}]}]}'
expect 2 plansql compile --policy "$work/policy.json" "$work/good.json"
contains "$work/err" "--policy and --role go together"
expect 2 plansql compile --policy "$work/policy.json" --role boss "$work/good.json"
contains "$work/err" 'error[unknown-role]: the policy has no role "boss"'
expect 1 plansql compile --policy "$work/policy.json" --role analyst "$work/emails.json"
contains "$work/err" 'error[access-denied]: the role "analyst" may not read the column "Email" of "customers"'
expect 0 plansql compile --policy "$work/policy.json" --role analyst "$work/good.json"
contains "$work/err" "warning[limit-clamped]"
contains "$work/out" "LIMIT 1;"

# patch: short forms and --op files apply in order; a refused step writes
# nothing, and its diagnostics name the option or the file
top="$top_srcdir/examples/plans/top-tracks.json"
expect 0 plansql help patch
contains "$work/out" "--add-column T.C"
expect 2 plansql patch --add-column tracks.Composer "$top"
contains "$work/err" "patch against what?"
expect 2 plansql patch -c "$catalog" "$top"
contains "$work/err" "no operation"
expect 2 plansql patch -c "$catalog" --limit 5 -d postgres "$top"
contains "$work/err" "add --sql"
# a name without table is a computed column's alias: top-tracks has none
expect 1 plansql patch -c "$catalog" --add-column Composer "$top"
contains "$work/err" 'no computed column is named "Composer" (a table column is written with its table)'
expect 2 plansql patch -c "$catalog" --limit ten "$top"
contains "$work/err" "--limit: give a whole number of at least 1, or none, not 'ten'"
expect 2 plansql patch -c "$catalog" --limit 0 "$top"
expect 2 plansql patch -c "$catalog" --no-audit --limit 2 "$top"
contains "$work/err" "--no-audit does not apply"
expect 2 plansql patch -c "$catalog" --order "tracks.Name:down" "$top"
contains "$work/err" "--order: a direction is :asc or :desc, not ':down'"
expect 2 plansql patch -c "$catalog" --add-filter "tracks.Name" "$top"
contains "$work/err" "TABLE.COLUMN OP [VALUE]"
expect 0 plansql patch -c "$catalog" --add-column tracks.Composer --limit 3 "$top"
contains "$work/out" '"column": "Composer"'
contains "$work/out" '"limit": 3'
contains "$work/err" "warning[grouping-changed]: the grouped query is now grouped by \"tracks\".\"Composer\" too"
lacks "$work/err" "group-by-added" # the patch groups by it itself
seed_check "$top" "$work/out"
# what the seed system requires and the plan left out is written: the
# summary, a selection's confidence, a column's table and role, and for
# the table the audit joins, that it is there for the join
expect 0 plansql audit -c "$catalog" "$work/good.json"
contains "$work/out" '"intent_summary": ""'
contains "$work/out" '"confidence": 0.7'
seed_check "$work/good.json" "$work/out"
expect 0 plansql patch -c "$catalog" --add-column genres.Name "$work/good.json"
contains "$work/out" '"value_type": "string"'
contains "$work/out" '"confidence": 1.0'
seed_check "$work/good.json" "$work/out"
expect 0 plansql patch --db "sqlite:$db" --add-column tracks.Composer \
	--remove-column albums.Title --order tracks.Name:desc,tracks.TrackId \
	--limit none --sql -d postgres "$top"
contains "$work/out" '"tracks"."Composer"'
contains "$work/out" 'ORDER BY "tracks"."Name" DESC, "tracks"."TrackId" ASC;'
checks=$((checks + 1))
grep -q LIMIT "$work/out" && fail "--limit none left a LIMIT: $(cat "$work/out")"
checks=$((checks + 1))
grep -q Title "$work/out" && fail "--remove-column kept albums.Title"
expect 0 plansql patch -c "$catalog" --add-filter 'genres.Name = Rock' \
	--add-filter 'tracks.Milliseconds between [200000, 400000]' --sql --compact "$top"
contains "$work/out" "\"genres\".\"Name\" = 'Rock'"
contains "$work/out" 'BETWEEN 200000 AND 400000'
contains "$work/err" 'fixed[join-path]: joined "genres"'
expect 0 plansql patch -c "$catalog" --add-filter 'invoices.InvoiceDate >= 2025-01-31' --sql "$top"
contains "$work/out" "\"invoices\".\"InvoiceDate\" >= '2025-01-31'"
expect 0 plansql patch -c "$catalog" --add-filter "tracks.Composer = \"O'Brien\"" --sql -d mysql "$top"
contains "$work/out" "'O''Brien'"
printf '[{"operation": "modify_limit", "limit": 2}, {"operation": "set_distinct", "distinct": true}]' >"$work/op1.json"
printf '{"operation": "modify_limit", "limit": 7}' >"$work/op2.json"
expect 0 plansql patch -c "$catalog" --op "$work/op1.json" --op "$work/op2.json" --sql "$top"
contains "$work/out" "SELECT DISTINCT"
contains "$work/out" "LIMIT 7;"
printf '{"operation": "add_column", "table": "tracks", "column": "Composr"}' >"$work/typo.json"
echo "keep me" >"$work/patched.json"
expect 1 plansql patch -c "$catalog" --limit 2 --op "$work/typo.json" -o "$work/patched.json" "$top"
contains "$work/err" "$work/typo.json:/column: error[unknown-column]"
contains "$work/err" '(did you mean "Composer"?)'
contains "$work/patched.json" "keep me"
expect 1 plansql patch -c "$catalog" --remove-filter tracks.Name "$top"
contains "$work/err" "--remove-filter: error[no-filter]"
printf '{"operation": "modify_limit", "limit": 0}' >"$work/zero.json"
expect 2 plansql patch -c "$catalog" --op "$work/zero.json" "$top"
contains "$work/err" "$work/zero.json:/limit: error[out-of-range]"
expect 0 plansql patch -c "$catalog" --offset 1 --limit 1 --sql - <"$top"
contains "$work/out" "LIMIT 1 OFFSET 1;"
expect 1 plansql patch -c "$catalog" --add-column tracks.Name "$work/stop.json"
contains "$work/err" "error[plan-terminated]"

# remove_column of a column the result does not show is an error, and
# the last column may go: the plan is written, its compile is refused
expect 1 plansql patch -c "$catalog" --remove-column tracks.Milliseconds "$top"
contains "$work/err" '--remove-column: error[not-in-result]: "tracks"."Milliseconds" is not a column of the result'
expect 0 plansql patch -c "$catalog" --remove-column genres.Name \
	"$top_srcdir/examples/plans/genres-bought-by-customer.json"
contains "$work/out" '"include_only_for_join": true'
cp "$work/out" "$work/none.json"
expect 0 plansql audit -c "$catalog" "$work/none.json"
expect 1 plansql compile -c "$catalog" "$work/none.json"
contains "$work/err" 'error[no-output-columns]'
expect 1 plansql patch -c "$catalog" --distinct --order tracks.Milliseconds \
	"$top_srcdir/examples/plans/rain-song-versions.json"
contains "$work/err" 'error[order-not-output]: the DISTINCT query cannot order by "Milliseconds"'
expect 1 plansql patch -c "$catalog" --remove-column genres.Name --sql \
	"$top_srcdir/examples/plans/genres-bought-by-customer.json"
contains "$work/err" 'error[no-output-columns]: the plan selects no column (add a column (add_column)'
expect 0 plansql patch -c "$catalog" --remove-column genres.Name \
	--add-column tracks.Name --sql \
	"$top_srcdir/examples/plans/genres-bought-by-customer.json"
contains "$work/out" 'SELECT DISTINCT "tracks"."Name"'
expect 0 plansql patch -c "$catalog" --add-column tracks.Composer "$top"
contains "$work/err" '--add-column:/column: warning[grouping-changed]'

# a filter on a table that refers to the plan's rows keeps each row
# once (a subquery filter), with the rows SQLite gives such a query
printf '%s\n' '{"decision": "proceed", "selections": [{"table": "customers",' \
	'"columns": [{"table": "customers", "column": "CustomerId", "role": "projection"}]}]}' \
	>"$work/customers.json"
expect 0 plansql patch -c "$catalog" --add-filter 'invoices.Total > 10' \
	-o "$work/big-buyers.json" "$work/customers.json"
expect 0 plansql run --db "sqlite:$db" -f tsv --no-header --rows 0 \
	"$work/big-buyers.json"
"$PYTHON3" -c 'import sqlite3, sys
for (n,) in sqlite3.connect(sys.argv[1]).execute(
        "SELECT CustomerId FROM customers WHERE CustomerId IN "
        "(SELECT CustomerId FROM invoices WHERE Total > 10) ORDER BY 1"):
    print(n)' "$db" >"$work/big-buyers.want"
sort -n "$work/out" >"$work/big-buyers.got"
same "$work/big-buyers.want" "$work/big-buyers.got"
expect 0 plansql patch -c "$catalog" --remove-filter invoices.Total \
	"$work/big-buyers.json"
lacks "$work/out" '"subquery_filters"'

# aggregates: added, removed by alias, the last one ungroups
expect 0 plansql patch -c "$catalog" --add-aggregate 'count:invoice_items.*:Lines' \
	--add-aggregate max:invoice_items.UnitPrice --remove-aggregate orders \
	--sql --compact "$top"
contains "$work/out" 'COUNT(*) AS "Lines", MAX("invoice_items"."UnitPrice") AS "max_UnitPrice"'
checks=$((checks + 1))
grep -q '"Orders"' "$work/out" && fail "--remove-aggregate orders kept Orders"
# without its last aggregate a grouped query gives one row per group;
# the aggregate a LIMIT picks its rows by goes only with the limit
expect 0 plansql patch -c "$catalog" --limit none --remove-aggregate UnitsSold \
	--remove-aggregate Orders --sql --compact "$top"
contains "$work/out" 'GROUP BY "tracks"."TrackId"'
lacks "$work/err" 'grouping-changed'
expect 1 plansql patch -c "$catalog" --remove-aggregate UnitsSold "$top"
contains "$work/err" '--remove-aggregate: error[limit-order-lost]: this operation removes an ORDER BY item of the query, and its LIMIT 10'
expect 0 plansql patch -c "$catalog" --order tracks.Name \
	--remove-aggregate UnitsSold --sql --compact "$top"
contains "$work/out" 'ORDER BY "tracks"."Name" ASC'
expect 0 plansql patch -c "$catalog" --add-aggregate 'SUM:invoice_items.Quantity:Units' \
	--sql --compact "$top_srcdir/examples/plans/genres-bought-by-customer.json"
contains "$work/out" 'SUM("invoice_items"."Quantity") AS "Units"'
contains "$work/out" 'GROUP BY "genres"."Name"'
expect 2 plansql patch -c "$catalog" --add-aggregate 'median:invoice_items.Quantity' "$top"
contains "$work/err" "--add-aggregate: the function is COUNT, SUM, AVG, MIN, MAX or COUNT_DISTINCT"
expect 2 plansql patch -c "$catalog" --add-aggregate 'sum:Quantity' "$top"
contains "$work/err" "write the aggregate as FUNCTION:TABLE.COLUMN[:ALIAS]"
expect 1 plansql patch -c "$catalog" --remove-aggregate Order "$top"
contains "$work/err" '--remove-aggregate:/alias: error[unknown-aggregate]: the query has no aggregate "Order" (did you mean "Orders"?)'
expect 0 plansql options -c "$catalog" "$top"
"$PYTHON3" -c 'import json, sys
d = json.load(open(sys.argv[1]))
assert d["aggregates"][1] == {"id": "aggregate/Orders", "function": "COUNT_DISTINCT", "table": "invoice_items", "column": "InvoiceId", "alias": "Orders"}, d["aggregates"]
assert d["aggregate_functions"] == ["COUNT", "SUM", "AVG", "MIN", "MAX", "COUNT_DISTINCT"], d
assert d["filter_operators"][:2] == ["=", "!="] and "is_null" in d["filter_operators"], d' "$work/out" || fail "options: aggregates and operators"
expect 0 plansql patch --help
contains "$work/out" "--add-aggregate FUNC:T.C[:ALIAS]"
contains "$work/out" "--remove-aggregate ALIAS"

# options: what a patch can change
expect 0 plansql options -c "$catalog" "$top"
"$PYTHON3" -c 'import json, sys
d = json.load(open(sys.argv[1]))
tracks = [t for t in d["tables"] if t["table"] == "tracks"][0]
composer = [c for c in tracks["columns"] if c["column"] == "Composer"][0]
assert tracks["selected"] and not composer["selected"] and composer["type"] == "TEXT", tracks
assert composer["role"] is None and composer["nullable"] is True, composer
assert any(t["table"] == "genres" and not t["selected"] for t in d["tables"]), "genres is one key away"
assert {"id": "aggregate/UnitsSold", "table": None, "column": "UnitsSold"} in d["sortable"], d["sortable"]
assert composer["id"] == "column/tracks/Composer", composer
assert d["order_by"][0]["id"] == "order/aggregate/UnitsSold", d["order_by"]
assert d["limit"] == 10 and d["offset"] is None and d["order_by"][0]["direction"] == "DESC", d' "$work/out" || fail "options JSON"
expect 2 plansql options "$top"
contains "$work/err" "give -c CATALOG or --db DATABASE"
printf '{"roles": {"analyst": {"deny_tables": ["genres"], "deny_columns": {"tracks": ["Composer"]}}}}' >"$work/deny.json"
expect 0 plansql options -c "$catalog" --policy "$work/deny.json" --role analyst "$top"
contains "$work/out" '"decision": "proceed"'
checks=$((checks + 1))
grep -q -e '"Composer"' -e '"genres"' "$work/out" && fail "options offer what the policy denies"

# shell, scripted through a pipe: no prompt, every change shows the SQL
# and the first rows, a refused change keeps the plan, undo and redo
cat >"$work/session" <<'SESSION'
# comments and blank lines are skipped

add tracks.Composer
limit 2
add tracks.Composr
undo
redo
order tracks.Name:desc,tracks.TrackId
filter genres.Name = Jazz
unfilter genres.Name
remove albums.Title
distinct sometimes
sql tsql
save SAVED
quit
add tracks.Milliseconds
SESSION
sed -i "s|SAVED|$work/saved.json|" "$work/session"
expect 1 plansql shell --db "sqlite:$db" --rows 2 "$top" <"$work/session"
checks=$((checks + 1))
grep -q "plansql>" "$work/out" && fail "the shell prompted on a pipe"
contains "$work/out" '"tracks"."Composer", SUM("invoice_items"."Quantity")'
contains "$work/out" 'LIMIT 2;'
contains "$work/out" 'WHERE "genres"."Name" = '"'"'Jazz'"'"
contains "$work/out" 'ORDER BY "tracks"."Name" DESC, "tracks"."TrackId" ASC'
contains "$work/out" 'SELECT TOP (2) [tracks].[TrackId]'
contains "$work/out" "(the first 2 rows; \"run\" shows every row)"
contains "$work/err" 'error[unknown-column]: the table "tracks" has no column "Composr" (did you mean "Composer"?)'
contains "$work/err" "distinct: on or off, not 'sometimes'"
contains "$work/saved.json" '"column": "Composer"'
checks=$((checks + 1)) # start, add, limit, undo, redo, order, filter, unfilter, remove
limits=$(grep -o '^LIMIT [0-9]*' "$work/out" | tr '\n' ' ')
[ "$limits" = "LIMIT 10 LIMIT 10 LIMIT 2 LIMIT 10 LIMIT 2 LIMIT 2 LIMIT 2 LIMIT 2 LIMIT 2 " ] ||
	fail "the shell's plans in order: $limits"
checks=$((checks + 1))
grep -q '"Title"' "$work/saved.json" && fail "remove albums.Title is not in the saved plan"
checks=$((checks + 1))
grep -q Milliseconds "$work/out" && fail "the shell went on after quit"
printf 'undo\n' >"$work/undo"
expect 1 plansql shell --db "sqlite:$db" --rows 0 "$top" <"$work/undo"
contains "$work/err" "undo: nothing to undo"
printf 'limit 3\nrun\n' >"$work/run"
expect 0 plansql shell --db "sqlite:$db" --rows 0 "$top" <"$work/run"
contains "$work/out" "(3 rows)"
expect 2 plansql shell "$top"
contains "$work/err" "--db: no database is named; give sqlite:PATH"
expect 2 plansql shell --db "sqlite:$db" - <"$top"
contains "$work/err" "give the plan as a file"
expect 1 plansql shell --db "sqlite:$db" "$work/stop.json" </dev/null
contains "$work/err" "error[plan-terminated]"
printf 'limit none\naggregate count:invoice_items.*:Lines\nunaggregate UnitsSold\nunaggregate Orders\nunaggregate Lines\nhelp unaggregate\n' >"$work/measures"
expect 0 plansql shell --db "sqlite:$db" --rows 0 "$top" <"$work/measures"
contains "$work/out" 'COUNT(*) AS "Lines"'
lacks "$work/err" 'grouping-changed'
contains "$work/out" 'unaggregate ALIAS'
checks=$((checks + 1))
[ "$(grep -c 'GROUP BY' "$work/out")" -eq 6 ] || fail "the shell's grouped plans: $(cat "$work/out")"
printf 'unaggregate UnitsSold\n' >"$work/unordered"
expect 1 plansql shell --db "sqlite:$db" --rows 0 "$top" <"$work/unordered"
contains "$work/err" 'error[limit-order-lost]'

printf 'filter tracks.Composer = null\nfilter tracks.Composer != "null"\n' >"$work/nulls"
expect 0 plansql shell --db "sqlite:$db" --rows 0 "$top" <"$work/nulls"
contains "$work/out" '"tracks"."Composer" IS NULL'
contains "$work/out" "\"tracks\".\"Composer\" <> 'null'"

# start-up: libpq, libpg_query and libedit are loaded only by what uses
# them, and a missing one is an error that names it
soname() { sed -n "s/^#define $1 \"\(.*\)\"$/\1/p" "$top_builddir/config.h"; }
libpq=$(soname LIBPQ_SONAME)
pg_query=$(soname PG_QUERY_SONAME)
libedit=$(soname LIBEDIT_SONAME)
checks=$((checks + 1))
[ -n "$libpq" ] && [ -n "$pg_query" ] && [ -n "$libedit" ] ||
	fail "config.h names no library for libpq, libpg_query or libedit"
expect 0 env LD_DEBUG=files "$PLANSQL" compile -c "$catalog" "$work/good.json"
for lib in "$libpq" "$pg_query" "$libedit"; do
	checks=$((checks + 1))
	grep -qF "file=$lib " "$work/err" && fail "compile loads $lib"
done
expect 0 env LD_DEBUG=files "$PLANSQL" run --db "sqlite:$db" "$work/good.json"
for lib in "$libpq" "$pg_query" "$libedit"; do
	checks=$((checks + 1))
	grep -qF "file=$lib " "$work/err" && fail "run on SQLite loads $lib"
done
expect 0 env LD_DEBUG=files "$PLANSQL" compile -d postgres --verify \
	"$work/good.json"
contains "$work/err" "file=$pg_query "
mkdir "$work/nolibs"
for lib in "$libpq" "$pg_query" "$libedit"; do
	echo "not a library" >"$work/nolibs/$lib"
done
expect 1 env LD_LIBRARY_PATH="$work/nolibs" "$PLANSQL" compile -d postgres \
	--verify "$work/good.json"
contains "$work/err" "error[verify-failed]: cannot verify the SQL: $pg_query cannot be loaded: "
expect 0 env LD_LIBRARY_PATH="$work/nolibs" "$PLANSQL" compile -d postgres \
	"$work/good.json"
expect 2 env LD_LIBRARY_PATH="$work/nolibs" "$PLANSQL" catalog \
	--db postgresql:
contains "$work/err" "plansql catalog: database error: cannot read the catalog of the PostgreSQL database: $libpq cannot be loaded: "
expect 2 env LD_LIBRARY_PATH="$work/nolibs" "$PLANSQL" run \
	--db postgresql: "$work/good.json"
contains "$work/err" "$libpq cannot be loaded: "
expect 0 env LD_LIBRARY_PATH="$work/nolibs" "$PLANSQL" shell \
	--db "sqlite:$db" --rows 0 "$top" <"$work/run"
contains "$work/out" "(3 rows)"
# plans as the seed system's models write them
printf '```json\n{"decision": "proceed",, "selections": []}\n```\n' >"$work/fenced-bad.json"
expect 1 plansql compile "$work/fenced-bad.json"
contains "$work/err" "warning[fenced-json]"
contains "$work/err" "at line 2, column 24" # positions of the text as given
expect 1 plansql compile --strict "$work/warn.json"
contains "$work/err" "$work/warn.json:/limt: error[unknown-field]"
checks=$((checks + 1))
[ -s "$work/out" ] && fail "compile --strict printed SQL for a plan with a warning"
expect 1 plansql audit --strict -c "$catalog" "$work/warn.json"
contains "$work/err" "error[unknown-field]"
expect 1 plansql patch --strict -c "$catalog" --limit 3 "$work/warn.json"
contains "$work/err" "error[unknown-field]"
expect 0 plansql patch -c "$catalog" --limit 3 "$work/warn.json"
expect 1 plansql patch --db "sqlite:$db" --add-filter 'tracks.Milliseconds < "5 minutes"' "$top"
contains "$work/err" 'error[value-type]: "5 minutes" cannot be read as a number'
printf 'filter tracks.Milliseconds < "5 minutes"\n' >"$work/unreadable"
expect 1 plansql shell --db "sqlite:$db" --rows 0 "$top" <"$work/unreadable"
contains "$work/err" 'error[value-type]: "5 minutes" cannot be read as a number'
# every plan written above for an input without extensions is one the seed
# system's model accepts
checks=$((checks + 1))
set --
while IFS= read -r arg; do set -- "$@" "$arg"; done <"$work/seed-list"
"$PYTHON3" "$top_srcdir/tests/data/schema/seed.py" \
	"$top_srcdir/tests/data/seed-model.schema.json" \
	"$top_srcdir/schemas/plan.schema.json" "$@" >"$work/seed" ||
	fail "a plan written is not valid in the seed model: $(grep -v '^valid ' "$work/seed")"
[ "$(grep -c '^valid ' "$work/seed")" -eq "$seeds" ] ||
	fail "seed model: $(cat "$work/seed")"

finish cli
