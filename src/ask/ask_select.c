/* Schema selection for the prompt (ask_select.h). */
#include "ask/ask_select.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "catalog/catalog_terms.h"
#include "catalog/catalog_graph.h"
#include "catalog/catalog_glossary.h"

/* BM25's usual constants; a table's own name counts as three words. */
#define BM25_K1		  1.2
#define BM25_B		  0.75
#define TABLE_NAME_WEIGHT 3
/* A table matching a word that most tables have scores near nothing:
 * only tables scoring at least this share of the best one are taken. */
#define MATCH_SHARE 0.25

struct selector {
	const plansql_catalog *catalog;
	arena *a;
	size_t budget;
	struct catalog_terms *docs; /* the words of each table */
	struct catalog_terms question;
	struct ask_selection *out;
	const plansql_glossary *glossary; /* may be NULL */
};

static bool table_words(struct catalog_terms *doc,
			const struct catalog_table *t)
{
	bool ok = true;
	for (int i = 0; i < TABLE_NAME_WEIGHT; i++)
		ok &= catalog_terms_add(doc, t->name);
	if (t->description)
		ok &= catalog_terms_add(doc, t->description);
	for (size_t i = 0; i < t->column_count; i++) {
		ok &= catalog_terms_add(doc, t->columns[i].name);
		if (t->columns[i].description)
			ok &= catalog_terms_add(doc, t->columns[i].description);
	}
	return ok;
}

static size_t tables_containing(const struct selector *s, const char *word)
{
	size_t n = 0;
	for (size_t t = 0; t < s->catalog->table_count; t++)
		n += catalog_terms_count(&s->docs[t], word) > 0;
	return n;
}

/* The question's distinct words, each once. */
static bool first_occurrence(const struct catalog_terms *q, size_t i)
{
	for (size_t j = 0; j < i; j++)
		if (strcmp(q->words[j], q->words[i]) == 0)
			return false;
	return true;
}

static double bm25(const struct selector *s, size_t t, double avg_len,
		   strbuf *matched)
{
	const struct catalog_terms *doc = &s->docs[t];
	double n = (double)s->catalog->table_count, score = 0;
	for (size_t i = 0; i < s->question.count; i++) {
		const char *w = s->question.words[i];
		size_t tf = catalog_terms_count(doc, w);
		if (!tf || !first_occurrence(&s->question, i))
			continue;
		double df = (double)tables_containing(s, w);
		double idf = log((n - df + 0.5) / (df + 0.5) + 1);
		double norm =
		    1 - BM25_B + BM25_B * (double)doc->count / avg_len;
		score += idf * (double)tf * (BM25_K1 + 1) /
			 ((double)tf + BM25_K1 * norm);
		if (matched->len)
			strbuf_puts(matched, ", ");
		strbuf_puts(matched, w);
	}
	return score;
}

static size_t table_tokens(const struct selector *s, size_t t,
			   const struct ask_describe_options *o)
{
	strbuf sb;
	char fixed[1024];
	strbuf_init(&sb, fixed, sizeof fixed, SIZE_MAX);
	ask_describe_table(&sb, s->catalog, t, o);
	size_t tokens = ask_estimate_tokens(sb.len);
	strbuf_release(&sb);
	return tokens;
}

static void choose(struct selector *s, size_t t, enum ask_choice_reason why,
		   size_t tokens)
{
	struct ask_selection *out = s->out;
	out->chosen[t] = true;
	out->choices[out->count++] = (struct ask_table_choice){
	    .table = t, .reason = why, .tokens = tokens, .for_table = t};
	out->tokens += tokens;
}

/* The tables between t and the nearest chosen table on foreign keys,
 * written to path (nearest to t first); their count, or 0 when t joins
 * a chosen table directly or none at all.  prev and queue hold one
 * entry per table. */
static size_t join_path(const struct selector *s, size_t t, size_t *prev,
			size_t *queue, size_t *path)
{
	const plansql_catalog *c = s->catalog;
	size_t none = c->table_count, head = 0, tail = 0, found = none;
	for (size_t i = 0; i < c->table_count; i++)
		prev[i] = none;
	prev[t] = t;
	queue[tail++] = t;
	while (head < tail && found == none) {
		size_t at = queue[head++], count;
		const struct fk_link *links = catalog_links(c, at, &count);
		for (size_t i = 0; i < count && found == none; i++) {
			size_t next = links[i].neighbour;
			if (prev[next] != none)
				continue;
			prev[next] = at;
			if (s->out->chosen[next])
				found = next;
			queue[tail++] = next;
		}
	}
	size_t n = 0;
	for (size_t at = found == none ? t : prev[found]; at != t;
	     at = prev[at])
		path[n++] = at;
	return n;
}

static int by_score(const void *a, const void *b, const double *scores)
{
	size_t x = *(const size_t *)a, y = *(const size_t *)b;
	if (scores[x] != scores[y])
		return scores[x] < scores[y] ? 1 : -1;
	return x < y ? -1 : x > y;
}

/* qsort has no context argument: the ranking sorts with insertion, as a
 * question matches few tables. */
static void rank(size_t *order, size_t n, const double *scores)
{
	for (size_t i = 1; i < n; i++)
		for (size_t j = i;
		     j > 0 && by_score(&order[j - 1], &order[j], scores) > 0;
		     j--) {
			size_t swap = order[j];
			order[j] = order[j - 1];
			order[j - 1] = swap;
		}
}

/* Adds the matching table t with its join path when they fit. */
static void add_match(struct selector *s, size_t t, double score,
		      const char *matched, const size_t *tokens, size_t *work)
{
	size_t n = s->catalog->table_count;
	size_t *path = work + 2 * n;
	size_t hops = s->out->count ? join_path(s, t, work, work + n, path) : 0;
	size_t cost = tokens[t];
	for (size_t i = 0; i < hops; i++)
		cost += tokens[path[i]];
	if (s->out->tokens + cost > s->budget) {
		s->out->left_out++;
		return;
	}
	choose(s, t, ASK_CHOSEN_MATCH, tokens[t]);
	s->out->choices[s->out->count - 1].score = score;
	s->out->choices[s->out->count - 1].matched = matched;
	for (size_t i = 0; i < hops; i++) {
		choose(s, path[i], ASK_CHOSEN_JOIN, tokens[path[i]]);
		s->out->choices[s->out->count - 1].for_table = t;
	}
}

static size_t link_count(const plansql_catalog *c, size_t t)
{
	size_t count;
	catalog_links(c, t, &count);
	return count;
}

/* Nothing matched: the tables with the most foreign keys, which the
 * model can at least join, as far as the budget goes. */
static void add_connected(struct selector *s, const size_t *tokens,
			  size_t *order, double *scores)
{
	size_t n = s->catalog->table_count;
	for (size_t t = 0; t < n; t++) {
		order[t] = t;
		scores[t] = (double)link_count(s->catalog, t);
	}
	rank(order, n, scores);
	for (size_t i = 0; i < n; i++)
		if (s->out->tokens + tokens[order[i]] <= s->budget)
			choose(s, order[i], ASK_CHOSEN_CONNECTED,
			       tokens[order[i]]);
}

/* A glossary entry the question uses makes its terms words of the
 * tables it names, as strong as their own names: "clients" then
 * matches customers when the glossary says so. */
static bool glossary_words(struct selector *s, const char *question)
{
	const plansql_glossary *g = s->glossary;
	for (size_t i = 0; g && i < g->count; i++) {
		const struct glossary_entry *e = &g->entries[i];
		if (!catalog_glossary_entry_matches(e, question, s->a))
			continue;
		for (size_t k = 0; k < e->table_count; k++) {
			const struct catalog_table *t =
			    catalog_table(s->catalog, e->tables[k]);
			if (!t)
				continue;
			struct catalog_terms *doc =
			    &s->docs[(size_t)(t - s->catalog->tables)];
			for (int w = 0; w < TABLE_NAME_WEIGHT; w++) {
				bool ok = catalog_terms_add(doc, e->term);
				for (size_t y = 0; y < e->synonym_count; y++)
					ok &= catalog_terms_add(doc,
								e->synonyms[y]);
				if (!ok)
					return false;
			}
		}
	}
	return true;
}

static bool score_tables(struct selector *s, const char *question,
			 double *scores, const char **matched)
{
	size_t n = s->catalog->table_count, words = 0;
	for (size_t t = 0; t < n; t++) {
		catalog_terms_init(&s->docs[t], s->a);
		if (!table_words(&s->docs[t], &s->catalog->tables[t]))
			return false;
	}
	if (!glossary_words(s, question))
		return false;
	for (size_t t = 0; t < n; t++)
		words += s->docs[t].count;
	double avg_len = n && words ? (double)words / (double)n : 1;
	for (size_t t = 0; t < n; t++) {
		strbuf sb;
		strbuf_init(&sb, NULL, 0, SIZE_MAX);
		scores[t] = bm25(s, t, avg_len, &sb);
		matched[t] = sb.len ? arena_strdup(s->a, sb.text) : NULL;
		bool ok = !sb.error && (!sb.len || matched[t]);
		strbuf_release(&sb);
		if (!ok)
			return false;
	}
	return true;
}

static bool select_matching(struct selector *s, const char *question,
			    const size_t *tokens)
{
	size_t n = s->catalog->table_count;
	double *scores = arena_calloc(s->a, n, sizeof *scores);
	const char **matched = arena_calloc(s->a, n, sizeof *matched);
	size_t *order = arena_calloc(s->a, 4 * n, sizeof *order);
	s->docs = arena_calloc(s->a, n, sizeof *s->docs);
	if (!scores || !matched || !order || !s->docs ||
	    !score_tables(s, question, scores, matched))
		return false;
	double best = 0;
	for (size_t t = 0; t < n; t++)
		best = scores[t] > best ? scores[t] : best;
	size_t ranked = 0;
	for (size_t t = 0; t < n; t++)
		if (scores[t] > 0 && scores[t] >= best * MATCH_SHARE)
			order[ranked++] = t;
	rank(order, ranked, scores);
	for (size_t i = 0; i < ranked; i++)
		if (!s->out->chosen[order[i]])
			add_match(s, order[i], scores[order[i]],
				  matched[order[i]], tokens, order + n);
	if (!s->out->count)
		add_connected(s, tokens, order, scores);
	return true;
}

bool ask_select_tables(const plansql_catalog *catalog, const char *question,
		       const struct plansql_glossary *glossary, size_t budget,
		       const struct ask_describe_options *o, arena *a,
		       struct ask_selection *out)
{
	size_t n = catalog->table_count;
	*out = (struct ask_selection){0};
	out->chosen = arena_calloc(a, n + 1, sizeof *out->chosen);
	out->choices = arena_calloc(a, n + 1, sizeof *out->choices);
	size_t *tokens = arena_calloc(a, n + 1, sizeof *tokens);
	if (!out->chosen || !out->choices || !tokens)
		return false;
	struct selector s = {.catalog = catalog,
			     .a = a,
			     .budget = budget,
			     .out = out,
			     .glossary = glossary};
	size_t total = 0;
	for (size_t t = 0; t < n; t++)
		total += tokens[t] = table_tokens(&s, t, o);
	if (total <= budget) {
		for (size_t t = 0; t < n; t++)
			choose(&s, t, ASK_CHOSEN_WHOLE, tokens[t]);
		return true;
	}
	catalog_terms_init(&s.question, a);
	return catalog_terms_add(&s.question, question) &&
	       select_matching(&s, question, tokens);
}

void ask_selection_measure(const plansql_catalog *catalog,
			   const struct ask_describe_options *o,
			   struct ask_selection *selection)
{
	struct selector s = {.catalog = catalog};
	selection->tokens = 0;
	for (size_t i = 0; i < selection->count; i++) {
		struct ask_table_choice *c = &selection->choices[i];
		c->tokens = table_tokens(&s, c->table, o);
		selection->tokens += c->tokens;
	}
}

const char *ask_choice_reason_name(enum ask_choice_reason reason)
{
	static const char *const names[] = {
	    [ASK_CHOSEN_WHOLE] = "whole catalog",
	    [ASK_CHOSEN_MATCH] = "matches",
	    [ASK_CHOSEN_JOIN] = "joins",
	    [ASK_CHOSEN_CONNECTED] = "most joined",
	};
	return names[reason];
}
