#!/bin/sh
# --attach NAME=PATH: SQLite files attached to a --db sqlite: database as
# schemas.  Three small files, built here with the sqlite3 shell, hold a
# table name twice (customers in main and sales) and once in another
# case (orders in sales, Orders in hr).  Checked: the catalog (schemas,
# search order as SQLite resolves plain names, keys inside each file),
# the SQL a plain and a qualified name compile to, the rows they run to,
# the ambiguity a catalog without search order leaves and "schema"
# resolving it, that no file changes, and the usage errors.
set -u
. "${top_srcdir:-.}/tests/cli/lib.sh"

if ! command -v sqlite3 >/dev/null 2>&1; then
	echo "attach.sh: the sqlite3 shell is not installed (scripts/setup-debian installs it)"
	exit 77
fi

# ---- the databases ----
cd "$work" || exit 1
sqlite3 main.db "CREATE TABLE customers (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
INSERT INTO customers VALUES (1, 'Ann'), (2, 'Bo');"
sqlite3 sales.db "CREATE TABLE customers (id INTEGER PRIMARY KEY, region TEXT);
CREATE TABLE orders (id INTEGER PRIMARY KEY,
  customer_id INTEGER REFERENCES customers (id), total NUMERIC(10,2));
INSERT INTO customers VALUES (1, 'north'), (2, 'south');
INSERT INTO orders VALUES (10, 1, 5.5), (11, 2, 7), (12, 1, 1);"
sqlite3 hr.db "CREATE TABLE employees (id INTEGER PRIMARY KEY, name TEXT,
  manager_id INTEGER REFERENCES employees);
CREATE TABLE Orders (x TEXT);
INSERT INTO employees VALUES (1, 'Eve', NULL), (2, 'Dan', 1);"
for f in main sales hr; do cp "$f.db" "$f.before"; done
db=sqlite:main.db
both="--attach sales=sales.db --attach hr=hr.db"

# ---- the catalog ----
# one line per table: schema, name, search order, foreign keys
summary() { # CATALOG
	"$PYTHON3" -c '
import json, sys
for t in json.load(open(sys.argv[1])):
    keys = " ".join("%s->%s.%s%s" % (k["foreign_key"], k["primary_key_table"],
                    k["primary_key_column"],
                    "@" + k["primary_key_schema"] if "primary_key_schema" in k else "")
                    for k in t["foreign_keys"])
    print(t.get("schema", "-"), t["table_name"], t.get("search_order", "-"), keys)
' "$1"
}
# shellcheck disable=SC2086
expect 0 plansql catalog --db "$db" $both -o catalog.json
summary catalog.json >summary.txt
cat >expected.txt <<'END'
hr Orders - 
main customers 0 
sales customers - 
hr employees 2 manager_id->employees.id
sales orders 1 customer_id->customers.id
END
same expected.txt summary.txt

# without --attach the catalog is what it always was: no schemas
expect 0 plansql catalog --db "$db"
lacks "$work/out" '"schema"'
lacks "$work/out" '"search_order"'

# ---- plans ----
orders_plan() { # SCHEMA-MEMBER: the join of orders and customers
	cat <<END
{"decision": "proceed",
 "selections": [
  {"table": "orders", "columns": [
    {"table": "orders", "column": "id", "role": "projection"},
    {"table": "orders", "column": "total", "role": "projection"}]},
  {"table": "customers"$1, "columns": [
    {"table": "customers", "column": "region", "role": "projection"}]}],
 "join_edges": [{"from_table": "orders", "from_column": "customer_id",
   "to_table": "customers", "to_column": "id", "join_type": "inner"}],
 "order_by": [{"table": "orders", "column": "id", "direction": "ASC"}]}
END
}
orders_plan ', "schema": "sales"' >sales.json
orders_plan '' >plain.json
cat >customers.json <<'END'
{"decision": "proceed",
 "selections": [{"table": "customers", "columns": [
   {"table": "customers", "column": "name", "role": "projection"}]}],
 "order_by": [{"table": "customers", "column": "name", "direction": "ASC"}]}
END
sed 's/"customers"/"Orders"/g; s/"name"/"x"/g' customers.json >hr-orders.json

# a schema names the attached table; orders, reached by its plain name
# in sales, stays plain, as SQLite would find it
# shellcheck disable=SC2086
expect 0 plansql compile --db "$db" $both sales.json
contains "$work/out" 'FROM "orders"'
contains "$work/out" 'INNER JOIN "sales"."customers" ON'
# the plain name means main's customers, as it does to SQLite: no region
# shellcheck disable=SC2086
expect 1 plansql compile --db "$db" $both plain.json
contains "$work/err" 'error[unknown-column]: "customers" has no column "region"'
# shellcheck disable=SC2086
# a name held in several schemas is printed with its schema, even the
# one SQLite would reach
expect 0 plansql compile --db "$db" $both customers.json
contains "$work/out" 'FROM "main"."customers"'
# hr's Orders is not what the plain name reaches (sales' orders is, as
# SQLite ignores case): the SQL names its schema
# shellcheck disable=SC2086
expect 0 plansql compile --db "$db" $both hr-orders.json
contains "$work/out" 'FROM "hr"."Orders"'

# ---- ambiguity: a catalog that does not say the search order ----
grep -v '"search_order"' catalog.json >unordered.json
expect 1 plansql compile -c unordered.json customers.json
contains "$work/err" 'error[table-in-several-schemas]'
sed 's/{"table": "customers", "columns"/{"table": "customers", "schema": "main", "columns"/' \
	customers.json >main-customers.json
expect 0 plansql compile -c unordered.json main-customers.json
contains "$work/out" 'FROM "main"."customers"'

# ---- rows: the SQL runs on the connection with the attachments ----
# shellcheck disable=SC2086
expect 0 plansql run -f csv --db "$db" $both sales.json
printf 'id,total,region\r\n10,5.5,north\r\n11,7,south\r\n12,1,north\r\n' >rows.csv
same rows.csv "$work/out"
# shellcheck disable=SC2086
expect 0 plansql run -f csv --db "$db" $both customers.json
printf 'name\r\nAnn\r\nBo\r\n' >rows.csv
same rows.csv "$work/out"
# --no-audit: the plan's schema is printed as spelt, and still runs
expect 0 plansql run -f csv --no-audit --db "$db" --attach sales=sales.db sales.json
printf 'id,total,region\r\n10,5.5,north\r\n11,7,south\r\n12,1,north\r\n' >rows.csv
same rows.csv "$work/out"
expect 0 plansql explain --db "$db" --attach sales=sales.db sales.json
contains "$work/out" 'sales.customers'
printf 'limit 2\n' >commands.txt
expect 0 plansql shell --db "$db" --attach sales=sales.db sales.json <commands.txt
contains "$work/out" 'INNER JOIN "sales"."customers" ON'
contains "$work/out" '(2 rows)'
# a name with a double quote reaches the SQL quoted
sed 's/"schema": "sales"/"schema": "we\\"ird"/' sales.json >weird.json
expect 0 plansql run -f csv --show-sql --db "$db" --attach 'we"ird=sales.db' weird.json
contains "$work/err" 'INNER JOIN "we""ird"."customers"'
contains "$work/out" '11,7,south'
# and an attached file's path is no SQL either
cp sales.db "it's.db"
expect 0 plansql run -f csv --db "$db" --attach "sales=it's.db" sales.json
contains "$work/out" '11,7,south'

# nothing was written to any file
for f in main sales hr; do same "$f.before" "$f.db"; done

# ---- usage errors ----
usage() { # TEXT ATTACH...: exit 2 with TEXT on stderr
	text=$1
	shift
	expect 2 plansql run --db "$db" "$@" customers.json
	contains "$work/err" "$text"
	lacks "$work/out" 'Ann'
}
usage 'the name is empty' --attach =sales.db
usage "main and temp are the database's own schemas" --attach main=sales.db
usage "main and temp are the database's own schemas" --attach TEMP=sales.db
usage 'the name is given twice' --attach sales=sales.db --attach SALES=hr.db
usage 'give NAME=PATH' --attach sales.db
usage 'give NAME=PATH' --attach sales=
usage 'cannot attach "sales": the file "missing.db" does not exist' --attach sales=missing.db
usage 'the file "." is a directory' --attach sales=.
checks=$((checks + 1))
[ ! -e missing.db ] || fail "attaching a missing file created it"
expect 2 plansql compile -c unordered.json --attach sales=sales.db customers.json
contains "$work/err" 'give --db sqlite:PATH'
expect 2 plansql catalog --db "$db" --attach sales=missing.db
contains "$work/err" 'plansql catalog: --attach: cannot attach "sales": the file "missing.db" does not exist'
expect 2 plansql catalog --db "$db" --attach =sales.db
contains "$work/err" 'the name is empty'
many=""
for i in 1 2 3 4 5 6 7 8 9 10 11; do many="$many --attach s$i=sales.db"; done
# shellcheck disable=SC2086
expect 2 plansql catalog --db "$db" $many
contains "$work/err" 'at most 10 databases'

finish attach.sh
