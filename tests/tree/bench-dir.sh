#!/bin/sh
# bench/run never writes over the sources: the work directory it removes
# and fills on every run is neither a file nor a directory of the source
# tree, for an in-tree build ("./configure && make bench", where the
# build directory is the source tree) as for any other, and one that
# exists without bench/run's mark is refused before anything is built.
# "bench/run --work-dir" only prints the directory, or refuses it: no
# benchmark runs.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
src=$(cd "$top_srcdir" && pwd)
run="$src/bench/run"

# not_source DIR: DIR is no path of the sources (tracked, when this is a
# git checkout; otherwise, as in "make distcheck", anything that exists)
not_source() {
	checks=$((checks + 1))
	[ -n "$1" ] || {
		fail "bench/run named no work directory"
		return
	}
	if [ -e "$1" ] && [ ! -f "$1/.plansql-bench-work" ]; then
		fail "bench/run would remove $1, which it did not make"
	fi
	if git -C "$src" rev-parse --is-inside-work-tree >/dev/null 2>&1 &&
		[ -n "$(git -C "$src" ls-files -- "$1")" ]; then
		fail "bench/run would write over tracked files in $1"
	fi
}

# in-tree: the build directory is the source tree
dir=$(BUILD="$src" sh "$run" --work-dir)
checks=$((checks + 1))
case $dir in
"$src"/?*) ;;
*) fail "in-tree work directory '$dir' is not under the build directory" ;;
esac
not_source "$dir"
for source_dir in "$src" "$src/bench" "$src/src" "$src/tests"; do
	checks=$((checks + 1))
	[ "$dir" = "$source_dir" ] && fail "works in the source directory $dir"
done

# the default build directory, another one, and a relative one
not_source "$(sh "$run" --work-dir)"
dir=$(BUILD="$work/b" sh "$run" --work-dir)
checks=$((checks + 1))
[ "$dir" = "$work/b/bench-work" ] || fail "BUILD=$work/b works in '$dir'"
dir=$(cd "$work" && BUILD=rel sh "$run" --work-dir)
checks=$((checks + 1))
[ "$dir" = "$work/rel/bench-work" ] || fail "BUILD=rel works in '$dir'"

# a work directory bench/run did not make is refused, and left alone;
# one with its mark is taken
mkdir -p "$work/b/bench-work"
echo keep >"$work/b/bench-work/keep"
checks=$((checks + 1))
BUILD="$work/b" sh "$run" --work-dir >"$work/out" 2>&1
[ $? -eq 2 ] || fail "bench/run would use a work directory it did not make"
grep -qF "will not use $work/b/bench-work" "$work/out" ||
	fail "bench/run did not say why: $(cat "$work/out")"
checks=$((checks + 1))
[ -f "$work/b/bench-work/keep" ] || fail "bench/run changed what it refused"
: >"$work/b/bench-work/.plansql-bench-work"
checks=$((checks + 1))
BUILD="$work/b" sh "$run" --work-dir >/dev/null ||
	fail "bench/run refuses its own work directory"

finish bench-dir
