/* Using libplansql from a program: compile one plan for every dialect
 * and print the SQL, or the diagnostics when the plan is rejected.
 *
 *   cc api-example.c $(pkg-config --cflags --libs plansql) -o api-example
 *   ./api-example plan.json
 */
#include <plansql.h>
#include <stdio.h>
#include <stdlib.h>

static char *slurp(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	char *text = NULL;
	size_t cap = 0, got;
	*len = 0;
	if (!f)
		return NULL;
	do {
		if (*len == cap) {
			char *grown = realloc(text, cap = cap ? cap * 2 : 4096);
			if (!grown)
				break;
			text = grown;
		}
		got = fread(text + *len, 1, cap - *len, f);
		*len += got;
	} while (got > 0);
	fclose(f);
	return text;
}

int main(int argc, char **argv)
{
	size_t len;
	char *json = argc == 2 ? slurp(argv[1], &len) : NULL;
	if (!json) {
		fprintf(stderr, "usage: api-example PLAN.json\n");
		return 2;
	}
	/* read once, compile for each dialect from the plan in memory */
	plansql_plan *plan;
	plansql_result *read = plansql_plan_read(json, len, &plan);
	int status = plan ? 0 : 1;
	for (size_t i = 0; i < plansql_result_diagnostic_count(read); i++) {
		char *line = plansql_diagnostic_text(
		    plansql_result_diagnostic(read, i), argv[1]);
		fprintf(stderr, "%s\n", line);
		plansql_free(line);
	}
	plansql_result_free(read);
	for (size_t d = 0; plan && d < plansql_dialect_count(); d++) {
		plansql_options options = {.size = sizeof(plansql_options),
					   .dialect = (plansql_dialect)d,
					   .flags = PLANSQL_COMPACT};
		plansql_result *r = plansql_plan_compile(plan, &options);
		if (plansql_result_ok(r))
			printf("%s: %s\n",
			       plansql_dialect_name(options.dialect),
			       plansql_result_sql(r));
		else
			status = 1;
		plansql_result_free(r);
	}
	plansql_plan_free(plan);
	free(json);
	return status;
}
