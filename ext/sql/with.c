/*
** sql/with.c — bayes_with(model, options): the model with other options,
** without the data.
**
**   SELECT bayes_with(model, 'alpha=0.1 priors=uniform')
**     FROM bayes_models WHERE name = 'spam';
**   SELECT bayes_with('iris', 'lda shrinkage=0.3');   -- by name; the kind
**                                                    -- word is optional
**
** A model keeps sufficient statistics (counts, sums, co-moments), not
** fitted parameters, and every option but one is applied when the model
** is finalized from them: alpha (also one value per feature), alpha_terms,
** norm, min_categories, var_smoothing, shrinkage, reg, n_components,
** priors and prior_alpha.  So changing them needs no row:
**
**   1. parse the BLOB afresh (never the cache's model, which other calls
**      share: a model given by name is looked up through the cache, and
**      the BLOB it was parsed from parsed again);
**   2. parse the options into it (bayes_spec_parse on a fitted model: an
**      option given replaces the model's value, its per-feature list or
**      its priors; options not given keep the model's values);
**   3. finalize it again (the kinds' xFinalize recompute everything from
**      the statistics) and write it.
**
** The result is the BLOB that bayes_fit would have written with those
** options on the same rows, byte for byte (test/with.test, for every kind
** and option).  What cannot change is refused with the reason: an option
** flagged BAYES_OPT_STATS (binarize: which values counted as present),
** naive_bayes's families (which statistics a feature fed), and lda's
** shrinkage=auto on a model fitted without it (its fourth-moment sums were
** never kept; kinds/lda.c).  Going from auto to a fixed shrinkage drops
** those sums, as a model fitted with the fixed value has none.
**
** names=a,b names the positional features (docs/features.md), renames
** them, or with no value drops them; only this may change on a calibrated
** model, whose probabilities it leaves alone.
**
** factors=1 or 0 (lda, qda) writes the model with or without its fit
** section, the stored factors that spare a reader the O(d^3) of deriving
** them (docs/format.md, "The fit section"); it is taken out here and is no
** option of the model.  Without it the result keeps a section the input
** had, and else has one where bayes_fit would write it (BAYES_FIT_AUTO).
**
** NULL for either argument gives NULL.  bayes_with reads bayes_models when
** given a name, so it is registered as the scoring functions are (not
** deterministic).
*/
#include "bayesInt.h"
#include <string.h>

#define WITH_FUNC "bayes_with"

/* Where the options start in zOpt: after a kind word if the text starts
** with one (it must name the model's kind), else at 0.  SQLITE_OK or an
** error in pErr. */
static int withSkipKind(const BayesModel *pM, const char *zOpt, int *piOpts,
                        BayesErr *pErr){
  int iWord, nWord;
  const BayesKind *pK;
  *piOpts = 0;
  if( bayes_spec_kind_word(zOpt, &iWord, &nWord, pErr) ) return pErr->rc;
  if( nWord==0 || memchr(zOpt+iWord, '=', nWord) ) return SQLITE_OK;
  pK = bayes_kind_by_name(zOpt+iWord, nWord);
  if( pK==0 ) return SQLITE_OK;      /* not a kind: the option parser says */
  if( pK!=pM->pKind ){
    bayes_err(pErr, "the model is a %s model; bayes_with changes its "
              "options, not its kind (%s)", pM->pKind->zName, pK->zName);
    return SQLITE_ERROR;
  }
  *piOpts = iWord+nWord;
  return SQLITE_OK;
}

static int withIsSep(char c){
  return c==' ' || c=='\t' || c=='\n' || c=='\r' || c==',';
}

/* 1 if the options z are names=... alone: the features' names, which a
** calibrated model may change (they leave its probabilities alone) */
static int withOnlyNames(const char *z){
  while( *z==' ' || *z=='\t' || *z=='\n' || *z=='\r' || *z==',' ) z++;
  if( strncmp(z, "names", 5)!=0 ) return 0;
  z += 5;
  while( *z==' ' || *z=='\t' ) z++;
  return *z=='=' && strchr(z+1, '=')==0;
}

/* factors=0 or 1 in the options z, taken out: *pzRest is a copy of z
** with it blanked (the caller frees it), *peFit BAYES_FIT_OFF or ON; z
** itself and *peFit as they were if it is not given.  SQLITE_OK, or an
** error in pErr. */
static int withFactors(const BayesModel *pM, const char *z, char **pzRest,
                       int *peFit, BayesErr *pErr){
  int n = (int)strlen(z), i, nFound = 0;
  char *zRest = 0;
  *pzRest = 0;
  for(i=0; i<n; i++){
    int k = i + 7, iVal;
    if( (i>0 && !withIsSep(z[i-1])) || strncmp(z+i, "factors", 7)!=0 ){
      continue;
    }
    while( k<n && (z[k]==' ' || z[k]=='\t') ) k++;
    if( k>=n || z[k]!='=' ) continue;
    k++;
    while( k<n && (z[k]==' ' || z[k]=='\t') ) k++;
    iVal = k;
    while( k<n && !withIsSep(z[k]) ) k++;
    if( nFound++ ){
      bayes_err(pErr, "option 'factors' is given twice");
      sqlite3_free(zRest);
      return SQLITE_ERROR;
    }
    if( k-iVal!=1 || (z[iVal]!='0' && z[iVal]!='1') ){
      bayes_err(pErr, "option factors=%.*s: expected 0 or 1", k-iVal,
                z+iVal);
      return SQLITE_ERROR;
    }
    if( pM->pKind->xWriteFit==0 ){
      bayes_err(pErr, "option factors: a %s model stores no factors (only "
                "lda and qda do)", pM->pKind->zName);
      return SQLITE_ERROR;
    }
    *peFit = z[iVal]=='1' ? BAYES_FIT_ON : BAYES_FIT_OFF;
    if( zRest==0 ){
      zRest = sqlite3_mprintf("%s", z);
      if( zRest==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    }
    memset(zRest+i, ' ', (size_t)(k-i));
    i = k;
  }
  *pzRest = zRest;
  return SQLITE_OK;
}

/* The options are blank (after factors= is taken out) */
static int withBlank(const char *z){
  while( *z && withIsSep(*z) ) z++;
  return *z==0;
}

/* The format version of a BLOB that parsed (its header's) */
static int withVersion(const u8 *a, i64 n){
  return a && n>=6 ? (int)(a[4] | (a[5]<<8)) : 0;
}

/* The model of argument 1, parsed afresh into *ppM; *piVersion its
** BLOB's format version */
static int withParse(BayesConn *pConn, sqlite3_value *pArg, BayesModel **ppM,
                     int *piVersion, BayesErr *pErr){
  BayesModel *pRef;
  const u8 *aRef;
  u8 *aFree;
  int rc;
  *ppM = 0;
  *piVersion = 0;
  if( sqlite3_value_type(pArg)==SQLITE_BLOB ){
    const u8 *a = (const u8*)sqlite3_value_blob(pArg);
    int n = sqlite3_value_bytes(pArg);
    rc = bayes_model_parse(a, n, ppM, pErr);
    if( rc==SQLITE_OK ) *piVersion = withVersion(a, n);
    return rc;
  }
  /* a name (or a mistake, which the cache words as for every function) */
  pRef = bayes_cache_model(pConn, 1, pArg, pErr);
  if( pRef==0 ) return pErr->rc ? pErr->rc : SQLITE_ERROR;
  aRef = bayes_model_blob_bytes(pRef, &aFree);    /* the bytes it keeps */
  if( aRef==0 ){
    bayes_model_unref(pRef);
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  rc = bayes_model_parse(aRef, pRef->nBlob, ppM, pErr);
  if( rc==SQLITE_OK ) *piVersion = withVersion(aRef, pRef->nBlob);
  sqlite3_free(aFree);
  bayes_model_unref(pRef);
  return rc;
}

void bayes_with_func(sqlite3_context *ctx, int argc, sqlite3_value **argv){
  BayesConn *pConn = (BayesConn*)sqlite3_user_data(ctx);
  BayesModel *pM = 0;
  const char *zOpt;
  char *zRest = 0;
  BayesErr err;
  BayesBuf b;
  int iOpts, rc, eFit = BAYES_FIT_AUTO, iVersion;
  (void)argc;
  err.rc = SQLITE_OK;
  err.zMsg[0] = 0;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ){
    sqlite3_result_null(ctx);
    return;
  }
  if( sqlite3_value_type(argv[1])!=SQLITE_TEXT ){
    bayes_result_errf(ctx, WITH_FUNC, "argument 2 (the options) is %s; "
                      "expected text such as 'alpha=0.5 priors=uniform'",
                      sqlite3_value_type(argv[1])==SQLITE_BLOB ? "a BLOB"
                      : "a number");
    return;
  }
  zOpt = (const char*)sqlite3_value_text(argv[1]);
  if( zOpt==0 ){ sqlite3_result_error_nomem(ctx); return; }
  rc = withParse(pConn, argv[0], &pM, &iVersion, &err);
  if( rc==SQLITE_OK ){
    /* the fit section: kept if the input had one (format version 5),
    ** written as bayes_fit would write it if not, or as factors= says */
    eFit = iVersion==5 ? BAYES_FIT_ON : BAYES_FIT_AUTO;
    rc = withFactors(pM, zOpt, &zRest, &eFit, &err);
    if( zRest ) zOpt = zRest;
  }
  if( rc==SQLITE_OK && bayes_blend_is(pM) ){
    /* its priors are uniform by construction, its names its members' */
    bayes_err(&err, "a blend has no options of its own: change its members "
              "with bayes_with, then blend them again with "
              "bayes_blend_model");
    rc = SQLITE_ERROR;
  }
  if( rc==SQLITE_OK ) rc = withSkipKind(pM, zOpt, &iOpts, &err);
  if( rc==SQLITE_OK && pM->pCalib && !withOnlyNames(zOpt+iOpts)
   && !(zRest && withBlank(zOpt+iOpts)) ){
    /* other options give other raw probabilities, which the calibrator
    ** was not fitted on (docs/functions.md, bayes_calibrate) */
    bayes_err(&err, "the model is calibrated, and its calibrator fits its "
              "present probabilities only: change the options of "
              "bayes_uncalibrated(model), then calibrate the result again");
    rc = SQLITE_ERROR;
  }
  if( rc==SQLITE_OK ) rc = bayes_spec_parse(pM, zOpt, iOpts, &err);
  if( rc==SQLITE_OK ) rc = bayes_spec_check_features(pM, pM->nFeat, &err);
  if( rc==SQLITE_OK ) rc = bayes_model_finalize(pM, &err);
  if( rc==SQLITE_OK ){
    pM->eFit = eFit;
    rc = bayes_model_serialize(pM, &b, &err);
  }
  bayes_model_unref(pM);
  sqlite3_free(zRest);
  if( rc ){
    if( err.rc==SQLITE_OK ){
      if( rc==SQLITE_NOMEM ) bayes_err_nomem(&err);
      else bayes_err(&err, "cannot apply options '%.60s'", zOpt);
    }
    bayes_result_err(ctx, WITH_FUNC, &err);
    return;
  }
  sqlite3_result_blob64(ctx, b.a, (sqlite3_uint64)b.n, sqlite3_free);
}
