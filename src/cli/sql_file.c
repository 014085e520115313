/* A .sql file where a plan file is expected (sql_file.h). */
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "sql_file.h"

bool sql_file_path(const char *path)
{
	size_t n = strlen(path);
	return n >= 4 && !strcasecmp(path + n - 4, ".sql");
}

bool sql_file_import(struct input *in, const plansql_options *options)
{
	plansql_plan *plan = NULL;
	plansql_result *r =
	    plansql_plan_import(in->text, in->len, options, &plan);
	if (r)
		print_diagnostics(r, in->name);
	else
		fprintf(stderr, "plansql: out of memory\n");
	plansql_result_free(r);
	char *json = plansql_plan_json(plan);
	plansql_plan_free(plan);
	free_input(in);
	if (!json)
		return false;
	/* the plan text is the input from now on, freed as inputs are */
	in->len = strlen(json);
	in->text = malloc(in->len + 1);
	if (in->text)
		memcpy(in->text, json, in->len + 1);
	plansql_free(json);
	if (!in->text)
		fprintf(stderr, "plansql: out of memory\n");
	return in->text != NULL;
}
