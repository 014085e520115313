/* Word splitting for matching questions with tables (catalog_terms.h). */
#include "catalog/catalog_terms.h"

#include <string.h>

#include "catalog/catalog_match.h"

/* Words of questions that name no table or column. */
static const char *const common_words[] = {
    "a",     "about", "all",   "an",	"and",	 "any",	  "are",    "as",
    "at",    "be",    "by",    "can",	"did",	 "do",	  "does",   "each",
    "every", "for",   "from",  "give",	"has",	 "have",  "how",    "i",
    "in",    "is",    "it",    "its",	"list",	 "many",  "me",	    "much",
    "my",    "of",    "on",    "or",	"our",	 "per",	  "please", "show",
    "than",  "that",  "the",   "their", "there", "these", "this",   "those",
    "to",    "us",    "was",   "we",	"were",	 "what",  "when",   "where",
    "which", "who",   "whose", "with",	"would", "you"};

static bool is_common(const char *word)
{
	for (size_t i = 0; i < sizeof common_words / sizeof *common_words; i++)
		if (strcmp(common_words[i], word) == 0)
			return true;
	return false;
}

static bool is_upper(unsigned char c)
{
	return c >= 'A' && c <= 'Z';
}
static bool is_lower(unsigned char c)
{
	return c >= 'a' && c <= 'z';
}
static bool is_digit(unsigned char c)
{
	return c >= '0' && c <= '9';
}

/* Letters of other scripts (UTF-8 bytes) belong to words as they are. */
static bool is_word_byte(unsigned char c)
{
	return is_upper(c) || is_lower(c) || is_digit(c) || c >= 0x80;
}

/* Where the word that starts at s ends: at a separator, between a lower
 * case letter and an upper case one (invoiceLine), before the last
 * capital of a run followed by a lower case letter (HTTPServer), and
 * between letters and digits. */
static size_t word_length(const unsigned char *s)
{
	size_t n = 1;
	for (; is_word_byte(s[n]); n++) {
		unsigned char prev = s[n - 1], c = s[n];
		if (is_lower(prev) && is_upper(c))
			break;
		if (is_upper(prev) && is_upper(c) && is_lower(s[n + 1]))
			break;
		if (is_digit(prev) != is_digit(c))
			break;
	}
	return n;
}

/* The first n bytes of s in lower case ASCII, cut to fit. */
static void lower_copy(char out[MATCH_MAX_LEN], const unsigned char *s,
		       size_t n)
{
	size_t i = 0;
	for (; i < n && i + 1 < MATCH_MAX_LEN; i++)
		out[i] = (char)(is_upper(s[i]) ? s[i] - 'A' + 'a' : s[i]);
	out[i] = '\0';
}

static bool append(struct catalog_terms *terms, const char *word)
{
	const char **words =
	    arena_more(terms->arena, terms->words, terms->count, &terms->cap,
		       sizeof *words);
	if (!words)
		return false;
	terms->words = words;
	const char *copy = arena_strdup(terms->arena, word);
	if (copy)
		terms->words[terms->count++] = copy;
	return copy != NULL;
}

void catalog_terms_init(struct catalog_terms *terms, arena *a)
{
	*terms = (struct catalog_terms){.arena = a};
}

bool catalog_terms_add(struct catalog_terms *terms, const char *text)
{
	const unsigned char *s = (const unsigned char *)text;
	while (*s) {
		if (!is_word_byte(*s)) {
			s++;
			continue;
		}
		size_t n = word_length(s);
		char word[MATCH_MAX_LEN];
		lower_copy(word, s, n);
		s += n;
		if (!word[1] || is_common(word))
			continue;
		catalog_match_singular(word);
		if (!append(terms, word))
			return false;
	}
	return true;
}

size_t catalog_terms_count(const struct catalog_terms *terms, const char *word)
{
	size_t n = 0;
	for (size_t i = 0; i < terms->count; i++)
		n += strcmp(terms->words[i], word) == 0;
	return n;
}
