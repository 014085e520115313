#!/bin/sh
# The shell on a real terminal (tmux): Tab completes a column name, the
# Up arrow brings back an earlier command, and the history is kept in
# ~/.plansql_history; without libedit, lines are read plainly.
set -u
: "${PLANSQL:=./plansql}" "${top_srcdir:=.}" "${top_builddir:=.}"
command -v tmux >/dev/null || {
	echo "shell-tty: tmux is missing; scripts/setup-debian installs it" >&2
	exit 1
}
work=$(mktemp -d)
session="plansql-test-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null; rm -rf "$work"' EXIT
failures=0

fail() {
	echo "FAIL: $*" >&2
	failures=$((failures + 1))
}

# wait_for TEXT: until the screen shows TEXT, for at most 20 seconds
wait_for() {
	i=0
	while [ $i -lt 200 ]; do
		tmux capture-pane -p -t "$session" >"$work/screen" 2>/dev/null
		grep -qF -- "$1" "$work/screen" && return 0
		sleep 0.1
		i=$((i + 1))
	done
	fail "the screen never showed '$1':"
	cat "$work/screen" >&2
	return 1
}

mkdir "$work/home"
HOME="$work/home" tmux new-session -d -s "$session" -x 200 -y 60 \
	"HOME='$work/home' '$PLANSQL' shell --rows 1 \
	--db 'sqlite:$top_builddir/examples/demo.db' \
	'$top_srcdir/examples/plans/top-tracks.json'; echo shell-ended-\$?; sleep 30"
wait_for "plansql>"

# Tab completes the column name
tmux send-keys -t "$session" "add tracks.Compo" Tab
wait_for "plansql> add tracks.Composer"
tmux send-keys -t "$session" Enter
wait_for '"tracks"."Composer", SUM'

# Up, Up brings back "limit 4" from two commands before
tmux send-keys -t "$session" "limit 4" Enter
wait_for "LIMIT 4;"
tmux send-keys -t "$session" "limit 9" Enter
wait_for "LIMIT 9;"
tmux send-keys -t "$session" "clear-screen-marker" Enter
wait_for "unknown command 'clear-screen-marker'"
tmux send-keys -t "$session" Up Up
wait_for "plansql> limit 9"
tmux send-keys -t "$session" C-u "sql" Enter
wait_for "LIMIT 9;"
tmux send-keys -t "$session" Up Up Up Up Enter
sleep 0.5
tmux send-keys -t "$session" "plan" Enter
wait_for '"limit": 4'

tmux send-keys -t "$session" "quit" Enter
wait_for "shell-ended-1" # the unknown command failed
grep -q "add.040tracks.Composer" "$work/home/.plansql_history" ||
	fail "the history file lacks the add command: $(cat "$work/home/.plansql_history")"

# Without libedit the shell says so and reads lines plainly
libedit=$(sed -n 's/^#define LIBEDIT_SONAME "\(.*\)"$/\1/p' \
	"$top_builddir/config.h")
mkdir "$work/nolibs"
echo "not a library" >"$work/nolibs/$libedit"
tmux kill-session -t "$session" 2>/dev/null
HOME="$work/home" tmux new-session -d -s "$session" -x 200 -y 60 \
	"LD_LIBRARY_PATH='$work/nolibs' '$PLANSQL' shell --rows 1 \
	--db 'sqlite:$top_builddir/examples/demo.db' \
	'$top_srcdir/examples/plans/top-tracks.json'; echo shell-ended-\$?; sleep 30"
wait_for "no line editing, history or completion: $libedit cannot be loaded"
tmux send-keys -t "$session" "limit 3" Enter
wait_for "LIMIT 3;"
tmux send-keys -t "$session" "quit" Enter
wait_for "shell-ended-0"

echo "shell-tty: $failures failed"
[ "$failures" -eq 0 ]
