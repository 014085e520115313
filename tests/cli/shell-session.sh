#!/bin/bash
# The shell scripted through standard input: the plan is a file (shell -
# says how else to give it, and <(COMMAND) works), the time limit of its
# queries (--timeout, the timeout command), and Ctrl-C during a query,
# which cancels the query and not the session.  bash: for <(...).
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"
shell_pid=
trap '[ -n "$shell_pid" ] && kill "$shell_pid" 2>/dev/null; rm -rf "$work"' EXIT
db="sqlite:$top_builddir/examples/demo.db"
top="$top_srcdir/examples/plans/top-tracks.json"

# The plan: not -, which is the commands' stream; a command's output
# through <(...) is a file
expect 2 "$PLANSQL" shell --db "$db" - <"$top"
contains "$work/err" "give the plan as a file"
contains "$work/err" "<(COMMAND)"
printf 'limit 2\n' >"$work/limit"
expect 0 "$PLANSQL" shell --db "$db" --rows 1 \
	<(cat "$top") <"$work/limit"
contains "$work/out" "LIMIT 2;"
expect 0 "$PLANSQL" shell --help
contains "$work/out" "usage: plansql shell --db DATABASE [OPTIONS] PLAN.json"
contains "$work/out" "--timeout SECONDS"

# Filters added in the session compare a text column as it stores its
# values: numbers as numbers, a boolean in the column's spelling
"$PYTHON3" -c 'import sqlite3, sys
sqlite3.connect(sys.argv[1]).executescript(open(sys.argv[2]).read())' \
	"$work/cars.db" "$top_srcdir/tests/data/golden/run/cars.sql" || exit 1
cat >"$work/names.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "cars",
  "columns": [{"table": "cars", "column": "name"}]}],
 "order_by": [{"table": "cars", "column": "name", "direction": "ASC"}]}
EOF
printf 'filter cars.horsepower > 90\nfilter cars.automatic = true\n' >"$work/cars-commands"
expect 0 "$PLANSQL" shell --db "sqlite:$work/cars.db" "$work/names.json" <"$work/cars-commands"
contains "$work/out" "WHERE CAST(NULLIF(\"cars\".\"horsepower\", 'null') AS NUMERIC) > 90"
contains "$work/out" "AND \"cars\".\"automatic\" = 'T'"
# the compiler's warning, said once though two statements cast the column
contains "$work/err" 'warning[text-as-number]: "horsepower" is a text column'
checks=$((checks + 1))
[ "$(grep -c 'text-as-number' "$work/err")" -eq 1 ] || fail "text-as-number not said once: $(cat "$work/err")"
checks=$((checks + 1))
[ "$(tail -1 "$work/out")" = "(2 rows)" ] || fail "the filtered cars: $(tail -5 "$work/out")"

# A value typed in another case is looked up: the shell takes the
# column's one spelling and says so
cat >"$work/colours.json" <<'EOF'
{"decision": "proceed", "selections": [{"table": "colours",
  "columns": [{"table": "colours", "column": "id"}]}],
 "order_by": [{"table": "colours", "column": "id", "direction": "ASC"}]}
EOF
printf 'filter colours.colour = blue\n' >"$work/colour-commands"
expect 0 "$PLANSQL" shell --db "sqlite:$work/cars.db" "$work/colours.json" <"$work/colour-commands"
contains "$work/out" "WHERE \"colours\".\"colour\" = 'Blue'"
contains "$work/err" 'fixed[value-spelling]: no row has "colour" = "blue"; the column writes it "Blue"'
checks=$((checks + 1))
[ "$(tail -1 "$work/out")" = "(2 rows)" ] || fail "the blue colours: $(tail -5 "$work/out")"

# A column of a table the plan does not read keeps the rows: the shell
# says how (LEFT JOIN) and shows the tracks without an album
printf 'add albums.Title\n' >"$work/add-album"
expect 0 "$PLANSQL" shell --db "$db" \
	"$top_srcdir/tests/data/golden/patch/plans/tracks-some-without-album.json" \
	<"$work/add-album"
contains "$work/out" 'LEFT JOIN "albums"'
contains "$work/err" 'warning[join-keeps-rows]: "albums" is joined with LEFT JOIN'
contains "$work/out" "Velvet Highway"
checks=$((checks + 1))
[ "$(tail -1 "$work/out")" = "(4 rows)" ] || fail "the tracks with their albums: $(tail -6 "$work/out")"

# A slow query (tests/data/shell-slow.json): tracks three times over on their
# media type, 274625 triples for media type 5, billions without that
# filter
slow="$top_srcdir/tests/data/shell-slow.json"
expect 0 "$PLANSQL" shell --db "$db" --rows 5 "$slow" </dev/null
contains "$work/out" "274625"

# The time limit: the timeout command shows and sets it; the query that
# passes it is stopped with a message naming the limit, the change
# stands (undo takes it back) and the session goes on
printf 'timeout\ntimeout 0.5\nunfilter a.MediaTypeId\ntimeout\nundo\ntimeout 0\n' >"$work/limited"
expect 1 "$PLANSQL" shell --db "$db" --rows 5 "$slow" <"$work/limited"
contains "$work/out" "queries stop after 60 s"
contains "$work/out" "queries stop after 0.5 s"
contains "$work/err" "the query was stopped at the time limit of 0.5 s"
contains "$work/out" "queries have no time limit"
checks=$((checks + 1))
[ "$(grep -c 274625 "$work/out")" -eq 2 ] ||
	fail "undo after the time limit: $(cat "$work/out")"
printf 'unfilter a.MediaTypeId\nundo\n' >"$work/unfilter"
expect 1 "$PLANSQL" shell --db "$db" --timeout 0.5 --rows 5 \
	"$slow" <"$work/unfilter"
contains "$work/err" "the query was stopped at the time limit of 0.5 s"
checks=$((checks + 1))
[ "$(grep -c 274625 "$work/out")" -eq 2 ] ||
	fail "undo after --timeout: $(cat "$work/out")"
expect 2 "$PLANSQL" shell --db "$db" --timeout soon "$slow"
contains "$work/err" "plansql shell: the time limit is a number of seconds"
printf 'timeout -1\n' >"$work/negative"
expect 1 "$PLANSQL" shell --db "$db" --rows 0 "$slow" <"$work/negative"
contains "$work/err" "timeout: the time limit is a number of seconds"

# Ctrl-C (SIGINT) during a query cancels the query; the next commands
# run, and the exit status says a command failed.  set -m: the shell in
# the background gets SIGINT as a foreground one would.
set -m
mkfifo "$work/commands"
"$PLANSQL" shell --db "$db" --timeout 0 --rows 5 "$slow" \
	<"$work/commands" >"$work/out" 2>"$work/err" &
shell_pid=$!
exec 3>"$work/commands"
printf 'unfilter a.MediaTypeId\n' >&3
i=0 # until the unfiltered SQL shows: the slow query is then starting
until [ "$(grep -c '^GROUP BY' "$work/out")" -eq 2 ] || [ $i -ge 200 ]; do
	sleep 0.1
	i=$((i + 1))
done
sleep 0.5 # past the instant between the SQL and the query
kill -INT "$shell_pid"
printf 'undo\nquit\n' >&3
exec 3>&-
wait "$shell_pid"
status=$?
shell_pid=
checks=$((checks + 1))
[ "$status" -eq 1 ] || fail "exit $status after a cancelled query, not 1"
contains "$work/err" "the query was cancelled (Ctrl-C)"
checks=$((checks + 1))
[ "$(grep -c 274625 "$work/out")" -eq 2 ] ||
	fail "undo after Ctrl-C: $(cat "$work/out")"

finish shell-session
