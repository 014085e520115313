#!/usr/bin/python3
"""Prompt size of plansql ask, in tokens of a real BPE tokenizer: for each
database, tier and question, what plansql sends (--show-prompt --format
json: the messages of the first request, and the structured-output
schema apart), against the same messages with every table described
(the budget raised past the catalog) and with a plain CREATE TABLE dump
of the whole schema in place of the description (the usual baseline).

Usage: prompt_size.py PLANSQL DEMO_DB BIG_CATALOG TOKENS_DIR

One JSON line per database, tier and question.  TOKENS_DIR holds
count_tokens.js and its node_modules (bench/run installs them).
"""
import json
import re
import sqlite3
import subprocess
import sys

TIERS = ["minimal", "standard", "full"]
NOW = "2026-01-15"
DEMO_QUESTIONS = [
    "How many tracks does each genre have?",
    "Top 5 customers by total spend",
    "Revenue by country last year",
    "Which artists have no albums?",
    "Average track length per album of AC/DC",
    "Employees and the number of customers they support",
    "Invoices over 20 dollars in 2025",
    "Which playlists contain jazz tracks?",
    "Best-selling media type",
    "Customers from Brazil with their invoice count",
]
BIG_QUESTIONS = [
    "Total amount of sales invoices per customer country",
    "Open purchasing orders by supplier",
    "Inventory stock moves per warehouse last month",
    "Number of hr employees per status",
    "Finance journal entries over 1000 this year",
    "Support cases with their comments count",
    "Marketing campaign members per campaign",
    "Shipping shipments not yet delivered by due date",
    "Payroll timesheets per employee",
    "Top 10 products by sales order line quantity",
]
DATABASE = re.compile(r"<database>.*</database>", re.S)


def shown(plansql, source, tier, question, budget=None):
    argv = [plansql, "ask", *source, "--tier", tier, "--now", NOW,
            "--show-prompt", "--format", "json"]
    if budget:
        argv += ["--budget", str(budget)]
    out = subprocess.run(argv + [question], capture_output=True, text=True,
                         check=True).stdout
    return json.loads(out)


def messages_text(request):
    return "\n".join(m["content"] for m in request["body"]["messages"])


def schema_text(request):
    rf = request["body"].get("response_format")
    return json.dumps(rf["json_schema"]["schema"]) if rf else ""


def ddl_of_db(path):
    with sqlite3.connect(f"file:{path}?mode=ro", uri=True) as db:
        rows = db.execute("SELECT sql FROM sqlite_master WHERE type = "
                          "'table' AND sql IS NOT NULL ORDER BY name")
        return "\n".join(r[0] + ";" for r in rows)


def ddl_of_catalog(path):
    out = []
    for t in json.load(open(path)):
        lines = []
        for c in t["columns"]:
            null = "" if c.get("is_nullable", True) else " NOT NULL"
            lines.append(f"  {c['column_name']} {c['data_type']}{null}")
        lines.append(f"  PRIMARY KEY ({t['metadata']['primary_key']})")
        for fk in t["foreign_keys"]:
            lines.append(f"  FOREIGN KEY ({fk['foreign_key']}) REFERENCES "
                         f"{fk['primary_key_table']} "
                         f"({fk['primary_key_column']})")
        out.append(f"CREATE TABLE {t['table_name']} (\n"
                   + ",\n".join(lines) + "\n);")
    return "\n".join(out)


def count(tokens_dir, texts):
    out = subprocess.run(["node", f"{tokens_dir}/count_tokens.js"],
                         input=json.dumps(texts), capture_output=True,
                         text=True, check=True).stdout
    return json.loads(out)


def main(argv):
    if len(argv) != 5:
        sys.exit(__doc__.split("\n\n")[1])
    plansql, demo_db, big, tokens_dir = argv[1:]
    databases = [("demo", ["--db", f"sqlite:{demo_db}"], DEMO_QUESTIONS,
                  ddl_of_db(demo_db)),
                 ("1000 tables", ["-c", big], BIG_QUESTIONS,
                  ddl_of_catalog(big))]
    rows, texts = [], []
    for name, source, questions, ddl in databases:
        for tier in TIERS:
            for q in questions:
                sent = shown(plansql, source, tier, q)["request"]
                whole = shown(plansql, source, tier, q, 1000000)
                whole_text = messages_text(whole["request"])
                dump = DATABASE.sub(
                    lambda _: f"<database>\n{ddl}\n</database>", whole_text)
                rows.append({"bench": "ask-prompt", "peer": "plansql",
                             "database": name, "tier": tier, "question": q,
                             "body_bytes": len(json.dumps(sent["body"])),
                             "tables": len(shown(plansql, source, tier,
                                                 q)["tables"]),
                             "all_tables": len(whole["tables"])})
                texts += [messages_text(sent), schema_text(sent),
                          whole_text, dump]
    counts = count(tokens_dir, texts)
    for i, row in enumerate(rows):
        row["tokens"], row["schema_tokens"], row["whole_tokens"], \
            row["ddl_tokens"] = counts[4 * i:4 * i + 4]
        print(json.dumps(row))


if __name__ == "__main__":
    main(sys.argv)
