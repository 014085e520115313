/* The part of curl/curl.h that ask_http.c, the one file that calls
 * libcurl, uses: declared here so that plansql builds without libcurl's
 * headers (libcurl4-*-dev).  The easy handle and the header list are
 * opaque, curl_off_t is 64 bits, and the numbers below are curl.h's
 * (an option's is its type's base, 0 for long, 10000 for a pointer,
 * 20000 for a function, 30000 for curl_off_t, plus its own), which
 * libcurl.so.4 never changes: its manual promises that a program built
 * against an older libcurl keeps working with a newer one.  Where
 * configure found curl/curl.h, ask_curl_check.c holds every declaration
 * here against it (CURL_CHECK_DECLARATIONS). */
#ifndef PLANSQL_ASK_CURL_H
#define PLANSQL_ASK_CURL_H

#include <stddef.h>
#include <stdint.h>

/* CURLcode: the results plansql tells apart */
#define ASK_CURL_CODES(C)                                                      \
	C(CURLE_OK, 0)                                                         \
	C(CURLE_UNSUPPORTED_PROTOCOL, 1)                                       \
	C(CURLE_URL_MALFORMAT, 3)                                              \
	C(CURLE_COULDNT_RESOLVE_PROXY, 5)                                      \
	C(CURLE_COULDNT_RESOLVE_HOST, 6)                                       \
	C(CURLE_COULDNT_CONNECT, 7)                                            \
	C(CURLE_WRITE_ERROR, 23)                                               \
	C(CURLE_OUT_OF_MEMORY, 27)                                             \
	C(CURLE_OPERATION_TIMEDOUT, 28)                                        \
	C(CURLE_SSL_CONNECT_ERROR, 35)                                         \
	C(CURLE_ABORTED_BY_CALLBACK, 42)                                       \
	C(CURLE_PEER_FAILED_VERIFICATION, 60)
/* CURLoption: the options plansql sets.  CURLOPT_PROTOCOLS, deprecated
 * since 7.85, because its successor needs libcurl 7.85 at run time. */
#define ASK_CURL_OPTIONS(C)                                                    \
	C(CURLOPT_WRITEDATA, 10001)                                            \
	C(CURLOPT_URL, 10002)                                                  \
	C(CURLOPT_WRITEFUNCTION, 20011)                                        \
	C(CURLOPT_POSTFIELDS, 10015)                                           \
	C(CURLOPT_USERAGENT, 10018)                                            \
	C(CURLOPT_HTTPHEADER, 10023)                                           \
	C(CURLOPT_HEADERDATA, 10029)                                           \
	C(CURLOPT_NOPROGRESS, 43)                                              \
	C(CURLOPT_POST, 47)                                                    \
	C(CURLOPT_XFERINFODATA, 10057)                                         \
	C(CURLOPT_HEADERFUNCTION, 20079)                                       \
	C(CURLOPT_NOSIGNAL, 99)                                                \
	C(CURLOPT_POSTFIELDSIZE_LARGE, 30120)                                  \
	C(CURLOPT_TIMEOUT_MS, 155)                                             \
	C(CURLOPT_CONNECTTIMEOUT_MS, 156)                                      \
	C(CURLOPT_PROTOCOLS, 181)                                              \
	C(CURLOPT_XFERINFOFUNCTION, 20219)
/* CURLINFO: a long (0x200000) numbered 2 */
#define ASK_CURL_INFOS(C) C(CURLINFO_RESPONSE_CODE, 0x200002)
/* bits curl.h defines as macros */
#define ASK_CURL_BITS(C)                                                       \
	C(CURLPROTO_HTTP, 1)                                                   \
	C(CURLPROTO_HTTPS, 2)                                                  \
	C(CURL_GLOBAL_DEFAULT, 3)

/* C11 accepts a typedef repeated with the same type: curl.h's own, when
 * it was included first, must agree. */
typedef void CURL;
struct curl_slist;

#ifndef CURL_CHECK_DECLARATIONS
#define ASK_CURL_ENUMERATOR(name, value) name = value,
typedef enum { ASK_CURL_CODES(ASK_CURL_ENUMERATOR) } CURLcode;
typedef enum { ASK_CURL_OPTIONS(ASK_CURL_ENUMERATOR) } CURLoption;
typedef enum { ASK_CURL_INFOS(ASK_CURL_ENUMERATOR) } CURLINFO;
enum { ASK_CURL_BITS(ASK_CURL_ENUMERATOR) };
#undef ASK_CURL_ENUMERATOR
typedef int64_t curl_off_t;
#else
#define ASK_CURL_SAME_VALUE(name, value)                                       \
	_Static_assert(name == value, #name " differs from curl/curl.h");
ASK_CURL_CODES(ASK_CURL_SAME_VALUE)
ASK_CURL_OPTIONS(ASK_CURL_SAME_VALUE)
ASK_CURL_INFOS(ASK_CURL_SAME_VALUE)
ASK_CURL_BITS(ASK_CURL_SAME_VALUE)
#undef ASK_CURL_SAME_VALUE
_Static_assert(sizeof(curl_off_t) == sizeof(int64_t) && (curl_off_t)-1 < 0,
	       "curl_off_t differs from curl/curl.h");
#endif

/* The functions ask_http.c calls, opened at run time. */
struct curl_functions {
	CURLcode (*global_init)(long flags);
	CURL *(*easy_init)(void);
	CURLcode (*easy_setopt)(CURL *curl, CURLoption option, ...);
	CURLcode (*easy_perform)(CURL *curl);
	CURLcode (*easy_getinfo)(CURL *curl, CURLINFO info, ...);
	void (*easy_cleanup)(CURL *curl);
	struct curl_slist *(*slist_append)(struct curl_slist *list,
					   const char *text);
	void (*slist_free_all)(struct curl_slist *list);
};

#ifdef CURL_CHECK_DECLARATIONS
/* The table's types are curl.h's own (a _Generic operand is not
 * evaluated, so this references no libcurl symbol). */
#define ASK_CURL_SAME_TYPE(member, function)                                   \
	_Static_assert(                                                        \
	    _Generic(&function,                                                \
		     __typeof__(((struct curl_functions *)0)->member) : 1,     \
		     default : 0),                                             \
	    #function " differs from curl/curl.h")
ASK_CURL_SAME_TYPE(global_init, curl_global_init);
ASK_CURL_SAME_TYPE(easy_init, curl_easy_init);
ASK_CURL_SAME_TYPE(easy_setopt, curl_easy_setopt);
ASK_CURL_SAME_TYPE(easy_perform, curl_easy_perform);
ASK_CURL_SAME_TYPE(easy_getinfo, curl_easy_getinfo);
ASK_CURL_SAME_TYPE(easy_cleanup, curl_easy_cleanup);
ASK_CURL_SAME_TYPE(slist_append, curl_slist_append);
ASK_CURL_SAME_TYPE(slist_free_all, curl_slist_free_all);
#undef ASK_CURL_SAME_TYPE
#endif

#endif
