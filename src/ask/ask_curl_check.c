/* plansql's declarations of libcurl (ask_curl.h) held against
 * curl/curl.h, where configure found it: the same numbers and function
 * types.  Only checks at compile time; no code. */
#include "config.h"

#ifdef HAVE_CURL_CURL_H
/* the checks name CURLOPT_PROTOCOLS, which curl.h marks deprecated */
#define CURL_DISABLE_DEPRECATION
#include <curl/curl.h>
#define CURL_CHECK_DECLARATIONS
#endif
#include "ask/ask_curl.h"
