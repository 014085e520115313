/* Personal data among a database's values (ask_private.h).  Names are
 * judged by their words (catalog_terms.h: FirstName -> first, name) and by
 * their letters without case and separators (first_name -> firstname);
 * values by their shape, with the checksums cards and IBANs carry, so
 * that an id or an amount is not taken for one. */
#include "ask/ask_private.h"

#include <stdalign.h>
#include <stdbool.h>
#include <string.h>

#include "catalog/catalog_match.h"
#include "catalog/catalog_terms.h"

static const char *const samples_names[] = {
    [ASK_SAMPLES_NONE] = "none",
    [ASK_SAMPLES_ALL] = "all",
    [ASK_SAMPLES_SAFE] = "safe",
};

const char *ask_samples_name(enum ask_samples mode)
{
	return (size_t)mode < sizeof samples_names / sizeof *samples_names
		   ? samples_names[mode]
		   : "?";
}

bool ask_samples_from_name(const char *name, enum ask_samples *out)
{
	for (size_t i = 0; i < sizeof samples_names / sizeof *samples_names;
	     i++)
		if (name && !strcmp(name, samples_names[i])) {
			*out = (enum ask_samples)i;
			return true;
		}
	return false;
}

/* ---- names ---- */

struct name_rule {
	const char *why;
	const char *const *words;    /* a word of the name is one of them */
	const char *const *contains; /* or its letters hold one of them */
};

static const char *const email_words[] = {"email", "mail", NULL};
static const char *const email_letters[] = {"email", NULL};
static const char *const phone_words[] = {"phone", "telephone", "mobile", "fax",
					  "tel",   "cellphone", NULL};
static const char *const phone_letters[] = {"phone", NULL};
static const char *const name_letters[] = {
    "firstname",  "lastname",	 "surname",    "middlename", "fullname",
    "givenname",  "familyname",	 "maidenname", "nickname",   "username",
    "personname", "contactname", "forename",   NULL};
static const char *const address_words[] = {"street", "postcode", "zip",
					    "zipcode", NULL};
static const char *const address_letters[] = {
    "streetaddress", "postalcode", "homeaddress", "addressline", NULL};
static const char *const birth_words[] = {"birth", "birthday", "dob", NULL};
static const char *const birth_letters[] = {"birthdate", "dateofbirth", NULL};
static const char *const identity_words[] = {"ssn", "passport", NULL};
static const char *const identity_letters[] = {
    "socialsecurity", "nationalid", "taxid", "driverlicen", "passport", NULL};
static const char *const account_words[] = {"iban", NULL};
static const char *const account_letters[] = {
    "accountnumber", "accountno",   "cardnumber", "creditcard",
    "ccnumber",	     "bankaccount", NULL};
/* words only: ShipAddress holds the letters of "ip address" */
static const char *const ip_words[] = {"ip", "ipaddress", "ipaddr", NULL};
static const char *const secret_words[] = {"password", "passwd", "secret",
					   "token",    "pin",	 NULL};
static const char *const secret_letters[] = {"password", "apikey", NULL};

static const struct name_rule name_rules[] = {
    {"e-mail addresses", email_words, email_letters},
    {"phone numbers", phone_words, phone_letters},
    {"person names", NULL, name_letters},
    {"birth dates", birth_words, birth_letters},
    {"identity numbers", identity_words, identity_letters},
    {"account and card numbers", account_words, account_letters},
    {"IP addresses", ip_words, NULL},
    {"postal addresses", address_words, address_letters},
    {"secrets", secret_words, secret_letters},
};

/* Tables of people: their Name is a person's. */
static const char *const people_words[] = {
    "customer", "client",  "employee",	"staff",   "person",
    "people",	"user",	   "member",	"student", "patient",
    "contact",	"teacher", "passenger", "guest",   "resident",
    "owner",	"driver",  "applicant", NULL};

static bool in_list(const char *word, const char *const *list)
{
	for (; list && *list; list++)
		if (!strcmp(word, *list))
			return true;
	return false;
}

static bool any_word_in(const struct catalog_terms *t, const char *const *list)
{
	for (size_t i = 0; i < t->count; i++)
		if (in_list(t->words[i], list))
			return true;
	return false;
}

static bool holds_any(const char *letters, const char *const *list)
{
	for (; list && *list; list++)
		if (strstr(letters, *list))
			return true;
	return false;
}

/* An address of a place, not of a machine or a mailbox. */
static bool postal_address(const struct catalog_terms *words)
{
	static const char *const address[] = {"address", "addr", NULL};
	static const char *const not_postal[] = {"ip",	"mac", "email", "mail",
						 "web", "url", NULL};
	return any_word_in(words, address) && !any_word_in(words, not_postal);
}

static const char *name_says(const char *table, const char *column, arena *a)
{
	struct catalog_terms words, table_words;
	catalog_terms_init(&words, a);
	catalog_terms_init(&table_words, a);
	if (!catalog_terms_add(&words, column) ||
	    !catalog_terms_add(&table_words, table ? table : ""))
		return NULL;
	char letters[MATCH_MAX_LEN];
	catalog_match_normalise(column, letters);
	for (size_t i = 0; i < sizeof name_rules / sizeof *name_rules; i++) {
		const struct name_rule *r = &name_rules[i];
		if (any_word_in(&words, r->words) ||
		    holds_any(letters, r->contains))
			return r->why;
	}
	if (postal_address(&words))
		return "postal addresses";
	static const char *const name[] = {"name", NULL};
	if (words.count == 1 && any_word_in(&words, name) &&
	    any_word_in(&table_words, people_words))
		return "person names";
	return NULL;
}

const char *ask_private_by_name(const char *table, const char *column)
{
	alignas(max_align_t) unsigned char block[2048];
	arena a;
	arena_init_lent(&a, 1 << 16, block, sizeof block);
	const char *why = column ? name_says(table, column, &a) : NULL;
	arena_free(&a);
	return why;
}

/* ---- values ---- */

static bool is_digit(char c)
{
	return c >= '0' && c <= '9';
}

static bool is_alpha(char c)
{
	return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* local@domain.tld: no space, one @, a dot in the domain after it. */
static bool email_shaped(const char *v)
{
	const char *at = strchr(v, '@');
	if (!at || at == v || strchr(at + 1, '@') || strpbrk(v, " \t<>,;"))
		return false;
	const char *dot = strrchr(at + 1, '.');
	return dot && dot > at + 1 && dot[1] && is_alpha(dot[1]);
}

/* Four numbers up to 255 joined by dots; or hex groups with three
 * colons or more (IPv6). */
static bool ip_shaped(const char *v)
{
	int parts = 0, digits = 0, value = 0;
	const char *c = v;
	for (;; c++) {
		if (is_digit(*c) && digits < 3) {
			value = value * 10 + (*c - '0');
			digits++;
		} else if ((*c == '.' || !*c) && digits && value <= 255) {
			parts++;
			digits = value = 0;
			if (!*c)
				break;
		} else {
			break;
		}
	}
	if (!*c && parts == 4)
		return true;
	int colons = 0;
	for (c = v; *c; c++) {
		if (*c == ':')
			colons++;
		else if (!is_digit(*c) && !strchr("abcdefABCDEF", *c))
			return false;
	}
	return colons >= 3;
}

/* The Luhn check of the digits of v, which card numbers pass. */
static bool luhn(const char *digits, size_t n)
{
	int sum = 0;
	for (size_t i = 0; i < n; i++) {
		int d = digits[n - 1 - i] - '0';
		if (i % 2 && (d *= 2) > 9)
			d -= 9;
		sum += d;
	}
	return sum % 10 == 0;
}

/* 13 to 19 digits, spaces or dashes between, that pass the Luhn check. */
static bool card_shaped(const char *v)
{
	char digits[20];
	size_t n = 0;
	for (const char *c = v; *c; c++) {
		if (is_digit(*c) && n < sizeof digits)
			digits[n++] = *c;
		else if (*c != ' ' && *c != '-')
			return false;
	}
	return n >= 13 && n <= 19 && luhn(digits, n);
}

/* Two letters, two check digits, 10 to 30 letters and digits (spaces
 * between groups), whose mod-97 check gives 1. */
static bool iban_shaped(const char *v)
{
	char s[40];
	size_t n = 0;
	for (const char *c = v; *c; c++) {
		if (*c == ' ')
			continue;
		if (n == sizeof s || !(is_digit(*c) || is_alpha(*c)))
			return false;
		s[n++] = *c >= 'a' ? (char)(*c - 'a' + 'A') : *c;
	}
	if (n < 14 || n > 34 || !is_alpha(s[0]) || !is_alpha(s[1]) ||
	    !is_digit(s[2]) || !is_digit(s[3]))
		return false;
	unsigned remainder = 0;
	for (size_t i = 0; i < n; i++) {
		char c = s[(i + 4) % n]; /* the first four moved to the end */
		if (is_digit(c))
			remainder = (remainder * 10 + (unsigned)(c - '0')) % 97;
		else
			remainder =
			    (remainder * 100 + (unsigned)(c - 'A' + 10)) % 97;
	}
	return remainder == 1;
}

/* YYYY-MM-DD or a time: shaped like a phone number, but not one. */
static bool date_or_time(const char *v)
{
	return (strlen(v) >= 10 && is_digit(v[0]) && is_digit(v[3]) &&
		v[4] == '-' && is_digit(v[5]) && v[7] == '-') ||
	       strchr(v, ':');
}

/* 7 to 15 digits among spaces, dashes, dots and parentheses, with a
 * leading + or a parenthesis or three groups: +1 (403) 262-3443,
 * 403-262-3443, 030 1234 5678; a bare run of digits may be any number. */
static bool phone_shaped(const char *v)
{
	size_t digits = 0, groups = 0;
	bool in_group = false, parenthesis = false;
	for (const char *c = v; *c; c++) {
		if (is_digit(*c)) {
			digits++;
			groups += !in_group;
			in_group = true;
			continue;
		}
		if (!strchr(" -.()", *c) && !(*c == '+' && c == v))
			return false;
		parenthesis |= *c == '(';
		in_group = false;
	}
	return digits >= 7 && digits <= 15 && !date_or_time(v) &&
	       (*v == '+' || parenthesis || groups >= 3);
}

const char *ask_private_value(const char *v)
{
	if (!v)
		return NULL;
	if (email_shaped(v))
		return "e-mail addresses";
	if (card_shaped(v) || iban_shaped(v))
		return "account and card numbers";
	if (ip_shaped(v))
		return "IP addresses";
	if (phone_shaped(v))
		return "phone numbers";
	return NULL;
}

/* ---- columns ---- */

/* Why the values of c look personal: what one of its samples is (one
 * e-mail address makes a column of them). */
static const char *samples_say(const struct catalog_column *c)
{
	for (size_t i = 0; i < c->sample_count; i++) {
		const char *what = ask_private_value(c->samples[i]);
		if (what)
			return what;
	}
	return NULL;
}

const char *ask_values_withheld(const struct catalog_table *t,
				const struct catalog_column *c,
				enum ask_samples mode)
{
	if (c->private_values)
		return "the catalog marks it private";
	if (mode == ASK_SAMPLES_NONE)
		return "no values are sent";
	if (mode != ASK_SAMPLES_SAFE)
		return NULL;
	const char *why = ask_private_by_name(t->name, c->name);
	if (why)
		return why;
	if ((why = samples_say(c)))
		return why;
	return NULL;
}
