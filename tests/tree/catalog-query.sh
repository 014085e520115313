#!/bin/sh
# plansql catalog --query: the script of each dialect that has one.  The
# T-SQL script is read by SQLGlot's T-SQL parser (no SQL Server runs
# here): one SELECT over the catalog views it needs.  PostgreSQL's and
# MySQL's run on the engine tests' servers (tests/engines/engines.sh and
# engines-schemas.sh).
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"

# the dialects with a script, as the command lists them for a wrong one
expect 2 plansql catalog --query no-such-dialect
contains "$work/err" "plansql catalog: --query takes one of "
dialects=$(sed -n "s/^plansql catalog: --query takes one of \(.*\), not 'no-such-dialect'$/\1/p" \
	"$work/err" | tr -d ',')
for d in mysql postgres tsql; do
	case " $dialects " in *" $d "*) ;; *) fail "no $d script: $dialects" ;; esac
done
for d in $dialects; do
	expect 0 plansql catalog --query "$d"
	head -n 1 "$work/out" | grep -q '^-- The plansql catalog of this ' ||
		fail "the $d script does not say what it is"
	tail -n 1 "$work/out" | grep -q ';$' || fail "the $d script does not end"
	cp "$work/out" "$work/$d.sql"
	expect 0 plansql catalog --query "$d" -o "$work/$d-o.sql"
	same "$work/$d.sql" "$work/$d-o.sql"
done

checks=$((checks + 1))
"$PYTHON3" - "$work/tsql.sql" <<'PY' || fail "SQLGlot reads no catalog query in the T-SQL script"
import sys
import sqlglot
from sqlglot import exp

text = open(sys.argv[1], encoding="utf-8").read()
statements = [s for s in sqlglot.parse(text, read="tsql") if s is not None]
selects = [s for s in statements if isinstance(s, exp.Select)]
assert len(selects) == 1, statements
tables = {".".join(p for p in (t.args.get("db") and t.text("db"), t.name) if p)
          for t in selects[0].find_all(exp.Table)}
for view in ("sys.objects", "sys.columns", "sys.foreign_key_columns",
             "sys.key_constraints", "sys.index_columns"):
    assert view in tables, (view, sorted(tables))
PY

# --query takes nothing of a database or a catalog
for other in "--db sqlite:x.db" "-c x.json" "--infer-keys" "--schemas a"; do
	# shellcheck disable=SC2086 # two words or one
	expect 2 plansql catalog --query tsql $other
	contains "$work/err" "give either --db DATABASE, -c FILE or --query DIALECT"
done
finish catalog-query
