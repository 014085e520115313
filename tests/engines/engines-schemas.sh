#!/bin/sh
# Schemas on PostgreSQL, run by tests/engines/engines.sh with its
# servers' env.sh sourced (DIR, its first argument, holds the scratch
# files): a database with the table "orders" in two schemas and a schema
# the reading role may not use.  "plansql catalog --db" lists every schema the role may
# use with its search_order, --schemas lists only those named, and plans
# naming a schema, or resolved by the search order, or joined across
# schemas by the audit run there with the right rows.
set -eu
: "${PLANSQL:=./plansql}"
dir=$1
db=plansql_schemas
pg() {
	PGOPTIONS=--client-min-messages=warning psql -X -q \
		-v ON_ERROR_STOP=1 -h "$PLANSQL_TEST_PGHOST" \
		-p "$PLANSQL_TEST_PGPORT" -U "$PLANSQL_TEST_PGUSER" "$@"
}
pg -d postgres -c "DROP DATABASE IF EXISTS $db" -c "CREATE DATABASE $db"
pg -d "$db" <<'SQL'
CREATE SCHEMA sales;
CREATE SCHEMA hr;
CREATE SCHEMA hidden;
CREATE TABLE hr.employees (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE sales.customers (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE sales.orders (id integer PRIMARY KEY,
  customer_id integer NOT NULL REFERENCES sales.customers,
  handled_by integer NOT NULL REFERENCES hr.employees,
  total integer NOT NULL);
CREATE TABLE hr.orders (id integer PRIMARY KEY,
  employee_id integer NOT NULL REFERENCES hr.employees,
  item text NOT NULL);
CREATE TABLE hidden.secrets (id integer PRIMARY KEY);
INSERT INTO hr.employees VALUES (1, 'Ada'), (2, 'Brian');
INSERT INTO sales.customers VALUES (1, 'Acme'), (2, 'Globex');
INSERT INTO sales.orders VALUES (10, 1, 2, 300), (11, 2, 1, 50);
INSERT INTO hr.orders VALUES (20, 1, 'chair'), (21, 2, 'desk');
DROP ROLE IF EXISTS plansql_reader;
CREATE ROLE plansql_reader LOGIN;
GRANT USAGE ON SCHEMA sales, hr TO plansql_reader;
GRANT SELECT ON ALL TABLES IN SCHEMA sales, hr TO plansql_reader;
ALTER ROLE plansql_reader IN DATABASE plansql_schemas
  SET search_path = sales, public;
SQL
at="@/$db?host=$PLANSQL_TEST_PGHOST&port=$PLANSQL_TEST_PGPORT"
reader="postgresql://plansql_reader$at"
owner="postgresql://$PLANSQL_TEST_PGUSER$at"

# tables as schema.table, search_order (or -) and cross-schema keys
list() {
	"${PYTHON3:-/usr/bin/python3}" -c '
import json, sys
for t in json.load(sys.stdin):
    keys = ["%s->%s.%s" % (k["foreign_key"], k["primary_key_schema"],
                           k["primary_key_table"])
            for k in t["foreign_keys"] if "primary_key_schema" in k]
    print(t["schema"] + "." + t["table_name"], t.get("search_order", "-"),
          *keys)'
}
"$PLANSQL" catalog --db "$reader" >"$dir/schemas.json"
list <"$dir/schemas.json" >"$dir/schemas.txt"
cat >"$dir/schemas.want" <<'EOF2'
sales.customers 0
hr.employees -
hr.orders -
sales.orders 0 handled_by->hr.employees
EOF2
diff -u "$dir/schemas.want" "$dir/schemas.txt"
# plansql catalog --query postgres, run by psql as either role, prints
# the catalog that plansql catalog --db reads as that role
"$PLANSQL" catalog --query postgres -o "$dir/catalog-query.sql"
for role in "$reader" "$owner"; do
	psql -X -q -A -t -v ON_ERROR_STOP=1 -f "$dir/catalog-query.sql" \
		-o "$dir/queried.json" "$role"
	"$PLANSQL" catalog -c "$dir/queried.json" >"$dir/queried-again.json"
	"$PLANSQL" catalog --db "$role" --no-data |
		diff -u - "$dir/queried-again.json"
done
grep -q '"primary_key_schema": "hr"' "$dir/queried-again.json"
"$PLANSQL" catalog --db "$owner" | list | grep -q '^hidden\.secrets '
"$PLANSQL" catalog --db "$reader" --schemas hr | list >"$dir/hr.txt"
printf 'hr.employees -\nhr.orders -\n' | diff -u - "$dir/hr.txt"
"$PLANSQL" catalog --db "$owner" --schemas sales,hidden | list |
	cut -d' ' -f1 | tr '\n' ' ' | grep -qx 'sales.customers sales.orders hidden.secrets '
status=0
"$PLANSQL" catalog --db sqlite:examples/demo.db --schemas main \
	>/dev/null 2>"$dir/schemas.err" || status=$?
[ "$status" -eq 2 ] && grep -q 'schemas-need-postgresql' "$dir/schemas.err"
echo "engines: plansql catalog lists every schema the role may use, or those named, as its --query script does"

# run PLAN-JSON WANT: the rows, tab-separated, on PostgreSQL as the reader
run() {
	printf '%s\n' "$1" >"$dir/schema-plan.json"
	"$PLANSQL" run --db "$reader" --format tsv "$dir/schema-plan.json" \
		>"$dir/schema-rows.tsv" 2>"$dir/schema-run.err" ||
		{ cat "$dir/schema-run.err" >&2; exit 1; }
	printf '%b' "$2" | diff -u - "$dir/schema-rows.tsv"
}
run '{"decision": "proceed", "selections": [{"table": "orders",
  "schema": "hr", "columns": [{"table": "orders", "column": "item"}]}],
  "order_by": [{"table": "orders", "column": "item", "direction": "ASC"}]}' \
	'item\nchair\ndesk\n'
run '{"decision": "proceed", "selections": [{"table": "orders",
  "columns": [{"table": "orders", "column": "total"}]}],
  "order_by": [{"table": "orders", "column": "total", "direction": "ASC"}]}' \
	'total\n50\n300\n'
run '{"decision": "proceed", "selections": [
  {"table": "customers", "columns": [{"table": "customers", "column": "name"}]},
  {"table": "employees", "alias": "e", "columns": [{"table": "e", "column": "name"}]}],
  "order_by": [{"table": "customers", "column": "name", "direction": "ASC"}]}' \
	'name\tname_2\nAcme\tBrian\nGlobex\tAda\n'
# A catalog of a schema off the search path: its tables are named with
# their schema, or "orders" would read sales.orders.
"$PLANSQL" catalog --db "$reader" --schemas hr >"$dir/hr.json"
printf '%s\n' '{"decision": "proceed", "selections": [{"table": "orders",
  "columns": [{"table": "orders", "column": "item"}]}],
  "order_by": [{"table": "orders", "column": "item", "direction": "ASC"}]}' \
	>"$dir/schema-plan.json"
"$PLANSQL" run --db "$reader" -c "$dir/hr.json" --format tsv \
	"$dir/schema-plan.json" >"$dir/schema-rows.tsv"
printf 'item\nchair\ndesk\n' | diff -u - "$dir/schema-rows.tsv"
echo "engines: plans with schemas run on PostgreSQL with the right rows"

# MariaDB: the same tables in databases of those names, and the catalog
# plansql read from PostgreSQL.
my() {
	mariadb --no-defaults --default-character-set=utf8mb4 -B \
		-S "$PLANSQL_TEST_MYSQL_SOCKET" -u "$PLANSQL_TEST_MYSQL_USER" "$@"
}
my <<'SQL'
DROP DATABASE IF EXISTS sales;
DROP DATABASE IF EXISTS hr;
CREATE DATABASE sales;
CREATE DATABASE hr;
CREATE TABLE hr.employees (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE sales.customers (id integer PRIMARY KEY, name text NOT NULL);
CREATE TABLE sales.orders (id integer PRIMARY KEY, customer_id integer NOT NULL,
  handled_by integer NOT NULL, total integer NOT NULL);
CREATE TABLE hr.orders (id integer PRIMARY KEY, employee_id integer NOT NULL,
  item text NOT NULL);
INSERT INTO hr.employees VALUES (1, 'Ada'), (2, 'Brian');
INSERT INTO sales.customers VALUES (1, 'Acme'), (2, 'Globex');
INSERT INTO sales.orders VALUES (10, 1, 2, 300), (11, 2, 1, 50);
INSERT INTO hr.orders VALUES (20, 1, 'chair'), (21, 2, 'desk');
SQL
cat >"$dir/schema-plan.json" <<'EOF2'
{"decision": "proceed", "selections": [
  {"table": "orders", "schema": "sales", "alias": "so",
   "columns": [{"table": "so", "column": "total"}]},
  {"table": "orders", "schema": "hr", "alias": "ho",
   "columns": [{"table": "ho", "column": "item"}]}],
 "join_edges": [{"from_table": "so", "from_column": "handled_by",
   "to_table": "ho", "to_column": "employee_id"}],
 "order_by": [{"table": "so", "column": "total", "direction": "ASC"}]}
EOF2
"$PLANSQL" compile -d mysql -c "$dir/schemas.json" "$dir/schema-plan.json" \
	>"$dir/schema-plan.sql"
grep -qF '`sales`.`orders` AS `so`' "$dir/schema-plan.sql"
my <"$dir/schema-plan.sql" >"$dir/schema-my.tsv"
printf 'total\titem\n50\tchair\n300\tdesk\n' | diff -u - "$dir/schema-my.tsv"
echo "engines: a plan naming schemas runs on MariaDB, where they are databases"

# plansql catalog --query mysql on MariaDB: every database a schema, the
# current one first on the search order, keys across databases, views;
# the demo database's tables as plansql catalog reads them from SQLite
my <<'SQL'
ALTER TABLE sales.orders ADD FOREIGN KEY (customer_id)
  REFERENCES sales.customers (id);
ALTER TABLE sales.orders ADD FOREIGN KEY (handled_by) REFERENCES hr.employees (id);
CREATE VIEW sales.big_orders AS SELECT id, total FROM sales.orders WHERE total > 100;
ALTER TABLE hr.employees COMMENT = 'Who works here';
SQL
"$PLANSQL" catalog --query mysql -o "$dir/catalog-query-my.sql"
my --raw --skip-column-names "$PLANSQL_TEST_MYSQL_DATABASE" \
	<"$dir/catalog-query-my.sql" >"$dir/queried-my.json"
"$PLANSQL" catalog -c "$dir/queried-my.json" >"$dir/queried-my-again.json"
"${PYTHON3:-/usr/bin/python3}" - "$dir/sqlite.json" "$dir/queried-my-again.json" \
	"$PLANSQL_TEST_MYSQL_DATABASE" <<'PY'
import json, sys

def shape(table):
    key = table["metadata"].get("primary_key")
    return {"table_name": table["table_name"],
            "columns": [(c["column_name"], c["is_nullable"])
                        for c in table["columns"]],
            "primary_key": [key] if isinstance(key, str) else key,
            "foreign_keys": [(k["foreign_key"], k["primary_key_table"],
                              k["primary_key_column"])
                             for k in table["foreign_keys"]]}

sqlite, mariadb = (json.load(open(path)) for path in sys.argv[1:3])
demo = [t for t in mariadb if t["schema"] == sys.argv[3]]
assert [shape(t) for t in sqlite] == [shape(t) for t in demo], demo
assert all(t["search_order"] == 0 for t in demo)
by_name = {(t["schema"], t["table_name"]): t for t in mariadb}
assert all("search_order" not in t for t in mariadb
           if t["schema"] in ("sales", "hr"))
keys = {(k["foreign_key"], k.get("primary_key_schema"), k["primary_key_table"])
        for k in by_name["sales", "orders"]["foreign_keys"]}
assert keys == {("customer_id", None, "customers"),
                ("handled_by", "hr", "employees")}, keys
assert by_name["sales", "big_orders"]["metadata"]["kind"] == "view"
assert by_name["hr", "employees"]["metadata"]["description"] == "Who works here"
assert by_name["hr", "orders"]["metadata"]["primary_key"] == "id"
names = [(t["table_name"], t["schema"]) for t in mariadb]
assert names == sorted(names, key=lambda n: (n[0].encode(), n[1].encode())), names
PY
# plansql catalog --db reads the same catalog from the server itself;
# compile takes the server's dialect from it, and run runs the plan
# across the databases there
myuri="mariadb://$PLANSQL_TEST_MYSQL_USER@/$PLANSQL_TEST_MYSQL_DATABASE?socket=$PLANSQL_TEST_MYSQL_SOCKET"
"$PLANSQL" catalog --db "$myuri" --no-data |
	diff -u "$dir/queried-my-again.json" -
"$PLANSQL" compile --db "$myuri" "$dir/schema-plan.json" | grep -qF '`sales`.`orders` AS `so`'
"$PLANSQL" run --db "$myuri" --format tsv "$dir/schema-plan.json" 2>/dev/null |
	diff -u "$dir/schema-my.tsv" -
# --schemas: the databases named, byte for byte; the script reads the
# same list from @plansql_schemas
"$PLANSQL" catalog --db "$myuri" --schemas "hr,SALES,x',y" | list >"$dir/my-hr.txt"
printf 'hr.employees -\nhr.orders -\n' | diff -u - "$dir/my-hr.txt"
"$PLANSQL" catalog --db "$myuri" --schemas sales,hr --no-data >"$dir/my-two.json"
{ echo "SET @plansql_schemas = 'sales,hr';"; cat "$dir/catalog-query-my.sql"; } |
	my --raw --skip-column-names "$PLANSQL_TEST_MYSQL_DATABASE" >"$dir/queried-two.json"
"$PLANSQL" catalog -c "$dir/queried-two.json" | diff -u "$dir/my-two.json" -
[ "$(list <"$dir/my-two.json" | wc -l)" -eq 5 ]
my -e "DROP DATABASE sales; DROP DATABASE hr"
echo "engines: plansql catalog --query mysql prints MariaDB's catalog, every database a schema, as catalog --db reads it"
