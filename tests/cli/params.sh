#!/bin/sh
# Bind parameters on the command line.  compile --params prints the SQL
# of tests/data/golden/params/NAME.json as NAME.DIALECT.sql holds it (the
# statement, then the "-- parameters:" line; PLANSQL_REGEN=1 rewrites
# them: review the diff); every example and rules plan has as many
# placeholders as values, numbered in order; --format json carries
# "sql" and "parameters"; run --params returns the rows of the literal
# form on SQLite.  tests/engines/engines.sh runs the parameter form of every
# case on PostgreSQL and MariaDB.
: "${top_srcdir:=.}"
. "$top_srcdir/tests/cli/lib.sh"
golden="$top_srcdir/tests/data/golden/params"
db=sqlite:examples/demo.db

for plan in "$golden"/*.json; do
	name=$(basename "$plan" .json)
	for dialect in sqlite postgres mysql tsql; do
		expect 0 plansql compile --params -d "$dialect" "$plan"
		if [ -n "${PLANSQL_REGEN:-}" ]; then
			cp "$work/out" "$golden/$name.$dialect.sql"
		else
			same "$golden/$name.$dialect.sql" "$work/out"
		fi
	done
done

# The literal form is untouched: no parameter line, no "parameters".
expect 0 plansql compile "$golden/values.json"
lacks "$work/out" "-- parameters"
lacks "$work/out" "?"
contains "$work/out" "'it''s a back\\slash"
expect 0 plansql compile --format json "$golden/values.json"
lacks "$work/out" '"parameters"'

# JSON: the values typed, in the order of their placeholders.
expect 0 plansql compile --params --format json -d postgres "$golden/values.json"
cp "$work/out" "$work/values.json"
"$PYTHON3" - "$work/values.json" <<'PY' || fail "compile --params --format json"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["parameters"][:3] == [
    {"type": "string", "value": "it's a back\\slash, \"quoted\", ünïcödé ☃"},
    {"type": "integer", "value": 300000},
    {"type": "integer", "value": 3000000000}], r["parameters"]
assert r["parameters"][3] == {"type": "number", "value": 0.5}, r
assert "$7::integer" in r["sql"] and "$3::bigint" in r["sql"], r["sql"]
assert "LIMIT 5" in r["sql"] and "OFFSET 2" in r["sql"], r["sql"]
PY
checks=$((checks + 1))
expect 1 plansql compile --params --format json "$top_srcdir/tests/data/golden/rules/offset-without-order.json" -d tsql
contains "$work/out" '"parameters": null'

# Every plan: placeholders and values agree in number and order.
for dialect in sqlite postgres mysql tsql; do
	for plan in "$top_srcdir"/examples/plans/*.json \
		"$top_srcdir"/tests/data/golden/rules/*.json "$golden"/*.json; do
		plansql compile --params --format json -d "$dialect" "$plan" \
			>"$work/$dialect.$(basename "$plan")" 2>/dev/null
	done
	checks=$((checks + 1))
	"$PYTHON3" - "$dialect" "$work"/"$dialect".*.json <<'PY' || fail "$dialect: placeholders and values differ"
import json, re, sys
dialect, paths = sys.argv[1], sys.argv[2:]
# quoted text ('...', "...", `...`, [...]) holds no placeholder
quoted = re.compile(r"E?'(?:[^']|'')*'|\"(?:[^\"]|\"\")*\"|`(?:[^`]|``)*`|\[(?:[^\]]|\]\])*\]")
compiled = 0
for path in paths:
    r = json.load(open(path))
    if r["sql"] is None:
        assert r["parameters"] is None, path
        continue
    compiled += 1
    sql, values = quoted.sub("", r["sql"]), r["parameters"]
    if dialect == "postgres":
        numbers = [int(n) for n in re.findall(r"\$(\d+)", sql)]
    elif dialect == "tsql":
        numbers = [int(n) for n in re.findall(r"@p(\d+)", sql)]
    else:
        numbers = list(range(1, sql.count("?") + 1))
    assert numbers == list(range(1, len(values) + 1)), (path, numbers, values)
assert compiled > 60, compiled
PY
done

# run --params: the rows of the literal form, on every example plan.
for plan in "$top_srcdir"/examples/plans/*.json "$golden"/*.json; do
	expect 0 plansql run --db "$db" --format tsv "$plan"
	cp "$work/out" "$work/literal.tsv"
	[ -s "$work/literal.tsv" ] || fail "$plan: no header, no rows"
	expect 0 plansql run --params --db "$db" --format tsv "$plan"
	same "$work/literal.tsv" "$work/out"
done
expect 0 plansql run --params --show-sql --db "$db" "$golden/patterns.json"
contains "$work/err" "GLOB ?"
contains "$work/err" '-- parameters: [{"type":"string","value":"50%_[[]a]!'
expect 2 plansql run --params --explain --db "$db" "$golden/values.json"
contains "$work/err" "leave out --params"

finish params
