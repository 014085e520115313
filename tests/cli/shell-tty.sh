#!/bin/sh
# The shell on a real terminal (tmux): Tab completes what each command
# takes, the Up arrow brings back an earlier command, Ctrl-C abandons
# the line being typed, the history is kept in ~/.plansql_history on
# every way out (quit, SIGTERM); without libedit, lines are read plainly.
set -u
: "${PLANSQL:=./plansql}" "${top_srcdir:=.}" "${top_builddir:=.}"
command -v tmux >/dev/null || {
	echo "shell-tty: tmux is missing; scripts/setup-debian installs it" >&2
	exit 1
}
work=$(mktemp -d)
session="plansql-test-$$"
# A server of this test's own, kept up by a session that outlives the
# shells: a server whose last session ends exits, and a session started
# in that instant fails ("server exited unexpectedly").
tmux() {
	command tmux -S "$work/tmux" "$@"
}
trap 'tmux kill-server 2>/dev/null; rm -rf "$work"' EXIT
tmux new-session -d -s keep "sleep 3600"
failures=0
db="sqlite:$top_builddir/examples/demo.db"
top="$top_srcdir/examples/plans/top-tracks.json"

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

# wait_for_last TEXT: until the last line on the screen is TEXT
wait_for_last() {
	i=0
	while [ $i -lt 200 ]; do
		tmux capture-pane -p -t "$session" >"$work/screen" 2>/dev/null
		[ "$(grep -v '^$' "$work/screen" | tail -n 1)" = "$1" ] &&
			return 0
		sleep 0.1
		i=$((i + 1))
	done
	fail "the last line on the screen never was '$1':"
	cat "$work/screen" >&2
	return 1
}

# start_shell COMMAND...: COMMAND (single-quoted words) in a new tmux
# session, its pid in $work/pid; when it ends the screen shows its exit
# status and whether the terminal is back in canonical mode.  bash waits
# for it: a non-interactive sh would end at the Ctrl-C sent to the
# pane's process group, and close the terminal.
cat >"$work/start" <<'EOF'
pidfile=$1
shift
bash -c 'echo $$ >"$0"; exec "$@"' "$pidfile" "$@"
echo "shell-ended-$?"
echo "tty: $(stty -a | tr ' ;' '\n\n' | grep -x -e icanon -e -icanon)"
sleep 30
EOF
start_shell() {
	tmux kill-session -t "$session" 2>/dev/null
	tmux new-session -d -s "$session" -x 200 -y 60 \
		"HOME='$work/home' bash '$work/start' '$work/pid' $*"
}

mkdir "$work/home"
start_shell "'$PLANSQL'" shell --rows 1 --db "'$db'" "'$top'"
wait_for "plansql>"

# Tab completes the column name
tmux send-keys -t "$session" "add tracks.Compo" Tab
wait_for "plansql> add tracks.Composer"
tmux send-keys -t "$session" Enter
wait_for '"Name_2", "tracks"."Composer",'

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

# Tab Tab lists what order can name: in this grouped query the groups
# and the aggregates' aliases, not a column it does not group by
tmux send-keys -t "$session" "order " Tab Tab
wait_for "UnitsSold"
grep -q "tracks.Milliseconds" "$work/screen" &&
	fail "order offers a column the query does not group by"
tmux send-keys -t "$session" "Units" Tab ":de" Tab
wait_for "plansql> order UnitsSold:desc"
# after a filter's column, the operators the filter command takes
tmux send-keys -t "$session" C-u "filter tracks.Milliseconds " Tab Tab
wait_for "is_not_null"
grep -q "between" "$work/screen" || fail "filter does not offer between"

# Ctrl-C abandons the line being typed: a fresh prompt, and the next
# command works on the plan as it was
tmux send-keys -t "$session" C-u "limit 7"
wait_for "plansql> limit 7"
tmux send-keys -t "$session" C-c
wait_for_last "plansql>"
tmux send-keys -t "$session" "sql" Enter
wait_for_last "plansql>"
tail -n 3 "$work/screen" | grep -q "LIMIT 4;" ||
	fail "after Ctrl-C the plan is not as it was: $(cat "$work/screen")"
grep -q "LIMIT 7" "$work/screen" && fail "the line Ctrl-C abandoned ran"

tmux send-keys -t "$session" "quit" Enter
wait_for "shell-ended-1" # the unknown command failed
wait_for "tty: icanon"
grep -q "add.040tracks.Composer" "$work/home/.plansql_history" ||
	fail "the history file lacks the add command: $(cat "$work/home/.plansql_history")"
grep -q "limit.0407" "$work/home/.plansql_history" &&
	fail "the history file has the line Ctrl-C abandoned"

# SIGTERM at the prompt: the history is kept, the terminal restored, and
# the shell ends as the signal ends a process
start_shell "'$PLANSQL'" shell --rows 0 --db "'$db'" "'$top'"
wait_for "plansql>"
tmux send-keys -t "$session" "offset 2" Enter
wait_for "OFFSET 2;"
tmux send-keys -t "$session" "add tracks.Compo"
wait_for "plansql> add tracks.Compo"
kill -TERM "$(cat "$work/pid")"
wait_for "shell-ended-143"
wait_for "tty: icanon"
grep -q "offset.0402" "$work/home/.plansql_history" ||
	fail "SIGTERM lost the history: $(cat "$work/home/.plansql_history")"

# Ctrl-C during a slow preview cancels the query, not the session: the
# prompt comes back, undo takes the change back, and the history keeps
# the commands.  tests/data/shell-slow.json counts triples of tracks of one
# media type; without its filter, billions.
rm -f "$work/home/.plansql_history"
start_shell "'$PLANSQL'" shell --rows 3 --timeout 0 --db "'$db'" \
	"'$top_srcdir/tests/data/shell-slow.json'"
wait_for "plansql>"
tmux send-keys -t "$session" "unfilter a.MediaTypeId" Enter
wait_for_last 'GROUP BY "a"."MediaTypeId";' # the query runs
sleep 0.5 # past the instant between the SQL and the query
tmux send-keys -t "$session" C-c
wait_for "the query was cancelled (Ctrl-C)"
wait_for_last "plansql>"
tmux send-keys -t "$session" "undo" Enter
wait_for "274625"
wait_for_last "plansql>"
# the time limit: a query past it is stopped, and the session goes on
tmux send-keys -t "$session" "timeout 0.5" Enter
wait_for "queries stop after 0.5 s"
tmux send-keys -t "$session" "redo" Enter
wait_for "the query was stopped at the time limit of 0.5 s"
wait_for_last "plansql>"
tmux send-keys -t "$session" "quit" Enter
wait_for "shell-ended-1" # the cancelled and the stopped query failed
for command in unfilter.040a.MediaTypeId undo timeout.0400.5 redo quit; do
	grep -qx "$command" "$work/home/.plansql_history" ||
		fail "the history lacks $command: $(cat "$work/home/.plansql_history")"
done

# Without libedit the shell says so and reads lines plainly
libedit=$(sed -n 's/^#define LIBEDIT_SONAME "\(.*\)"$/\1/p' \
	"$top_builddir/config.h")
mkdir "$work/nolibs"
echo "not a library" >"$work/nolibs/$libedit"
start_shell env "'LD_LIBRARY_PATH=$work/nolibs'" "'$PLANSQL'" shell \
	--rows 1 --db "'$db'" "'$top'"
wait_for "no line editing, history or completion: $libedit cannot be loaded"
tmux send-keys -t "$session" "limit 3" Enter
wait_for "LIMIT 3;"
tmux send-keys -t "$session" "quit" Enter
wait_for "shell-ended-0"

echo "shell-tty: $failures failed"
[ "$failures" -eq 0 ]
