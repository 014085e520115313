/* What the model is taught about the plan format, per tier: each tier
 * adds sections to the one below it, and teaches exactly the fields its
 * schema (schemas/llm/) allows.  The rules say what models get wrong
 * when nobody tells them (ask.md, "The instructions"); the examples are
 * plans that tests/tree/ask-examples.sh compiles and runs on the database
 * they describe, so they can only teach plans that work. */
#include "ask/ask_prompt.h"

static const char intro[] =
    "You turn a question about a database into a query plan: one JSON "
    "object, and nothing else. Never write SQL; the plan names tables, "
    "columns, joins, filters, grouping, ordering and a row limit, and a "
    "compiler writes the SQL from it. Use only tables and columns of the "
    "database description, spelled exactly as there.\n";

static const char decisions[] =
    "\n"
    "\"decision\": \"proceed\" when the plan answers the question, in "
    "the reading most people would mean even when another is possible; "
    "\"clarify\" only when readings would give different answers and "
    "none is likelier: still give the plan of the likeliest reading, and "
    "list the open points in \"ambiguities\" (an array of short "
    "questions to the user); \"terminate\" when the database cannot "
    "answer it, with \"termination_reason\" and no selections.\n";

static const char selections[] =
    "\n"
    "\"selections\": the tables read, the first one is the FROM table. "
    "Each: {\"table\", \"alias\" (only to read a table twice), "
    "\"columns\": [{\"table\", \"column\", \"role\": \"projection\" "
    "(shown) or \"filter\" (used to filter, group or sort, not shown)}], "
    "\"filters\": [filter]}.\n"
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
    "of rows), \"alias\", \"output\"}], \"having_filters\": [filter on "
    "an aggregate alias]}. \"output\": false computes an aggregate "
    "without showing it, to sort or filter by it. With group_by, the "
    "answer is the group_by_columns, then the shown aggregates; with "
    "\"aggregates\": [] it is one row per group.\n"
    "\"order_by\": [{\"table\", \"column\" (or an aggregate alias), "
    "\"direction\": \"ASC\" | \"DESC\"}]; \"limit\": a number of rows or "
    "null.\n";

static const char rules[] =
    "\n"
    "Rules:\n"
    "- Show what the question asks for, nothing more: no ids, counts or "
    "sort keys it did not ask for.\n"
    "- A column an aggregate reads is not listed in \"columns\": a total "
    "is the SUM of price alone, not price and the SUM of price.\n"
    "- \"The most\" or \"the least\": group, order by the aggregate's "
    "alias DESC or ASC, limit 1, with \"output\": false on the aggregate "
    "unless the number is asked for.\n"
    "- Count rows with COUNT and no column; count different things with "
    "COUNT_DISTINCT of their key.\n"
    "- Compare text with the spelling the database's examples show.\n";

static const char standard_fields[] =
    "\n"
    "\"intent_summary\": the question in your words. \"reason\" on a "
    "selection, a column or a join edge: why it is there, briefly; "
    "\"confidence\" on the plan, a selection or a join edge: 0 to 1. A "
    "column's \"alias\" names its output. \"distinct\": true for "
    "distinct rows; \"offset\": rows to skip. \"include_only_for_join\": "
    "true on a selection joins its table without showing its columns. "
    "In a list of filters, "
    "{\"any\": [filters]} is OR, {\"all\": [filters]} is AND and "
    "{\"not\": filter} negates.\n";

static const char expressions[] =
    "\n"
    "\"computed_columns\": [{\"alias\", \"expression\", \"output\"}]: "
    "values computed from columns. An expression is {\"table\", "
    "\"column\"}, {\"value\", \"type\": integer | number | string | "
    "boolean | date | datetime}, {\"fn\", \"args\": [expressions]} with "
    "fn one of + - * / coalesce nullif abs round lower upper length "
    "substr concat, cast (with \"type\": integer | number | string | "
    "date | datetime), date_trunc and date_part (with \"unit\": year | "
    "quarter | month | week | day) and date_diff, or {\"case\": "
    "[{\"when\": filter, \"then\": expression}], \"else\": expression}. "
    "A computed column's alias may be grouped, filtered and ordered by, "
    "as {\"column\": alias}. An aggregate may take \"expression\" "
    "instead of a column (revenue: SUM of price * quantity).\n"
    "Dates: the filter op in_period with value {\"period\": this | last "
    "| next | to_date, \"unit\": year | quarter | month | week | day, "
    "\"count\": N, \"include_current\": true when the current unit "
    "counts} means \"the last 3 months\" and the like; never write "
    "today's date yourself.\n";

static const char nested_queries[] =
    "\n"
    "\"subquery_filters\": [{\"outer_table\", \"outer_column\", \"op\": "
    "in | not_in | exists | not_exists | = | > | ..., \"query\": a query "
    "of the plan's own shape (selections, join_edges, group_by, ...), "
    "\"correlated_on\": [{\"outer\": {\"table\", \"column\"}, \"inner\": "
    "{\"table\", \"column\"}}] for exists}]: rows of one query that "
    "relate to another. The short form {\"outer_table\", "
    "\"outer_column\", \"op\", \"subquery_table\", \"subquery_column\", "
    "\"subquery_filters\", \"aggregate\": COUNT | SUM | AVG | MIN | MAX} "
    "compares with one column of one table.\n"
    "\"set_operations\": [{\"op\": union | union_all | intersect | "
    "except, \"query\"}] combine queries of the same columns. \"ctes\": "
    "[{\"name\", then the fields of a query}] name a query that later "
    "selections read as a table.\n"
    "\"window_functions\": [{\"function\": ROW_NUMBER | RANK | "
    "DENSE_RANK | NTILE | LAG | LEAD | SUM | AVG | COUNT | MIN | MAX, "
    "\"table\", \"column\", \"partition_by\": [columns], \"order_by\": "
    "[order items], \"alias\"}] add ranked or running values; NTILE "
    "takes \"buckets\", LAG and LEAD \"offset\" and \"default\".\n"
    "\"output\": false on a group_by column computes it without showing "
    "it, as on an aggregate or a computed column.\n";

static const char nested_rules[] =
    "\n"
    "More rules:\n"
    "- \"A but not B\": the query of A, with B as an except set "
    "operation (or a not_in subquery filter); \"both A and B\": "
    "intersect.\n"
    "- \"More than the average\" (or the largest, ...): a subquery "
    "filter with the aggregate.\n"
    "- The top N of each group: a CTE numbering its rows with "
    "ROW_NUMBER partitioned by the group, and a selection of the CTE "
    "filtered on that number.\n";

static const char full_fields[] =
    "\n"
    "A \"schema\" on a selection names the schema of its table. A "
    "column's \"value_type\" (string | number | integer | "
    "boolean | date | datetime | unknown) types the values compared with "
    "it. \"comment\" and \"source_text\" (the words of the question a "
    "filter comes from) are notes.\n";

/* Examples on a database of their own; "A:" lines are plans, which
 * tests/tree/ask-examples.sh runs.  Each tier shows only fields it has. */
static const char examples_intro[] =
    "\n"
    "Examples, on a database of their own: authors(author_id PK, name, "
    "country), books(book_id PK, title, author_id, year, price), "
    "loans(loan_id PK, book_id, member, loan_date); books.author_id = "
    "authors.author_id, loans.book_id = books.book_id. Fields left out "
    "are null.\n";

static const char example_total[] =
    "Q: What do all the books cost together?\n"
    "A: {\"decision\":\"proceed\",\"selections\":[{\"table\":\"books\","
    "\"columns\":[]}],\"group_by\":{\"aggregates\":[{\"function\":"
    "\"SUM\",\"table\":\"books\",\"column\":\"price\",\"alias\":"
    "\"total_price\"}]}}\n";

static const char example_most_minimal[] =
    "Q: Which author has written the most books?\n"
    "A: {\"decision\":\"proceed\",\"selections\":[{\"table\":\"books\","
    "\"columns\":[]},{\"table\":\"authors\",\"columns\":[{\"table\":"
    "\"authors\",\"column\":\"name\",\"role\":\"projection\"}]}],"
    "\"join_edges\":[{\"from_table\":\"books\",\"from_column\":"
    "\"author_id\",\"to_table\":\"authors\",\"to_column\":\"author_id\","
    "\"join_type\":\"inner\"}],\"group_by\":{\"group_by_columns\":"
    "[{\"table\":\"authors\",\"column\":\"name\"}],\"aggregates\":"
    "[{\"function\":\"COUNT\",\"alias\":\"book_count\",\"output\":"
    "false}]},\"order_by\":[{\"column\":\"book_count\",\"direction\":"
    "\"DESC\"}],\"limit\":1}\n";

/* Grouped by the key too: two authors may share a name. */
static const char example_most[] =
    "Q: Which author has written the most books?\n"
    "A: {\"decision\":\"proceed\",\"selections\":[{\"table\":\"books\","
    "\"columns\":[]},{\"table\":\"authors\",\"columns\":[{\"table\":"
    "\"authors\",\"column\":\"name\",\"role\":\"projection\"}]}],"
    "\"join_edges\":[{\"from_table\":\"books\",\"from_column\":"
    "\"author_id\",\"to_table\":\"authors\",\"to_column\":\"author_id\","
    "\"join_type\":\"inner\"}],\"group_by\":{\"group_by_columns\":"
    "[{\"table\":\"authors\",\"column\":\"author_id\",\"output\":false},"
    "{\"table\":\"authors\",\"column\":\"name\"}],\"aggregates\":"
    "[{\"function\":\"COUNT\",\"alias\":\"book_count\",\"output\":"
    "false}]},\"order_by\":[{\"column\":\"book_count\",\"direction\":"
    "\"DESC\"}],\"limit\":1}\n";

static const char example_above_average[] =
    "Q: Which books cost more than the average book?\n"
    "A: {\"decision\":\"proceed\",\"selections\":[{\"table\":\"books\","
    "\"columns\":[{\"table\":\"books\",\"column\":\"title\",\"role\":"
    "\"projection\"}]}],\"subquery_filters\":[{\"outer_table\":"
    "\"books\",\"outer_column\":\"price\",\"op\":\">\","
    "\"subquery_table\":\"books\",\"subquery_column\":\"price\","
    "\"aggregate\":\"AVG\"}]}\n";

static const char example_but_not[] =
    "Q: Which authors have books from before 2000 but none from after "
    "2010?\n"
    "A: {\"decision\":\"proceed\",\"selections\":[{\"table\":"
    "\"authors\",\"columns\":[{\"table\":\"authors\",\"column\":"
    "\"name\",\"role\":\"projection\"}]},{\"table\":\"books\","
    "\"columns\":[],\"filters\":[{\"table\":\"books\",\"column\":"
    "\"year\",\"op\":\"<\",\"value\":2000}]}],\"join_edges\":"
    "[{\"from_table\":\"books\",\"from_column\":\"author_id\","
    "\"to_table\":\"authors\",\"to_column\":\"author_id\","
    "\"join_type\":\"inner\"}],\"set_operations\":[{\"op\":\"except\","
    "\"query\":{\"selections\":[{\"table\":\"authors\",\"columns\":"
    "[{\"table\":\"authors\",\"column\":\"name\",\"role\":"
    "\"projection\"}]},{\"table\":\"books\",\"columns\":[],\"filters\":"
    "[{\"table\":\"books\",\"column\":\"year\",\"op\":\">\",\"value\":"
    "2010}]}],\"join_edges\":[{\"from_table\":\"books\","
    "\"from_column\":\"author_id\",\"to_table\":\"authors\","
    "\"to_column\":\"author_id\",\"join_type\":\"inner\"}]}}]}\n";

static const char example_top_per_group[] =
    "Q: What is the most expensive book of each author?\n"
    "A: {\"decision\":\"proceed\",\"ctes\":[{\"name\":\"ranked\","
    "\"selections\":[{\"table\":\"books\",\"columns\":[{\"table\":"
    "\"books\",\"column\":\"title\",\"role\":\"projection\"}]}],"
    "\"window_functions\":[{\"function\":\"ROW_NUMBER\","
    "\"partition_by\":[{\"table\":\"books\",\"column\":\"author_id\"}],"
    "\"order_by\":[{\"table\":\"books\",\"column\":\"price\","
    "\"direction\":\"DESC\"}],\"alias\":\"place\"}]}],\"selections\":"
    "[{\"table\":\"ranked\",\"columns\":[{\"table\":\"ranked\","
    "\"column\":\"title\",\"role\":\"projection\"}],\"filters\":"
    "[{\"table\":\"ranked\",\"column\":\"place\",\"op\":\"=\","
    "\"value\":1}]}]}\n";

static const char ending[] =
    "\n"
    "Answer with the JSON object only: no prose, no code fence, no SQL.\n";

static void put_examples(strbuf *out, enum ask_tier tier)
{
	strbuf_puts(out, examples_intro);
	strbuf_puts(out, example_total);
	if (tier == ASK_TIER_MINIMAL) {
		strbuf_puts(out, example_most_minimal);
		return;
	}
	strbuf_puts(out, example_most);
	strbuf_puts(out, example_above_average);
	strbuf_puts(out, example_but_not);
	strbuf_puts(out, example_top_per_group);
}

void ask_instructions(strbuf *out, enum ask_tier tier)
{
	strbuf_puts(out, intro);
	strbuf_puts(out, decisions);
	strbuf_puts(out, selections);
	strbuf_puts(out, filters);
	strbuf_puts(out, grouping);
	strbuf_puts(out, rules);
	if (tier >= ASK_TIER_STANDARD) {
		strbuf_puts(out, standard_fields);
		strbuf_puts(out, expressions);
		strbuf_puts(out, nested_queries);
		strbuf_puts(out, nested_rules);
	}
	if (tier >= ASK_TIER_FULL)
		strbuf_puts(out, full_fields);
	put_examples(out, tier);
	strbuf_puts(out, ending);
}
