/* ASCII case (ascii.h). */
#include "common/ascii.h"

bool ascii_equal_ci(const char *a, const char *b)
{
	for (; *a && *b; a++, b++)
		if (ascii_lower(*a) != ascii_lower(*b))
			return false;
	return *a == *b;
}
