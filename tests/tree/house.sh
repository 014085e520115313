#!/bin/sh
# The rules of the source tree that no compiler checks.
#  - The dependency rule of src/README.md: a stage includes no header of
#    a later stage, and the command-line tool only plansql.h and its own
#    (tests/tree/house.py).
#  - No header of the sources is named like a header of the C library
#    or POSIX: built with -I src, it would hide the system's from every
#    file (src/limits.h once hid <limits.h>).
#  - The command-line tool takes the library's limits from plansql.h:
#    a size of its own that repeats one (as src/cli/io.c's did) drifts
#    the day the library's changes.
#  - One name space: every function and variable a file of the library
#    defines for other files carries its stage's word (src/plan: plan_,
#    dialects/: dialect_; a shared helper of src/common its module's:
#    arena_, strbuf_, ...), or is the public API (plansql_), as SQLite
#    names its internals sqlite3Xxx.  Read off the built objects.
#  - No stage below the API calls a function the API defines: the API is
#    over the stages, not under them (a compile driver called through
#    plansql_plan_compile, a type name through plansql_param_type_name,
#    are back edges no include shows).  Read off the built objects too.
#  - The command-line tool calls no function of the library but the
#    public ones, read off its objects as well.
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

# the names each object of the library defines for the others
objects=$(find "$top_builddir/src" "$top_builddir/dialects" \
	-path '*/.libs/libplansql_core_la-*.o' 2>/dev/null)
checks=$((checks + 1))
[ -n "$objects" ] || fail "no object of the library under $top_builddir"
for object in $objects; do
	stage=$(basename "$(dirname "$(dirname "$object")")")
	file=$(basename "$object" .o)
	file=${file#libplansql_core_la-}
	case $stage in
	common) prefix=${file%%_*}_ ;;
	dialects) prefix=dialect_ ;;
	*) prefix=${stage}_ ;;
	esac
	nm -g --defined-only "$object" | awk '$2 ~ /^[TDRB]$/ { print $3 }' |
		while read -r name; do
			case $name in
			plansql_* | "$prefix"* | __*) ;; # __: the compiler's own (ASan)
			*) echo "src/$stage/$file: $name" ;;
			esac
		done
done >"$work/names"
checks=$((checks + 1))
[ -s "$work/names" ] &&
	fail "names without their stage's word (rename them so): $(head -n 20 "$work/names")"

# the API's functions that the stages below it call
for object in $objects; do
	case $object in */src/api/*) ;; *) continue ;; esac
	nm -g --defined-only "$object" | awk '$2 ~ /^[TDRB]$/ { print $3 }'
done | sort -u >"$work/api-defined"
for object in $objects; do
	stage=$(basename "$(dirname "$(dirname "$object")")")
	file=$(basename "$object" .o)
	file=${file#libplansql_core_la-}
	case $stage in api | cli) continue ;; esac
	nm -u "$object" | awk '{ print $2 }' | grep -Fx -f "$work/api-defined" |
		sed "s|^|src/$stage/$file -> |"
done | sort >"$work/api-calls"
# the command-line tool calls the library only through plansql.h: no
# function of the library's that is not plansql_ (a declaration of its
# own would pass the include rule)
for object in $objects; do
	nm -g --defined-only "$object" | awk '$2 ~ /^[TDRB]$/ { print $3 }'
done | grep -v '^plansql_' | sort -u >"$work/internal"
cli_objects=$(find "$top_builddir/src/cli" -name '*.o' 2>/dev/null)
checks=$((checks + 1))
[ -n "$cli_objects" ] || fail "no object of the command under $top_builddir/src/cli"
for object in $cli_objects; do
	nm -u "$object" | awk '{ print $2 }' | grep -Fx -f "$work/internal" |
		sed "s|^|src/cli/$(basename "$object") -> |"
done | sort -u >"$work/cli-calls"
checks=$((checks + 1))
[ -s "$work/cli-calls" ] &&
	fail "the command calls the library's internals (make them public API): $(head -n 20 "$work/cli-calls")"

checks=$((checks + 1))
[ -s "$work/api-calls" ] &&
	fail "a stage below the API calls the API (call the stage's own function): $(cat "$work/api-calls")"

finish house
