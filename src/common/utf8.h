/* Strict UTF-8: no overlong forms, no surrogates, nothing past U+10FFFF. */
#ifndef PLANSQL_UTF8_H
#define PLANSQL_UTF8_H

#include <stddef.h>
#include <stdint.h>

/* Decodes one code point; returns its byte length, or 0 when s does not
 * start with a valid UTF-8 sequence. */
size_t utf8_decode(const char *s, size_t n, uint32_t *cp);
/* Bytes of the encoding of cp (1..4) written to out. */
size_t utf8_encode(uint32_t cp, char out[4]);
/* Number of code points of valid UTF-8 text. */
size_t utf8_count(const char *s, size_t n);
/* Number of UTF-16 code units of valid UTF-8 text. */
size_t utf8_utf16_units(const char *s, size_t n);
/* Whether a terminal must be shown cp escaped: C0 controls and DEL,
 * which it may act on; C1 controls; the bidirectional marks,
 * embeddings, overrides and isolates, which reorder what follows them
 * on screen; and the byte order mark, which shows as nothing.  The one
 * list: diagnostics and the display of text (display.h) both use it. */
int utf8_terminal_unsafe(uint32_t cp);
/* 1 when every byte is below 0x80. */
int utf8_is_ascii(const char *s, size_t n);

#endif
