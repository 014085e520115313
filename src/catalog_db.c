/* plansql_catalog_load and plansql_catalog_json. */
#include "catalog_db.h"
