#include "catalog_db.h"
