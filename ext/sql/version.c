/*
** sql/version.c — bayes_version(): the version of this build, as ext/version.h
** writes it (e.g. '0.1.0').
*/
#include "bayesInt.h"
#include "version.h"

void bayes_version_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlite3_result_text(ctx, BAYES_EXT_VERSION, -1, SQLITE_STATIC);
}
