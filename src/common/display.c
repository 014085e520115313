/* Text as a terminal shows it (display.h). */
#include "common/display.h"

#include <stdbool.h>
#include <stdint.h>
#include <string.h>

#include "common/utf8.h"

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

/* Appends \xHH (a byte) or \uHHHH (a code point); returns its width. */
static size_t put_escape(strbuf *sb, char kind, uint32_t value)
{
	static const char hex[] = "0123456789ABCDEF";
	char text[8] = {'\\', kind};
	size_t digits = kind == 'x' ? 2 : 4, n = 2;
	for (size_t i = digits; i-- > 0;)
		text[n++] = hex[(value >> (4 * i)) & 0xF];
	if (sb)
		strbuf_put(sb, text, n);
	return n;
}

static size_t put_ascii(strbuf *sb, unsigned char c, unsigned flags)
{
	bool kept = (flags & DISPLAY_SQL) &&
		    (c == '\n' || c == '\t' || c == '\\');
	const char *escaped = kept ? NULL : ascii_escape(c);
	if (escaped) {
		if (sb)
			strbuf_puts(sb, escaped);
		return 2;
	}
	if (!kept && (c < 0x20 || c == 0x7F))
		return put_escape(sb, 'x', c);
	if (sb)
		strbuf_putc(sb, (char)c);
	return 1;
}

/* Shows the character at *s and moves past it; returns its width. */
static size_t put_one(strbuf *sb, const char **s, size_t left,
		      unsigned flags)
{
	const unsigned char *c = (const unsigned char *)*s;
	if (*c < 0x80) {
		*s += 1;
		return put_ascii(sb, *c, flags);
	}
	uint32_t cp;
	size_t n = utf8_decode(*s, left, &cp);
	if (n == 0) {
		*s += 1;
		return put_escape(sb, 'x', *c);
	}
	if (sb && !utf8_terminal_unsafe(cp))
		strbuf_put(sb, *s, n);
	*s += n;
	if (utf8_terminal_unsafe(cp))
		return put_escape(sb, 'u', cp);
	return (size_t)display_columns(cp);
}

size_t display_put(strbuf *sb, const char *s, const char *marked,
		   unsigned flags)
{
	size_t width = 0, len = strlen(s);
	const char *end = s + len;
	while (s < end) {
		if (marked && *s != '\\' && strchr(marked, *s)) {
			if (sb)
				strbuf_putc(sb, '\\');
			width++;
		}
		width += put_one(sb, &s, (size_t)(end - s), flags);
	}
	return width;
}
