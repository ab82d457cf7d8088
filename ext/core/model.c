/*
** core/model.c — the generic model that every kind shares.
**
** A BayesModel holds the spec (kind, options, priors), the feature count,
** and the classes: each a label (INTEGER, REAL or TEXT, kept with its type),
** a row count, and the kind's sufficient statistics.  This file owns:
**
**   - the memory of every kind's state (bayes_kind_alloc); the kinds
**     themselves are found through registry.c's table, which the callers
**     hand in (bayes_model_from_spec_in, bayes_model_parse_in): this file
**     names no kind;
**   - labels: comparison in SQLite's order, hashing, a hash index from
**     label to class so that fitting never scans the labels;
**   - adding and removing rows, merging two models, finalizing (classes
**     sorted by label, empty classes dropped, log priors computed, the
**     kind's scoring parameters derived);
**   - the model BLOB: bayes_model_serialize decides its format version
**     (bayes_model_format_version) and writes it in one walk down, asking
**     each part for its bytes (the generic part here, the kind's section,
**     the calibration sections); bayes_model_parse reads it back, every
**     value checked; the layout of a BLOB is described in one place,
**     docs/format.md;
**   - the bytes a parsed model keeps of its BLOB for the cache
**     (bayes_model_parse_keep, bayes_model_blob_*): in pieces, the spans
**     its kind's arrays hold and one copy of the gaps ("a parsed model's
**     BLOB", below).
**
** No SQL functions live here.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>
#include <stdlib.h>

/* ------------------------------------------------------------ labels */
int bayes_label_cmp(const BayesLabel *a, const BayesLabel *b){
  int ta = a->eType==SQLITE_TEXT, tb = b->eType==SQLITE_TEXT;
  if( ta!=tb ) return ta ? 1 : -1;
  if( ta ){
    int n = a->n<b->n ? a->n : b->n;
    int c = memcmp(a->z, b->z, n);
    if( c ) return c;
    return a->n - b->n;
  }
  if( a->eType==SQLITE_INTEGER && b->eType==SQLITE_INTEGER ){
    return a->i<b->i ? -1 : a->i>b->i;
  }else{
    double x = a->eType==SQLITE_INTEGER ? (double)a->i : a->r;
    double y = b->eType==SQLITE_INTEGER ? (double)b->i : b->r;
    if( x<y ) return -1;
    if( x>y ) return 1;
    /* equal as doubles: integers beyond 2^53 still need telling apart */
    if( a->eType!=b->eType && fabs(x)<9.2e18 ){
      i64 ia = a->eType==SQLITE_INTEGER ? a->i : (i64)a->r;
      i64 ib = b->eType==SQLITE_INTEGER ? b->i : (i64)b->r;
      return ia<ib ? -1 : ia>ib;
    }
    return 0;
  }
}

static u64 modelLabelHash(const BayesLabel *p){
  if( p->eType==SQLITE_TEXT ) return bayes_hash(p->z, p->n);
  if( p->eType==SQLITE_INTEGER ) return bayes_hash_mix((u64)p->i);
  /* a REAL equal to an integer hashes as that integer (1.0 = 1) */
  if( p->r==floor(p->r) && fabs(p->r)<9.2e18 ) return bayes_hash_mix((u64)(i64)p->r);
  {
    u64 u;
    memcpy(&u, &p->r, 8);
    return bayes_hash_mix(u);
  }
}

/* Fill a label that points at the value's text (not owned).  Returns 0, or
** 1 for a BLOB label (an error), 2 for NULL (skip the row). */
static int modelLabelFromValue(sqlite3_value *v, BayesLabel *p){
  memset(p, 0, sizeof(*p));
  switch( sqlite3_value_type(v) ){
    case SQLITE_NULL: return 2;
    case SQLITE_INTEGER: p->eType = SQLITE_INTEGER; p->i = sqlite3_value_int64(v); break;
    case SQLITE_FLOAT: p->eType = SQLITE_FLOAT; p->r = sqlite3_value_double(v); break;
    case SQLITE_TEXT:
      p->eType = SQLITE_TEXT;
      p->z = (char*)sqlite3_value_text(v);
      p->n = sqlite3_value_bytes(v);
      if( p->z==0 ){ p->z = ""; p->n = 0; }
      break;
    default: return 1;
  }
  return 0;
}

/* ------------------------------------------------------------ model */
BayesModel *bayes_model_new(const BayesKind *pK){
  BayesModel *pM = sqlite3_malloc64(sizeof(*pM));
  int i;
  if( pM==0 ) return 0;
  memset(pM, 0, sizeof(*pM));
  pM->pKind = pK;
  pM->nFeat = -1;
  pM->nRef = 1;
  for(i=0; i<pK->nOpt; i++) pM->aOpt[i] = pK->aOpt[i].dDefault;
  return pM;
}

/* References are atomic: the process-wide cache (sql/cache.c) hands one
** parsed model to several connections, each in its own thread.  The last
** release (acquire-release) sees every write made before the others. */
void bayes_model_ref(BayesModel *pM){
  (void)__atomic_add_fetch(&pM->nRef, 1, __ATOMIC_RELAXED);
}

/* Release the scoring parameters of every class and the model's */
static void modelFreeFit(BayesModel *pM){
  const BayesKind *pK = pM->pKind;
  int i;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    if( pC->pFit==0 ) continue;
    if( pK->xFreeFit ) pK->xFreeFit(pM, pC);
    sqlite3_free(pC->pFit);
    pC->pFit = 0;
  }
  if( pM->pKindFit ){
    if( pK->xFreeFit ) pK->xFreeFit(pM, 0);
    sqlite3_free(pM->pKindFit);
    pM->pKindFit = 0;
  }
}

void bayes_model_free_fit(BayesModel *pM){ modelFreeFit(pM); }

void bayes_model_free_class_state(BayesModel *pM, BayesClass *pC){
  const BayesKind *pK = pM->pKind;
  if( pC->pFit ){
    if( pK->xFreeFit ) pK->xFreeFit(pM, pC);
    sqlite3_free(pC->pFit);
    pC->pFit = 0;
  }
  if( pC->pSt ){
    if( pK->xFreeState ) pK->xFreeState(pM, pC);
    sqlite3_free(pC->pSt);
    pC->pSt = 0;
  }
}

static void modelFreeClass(BayesModel *pM, BayesClass *pC){
  if( pC==0 ) return;
  bayes_model_free_class_state(pM, pC);
  sqlite3_free(pC->label.z);
  sqlite3_free(pC);
}

void bayes_model_unref(BayesModel *pM){
  int i;
  if( pM==0 || __atomic_sub_fetch(&pM->nRef, 1, __ATOMIC_ACQ_REL)>0 ) return;
  if( !pM->bView ){
    /* a view's classes belong to its owner, which frees their state */
    modelFreeFit(pM);
    for(i=0; i<pM->nClass; i++) modelFreeClass(pM, pM->apClass[i]);
  }else if( pM->pKindFit ){
    if( pM->pKind->xFreeFit ) pM->pKind->xFreeFit(pM, 0);
    sqlite3_free(pM->pKindFit);
  }
  if( pM->pKindSt ){
    if( pM->pKind->xFreeState ) pM->pKind->xFreeState(pM, 0);
    sqlite3_free(pM->pKindSt);
  }
  sqlite3_free(pM->apClass);
  sqlite3_free(pM->apHash);
  for(i=0; i<pM->nPrior; i++) sqlite3_free(pM->aPrior[i].zLabel);
  sqlite3_free(pM->aPrior);
  for(i=0; i<BAYES_MAX_OPTS; i++) sqlite3_free(pM->aVec[i]);
  sqlite3_free(pM->aLogPrior);
  sqlite3_free(pM->aBlob);
  sqlite3_free(pM->aPiece);
  sqlite3_free(pM->aGap);
  bayes_calib_free(pM->pCalib);
  bayes_names_free(pM->pNames);
  sqlite3_free(pM->aSeen);
  sqlite3_free(pM);
}

/* Rebuild the hash index with room for at least nWant classes */
static int modelRehash(BayesModel *pM, int nWant){
  int nHash = 16, i;
  BayesClass **ap;
  while( nHash < 2*nWant ) nHash *= 2;
  ap = sqlite3_malloc64(sizeof(BayesClass*)*(u64)nHash);
  if( ap==0 ) return SQLITE_NOMEM;
  memset(ap, 0, sizeof(BayesClass*)*(size_t)nHash);
  for(i=0; i<pM->nClass; i++){
    u64 h = modelLabelHash(&pM->apClass[i]->label) & (u64)(nHash-1);
    while( ap[h] ) h = (h+1) & (u64)(nHash-1);
    ap[h] = pM->apClass[i];
  }
  sqlite3_free(pM->apHash);
  pM->apHash = ap;
  pM->nHash = nHash;
  return SQLITE_OK;
}

static BayesClass *modelFindClass(const BayesModel *pM, const BayesLabel *pL){
  u64 h;
  if( pM->nHash==0 ) return 0;
  h = modelLabelHash(pL) & (u64)(pM->nHash-1);
  while( pM->apHash[h] ){
    if( bayes_label_cmp(&pM->apHash[h]->label, pL)==0 ) return pM->apHash[h];
    h = (h+1) & (u64)(pM->nHash-1);
  }
  return 0;
}

/* A new class without rows or statistics, with a copy of label pL */
static BayesClass *modelClassAlloc(const BayesLabel *pL){
  BayesClass *pC = sqlite3_malloc64(sizeof(*pC));
  if( pC==0 ) return 0;
  memset(pC, 0, sizeof(*pC));
  pC->label = *pL;
  pC->label.z = 0;
  if( pL->eType==SQLITE_TEXT ){
    pC->label.z = sqlite3_malloc64((u64)pL->n+1);
    if( pC->label.z==0 ){ sqlite3_free(pC); return 0; }
    memcpy(pC->label.z, pL->z, pL->n);
    pC->label.z[pL->n] = 0;
  }
  return pC;
}

/* Append a new class with a copy of label pL; *ppC is the new class. */
static int modelNewClass(BayesModel *pM, const BayesLabel *pL,
                         BayesClass **ppC){
  BayesClass *pC;
  int rc;
  if( pM->nClass>=BAYES_MAX_CLASSES ) return SQLITE_TOOBIG;
  if( pM->nClass>=pM->nClassAlloc ){
    int nNew = pM->nClassAlloc ? pM->nClassAlloc*2 : 4;
    BayesClass **ap = sqlite3_realloc64(pM->apClass, sizeof(BayesClass*)*(u64)nNew);
    if( ap==0 ) return SQLITE_NOMEM;
    pM->apClass = ap;
    pM->nClassAlloc = nNew;
  }
  pC = modelClassAlloc(pL);
  if( pC==0 ) return SQLITE_NOMEM;
  if( pM->pKind->xNewClass ){
    rc = pM->pKind->xNewClass(pM, pC);
    if( rc ){ modelFreeClass(pM, pC); return rc; }
  }
  pM->apClass[pM->nClass++] = pC;
  if( pM->nHash < 2*pM->nClass ){
    rc = modelRehash(pM, pM->nClass);
    if( rc ){ pM->nClass--; modelFreeClass(pM, pC); return rc; }
  }else{
    u64 h = modelLabelHash(&pC->label) & (u64)(pM->nHash-1);
    while( pM->apHash[h] ) h = (h+1) & (u64)(pM->nHash-1);
    pM->apHash[h] = pC;
  }
  pM->bFinal = 0;
  *ppC = pC;
  return SQLITE_OK;
}

/* Labels of one model are all numbers (INTEGER and REAL, which compare
** as numbers: 1 and 1.0 are one class) or all TEXT, as scikit-learn
** refuses a mix of strings and numbers: INTEGER 0 and TEXT '0' would
** otherwise be two classes without a word (labels read back from
** json_each(bayes_proba(...)) keys are TEXT).  A model stored before the
** rule was kept may mix them; it still reads, scores and merges with
** models that mix them too. */
static void modelLabelDescribe(const BayesLabel *pL, char *z, int n){
  if( pL->eType==SQLITE_TEXT ){
    sqlite3_snprintf(n, z, "TEXT '%.*s'%s", pL->n>30 ? 30 : pL->n, pL->z,
                     pL->n>30 ? "..." : "");
  }else if( pL->eType==SQLITE_INTEGER ){
    sqlite3_snprintf(n, z, "INTEGER %lld", pL->i);
  }else{
    sqlite3_snprintf(n, z, "REAL %!.15g", pL->r);
  }
}
/* What label pL says about the cast that makes labels one type: *pbText
** set if it is TEXT that is not a number, *pbReal if it is REAL or a
** number written with a fraction or exponent */
static void modelLabelCastNote(const BayesLabel *pL, int *pbText,
                               int *pbReal){
  double v;
  int i = 0, n = pL->n, k;
  if( pL->eType==SQLITE_FLOAT ){ *pbReal = 1; return; }
  if( pL->eType!=SQLITE_TEXT ) return;
  while( i<n && (pL->z[i]==' ' || pL->z[i]=='\t') ) i++;
  while( n>i && (pL->z[n-1]==' ' || pL->z[n-1]=='\t') ) n--;
  k = i<n ? bayes_json_parse_number(pL->z+i, n-i, &v) : 0;
  if( k==0 || k!=n-i ){ *pbText = 1; return; }
  if( memchr(pL->z+i, '.', k) || memchr(pL->z+i, 'e', k)
   || memchr(pL->z+i, 'E', k) ) *pbReal = 1;
}
/* The cast that makes the labels of the classes with rows of pA and pB (0
** if none) and label pL (0 if none) one type: TEXT unless every TEXT label
** is a number, then REAL if any number has a fraction, else INTEGER */
static const char *modelLabelCast(const BayesModel *pA, const BayesModel *pB,
                                  const BayesLabel *pL){
  int bText = 0, bReal = 0, i, m;
  for(m=0; m<2; m++){
    const BayesModel *p = m ? pB : pA;
    for(i=0; p && i<p->nClass; i++){
      if( p->apClass[i]->n>BAYES_MIN_WEIGHT ){
        modelLabelCastNote(&p->apClass[i]->label, &bText, &bReal);
      }
    }
  }
  if( pL ) modelLabelCastNote(pL, &bText, &bReal);
  return bText ? "TEXT" : bReal ? "REAL" : "INTEGER";
}
/* Labels are numbers (1) or TEXT (2); mask of those of pM's classes with
** rows, other than pSkip; *ppFirst the first such class */
static int modelLabelKinds(const BayesModel *pM, const BayesClass *pSkip,
                           int bFirstOnly, const BayesClass **ppFirst){
  int i, m = 0;
  *ppFirst = 0;
  for(i=0; i<pM->nClass; i++){
    const BayesClass *pC = pM->apClass[i];
    if( pC==pSkip || !(pC->n>BAYES_MIN_WEIGHT) ) continue;
    if( *ppFirst==0 ) *ppFirst = pC;
    m |= pC->label.eType==SQLITE_TEXT ? 2 : 1;
    if( bFirstOnly || m==3 ) break;
  }
  return m;
}
/* An error if label pL (of a row to fit into class pC, 0 if new) is not
** of the type of the labels of pM's other classes with rows */
static int modelLabelCheck(const BayesModel *pM, const BayesLabel *pL,
                           const BayesClass *pC, BayesErr *pErr){
  const BayesClass *pFirst;
  int m = modelLabelKinds(pM, pC, 1, &pFirst);
  int mL = pL->eType==SQLITE_TEXT ? 2 : 1;
  char zA[60], zB[60];
  if( m==0 || m==mL ) return SQLITE_OK;
  modelLabelDescribe(pL, zA, sizeof(zA));
  modelLabelDescribe(&pFirst->label, zB, sizeof(zB));
  bayes_err(pErr, "labels of mixed types: this row's label is %s but an "
            "earlier row's is %s; a model's labels are all numbers or all "
            "TEXT (make them one type: CAST(label AS %s))", zA, zB,
            modelLabelCast(pM, 0, pL));
  return SQLITE_ERROR;
}

int bayes_model_class(BayesModel *pM, sqlite3_value *pVal, int bCreate,
                      BayesClass **ppC, BayesErr *pErr){
  BayesLabel L;
  int rc = modelLabelFromValue(pVal, &L);
  *ppC = 0;
  if( rc==2 ) return SQLITE_OK;
  if( rc==1 ){
    bayes_err(pErr, "argument 2 (the label) is a BLOB; labels are "
              "INTEGER, REAL or TEXT");
    return SQLITE_ERROR;
  }
  *ppC = modelFindClass(pM, &L);
  if( bCreate && (*ppC==0 || !((*ppC)->n>BAYES_MIN_WEIGHT))
   && modelLabelCheck(pM, &L, *ppC, pErr) ){
    *ppC = 0;
    return SQLITE_ERROR;
  }
  if( *ppC==0 && bCreate ){
    rc = modelNewClass(pM, &L, ppC);
    if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
    if( rc ){
      bayes_err(pErr, "more than %d classes", BAYES_MAX_CLASSES);
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}

int bayes_model_class_index(const BayesModel *pM, sqlite3_value *pVal){
  BayesLabel L;
  BayesClass *pC;
  int i;
  if( modelLabelFromValue(pVal, &L) ) return -1;
  pC = modelFindClass(pM, &L);
  for(i=0; pC && i<pM->nClass; i++) if( pM->apClass[i]==pC ) return i;
  return -1;
}

int bayes_model_add(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                    BayesErr *pErr){
  /* what the fit sees of each feature's values (names.c): kept for every
  ** model, written only with names */
  if( pM->nFeat>0 ){
    if( pM->aSeen==0 ){
      pM->aSeen = sqlite3_malloc64((u64)pM->nFeat);
      if( pM->aSeen==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
      memset(pM->aSeen, 0, (size_t)pM->nFeat);
    }
    bayes_names_seen_row(pM->aSeen, pM->nFeat, pM->pKind->eInput, pRow);
  }
  pC->n += pRow->w;
  pM->nRow += pRow->w;
  pM->bFinal = 0;
  return pM->pKind->xAdd(pM, pC, pRow, pErr);
}

int bayes_model_remove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                       BayesErr *pErr){
  pC->n -= pRow->w;
  pM->nRow -= pRow->w;
  pM->bFinal = 0;
  return pM->pKind->xRemove(pM, pC, pRow, pErr);
}

int bayes_model_from_spec_in(const char *zSpec, BayesKindByName xByName,
                             BayesModel **ppM, BayesErr *pErr){
  const BayesKind *pK;
  BayesModel *pM;
  int iWord, nWord;
  *ppM = 0;
  if( bayes_spec_kind_word(zSpec, &iWord, &nWord, pErr) ) return pErr->rc;
  pK = xByName(zSpec+iWord, nWord);
  if( pK==0 ) return bayes_spec_unknown_kind(zSpec+iWord, nWord, pErr);
  pM = bayes_model_new(pK);
  if( pM==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( bayes_spec_parse(pM, zSpec, iWord+nWord, pErr) ){
    bayes_model_unref(pM);
    return pErr->rc;
  }
  *ppM = pM;
  return SQLITE_OK;
}

/* ------------------------------------------------------------ views */
BayesModel *bayes_model_new_view(const BayesKind *pK){
  BayesModel *pS = bayes_model_new(pK);
  if( pS ) pS->bView = 1;
  return pS;
}

int bayes_model_view_sync(BayesModel *pS, const BayesModel *pM,
                          BayesClass *(*xClass)(BayesClass*, void*),
                          void *pArg){
  int i;
  if( pS->nClassAlloc < pM->nClass ){
    BayesClass **ap = sqlite3_realloc64(pS->apClass,
                               sizeof(BayesClass*)*((u64)pM->nClass+1));
    if( ap==0 ) return SQLITE_NOMEM;
    pS->apClass = ap;
    pS->nClassAlloc = pM->nClass+1;
  }
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    BayesClass *pSub = xClass(pC, pArg);
    pSub->n = pC->n;
    pSub->label = pC->label;         /* shared, owned by pC */
    pS->apClass[i] = pSub;
  }
  pS->nClass = pM->nClass;
  pS->nRow = pM->nRow;
  return SQLITE_OK;
}

int bayes_model_view_copy(BayesModel *pTmp, const BayesModel *pS,
                          const BayesModel *pM,
                          BayesClass *(*xClass)(BayesClass*, void*),
                          void *pArg, void **ppFree){
  BayesClass **ap, *aC;
  int i;
  *ppFree = 0;
  ap = sqlite3_malloc64((sizeof(BayesClass*)+sizeof(BayesClass))
                        *((u64)pM->nClass+1));
  if( ap==0 ) return SQLITE_NOMEM;
  aC = (BayesClass*)&ap[pM->nClass+1];
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    aC[i] = *xClass(pC, pArg);
    aC[i].n = pC->n;
    aC[i].label = pC->label;         /* shared, owned by pC */
    ap[i] = &aC[i];
  }
  *pTmp = *pS;
  pTmp->apClass = ap;
  pTmp->nClassAlloc = pM->nClass+1;
  pTmp->nClass = pM->nClass;
  pTmp->nRow = pM->nRow;
  *ppFree = ap;
  return SQLITE_OK;
}

void bayes_model_view_count(BayesModel *pS, BayesClass *pSub,
                            const BayesModel *pM, const BayesClass *pC){
  pSub->n = pC->n;
  pS->nRow = pM->nRow;
}

/* Two models can be merged if kind, options and feature count agree. */
static int modelSameSpec(const BayesModel *a, const BayesModel *b){
  int i;
  if( a->pKind!=b->pKind || a->ePriors!=b->ePriors ) return 0;
  if( a->priorAlpha!=b->priorAlpha ) return 0;
  for(i=0; i<a->pKind->nOpt; i++) if( a->aOpt[i]!=b->aOpt[i] ) return 0;
  if( !bayes_spec_same_vectors(a, b) ) return 0;
  if( a->nPrior!=b->nPrior ) return 0;
  for(i=0; i<a->nPrior; i++){
    if( strcmp(a->aPrior[i].zLabel, b->aPrior[i].zLabel)!=0
     || a->aPrior[i].p!=b->aPrior[i].p ) return 0;
  }
  return 1;
}

/* What modelSameSpec found different between two models of one kind, for
** the merge's error: the first option that differs, with both values */
static void modelSpecDiff(const BayesModel *a, const BayesModel *b,
                          char *zOut, int nOut){
  int i;
  for(i=0; i<a->pKind->nOpt; i++){
    if( a->aOpt[i]!=b->aOpt[i] ){
      sqlite3_snprintf(nOut, zOut, "%s is %.15g in one and %.15g in the "
                       "other", a->pKind->aOpt[i].zName, a->aOpt[i],
                       b->aOpt[i]);
      return;
    }
    if( (a->aVec[i]==0)!=(b->aVec[i]==0)
     || (a->aVec[i] && (a->anVec[i]!=b->anVec[i]
         || memcmp(a->aVec[i], b->aVec[i],
                   sizeof(double)*(size_t)a->anVec[i]))) ){
      sqlite3_snprintf(nOut, zOut, "%s differs", a->pKind->aOpt[i].zName);
      return;
    }
  }
  sqlite3_snprintf(nOut, zOut, "their priors differ");
}

/* The names of a merge (docs/features.md, "Features by name"): the
** positional names must be the same, and the bags of terms the same set
** when both models name bags; a model without names (or without bag
** names) takes the other's */
static int modelMergeNames(BayesModel *pDst, const BayesModel *pSrc,
                           BayesErr *pErr){
  const BayesNames *pA = pDst->pNames, *pB = pSrc->pNames;
  int j;
  if( pA && pB && !bayes_names_same(pA, pB) ){
    int n = pA->n<pB->n ? pA->n : pB->n;
    for(j=0; j<n; j++){
      if( pA->an[j]!=pB->an[j]
       || memcmp(pA->az[j], pB->az[j], (size_t)pA->an[j]) ) break;
    }
    if( j<n ){
      bayes_err(pErr, "cannot merge models whose features have other names "
                "(feature %d is '%.40s' in one and '%.40s' in the other); "
                "name them alike with bayes_with(model, 'names=...')", j+1,
                pA->az[j], pB->az[j]);
    }else{
      bayes_err(pErr, "cannot merge models whose features have other names "
                "(one names %d features and the other %d); name them alike "
                "with bayes_with(model, 'names=...')", pA->n, pB->n);
    }
    return SQLITE_ERROR;
  }
  if( pA && pB && pA->nBag>0 && pB->nBag>0 ){
    const BayesNames *pHas = pA;
    int i = bayes_names_bag_not_in(pA, pB);
    if( i<0 ){
      pHas = pB;
      i = bayes_names_bag_not_in(pB, pA);
    }
    if( i>=0 ){
      bayes_err(pErr, "cannot merge models whose bags of terms have other "
                "names (bag '%.40s' is in one and not in the other); fit "
                "them with the same column names (bayes_tokens(x) AS "
                "%.40s), or drop one model's names with bayes_with(model, "
                "'names=') and the merge takes the other's",
                pHas->azBag[i], pHas->azBag[i]);
      return SQLITE_ERROR;
    }
  }
  if( pDst->pNames==0 && pSrc->pNames ){
    int rc = bayes_names_copy(&pDst->pNames, pSrc->pNames, pErr);
    if( rc ) return rc;
  }else if( pA && pB && pA->nBag==0 && pB->nBag>0 ){
    int rc = bayes_names_keep_bags(pDst->pNames, pB, pErr);
    if( rc ) return rc;
  }
  if( pDst->aSeen && pSrc->aSeen ){
    for(j=0; j<pDst->nFeat; j++){
      if( pDst->aSeen[j]==0 || pSrc->aSeen[j]==0 ) pDst->aSeen[j] = 0;
      else pDst->aSeen[j] |= pSrc->aSeen[j];
    }
  }else if( pDst->aSeen ){
    memset(pDst->aSeen, 0, (size_t)pDst->nFeat);
  }
  return SQLITE_OK;
}

int bayes_model_merge(BayesModel *pDst, const BayesModel *pSrc,
                      BayesErr *pErr){
  int i, rc;
  if( pDst->pCalib || pSrc->pCalib ){
    /* a calibrator describes one model's probabilities: merged statistics
    ** give other ones (docs/functions.md, bayes_calibrate) */
    bayes_err(pErr, "cannot merge a calibrated model (its calibrator fits "
              "the probabilities of that model only); merge the "
              "uncalibrated models (bayes_uncalibrated) and calibrate the "
              "result again");
    return SQLITE_ERROR;
  }
  if( !modelSameSpec(pDst, pSrc) ){
    if( pDst->pKind!=pSrc->pKind ){
      bayes_err(pErr, "cannot merge a %s model with a %s model",
                pDst->pKind->zName, pSrc->pKind->zName);
    }else{
      char zWhat[160];
      modelSpecDiff(pDst, pSrc, zWhat, (int)sizeof(zWhat));
      bayes_err(pErr, "cannot merge %s models fitted with different "
                "options (%s)", pDst->pKind->zName, zWhat);
    }
    return SQLITE_ERROR;
  }
  if( pDst->nFeat!=pSrc->nFeat ){
    bayes_err(pErr, "cannot merge a model of %d features with one of %d",
              pDst->nFeat, pSrc->nFeat);
    return SQLITE_ERROR;
  }
  rc = modelMergeNames(pDst, pSrc, pErr);
  if( rc ) return rc;
  {
    /* labels: numbers with numbers, TEXT with TEXT (models that already
    ** mix them, stored before the rule, still merge with each other) */
    const BayesClass *pA, *pB;
    int mA = modelLabelKinds(pDst, 0, 0, &pA);
    int mB = modelLabelKinds(pSrc, 0, 0, &pB);
    if( (mA==1 && mB==2) || (mA==2 && mB==1) ){
      char zA[60], zB[60];
      modelLabelDescribe(&pA->label, zA, sizeof(zA));
      modelLabelDescribe(&pB->label, zB, sizeof(zB));
      bayes_err(pErr, "cannot merge a model whose labels are %s (%s) with "
                "one whose labels are %s (%s); a model's labels are all "
                "numbers or all TEXT (refit one with CAST(label AS %s))",
                mA==2 ? "TEXT" : "numbers", zA, mB==2 ? "TEXT" : "numbers",
                zB, modelLabelCast(pDst, pSrc, 0));
      return SQLITE_ERROR;
    }
  }
  for(i=0; i<pSrc->nClass; i++){
    const BayesClass *pS = pSrc->apClass[i];
    BayesClass *pD = modelFindClass(pDst, &pS->label);
    double nOld;
    if( pD==0 ){
      rc = modelNewClass(pDst, &pS->label, &pD);
      if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
      if( rc ){
        bayes_err(pErr, "more than %d classes", BAYES_MAX_CLASSES);
        return SQLITE_ERROR;
      }
    }
    nOld = pD->n;
    pD->n += pS->n;
    rc = pDst->pKind->xMerge(pDst, pD, nOld, pSrc, pS, pErr);
    if( rc ) return rc;
  }
  pDst->nRow += pSrc->nRow;
  pDst->bFinal = 0;
  if( pDst->pKind->xMergeModel ){
    rc = pDst->pKind->xMergeModel(pDst, pSrc, pErr);
    if( rc ) return rc;
  }
  return SQLITE_OK;
}

/* Drop classes without rows and sort the rest by label. */
static int modelCmpClass(const void *a, const void *b){
  return bayes_label_cmp(&(*(BayesClass*const*)a)->label,
                         &(*(BayesClass*const*)b)->label);
}
static int modelTidy(BayesModel *pM){
  int i, j = 0, bDrop = 0;
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    if( !(pC->n>BAYES_MIN_WEIGHT) ){
      modelFreeClass(pM, pC); bDrop = 1; continue;
    }
    pM->apClass[j++] = pC;
  }
  pM->nClass = j;
  if( !(pM->nRow>BAYES_MIN_WEIGHT) ) pM->nRow = 0.0;
  qsort(pM->apClass, (size_t)pM->nClass, sizeof(BayesClass*), modelCmpClass);
  return bDrop ? modelRehash(pM, pM->nClass) : SQLITE_OK;
}

/* Does explicit prior key zKey name label pL? */
static int modelPriorMatches(const char *zKey, const BayesLabel *pL){
  int n = (int)strlen(zKey);
  double v;
  if( pL->eType==SQLITE_TEXT ) return n==pL->n && memcmp(zKey, pL->z, n)==0;
  if( bayes_json_parse_number(zKey, n, &v)!=n || n==0 ) return 0;
  if( pL->eType==SQLITE_INTEGER ){
    char zBuf[32];
    sqlite3_snprintf(sizeof(zBuf), zBuf, "%lld", pL->i);
    return strcmp(zBuf, zKey)==0 || v==(double)pL->i;
  }
  return v==pL->r;
}

int bayes_model_finalize(BayesModel *pM, BayesErr *pErr){
  int i, j, rc;
  rc = modelTidy(pM);
  if( rc ){ bayes_err_nomem(pErr); return rc; }
  if( !(pM->nRow<BAYES_MAX_TOTAL) ){
    /* a BLOB holds totals below BAYES_MAX_TOTAL (modelReadClasses): say so
    ** now rather than write a model that cannot be read back */
    bayes_err(pErr, "the rows' weights sum to %g; a model holds totals "
              "below %g", pM->nRow, BAYES_MAX_TOTAL);
    return SQLITE_ERROR;
  }
  sqlite3_free(pM->aLogPrior);
  pM->aScorePrior = 0;
  pM->aLogPrior = sqlite3_malloc64(sizeof(double)*(u64)(2*pM->nClass+1));
  if( pM->aLogPrior==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pM->aScorePrior = pM->aLogPrior;
  if( (pM->pKind->mFlags & BAYES_KIND_UNSCORED_FIT_PRIOR)
   && pM->ePriors==BAYES_PRIORS_FIT && pM->nClass>1 ){
    pM->aScorePrior = pM->aLogPrior + pM->nClass;
    memset(pM->aScorePrior, 0, sizeof(double)*(size_t)pM->nClass);
  }
  for(i=0; i<pM->nClass; i++){
    BayesClass *pC = pM->apClass[i];
    switch( pM->ePriors ){
      case BAYES_PRIORS_FIT:
        pM->aLogPrior[i] = log((pC->n + pM->priorAlpha)
                               / (pM->nRow + pM->priorAlpha*pM->nClass));
        break;
      case BAYES_PRIORS_UNIFORM:
        pM->aLogPrior[i] = -log((double)pM->nClass);
        break;
      default:
        for(j=0; j<pM->nPrior; j++){
          if( modelPriorMatches(pM->aPrior[j].zLabel, &pC->label) ) break;
        }
        if( j==pM->nPrior ){
          BayesBuf b;
          bayes_buf_init(&b);
          bayes_json_label(&b, &pC->label);
          bayes_buf_char(&b, 0);
          if( b.oom ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
          bayes_err(pErr, "option priors gives no prior for class %.60s",
                    (char*)b.a);   /* the label as JSON: 3 or "a" */
          bayes_buf_free(&b);
          return SQLITE_ERROR;
        }
        pM->aLogPrior[i] = log(pM->aPrior[j].p);
        break;
    }
  }
  if( pM->ePriors==BAYES_PRIORS_GIVEN ){
    for(j=0; j<pM->nPrior; j++){
      for(i=0; i<pM->nClass; i++){
        if( modelPriorMatches(pM->aPrior[j].zLabel, &pM->apClass[i]->label) ) break;
      }
      if( i==pM->nClass ){
        bayes_err(pErr, "option priors names class '%s', which is not in "
                  "the data", pM->aPrior[j].zLabel);
        return SQLITE_ERROR;
      }
    }
  }
  modelFreeFit(pM);
  rc = pM->pKind->xFinalize(pM, pErr);
  if( rc ) return rc;
  pM->bFinal = 1;
  return SQLITE_OK;
}

/* ------------------------------------------------------------ BLOB */
/* Writing is one walk down (docs/format.md has the bytes).
** bayes_model_serialize decides the format version, then asks each part
** for its bytes, in BLOB order, handing it the buffer:
**
**   modelWriteHeader    the header (blob.c's bayes_blob_begin) and, in
**                       format version 3, the inner version
**   modelWriteOptions   feature count, options, format 2's option vectors
**   modelWritePriors    prior_alpha, priors mode, explicit priors
**   modelWriteClasses   row count, classes (label, rows)
**   pKind->xWrite       the kind's section (kind_*.c)
**   bayes_calib_write   format 3's trailing sections (calib.c)
**   bayes_names_write   format 4's names section (names.c)
**   pKind->xWriteFit    format 5's fit section: u32 section version 1,
**                       then the kind's bytes, length first
**
** and seals it (bayes_blob_end: length, CRC-32).  A part writes with
** blob.c's bayes_put_* and returns; none calls back up. */

int bayes_model_format_version(const BayesModel *pM, int *piInner){
  int i, iInner = 1;
  for(i=0; i<pM->pKind->nOpt; i++){
    if( pM->aVec[i] ){ iInner = 2; break; }
  }
  if( piInner ) *piInner = iInner;
  if( pM->bFinal && pM->pKind->xHasFit && pM->pKind->xHasFit(pM) ) return 5;
  if( pM->pNames ) return 4;
  return pM->pCalib ? 3 : iInner;
}

static void modelWriteHeader(const BayesModel *pM, int iFormat, int iInner,
                             BayesBuf *pBuf){
  bayes_blob_begin(pBuf, pM->pKind->iId, iFormat);
  /* format version 5: the version (1 to 4) of the body that follows,
  ** which ends with the fit section */
  if( iFormat==5 ){
    bayes_put_u8(pBuf, pM->pNames ? 4u : pM->pCalib ? 3u : (unsigned)iInner);
  }
  /* format version 4 (also inside 5): the version (1, 2 or 3) of the body
  ** that follows, which ends with the names section */
  if( pM->pNames ) bayes_put_u8(pBuf, pM->pCalib ? 3u : (unsigned)iInner);
  /* format version 3 (also inside 4): the inner version (1 or 2) of the
  ** body that follows, which ends with the calibration section */
  if( pM->pCalib ) bayes_put_u8(pBuf, (unsigned)iInner);
}

/* Format version 2's option vectors, after the options:
**   u32 nVec, then nVec x (u32 option index, u32 n, f64 x n)
** in increasing option order. */
static void modelWriteVectors(const BayesModel *pM, BayesBuf *pBuf){
  int i, nVec = 0;
  for(i=0; i<pM->pKind->nOpt; i++) nVec += pM->aVec[i]!=0;
  bayes_put_u32(pBuf, (u32)nVec);
  for(i=0; i<pM->pKind->nOpt; i++){
    if( pM->aVec[i]==0 ) continue;
    bayes_put_u32(pBuf, (u32)i);
    bayes_put_u32(pBuf, (u32)pM->anVec[i]);
    bayes_put_f64s(pBuf, pM->aVec[i], pM->anVec[i]);
  }
}

static void modelWriteOptions(const BayesModel *pM, int iInner,
                              BayesBuf *pBuf){
  /* trailing LATE options at their defaults are left out (older BLOBs
  ** stay byte-identical) */
  const BayesKind *pK = pM->pKind;
  int nOpt = pK->nOpt;
  bayes_put_u32(pBuf, (u32)(pM->nFeat<0 ? 0 : pM->nFeat));
  while( nOpt>0 && (pK->aOpt[nOpt-1].flags & BAYES_OPT_LATE)
      && pM->aOpt[nOpt-1]==pK->aOpt[nOpt-1].dDefault
      && pM->aVec[nOpt-1]==0 ) nOpt--;
  bayes_put_u32(pBuf, (u32)nOpt);
  bayes_put_f64s(pBuf, pM->aOpt, nOpt);
  if( iInner>=2 ) modelWriteVectors(pM, pBuf);
}

static void modelWritePriors(const BayesModel *pM, BayesBuf *pBuf){
  int i;
  bayes_put_f64(pBuf, pM->priorAlpha);
  bayes_put_u8(pBuf, (unsigned)pM->ePriors);
  bayes_put_u32(pBuf, (u32)pM->nPrior);
  for(i=0; i<pM->nPrior; i++){
    bayes_put_bytes(pBuf, pM->aPrior[i].zLabel, (u32)strlen(pM->aPrior[i].zLabel));
    bayes_put_f64(pBuf, pM->aPrior[i].p);
  }
}

/* A label is a type byte (1 INTEGER, 2 REAL, 3 TEXT) then an i64, an f64
** or length + bytes. */
static void modelWriteLabel(BayesBuf *pBuf, const BayesLabel *pL){
  bayes_put_u8(pBuf, pL->eType==SQLITE_INTEGER ? 1 : pL->eType==SQLITE_FLOAT ? 2 : 3);
  if( pL->eType==SQLITE_INTEGER ) bayes_put_i64(pBuf, pL->i);
  else if( pL->eType==SQLITE_FLOAT ) bayes_put_f64(pBuf, pL->r);
  else bayes_put_bytes(pBuf, pL->z, (u32)pL->n);
}

static void modelWriteClasses(const BayesModel *pM, BayesBuf *pBuf){
  int i;
  bayes_put_f64(pBuf, pM->nRow);
  bayes_put_u32(pBuf, (u32)pM->nClass);
  for(i=0; i<pM->nClass; i++){
    modelWriteLabel(pBuf, &pM->apClass[i]->label);
    bayes_put_f64(pBuf, pM->apClass[i]->n);
  }
}

int bayes_model_serialize(BayesModel *pM, BayesBuf *pBuf, BayesErr *pErr){
  int iInner, iFormat, rc;
  rc = modelTidy(pM);
  if( rc ){ bayes_err_nomem(pErr); return rc; }
  iFormat = bayes_model_format_version(pM, &iInner);
  bayes_buf_init(pBuf);
  modelWriteHeader(pM, iFormat, iInner, pBuf);
  modelWriteOptions(pM, iInner, pBuf);
  modelWritePriors(pM, pBuf);
  modelWriteClasses(pM, pBuf);
  rc = pM->pKind->xWrite(pM, pBuf);
  if( rc==SQLITE_OK && pM->pCalib ) bayes_calib_write(pM->pCalib, pBuf);
  if( rc==SQLITE_OK && pM->pNames ){
    bayes_names_write(pM->pNames, pM->aSeen, pBuf);
  }
  if( rc==SQLITE_OK && iFormat==5 ){
    i64 iAt;
    bayes_put_u32(pBuf, 1);
    iAt = bayes_put_bytes_begin(pBuf);
    rc = pM->pKind->xWriteFit(pM, pBuf);
    bayes_put_bytes_end(pBuf, iAt);
  }
  if( rc==SQLITE_OK && !pBuf->oom && pBuf->n > 0x7fffffff ){
    bayes_buf_free(pBuf);
    bayes_err(pErr, "model is larger than 2 GiB");
    return SQLITE_TOOBIG;
  }
  if( rc || pBuf->oom ){ bayes_buf_free(pBuf); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bayes_blob_end(pBuf);
  return SQLITE_OK;
}

/* Report a corrupt BLOB; zWhat names the part that is wrong */
static int modelCorrupt(BayesErr *pErr, const char *zWhat){
  bayes_err(pErr, "model BLOB is corrupt (%s)", zWhat);
  return SQLITE_ERROR;
}

/* Format version 2's option vectors (modelWriteVectors): at least one, in
** increasing option order, each of an option that takes one, nFeat values
** in the option's range. */
static int modelReadVectors(BayesModel *pM, BayesReader *pR, BayesErr *pErr){
  const BayesKind *pK = pM->pKind;
  u32 nVec = bayes_get_u32(pR), v;
  int iPrev = -1;
  if( nVec<1 || nVec>(u32)pK->nOpt ) return modelCorrupt(pErr, "option vectors");
  for(v=0; v<nVec; v++){
    u32 iOpt = bayes_get_u32(pR), n = bayes_get_u32(pR), j;
    const BayesOptDef *pD;
    if( pR->bad || iOpt>=(u32)pK->nOpt || (int)iOpt<=iPrev
     || (pK->aOpt[iOpt].flags & BAYES_OPT_VECTOR)==0
     || n!=(u32)pM->nFeat || n<1 || !bayes_get_room(pR, n, 8) ){
      return modelCorrupt(pErr, "option vectors");
    }
    pD = &pK->aOpt[iOpt];
    pM->aVec[iOpt] = sqlite3_malloc64(sizeof(double)*(u64)n);
    if( pM->aVec[iOpt]==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pM->anVec[iOpt] = (int)n;
    bayes_get_f64s(pR, pM->aVec[iOpt], n);
    for(j=0; j<n; j++){
      double x = pM->aVec[iOpt][j];
      if( !(x>=pD->mn && x<=pD->mx)
       || ((pD->flags & BAYES_OPT_INT) && x!=floor(x)) ){
        return modelCorrupt(pErr, "option vectors");
      }
    }
    iPrev = (int)iOpt;
  }
  return SQLITE_OK;
}

/* Parse step 1: feature count, options (and in format version 2 their
** vectors), prior_alpha, priors mode */
static int modelReadSpec(BayesModel *pM, BayesReader *pR, int iFormat,
                         BayesErr *pErr){
  const BayesKind *pK = pM->pKind;
  u32 nFeat = bayes_get_u32(pR);
  int i, nOpt;
  if( nFeat>BAYES_MAX_FEATURES ) return modelCorrupt(pErr, "feature count");
  pM->nFeat = (int)nFeat;
  nOpt = (int)bayes_get_u32(pR);
  if( nOpt>pK->nOpt || nOpt<0 ) return modelCorrupt(pErr, "option count");
  for(i=nOpt; i<pK->nOpt; i++){
    /* only LATE options may be left out; they read as their defaults */
    if( (pK->aOpt[i].flags & BAYES_OPT_LATE)==0 ){
      return modelCorrupt(pErr, "option count");
    }
    pM->aOpt[i] = pK->aOpt[i].dDefault;
  }
  bayes_get_f64s(pR, pM->aOpt, nOpt);
  for(i=0; i<nOpt; i++){
    const BayesOptDef *pD = &pK->aOpt[i];
    double v = pM->aOpt[i];
    if( (pD->flags & BAYES_OPT_AUTO) && v==-1.0 ) continue;
    if( !(v>=pD->mn && v<=pD->mx)
     || ((pD->flags & BAYES_OPT_BOOL) && v!=0.0 && v!=1.0)
     || ((pD->flags & BAYES_OPT_INT) && v!=floor(v)) ){
      return modelCorrupt(pErr, "option value");
    }
  }
  if( iFormat>=2 ){
    int rc = modelReadVectors(pM, pR, pErr);
    if( rc ) return rc;
  }
  pM->priorAlpha = bayes_get_f64(pR);
  if( !(pM->priorAlpha>=0.0 && pM->priorAlpha<=1e300) ){
    return modelCorrupt(pErr, "prior_alpha");
  }
  pM->ePriors = (int)bayes_get_u8(pR);
  if( pM->ePriors>BAYES_PRIORS_GIVEN ) return modelCorrupt(pErr, "priors mode");
  if( pM->priorAlpha>0.0 && pM->ePriors!=BAYES_PRIORS_FIT ){
    return modelCorrupt(pErr, "prior_alpha");
  }
  return SQLITE_OK;
}

/* Parse step 2: the explicit priors (label text, probability) */
static int modelReadPriors(BayesModel *pM, BayesReader *pR, BayesErr *pErr){
  u32 nPrior = bayes_get_u32(pR);
  double sum = 0.0;
  int i;
  if( (nPrior>0)!=(pM->ePriors==BAYES_PRIORS_GIVEN) ){
    return modelCorrupt(pErr, "priors");
  }
  if( !bayes_get_room(pR, nPrior, 12) ) return modelCorrupt(pErr, "priors");
  if( nPrior==0 ) return SQLITE_OK;
  pM->aPrior = sqlite3_malloc64(sizeof(BayesPrior)*(u64)nPrior);
  if( pM->aPrior==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  memset(pM->aPrior, 0, sizeof(BayesPrior)*(size_t)nPrior);
  for(i=0; i<(int)nPrior; i++){
    u32 nL;
    const u8 *zL = bayes_get_bytes(pR, &nL);
    double p;
    if( zL==0 ) return modelCorrupt(pErr, "priors");
    if( memchr(zL, 0, nL) ) return modelCorrupt(pErr, "prior label");
    pM->aPrior[i].zLabel = sqlite3_mprintf("%.*s", (int)nL, zL);
    if( pM->aPrior[i].zLabel==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pM->nPrior++;
    p = bayes_get_f64(pR);
    if( !(p>=0.0 && p<=1.0) ) return modelCorrupt(pErr, "prior value");
    pM->aPrior[i].p = p;
    sum += p;
  }
  if( fabs(sum-1.0)>1e-6 ) return modelCorrupt(pErr, "priors do not sum to 1");
  return SQLITE_OK;
}

/* One label as modelWriteLabel wrote it; 0, or what is wrong.  A TEXT
** label points into the BLOB. */
static const char *modelReadLabel(BayesReader *pR, BayesLabel *pL){
  unsigned eT = bayes_get_u8(pR);
  memset(pL, 0, sizeof(*pL));
  if( eT==1 ){
    pL->eType = SQLITE_INTEGER; pL->i = bayes_get_i64(pR);
  }else if( eT==2 ){
    pL->eType = SQLITE_FLOAT; pL->r = bayes_get_f64(pR);
    if( isnan(pL->r) ) return "class label";
  }else if( eT==3 ){
    u32 nL;
    pL->eType = SQLITE_TEXT;
    pL->z = (char*)bayes_get_bytes(pR, &nL);
    pL->n = (int)nL;
    if( pL->z==0 ) return "class label";
  }else{
    return "class label type";
  }
  return pR->bad ? "truncated class list" : 0;
}

/* Parse step 3: the row count and the classes, in increasing label order,
** with their row counts (which must add up) */
static int modelReadClasses(BayesModel *pM, BayesReader *pR, BayesErr *pErr){
  double nRowSum = 0.0;
  int i, nClass;
  pM->nRow = bayes_get_f64(pR);
  if( !(pM->nRow>BAYES_MIN_WEIGHT && pM->nRow<BAYES_MAX_TOTAL) ){  /* weighted */
    return modelCorrupt(pErr, "row count");
  }
  nClass = (int)bayes_get_u32(pR);
  if( nClass<1 || nClass>BAYES_MAX_CLASSES || !bayes_get_room(pR, nClass, 9) ){
    return modelCorrupt(pErr, "class count");
  }
  pM->apClass = sqlite3_malloc64(sizeof(BayesClass*)*(u64)nClass);
  if( pM->apClass==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pM->nClassAlloc = nClass;
  for(i=0; i<nClass; i++){
    BayesLabel L;
    BayesClass *pC;
    const char *zBad = modelReadLabel(pR, &L);
    if( zBad ) return modelCorrupt(pErr, zBad);
    if( i>0 && bayes_label_cmp(&pM->apClass[i-1]->label, &L)>=0 ){
      return modelCorrupt(pErr, "class labels out of order");
    }
    pC = modelClassAlloc(&L);
    if( pC==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pM->apClass[pM->nClass++] = pC;
    pC->n = bayes_get_f64(pR);
    if( !(pC->n>BAYES_MIN_WEIGHT && pC->n<BAYES_MAX_TOTAL) ){
      return modelCorrupt(pErr, "class row count");
    }
    nRowSum += pC->n;
  }
  if( pR->bad ) return modelCorrupt(pErr, "truncated");
  if( fabs(nRowSum - pM->nRow) > 1e-9*pM->nRow ){
    return modelCorrupt(pErr, "row counts disagree");
  }
  /* The total is the sum of the class counts: a weighted fit's totals may
  ** differ in their last bits (summed in another order), which the check
  ** above allows; but priors n_y / total must sum to 1, so the total read
  ** is the classes' sum (a crafted count of 2.0000000009 against a total
  ** of 4 gave priors summing to 1.000000000225, issue 21 item 3). */
  pM->nRow = nRowSum;
  if( modelRehash(pM, pM->nClass) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  return SQLITE_OK;
}

/* Parse step 4: the kind's section, then (format version 3) the
** calibration section, then nothing */
static int modelReadKind(BayesModel *pM, BayesReader *pR, int iVersion,
                         int bCalib, int bNames, int bFit, BayesErr *pErr){
  int rc = pM->pKind->xRead(pM, pR, iVersion, pErr);
  if( rc==SQLITE_NOMEM ){ bayes_err_nomem(pErr); return rc; }
  if( rc || pR->bad ){
    if( pErr->rc==SQLITE_OK ) return modelCorrupt(pErr, pM->pKind->zName);
    return pErr->rc;
  }
  if( bCalib ){
    rc = bayes_calib_read(&pM->pCalib, pR, pM->nClass, pErr);
    if( rc ) return rc;
  }
  if( bNames ){
    rc = bayes_names_read(pM, pR, pErr);
    if( rc ) return rc;
  }
  if( bFit ){
    /* format version 5's fit section: the kind's own bytes, which it
    ** checks (and drops, to derive its fit again, if they do not hold) */
    u32 iSec = bayes_get_u32(pR), nFit;
    const u8 *aFit = bayes_get_bytes(pR, &nFit);
    BayesReader rf;
    if( aFit==0 || pM->pKind->xReadFit==0 ){
      return modelCorrupt(pErr, "fit section");
    }
    if( iSec!=1 ){
      bayes_err(pErr, "model BLOB has a fit section of version %u, which "
                "this build does not know", (unsigned)iSec);
      return SQLITE_ERROR;
    }
    rf.a = aFit; rf.n = nFit; rf.i = 0; rf.bad = 0;
    rc = pM->pKind->xReadFit(pM, &rf, pErr);
    if( rc ){ bayes_err_nomem(pErr); return rc; }
  }
  if( pR->i!=pR->n ) return modelCorrupt(pErr, "trailing bytes");
  return SQLITE_OK;
}

/* ------------------------------------------------ a parsed model's BLOB
** A model in the cache keeps the bytes it was parsed from, to compare
** later arguments with (sql/cache.c).  A copy of a big model's BLOB costs
** as much as SQLite's read of it (fresh memory, faulted in), and the
** kind's arrays hold most of those bytes already: qda's co-moments
** (packed) and factors, lda's factor.  So bayes_model_parse_keep lets the
** kind note, as it reads, which of its arrays are spans of the BLOB
** byte for byte (bayes_model_keep_f64s), and copies only the gaps between
** them: the BLOB is then kept as pieces (BayesModel.aPiece), every byte of
** it once in memory (issue 38).  The arrays noted are never changed: a
** model the cache holds is immutable (and a kind that changes a parsed
** model, adding rows to it, parses it with bayes_model_parse). */

/* Spans smaller than this are copied with the gaps */
#define MODEL_KEEP_MIN 1024

void bayes_model_keep_f64s(BayesModel *pM, const u8 *aSrc,
                           const double *aKept, i64 n){
  i64 iOff, nByte = n*8;
  BayesBlobPiece *pLast;
  if( pM->aKeepSrc==0 || pM->bKeepFail || n<=0 || aSrc==0 || aKept==0
   || !bayes_blob_f64_as_bytes() ){
    return;
  }
  iOff = (i64)(aSrc - pM->aKeepSrc);
  if( iOff<0 || nByte>pM->nBlob - iOff ) return;
  pLast = pM->nPiece ? &pM->aPiece[pM->nPiece-1] : 0;
  if( pLast && iOff<pLast->iOff + pLast->n ) return;    /* out of order */
  if( pLast && iOff==pLast->iOff + pLast->n
   && (const u8*)aKept==pLast->p + pLast->n ){
    pLast->n += nByte;                   /* e.g. qda's packed rows */
    return;
  }
  if( pM->nPiece>=pM->nPieceAlloc ){
    int nNew = pM->nPieceAlloc ? 2*pM->nPieceAlloc : 16;
    BayesBlobPiece *a = sqlite3_realloc64(pM->aPiece,
                                          sizeof(*a)*(u64)nNew);
    if( a==0 ){ pM->bKeepFail = 1; return; }
    pM->aPiece = a;
    pM->nPieceAlloc = nNew;
  }
  pLast = &pM->aPiece[pM->nPiece++];
  pLast->iOff = iOff;
  pLast->n = nByte;
  pLast->p = (const u8*)aKept;
}

/* After a parse that kept: the spans noted (those large enough) and the
** gaps between them, copied, as the model's pieces; or, if no span pays
** (or memory ran out), the whole BLOB copied into aBlob.  SQLITE_OK or
** SQLITE_NOMEM. */
static int modelKeepFinish(BayesModel *pM, const u8 *a){
  i64 n = pM->nBlob, nGap = 0, iAt = 0, iGap = 0;
  int i, nSpan = 0, nOut = 0;
  BayesBlobPiece *aOut = 0;
  pM->aKeepSrc = 0;
  for(i=0; i<pM->nPiece && !pM->bKeepFail; i++){
    if( pM->aPiece[i].n>=MODEL_KEEP_MIN ) pM->aPiece[nSpan++] = pM->aPiece[i];
  }
  if( nSpan>0 && !pM->bKeepFail ){
    for(i=0; i<nSpan; i++){
      nGap += pM->aPiece[i].iOff - iAt;
      iAt = pM->aPiece[i].iOff + pM->aPiece[i].n;
    }
    nGap += n - iAt;
    aOut = sqlite3_malloc64(sizeof(*aOut)*(2*(u64)nSpan + 1));
    pM->aGap = sqlite3_malloc64((u64)nGap + 1);
  }
  if( aOut==0 || pM->aGap==0 ){
    /* no span, or out of memory: one copy of the whole BLOB */
    sqlite3_free(aOut);
    sqlite3_free(pM->aGap);
    sqlite3_free(pM->aPiece);
    pM->aGap = 0;
    pM->aPiece = 0;
    pM->nPiece = pM->nPieceAlloc = 0;
    pM->aBlob = sqlite3_malloc64(n ? (u64)n : 1);
    if( pM->aBlob==0 ) return SQLITE_NOMEM;
    if( n ) memcpy(pM->aBlob, a, (size_t)n);
    return SQLITE_OK;
  }
  iAt = 0;
  for(i=0; i<=nSpan; i++){
    i64 iEnd = i<nSpan ? pM->aPiece[i].iOff : n;
    if( iEnd>iAt ){
      memcpy(pM->aGap + iGap, a + iAt, (size_t)(iEnd - iAt));
      aOut[nOut].iOff = iAt;
      aOut[nOut].n = iEnd - iAt;
      aOut[nOut].p = pM->aGap + iGap;
      nOut++;
      iGap += iEnd - iAt;
    }
    if( i<nSpan ){
      aOut[nOut++] = pM->aPiece[i];
      iAt = pM->aPiece[i].iOff + pM->aPiece[i].n;
    }
  }
  sqlite3_free(pM->aPiece);
  pM->aPiece = aOut;
  pM->nPiece = nOut;
  pM->nPieceAlloc = 2*nSpan + 1;
  return SQLITE_OK;
}

/* The index of the piece that holds byte iOff (0 <= iOff < nBlob) */
static int modelPieceAt(const BayesModel *pM, i64 iOff){
  int lo = 0, hi = pM->nPiece - 1;
  while( lo<hi ){
    int mid = (lo + hi + 1)/2;
    if( pM->aPiece[mid].iOff<=iOff ) lo = mid; else hi = mid - 1;
  }
  return lo;
}

int bayes_model_blob_cmp(const BayesModel *pM, i64 iOff, const u8 *a, i64 n){
  int i;
  if( iOff<0 || n<0 || n>pM->nBlob - iOff ) return 1;
  if( n==0 ) return 0;
  if( pM->aPiece==0 ){
    if( pM->aBlob==0 ) return 1;
    return memcmp(pM->aBlob + iOff, a, (size_t)n)!=0;
  }
  for(i=modelPieceAt(pM, iOff); n>0; i++){
    const BayesBlobPiece *p = &pM->aPiece[i];
    i64 k = iOff - p->iOff, m = p->n - k;
    if( m>n ) m = n;
    if( memcmp(p->p + k, a, (size_t)m)!=0 ) return 1;
    a += m; iOff += m; n -= m;
  }
  return 0;
}

int bayes_model_blob_same(const BayesModel *pA, const BayesModel *pB){
  int i;
  if( pA->nBlob!=pB->nBlob ) return 0;
  if( pA->aPiece==0 ){
    return pA->aBlob!=0 && bayes_model_blob_cmp(pB, 0, pA->aBlob, pA->nBlob)==0;
  }
  for(i=0; i<pA->nPiece; i++){
    const BayesBlobPiece *p = &pA->aPiece[i];
    if( bayes_model_blob_cmp(pB, p->iOff, p->p, p->n) ) return 0;
  }
  return 1;
}

const u8 *bayes_model_blob_bytes(const BayesModel *pM, u8 **paFree){
  u8 *a;
  int i;
  *paFree = 0;
  if( pM->aPiece==0 ) return pM->aBlob;
  a = sqlite3_malloc64(pM->nBlob ? (u64)pM->nBlob : 1);
  if( a==0 ) return 0;
  for(i=0; i<pM->nPiece; i++){
    memcpy(a + pM->aPiece[i].iOff, pM->aPiece[i].p, (size_t)pM->aPiece[i].n);
  }
  *paFree = a;
  return a;
}
/* The inner format version that a wrapping format (3, 4, 5) puts before
** its body: 1..iMax, or 0 (corrupt; the caller reports it once) */
static int modelInnerVersion(BayesReader *pR, int iMax){
  int v = (int)bayes_get_u8(pR);
  return v>=1 && v<=iMax ? v : 0;
}


static int modelParse(const u8 *a, i64 n, BayesKindById xById, int bKeep,
                      BayesModel **ppM, BayesErr *pErr){
  BayesReader r;
  int iKind, iVersion, rc, bCalib = 0, bNames = 0, bFit = 0;
  const BayesKind *pK;
  BayesModel *pM;
  *ppM = 0;
  rc = bayes_blob_open(a, n, &iKind, &iVersion, &r, pErr);
  if( rc ) return rc;
  pK = xById(iKind);
  if( pK==0 ){
    bayes_err(pErr, "model BLOB has kind id %d, which this build does "
              "not know", iKind);
    return SQLITE_ERROR;
  }
  pM = bayes_model_new(pK);
  if( pM==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  pErr->rc = SQLITE_OK;
  if( bKeep ){
    pM->aKeepSrc = a;
    pM->nBlob = n;
  }
  if( iVersion==5 ){
    /* a version 1 to 4 body, then the fit section */
    bFit = 1;
    iVersion = modelInnerVersion(&r, 4);
  }
  if( iVersion==4 ){
    /* a version 1, 2 or 3 body, then the names section */
    bNames = 1;
    iVersion = modelInnerVersion(&r, 3);
  }
  if( iVersion==3 ){
    /* a version 1 or 2 body, then the calibration section */
    bCalib = 1;
    iVersion = modelInnerVersion(&r, 2);
  }
  if( iVersion<1 ){
    bayes_model_unref(pM);
    bayes_err(pErr, "model BLOB is corrupt (inner format version)");
    return SQLITE_ERROR;
  }
  rc = modelReadSpec(pM, &r, iVersion, pErr);
  if( rc==SQLITE_OK ) rc = modelReadPriors(pM, &r, pErr);
  if( rc==SQLITE_OK ) rc = modelReadClasses(pM, &r, pErr);
  /* every kind's section is version 1 in formats 1 and 2 */
  if( rc==SQLITE_OK ) rc = modelReadKind(pM, &r, 1, bCalib, bNames, bFit, pErr);
  if( rc==SQLITE_OK ) rc = bayes_model_finalize(pM, pErr);
  if( rc==SQLITE_OK && bKeep && modelKeepFinish(pM, a) ){
    rc = SQLITE_NOMEM;
    bayes_err_nomem(pErr);
  }
  pM->aKeepSrc = 0;
  if( rc ){
    bayes_model_unref(pM);
    if( pErr->rc==SQLITE_OK ) bayes_err(pErr, "model BLOB is corrupt");
    return pErr->rc;
  }
  *ppM = pM;
  return SQLITE_OK;
}

int bayes_model_parse_in(const u8 *a, i64 n, BayesKindById xById,
                         BayesModel **ppM, BayesErr *pErr){
  return modelParse(a, n, xById, 0, ppM, pErr);
}
int bayes_model_parse_keep(const u8 *a, i64 n, BayesKindById xById,
                           BayesModel **ppM, BayesErr *pErr){
  return modelParse(a, n, xById, 1, ppM, pErr);
}
