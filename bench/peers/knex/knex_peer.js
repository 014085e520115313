#!/usr/bin/env node
'use strict';

// Knex peer for the plansql compile benchmark.
//
// For each plan file and dialect it times the same work plansql does on a
// plan text: parse the JSON, build one SELECT with Knex's query builder and
// render it with the dialect's Knex client (no database connection).
//
//   node knex_peer.js --layout LAYOUT [--dialects sqlite,postgres,mysql,tsql]
//                     [--rounds R] [--per-round N] PLAN.json...
//
// One JSON object per plan and dialect is printed on stdout.

const fs = require('fs');
const path = require('path');
const knexFactory = require('knex');
const KNEX_VERSION = require('knex/package.json').version;

// Knex renders SQL without its database drivers when no connection is given.
const CLIENTS = {
  sqlite: 'sqlite3',
  postgres: 'pg',
  mysql: 'mysql2',
  tsql: 'mssql',
};

const ROUND_TARGET_NS = 50e6;
const DEFAULT_ROUNDS = 7;
const WARMUP_NS = 300e6;

class PlanError extends Error {}

function fail(pointer, message) {
  throw new PlanError(`${pointer || '/'}: ${message}`);
}

function isObject(v) {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function list(v, pointer) {
  if (v === undefined || v === null) return [];
  if (!Array.isArray(v)) fail(pointer, 'expected an array');
  return v;
}

// Knex splits identifiers on dots and reads " as " as an alias, so such
// names cannot be passed through it unchanged; plansql refuses them too.
const KNEX_UNSAFE_NAME = /\.|\sas\s/i;

function name(v, pointer) {
  if (typeof v !== 'string' || v === '') fail(pointer, 'expected a name');
  if (KNEX_UNSAFE_NAME.test(v)) fail(pointer, `name ${JSON.stringify(v)} cannot be an identifier`);
  return v;
}

function optName(v, pointer) {
  return v === undefined || v === null ? null : name(v, pointer);
}

// ---------------------------------------------------------------- names

// The selections of one query, looked up as plansql does: an alias first,
// then a table without alias, then a table with an alias.
class Scope {
  constructor(selections) {
    this.selections = selections;
    this.byAlias = new Map();
    this.byTable = new Map();
    this.byAliasedTable = new Map();
    for (const s of selections) {
      if (s.alias !== null) {
        if (this.byAlias.has(s.alias)) fail(s.pointer, `duplicate selection ${s.alias}`);
        this.byAlias.set(s.alias, s);
        push(this.byAliasedTable, s.table, s);
      } else {
        if (this.byTable.has(s.table)) fail(s.pointer, `duplicate selection ${s.table}`);
        this.byTable.set(s.table, [s]);
      }
    }
  }

  find(tableName, pointer) {
    const s = this.byAlias.get(tableName);
    if (s !== undefined) return s;
    const found = this.byTable.get(tableName) || this.byAliasedTable.get(tableName);
    if (found === undefined) return null;
    if (found.length > 1) fail(pointer, `ambiguous table ${tableName}`);
    return found[0];
  }

  get(tableName, pointer) {
    const s = this.find(tableName, pointer);
    if (s === null) fail(pointer, `unknown table ${tableName}`);
    return s;
  }

  // A column named without table: the single selection, or the one
  // selection whose columns list has it.
  owner(column, pointer) {
    if (this.selections.length === 1) return this.selections[0];
    let owner = null;
    for (const s of this.selections) {
      if (s.columnNames.has(column)) {
        if (owner !== null) fail(pointer, `ambiguous column ${column}`);
        owner = s;
      }
    }
    if (owner === null) fail(pointer, `ambiguous column ${column}`);
    return owner;
  }

  // "table.column" for Knex, which quotes each part.
  column(tableName, column, pointer) {
    const s = tableName === null ? this.owner(column, pointer) : this.get(tableName, pointer);
    return `${s.name}.${column}`;
  }
}

function push(map, key, value) {
  const a = map.get(key);
  if (a === undefined) map.set(key, [value]);
  else a.push(value);
}

function readSelections(plan) {
  const raw = list(plan.selections, '/selections');
  if (raw.length === 0) fail('/selections', 'at least one selection is required');
  return raw.map((sel, i) => {
    const p = `/selections/${i}`;
    if (!isObject(sel)) fail(p, 'expected an object');
    const table = name(sel.table, `${p}/table`);
    const alias = optName(sel.alias, `${p}/alias`);
    const columns = list(sel.columns, `${p}/columns`).map((c, j) => {
      const cp = `${p}/columns/${j}`;
      if (!isObject(c)) fail(cp, 'expected an object');
      const role = c.role === undefined || c.role === null ? 'projection' : c.role;
      if (role !== 'projection' && role !== 'filter') fail(`${cp}/role`, 'bad role');
      return { table: optName(c.table, `${cp}/table`), column: name(c.column, `${cp}/column`), role, pointer: cp };
    });
    return {
      table,
      alias,
      name: alias === null ? table : alias,
      columns,
      columnNames: new Set(columns.map((c) => c.column)),
      filters: list(sel.filters, `${p}/filters`),
      joinOnly: sel.include_only_for_join === true,
      pointer: p,
    };
  });
}

// ---------------------------------------------------------------- filters

const COMPARISONS = { '=': '=', '!=': '<>', '>': '>', '>=': '>=', '<': '<', '<=': '<=' };

function scalar(v, pointer) {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v;
  fail(pointer, 'expected a scalar value');
}

// Knex has the same family of methods for WHERE and HAVING.
const WHERE = {
  cmp: 'where', in: 'whereIn', notIn: 'whereNotIn', between: 'whereBetween',
  isNull: 'whereNull', notNull: 'whereNotNull', orIsNull: 'orWhereNull',
};
const HAVING = {
  cmp: 'having', in: 'havingIn', notIn: 'havingNotIn', between: 'havingBetween',
  isNull: 'havingNull', notNull: 'havingNotNull', orIsNull: 'orHavingNull',
};

// Adds one leaf filter on `target` (a column name or a Knex raw) to qb.
// `valueColumn` resolves a {table, column} value to a Knex ref.
function addCondition(qb, m, target, f, pointer, valueColumn) {
  const op = f.op;
  const v = f.value;
  const cmp = COMPARISONS[op];
  if (cmp !== undefined) {
    if (v === undefined) fail(`${pointer}/value`, 'missing value');
    if (v === null) {
      if (op === '=') return qb[m.isNull](target);
      if (op === '!=') return qb[m.notNull](target);
      fail(`${pointer}/value`, 'null comparison');
    }
    if (isObject(v)) return qb[m.cmp](target, cmp, valueColumn(v, `${pointer}/value`));
    return qb[m.cmp](target, cmp, scalar(v, `${pointer}/value`));
  }
  switch (op) {
    case 'between': {
      if (!Array.isArray(v) || v.length !== 2 || v[0] === null || v[1] === null) {
        fail(`${pointer}/value`, 'between needs two non-null values');
      }
      return qb[m.between](target, [scalar(v[0], `${pointer}/value/0`), scalar(v[1], `${pointer}/value/1`)]);
    }
    case 'in':
    case 'not_in': {
      if (!Array.isArray(v)) fail(`${pointer}/value`, `${op} needs an array`);
      const items = v.map((x, i) => scalar(x, `${pointer}/value/${i}`));
      const values = items.filter((x) => x !== null);
      const hasNull = values.length !== items.length;
      // A NULL item is its own IS [NOT] NULL test, as plansql prints it.
      if (op === 'in') {
        if (!hasNull) return qb[m.in](target, values);
        if (values.length === 0) return qb[m.isNull](target);
        return qb[m.cmp]((g) => g[m.in](target, values)[m.orIsNull](target));
      }
      if (hasNull) qb[m.notNull](target);
      return values.length === 0 && hasNull ? qb : qb[m.notIn](target, values);
    }
    case 'is_null':
      return qb[m.isNull](target);
    case 'is_not_null':
      return qb[m.notNull](target);
    default:
      fail(`${pointer}/op`, `unsupported op ${JSON.stringify(op)}`);
  }
}

function leaf(f, pointer) {
  if (!isObject(f)) fail(pointer, 'expected an object');
  if ('any' in f || 'all' in f || 'not' in f) fail(pointer, 'filter groups are not supported');
  return name(f.column, `${pointer}/column`);
}

// ---------------------------------------------------------------- joins

// The first selection is FROM; each edge, in plan order, joins the end not
// joined yet. An edge with neither end joined waits for a later pass; one
// with both ends joined is AND-ed into the ON of the later-joined one.
function planJoins(plan, scope) {
  const edges = list(plan.join_edges, '/join_edges').map((e, i) => {
    const p = `/join_edges/${i}`;
    if (!isObject(e)) fail(p, 'expected an object');
    const type = e.join_type === undefined || e.join_type === null ? 'inner' : e.join_type;
    if (type !== 'inner') fail(`${p}/join_type`, `unsupported join_type ${JSON.stringify(type)}`);
    const from = scope.get(name(e.from_table, `${p}/from_table`), `${p}/from_table`);
    const to = scope.get(name(e.to_table, `${p}/to_table`), `${p}/to_table`);
    if (from === to) fail(p, 'self-join edge');
    return {
      from, to, pointer: p,
      left: `${from.name}.${name(e.from_column, `${p}/from_column`)}`,
      right: `${to.name}.${name(e.to_column, `${p}/to_column`)}`,
    };
  });

  const order = new Map([[scope.selections[0], 0]]);
  const joins = [];
  let pending = edges;
  while (pending.length > 0) {
    const waiting = [];
    for (const e of pending) {
      const fi = order.get(e.from);
      const ti = order.get(e.to);
      if (fi === undefined && ti === undefined) {
        waiting.push(e);
      } else if (fi !== undefined && ti !== undefined) {
        joins[Math.max(fi, ti) - 1].on.push(e);
      } else {
        const sel = fi === undefined ? e.from : e.to;
        joins.push({ sel, on: [e] });
        order.set(sel, joins.length);
      }
    }
    if (waiting.length === pending.length) fail(waiting[0].pointer, 'edge reaches no joined table');
    pending = waiting;
  }
  for (const s of scope.selections) {
    if (!order.has(s)) fail(s.pointer, `unreachable table ${s.name}`);
  }
  return joins;
}

function tableSpec(sel) {
  return sel.alias === null ? sel.table : { [sel.alias]: sel.table };
}

// ---------------------------------------------------------------- query

const AGGREGATES = {
  SUM: 'sum', COUNT: 'count', COUNT_DISTINCT: 'countDistinct', AVG: 'avg', MIN: 'min', MAX: 'max',
};
const AGGREGATE_SQL = {
  SUM: 'sum(??)', COUNT: 'count(??)', COUNT_DISTINCT: 'count(distinct ??)', AVG: 'avg(??)', MIN: 'min(??)', MAX: 'max(??)',
};
const WINDOWS = { RANK: 'rank', ROW_NUMBER: 'rowNumber', DENSE_RANK: 'denseRank' };
const UNSUPPORTED = ['ctes', 'offset', 'distinct'];

function direction(v, pointer) {
  if (v === undefined || v === null || v === 'ASC') return 'asc';
  if (v === 'DESC') return 'desc';
  fail(pointer, 'direction must be "ASC" or "DESC"');
}

// NULLs sort as the smallest values, as plansql makes them sort; only
// PostgreSQL needs this spelled out.
function nullsFor(dir) {
  return dir === 'asc' ? 'first' : 'last';
}

function buildQuery(knex, dialect, plan) {
  if (!isObject(plan)) fail('/', 'a plan is a JSON object');
  if (plan.decision !== 'proceed' && plan.decision !== 'clarify') {
    fail('/decision', plan.decision === 'terminate' ? 'plan terminated' : 'bad decision');
  }
  for (const key of UNSUPPORTED) {
    if (plan[key] !== undefined && plan[key] !== null && plan[key] !== false) fail(`/${key}`, 'not supported');
  }
  const pg = dialect === 'postgres';
  const selections = readSelections(plan);
  const scope = new Scope(selections);
  const qb = knex.queryBuilder().from(tableSpec(selections[0]));
  const refIn = (sc) => (v, p) => knex.ref(sc.column(optName(v.table, `${p}/table`), name(v.column, `${p}/column`), p));

  for (const j of planJoins(plan, scope)) {
    if (j.on.length === 1) {
      qb.join(tableSpec(j.sel), j.on[0].left, '=', j.on[0].right);
    } else {
      qb.join(tableSpec(j.sel), function () {
        for (const e of j.on) this.on(e.left, '=', e.right);
      });
    }
  }

  // WHERE: selection filters, then global filters, then subqueries.
  const usedColumns = new Set(); // "selection\0column", for orphan filter columns
  const mainRef = refIn(scope);
  for (const s of selections) {
    s.filters.forEach((f, i) => {
      const p = `${s.pointer}/filters/${i}`;
      const column = leaf(f, p);
      const t = optName(f.table, `${p}/table`);
      const sel = t === null ? s : scope.get(t, `${p}/table`);
      usedColumns.add(`${sel.name}\0${column}`);
      addCondition(qb, WHERE, `${sel.name}.${column}`, f, p, mainRef);
    });
  }
  list(plan.global_filters, '/global_filters').forEach((f, i) => {
    const p = `/global_filters/${i}`;
    const column = leaf(f, p);
    const t = optName(f.table, `${p}/table`);
    if (t === null) for (const s of selections) usedColumns.add(`${s.name}\0${column}`);
    else usedColumns.add(`${scope.get(t, `${p}/table`).name}\0${column}`);
    addCondition(qb, WHERE, scope.column(t, column, p), f, p, mainRef);
  });
  let subqueries = 0;
  list(plan.subquery_filters, '/subquery_filters').forEach((sf, i) => {
    const p = `/subquery_filters/${i}`;
    if (!isObject(sf)) fail(p, 'expected an object');
    const outerTable = name(sf.outer_table, `${p}/outer_table`);
    const outerColumn = name(sf.outer_column, `${p}/outer_column`);
    const outer = scope.get(outerTable, `${p}/outer_table`);
    usedColumns.add(`${outer.name}\0${outerColumn}`);
    const table = name(sf.subquery_table, `${p}/subquery_table`);
    const column = name(sf.subquery_column, `${p}/subquery_column`);
    // Alias the subquery's table when the main query already uses its name.
    const clash = selections.some((s) => s.name === table || s.table === table);
    const alias = clash ? `sq${++subqueries}` : null;
    const inner = { table, alias, name: alias === null ? table : alias };
    // Inside the subquery a table name means the subquery's table first.
    const subScope = {
      get: (t, tp) => (t === table || t === inner.name ? inner : scope.get(t, tp)),
      column(t, c, cp) { return `${t === null ? inner.name : this.get(t, cp).name}.${c}`; },
    };
    const subRef = refIn(subScope);
    const sub = knex.queryBuilder().select(`${inner.name}.${column}`).from(tableSpec(inner));
    list(sf.subquery_filters, `${p}/subquery_filters`).forEach((f, j) => {
      const fp = `${p}/subquery_filters/${j}`;
      const c = leaf(f, fp);
      addCondition(sub, WHERE, subScope.column(optName(f.table, `${fp}/table`), c, fp), f, fp, subRef);
    });
    const target = `${outer.name}.${outerColumn}`;
    if (sf.op === 'in') {
      qb.whereIn(target, sub);
    } else if (sf.op === 'not_in') {
      // NOT IN over a set holding NULL is never true: leave NULLs out.
      qb.whereNotIn(target, sub.whereNotNull(`${inner.name}.${column}`));
    } else {
      fail(`${p}/op`, `unsupported op ${JSON.stringify(sf.op)}`);
    }
  });

  // Output names that ORDER BY may use, with whether they can be NULL.
  const outputAliases = new Map();

  if (plan.group_by !== undefined && plan.group_by !== null) {
    const g = plan.group_by;
    if (!isObject(g)) fail('/group_by', 'expected an object');
    const groupColumns = list(g.group_by_columns, '/group_by/group_by_columns').map((c, i) => {
      const p = `/group_by/group_by_columns/${i}`;
      if (!isObject(c)) fail(p, 'expected an object');
      return scope.column(optName(c.table, `${p}/table`), name(c.column, `${p}/column`), p);
    });
    if (groupColumns.length > 0) qb.select(groupColumns);

    const aggregates = new Map(); // alias -> Knex raw of the aggregate, for HAVING
    const rawAggregates = list(g.aggregates, '/group_by/aggregates');
    if (rawAggregates.length === 0) fail('/group_by/aggregates', 'at least one aggregate is required');
    rawAggregates.forEach((a, i) => {
      const p = `/group_by/aggregates/${i}`;
      if (!isObject(a)) fail(p, 'expected an object');
      const fn = a.function;
      if (AGGREGATES[fn] === undefined) fail(`${p}/function`, `unsupported function ${JSON.stringify(fn)}`);
      const column = optName(a.column, `${p}/column`);
      if (column === null && fn !== 'COUNT') fail(`${p}/column`, `${fn} needs a column`);
      const arg = column === null ? '*' : scope.column(optName(a.table, `${p}/table`), column, p);
      const alias = optName(a.alias, `${p}/alias`) ||
        (column === null ? 'count' : `${fn.toLowerCase()}_${column}`);
      qb[AGGREGATES[fn]]({ [alias]: arg });
      // Knex has no builder for an aggregate outside the select list; HAVING
      // repeats it as a raw with the column bound as an identifier (??).
      aggregates.set(alias, column === null ? knex.raw('count(*)') : knex.raw(AGGREGATE_SQL[fn], [arg]));
      outputAliases.set(alias, fn !== 'COUNT' && fn !== 'COUNT_DISTINCT');
    });
    if (groupColumns.length > 0) qb.groupBy(groupColumns);

    list(g.having_filters, '/group_by/having_filters').forEach((f, i) => {
      const p = `/group_by/having_filters/${i}`;
      const column = leaf(f, p);
      const aggregate = aggregates.get(column);
      const target = aggregate !== undefined ? aggregate : scope.column(optName(f.table, `${p}/table`), column, p);
      addCondition(qb, HAVING, target, f, p, mainRef);
    });
  } else {
    const columns = [];
    // plansql's output-name rule, as plansql does that work too: a name an
    // earlier output has (ignoring ASCII case) becomes name_N, the first N
    // no earlier output has.
    const taken = new Set();
    for (const s of selections) {
      if (s.joinOnly) continue;
      for (const c of s.columns) {
        const sel = c.table === null ? s : scope.find(c.table, `${c.pointer}/table`) || s;
        // A filter-role column that no filter uses is output all the same.
        if (c.role === 'filter' && usedColumns.has(`${sel.name}\0${c.column}`)) continue;
        let fresh = c.column;
        for (let n = 2; taken.has(fresh.toLowerCase()); n++) fresh = `${c.column}_${n}`;
        taken.add(fresh.toLowerCase());
        columns.push(fresh === c.column ? `${sel.name}.${c.column}` : { [fresh]: `${sel.name}.${c.column}` });
      }
    }
    if (columns.length > 0) qb.select(columns);
  }

  list(plan.window_functions, '/window_functions').forEach((w, i) => {
    const p = `/window_functions/${i}`;
    if (!isObject(w)) fail(p, 'expected an object');
    const method = WINDOWS[w.function];
    if (method === undefined) fail(`${p}/function`, `unsupported function ${JSON.stringify(w.function)}`);
    const alias = optName(w.alias, `${p}/alias`) || w.function.toLowerCase();
    const partitions = list(w.partition_by, `${p}/partition_by`).map((c, j) => {
      const cp = `${p}/partition_by/${j}`;
      if (!isObject(c)) fail(cp, 'expected an object');
      return scope.column(optName(c.table, `${cp}/table`), name(c.column, `${cp}/column`), cp);
    });
    const order = list(w.order_by, `${p}/order_by`).map((o, j) => {
      const op = `${p}/order_by/${j}`;
      if (!isObject(o)) fail(op, 'expected an object');
      return {
        column: scope.column(optName(o.table, `${op}/table`), name(o.column, `${op}/column`), op),
        order: direction(o.direction, `${op}/direction`),
      };
    });
    if (pg || order.length === 0) {
      // Knex's OVER builder has no NULLS FIRST/LAST and always prints ORDER
      // BY; the raw keeps every identifier bound (??).
      const parts = [];
      const bindings = [];
      if (partitions.length > 0) {
        parts.push(`partition by ${partitions.map(() => '??').join(', ')}`);
        bindings.push(...partitions);
      }
      if (order.length > 0) {
        parts.push(`order by ${order.map((o) => `?? ${o.order}${pg ? ` nulls ${nullsFor(o.order)}` : ''}`).join(', ')}`);
        for (const o of order) bindings.push(o.column);
      }
      qb[method](alias, knex.raw(parts.join(' '), bindings));
    } else {
      qb[method](alias, order, partitions);
    }
    outputAliases.set(alias, false);
  });

  list(plan.order_by, '/order_by').forEach((o, i) => {
    const p = `/order_by/${i}`;
    if (!isObject(o)) fail(p, 'expected an object');
    const column = name(o.column, `${p}/column`);
    const dir = direction(o.direction, `${p}/direction`);
    const nullable = outputAliases.get(column);
    const target = nullable !== undefined ? column : scope.column(optName(o.table, `${p}/table`), column, p);
    if (pg && nullable !== false) qb.orderBy(target, dir, nullsFor(dir));
    else qb.orderBy(target, dir);
  });

  if (plan.limit !== undefined && plan.limit !== null) {
    if (!Number.isInteger(plan.limit) || plan.limit < 1) fail('/limit', 'limit must be an integer, at least 1');
    qb.limit(plan.limit);
  }
  return qb;
}

// The timed unit of work: plan text in, SQL text out.
function compile(knex, dialect, text) {
  return buildQuery(knex, dialect, JSON.parse(text)).toString();
}

// ---------------------------------------------------------------- timing

function runRound(knex, dialect, text, n) {
  let sink = 0;
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) sink += compile(knex, dialect, text).length;
  const t1 = process.hrtime.bigint();
  if (sink === 0) throw new Error('empty SQL');
  return Number(t1 - t0);
}

// Iterations that last about `target` ns, from rounds of doubling size.
function iterationsFor(knex, dialect, text, target) {
  let n = 1;
  for (;;) {
    const ns = runRound(knex, dialect, text, n);
    if (ns >= target / 4 || n >= 1 << 24) return Math.max(1, Math.round((n * target) / Math.max(ns, 1)));
    n *= 2;
  }
}

function median(values) {
  const v = [...values].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 === 1 ? v[mid] : (v[mid - 1] + v[mid]) / 2;
}

function measure(knex, dialect, text, rounds, perRound) {
  const sql = compile(knex, dialect, text); // fails early on a bad plan
  // V8 needs a few hundred milliseconds to settle on optimized code, so run
  // that long before choosing N, then warm up N more iterations.
  const warm = iterationsFor(knex, dialect, text, WARMUP_NS);
  const warmNs = runRound(knex, dialect, text, warm);
  const n = perRound || Math.max(1, Math.round((warm * ROUND_TARGET_NS) / Math.max(warmNs, 1)));
  runRound(knex, dialect, text, n);
  // As plansql's bench.c: rounds spread by more than 15% are taken again,
  // up to three times, and the lowest median kept.
  let best = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const times = [];
    for (let r = 0; r < rounds; r++) times.push(runRound(knex, dialect, text, n));
    best = Math.min(best, median(times));
    if (Math.max(...times) / Math.min(...times) < 1.15) break;
  }
  return { sql, us: best / n / 1000, iterations: n * rounds };
}

// ---------------------------------------------------------------- CLI

function usage(message) {
  process.stderr.write(`knex_peer: ${message}\n` +
    'usage: node knex_peer.js --layout LAYOUT [--dialects sqlite,postgres,mysql,tsql]' +
    ' [--rounds R] [--per-round N] PLAN.json...\n');
  process.exit(2);
}

function positiveInt(flag, v) {
  if (v === undefined || !/^[1-9][0-9]*$/.test(v)) usage(`${flag} needs a positive integer`);
  return Number(v);
}

function parseArgs(argv) {
  const opts = { layout: null, dialects: Object.keys(CLIENTS), rounds: DEFAULT_ROUNDS, perRound: 0, plans: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const eq = a.startsWith('--') ? a.indexOf('=') : -1;
    const flag = eq > 0 ? a.slice(0, eq) : a;
    const value = () => (eq > 0 ? a.slice(eq + 1) : argv[++i]);
    switch (flag) {
      case '--layout': opts.layout = value(); break;
      case '--dialects': opts.dialects = (value() || '').split(',').filter((d) => d !== ''); break;
      case '--rounds': opts.rounds = positiveInt(flag, value()); break;
      case '--per-round': opts.perRound = positiveInt(flag, value()); break;
      default:
        if (a.startsWith('-')) usage(`unknown option ${a}`);
        opts.plans.push(a);
    }
  }
  if (!opts.layout) usage('--layout is required');
  if (opts.dialects.length === 0) usage('--dialects is empty');
  for (const d of opts.dialects) if (CLIENTS[d] === undefined) usage(`unknown dialect ${d}`);
  if (opts.plans.length === 0) usage('no plan files');
  return opts;
}

function main() {
  const opts = parseArgs(process.argv.slice(2));
  const knexes = new Map(opts.dialects.map((d) => [d, knexFactory({ client: CLIENTS[d], useNullAsDefault: true })]));
  for (const file of opts.plans) {
    let text;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch (e) {
      process.stderr.write(`knex_peer: ${file}: ${e.message}\n`);
      process.exit(1);
    }
    const plan = path.basename(file).replace(/\.json$/, '');
    for (const dialect of opts.dialects) {
      let result;
      try {
        result = measure(knexes.get(dialect), dialect, text, opts.rounds, opts.perRound);
      } catch (e) {
        process.stderr.write(`knex_peer: ${file} (${dialect}): ${e instanceof PlanError || e instanceof SyntaxError ? e.message : e.stack}\n`);
        process.exit(1);
      }
      process.stdout.write(JSON.stringify({
        peer: 'knex',
        version: KNEX_VERSION,
        plan,
        layout: opts.layout,
        dialect,
        us: result.us,
        iterations: result.iterations,
        sql: result.sql,
      }) + '\n');
    }
  }
}

main();
