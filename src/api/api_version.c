#include "plansql.h"

const char *plansql_version(void)
{
	return PLANSQL_VERSION;
}

int plansql_version_number(void)
{
	return PLANSQL_VERSION_NUMBER;
}
