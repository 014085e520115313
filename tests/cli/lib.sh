# What the command-line test scripts share: the plansql they test, a
# work folder removed at exit, and checks that count and report.  Sourced
# by the shell tests (tests/*/*.sh), which end with "finish NAME".
: "${PLANSQL:=./plansql}" "${top_srcdir:=.}" "${top_builddir:=.}"
: "${PYTHON3:=/usr/bin/python3}"
# PLANSQL_RUNNER, when set, runs plansql under another program (valgrind).
plansql() {
	${PLANSQL_RUNNER:-} "$PLANSQL" "$@"
}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
checks=0

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

# expect STATUS COMMAND...: runs COMMAND, output in $work/out and $work/err
expect() {
	want=$1
	shift
	checks=$((checks + 1))
	"$@" >"$work/out" 2>"$work/err"
	got=$?
	[ "$got" -eq "$want" ] || fail "exit $got, not $want: $* ($(head -c 300 "$work/err"))"
}

contains() { # FILE TEXT
	checks=$((checks + 1))
	grep -qF -- "$2" "$1" || fail "$1 lacks '$2': $(head -c 600 "$1")"
}

lacks() { # FILE TEXT
	checks=$((checks + 1))
	! grep -qF -- "$2" "$1" || fail "$1 has '$2': $(head -c 600 "$1")"
}

same() { # EXPECTED GOT
	checks=$((checks + 1))
	cmp -s "$1" "$2" || fail "$2 differs from $1: $(diff "$1" "$2" | head -n 20)"
}

finish() { # NAME: the count, and the exit status
	echo "$1: $checks checks, $failures failed"
	[ "$failures" -eq 0 ]
}
