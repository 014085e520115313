# Sourced by the engine tests: the time limit and Ctrl-C of "plansql run"
# stop the slow query (tests/data/golden/run/slow.json) on the server,
# not only in plansql.
#   stops_on_server ENGINE URI ACTIVE
# ENGINE names the server in messages; ACTIVE is a command printing how
# many other sessions run the slow query.  Needs $PLANSQL, $dir and
# $top_srcdir.

# wait_for_active ENGINE ACTIVE COUNT: until COUNT sessions run the slow
# query, 20 s at most
wait_for_active() {
	i=0
	while [ "$($2)" -ne "$3" ]; do
		i=$((i + 1))
		[ $i -lt 200 ] || { echo "engines: $($2) $1 sessions run the slow query, not $3" >&2; exit 1; }
		sleep 0.1
	done
}

stops_on_server() {
	slow="$top_srcdir/tests/data/golden/run/slow.json"
	status=0
	"$PLANSQL" run --db "$2" --timeout 1 "$slow" >/dev/null 2>"$dir/slow.err" || status=$?
	[ "$status" -eq 2 ] && grep -qF "stopped at the time limit of 1 s" "$dir/slow.err" ||
		{ echo "engines: the time limit on $1: exit $status, $(cat "$dir/slow.err")" >&2; exit 1; }
	wait_for_active "$1" "$3" 0
	"$PLANSQL" run --db "$2" --timeout 0 "$slow" >/dev/null 2>"$dir/cancel.err" &
	pid=$!
	wait_for_active "$1" "$3" 1
	kill -INT "$pid"
	status=0
	wait "$pid" || status=$?
	[ "$status" -eq 2 ] && grep -qF "the query was cancelled (Ctrl-C)" "$dir/cancel.err" ||
		{ echo "engines: Ctrl-C on $1: exit $status, $(cat "$dir/cancel.err")" >&2; exit 1; }
	wait_for_active "$1" "$3" 0
	echo "engines: the time limit and Ctrl-C stop the query on the $1 server"
}
