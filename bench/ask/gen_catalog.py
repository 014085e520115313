#!/usr/bin/python3
"""A deterministic catalog of TABLES tables (default 1000) for the ask
benchmarks: business modules (sales, purchasing, inventory, hr, finance,
...), each a tree of entities whose tables reference their parents and
a few shared masters (customers, products, employees) by foreign key.
Every name is English, as a real schema's would be.  Same output for the
same TABLES, on every machine.

Usage: gen_catalog.py [TABLES] > catalog.json
"""
import json
import random
import sys

MODULES = ["sales", "purchasing", "inventory", "hr", "finance", "crm",
           "shipping", "manufacturing", "support", "marketing", "payroll",
           "projects", "assets", "billing", "compliance", "procurement"]
ENTITIES = ["orders", "order_lines", "invoices", "invoice_lines",
            "payments", "contracts", "contract_terms", "quotes",
            "quote_lines", "returns", "return_lines", "shipments",
            "shipment_items", "budgets", "budget_lines", "tasks",
            "task_notes", "requests", "approvals", "documents",
            "locations", "categories", "price_lists", "price_list_items",
            "schedules", "events", "audits", "accounts", "journals",
            "journal_entries", "cases", "case_comments", "campaigns",
            "campaign_members", "warehouses", "bins", "stock_moves",
            "receipts", "receipt_lines", "timesheets", "leaves", "reviews"]
MASTERS = {"customers": "customer_id", "products": "product_id",
           "employees": "employee_id", "suppliers": "supplier_id",
           "currencies": "currency_id"}
COLUMNS = [("name", "TEXT"), ("code", "TEXT"), ("status", "TEXT"),
           ("description", "TEXT"), ("created_at", "TIMESTAMP"),
           ("updated_at", "TIMESTAMP"), ("amount", "NUMERIC(12,2)"),
           ("quantity", "INTEGER"), ("due_date", "DATE"),
           ("priority", "INTEGER"), ("notes", "TEXT"), ("email", "TEXT"),
           ("country", "TEXT"), ("unit_price", "NUMERIC(12,2)"),
           ("is_active", "BOOLEAN"), ("reference", "TEXT")]


def singular(name):
    return name[:-3] + "y" if name.endswith("ies") else name.rstrip("s")


def table(name, rng, parents):
    cols = [{"column_name": "id", "data_type": "INTEGER",
             "is_nullable": False}]
    fks = []
    for parent in parents:
        col = f"{singular(parent)}_id"
        cols.append({"column_name": col, "data_type": "INTEGER"})
        fks.append({"foreign_key": col, "primary_key_table": parent,
                    "primary_key_column": "id"})
    for col, typ in rng.sample(COLUMNS, rng.randint(4, 9)):
        cols.append({"column_name": col, "data_type": typ})
    return {"table_name": name, "columns": cols,
            "metadata": {"primary_key": "id"}, "foreign_keys": fks}


def catalog(count):
    rng = random.Random(15)
    tables = [table(m, rng, []) for m in MASTERS]
    names = []
    for round_ in range(count):
        module = MODULES[round_ % len(MODULES)]
        entity = ENTITIES[(round_ // len(MODULES)) % len(ENTITIES)]
        copy = round_ // (len(MODULES) * len(ENTITIES))
        names.append(f"{module}_{entity}" + (f"_{copy + 1}" if copy else ""))
    for i, name in enumerate(names[:count - len(MASTERS)]):
        module = name.split("_", 1)[0]
        own = [n for n in names[:i] if n.startswith(module + "_")]
        parents = rng.sample(own, min(len(own), rng.randint(0, 2)))
        parents += rng.sample(sorted(MASTERS), rng.randint(0, 2))
        tables.append(table(name, rng, parents))
    return tables


if __name__ == "__main__":
    json.dump(catalog(int(sys.argv[1]) if len(sys.argv) > 1 else 1000),
              sys.stdout, indent=1)
    sys.stdout.write("\n")
