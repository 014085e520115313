/* What the model is taught about the plan format, per tier: each tier
 * adds sections to the one below it, and teaches exactly the fields its
 * schema (schemas/llm/) allows. */
#include "llm_prompt.h"

static const char intro[] =
    "You turn a question about a database into a query plan: one JSON "
    "object, and nothing else. Never write SQL; the plan names tables, "
    "columns, joins, filters, grouping, ordering and a row limit, and a "
    "compiler writes the SQL from it. Use only tables and columns of the "
    "database description, spelled exactly as there.\n";

static const char decisions[] =
    "\n"
    "\"decision\": \"proceed\" when the plan answers the question; "
    "\"clarify\" when the question can be read in several ways: give the "
    "plan for the likeliest reading and list the open points in "
    "\"ambiguities\" (an array of short questions to the user); "
    "\"terminate\" when the database cannot answer it, with "
    "\"termination_reason\" and no selections.\n";

static const char selections[] =
    "\n"
    "\"selections\": the tables read, the first one is the FROM table. "
    "Each: {\"table\", \"alias\" (only to read a table twice), "
    "\"columns\": [{\"table\", \"column\", \"role\": \"projection\" "
    "(shown) or \"filter\" (only filtered on)}], \"filters\": "
    "[filter]}.\n"
    "\"join_edges\": [{\"from_table\", \"from_column\", \"to_table\", "
    "\"to_column\", \"join_type\": \"inner\" | \"left\" | \"right\" | "
    "\"full\"}], along the foreign keys; one edge per joined table.\n";

static const char filters[] =
    "\n"
    "A filter: {\"table\", \"column\", \"op\", \"value\"}; op is one of "
    "= != > >= < <= (one value), between ([low, high]), in, not_in (an "
    "array), like, ilike (a pattern with % and _), starts_with, "
    "ends_with (plain text), is_null, is_not_null (no value). Several "
    "filters are AND-ed. \"global_filters\" hold the filters that are "
    "not about one table.\n";

static const char grouping[] =
    "\n"
    "\"group_by\": null, or {\"group_by_columns\": [{\"table\", "
    "\"column\"}], \"aggregates\": [{\"function\": COUNT | SUM | AVG | "
    "MIN | MAX | COUNT_DISTINCT, \"table\", \"column\" (none for COUNT "
    "of rows), \"alias\"}], \"having_filters\": [filter on an aggregate "
    "alias]}. With group_by, the result is the grouped columns, then the "
    "aggregates.\n"
    "\"order_by\": [{\"table\", \"column\" (or an aggregate alias), "
    "\"direction\": \"ASC\" | \"DESC\"}]; \"limit\": a number of rows or "
    "null.\n";

static const char standard_fields[] =
    "\n"
    "\"intent_summary\": the question in your words. \"reason\" on a "
    "selection, a column or a join edge: why it is there, briefly; "
    "\"confidence\" on the plan, a selection or a join edge: 0 to 1. A "
    "column's \"alias\" names its output. \"distinct\": true for "
    "distinct rows; \"offset\": rows to skip. In a list of filters, "
    "{\"any\": [filters]} is OR, {\"all\": [filters]} is AND and "
    "{\"not\": filter} negates.\n";

static const char expressions[] =
    "\n"
    "\"computed_columns\": [{\"alias\", \"expression\"}]: values "
    "computed from columns. An expression is {\"table\", \"column\"}, "
    "{\"value\", \"type\": integer | number | string | boolean | date | "
    "datetime}, {\"fn\", \"args\": [expressions]} with fn one of + - * / "
    "coalesce nullif abs round lower upper length substr concat, cast "
    "(with \"type\": integer | number | string | date | datetime), "
    "date_trunc and date_part (with \"unit\": year | quarter | month | "
    "week | day) and date_diff, or {\"case\": [{\"when\": filter, "
    "\"then\": expression}], \"else\": expression}. A computed column's "
    "alias may be grouped, filtered and ordered by, as {\"column\": "
    "alias}. An aggregate may take \"expression\" instead of a column "
    "(revenue: SUM of price * quantity).\n"
    "Dates: the filter op in_period with value {\"period\": this | last "
    "| next | to_date, \"unit\": year | quarter | month | week | day, "
    "\"count\": N, \"include_current\": true when the current unit "
    "counts} means \"the last 3 months\" and the like; never write "
    "today's date yourself.\n";

static const char full_fields[] =
    "\n"
    "\"window_functions\": [{\"function\": ROW_NUMBER | RANK | "
    "DENSE_RANK | NTILE | LAG | LEAD | SUM | AVG | COUNT | MIN | MAX, "
    "\"table\", \"column\", \"partition_by\": [columns], \"order_by\": "
    "[order items], \"alias\"}] add ranked or running values; NTILE "
    "takes \"buckets\", LAG and LEAD \"offset\" and \"default\".\n"
    "\"subquery_filters\": [{\"outer_table\", \"outer_column\", \"op\": "
    "in | not_in | exists | not_exists | = | > | ..., \"query\": a query "
    "of the plan's own shape (selections, join_edges, group_by, ...), "
    "\"correlated_on\": [{\"outer\": {\"table\", \"column\"}, \"inner\": "
    "{\"table\", \"column\"}}] for exists}]: rows of one query that "
    "relate to another. The short form {\"outer_table\", "
    "\"outer_column\", \"op\", \"subquery_table\", \"subquery_column\", "
    "\"subquery_filters\", \"aggregate\": COUNT | SUM | AVG | MIN | MAX} "
    "compares with one column of one table.\n"
    "\"ctes\": [{\"name\", then the fields of a query}] name a query "
    "that later selections read as a table. \"set_operations\": "
    "[{\"op\": union | union_all | intersect | except, \"query\"}] "
    "combine queries of the same columns.\n"
    "\"output\": false on a grouped column, an aggregate or a computed "
    "column computes it without showing it. A \"schema\" on a selection "
    "names the schema of its table; \"include_only_for_join\": true "
    "joins a table without showing its columns. A column's "
    "\"value_type\" (string | number | integer | boolean | date | "
    "datetime | unknown) types the values compared with it. \"comment\" "
    "and \"source_text\" (the words of the question a filter comes from) "
    "are notes.\n";

static const char ending[] =
    "\n"
    "Answer with the JSON object only: no prose, no code fence, no SQL.\n";

void ask_instructions(strbuf *out, enum ask_tier tier)
{
	strbuf_puts(out, intro);
	strbuf_puts(out, decisions);
	strbuf_puts(out, selections);
	strbuf_puts(out, filters);
	strbuf_puts(out, grouping);
	if (tier >= ASK_TIER_STANDARD) {
		strbuf_puts(out, standard_fields);
		strbuf_puts(out, expressions);
	}
	if (tier >= ASK_TIER_FULL)
		strbuf_puts(out, full_fields);
	strbuf_puts(out, ending);
}
