#!/bin/bash
# Throwaway PostgreSQL and MariaDB servers for the plansql test suite.
#
#   tests/engines/servers.sh start DIR
#       start both servers under DIR (which must not exist or be empty;
#       "auto" makes one under /tmp), load the demo database into both
#       and write DIR/env.sh; prints DIR
#   tests/engines/servers.sh stop DIR
#       stop both servers and remove DIR; safe to repeat and after a
#       failed start
#
# The servers listen only on unix sockets inside DIR and never read the
# system's configuration files.  Run as root, they run as "nobody", since
# PostgreSQL refuses to run as root.
#
# Environment:
#   PLANSQL_DEMO_GEN   the demo generator, relative to the current directory
#                      unless absolute (examples/demo/plansql-demo-gen)
#   PLANSQL_PG_BINDIR  PostgreSQL's programs (/usr/lib/postgresql/15/bin)
set -u
set -o pipefail

readonly DATABASE=plansql_demo
readonly MARKER=.plansql-servers
readonly SERVER_USER=nobody
readonly START_TIMEOUT=60
readonly PG_PORT=5432
readonly PG_BINDIR=${PLANSQL_PG_BINDIR:-/usr/lib/postgresql/15/bin}

# Variables of the caller's environment must not redirect our clients.
unset PGHOST PGHOSTADDR PGPORT PGUSER PGDATABASE PGOPTIONS PGSERVICE \
    PGSERVICEFILE PGPASSWORD PGPASSFILE PGDATA MYSQL_HOST MYSQL_TCP_PORT \
    MYSQL_UNIX_PORT MYSQL_PWD

usage() {
    echo "usage: $0 start DIR|auto" >&2
    echo "       $0 stop DIR" >&2
    exit 2
}

die() {
    echo "servers.sh: $*" >&2
    exit 1
}

is_root() {
    [ "$(id -u)" -eq 0 ]
}

# Runs a command as the user that owns the servers.
as_server_user() {
    if is_root; then
        runuser -u "$SERVER_USER" -- "$@"
    else
        "$@"
    fi
}

show_log_tail() {
    local file
    for file in "$@"; do
        [ -s "$file" ] || continue
        echo "---- last lines of $file ----" >&2
        tail -n 20 "$file" >&2
    done
}

# Whether PID is a live (not zombie) process whose command line mentions
# TEXT; guards against signalling an unrelated process that reused the pid.
process_matches() {
    local pid=$1 text=$2 state
    [ -r "/proc/$pid/cmdline" ] || return 1
    state=$(sed -n 's/^[0-9]* (.*) \([A-Za-z]\).*/\1/p' "/proc/$pid/stat" \
        2>/dev/null) || return 1
    [ "$state" != Z ] || return 1
    tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF -- "$text"
}

# Sends SIGNAL, then waits up to the start timeout for the process to go,
# and kills it outright if it does not.
terminate_process() {
    local pid=$1 text=$2 signal=$3 waited=0
    process_matches "$pid" "$text" || return 0
    kill "-$signal" "$pid" 2>/dev/null
    while process_matches "$pid" "$text"; do
        if [ "$waited" -ge $((START_TIMEOUT * 5)) ]; then
            kill -KILL "$pid" 2>/dev/null
            return 0
        fi
        sleep 0.2
        waited=$((waited + 1))
    done
}

# ------------------------------------------------------------ PostgreSQL

pg_client() {
    psql -X -q -v ON_ERROR_STOP=1 -h "$DIR/pg" -p "$PG_PORT" -U postgres "$@"
}

# Reports a failed step with the end of its log and of the server log.
pg_fail() {
    echo "servers.sh: PostgreSQL: $2" >&2
    show_log_tail "$DIR/pg/$1.log" "$DIR/pg/server.log"
    exit 1
}

# initdb, start, create the database and load the demo data.
setup_postgres() {
    local data=$DIR/pg/data
    as_server_user "$PG_BINDIR/initdb" -D "$data" -U postgres --auth=trust \
        --no-locale -E UTF8 --no-sync >"$DIR/pg/initdb.log" 2>&1 ||
        pg_fail initdb "initdb failed"
    as_server_user "$PG_BINDIR/pg_ctl" start -D "$data" -w \
        -t "$START_TIMEOUT" -l "$DIR/pg/server.log" \
        -o "-c listen_addresses='' -c unix_socket_directories='$DIR/pg'" \
        -o "-c port=$PG_PORT -c fsync=off -c full_page_writes=off" \
        >"$DIR/pg/start.log" 2>&1 ||
        pg_fail start "server did not start within $START_TIMEOUT s"
    pg_client -d postgres -c "CREATE DATABASE $DATABASE" \
        >"$DIR/pg/load.log" 2>&1 ||
        pg_fail load "cannot create database $DATABASE"
    "$DEMO_GEN" --dialect postgres 2>>"$DIR/pg/load.log" |
        pg_client -d "$DATABASE" >>"$DIR/pg/load.log" 2>&1 ||
        pg_fail load "loading the demo data failed"
    echo "postgres: ready, socket directory $DIR/pg" >&2
}

stop_postgres() {
    local data=$DIR/pg/data pid
    [ -f "$data/postmaster.pid" ] || return 0
    as_server_user "$PG_BINDIR/pg_ctl" stop -D "$data" -m fast -w \
        -t "$START_TIMEOUT" >/dev/null 2>&1 && return 0
    pid=$(head -n 1 "$data/postmaster.pid")
    # SIGINT asks the postmaster for a fast shutdown.
    terminate_process "$pid" "$data" INT
}

# --------------------------------------------------------------- MariaDB

my_client() {
    mariadb --no-defaults --default-character-set=utf8mb4 \
        -S "$DIR/my/mysqld.sock" -u root "$@"
}

# Reports a failed step with the end of its log and of the server log.
my_fail() {
    echo "servers.sh: MariaDB: $2" >&2
    show_log_tail "$DIR/my/$1.log" "$DIR/my/server.log"
    exit 1
}

# Polls until root can log in over the socket, giving up early if the
# server process is gone.
wait_for_mariadb() {
    local pid=$1 tries=0
    until my_client --connect-timeout=2 -e 'SELECT 1' >/dev/null 2>&1; do
        process_matches "$pid" "$DIR/my/data" ||
            my_fail start "server exited during startup"
        [ "$tries" -lt $((START_TIMEOUT * 5)) ] ||
            my_fail start \
                "server did not accept connections within $START_TIMEOUT s"
        sleep 0.2
        tries=$((tries + 1))
    done
}

# Install the system tables, start, create the database and load the data.
setup_mariadb() {
    local data=$DIR/my/data
    local user_option=()
    is_root && user_option=(--user="$SERVER_USER")
    # A private tmpdir: servers sharing /tmp can clash over temporary files.
    mariadb-install-db --no-defaults --datadir="$data" "${user_option[@]}" \
        --tmpdir="$DIR/my/tmp" --auth-root-authentication-method=normal \
        --skip-test-db >"$DIR/my/install.log" 2>&1 ||
        my_fail install "mariadb-install-db failed"
    mariadbd --no-defaults --datadir="$data" "${user_option[@]}" \
        --tmpdir="$DIR/my/tmp" --skip-networking \
        --socket="$DIR/my/mysqld.sock" --pid-file="$DIR/my/mariadbd.pid" \
        --log-error="$DIR/my/server.log" \
        --character-set-server=utf8mb4 --collation-server=utf8mb4_bin \
        --innodb-buffer-pool-size=64M --innodb-flush-log-at-trx-commit=0 \
        </dev/null >"$DIR/my/start.log" 2>&1 &
    echo "$!" >"$DIR/my/launched.pid"
    wait_for_mariadb "$!"
    my_client -e "CREATE DATABASE $DATABASE CHARACTER SET utf8mb4
        COLLATE utf8mb4_bin" >"$DIR/my/load.log" 2>&1 ||
        my_fail load "cannot create database $DATABASE"
    "$DEMO_GEN" --dialect mysql 2>>"$DIR/my/load.log" |
        my_client "$DATABASE" >>"$DIR/my/load.log" 2>&1 ||
        my_fail load "loading the demo data failed"
    echo "mariadb: ready, socket $DIR/my/mysqld.sock" >&2
}

# The pid we launched covers a server that died before writing its pid
# file; the pid file covers everything else.
stop_mariadb() {
    local file pid
    for file in "$DIR/my/mariadbd.pid" "$DIR/my/launched.pid"; do
        [ -f "$file" ] || continue
        pid=$(head -n 1 "$file")
        terminate_process "$pid" "$DIR/my/data" TERM
    done
}

# ------------------------------------------------------------- commands

write_env_file() {
    cat >"$DIR/env.sh" <<EOF
export PLANSQL_TEST_PGHOST='$DIR/pg'
export PLANSQL_TEST_PGPORT='$PG_PORT'
export PLANSQL_TEST_PGUSER='postgres'
export PLANSQL_TEST_PGDATABASE='$DATABASE'
export PLANSQL_TEST_MYSQL_SOCKET='$DIR/my/mysqld.sock'
export PLANSQL_TEST_MYSQL_USER='root'
export PLANSQL_TEST_MYSQL_DATABASE='$DATABASE'
EOF
}

find_demo_generator() {
    DEMO_GEN=${PLANSQL_DEMO_GEN:-examples/demo/plansql-demo-gen}
    case $DEMO_GEN in
    /*) ;;
    *) DEMO_GEN=$PWD/$DEMO_GEN ;;
    esac
    [ -x "$DEMO_GEN" ] || die "demo generator $DEMO_GEN not found;" \
        "build it or set PLANSQL_DEMO_GEN"
}

# Sets DIR to a fresh, empty directory; socket paths must stay short and
# the path is quoted into server options, so only plain characters pass.
prepare_directory() {
    if [ "$1" = auto ]; then
        DIR=$(mktemp -d /tmp/plansql-servers.XXXXXX) ||
            die "cannot create a directory under /tmp"
    else
        DIR=$1
        case $DIR in /*) ;; *) DIR=$PWD/$DIR ;; esac
        case $DIR in *[!A-Za-z0-9._/-]*)
            die "$DIR: use only letters, digits and . _ - / in the path" ;;
        esac
        [ "${#DIR}" -le 80 ] || die "$DIR: path too long for a unix socket"
        if [ -e "$DIR" ]; then
            if [ ! -d "$DIR" ] || [ -n "$(ls -A "$DIR")" ]; then
                die "$DIR exists and is not an empty directory"
            fi
        else
            mkdir -p "$DIR" || die "cannot create $DIR"
        fi
    fi
    if ! { touch "$DIR/$MARKER" && mkdir "$DIR/pg" "$DIR/my" "$DIR/my/tmp" &&
        chmod 755 "$DIR" "$DIR/pg" "$DIR/my"; }; then
        die "cannot prepare $DIR"
    fi
    is_root || return 0
    chown -R "$SERVER_USER:" "$DIR" || die "cannot chown $DIR"
    if ! as_server_user test -w "$DIR/pg"; then
        rm -rf -- "${DIR:?}/pg" "${DIR:?}/my" "${DIR:?}/$MARKER"
        die "$DIR is not reachable by user $SERVER_USER; use a directory" \
            "under /tmp or 'auto'"
    fi
}

command_start() {
    local pg_job my_job failed=0
    find_demo_generator
    prepare_directory "$1"
    # Server programs run with DIR as working directory: "nobody" may not
    # be allowed into the caller's.
    cd "$DIR" || die "cannot enter $DIR"

    setup_postgres &
    pg_job=$!
    setup_mariadb &
    my_job=$!
    wait "$pg_job" || failed=1
    wait "$my_job" || failed=1
    if [ "$failed" -ne 0 ]; then
        stop_postgres
        stop_mariadb
        die "start failed; logs kept in $DIR (remove with: $0 stop $DIR)"
    fi
    write_env_file
    echo "$DIR"
}

command_stop() {
    DIR=$1
    case $DIR in /*) ;; *) DIR=$PWD/$DIR ;; esac
    [ -e "$DIR" ] || return 0
    [ -d "$DIR" ] || die "$DIR is not a directory"
    if [ ! -e "$DIR/$MARKER" ]; then
        # Only an empty directory may lack the marker (start failed early).
        rmdir "$DIR" 2>/dev/null ||
            die "$DIR was not made by $0 start; not removing it"
        return 0
    fi
    stop_postgres
    stop_mariadb
    rm -rf -- "$DIR" || die "cannot remove $DIR"
}

if [ $# -ne 2 ] || [ -z "$2" ]; then
    usage
fi
case $1 in
start) command_start "$2" ;;
stop) command_stop "$2" ;;
*) usage ;;
esac
