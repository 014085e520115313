# Sourced by the engine tests: what they check alike on each server.
# Needs $PLANSQL, $dir and $top_srcdir.

# params_give_literal_rows ENGINE URI PLACEHOLDER: run --params gives the
# rows of the literal form for the parameter cases and PLAN, and
# --show-sql shows the Milliseconds bound as PLACEHOLDER (a grep -E
# pattern)
params_give_literal_rows() {
	for p in "$top_srcdir"/tests/data/golden/params/*.json "$plan"; do
		"$PLANSQL" run --db "$2" --format tsv "$p" >"$dir/literal.tsv" 2>/dev/null
		"$PLANSQL" run --params --db "$2" --format tsv "$p" 2>/dev/null |
			diff -u "$dir/literal.tsv" -
		[ "$(wc -l <"$dir/literal.tsv")" -gt 1 ]
	done
	"$PLANSQL" run --params --show-sql --db "$2" --rows 1 \
		"$top_srcdir/tests/data/golden/params/values.json" 2>&1 >/dev/null |
		grep -Eq "^  AND .tracks.\..Milliseconds. > $3\$"
	echo "engines: plansql run --params gives the literal form's rows on $1"
}

# compile_is_run ENGINE URI [PLAN...]: for each plan (default: every
# example plan), compile --db prints the statement run --db runs
# (--show-sql, diagnostics aside), or both refuse it: one plan, one
# statement, the data read on the engine alike
compile_is_run() {
	engine=$1 db=$2
	shift 2
	[ $# -gt 0 ] || set -- "$top_srcdir"/examples/plans/*.json
	for p in "$@"; do
		compiled=0 ran=0
		"$PLANSQL" compile --db "$db" "$p" >"$dir/compiled.sql" \
			2>/dev/null || compiled=$?
		"$PLANSQL" run --db "$db" --show-sql --rows 1 -o "$dir/rows" \
			"$p" >/dev/null 2>"$dir/ran.err" || ran=$?
		[ "$compiled" -eq "$ran" ] ||
			{ echo "engines: $p: compile exits $compiled, run $ran on $engine" >&2; exit 1; }
		[ "$compiled" -ne 0 ] && continue
		grep -v "^$p:" "$dir/ran.err" | diff -u "$dir/compiled.sql" -
	done
	echo "engines: plansql compile --db prints what plansql run runs on $engine"
}

# types_give_their_rows ENGINE DB: every plan of tests/data/types, run on
# DB (loaded with types.sql), gives the rows written beside it (NAME.rows,
# what the plan means), a number to 6 significant digits, in order when
# the plan orders its rows; periods count from 2026-01-15, as types.sql
# and the golden SQL say
types_give_their_rows() {
	types_failed=0
	for p in "$top_srcdir"/tests/data/types/*.json; do
		if ! "$PLANSQL" run --db "$2" --now 2026-01-15 --format tsv "$p" \
			>"$dir/types.tsv" 2>"$dir/types.err"; then
			echo "types: $p fails on $1: $(cat "$dir/types.err")" >&2
			types_failed=$((types_failed + 1))
			continue
		fi
		order=ordered
		grep -q '"order_by"' "$p" || order=unordered
		same_rows "${p%.json}.rows" "$dir/types.tsv" "$p on $1" $order ||
			types_failed=$((types_failed + 1))
	done
	[ "$types_failed" -eq 0 ] || return 1
	echo "types: every plan over data kept as text gives its rows on $1"
}

# same_rows EXPECTED GOT WHAT [unordered]: the two TSV files hold the
# same rows (in any order after the header, when unordered), a number
# compared to 6 significant digits (AVG and division print their own
# number of digits per engine), and EXPECTED has some; WHAT names the
# query in the failure
same_rows() {
	"${PYTHON3:-/usr/bin/python3}" - "$1" "$2" "$3" "${4:-ordered}" <<'PY'
import sys
def rows(path):
    def cell(c):
        try:
            return f"{float(c):.6g}"
        except ValueError:
            return c
    return [[cell(c) for c in line.rstrip("\n").split("\t")]
            for line in open(path)]
expected, got = rows(sys.argv[1]), rows(sys.argv[2])
if sys.argv[4] == "unordered":
    expected, got = expected[:1] + sorted(expected[1:]), got[:1] + sorted(got[1:])
assert expected and expected == got, (sys.argv[3], expected[:5], got[:5])
PY
}

# stops_on_server ENGINE URI ACTIVE: the time limit and Ctrl-C of
# "plansql run" stop the slow query (tests/data/golden/run/slow.json)
# on the server, not only in plansql.  ENGINE names the server in
# messages; ACTIVE is a command printing how many other sessions run the
# slow query.

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
