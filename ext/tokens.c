/*
** tokens.c — bayes_tokens(text): a bag of words as a JSON object.
** (placeholder until the discrete kinds land)
*/
#include "bayes.h"

void bayes_tokens_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  (void)argc; (void)argv;
  sqlite3_result_error(ctx, "bayes_tokens: not implemented yet", -1);
}
