#!/usr/bin/env python3
"""A reporting service in one file: a chart's plan, patched by clicks.

The flow, as a reporting tool has it:

1. At start the service reads the catalog (--catalog FILE, else the
   database's own) and the chart's plan (--plan).
2. A browser gets the page (GET /) and a cookie naming its session;
   each session keeps its own copy of the plan in memory.
3. The page asks for the chart (GET /chart).  The service lists what the
   plan offers (plan.options: every column with its stable "id", the
   sortable columns), compiles the plan with bind parameters
   (params=True), runs the placeholder SQL with the values through its
   own driver (sqlite3, or psycopg2 for postgresql://) and answers in
   JSON: the options, the SQL, the output columns, the rows.
4. A checkbox or the sort selector POSTs patch operations by id
   (add_column / remove_column {"id"}, modify_order_by [{"id",
   "direction"}]) to /patch.  The binding applies and audits them; the
   session's plan is replaced and step 3 answers, with the patch's
   warnings.  A patch the audit refuses leaves the plan as it was and
   its diagnostics are shown.

The page writes every text from the plan, the catalog and the rows with
textContent: names and values are data, never markup.

    PYTHONPATH=bindings/python PLANSQL_LIBRARY=build/.libs/libplansql.so \\
        python3 examples/report_service.py --db sqlite:build/examples/demo.db

Standard library only, with the plansql binding (bindings/python).
"""
import argparse
import dataclasses
import datetime
import decimal
import http.cookies
import http.server
import json
import os
import secrets
import sqlite3
import threading

import plansql

HERE = os.path.dirname(os.path.abspath(__file__))
# What the page may ask for: the audit checks names, this checks intent.
ALLOWED = {"add_column", "remove_column", "modify_order_by"}
MAX_ROWS = 500


# ---- the database, through the tool's own driver ----

class Database:
    """Connections of the tool's own driver; plansql.execute runs a
    compiled chart on them (psycopg2: the $1 placeholders prepared as
    plansql printed them, the values quoted by the driver)."""

    def __init__(self, dialect, connect):
        self.dialect = dialect
        self.connect = connect

    def run(self, compiled):
        connection = self.connect()
        try:
            rows = plansql.execute(connection, compiled)
            return [list(row.values()) for row in rows[:MAX_ROWS]]
        finally:
            connection.close()


def open_database(database):
    if database.startswith("sqlite:"):
        uri = "file:" + database[len("sqlite:"):] + "?mode=ro"
        return Database("sqlite",
                        lambda: sqlite3.connect(uri, uri=True))
    if database.startswith(("postgresql://", "postgres://")):
        import psycopg2  # only needed for a PostgreSQL database

        def connect():
            connection = psycopg2.connect(database)
            connection.set_session(readonly=True)
            return connection
        return Database("postgres", connect)
    raise SystemExit(f"report_service: --db {database!r}: use sqlite:PATH "
                     "or postgresql://...")


# ---- the chart: a plan, what it offers, what it shows ----

def json_value(value):
    """Driver values JSON lacks (Decimal, dates) as text."""
    if isinstance(value, (datetime.date, datetime.time)):
        return value.isoformat()
    if isinstance(value, decimal.Decimal):
        return str(value)
    if isinstance(value, bytes):
        return value.hex()
    raise TypeError(f"{type(value).__name__} is not JSON")


def diagnostics(items):
    return [{"code": d.code, "severity": d.severity, "pointer": d.pointer,
             "message": d.message, "hint": d.hint} for d in items]


def chart(plan, catalog, database):
    """What the page shows: options, SQL, output columns and rows."""
    options = plan.options(catalog)
    compiled = plan.compile(database.dialect, catalog=catalog, params=True)
    rows = database.run(compiled)
    return {
        "title": plan.to_dict().get("intent_summary") or "",
        # Columns of the tables the plan reads: the checkboxes.
        "tables": [{"table": t["table"], "columns": t["columns"]}
                   for t in options["tables"] if t.get("selected")],
        "sortable": options["sortable"],
        "order_by": options["order_by"],
        "sql": compiled.sql,
        "parameters": compiled.parameters,
        # name, kind, source table and column, type, and the id of the
        # plan part: the header's click targets
        "columns": [dataclasses.asdict(c) for c in compiled.columns],
        "rows": rows,
        "diagnostics": [],
    }


class Service:
    """The sessions' plans; one lock, as a plan is patched by one thread."""

    def __init__(self, catalog, plan_text, database):
        self.catalog, self.plan_text, self.database = (catalog, plan_text,
                                                       database)
        self.plans = {}
        self.lock = threading.Lock()

    def session(self, key):
        """The session's key, a new one (with the plan) if it has none."""
        with self.lock:
            if key not in self.plans:
                key = secrets.token_urlsafe(16)
                self.plans[key] = plansql.Plan.from_json(self.plan_text)
            return key

    def show(self, key):
        with self.lock:
            return chart(self.plans[key], self.catalog, self.database)

    def patch(self, key, operations):
        if (not isinstance(operations, list) or not all(
                isinstance(o, dict) and o.get("operation") in ALLOWED
                for o in operations)):
            raise ValueError("operations: a list of " + ", ".join(
                sorted(ALLOWED)))
        with self.lock:
            plan = self.plans[key]
            try:
                patched = plan.patch(operations, catalog=self.catalog)
            except plansql.PatchError as error:
                answer = chart(plan, self.catalog, self.database)
                answer["diagnostics"] = diagnostics(error.diagnostics)
                return answer
            self.plans[key] = patched
            plan.close()
            answer = chart(patched, self.catalog, self.database)
            # Warnings too: "grouping-changed" tells what a click meant.
            answer["diagnostics"] = diagnostics(patched.diagnostics)
            return answer


# ---- HTTP ----

class Handler(http.server.BaseHTTPRequestHandler):
    service = None  # set by main

    def session_key(self):
        cookie = http.cookies.SimpleCookie(self.headers.get("Cookie", ""))
        return cookie["session"].value if "session" in cookie else None

    def reply(self, status, content_type, body, cookie=None):
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        self.send_header("Cache-Control", "no-store")
        if cookie:
            self.send_header("Set-Cookie", f"session={cookie}; HttpOnly; "
                             "SameSite=Strict; Path=/")
        self.end_headers()
        self.wfile.write(body)

    def reply_json(self, value, status=200):
        body = json.dumps(value, default=json_value).encode()
        self.reply(status, "application/json", body)

    def do_GET(self):
        if self.path == "/":
            key = self.service.session(self.session_key())
            self.reply(200, "text/html; charset=utf-8", PAGE.encode(), key)
        elif self.path == "/chart" and self.session_key() in \
                self.service.plans:
            self.reply_json(self.service.show(self.session_key()))
        else:
            self.reply_json({"error": "not found"}, 404)

    def do_POST(self):
        key = self.session_key()
        if self.path != "/patch" or key not in self.service.plans:
            return self.reply_json({"error": "not found"}, 404)
        if self.headers.get("Content-Type") != "application/json":
            return self.reply_json({"error": "send application/json"}, 415)
        length = int(self.headers.get("Content-Length", 0))
        try:
            operations = json.loads(self.rfile.read(length))
            self.reply_json(self.service.patch(key, operations))
        except ValueError as error:  # JSON or the operations
            self.reply_json({"error": str(error)}, 400)


# The page: inline JavaScript that renders the JSON answers.  Every text
# from the plan, the catalog or the rows goes in with textContent.
PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>plansql chart</title>
<style>
body { font-family: sans-serif; margin: 1.5em; }
fieldset { display: inline-block; vertical-align: top; }
label { display: block; }
table { border-collapse: collapse; margin-top: 1em; }
td, th { border: 1px solid #ccc; padding: 2px 8px; }
#diagnostics .error { color: #a00; }
#diagnostics .warning, #diagnostics .fixed { color: #850; }
pre { background: #f4f4f4; padding: .5em; white-space: pre-wrap; }
</style></head>
<body>
<h1 id="title"></h1>
<div id="columns"></div>
<p><label>Sort by <select id="sort"></select></label></p>
<ul id="diagnostics"></ul>
<table id="rows"><thead></thead><tbody></tbody></table>
<pre id="sql"></pre>
<script>
"use strict";
function el(tag, text) {
  const e = document.createElement(tag);
  if (text !== undefined) e.textContent = text;
  return e;
}
function cell(value) { return value === null ? "NULL" : String(value); }
// ORDER BY items name what they sort with "order/" in front.
function sorted(id) { return id.startsWith("order/") ? id.slice(6) : id; }

async function send(operations) {
  const reply = await fetch("/patch", {method: "POST",
    headers: {"Content-Type": "application/json"},
    body: JSON.stringify(operations)});
  render(await reply.json());
}

function renderColumns(tables) {
  const box = document.getElementById("columns");
  box.replaceChildren();
  for (const t of tables) {
    const set = el("fieldset");
    set.append(el("legend", t.table));
    for (const c of t.columns) {
      const input = el("input");
      input.type = "checkbox";
      input.checked = c.selected;
      input.dataset.id = c.id;
      input.addEventListener("change", () => send([{operation:
        input.checked ? "add_column" : "remove_column", id: c.id}]));
      const label = el("label");
      label.append(input, " " + c.column);
      set.append(label);
    }
    box.append(set);
  }
}

function renderSort(sortable, order) {
  const select = document.getElementById("sort");
  select.replaceChildren();
  const current = order.length ?
    sorted(order[0].id) + " " + order[0].direction.toLowerCase() : "";
  if (!current) select.append(el("option", "(as the database returns)"));
  for (const s of sortable) {
    const name = (s.table === null ? "" : s.table + ".") + s.column;
    for (const direction of ["asc", "desc"]) {
      const option = el("option", name + (direction === "asc" ?
        " ascending" : " descending"));
      option.value = s.id + " " + direction;
      select.append(option);
    }
  }
  select.value = current;
}

function renderRows(columns, rows) {
  const head = document.querySelector("#rows thead");
  const body = document.querySelector("#rows tbody");
  const tr = el("tr");
  for (const c of columns) {
    const th = el("th", c.name);
    th.dataset.id = c.id || "";
    th.title = c.kind + (c.function ? " " + c.function : "") +
      (c.table ? " of " + c.table + (c.column ? "." + c.column : "") : "");
    tr.append(th);
  }
  head.replaceChildren(tr);
  body.replaceChildren(...rows.map(row => {
    const r = el("tr");
    r.append(...row.map(v => el("td", cell(v))));
    return r;
  }));
}

function render(answer) {
  const problems = document.getElementById("diagnostics");
  if (answer.error) {
    problems.replaceChildren(el("li", answer.error));
  } else {
    document.getElementById("title").textContent = answer.title;
    renderColumns(answer.tables);
    renderSort(answer.sortable, answer.order_by);
    renderRows(answer.columns, answer.rows);
    document.getElementById("sql").textContent = answer.sql +
      "\\n-- parameters: " + JSON.stringify(answer.parameters);
    problems.replaceChildren(...answer.diagnostics.map(d => {
      const li = el("li", d.severity + "[" + d.code + "] " + d.pointer +
        ": " + d.message + (d.hint ? " (" + d.hint + ")" : ""));
      li.className = d.severity;
      return li;
    }));
  }
  // Tells a test (or a curious reader) that an answer was shown.
  document.body.dataset.renders = Number(document.body.dataset.renders ||
                                         0) + 1;
}

document.getElementById("sort").addEventListener("change", event => {
  const [id, direction] = event.target.value.split(" ");
  send([{operation: "modify_order_by",
         order_by: [{id: id, direction: direction.toUpperCase()}]}]);
});
fetch("/chart").then(reply => reply.json()).then(render);
</script>
</body></html>
"""


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--port", type=int, default=8080,
                        help="0: any free port (default 8080)")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--db", default="sqlite:build/examples/demo.db",
                        help="sqlite:PATH or postgresql://...")
    parser.add_argument("--plan", default=os.path.join(
        HERE, "plans", "top-tracks.json"))
    parser.add_argument("--catalog", help="the catalog (JSON); "
                        "default: read from --db")
    args = parser.parse_args()

    database = open_database(args.db)
    if args.catalog:
        with open(args.catalog) as f:
            catalog = plansql.Catalog.from_json(f.read())
    else:
        catalog = plansql.Catalog.load(args.db)
    with open(args.plan) as f:
        plan_text = f.read()
    plansql.Plan.from_json(plan_text).close()  # a bad plan stops us here

    Handler.service = Service(catalog, plan_text, database)
    server = http.server.ThreadingHTTPServer((args.host, args.port), Handler)
    print(f"report_service: http://{args.host}:{server.server_port}/",
          flush=True)
    server.serve_forever()


if __name__ == "__main__":
    main()
