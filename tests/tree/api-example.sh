#!/bin/sh
# The library as a user gets it: "make install" into a scratch directory,
# then examples/api-example.c built against it through pkg-config alone;
# and the same from the build tree, before installing, through
# plansql-uninstalled.pc.
set -eu
: "${top_srcdir:=.}" "${top_builddir:=.}" "${CC:=cc}" "${SANITIZER_CFLAGS:=}"
stage=$(mktemp -d)
trap 'rm -rf "$stage"' EXIT
make -C "$top_builddir" install DESTDIR="$stage" >"$stage/install.log" 2>&1 ||
	{ cat "$stage/install.log"; exit 1; }
prefix=$(sed -n 's/^prefix=//p' "$top_builddir/plansql.pc")
libdir=$(sed -n 's/^libdir=//p' "$top_builddir/plansql.pc" | sed "s|\${exec_prefix}|$prefix|")
PKG_CONFIG_PATH="$stage$libdir/pkgconfig"
PKG_CONFIG_SYSROOT_DIR="$stage"
export PKG_CONFIG_PATH PKG_CONFIG_SYSROOT_DIR
for f in "$stage$prefix/include/plansql.h" "$stage$prefix/bin/plansql" \
	"$stage$prefix/share/man/man1/plansql.1"; do
	[ -f "$f" ] || { echo "FAIL: make install did not install $f"; exit 1; }
done
# shellcheck disable=SC2046,SC2086 # lists of flags
$CC -std=c11 -Wall -Wextra -Werror $SANITIZER_CFLAGS \
	"$top_srcdir/examples/api-example.c" \
	$(pkg-config --cflags --libs plansql) -o "$stage/api-example"
printf '%s' '{"decision": "proceed", "selections": [{"table": "t", "columns": [{"column": "c"}]}], "limit": 1}' >"$stage/plan.json"
LD_LIBRARY_PATH="$stage$libdir" "$stage/api-example" "$stage/plan.json" >"$stage/out"
cat >"$stage/want" <<'SQL'
sqlite: SELECT "t"."c" FROM "t" LIMIT 1
postgres: SELECT "t"."c" FROM "t" LIMIT 1
mysql: SELECT `t`.`c` FROM `t` LIMIT 1
tsql: SELECT TOP (1) [t].[c] FROM [t]
duckdb: SELECT "t"."c" FROM "t" LIMIT 1
trino: SELECT "t"."c" FROM "t" LIMIT 1
spark: SELECT `t`.`c` FROM `t` LIMIT 1
snowflake: SELECT "t"."c" FROM "t" LIMIT 1
bigquery: SELECT `t`.`c` FROM `t` LIMIT 1
SQL
diff -u "$stage/want" "$stage/out"
echo "api-example: built against the installed library and ran"

# From the build tree: pkg-config takes plansql-uninstalled.pc there.
unset PKG_CONFIG_SYSROOT_DIR
PKG_CONFIG_PATH=$top_builddir
libdir=$(pkg-config --variable=libdir plansql)
[ "$libdir" = "$top_builddir/.libs" ] || {
	echo "FAIL: PKG_CONFIG_PATH=$top_builddir gives libdir $libdir"
	exit 1
}
rm -f "$stage/api-example" "$stage/out"
# shellcheck disable=SC2046,SC2086 # lists of flags
$CC -std=c11 -Wall -Wextra -Werror $SANITIZER_CFLAGS \
	"$top_srcdir/examples/api-example.c" \
	$(pkg-config --cflags --libs plansql) -o "$stage/api-example"
LD_LIBRARY_PATH="$libdir" "$stage/api-example" "$stage/plan.json" >"$stage/out"
diff -u "$stage/want" "$stage/out"
echo "api-example: built against the build tree and ran"
