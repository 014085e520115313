/* DuckDB's values as text (exec_duckdb.h), as PostgreSQL writes the same
 * values: numbers in their shortest exact form, dates and times in ISO
 * form with the fraction of a second only as long as needed; booleans
 * are 1 and 0, as SQLite and MySQL give them. */
#include "exec/exec_duckdb.h"

#include <inttypes.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

/* ---- integers of up to 128 bits ---- */

/* The decimal digits of the magnitude hi * 2^64 + lo, most significant
 * first, with a '.' before the last scale of them. */
/* The last decimal digit of the number in limbs (most significant
 * first), which is divided by 10; whether the quotient is 0 goes to
 * *zero. */
static char divide_by_ten(uint32_t limbs[4], bool *zero)
{
	uint64_t rest = 0;
	*zero = true;
	for (int i = 0; i < 4; i++) {
		uint64_t part = (rest << 32) | limbs[i];
		limbs[i] = (uint32_t)(part / 10);
		rest = part % 10;
		*zero = *zero && limbs[i] == 0;
	}
	return (char)('0' + rest);
}

static void put_u128(strbuf *out, uint64_t hi, uint64_t lo, unsigned scale)
{
	uint32_t limbs[4] = {(uint32_t)(hi >> 32), (uint32_t)hi,
			     (uint32_t)(lo >> 32), (uint32_t)lo};
	char digits[48];
	size_t n = 0;
	bool zero = false;
	/* every digit, and at least one before the point */
	while (!zero || n <= scale)
		digits[n++] = divide_by_ten(limbs, &zero);
	while (n > 0) {
		if (n == scale)
			strbuf_putc(out, '.');
		strbuf_putc(out, digits[--n]);
	}
}

/* A two's complement value of 128 bits. */
static void put_i128(strbuf *out, int64_t hi, uint64_t lo, unsigned scale)
{
	uint64_t uhi = (uint64_t)hi;
	if (hi < 0) { /* the magnitude: invert and add one */
		strbuf_putc(out, '-');
		uhi = ~uhi;
		lo = ~lo + 1;
		uhi += lo == 0;
	}
	put_u128(out, uhi, lo, scale);
}

static void put_i64(strbuf *out, int64_t v, unsigned scale)
{
	put_i128(out, v < 0 ? -1 : 0, (uint64_t)v, scale);
}

/* ---- floating values ---- */

/* The fewest significant digits that read back as the same value. */
static void put_double(strbuf *out, double v)
{
	if (isnan(v)) {
		strbuf_puts(out, "NaN");
		return;
	}
	if (isinf(v)) {
		strbuf_puts(out, v < 0 ? "-Infinity" : "Infinity");
		return;
	}
	char text[32];
	for (int digits = 15; digits <= 17; digits++) {
		snprintf(text, sizeof text, "%.*g", digits, v);
		if (strtod(text, NULL) == v)
			break;
	}
	strbuf_puts(out, text);
}

/* ---- dates and times ---- */

static void put_fraction(strbuf *out, int64_t value, int width)
{
	if (!value)
		return;
	char text[32];
	snprintf(text, sizeof text, ".%0*" PRId64, width, value);
	size_t len = strlen(text);
	while (text[len - 1] == '0')
		len--;
	strbuf_put(out, text, len);
}

static void put_date(strbuf *out, duckdb_date_struct d)
{
	char text[32];
	snprintf(text, sizeof text, "%04" PRId32 "-%02d-%02d", d.year, d.month,
		 d.day);
	strbuf_puts(out, text);
}

static void put_time(strbuf *out, duckdb_time_struct t, int64_t fraction,
		     int width)
{
	char text[16];
	snprintf(text, sizeof text, "%02d:%02d:%02d", t.hour, t.min, t.sec);
	strbuf_puts(out, text);
	put_fraction(out, fraction, width);
}

static void put_date_value(strbuf *out, duckdb_date d)
{
	if (!duckdb_is_finite_date(d))
		strbuf_puts(out, d.days < 0 ? "-infinity" : "infinity");
	else
		put_date(out, duckdb_from_date(d));
}

/* micros since 1970 UTC; nanos: the nanoseconds past them, for a
 * TIMESTAMP_NS (-1: a microsecond value) */
static void put_timestamp(strbuf *out, duckdb_timestamp ts, int64_t nanos)
{
	if (!duckdb_is_finite_timestamp(ts)) {
		strbuf_puts(out, ts.micros < 0 ? "-infinity" : "infinity");
		return;
	}
	duckdb_timestamp_struct s = duckdb_from_timestamp(ts);
	put_date(out, s.date);
	strbuf_putc(out, ' ');
	if (nanos < 0)
		put_time(out, s.time, s.time.micros, 6);
	else
		put_time(out, s.time, (int64_t)s.time.micros * 1000 + nanos, 9);
}

static int64_t floor_div(int64_t a, int64_t b)
{
	return a / b - (a % b != 0 && (a < 0) != (b < 0));
}

static void put_timestamp_value(strbuf *out, duckdb_type type, int64_t v)
{
	switch (type) {
	case DUCKDB_TYPE_TIMESTAMP_S:
		put_timestamp(out, (duckdb_timestamp){v * 1000000}, -1);
		break;
	case DUCKDB_TYPE_TIMESTAMP_MS:
		put_timestamp(out, (duckdb_timestamp){v * 1000}, -1);
		break;
	case DUCKDB_TYPE_TIMESTAMP_NS:
		put_timestamp(out, (duckdb_timestamp){floor_div(v, 1000)},
			      v - floor_div(v, 1000) * 1000);
		break;
	default:
		put_timestamp(out, (duckdb_timestamp){v}, -1);
		if (type == DUCKDB_TYPE_TIMESTAMP_TZ)
			strbuf_puts(out, "+00");
		break;
	}
}

/* ---- other values ---- */

static void put_hex(strbuf *out, const unsigned char *bytes, size_t n)
{
	static const char hex[] = "0123456789abcdef";
	for (size_t i = 0; i < n; i++) {
		strbuf_putc(out, hex[bytes[i] >> 4]);
		strbuf_putc(out, hex[bytes[i] & 15]);
	}
}

/* DuckDB keeps a UUID as a hugeint with its first bit flipped, so that
 * UUIDs sort as their text does. */
static void put_uuid(strbuf *out, duckdb_hugeint v)
{
	uint64_t hi = (uint64_t)v.upper ^ (UINT64_C(1) << 63);
	unsigned char bytes[16];
	for (int i = 0; i < 8; i++) {
		bytes[i] = (unsigned char)(hi >> (56 - 8 * i));
		bytes[8 + i] = (unsigned char)(v.lower >> (56 - 8 * i));
	}
	static const int groups[] = {4, 2, 2, 2, 6};
	const unsigned char *b = bytes;
	for (int g = 0; g < 5; b += groups[g], g++) {
		if (g)
			strbuf_putc(out, '-');
		put_hex(out, b, (size_t)groups[g]);
	}
}

static void put_string(strbuf *out, const duckdb_string_t *s, bool blob)
{
	uint32_t n = duckdb_string_t_length(*s);
	const char *data = duckdb_string_t_data((duckdb_string_t *)s);
	if (!blob) {
		strbuf_put(out, data, n);
		return;
	}
	strbuf_puts(out, "\\x"); /* PostgreSQL's form of bytes */
	put_hex(out, (const unsigned char *)data, n);
}

/* An integer of type t at row, as 64 bits: true unless t is none. */
static bool integer_at(duckdb_type t, const void *data, idx_t row, int64_t *v)
{
	switch (t) {
	case DUCKDB_TYPE_TINYINT:
		*v = ((const int8_t *)data)[row];
		return true;
	case DUCKDB_TYPE_SMALLINT:
		*v = ((const int16_t *)data)[row];
		return true;
	case DUCKDB_TYPE_INTEGER:
		*v = ((const int32_t *)data)[row];
		return true;
	case DUCKDB_TYPE_BIGINT:
		*v = ((const int64_t *)data)[row];
		return true;
	case DUCKDB_TYPE_UTINYINT:
		*v = ((const uint8_t *)data)[row];
		return true;
	case DUCKDB_TYPE_USMALLINT:
		*v = ((const uint16_t *)data)[row];
		return true;
	case DUCKDB_TYPE_UINTEGER:
		*v = ((const uint32_t *)data)[row];
		return true;
	default:
		return false;
	}
}

static void put_enum(strbuf *out, const struct exec_duckdb_column *c,
		     const void *data, idx_t row)
{
	int64_t index = 0;
	integer_at(c->stored, data, row, &index);
	char *text = duckdb_enum_dictionary_value(c->logical, (idx_t)index);
	strbuf_puts(out, text ? text : "");
	duckdb_free(text);
}

static void put_number(strbuf *out, duckdb_type t, unsigned scale,
		       const void *data, idx_t row)
{
	int64_t v;
	if (integer_at(t, data, row, &v)) {
		put_i64(out, v, scale);
	} else if (t == DUCKDB_TYPE_UBIGINT) {
		put_u128(out, 0, ((const uint64_t *)data)[row], scale);
	} else if (t == DUCKDB_TYPE_HUGEINT) {
		duckdb_hugeint h = ((const duckdb_hugeint *)data)[row];
		put_i128(out, h.upper, h.lower, scale);
	} else if (t == DUCKDB_TYPE_UHUGEINT) {
		duckdb_uhugeint h = ((const duckdb_uhugeint *)data)[row];
		put_u128(out, h.upper, h.lower, scale);
	} else if (t == DUCKDB_TYPE_FLOAT) {
		put_double(out, ((const float *)data)[row]);
	} else {
		put_double(out, ((const double *)data)[row]);
	}
}

void exec_duckdb_value_text(const struct exec_duckdb_column *c,
			    const void *data, idx_t row, strbuf *out)
{
	switch (c->type) {
	case DUCKDB_TYPE_BOOLEAN:
		strbuf_putc(out, ((const bool *)data)[row] ? '1' : '0');
		break;
	case DUCKDB_TYPE_VARCHAR:
	case DUCKDB_TYPE_BLOB:
		put_string(out, (const duckdb_string_t *)data + row,
			   c->type == DUCKDB_TYPE_BLOB);
		break;
	case DUCKDB_TYPE_DATE:
		put_date_value(out, ((const duckdb_date *)data)[row]);
		break;
	case DUCKDB_TYPE_TIME: {
		duckdb_time t = ((const duckdb_time *)data)[row];
		duckdb_time_struct s = duckdb_from_time(t);
		put_time(out, s, s.micros, 6);
		break;
	}
	case DUCKDB_TYPE_TIMESTAMP:
	case DUCKDB_TYPE_TIMESTAMP_S:
	case DUCKDB_TYPE_TIMESTAMP_MS:
	case DUCKDB_TYPE_TIMESTAMP_NS:
	case DUCKDB_TYPE_TIMESTAMP_TZ:
		put_timestamp_value(out, c->type, ((const int64_t *)data)[row]);
		break;
	case DUCKDB_TYPE_UUID:
		put_uuid(out, ((const duckdb_hugeint *)data)[row]);
		break;
	case DUCKDB_TYPE_ENUM:
		put_enum(out, c, data, row);
		break;
	case DUCKDB_TYPE_DECIMAL:
		put_number(out, c->stored, c->scale, data, row);
		break;
	default:
		put_number(out, c->type, 0, data, row);
		break;
	}
	strbuf_putc(out, '\0');
}

/* ---- choosing the reader ---- */

/* booleans too: 1 and 0 */
static bool is_number(duckdb_type t)
{
	return (t >= DUCKDB_TYPE_BOOLEAN && t <= DUCKDB_TYPE_DOUBLE) ||
	       t == DUCKDB_TYPE_HUGEINT || t == DUCKDB_TYPE_UHUGEINT ||
	       t == DUCKDB_TYPE_DECIMAL;
}

static bool is_read(duckdb_type t)
{
	switch (t) {
	case DUCKDB_TYPE_BOOLEAN:
	case DUCKDB_TYPE_VARCHAR:
	case DUCKDB_TYPE_BLOB:
	case DUCKDB_TYPE_DATE:
	case DUCKDB_TYPE_TIME:
	case DUCKDB_TYPE_TIMESTAMP:
	case DUCKDB_TYPE_TIMESTAMP_S:
	case DUCKDB_TYPE_TIMESTAMP_MS:
	case DUCKDB_TYPE_TIMESTAMP_NS:
	case DUCKDB_TYPE_TIMESTAMP_TZ:
	case DUCKDB_TYPE_UUID:
	case DUCKDB_TYPE_ENUM:
		return true;
	default:
		return is_number(t);
	}
}

/* The names of the types plansql does not read, by duckdb_type. */
static const char *type_name(int t)
{
	static const char *const names[] = {[15] = "INTERVAL",
					    [24] = "LIST",
					    [25] = "STRUCT",
					    [26] = "MAP",
					    [28] = "UNION",
					    [29] = "BIT",
					    [30] = "TIME WITH TIME ZONE",
					    [33] = "ARRAY",
					    [35] = "VARINT",
					    [36] = "NULL type"};
	if (t >= 0 && (size_t)t < sizeof names / sizeof *names && names[t])
		return names[t];
	return NULL;
}

bool exec_duckdb_column_init(struct exec_duckdb_column *c,
			     duckdb_result *result, idx_t i, strbuf *why)
{
	*c = (struct exec_duckdb_column){.type = duckdb_column_type(result, i)};
	if (!is_read(c->type)) {
		const char *name = type_name((int)c->type);
		if (name)
			strbuf_printf(why,
				      "column %" PRIu64 " holds DuckDB "
				      "values of type %s, which plansql does "
				      "not read; cast them to VARCHAR",
				      i + 1, name);
		else
			strbuf_printf(why,
				      "column %" PRIu64 " holds DuckDB "
				      "values of a type plansql does not "
				      "know (%d); cast them to VARCHAR",
				      i + 1, (int)c->type);
		return false;
	}
	c->kind =
	    is_number(c->type) ? PLANSQL_VALUE_NUMBER : PLANSQL_VALUE_TEXT;
	if (c->type == DUCKDB_TYPE_DECIMAL || c->type == DUCKDB_TYPE_ENUM) {
		c->logical = duckdb_column_logical_type(result, i);
		c->stored = c->type == DUCKDB_TYPE_DECIMAL
				? duckdb_decimal_internal_type(c->logical)
				: duckdb_enum_internal_type(c->logical);
		c->scale = c->type == DUCKDB_TYPE_DECIMAL
			       ? duckdb_decimal_scale(c->logical)
			       : 0;
	}
	return true;
}

void exec_duckdb_column_release(struct exec_duckdb_column *c)
{
	if (c->logical)
		duckdb_destroy_logical_type(&c->logical);
}
