#!/bin/sh
# --connect-timeout: a PostgreSQL server that accepts the connection and
# never answers (a Python listener on 127.0.0.1 that stays silent) makes
# plansql catalog and plansql run give up with libpq's timeout message,
# not hang; and the option's values are checked.  Nothing here measures
# how long that took.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"

plan="$top_srcdir/examples/plans/top-tracks.json"

# The listener writes its port, then accepts and keeps every connection
# open without a byte, until it is killed at the end.
"$PYTHON3" -c '
import socket, sys, time
s = socket.socket()
s.bind(("127.0.0.1", 0))
s.listen(8)
print(s.getsockname()[1], flush=True)
held = []
while True:
    held.append(s.accept()[0])
' >"$work/port" &
listener=$!
trap 'kill $listener 2>/dev/null; rm -rf "$work"' EXIT
for _ in 1 2 3 4 5 6 7 8 9 10; do
	[ -s "$work/port" ] && break
	sleep 1
done
port=$(cat "$work/port")
silent="postgresql://nobody@127.0.0.1:$port/demo"

expect 2 plansql catalog --db "$silent" --connect-timeout 1
contains "$work/err" "plansql catalog: database error:"
contains "$work/err" "timeout expired"

expect 2 plansql run --db "$silent" --connect-timeout 1 "$plan"
contains "$work/err" "timeout expired"

# the URI's own connect_timeout is kept
expect 2 plansql catalog --db "$silent?connect_timeout=1" --connect-timeout 3600
contains "$work/err" "timeout expired"

# ---- values ----
for bad in 0 -1 1.5 x "" 3601; do
	expect 2 plansql catalog --db "$silent" --connect-timeout "$bad"
	contains "$work/err" "--connect-timeout takes whole seconds from 1 to 3600"
	expect 2 plansql compile --db "$silent" --connect-timeout "$bad" "$plan"
	contains "$work/err" "--connect-timeout takes whole seconds from 1 to 3600"
done
# a SQLite database takes it as its busy timeout
expect 0 plansql catalog --db "sqlite:$top_builddir/examples/demo.db" \
	--connect-timeout 2
contains "$work/out" '"table_name": "albums"'

finish connect-timeout.sh
