#!/bin/sh
# T-SQL cannot run here, so its golden output is read back by a second,
# independent parser: SQLGlot's T-SQL dialect (Debian's python3-sqlglot).
set -eu
: "${top_srcdir:=.}" "${PYTHON3:=/usr/bin/python3}"
exec "$PYTHON3" "$top_srcdir/tests/tree/tsql_parse.py" \
	"$top_srcdir/tests/data/golden/examples" "$top_srcdir/tests/data/golden/rules" \
	"$top_srcdir/tests/data/golden/params"
