#!/bin/sh
# The example reporting service (examples/report_service.py) in a real
# browser: the service on a free port of 127.0.0.1 with the build tree's
# library, headless Chromium driven by tests/python/browser.py, which clicks a
# column and a sort and compares the table with plansql run's rows.
# Without chromium the test is skipped, but fails when the suite runs as
# scripts/check runs it (PLANSQL_REQUIRE_BROWSER=1), after
# scripts/setup-debian has installed it.
set -eu
top_srcdir=${top_srcdir:-$(cd "$(dirname "$0")/../.." && pwd)}
top_builddir=${top_builddir:-$(pwd)}
PYTHON3=${PYTHON3:-/usr/bin/python3}
PLANSQL=${PLANSQL:-$top_builddir/plansql}
CHROMIUM=${CHROMIUM:-chromium}
if ! command -v "$CHROMIUM" >/dev/null 2>&1; then
	if [ -n "${PLANSQL_REQUIRE_BROWSER:-}" ]; then
		echo "report-service.sh: FAIL: $CHROMIUM is not installed" \
			"(scripts/setup-debian installs it)" >&2
		exit 1
	fi
	echo "report-service.sh: $CHROMIUM is not installed, skipped" \
		"(scripts/setup-debian installs it)"
	exit 77
fi
export CHROMIUM
# shellcheck source=tests/python/python-env.sh
. "$top_srcdir/tests/python/python-env.sh"

work=$(mktemp -d)
service=
browser=
# shellcheck disable=SC2317 # called by the trap
cleanup() {
	[ -z "$browser" ] || kill "$browser" 2>/dev/null || :
	[ -z "$service" ] || kill "$service" 2>/dev/null || :
	wait
	rm -rf "$work"
}
trap cleanup EXIT
trap 'exit 1' INT TERM HUP

db=$top_builddir/examples/demo.db
catalog=$top_srcdir/examples/demo/catalog.json
plan=$top_srcdir/examples/plans/top-tracks.json
: >"$work/service.out"
$python_with_library "$top_srcdir/examples/report_service.py" --port 0 \
	--db "sqlite:$db" --catalog "$catalog" --plan "$plan" \
	>"$work/service.out" 2>"$work/service.err" &
service=$!
# The service prints its URL once it listens (port 0: the system's pick).
tries=0
until url=$(sed -n 's/^report_service: //p' "$work/service.out") &&
	[ -n "$url" ]; do
	tries=$((tries + 1))
	if [ "$tries" -gt 200 ] || ! kill -0 "$service" 2>/dev/null; then
		echo "report-service.sh: FAIL: the service did not start" >&2
		cat "$work/service.err" >&2
		exit 1
	fi
	sleep 0.1
done

status=0
"$PYTHON3" "$top_srcdir/tests/python/browser.py" "$url" "$PLANSQL" "sqlite:$db" \
	"$plan" "$catalog" &
browser=$!
wait "$browser" || status=$?
browser=
if [ "$status" -ne 0 ]; then
	echo "report-service.sh: FAIL; the service's log:" >&2
	cat "$work/service.err" >&2
fi
exit "$status"
