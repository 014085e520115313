#!/bin/sh
# The rules of the source tree that no compiler checks.
#  - No header of the sources is named like a header of the C library
#    or POSIX: built with -I src, it would hide the system's from every
#    file (src/limits.h once hid <limits.h>).
set -u
. "${top_srcdir:-.}/tests/lib.sh"
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

finish house
