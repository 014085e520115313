#include "plansql.h"

const char *plansql_version(void)
{
	return PLANSQL_VERSION;
}
