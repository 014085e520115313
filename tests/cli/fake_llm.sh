# The fake model server of the tests of plansql ask (tests/cli/fake_llm.py),
# sourced after tests/cli/lib.sh.  fake_llm_start starts a fresh one on a
# free port, answering $work/script.json and logging every request to
# $work/log, and sets fake_llm_port; fake_llm_stop ends it, as exit does.
fake_llm_pid=
fake_llm_port=

fake_llm_stop() {
	[ -n "$fake_llm_pid" ] && kill "$fake_llm_pid" 2>/dev/null
	[ -n "$fake_llm_pid" ] && wait "$fake_llm_pid" 2>/dev/null
	fake_llm_pid=
}
trap 'fake_llm_stop; rm -rf "$work"' EXIT

fake_llm_start() {
	fake_llm_stop
	rm -f "$work/port"
	: >"$work/log"
	"$PYTHON3" "$top_srcdir/tests/cli/fake_llm.py" "$work/script.json" \
		"$work/port" "$work/log" 20 &
	fake_llm_pid=$!
	i=0
	while [ ! -s "$work/port" ] && [ $i -lt 100 ]; do
		sleep 0.1
		i=$((i + 1))
	done
	fake_llm_port=$(cat "$work/port")
}
