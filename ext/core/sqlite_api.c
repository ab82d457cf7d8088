/*
** core/sqlite_api.c — the one definition of sqlite3_api, the table of SQLite's
** routines that a loadable extension calls through (sqlite3ext.h).  Every
** other file declares it (SQLITE_EXTENSION_INIT3, in bayesInt.h); main.c's
** sqlite3_bayes_init sets it.  The bottom layer: it takes nothing from
** any other file.  (Linked into SQLite itself, with SQLITE_CORE, the
** macro defines nothing.)
*/
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1

/* SQLite's mutexes, where the SQLite in use has them.  A SQLite built with
** SQLITE_THREADSAFE=0 has none: linked into it, sqlite3_mutex_alloc and
** the rest are not even symbols, and loaded into it, their slots of
** sqlite3_api are NULL (calling one would crash).  So the extension never
** calls them directly: bayes_mutex_threads() says whether they exist
** (sqlite3_threadsafe(), asked at run time; 0 at compile time for the
** WebAssembly build, BAYES_OMIT_THREADS, or SQLITE_THREADSAFE=0 given to
** this compile), and without them every bayes_mutex_* is a no-op on NULL,
** which is right because such a SQLite is used by one thread. */
#if defined(__EMSCRIPTEN__) || defined(BAYES_OMIT_THREADS) \
 || (defined(SQLITE_THREADSAFE) && SQLITE_THREADSAFE==0)
# define BAYES_NO_MUTEX 1
#endif
int bayes_mutex_threads(void){
#ifdef BAYES_NO_MUTEX
  return 0;
#else
  return sqlite3_threadsafe()!=0;
#endif
}
sqlite3_mutex *bayes_mutex_alloc(int id){
#ifdef BAYES_NO_MUTEX
  (void)id;
  return 0;
#else
  return bayes_mutex_threads() ? sqlite3_mutex_alloc(id) : 0;
#endif
}
void bayes_mutex_free(sqlite3_mutex *p){
#ifndef BAYES_NO_MUTEX
  if( p ) sqlite3_mutex_free(p);
#else
  (void)p;
#endif
}
void bayes_mutex_enter(sqlite3_mutex *p){
#ifndef BAYES_NO_MUTEX
  if( p ) sqlite3_mutex_enter(p);
#else
  (void)p;
#endif
}
void bayes_mutex_leave(sqlite3_mutex *p){
#ifndef BAYES_NO_MUTEX
  if( p ) sqlite3_mutex_leave(p);
#else
  (void)p;
#endif
}
