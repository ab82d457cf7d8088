/*
** kinds/registry.c — the one table of model kinds, above every kind.
**
** The table comes from kinds.h (one line per kind: its id and name); each
** kind's BayesKind carries the same id (BAYES_KIND_ID).  Here a kind is
** found by the first word of a spec or by the id in a BLOB's header, and
** the two entry points that need that, bayes_model_from_spec and
** bayes_model_parse, hand the lookup to model.c, which names no kind.  The
** kind table is the one allowed circle: kinds/naive_bayes.c finds its
** sub-models' kinds here.
*/
#include "bayesInt.h"
#include <string.h>

static const BayesKind *const aRegistry[] = {
#define BAYES_KIND(ID, NAME) &bayes_kind_##NAME,
#include "kinds.h"
#undef BAYES_KIND
};
#define REGISTRY_N ((int)(sizeof(aRegistry)/sizeof(aRegistry[0])))

const BayesKind *bayes_kind_by_name(const char *z, int n){
  int i;
  for(i=0; i<REGISTRY_N; i++){
    const char *zName = aRegistry[i]->zName;
    if( (int)strlen(zName)==n && memcmp(zName, z, n)==0 ) return aRegistry[i];
  }
  return 0;
}

const BayesKind *bayes_kind_by_id(int iId){
  int i;
  if( iId==BAYES_KIND_ID_blend ) return &bayes_kind_blend;  /* not a spec */
  for(i=0; i<REGISTRY_N; i++){
    if( aRegistry[i]->iId==iId ) return aRegistry[i];
  }
  return 0;
}

int bayes_model_from_spec(const char *zSpec, BayesModel **ppM,
                          BayesErr *pErr){
  /* a blend (kinds/blend.c) is made of fitted models, not from a spec */
  const char *z = zSpec;
  while( z && (*z==' ' || *z=='\t' || *z=='\n' || *z=='\r') ) z++;
  if( z && strncmp(z, "blend", 5)==0
   && (z[5]==0 || z[5]==' ' || z[5]=='\t' || z[5]=='\n' || z[5]=='\r') ){
    *ppM = 0;
    bayes_err(pErr, "a blend is not fit from rows: build it from fitted "
              "models with bayes_blend_model(model, weight, ...)");
    return SQLITE_ERROR;
  }
  return bayes_model_from_spec_in(zSpec, bayes_kind_by_name, ppM, pErr);
}

int bayes_model_parse(const u8 *a, i64 n, BayesModel **ppM, BayesErr *pErr){
  return bayes_model_parse_in(a, n, bayes_kind_by_id, ppM, pErr);
}
