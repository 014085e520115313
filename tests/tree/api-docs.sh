#!/bin/sh
# docs/api.md's examples run: every ```c and ```python block is marked,
# on the line before it, either "<!-- program: NAME -->" (a whole
# program: compiled against the build tree through plansql-uninstalled.pc,
# or run with the build tree's Python binding, in a directory holding
# the demo database as demo.db) or "<!-- fragment -->" (not run).  A C
# and a Python program of the same NAME must print the same; a block
# marked "<!-- output: NAME -->" is what program NAME prints.  Every
# diagnostic code api.md names must be documented in diagnostics.md.
set -eu
: "${top_srcdir:=.}" "${top_builddir:=.}" "${CC:=cc}" "${SANITIZER_CFLAGS:=}"
doc=$top_srcdir/docs/api.md
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Split the document: each marked block into $work/blocks/NAME.{c,py}
# or NAME.out; an unmarked c or python block is an error.
mkdir "$work/blocks"
awk -v dir="$work/blocks" '
	/^<!-- program: [A-Za-z0-9_-]+ -->$/ { mark = "program"; name = $3; next }
	/^<!-- output: [A-Za-z0-9_-]+ -->$/ { mark = "output"; name = $3; next }
	/^<!-- fragment -->$/ { mark = "fragment"; next }
	!inside && /^```/ {
		inside = 1; lang = substr($0, 4); file = ""
		if (mark == "program" && lang == "c") file = name ".c"
		else if (mark == "program" && lang == "python") file = name ".py"
		else if (mark == "output") file = name ".out"
		else if (mark != "fragment" && (lang == "c" || lang == "python")) {
			printf "api.md:%d: a %s block marked neither program nor fragment\n", NR, lang
			bad = 1
		}
		if (file != "") print file > (dir "/list")
		mark = ""; next
	}
	inside && /^```$/ { inside = 0; if (file != "") close(dir "/" file); next }
	inside && file != "" { print > (dir "/" file) }
	{ if (!inside && $0 != "") mark = "" }
	END { exit bad }
' "$doc" || fail "docs/api.md has unmarked code blocks"
[ -s "$work/blocks/list" ] || fail "docs/api.md marks no program"

ln -s "$(cd "$top_builddir" && pwd)/examples/demo.db" "$work/demo.db"
PKG_CONFIG_PATH=$top_builddir
export PKG_CONFIG_PATH
sqlite_libs=$(pkg-config --libs sqlite3 2>/dev/null || echo -lsqlite3)
libdir=$(pkg-config --variable=libdir plansql)
PLANSQL_LIBRARY_DIR=$(cd "$libdir" && pwd)
top_srcdir=$(cd "$top_srcdir" && pwd)
top_builddir=$(cd "$top_builddir" && pwd)
# shellcheck source=tests/python/python-env.sh
. "$top_srcdir/tests/python/python-env.sh"
ran=0
for f in "$work"/blocks/*.c "$work"/blocks/*.py; do
	[ -f "$f" ] || continue
	base=${f##*/}
	case $base in
	*.c)
		# shellcheck disable=SC2046,SC2086 # lists of flags
		$CC -std=c11 -Wall -Wextra -Werror $SANITIZER_CFLAGS "$f" \
			$(pkg-config --cflags --libs plansql) $sqlite_libs \
			-o "$work/prog" || fail "docs/api.md: $base does not compile"
		(cd "$work" && LD_LIBRARY_PATH=$PLANSQL_LIBRARY_DIR ./prog) >"$f.stdout" ||
			fail "docs/api.md: $base exits with $?" ;;
	*.py)
		(cd "$work" && $python_with_library "$f") >"$f.stdout" ||
			fail "docs/api.md: $base exits with $?" ;;
	esac
	[ -s "$f.stdout" ] || fail "docs/api.md: $base prints nothing"
	name=${base%.*}
	if [ -f "$work/blocks/$name.out" ]; then
		diff -u "$work/blocks/$name.out" "$f.stdout" ||
			fail "docs/api.md: $base does not print what the text says"
	fi
	ran=$((ran + 1))
	echo "api-docs: $base ran"
done
for c in "$work"/blocks/*.c; do
	if ! [ -f "$c" ] || ! [ -f "${c%.c}.py" ]; then continue; fi
	diff -u "$c.stdout" "${c%.c}.py.stdout" ||
		fail "docs/api.md: ${c##*/} and its Python twin print differently"
done
[ "$ran" -ge 2 ] || fail "docs/api.md: only $ran programs ran"

# Codes: a backquoted kebab-case word api.md calls a diagnostic.
# shellcheck disable=SC2016 # backquotes, not an expansion
codes=$(grep -o '`[a-z][a-z0-9]*\(-[a-z0-9]\+\)\+`' "$doc" | tr -d '`' | sort -u)
missing=
for code in $codes; do
	grep -q "^#.*\`$code\`\|^| \`$code\`\|\`$code\`" \
		"$top_srcdir/docs/diagnostics.md" || missing="$missing $code"
done
[ -z "$missing" ] || fail "codes in docs/api.md not in docs/diagnostics.md:$missing"
echo "api-docs: $ran programs ran; every code named is documented"
