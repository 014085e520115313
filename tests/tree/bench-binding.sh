#!/bin/sh
# The Python binding's overhead benchmark (bench/binding_overhead.py and
# its C side, bench/binding-click) runs: a smoke run of a few clicks
# through both, which must make the same SQL and parameters; its result
# lines are checked for form, never for speed.  A C side that makes other
# SQL than the binding is refused rather than timed.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
src=$(cd "$top_srcdir" && pwd)
# shellcheck source=tests/python/python-env.sh
. "$top_srcdir/tests/python/python-env.sh"
driver="$src/bench/binding_overhead.py"
catalog="$src/examples/demo/catalog.json"
plan="$src/examples/plans/big-order-customers-abroad.json"

expect 0 $python_with_library "$driver" "$top_builddir/bench/binding-click" \
	"$catalog" "$plan" 2 5 3
"$PYTHON3" - "$work/out" <<'PY' >"$work/form" 2>&1 || fail "$(cat "$work/form")"
import json, sys
lines = [json.loads(l) for l in open(sys.argv[1])]
sides = [l["side"] for l in lines]
assert sides == ["c", "python"], sides
for l in lines:
    assert l["bench"] == "binding" and l["rounds"] == 2 and l["clicks"] == 5, l
    assert 0 < l["median_us"] <= l["p95_us"], l
assert lines[0]["median_ratio"] == 1.0, lines[0]
PY
checks=$((checks + 1))

# a C side whose last statement differs: not the same work
cat >"$work/other-click" <<'SH'
#!/bin/sh
echo '{"clicks_us": [1, 2, 3, 4, 5], "sql": "SELECT 1", "parameters": []}'
SH
chmod +x "$work/other-click"
expect 1 $python_with_library "$driver" "$work/other-click" "$catalog" "$plan" 1 5 0
contains "$work/err" "not the same work"

finish bench-binding
