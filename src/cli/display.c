#include "display.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

struct range {
	uint32_t first, last;
};

/* East Asian Wide and Fullwidth: CJK, Hangul, kana, fullwidth forms and
 * the emoji shown as pictures. */
static const struct range wide[] = {
    {0x1100, 0x115F},	{0x231A, 0x231B},   {0x2329, 0x232A},
    {0x23E9, 0x23EC},	{0x23F0, 0x23F0},   {0x23F3, 0x23F3},
    {0x25FD, 0x25FE},	{0x2614, 0x2615},   {0x2648, 0x2653},
    {0x267F, 0x267F},	{0x2693, 0x2693},   {0x26A1, 0x26A1},
    {0x26AA, 0x26AB},	{0x26BD, 0x26BE},   {0x26C4, 0x26C5},
    {0x26CE, 0x26CE},	{0x26D4, 0x26D4},   {0x26EA, 0x26EA},
    {0x26F2, 0x26F3},	{0x26F5, 0x26F5},   {0x26FA, 0x26FA},
    {0x26FD, 0x26FD},	{0x2705, 0x2705},   {0x270A, 0x270B},
    {0x2728, 0x2728},	{0x274C, 0x274C},   {0x274E, 0x274E},
    {0x2753, 0x2755},	{0x2757, 0x2757},   {0x2795, 0x2797},
    {0x27B0, 0x27B0},	{0x27BF, 0x27BF},   {0x2B1B, 0x2B1C},
    {0x2B50, 0x2B50},	{0x2B55, 0x2B55},   {0x2E80, 0x3029},
    {0x302E, 0x303E},	{0x3041, 0x3098},   {0x309B, 0x3247},
    {0x3250, 0x33FF},	{0x3400, 0x4DBF},   {0x4E00, 0x9FFF},
    {0xA000, 0xA4CF},	{0xA960, 0xA97F},   {0xAC00, 0xD7A3},
    {0xF900, 0xFAFF},	{0xFE10, 0xFE19},   {0xFE30, 0xFE6F},
    {0xFF01, 0xFF60},	{0xFFE0, 0xFFE6},   {0x16FE0, 0x16FE4},
    {0x17000, 0x18CFF}, {0x1B000, 0x1B2FF}, {0x1F004, 0x1F004},
    {0x1F0CF, 0x1F0CF}, {0x1F18E, 0x1F18E}, {0x1F191, 0x1F19A},
    {0x1F200, 0x1F202}, {0x1F210, 0x1F23B}, {0x1F240, 0x1F248},
    {0x1F250, 0x1F251}, {0x1F260, 0x1F265}, {0x1F300, 0x1F320},
    {0x1F32D, 0x1F335}, {0x1F337, 0x1F37C}, {0x1F37E, 0x1F393},
    {0x1F3A0, 0x1F3CA}, {0x1F3CF, 0x1F3D3}, {0x1F3E0, 0x1F3F0},
    {0x1F3F4, 0x1F3F4}, {0x1F3F8, 0x1F43E}, {0x1F440, 0x1F440},
    {0x1F442, 0x1F4FC}, {0x1F4FF, 0x1F53D}, {0x1F54B, 0x1F54E},
    {0x1F550, 0x1F567}, {0x1F57A, 0x1F57A}, {0x1F595, 0x1F596},
    {0x1F5A4, 0x1F5A4}, {0x1F5FB, 0x1F64F}, {0x1F680, 0x1F6C5},
    {0x1F6CC, 0x1F6CC}, {0x1F6D0, 0x1F6D2}, {0x1F6D5, 0x1F6D7},
    {0x1F6EB, 0x1F6EC}, {0x1F6F4, 0x1F6FC}, {0x1F7E0, 0x1F7EB},
    {0x1F90C, 0x1F93A}, {0x1F93C, 0x1F945}, {0x1F947, 0x1F9FF},
    {0x1FA70, 0x1FAFF}, {0x20000, 0x2FFFD}, {0x30000, 0x3FFFD},
};

/* Combining marks, the vowels and finals of conjoining Hangul, and the
 * characters that take no room (zero-width space and joiners, variation
 * selectors, the byte order mark). */
static const struct range zero_width[] = {
    {0x0300, 0x036F}, {0x0483, 0x0489},	  {0x0591, 0x05BD}, {0x05BF, 0x05BF},
    {0x05C1, 0x05C2}, {0x05C4, 0x05C5},	  {0x05C7, 0x05C7}, {0x0610, 0x061A},
    {0x064B, 0x065F}, {0x0670, 0x0670},	  {0x06D6, 0x06DC}, {0x06DF, 0x06E4},
    {0x06E7, 0x06E8}, {0x06EA, 0x06ED},	  {0x0711, 0x0711}, {0x0730, 0x074A},
    {0x0900, 0x0902}, {0x093A, 0x093A},	  {0x093C, 0x093C}, {0x0941, 0x0948},
    {0x094D, 0x094D}, {0x0951, 0x0957},	  {0x0962, 0x0963}, {0x0E31, 0x0E31},
    {0x0E34, 0x0E3A}, {0x0E47, 0x0E4E},	  {0x1160, 0x11FF}, {0x1AB0, 0x1AFF},
    {0x1DC0, 0x1DFF}, {0x200B, 0x200F},	  {0x2060, 0x2064}, {0x20D0, 0x20FF},
    {0x302A, 0x302D}, {0x3099, 0x309A},	  {0xFE00, 0xFE0F}, {0xFE20, 0xFE2F},
    {0xFEFF, 0xFEFF}, {0xE0000, 0xE0FFF},
};

static bool in_ranges(uint32_t cp, const struct range *r, size_t n)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = lo + (hi - lo) / 2;
		if (cp < r[mid].first)
			hi = mid;
		else if (cp > r[mid].last)
			lo = mid + 1;
		else
			return true;
	}
	return false;
}

/* Columns a terminal gives cp: 2 for East Asian wide and fullwidth
 * characters, 0 for combining marks and other zero-width characters,
 * 1 otherwise. */
static int display_columns(uint32_t cp)
{
	if (cp < 0x300)
		return 1;
	if (in_ranges(cp, zero_width, sizeof zero_width / sizeof *zero_width))
		return 0;
	return in_ranges(cp, wide, sizeof wide / sizeof *wide) ? 2 : 1;
}

/* C1 controls, the bidirectional marks, embeddings, overrides and
 * isolates, and the byte order mark: a terminal may act on the first,
 * reorders text after the next, and shows nothing for the last.  The
 * library's escaping (common/diag.c) holds the same list. */
static bool unsafe(uint32_t cp)
{
	return (cp >= 0x80 && cp <= 0x9F) || cp == 0x200E || cp == 0x200F ||
	       (cp >= 0x202A && cp <= 0x202E) ||
	       (cp >= 0x2066 && cp <= 0x2069) || cp == 0xFEFF;
}

/* The length of the valid UTF-8 sequence at s and its code point, or 0.
 * s is NUL-terminated, and NUL never continues a sequence. */
static size_t decode(const unsigned char *s, uint32_t *cp)
{
	size_t n;
	uint32_t min;
	if (s[0] >= 0xC2 && s[0] <= 0xDF) {
		n = 2, min = 0x80, *cp = s[0] & 0x1F;
	} else if (s[0] >= 0xE0 && s[0] <= 0xEF) {
		n = 3, min = 0x800, *cp = s[0] & 0x0F;
	} else if (s[0] >= 0xF0 && s[0] <= 0xF4) {
		n = 4, min = 0x10000, *cp = s[0] & 0x07;
	} else {
		return 0;
	}
	for (size_t i = 1; i < n; i++) {
		if ((s[i] & 0xC0) != 0x80)
			return 0;
		*cp = *cp << 6 | (s[i] & 0x3F);
	}
	if (*cp < min || *cp > 0x10FFFF || (*cp >= 0xD800 && *cp <= 0xDFFF))
		return 0;
	return n;
}

static const char *ascii_escape(unsigned char c)
{
	switch (c) {
	case '\t':
		return "\\t";
	case '\n':
		return "\\n";
	case '\r':
		return "\\r";
	case '\\':
		return "\\\\";
	}
	return NULL;
}

/* Writes \xHH (a byte) or \uHHHH (a code point), when out is given;
 * returns its width. */
static size_t put_escape(FILE *out, char kind, uint32_t value)
{
	static const char hex[] = "0123456789ABCDEF";
	char text[8] = {'\\', kind};
	size_t digits = kind == 'x' ? 2 : 4, n = 2;
	for (size_t i = digits; i-- > 0;)
		text[n++] = hex[(value >> (4 * i)) & 0xF];
	if (out)
		fwrite(text, 1, n, out);
	return n;
}

size_t display_ascii(FILE *out, unsigned char c)
{
	const char *escaped = ascii_escape(c);
	if (escaped) {
		if (out)
			fputs(escaped, out);
		return 2;
	}
	if (c < 0x20 || c == 0x7F)
		return put_escape(out, 'x', c);
	if (out)
		fputc(c, out);
	return 1;
}

/* Shows the character at *s and moves past it; returns its width. */
static size_t show_one(FILE *out, const unsigned char **s)
{
	const unsigned char *c = *s;
	if (*c < 0x80) {
		*s = c + 1;
		return display_ascii(out, *c);
	}
	uint32_t cp;
	size_t n = decode(c, &cp);
	if (n == 0) {
		*s = c + 1;
		return put_escape(out, 'x', *c);
	}
	*s = c + n;
	if (unsafe(cp))
		return put_escape(out, 'u', cp);
	if (out)
		fwrite(c, 1, n, out);
	return (size_t)display_columns(cp);
}

/* SQL keeps its lines, tabs and backslashes: only what a terminal would
 * act on is escaped (a value's ESC or BEL, a carriage return, C1
 * controls, bidirectional overrides, bytes that are not UTF-8). */
void display_sql(FILE *out, const char *sql)
{
	const unsigned char *c = (const unsigned char *)sql;
	while (*c) {
		if (*c == '\n' || *c == '\t' || *c == '\\')
			fputc(*c++, out);
		else
			show_one(out, &c);
	}
}

void display_statement(FILE *out, const char *sql)
{
	display_sql(out, sql);
	fputs(";\n", out);
}

size_t display_text(FILE *out, const char *s)
{
	return display_text_marking(out, s, "");
}

size_t display_text_marking(FILE *out, const char *s, const char *marked)
{
	size_t width = 0;
	const unsigned char *c = (const unsigned char *)s;
	while (*c) {
		if (*c != '\\' && strchr(marked, *c)) {
			if (out)
				fputc('\\', out);
			width++;
		}
		width += show_one(out, &c);
	}
	return width;
}
