"""What the row tests share: the plans run, and rows made comparable."""
import datetime
import decimal
import json

from conftest import NOW, source

# Plans with values of every kind (strings with quotes, integers, numbers,
# dates, IN lists, HAVING, EXISTS, windows, patterns).
PLANS = ["tests/data/golden/params/values.json",
         "tests/data/golden/params/grouped-dates.json",
         "tests/data/golden/params/windows.json",
         "tests/data/golden/params/patterns.json",
         "examples/plans/top-tracks.json"]

# A click in a reporting tool: show a column, filter, sort, fewer rows.
CLICK = [{"operation": "add_column", "table": "tracks", "column": "Composer"},
         {"operation": "add_filter", "filter": {
             "table": "genres", "column": "Name", "op": "in",
             "value": ["Rock", "Metal", "it's"]}},
         {"operation": "modify_order_by", "order_by": [
             {"table": "tracks", "column": "TrackId", "direction": "DESC"}]},
         {"operation": "modify_limit", "limit": 7}]


def plan_texts(plansql, catalog):
    """(name, plan JSON text) of each plan and of the patched one."""
    texts = [(name, source(name)) for name in PLANS]
    with plansql.Plan.from_json(texts[-1][1]) as plan, \
            plan.patch(CLICK, catalog=catalog) as patched:
        texts.append(("top-tracks patched", patched.to_json()))
    return texts


def _value(v):
    if isinstance(v, bool) or v is None or isinstance(v, str):
        return v
    if isinstance(v, (int, float, decimal.Decimal)):
        return round(float(v), 6)
    if isinstance(v, datetime.datetime):
        return v.isoformat(" ")
    if isinstance(v, datetime.date):
        return v.isoformat()
    return v


def comparable(rows):
    """Rows as lists of column name and value, numbers as rounded floats
    (engines print averages to different precision), dates as text."""
    return [[(k, _value(v)) for k, v in row.items()] for row in rows]


def as_dicts(cursor):
    names = [d[0] for d in cursor.description]
    return [dict(zip(names, row)) for row in cursor.fetchall()]


def compile_for(plansql, text, dialect, catalog):
    with plansql.Plan.from_json(text) as plan:
        return plan.compile(dialect, catalog=catalog, params=True, now=NOW)


__all__ = ["plan_texts", "comparable", "as_dicts", "compile_for",
           "json"]
