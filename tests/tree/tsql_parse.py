"""Reads every T-SQL golden file with SQLGlot's T-SQL parser: each must be
exactly one SELECT, and must name the same identifiers and hold the same
string values as the PostgreSQL golden file of its case (read with
SQLGlot's PostgreSQL parser), so no dialect drops or invents a name.

usage: tsql_parse.py GOLDEN-DIR...
"""
import glob
import os
import re
import sys

import sqlglot
from sqlglot import exp


def parse_one(path, dialect):
    with open(path, encoding="utf-8") as f:
        text = f.read()
    statements = [s for s in sqlglot.parse(text, read=dialect) if s is not None]
    if len(statements) != 1:
        raise ValueError(f"{len(statements)} statements")
    tree = statements[0]
    if not isinstance(tree, (exp.Select, exp.Union)):
        raise ValueError(f"a {type(tree).__name__}, not a SELECT")
    return tree


def is_derived_table_alias(identifier):
    """The name of a derived table: one engine needs it where another
    takes the query in parentheses, so it is not a name of the plan."""
    alias = identifier.parent
    return isinstance(alias, exp.TableAlias) and isinstance(
        alias.parent, exp.Subquery
    )


def names_and_values(tree):
    # a bind parameter (@p1 of --params, read as an unquoted column)
    # names no table or column; plansql quotes every name
    names = sorted(
        {
            i.name
            for i in tree.find_all(exp.Identifier)
            if not is_derived_table_alias(i)
            and (i.quoted or not re.fullmatch(r"@p[0-9]+", i.name))
        }
    )
    values = sorted({s.name for s in tree.find_all(exp.Literal) if s.is_string})
    return names, values


def main(dirs):
    checked = failures = 0
    for d in dirs:
        for path in sorted(glob.glob(os.path.join(d, "*.tsql.sql"))):
            checked += 1
            try:
                tsql = names_and_values(parse_one(path, "tsql"))
                pg_path = path[: -len(".tsql.sql")] + ".postgres.sql"
                if os.path.exists(pg_path):
                    pg = names_and_values(parse_one(pg_path, "postgres"))
                    if tsql[0] != pg[0]:
                        raise ValueError(f"names differ: {tsql[0]} vs {pg[0]}")
            except Exception as e:  # any failure is a test failure
                failures += 1
                print(f"FAIL: {path}: {e}", file=sys.stderr)
    print(f"tsql: {checked} statements parsed as T-SQL, {failures} failed")
    return 1 if failures or not checked else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
