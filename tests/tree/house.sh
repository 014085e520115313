#!/bin/sh
# The rules of the source tree that no compiler checks.
#  - The dependency rule of src/README.md: a stage includes no header of
#    a later stage, and the command-line tool only plansql.h and its own
#    (tests/tree/house.py, with the includes still to go in
#    tests/tree/house-cli-includes.txt).
#  - No header of the sources is named like a header of the C library
#    or POSIX: built with -I src, it would hide the system's from every
#    file (src/limits.h once hid <limits.h>).
#  - The command-line tool takes the library's limits from plansql.h:
#    a size of its own that repeats one (as src/cli/io.c's did) drifts
#    the day the library's changes.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
src=$(cd "$top_srcdir" && pwd)

system_headers="assert complex ctype errno fenv float inttypes iso646 limits
locale math setjmp signal stdalign stdarg stdatomic stdbool stddef stdint
stdio stdlib stdnoreturn string tgmath threads time uchar wchar wctype
aio arpa cpio dirent dlfcn fcntl fmtmsg fnmatch ftw glob grp iconv langinfo
libgen monetary mqueue ndbm netdb nl_types poll pthread pwd regex sched
search semaphore spawn strings stropts syslog tar termios trace ulimit
unistd utime utmpx wordexp"
for dir in src src/cli dialects include; do
	for name in $system_headers; do
		checks=$((checks + 1))
		[ -e "$src/$dir/$name.h" ] &&
			fail "$dir/$name.h hides the system's <$name.h> from files built with -I $dir"
	done
done

# no value of a public limit of plansql.h is written out again in src/cli
sed -n 's/^#define PLANSQL_MAX_[A-Z_]*_BYTES[[:space:]]*\(([^)]*)\).*/\1/p' \
	"$src/include/plansql.h" >"$work/limits"
checks=$((checks + 1))
[ -s "$work/limits" ] || fail "plansql.h defines no PLANSQL_MAX_*_BYTES"
while read -r value; do
	checks=$((checks + 1))
	grep -nF -- "$value" "$src"/src/cli/*.c "$src"/src/cli/*.h >"$work/sizes" &&
		fail "src/cli repeats the library's limit $value: $(cat "$work/sizes")"
done <"$work/limits"

checks=$((checks + 1))
"$PYTHON3" "$src/tests/tree/house.py" "$src" >"$work/rule" 2>&1 ||
	fail "the dependency rule: $(cat "$work/rule")"

finish house
