/*
** core/spec.c — the first argument of bayes_fit: "kind key=value key=value".
**
**   'gaussian_nb'
**   'multinomial_nb alpha=0.5 priors=uniform'
**   'lda shrinkage=auto priors=spam:0.2,ham:0.8'
**
** Words are separated by white space and/or commas ('lda, shrinkage=auto',
** 'gaussian_nb var_smoothing=1e-9,priors=uniform'); white space around an
** option's '=' is no separator ('lda shrinkage = auto' is shrinkage=auto:
** specSqueeze drops it before the words are split).  The first word names
** the kind; each further word is one option.  Inside an option's value a
** comma separates list items ('priors=a:0.3, b:0.7') unless what follows it
** (after white space) is a word and '=', which starts the next option:
** 'priors=a:0.3,b:0.7,alpha=1' is two options (specWordEnd).  Every kind takes `priors` (fit | uniform |
** label:p,label:p,...) and `prior_alpha` (a pseudo-count added to every
** class count when priors=fit: the MAP estimate of the class prior under a
** symmetric Dirichlet); the other options are the kind's own (its aOpt
** table).  Unknown, duplicated or malformed options are errors naming them.
** Explicit priors are checked here for form (non-negative numbers summing
** to 1) and, once the classes are known, in model.c for their labels.
**
** An option flagged BAYES_OPT_VECTOR may instead be given one value per
** positional feature, as a list: 'alpha=[1, 0.5, 2]' or 'alpha=1,0.5,2'
** (specParseVector).  The list's length is checked against the features
** once the first row comes (bayes_spec_check_features); kinds read an
** option per feature with bayes_spec_opt.
**
** bayes_spec_json renders a model's options for bayes_info.
**
** bayes_with (with.c) parses options into a fitted model (pM->bFinal):
** then an option replaces the model's value (its list, its priors), an
** option flagged BAYES_OPT_STATS (what the rows counted: bernoulli's
** binarize) may only be given its current value, a kind's own options
** (xSpecOption: naive_bayes's families) not at all, and priors other than
** fit drop the model's prior_alpha unless the options give one
** (specFitted*).
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

/* ", gaussian_nb, multinomial_nb, ...": every kind of kinds.h, in order */
static const char zSpecKnownKinds[] =
#define BAYES_KIND(ID, NAME) ", " #NAME
#include "kinds.h"
#undef BAYES_KIND
;

/* A number that fills [z, z+n) exactly, as JSON writes numbers (also
** accepting a leading '+' or '.5'-style forms is not needed). */
static int specParseNum(const char *z, int n, double *pV){
  int k;
  if( n>0 && z[0]=='+' ){ z++; n--; }
  k = bayes_json_parse_number(z, n, pV);
  return k>0 && k==n && isfinite(*pV);
}

static int specIsSpace(char c){
  return c==' ' || c=='\t' || c=='\n' || c=='\r';
}
static int specIsSep(char c){ return c==',' || specIsSpace(c); }

/* z[i..) starts "name=" (a letter or '_', then letters, digits, '_') */
static int specIsOptionStart(const char *z, int i, int n){
  int k = i;
  while( k<n && ((z[k]>='a' && z[k]<='z') || (z[k]>='A' && z[k]<='Z')
                 || z[k]=='_' || (k>i && z[k]>='0' && z[k]<='9')) ) k++;
  return k>i && k<n && z[k]=='=';
}

/* End of the word that starts at z[i]: the next separator; in an option's
** value (priors=a:0.3,b:0.7, naive_bayes's categorical=1,3-4), a comma
** followed by something other than the next option (or the end) continues
** the list (white space after that comma included). */
static int specWordEnd(const char *z, int i, int n){
  int k = i;
  while( k<n && !specIsSep(z[k]) ) k++;
  if( memchr(z+i, '=', k-i) ){
    while( k<n && z[k]==',' ){
      int j = k+1;
      while( j<n && specIsSpace(z[j]) ) j++;
      if( j>=n || z[j]==',' || specIsOptionStart(z, j, n) ) break;
      k = j;
      while( k<n && !specIsSep(z[k]) ) k++;
    }
  }
  return k;
}

static int specParsePriors(BayesModel *pM, const char *z, int n,
                       BayesErr *pErr){
  int i = 0, nItem = 1, k;
  double sum = 0.0;
  if( n==3 && memcmp(z, "fit", 3)==0 ){ pM->ePriors = BAYES_PRIORS_FIT; return 0; }
  if( n==7 && memcmp(z, "uniform", 7)==0 ){
    pM->ePriors = BAYES_PRIORS_UNIFORM; return 0;
  }
  for(k=0; k<n; k++) if( z[k]==',' ) nItem++;
  pM->aPrior = sqlite3_malloc64(sizeof(BayesPrior)*(u64)nItem);
  if( pM->aPrior==0 ){ bayes_err_nomem(pErr); return 1; }
  memset(pM->aPrior, 0, sizeof(BayesPrior)*(size_t)nItem);
  pM->ePriors = BAYES_PRIORS_GIVEN;
  while( i<=n ){
    int iEnd, iColon = -1, j;
    double p;
    while( i<n && specIsSpace(z[i]) ) i++;   /* "a:0.3, b:0.7" */
    iEnd = i;
    while( iEnd<n && z[iEnd]!=',' ) iEnd++;
    for(j=i; j<iEnd; j++) if( z[j]==':' ) iColon = j;
    if( iColon<=i || !specParseNum(z+iColon+1, iEnd-iColon-1, &p) ){
      bayes_err(pErr, "option priors: '%.*s' is not label:probability "
                "(write priors=fit, priors=uniform or priors=a:0.3,b:0.7)",
                iEnd-i, z+i);
      return 1;
    }
    if( p<0.0 ){
      bayes_err(pErr, "option priors: the prior of '%.*s' is negative",
                iColon-i, z+i);
      return 1;
    }
    for(j=0; j<pM->nPrior; j++){
      if( (int)strlen(pM->aPrior[j].zLabel)==iColon-i
       && memcmp(pM->aPrior[j].zLabel, z+i, iColon-i)==0 ){
        bayes_err(pErr, "option priors: label '%.*s' is given twice",
                  iColon-i, z+i);
        return 1;
      }
    }
    pM->aPrior[pM->nPrior].zLabel = sqlite3_mprintf("%.*s", iColon-i, z+i);
    if( pM->aPrior[pM->nPrior].zLabel==0 ){ bayes_err_nomem(pErr); return 1; }
    pM->aPrior[pM->nPrior].p = p;
    pM->nPrior++;
    sum += p;
    i = iEnd+1;
  }
  if( fabs(sum-1.0)>1e-6 ){
    bayes_err(pErr, "option priors: the priors sum to %.10g, not 1", sum);
    return 1;
  }
  return 0;
}

/* A vector option's value: a JSON array or a comma-separated list of
** numbers, one per positional feature, each in the option's range.  Only
** called for a value that holds a comma or starts with '['. */
static int specParseVector(BayesModel *pM, int iOpt, const char *z, int n,
                           BayesErr *pErr){
  const BayesOptDef *pD = &pM->pKind->aOpt[iOpt];
  int i = 0, nItem = 0, nAlloc = 0;
  double *a = 0;
  if( n>0 && z[0]=='[' ){
    if( z[n-1]!=']' ){
      bayes_err(pErr, "option %s=%.*s: a list of numbers ends with ']'",
                pD->zName, n>60 ? 60 : n, z);
      return 1;
    }
    z++; n -= 2;
  }
  while( 1 ){
    int k, e;
    double v;
    while( i<n && specIsSpace(z[i]) ) i++;
    for(k=i; k<n && z[k]!=','; k++){}
    for(e=k; e>i && specIsSpace(z[e-1]); e--){}
    if( !specParseNum(z+i, e-i, &v) || v<pD->mn || v>pD->mx
     || ((pD->flags & BAYES_OPT_INT) && v!=floor(v)) ){
      bayes_err(pErr, "option %s: item %d of the list ('%.*s') is not a "
                "%s in [%g, %g]", pD->zName, nItem+1, e-i>40 ? 40 : e-i,
                z+i, (pD->flags & BAYES_OPT_INT) ? "whole number" : "number",
                pD->mn, pD->mx);
      sqlite3_free(a);
      return 1;
    }
    if( nItem>=BAYES_MAX_FEATURES ){
      bayes_err(pErr, "option %s: more than %d values", pD->zName,
                BAYES_MAX_FEATURES);
      sqlite3_free(a);
      return 1;
    }
    if( nItem>=nAlloc ){
      double *aNew;
      nAlloc = nAlloc ? 2*nAlloc : 16;
      aNew = sqlite3_realloc64(a, sizeof(double)*(u64)nAlloc);
      if( aNew==0 ){ sqlite3_free(a); bayes_err_nomem(pErr); return 1; }
      a = aNew;
    }
    a[nItem++] = v;
    if( k>=n ) break;
    i = k+1;
  }
  pM->aVec[iOpt] = a;
  pM->anVec[iOpt] = nItem;
  return 0;
}

double bayes_spec_opt(const BayesModel *pM, int iOpt, int j){
  const double *a = pM->aVec[iOpt];
  return a && j>=0 && j<pM->anVec[iOpt] ? a[j] : pM->aOpt[iOpt];
}

void bayes_spec_clear_vectors(BayesModel *pM){
  int i;
  for(i=0; i<BAYES_MAX_OPTS; i++){
    sqlite3_free(pM->aVec[i]);
    pM->aVec[i] = 0;
    pM->anVec[i] = 0;
  }
}

int bayes_spec_copy_option(BayesModel *pDst, int iTo, const BayesModel *pSrc,
                           int iFrom, int bList){
  int n = pSrc->anVec[iFrom];
  pDst->aOpt[iTo] = pSrc->aOpt[iFrom];
  sqlite3_free(pDst->aVec[iTo]);
  pDst->aVec[iTo] = 0;
  pDst->anVec[iTo] = 0;
  if( !bList || pSrc->aVec[iFrom]==0 ) return SQLITE_OK;
  pDst->aVec[iTo] = sqlite3_malloc64(sizeof(double)*((u64)n+1));
  if( pDst->aVec[iTo]==0 ) return SQLITE_NOMEM;
  memcpy(pDst->aVec[iTo], pSrc->aVec[iFrom], sizeof(double)*(size_t)n);
  pDst->anVec[iTo] = n;
  return SQLITE_OK;
}

int bayes_spec_check_features(const BayesModel *pM, int d, BayesErr *pErr){
  const BayesKind *pK = pM->pKind;
  int i;
  if( pM->pNames && pM->pNames->n!=d ){
    bayes_err(pErr, "option names gives %d name%s but the %s %d feature%s",
              pM->pNames->n, pM->pNames->n==1 ? "" : "s",
              pM->bFinal ? "model has" : "rows have", d, d==1 ? "" : "s");
    return SQLITE_ERROR;
  }
  for(i=0; i<pK->nOpt; i++){
    if( pM->aVec[i] && pM->anVec[i]!=d ){
      bayes_err(pErr, "option %s has %d values, one per feature, but the "
                "rows have %d feature%s", pK->aOpt[i].zName, pM->anVec[i],
                d, d==1 ? "" : "s");
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}

int bayes_spec_same_vectors(const BayesModel *a, const BayesModel *b){
  int i;
  for(i=0; i<a->pKind->nOpt; i++){
    if( (a->aVec[i]==0)!=(b->aVec[i]==0) ) return 0;
    if( a->aVec[i]==0 ) continue;
    if( a->anVec[i]!=b->anVec[i]
     || memcmp(a->aVec[i], b->aVec[i], sizeof(double)*(size_t)a->anVec[i]) ){
      return 0;
    }
  }
  return 1;
}

static void specOptionNames(const BayesKind *pK, char *zOut, int nOut){
  int i, j = 0;
  for(i=0; i<pK->nOpt && j<nOut-40; i++){
    sqlite3_snprintf(nOut-j, zOut+j, "%s, ", pK->aOpt[i].zName);
    j += (int)strlen(zOut+j);
  }
  if( pK->zSpecOptions ){
    sqlite3_snprintf(nOut-j, zOut+j, "%s, ", pK->zSpecOptions);
    j += (int)strlen(zOut+j);
  }
  sqlite3_snprintf(nOut-j, zOut+j, "priors, prior_alpha");
}

int bayes_spec_kind_word(const char *zSpec, int *piWord, int *pnWord,
                         BayesErr *pErr){
  int i = 0, k, n;
  if( zSpec==0 ){
    bayes_err(pErr, "argument 1 (the spec) is NULL; expected a kind "
              "such as 'gaussian_nb'");
    return SQLITE_ERROR;
  }
  n = (int)strlen(zSpec);
  while( i<n && specIsSep(zSpec[i]) ) i++;
  k = i;
  while( k<n && !specIsSep(zSpec[k]) ) k++;
  *piWord = i;
  *pnWord = k-i;
  return SQLITE_OK;
}

int bayes_spec_unknown_kind(const char *zWord, int nWord, BayesErr *pErr){
  bayes_err(pErr, "unknown model kind '%.*s' (known: %s)",
            nWord > 40 ? 40 : nWord, zWord, zSpecKnownKinds+2);
  return SQLITE_ERROR;
}

/* The options zSpec[iOpts..] without the white space around each '='
** ("alpha = 1" is "alpha=1"): *pz is zSpec+iOpts itself when there is
** none, else a copy the caller frees (*pzFree).  0, or 1 when out of
** memory. */
static int specSqueeze(const char *zSpec, int iOpts, const char **pz,
                       char **pzFree){
  const char *z = zSpec + iOpts;
  int n = (int)strlen(z), i, j;
  char *zOut;
  *pz = z;
  *pzFree = 0;
  for(i=0; i<n; i++){
    if( z[i]=='=' && ((i>0 && specIsSpace(z[i-1]))
                      || (i+1<n && specIsSpace(z[i+1]))) ) break;
  }
  if( i==n ) return 0;
  zOut = sqlite3_malloc64((u64)n+1);
  if( zOut==0 ) return 1;
  for(i=0, j=0; i<n; i++){
    if( specIsSpace(z[i]) ){
      int k = i;
      while( k<n && specIsSpace(z[k]) ) k++;
      if( k<n && z[k]=='=' ){ i = k-1; continue; }   /* "alpha =" */
    }
    zOut[j++] = z[i];
    if( z[i]=='=' ){                                  /* "= 1" */
      while( i+1<n && specIsSpace(z[i+1]) ) i++;
    }
  }
  zOut[j] = 0;
  *pz = zOut;
  *pzFree = zOut;
  return 0;
}

/* ------------------------------------------------------------ fitted
** Parsing into a fitted model (bayes_with): the model's values go before
** the new ones replace them. */
static void specDropPriors(BayesModel *pM){
  int j;
  for(j=0; j<pM->nPrior; j++) sqlite3_free(pM->aPrior[j].zLabel);
  sqlite3_free(pM->aPrior);
  pM->aPrior = 0;
  pM->nPrior = 0;
}
static void specDropVector(BayesModel *pM, int iOpt){
  sqlite3_free(pM->aVec[iOpt]);
  pM->aVec[iOpt] = 0;
  pM->anVec[iOpt] = 0;
}

/* Is zKey[0..nKey) one of the kind's own option names (xSpecOption's,
** listed in zSpecOptions as "a, b, c")? */
static int specIsKindOption(const BayesKind *pK, const char *zKey, int nKey){
  const char *z = pK->zSpecOptions;
  while( z && *z ){
    int n = 0;
    while( z[n] && z[n]!=',' ) n++;
    if( n==nKey && memcmp(z, zKey, nKey)==0 ) return 1;
    z += n;
    while( *z==',' || *z==' ' ) z++;
  }
  return 0;
}

/* An option of a fitted model that its statistics depend on: an error
** unless the new value is the model's (zV[0..nV) as given) */
static int specFittedStats(const BayesModel *pM, int iOpt, double v,
                           int bVec, const char *zV, int nV, BayesErr *pErr){
  const BayesOptDef *pD = &pM->pKind->aOpt[iOpt];
  if( !bVec && pM->aVec[iOpt]==0 && v==pM->aOpt[iOpt] ) return SQLITE_OK;
  bayes_err(pErr, "option %s=%.*s: a fitted model's %s cannot change, "
            "because it decided what the rows added to the statistics "
            "(this model has %s=%.15g); refit with %s=%.*s",
            pD->zName, nV>40 ? 40 : nV, zV, pD->zName, pD->zName,
            pM->aOpt[iOpt], pD->zName, nV>40 ? 40 : nV, zV);
  return SQLITE_ERROR;
}

/* names=a,b,c or names=["a","b"]: the positional features' names, for
** every kind (names.c); names= with no value drops a model's names
** (bayes_with).  A fitted model keeps its features' declared types. */
static int specParseNames(BayesModel *pM, const char *z, int n,
                          BayesErr *pErr){
  BayesNames *pNew = 0;
  int rc, i;
  if( n>0 ){
    rc = bayes_names_parse_list(z, n, &pNew, pErr);
    if( rc ){
      if( rc==SQLITE_ERROR && strncmp(pErr->zMsg, "option", 6)!=0 ){
        char zMsg[BAYES_MAX_ERRMSG];
        memcpy(zMsg, pErr->zMsg, sizeof(zMsg));
        bayes_err(pErr, "option names: %s", zMsg);
      }
      return rc;
    }
  }
  if( pNew && pM->pNames && pM->pNames->n==pNew->n ){
    for(i=0; i<pNew->n; i++){
      if( bayes_names_set_decl(pNew, i, pM->pNames->azDecl[i],
                               pM->pNames->aDecl[i]) ){
        bayes_names_free(pNew);
        bayes_err_nomem(pErr);
        return SQLITE_NOMEM;
      }
    }
  }
  /* a fitted model's bags of terms keep their names (names.c) */
  if( pNew && pM->pNames ){
    rc = bayes_names_keep_bags(pNew, pM->pNames, pErr);
    if( rc ){
      bayes_names_free(pNew);
      if( rc==SQLITE_ERROR ){
        char zMsg[BAYES_MAX_ERRMSG];
        memcpy(zMsg, pErr->zMsg, sizeof(zMsg));
        bayes_err(pErr, "option names: %s", zMsg);
      }
      return rc;
    }
  }
  bayes_names_free(pM->pNames);
  pM->pNames = pNew;
  return SQLITE_OK;
}

int bayes_spec_parse(BayesModel *pM, const char *zSpec, int iOpts,
                     BayesErr *pErr){
  const char *z;
  char *zFree = 0;
  const BayesKind *pK = pM->pKind;
  int i, n, k = 0, bNames = 0;
  int aSeen[BAYES_MAX_OPTS+2];
  memset(aSeen, 0, sizeof(aSeen));
  if( specSqueeze(zSpec, iOpts, &z, &zFree) ){
    bayes_err_nomem(pErr);
    return SQLITE_NOMEM;
  }
  n = (int)strlen(z);
  i = k;
  while( 1 ){
    int iEq, iOpt;
    while( i<n && specIsSep(z[i]) ) i++;
    if( i>=n ) break;
    k = specWordEnd(z, i, n);
    for(iEq=i; iEq<k && z[iEq]!='='; iEq++){}
    if( iEq==k || iEq==i ){
      bayes_err(pErr, "option '%.*s' of spec '%s' is not key=value",
                k-i, z+i, zSpec);
      goto fail;
    }
    if( iEq-i==5 && memcmp(z+i, "names", 5)==0 ){
      if( bNames++ ){
        bayes_err(pErr, "option 'names' is given twice");
        goto fail;
      }
      if( specParseNames(pM, z+iEq+1, k-iEq-1, pErr) ) goto fail;
      i = k;
      continue;
    }
    if( iEq-i==6 && memcmp(z+i, "priors", 6)==0 ){
      iOpt = BAYES_MAX_OPTS;
    }else if( iEq-i==11 && memcmp(z+i, "prior_alpha", 11)==0 ){
      iOpt = BAYES_MAX_OPTS+1;
    }else{
      for(iOpt=0; iOpt<pK->nOpt; iOpt++){
        const char *zName = pK->aOpt[iOpt].zName;
        if( (int)strlen(zName)==iEq-i && memcmp(zName, z+i, iEq-i)==0 ) break;
      }
      if( iOpt==pK->nOpt && pM->bFinal && specIsKindOption(pK, z+i, iEq-i) ){
        bayes_err(pErr, "option %.*s: a fitted model's %.*s cannot change, "
                  "because it decided which statistics the features' values "
                  "went to; refit instead", iEq-i, z+i, iEq-i, z+i);
        goto fail;
      }
      if( iOpt==pK->nOpt && pK->xSpecOption ){
        int rc = pK->xSpecOption(pM, z+i, iEq-i, z+iEq+1, k-iEq-1, pErr);
        if( rc==SQLITE_OK ){ i = k; continue; }
        if( rc>0 ) goto fail;
      }
      if( iOpt==pK->nOpt ){
        char zNames[400];     /* naive_bayes: 22 names, 240 bytes */
        specOptionNames(pK, zNames, sizeof(zNames));
        bayes_err(pErr, "%s does not take option '%.*s' (it takes: %s)",
                  pK->zName, iEq-i, z+i, zNames);
        goto fail;
      }
    }
    if( aSeen[iOpt] ){
      bayes_err(pErr, "option '%.*s' is given twice", iEq-i, z+i);
      goto fail;
    }
    aSeen[iOpt] = 1;
    if( iOpt==BAYES_MAX_OPTS ){
      if( pM->bFinal ) specDropPriors(pM);
      if( specParsePriors(pM, z+iEq+1, k-iEq-1, pErr) ) goto fail;
    }else if( iOpt==BAYES_MAX_OPTS+1 ){
      double v;
      if( !specParseNum(z+iEq+1, k-iEq-1, &v) || v<0.0 || v>1e300 ){
        bayes_err(pErr, "option prior_alpha=%.*s: expected a number in "
                  "[0, 1e+300]", k-iEq-1, z+iEq+1);
        goto fail;
      }
      pM->priorAlpha = v;
    }else{
      const BayesOptDef *pD = &pK->aOpt[iOpt];
      double v;
      const char *zV = z+iEq+1;
      int nV = k-iEq-1;
      if( (pD->flags & BAYES_OPT_VECTOR)
       && (memchr(zV, ',', nV) || (nV>0 && zV[0]=='[')) ){
        if( pM->bFinal && (pD->flags & BAYES_OPT_STATS)
         && specFittedStats(pM, iOpt, 0.0, 1, zV, nV, pErr) ) goto fail;
        if( pM->bFinal ){
          /* as in a new model, the scalar is the default beside a list */
          specDropVector(pM, iOpt);
          pM->aOpt[iOpt] = pD->dDefault;
        }
        if( specParseVector(pM, iOpt, zV, nV, pErr) ) goto fail;
        i = k;
        continue;
      }
      if( (pD->flags & BAYES_OPT_AUTO) && nV==4 && memcmp(zV, "auto", 4)==0 ){
        v = -1.0;
      }else if( !specParseNum(zV, nV, &v) || v<pD->mn || v>pD->mx
             || ((pD->flags & BAYES_OPT_BOOL) && v!=0.0 && v!=1.0)
             || ((pD->flags & BAYES_OPT_INT) && v!=floor(v)) ){
        if( pD->flags & BAYES_OPT_BOOL ){
          bayes_err(pErr, "option %s=%.*s: expected 0 or 1", pD->zName, nV, zV);
        }else{
          bayes_err(pErr, "option %s=%.*s: expected a %s in "
                    "[%g, %g]%s%s", pD->zName, nV, zV,
                    (pD->flags & BAYES_OPT_INT) ? "whole number" : "number",
                    pD->mn, pD->mx,
                    (pD->flags & BAYES_OPT_AUTO) ? " or auto" : "",
                    (pD->flags & BAYES_OPT_VECTOR) ? ", or a list of them, "
                    "one per feature" : "");
        }
        goto fail;
      }
      if( pM->bFinal && (pD->flags & BAYES_OPT_STATS)
       && specFittedStats(pM, iOpt, v, 0, zV, nV, pErr) ) goto fail;
      if( pM->bFinal ) specDropVector(pM, iOpt);
      pM->aOpt[iOpt] = v;
    }
    i = k;
  }
  if( pM->bFinal && aSeen[BAYES_MAX_OPTS] && !aSeen[BAYES_MAX_OPTS+1]
   && pM->ePriors!=BAYES_PRIORS_FIT ){
    pM->priorAlpha = 0.0;     /* it applies to priors=fit only */
  }
  if( pM->priorAlpha>0.0 && pM->ePriors!=BAYES_PRIORS_FIT ){
    bayes_err(pErr, "option prior_alpha applies to priors=fit only");
    goto fail;
  }
  sqlite3_free(zFree);
  return SQLITE_OK;
fail:
  sqlite3_free(zFree);
  return pErr->rc;
}

void bayes_spec_json(const BayesModel *pM, BayesBuf *p){
  const BayesKind *pK = pM->pKind;
  int i;
  bayes_buf_char(p, '{');
  for(i=0; i<pK->nOpt; i++){
    /* a late option at its default is not listed, as it is not stored */
    if( (pK->aOpt[i].flags & BAYES_OPT_LATE) && pM->aVec[i]==0
     && pM->aOpt[i]==pK->aOpt[i].dDefault ) continue;
    bayes_json_str(p, pK->aOpt[i].zName, -1);
    bayes_buf_char(p, ':');
    if( pM->aVec[i] ){
      bayes_json_nums(p, pM->aVec[i], pM->anVec[i]);
    }else if( (pK->aOpt[i].flags & BAYES_OPT_AUTO) && pM->aOpt[i]==-1.0 ){
      bayes_buf_str(p, "\"auto\"");
    }else{
      bayes_json_num(p, pM->aOpt[i]);
    }
    bayes_buf_char(p, ',');
  }
  bayes_buf_str(p, "\"prior_alpha\":");
  bayes_json_num(p, pM->priorAlpha);
  bayes_buf_str(p, ",\"priors\":");
  if( pM->ePriors==BAYES_PRIORS_FIT ){
    bayes_buf_str(p, "\"fit\"");
  }else if( pM->ePriors==BAYES_PRIORS_UNIFORM ){
    bayes_buf_str(p, "\"uniform\"");
  }else{
    bayes_buf_char(p, '{');
    for(i=0; i<pM->nPrior; i++){
      if( i ) bayes_buf_char(p, ',');
      bayes_json_str(p, pM->aPrior[i].zLabel, -1);
      bayes_buf_char(p, ':');
      bayes_json_num(p, pM->aPrior[i].p);
    }
    bayes_buf_char(p, '}');
  }
  bayes_buf_char(p, '}');
}
