# Sourced by the tests that load the build tree's libplansql into Python
# (python.sh, report-service.sh, bench-binding.sh): where the binding and
# the library are, and, when the library was built with the sanitizers,
# the preload that lets Python load it.  Needs top_srcdir, top_builddir.
PLANSQL_LIBRARY=$top_builddir/.libs/libplansql.so
PYTHONPATH=$top_srcdir/bindings/python
# The sources may be read-only (make distcheck): no caches written there.
PYTHONDONTWRITEBYTECODE=1
export PLANSQL_LIBRARY PYTHONPATH PYTHONDONTWRITEBYTECODE
# A sanitized library needs its runtime loaded before anything else:
# run Python with the runtime preloaded ($python_with_library ..., not
# quoted: it is a command and its arguments), and
# without leak reports, which would be the interpreter's own.  Other
# programs (the browser) are not run under the preload.
python_runtime=$(ldd "$PLANSQL_LIBRARY" 2>/dev/null |
	awk '/lib(asan|ubsan)\.so/ { printf "%s%s", sep, $3; sep = ":" }')
if [ -n "$python_runtime" ]; then
	ASAN_OPTIONS=${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0
	export ASAN_OPTIONS
	python_with_library="env LD_PRELOAD=$python_runtime ${PYTHON3:-/usr/bin/python3}"
else
	python_with_library=${PYTHON3:-/usr/bin/python3}
fi
