/*
** main.c — entry point of the bayes extension: generative classifiers
** (naive Bayes, LDA, QDA) fitted by a SQL aggregate and scored by scalar
** functions.
**
**   sqlite> .load ./bayes
**   sqlite> SELECT bayes_models_install();
**   sqlite> INSERT INTO bayes_models(name, model)
**      ...>   SELECT 'iris', bayes_fit('gaussian_nb', species, sl, sw, pl, pw)
**      ...>   FROM iris;
**   sqlite> SELECT bayes_predict('iris', sl, sw, pl, pw) FROM new_flowers;
**
** This file only registers: the SQL functions and the table-valued
** functions of functions.h, the one list of them (name, arguments, risk,
** home file; docs/functions.md is their reference), and
** sqlite3_bayes_init.
**
** Every function is registered with the flags of its RISK in functions.h,
** by one rule (docs/security.md; test/security.test checks it against
** pragma_function_list and fails on a function the list does not hold):
**   - runs SQL text from an argument (bayes_fit_query,
**     bayes_fit_weighted_query; the virtual table bayes_scores, vtab.c),
**     or writes: DIRECTONLY, so that no view or trigger of a database
**     file someone else made can run its text through them;
**   - reports the connection's own state (bayes_cache_stats): DIRECTONLY,
**     it has no use inside a schema;
**   - reads a table by name (every function that takes a model may be
**     given its name, read from bayes_models): neither flag, so views
**     and triggers may score while the schema is trusted and SQLite
**     refuses them in a schema under PRAGMA trusted_schema=OFF;
**   - pure, a function of its arguments (fitting, merging, tokens,
**     metrics, blends): DETERMINISTIC and INNOCUOUS.
*/
#include "bayesInt.h"
#include "version.h"

#ifndef SQLITE_RESULT_SUBTYPE
# define SQLITE_RESULT_SUBTYPE 0x001000000
#endif

#ifndef SQLITE_DIRECTONLY
# define SQLITE_DIRECTONLY 0x000080000
#endif

/* The flags of each RISK of functions.h: the rule of docs/security.md */
#define RISK_SQL    (SQLITE_UTF8|SQLITE_DIRECTONLY)
#define RISK_STATE  (SQLITE_UTF8|SQLITE_DIRECTONLY)
#define RISK_BYNAME (SQLITE_UTF8)
#define RISK_PURE   (SQLITE_UTF8|SQLITE_DETERMINISTIC|SQLITE_INNOCUOUS)
#define JSONOUT SQLITE_RESULT_SUBTYPE

static const struct BayesFunc {
  const char *zName;
  int nArg;
  int flags;
  void (*xFunc)(sqlite3_context*, int, sqlite3_value**);
  void (*xStep)(sqlite3_context*, int, sqlite3_value**);
  void (*xFinal)(sqlite3_context*);
  void (*xValue)(sqlite3_context*);
  void (*xInverse)(sqlite3_context*, int, sqlite3_value**);
} aFunc[] = {
#define BAYES_SCALAR(N, A, R, J, H) \
  { #N, A, RISK_##R|((J) ? JSONOUT : 0), N##_func, 0, 0, 0, 0 },
#define BAYES_AGG(N, A, R, J, H) \
  { #N, A, RISK_##R|((J) ? JSONOUT : 0), 0, N##_step, N##_final, 0, 0 },
#define BAYES_WINDOW(N, A, R, J, H) \
  { #N, A, RISK_##R|((J) ? JSONOUT : 0), 0, N##_step, N##_final, \
    N##_value, N##_inverse },
#define BAYES_TVF(N, R, H)
#include "functions.h"
#undef BAYES_SCALAR
#undef BAYES_AGG
#undef BAYES_WINDOW
#undef BAYES_TVF
};

/* The table-valued functions (eponymous virtual tables; vtab.c) */
static const BayesTvf *const aTvf[] = {
#define BAYES_SCALAR(N, A, R, J, H)
#define BAYES_AGG(N, A, R, J, H)
#define BAYES_WINDOW(N, A, R, J, H)
#define BAYES_TVF(N, R, H) &bayes_##H,
#include "functions.h"
#undef BAYES_SCALAR
#undef BAYES_AGG
#undef BAYES_WINDOW
#undef BAYES_TVF
};

/* The one exported symbol: everything else is built with hidden visibility
** (-fvisibility=hidden) or, in the amalgamation, static. */
#if defined(_WIN32)
# define BAYES_EXPORT __declspec(dllexport)
#elif defined(__GNUC__) || defined(__clang__)
# define BAYES_EXPORT __attribute__((visibility("default")))
#else
# define BAYES_EXPORT
#endif

BAYES_EXPORT int sqlite3_bayes_init(sqlite3 *db, char **pzErrMsg,
                       const sqlite3_api_routines *pApi){
  BayesConn *pConn;
  int rc = SQLITE_OK;
  size_t i;
  /* Every connection's load runs this; writing the (same) pointer only
  ** when it differs keeps loads in several threads from racing on it. */
#if !defined(SQLITE_CORE) && !defined(SQLITE_OMIT_LOAD_EXTENSION)
  if( sqlite3_api!=pApi ){ SQLITE_EXTENSION_INIT2(pApi); }
#else
  (void)pApi;          /* linked into SQLite itself: no API table */
#endif
  if( sqlite3_libversion_number()<BAYES_SQLITE_MIN ){
    int v = BAYES_SQLITE_MIN;
    if( pzErrMsg ){
      *pzErrMsg = sqlite3_mprintf("bayes: needs SQLite %d.%d.%d or later; "
                                  "this is SQLite %s", v/1000000,
                                  v/1000%1000, v%1000, sqlite3_libversion());
    }
    return SQLITE_ERROR;
  }
  pConn = bayes_conn_new(db);   /* held until registration is done */
  if( pConn==0 ){
    if( pzErrMsg ) *pzErrMsg = sqlite3_mprintf("bayes: out of memory");
    return SQLITE_NOMEM;
  }
  for(i=0; rc==SQLITE_OK && i<sizeof(aFunc)/sizeof(aFunc[0]); i++){
    const struct BayesFunc *p = &aFunc[i];
    int flags = p->flags;
    if( sqlite3_libversion_number()<3045000 ) flags &= ~JSONOUT;
    pConn->nRef++;
    if( p->xInverse ){
      rc = sqlite3_create_window_function(db, p->zName, p->nArg, flags, pConn,
             p->xStep, p->xFinal, p->xValue, p->xInverse, bayes_conn_release);
    }else{
      rc = sqlite3_create_function_v2(db, p->zName, p->nArg, flags, pConn,
             p->xFunc, p->xStep, p->xFinal, bayes_conn_release);
    }
    /* on failure the destructor has already been called */
  }
  for(i=0; rc==SQLITE_OK && i<sizeof(aTvf)/sizeof(aTvf[0]); i++){
    rc = bayes_vtab_register(db, pConn, aTvf[i]);
  }
  bayes_conn_release(pConn);
  if( rc && pzErrMsg ){
    *pzErrMsg = sqlite3_mprintf("bayes: cannot register functions: %s",
                     rc==SQLITE_NOMEM ? "out of memory" : sqlite3_errmsg(db));
  }
  return rc;
}
