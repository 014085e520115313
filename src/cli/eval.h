/* plansql eval: how often plansql ask answers right, on a file of
 * questions with their expected answers, beside the same model writing
 * SQL itself.  Split by concern:
 *
 *   eval_args       the options
 *   eval_lines      the JSON-lines files, read a line at a time
 *   eval_questions  QUESTIONS.jsonl, read and checked before anything runs
 *   eval_tape       the model's replies recorded (--record) and replayed
 *                   (--replay, --replay-sql)
 *   eval_db         the databases: catalogs, connections, rows
 *   eval_plan       one question through plansql ask's rounds
 *   eval_sql        one question through the model writing SQL
 *   eval_run        every question, in parallel (-j), with progress and
 *                   Ctrl-C
 *   eval_report     the report as text; eval_json as JSON
 *
 * The rows are compared by the library (plansql_rows_compare). */
#ifndef PLANSQL_CLI_EVAL_H
#define PLANSQL_CLI_EVAL_H

#include <pthread.h>
#include <signal.h>
#include <stdbool.h>
#include <stddef.h>

#include "ask_cli.h"
#include "cli.h"
#include "query.h"

#define EVAL_MAX_JOBS 64
/* Rows a gold query or an answer may return: both must be whole to be
 * compared. */
#define EVAL_DEFAULT_ROWS 100000

/* ---- the files: JSON lines ---- */

/* A file being read, a line at a time. */
struct eval_lines {
	const char *name;
	size_t line; /* the line being read, from 1; 0: the file itself */
	bool failed;
	void *context; /* the reader's */
};
/* Calls each with every line of path ("-": standard input) that is not
 * blank; false when it cannot be read or a line was complained of. */
bool eval_lines_read(const char *path, struct eval_lines *f,
		     void (*each)(struct eval_lines *f, const char *line,
				  size_t len));
/* Says what is wrong, as "plansql eval: FILE:LINE: ...", escaped, and
 * marks the file failed. */
__attribute__((format(printf, 2, 3))) void eval_complain(struct eval_lines *f,
							 const char *fmt, ...);

/* ---- the questions ---- */

struct eval_question {
	const char *id, *question, *db_id, *note; /* db_id, note: or NULL */
	const char *gold_sql;			  /* or NULL: gold_rows */
	plansql_rows *gold_rows;		  /* or NULL: gold_sql */
	bool gold_ordered;			  /* gold_rows' "ordered" */
	size_t line;				  /* in the file, from 1 */
	plansql_json_doc *doc; /* the line read: the texts above */
	char *id_owned;	       /* an id written as a number, as text */
};

struct eval_questions {
	struct eval_question *items;
	size_t count;
};

/* Reads path ("-": standard input); prints every problem, as
 * "FILE:LINE: ...", and returns false when there is one. */
bool eval_questions_read(const char *path, struct eval_questions *out);
/* Keeps only the questions whose id is in the comma-separated list;
 * false after saying which id is unknown. */
bool eval_questions_only(struct eval_questions *q, const char *list);
void eval_questions_free(struct eval_questions *q);

/* ---- the options ---- */

struct eval_args {
	struct ask_args ask; /* the model's options, sources, limits */
	const char *dbdir;   /* --dbdir: a folder or a URL with {db} */
	const char *record, *replay, *replay_sql, *only, *output;
	bool baseline_sql;
	bool json;
	bool llm_given; /* --llm itself, not PLANSQL_LLM_URL */
	unsigned jobs;
	const char *questions_path;
};

int eval_parse_args(int argc, char **argv, struct eval_args *a);
void eval_args_free(struct eval_args *a);

/* ---- the outcomes ---- */

enum eval_outcome {
	EVAL_CORRECT,	    /* the expected rows */
	EVAL_WRONG,	    /* other rows */
	EVAL_EXTRA_COLUMNS, /* the expected rows, and more columns */
	EVAL_REFUSED,	    /* no plan (or SQL) passed after the rounds */
	EVAL_CLARIFY,	    /* the model asks back */
	EVAL_TERMINATE,	    /* the model says the database cannot answer */
	EVAL_FAILED,	    /* the answer's query failed when run */
	EVAL_NO_REPLY,	    /* the replay has no reply for a request */
	EVAL_ERROR,	    /* HTTP, the gold query: not scored */
	EVAL_OUTCOMES
};

const char *eval_outcome_name(enum eval_outcome outcome);

/* Which of the two ways of answering. */
enum eval_mode { EVAL_PLAN, EVAL_SQL, EVAL_MODES };

/* One way's answer to one question. */
struct eval_answer {
	bool asked;
	enum eval_outcome outcome;
	bool likeliest_right; /* EVAL_CLARIFY: its plan's rows are right */
	unsigned rounds;
	size_t repairs, warnings;
	long tokens; /* prompt and completion; -1: not reported */
	double seconds;
	char *sql;   /* the statement run, or NULL */
	char *error; /* why it is no answer: a diagnostic or a database
			error, one line */
	plansql_rows *rows;
	plansql_comparison *comparison;
	char *rounds_json; /* --format json: each round, as a JSON array */
	size_t stale;	   /* replayed replies to a request since changed */
};

struct eval_result {
	bool done;
	char *gold_error; /* the gold query failed: nothing is scored */
	const plansql_rows *gold;
	plansql_rows *gold_owned; /* gold, when it came from gold_sql */
	bool ordered;
	double seconds;
	struct eval_answer answers[EVAL_MODES];
};

void eval_answer_free(struct eval_answer *a);
void eval_result_free(struct eval_result *r);

/* The outcome of rows compared with the gold rows, and the comparison
 * kept in a (a->rows must be set); EVAL_ERROR when out of memory. */
enum eval_outcome eval_judge_rows(struct eval_answer *a,
				  const struct eval_result *r);

/* ---- the recordings ---- */

struct eval_tape;
/* The replies of path, answering mode's requests: lines without "kind"
 * are mode's, others by their kind.  NULL after printing why. */
struct eval_tape *eval_tape_load(const char *path, enum eval_mode mode);
void eval_tape_free(struct eval_tape *t);

struct eval_recorder;
/* A new recording at path (replaced); NULL after printing why. */
struct eval_recorder *eval_recorder_open(const char *path);
/* Closes it; false after printing why the file is incomplete. */
bool eval_recorder_close(struct eval_recorder *r);

/* The replay and record hooks of one question's rounds
 * (plansql_ask_options): context is a struct eval_tape_use. */
struct eval_tape_use {
	const struct eval_tape *tape;	/* NULL: not replayed */
	struct eval_recorder *recorder; /* NULL: not recorded */
	const char *id;
	enum eval_mode mode;
	size_t stale;	   /* replies recorded for another request */
	char missing[96]; /* why the replay had no reply, or "" */
};
int eval_tape_replay(void *context, const plansql_ask_message *m,
		     size_t count, unsigned candidate, unsigned round,
		     plansql_ask_reply *reply);
int eval_tape_record(void *context, const plansql_ask_message *m,
		     size_t count, unsigned candidate, unsigned round,
		     const plansql_ask_reply *reply);

/* ---- the databases ---- */

struct eval_dbs;
/* The databases the questions name (--db alone, or --dbdir with each
 * question's db_id), each checked and its catalog read; NULL after
 * printing why. */
struct eval_dbs *eval_dbs_open(const struct eval_args *a,
			       const struct eval_questions *q);
void eval_dbs_free(struct eval_dbs *dbs);
size_t eval_dbs_count(const struct eval_dbs *dbs);

/* What one worker uses of the databases: its own connections. */
struct eval_conn;
struct eval_conn *eval_conn_new(struct eval_dbs *dbs);
void eval_conn_free(struct eval_conn *c);

/* The database of question q for this worker, connected; NULL after
 * setting *error. */
struct eval_db_use {
	struct database *db;
	plansql_catalog *catalog; /* fresh: the question's own samples */
	struct sources sources;	  /* for ask: catalog, glossary, policy */
	plansql_dialect dialect;
	struct query_limits limits; /* --timeout, --rows; quiet */
	pthread_mutex_t *lock;	    /* held by every database call */
};
bool eval_db_use(struct eval_conn *c, const struct eval_question *q,
		 struct eval_db_use *use, char **error);
void eval_db_release(struct eval_db_use *use);

/* Runs sql and keeps its rows: QUERY_DONE, else how it ended with
 * *error (one line): the engine's refusal, the time limit, more rows
 * than --rows, Ctrl-C.  Every database call of every worker holds one
 * lock: see eval_db.c. */
enum query_end eval_rows_of(struct eval_db_use *use, const char *sql,
			    plansql_rows **rows, char **error);
/* explain_check and samples_read under that lock (ask's callbacks).
 * The catalog reads what the data holds on the worker's connection
 * without it: those reads watch no Ctrl-C. */
char *eval_explain(void *context, const char *sql);
int eval_sample(void *context, const bool *chosen);

/* ---- answering ---- */

/* What every question of a run shares. */
struct eval_context {
	const struct eval_args *args;
	const struct eval_tape *replay[EVAL_MODES]; /* NULL: live */
	struct eval_recorder *recorder;		    /* NULL: none */
	const volatile sig_atomic_t *stop;	    /* Ctrl-C */
};

/* plansql ask's options on the question's database into link, with the
 * tape's hooks and eval's database lock in them; link and tape must
 * outlive them. */
void eval_ask_link(const struct eval_context *ctx, struct eval_db_use *use,
		   struct ask_link *link, struct eval_tape_use *tape);
/* The outcome of a question whose request got no reply: the replay's
 * (tape->missing) or the transport's error, the first of r. */
void eval_no_answer(struct eval_answer *ans, const plansql_result *r,
		    const struct eval_tape_use *tape);

/* Asks q as plansql ask does and judges the answer into r. */
void eval_plan_answer(const struct eval_context *ctx, struct eval_db_use *use,
		      const struct eval_question *q, struct eval_result *r);
/* Asks the model for SQL instead, and judges it the same way. */
void eval_sql_answer(const struct eval_context *ctx, struct eval_db_use *use,
		     const struct eval_question *q, struct eval_result *r);

/* Every question, in parallel with -j; results[i] for question i.
 * False when interrupted (the results of the questions done are set). */
bool eval_run(const struct eval_context *ctx, struct eval_dbs *dbs,
	      const struct eval_questions *q, struct eval_result *results);

/* ---- the report ---- */

struct eval_report {
	const struct eval_args *args;
	const struct eval_questions *questions;
	const struct eval_result *results;
	size_t databases;
	bool interrupted;
};

bool eval_report_text(FILE *out, const struct eval_report *r);
bool eval_report_json(FILE *out, const struct eval_report *r);

#endif
