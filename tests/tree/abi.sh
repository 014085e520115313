#!/bin/sh
# The ABI of libplansql.so: it exports plansql_ functions and nothing
# else, each under the version node of src/api/libplansql.map (when the
# linker took the version script: configure says so in the Makefile);
# every function include/plansql.h declares is exported, and every one
# exported is declared.  The version the header states is configure's.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"

lib="$top_builddir/.libs/libplansql.so"
[ -f "$lib" ] || { echo "abi.sh: no $lib"; exit 1; }
node=$(sed -n 's/^\(PLANSQL_[0-9.]*\) {.*/\1/p' "$top_srcdir/src/api/libplansql.map")
versioned=no
grep -q -- '--version-script=' "$top_builddir/Makefile" && versioned=yes

# name and version of every symbol the library defines for others
objdump -T "$lib" | awk '$0 ~ /^[0-9a-f]+ / && $0 !~ /\*UND\*/ {
	print $NF, $(NF - 1) }' | sort >"$work/exported"
# the version node itself is listed as an absolute symbol: not a function
grep -v "^$node " "$work/exported" >"$work/symbols"

checks=$((checks + 1))
[ -s "$work/symbols" ] || fail "objdump -T lists no symbol of $lib"
checks=$((checks + 1))
others=$(grep -v '^plansql_' "$work/symbols" | head -n 5)
[ -z "$others" ] || fail "exported but not plansql_: $others"
if [ "$versioned" = yes ]; then
	checks=$((checks + 1))
	unversioned=$(awk -v node="$node" '$2 != node { print }' \
		"$work/symbols" | head -n 5)
	[ -z "$unversioned" ] ||
		fail "exported without the version node $node: $unversioned"
fi

# the functions of the header: declarations outside comments, not
# function-pointer types
"$PYTHON3" - "$top_srcdir/include/plansql.h" >"$work/declared" <<'PY'
import re, sys
text = re.sub(r"/\*.*?\*/", " ", open(sys.argv[1]).read(), flags=re.S)
text = re.sub(r"^#.*$", " ", text, flags=re.M)
# not a function-pointer type, nor the type it returns: "T (*name)("
names = set(re.findall(r"(?<!\(\*)\b(plansql_\w+)\s*\((?!\s*\*)", text))
print("\n".join(sorted(names)))
PY
cut -d' ' -f1 "$work/symbols" | sort -u >"$work/names"
checks=$((checks + 1))
[ "$(wc -l <"$work/declared")" -gt 50 ] ||
	fail "the header's functions were not found: $(head -c 300 "$work/declared")"
checks=$((checks + 1))
missing=$(comm -23 "$work/declared" "$work/names")
[ -z "$missing" ] || fail "declared in plansql.h but not exported: $missing"
checks=$((checks + 1))
extra=$(comm -13 "$work/declared" "$work/names")
[ -z "$extra" ] || fail "exported but not declared in plansql.h: $extra"

# The version is written once, in configure.ac: plansql.h takes it from
# plansql_version.h, which configure writes; the header's text and
# number, configure's version and the command's agree.
checks=$((checks + 1))
! grep -q '^#define PLANSQL_VERSION' "$top_srcdir/include/plansql.h" ||
	fail "include/plansql.h writes the version out; configure writes it"
version=$(sed -n 's/^#define PACKAGE_VERSION "\(.*\)"$/\1/p' "$top_builddir/config.h")
cat >"$work/version.c" <<'C'
#include <stdio.h>
#include "plansql.h"
int main(void)
{
	printf("%s %d\n", PLANSQL_VERSION, PLANSQL_VERSION_NUMBER);
	return 0;
}
C
checks=$((checks + 1))
${CC:-cc} -I"$top_builddir/include" -I"$top_srcdir/include" \
	-o "$work/version" "$work/version.c" 2>"$work/cc" ||
	fail "a program including plansql.h does not build: $(cat "$work/cc")"
number=$(echo "$version" | awk -F. '{ print $1 * 1000000 + $2 * 1000 + $3 }')
checks=$((checks + 1))
[ "$("$work/version")" = "$version $number" ] ||
	fail "plansql.h says $("$work/version"), configure $version ($number)"
checks=$((checks + 1))
[ "$(plansql --version)" = "plansql $version" ] ||
	fail "plansql --version says $(plansql --version), configure $version"

finish abi.sh
