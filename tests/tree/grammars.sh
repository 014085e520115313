#!/bin/sh
# The dialects of engines that do not run here, checked by their
# grammars: every golden case's SQL for Trino, Spark SQL, Snowflake and
# BigQuery
# (tests/data/golden/*/NAME.DIALECT.sql, which the golden tests keep
# equal to what plansql prints), and the dialect's catalog script
# (plansql catalog --query), must parse with the engine's ANTLR
# grammar (dt-sql-parser) or a parser of its SQL (node-sql-parser), both
# from npm (tests/npm), and controls written for other engines must not.
# tests/tree/grammars-gaps.txt lists the cases node-sql-parser is known
# not to read, with why: each must still be refused, so the list stays
# true, and must be read by SQLGlot's reader of the dialect instead.
# Needs Node.js and scripts/setup-debian's npm packages
# (PLANSQL_NPM_DIR).
set -eu
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
npm_dir=${PLANSQL_NPM_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/plansql/npm}
if ! command -v node >/dev/null 2>&1 ||
	[ ! -d "$npm_dir/node_modules/dt-sql-parser" ] ||
	[ ! -d "$npm_dir/node_modules/node-sql-parser" ]; then
	if [ -n "${PLANSQL_REQUIRE_GRAMMARS:-}" ]; then
		echo "grammars: no node or no dt-sql-parser in $npm_dir (scripts/setup-debian installs them)" >&2
		exit 1
	fi
	echo "grammars: skipped: no node or no dt-sql-parser (scripts/setup-debian installs them)"
	exit 77
fi
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: "${PLANSQL:=./plansql}"
for d in trino spark snowflake bigquery; do
	"$PLANSQL" catalog --query "$d" -o "$work/catalog-query.$d.sql"
done
"${PYTHON3:-/usr/bin/python3}" - "$top_srcdir/tests/data/golden" \
	"$top_srcdir/tests/tree/grammars-gaps.txt" "$work" >"$work/cases.jsonl" <<'PY'
import glob, json, os, sys
golden, gaps_path, work = sys.argv[1:]
gaps = set()
for line in open(gaps_path, encoding="utf-8"):
    line = line.split("#")[0].strip()
    if line:
        gaps.add(line.split(":")[0].strip())
dialects = ("trino", "spark", "snowflake", "bigquery")
count = {}
for dialect in dialects:
    for path in sorted(glob.glob(os.path.join(golden, "*", "*.%s.sql" % dialect))):
        name = os.path.relpath(path, golden)
        print(json.dumps({"dialect": dialect, "name": name,
                          "sql": open(path, encoding="utf-8").read(),
                          "valid": name not in gaps}))
        gaps.discard(name)
        count[dialect] = count.get(dialect, 0) + 1
    name = "catalog-query.%s.sql" % dialect
    print(json.dumps({"dialect": dialect, "name": name,
                      "sql": open(os.path.join(work, name), encoding="utf-8").read(),
                      "valid": name not in gaps}))
    gaps.discard(name)
assert not gaps, "grammars-gaps.txt lists cases that do not exist: %s" % gaps
# every dialect has cases, as many as PostgreSQL
postgres = len(glob.glob(os.path.join(golden, "*", "*.postgres.sql")))
assert all(count.get(d, 0) >= postgres for d in dialects), count
# controls: what the other engines write, which these grammars refuse
controls = {
    "trino": ["SELECT \"a\" FROM \"t\" WHERE \"a\" ILIKE 'x'",
              "SELECT \"a\" FROM \"t\" LIMIT 10 OFFSET 5",
              "SELECT TOP (1) [a] FROM [t]"],
    "spark": ["SELECT TOP (1) [a] FROM [t]",
              "SELECT `a` FROM `t` OFFSET 5 ROWS FETCH NEXT 10 ROWS ONLY",
              "SELECT `a` FROM `t` WHERE `a` = 'x"],
    "bigquery": ["SELECT TOP (1) [a] FROM [t]",
                 "SELECT `a` FROM `t` WHERE `a` LIKE 'x!%' ESCAPE '!'",
                 "SELECT `a` FROM `t` WHERE `a` ILIKE 'x'",
                 "SELECT `a` FROM `t` OFFSET 5 ROWS FETCH NEXT 10 ROWS ONLY",
                 "SELECT `a` FROM `t` WHERE `a` = 'x"],
    "snowflake": ["SELECT TOP (1) [a] FROM [t]",
                  "SELECT \"a\" FROM \"t\" OFFSET 5 ROWS FETCH NEXT 10 ROWS ONLY",
                  "SELECT \"a\" FROM \"t\" WHERE \"a\" = 'x"],
}
for dialect, statements in controls.items():
    for i, sql in enumerate(statements):
        print(json.dumps({"dialect": dialect, "name": "control %d" % (i + 1),
                          "sql": sql, "valid": False}))
PY
# the gaps, read by SQLGlot instead
"${PYTHON3:-/usr/bin/python3}" - "$top_srcdir/tests/data/golden" \
	"$top_srcdir/tests/tree/grammars-gaps.txt" "$work" <<'PY'
import os, sys
import sqlglot
golden, gaps_path, work = sys.argv[1:]
read = 0
for line in open(gaps_path, encoding="utf-8"):
    line = line.split("#")[0].strip()
    if not line:
        continue
    name = line.split(":")[0].strip()
    dialect = name.rsplit(".", 2)[1]
    folder = work if name.startswith("catalog-query.") else golden
    sqlglot.parse_one(open(os.path.join(folder, name), encoding="utf-8").read(),
                      read=dialect)
    read += 1
print("grammars: %d cases node-sql-parser cannot read, read by SQLGlot %s" %
      (read, sqlglot.__version__))
PY
cd "$top_srcdir/tests/tree"
node --no-warnings --import ./grammars-register.mjs grammars.mjs "$npm_dir" \
	<"$work/cases.jsonl"
