#!/usr/bin/python3
"""SQLGlot peer for the plansql benchmark.

Does the work plansql does for a plan: reads the plan's JSON text, builds
the SELECT with SQLGlot's expression builder (never from SQL text) and
renders it for one dialect.  See README.md in this directory for the
command line and the output lines.

Supported plan constructs (anything else is refused, so that no timing is
reported for SQL that does not mean what the plan says): selections with
columns and filters, inner join edges, global filters, group_by with
aggregates and having filters, ranking window functions, in/not_in
subquery filters, order_by and limit.  Filter operators: = != > >= < <=
between in not_in, with number and string values.

Run it with Debian's /usr/bin/python3, which has python3-sqlglot.
"""

import argparse
import ctypes
import json
import os
import statistics
import sys
import time

import sqlglot
from sqlglot import exp

DIALECTS = ("sqlite", "postgres", "mysql", "tsql", "duckdb", "trino", "spark",
            "snowflake", "bigquery")

# SQLGlot writes T-SQL identifiers with double quotes by default, which SQL
# Server reads as strings when QUOTED_IDENTIFIER is off; brackets do not
# depend on that setting (and are what plansql prints).
GENERATOR_OPTIONS = {"tsql": {"identifier_start": "[", "identifier_end": "]"}}


COMPARISONS = {
    "=": exp.EQ,
    "!=": exp.NEQ,
    ">": exp.GT,
    ">=": exp.GTE,
    "<": exp.LT,
    "<=": exp.LTE,
}

AGGREGATES = {"SUM": exp.Sum, "AVG": exp.Avg, "MIN": exp.Min, "MAX": exp.Max}

RANKING = ("ROW_NUMBER", "RANK", "DENSE_RANK")

# Plan features this peer does not implement; refusing them beats printing
# SQL that silently drops part of the plan.
UNSUPPORTED_FIELDS = ("ctes", "offset", "distinct")

TARGET_ROUND_SECONDS = 0.05


class PlanError(Exception):
    pass


# ---------------------------------------------------------------- names

def ident(name):
    return exp.to_identifier(name, quoted=True)


def column(name, qualifier):
    return exp.column(name, qualifier, quoted=True)


def qualifier_of(sel):
    return sel.get("alias") or sel["table"]


def table(name, alias=None):
    node = exp.Table(this=ident(name))
    if alias:
        node.set("alias", exp.TableAlias(this=ident(alias)))
    return node


class Scope:
    """The selections a table reference may name, with plansql's lookup
    order: an alias, then an unaliased table, then an aliased table."""

    def __init__(self, selections, outer=None):
        self.outer = outer
        self.aliases = {}
        self.tables = {}
        self.aliased_tables = {}
        self.columns = {}  # qualifier -> column names, for unqualified references
        for sel in selections:
            name, alias = sel["table"], sel.get("alias")
            qualifier = qualifier_of(sel)
            if alias:
                self.aliases[alias] = qualifier
                self.aliased_tables.setdefault(name, []).append(qualifier)
            else:
                self.tables.setdefault(name, []).append(qualifier)
            self.columns[qualifier] = {c["column"] for c in sel.get("columns") or ()}

    def lookup(self, name):
        if name in self.aliases:
            return self.aliases[name]
        for found in (self.tables.get(name), self.aliased_tables.get(name)):
            if found:
                if len(found) > 1:
                    raise PlanError(f"ambiguous table reference {name!r}")
                return found[0]
        return self.outer.lookup(name) if self.outer else None

    def qualifier(self, name, column_name, default=None):
        """The SQL qualifier of a reference to column_name in table name."""
        if name is not None:
            found = self.lookup(name)
            if found is None:
                raise PlanError(f"unknown table {name!r}")
            return found
        if default is not None:
            return default
        if len(self.columns) == 1:
            return next(iter(self.columns))
        holders = [q for q, cols in self.columns.items() if column_name in cols]
        if len(holders) != 1:
            raise PlanError(f"column {column_name!r} needs a table")
        return holders[0]

    def column(self, ref, default=None):
        return column(ref["column"], self.qualifier(ref.get("table"), ref["column"], default))


# ------------------------------------------------------------- values

def literal(value):
    # Floats arrive as Literals already (see parse_plan), keeping the text
    # the plan wrote, as plansql does.
    if isinstance(value, exp.Literal):
        return value
    if isinstance(value, bool) or value is None:
        raise PlanError(f"unsupported value {value!r}")
    if isinstance(value, int):
        return exp.Literal.number(value)
    if isinstance(value, str):
        return exp.Literal.string(value)
    raise PlanError(f"unsupported value {value!r}")


def parse_plan(text):
    return json.loads(text, parse_float=exp.Literal.number)


# ------------------------------------------------------------ filters

def predicate(f, scope, default=None, target=None):
    """One leaf filter.  target replaces the column (a HAVING filter on an
    aggregate alias compares the aggregate)."""
    if "column" not in f or "op" not in f:
        raise PlanError("filter groups (any/all/not) are not supported")
    this = target if target is not None else scope.column(f, default)
    op, value = f["op"], f.get("value")
    if op in COMPARISONS:
        if isinstance(value, (list, dict)):
            raise PlanError(f"{op} needs one scalar value")
        return COMPARISONS[op](this=this, expression=literal(value))
    if op == "between":
        if not isinstance(value, list) or len(value) != 2:
            raise PlanError("between needs [low, high]")
        return exp.Between(this=this, low=literal(value[0]), high=literal(value[1]))
    if op in ("in", "not_in"):
        if not isinstance(value, list):
            raise PlanError(f"{op} needs a list")
        if not value:
            # IN () is not SQL; an empty list is constant false (true for not_in).
            right = 0 if op == "in" else 1
            return exp.EQ(this=exp.Literal.number(1), expression=exp.Literal.number(right))
        node = exp.In(this=this, expressions=[literal(v) for v in value])
        return node if op == "in" else exp.Not(this=node)
    raise PlanError(f"unsupported filter operator {op!r}")


def subquery_predicate(sq, scope, used_names, counter):
    if sq["op"] not in ("in", "not_in"):
        raise PlanError(f"unsupported subquery operator {sq['op']!r}")
    name = sq["subquery_table"]
    # Alias the inner table when the outer query already uses its name, so
    # that references stay unambiguous.
    alias = None
    if name in used_names:
        counter[0] += 1
        alias = f"sq{counter[0]}"
    inner = Scope([{"table": name, "alias": alias}], outer=scope)
    qualifier = alias if alias is not None else name
    sub_column = column(sq["subquery_column"], qualifier)
    conditions = [predicate(f, inner, qualifier) for f in sq.get("subquery_filters") or ()]
    if sq["op"] == "not_in":
        # A NULL in the set would make NOT IN never true.
        conditions.append(exp.Not(this=exp.Is(this=sub_column.copy(), expression=exp.Null())))
    sub = sqlglot.select(sub_column).from_(table(name, alias), copy=False)
    if conditions:
        sub.where(*conditions, copy=False)
    outer = scope.column({"table": sq["outer_table"], "column": sq["outer_column"]})
    node = exp.In(this=outer, query=sub)
    return node if sq["op"] == "in" else exp.Not(this=node)


# -------------------------------------------------------------- joins

def joins(plan, scope, first):
    """Join clauses in plansql's order: breadth-first from the FROM table,
    each table's edges in plan order; an edge between two tables already
    joined is AND-ed into the ON of the later one."""
    edges = []
    for e in plan.get("join_edges") or ():
        if e.get("join_type", "inner") not in ("inner", None):
            raise PlanError(f"unsupported join type {e['join_type']!r}")
        a = scope.qualifier(e["from_table"], e["from_column"])
        b = scope.qualifier(e["to_table"], e["to_column"])
        if a == b:
            raise PlanError("a join edge joins a selection to itself")
        cond = exp.EQ(this=column(e["from_column"], a), expression=column(e["to_column"], b))
        edges.append((a, b, cond))

    joined = {first: None}  # qualifier -> its Join node (None for FROM)
    order = [first]
    used = [False] * len(edges)
    for current in order:  # grows while iterating
        for i, (a, b, cond) in enumerate(edges):
            if used[i] or current not in (a, b):
                continue
            other = b if current == a else a
            if other in joined:
                continue
            used[i] = True
            joined[other] = exp.Join(this=None, kind="INNER", on=cond)
            order.append(other)
    rank = {q: i for i, q in enumerate(order)}
    for i, (a, b, cond) in enumerate(edges):
        if not used[i]:
            later = joined[max(a, b, key=rank.__getitem__)]
            later.set("on", exp.and_(later.args["on"], cond))
    return order, joined


# -------------------------------------------------------------- query

def unique_outputs(projections):
    """plansql's output-name rule, as plansql does that work too: a name
    an earlier output has (ignoring ASCII case) becomes name_N, the
    first N no earlier output has."""
    taken, out = set(), []
    for node in projections:
        name = node.alias if isinstance(node, exp.Alias) else (
            node.name if isinstance(node, exp.Column) else None)
        if name is None:
            out.append(node)
            continue
        fresh, n = name, 2
        while fresh.lower() in taken:
            fresh, n = f"{name}_{n}", n + 1
        taken.add(fresh.lower())
        if fresh != name:
            inner = node.this if isinstance(node, exp.Alias) else node
            node = exp.Alias(this=inner, alias=ident(fresh))
        out.append(node)
    return out


def build(plan):
    if plan.get("decision", "proceed") == "terminate":
        raise PlanError("the plan is terminated")
    for field in UNSUPPORTED_FIELDS:
        if plan.get(field) not in (None, False):
            raise PlanError(f"unsupported plan field {field!r}")
    selections = plan["selections"]
    scope = Scope(selections)
    by_qualifier = {qualifier_of(sel): sel for sel in selections}

    first = qualifier_of(selections[0])
    order, join_nodes = joins(plan, scope, first)
    if len(order) != len(selections):
        raise PlanError("a selection is not reached by any join edge")

    projections = []
    group_by = plan.get("group_by")
    aggregates = {}  # alias -> aggregate expression, for HAVING
    sortable_aliases = set()
    if group_by:
        group_columns = [scope.column(c) for c in group_by.get("group_by_columns") or ()]
        projections.extend(c.copy() for c in group_columns)
        for agg in group_by["aggregates"]:
            fn, name = agg["function"], agg.get("column")
            if fn == "COUNT" and name is None:
                node, default_alias = exp.Count(this=exp.Star()), "count"
            else:
                arg = scope.column(agg)
                if fn == "COUNT":
                    node = exp.Count(this=arg)
                elif fn == "COUNT_DISTINCT":
                    node = exp.Count(this=exp.Distinct(expressions=[arg]))
                elif fn in AGGREGATES:
                    node = AGGREGATES[fn](this=arg)
                else:
                    raise PlanError(f"unsupported aggregate {fn!r}")
                default_alias = f"{fn.lower()}_{name}"
            alias = agg.get("alias") or default_alias
            aggregates[alias] = node
            sortable_aliases.add(alias)
            projections.append(exp.Alias(this=node.copy(), alias=ident(alias)))
    else:
        for sel in selections:
            if sel.get("include_only_for_join"):
                continue
            own = qualifier_of(sel)
            for c in sel.get("columns") or ():
                if c.get("role", "projection") == "projection":
                    projections.append(scope.column(c, own))

    for w in plan.get("window_functions") or ():
        fn = w["function"]
        if fn not in RANKING:
            raise PlanError(f"unsupported window function {fn!r}")
        call = exp.RowNumber() if fn == "ROW_NUMBER" else exp.Anonymous(this=fn)
        window = exp.Window(this=call)
        if w.get("partition_by"):
            window.set("partition_by", [scope.column(c) for c in w["partition_by"]])
        if w.get("order_by"):
            window.set("order", exp.Order(expressions=[ordered(scope.column(o), o) for o in w["order_by"]]))
        alias = w.get("alias") or fn.lower()
        sortable_aliases.add(alias)
        projections.append(exp.Alias(this=window, alias=ident(alias)))

    if not projections:
        raise PlanError("the plan selects no column")
    projections = unique_outputs(projections)

    query = sqlglot.select(*projections).from_(table(selections[0]["table"], selections[0].get("alias")),
                                               copy=False)
    for q in order[1:]:
        join = join_nodes[q]
        join.set("this", table(by_qualifier[q]["table"], by_qualifier[q].get("alias")))
        query.join(join, copy=False)

    conditions = []
    for sel in selections:
        own = qualifier_of(sel)
        conditions.extend(predicate(f, scope, own) for f in sel.get("filters") or ())
    conditions.extend(predicate(f, scope) for f in plan.get("global_filters") or ())
    used_names = {sel["table"] for sel in selections} | {sel.get("alias") for sel in selections}
    counter = [0]
    for sq in plan.get("subquery_filters") or ():
        conditions.append(subquery_predicate(sq, scope, used_names, counter))
    if conditions:
        query.where(*conditions, copy=False)

    if group_by:
        if group_columns:
            query.group_by(*group_columns, copy=False)
        having = []
        for f in group_by.get("having_filters") or ():
            # PostgreSQL and SQL Server refuse aliases in HAVING.
            target = aggregates.get(f.get("column"))
            having.append(predicate(f, scope, target=target.copy() if target is not None else None))
        if having:
            query.having(*having, copy=False)

    if plan.get("order_by"):
        items = []
        for o in plan["order_by"]:
            if o["column"] in sortable_aliases:
                items.append(ordered(exp.column(o["column"], quoted=True), o))
            else:
                items.append(ordered(scope.column(o), o))
        query.order_by(*items, copy=False)

    limit = plan.get("limit")
    if limit is not None:
        if isinstance(limit, exp.Literal) and float(limit.this).is_integer():  # written as 5.0
            limit = int(float(limit.this))
        if not isinstance(limit, int) or isinstance(limit, bool) or limit < 1:
            raise PlanError("limit must be an integer of at least 1")
        query.limit(exp.Limit(expression=exp.Literal.number(limit)), copy=False)
    return query


def ordered(node, item):
    direction = item.get("direction", "ASC") or "ASC"
    if direction not in ("ASC", "DESC"):
        raise PlanError(f"bad direction {direction!r}")
    desc = direction == "DESC"
    # NULLs sort as the smallest values, as in plansql; SQLGlot adds
    # NULLS FIRST/LAST only where the engine's default differs.
    return exp.Ordered(this=node, desc=desc, nulls_first=not desc)


def compile_text(text, dialect, pretty):
    """The measured unit of work: JSON text to SQL text."""
    return build(parse_plan(text)).sql(dialect=dialect, pretty=pretty, **GENERATOR_OPTIONS.get(dialect, {}))


# ------------------------------------------------------------- timing

def run_rounds(text, dialect, pretty, rounds, per_round):
    clock = time.perf_counter
    if per_round is None:
        # Size rounds to about TARGET_ROUND_SECONDS from a short calibration.
        calls, start = 0, clock()
        while clock() - start < 0.01:
            compile_text(text, dialect, pretty)
            calls += 1
        per_round = max(1, round(TARGET_ROUND_SECONDS * calls / (clock() - start)))
    for _ in range(per_round):  # warm-up
        compile_text(text, dialect, pretty)
    # As plansql's bench.c: rounds spread by more than 15% are taken
    # again, up to three times, and the lowest median kept.
    best = None
    for _ in range(3):
        times = []
        for _ in range(rounds):
            start = clock()
            for _ in range(per_round):
                compile_text(text, dialect, pretty)
            times.append(clock() - start)
        median = statistics.median(times)
        best = median if best is None else min(best, median)
        if max(times) / min(times) < 1.15:
            break
    return best / per_round * 1e6, per_round


class PlansqlRound:
    """plansql's compile loop (bench/plansql_round.c) in this process, so
    that plansql and SQLGlot are timed in alternating rounds: both see the
    same moments of a machine whose speed changes, and their ratio is
    that of rounds taken side by side."""

    def __init__(self, path):
        self.lib = ctypes.CDLL(path)
        self.lib.plansql_bench_round.restype = ctypes.c_double
        self.lib.plansql_bench_round.argtypes = (
            ctypes.c_char_p, ctypes.c_size_t, ctypes.c_int, ctypes.c_long)

    def round_us(self, data, dialect, steps):
        us = self.lib.plansql_bench_round(data, len(data),
                                          DIALECTS.index(dialect), steps)
        if us < 0:
            raise PlanError("plansql does not compile this plan")
        return us

    def steps_per_round(self, data, dialect):
        steps = 1
        while True:
            took = self.round_us(data, dialect, steps) * steps
            if took >= TARGET_ROUND_SECONDS * 1e6 or steps >= 1 << 24:
                return steps
            steps = steps * 16 if took < 1e3 else \
                int(steps * TARGET_ROUND_SECONDS * 1e6 / took) + 1


def paired_rounds(plansql, text, dialect, pretty, rounds, per_round):
    """SQLGlot's and plansql's medians per compile, the median of the
    ratios SQLGlot / plansql of rounds taken one after the other, and
    those rounds as [SQLGlot, plansql] microseconds."""
    clock = time.perf_counter
    data = text.encode("utf-8")
    steps = plansql.steps_per_round(data, dialect)
    best = None
    for _ in range(3):
        ours, theirs, ratios = [], [], []
        for _ in range(rounds):
            start = clock()
            for _ in range(per_round):
                compile_text(text, dialect, pretty)
            theirs.append((clock() - start) / per_round * 1e6)
            ours.append(plansql.round_us(data, dialect, steps))
            ratios.append(theirs[-1] / ours[-1])
        result = (statistics.median(theirs), statistics.median(ours),
                  statistics.median(ratios),
                  [list(pair) for pair in zip(theirs, ours)])
        # as bench.c's pairs: retaken when the ratios spread, the lowest kept
        if best is None or result[2] < best[2]:
            best = result
        if max(ratios) / min(ratios) < 1.15:
            break
    return best


def positive(text):
    n = int(text)
    if n < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return n


def main(argv):
    parser = argparse.ArgumentParser(description="Time SQLGlot building the SQL of plansql plans.")
    parser.add_argument("--layout", required=True,
                        help="the layout of the plan files, a label for the results")
    parser.add_argument("--dialects", default=",".join(DIALECTS))
    parser.add_argument("--rounds", type=positive, default=7)
    parser.add_argument("--per-round", type=positive, default=None,
                        help="iterations per round (default: about 50 ms per round)")
    parser.add_argument("--plansql-round", metavar="LIB",
                        help="plansql's compile loop (bench/libplansql-round.so): "
                        "time plansql in rounds alternating with SQLGlot's")
    parser.add_argument("plans", nargs="+", metavar="PLAN.json")
    args = parser.parse_args(argv)

    dialects = [d for d in args.dialects.split(",") if d]
    if not dialects:
        parser.error("--dialects names no dialect")
    for d in dialects:
        if d not in DIALECTS:
            parser.error(f"unknown dialect {d!r} (choose from {', '.join(DIALECTS)})")
    pretty = False  # one line, as every peer and plansql print it here
    plansql = None
    if args.plansql_round:
        try:
            plansql = PlansqlRound(args.plansql_round)
        except (OSError, AttributeError) as e:
            parser.error(f"--plansql-round: not plansql's round library "
                         f"(plansql_bench_round): {e}")

    for path in args.plans:
        name = os.path.basename(path)
        name = name[:-5] if name.endswith(".json") else name
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
            for dialect in dialects:
                sql = compile_text(text, dialect, pretty)
                us, per_round = run_rounds(text, dialect, pretty, args.rounds, args.per_round)
                result = {
                    "peer": "sqlglot",
                    "version": sqlglot.__version__,
                    "plan": name,
                    "layout": args.layout,
                    "dialect": dialect,
                    "us": round(us, 3),
                    "iterations": per_round * args.rounds,
                    "sql": sql,
                }
                if plansql:
                    theirs, ours, ratio, rounds = paired_rounds(
                        plansql, text, dialect, pretty, args.rounds, per_round)
                    result.update(paired_us=round(theirs, 3),
                                  plansql_us=round(ours, 3),
                                  paired_ratio=round(ratio, 3),
                                  rounds=rounds)
                print(json.dumps(result), flush=True)
        except (OSError, ValueError, LookupError, TypeError, AttributeError, PlanError,
                sqlglot.errors.SqlglotError) as e:
            print(f"sqlglot_peer: {path}: {type(e).__name__}: {e}", file=sys.stderr)
            return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
