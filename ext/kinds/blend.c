/*
** kinds/blend.c — a stored blend: a model made of models and their weights.
**
**   SELECT bayes_blend_model(g, 0.3, k, 0.7);     -- sql/blend.c: the BLOB
**   SELECT bayes_proba('churn', x1, x2);          -- scores it by name
**
** A blend's probability of class y is sum_i w_i p_i(y | x), where p_i is
** what bayes_proba gives for member i (calibrated if the member is) and the
** weights are the stored ones divided by their largest, then by their sum
** (as sql/blend.c's bayes_blend does); a class a member lacks has
** probability 0 there.  That is bayes_blend(bayes_proba(m1, x), w1, ...)
** without the JSON in between.
**
** The kind is a model of the generic kind: its classes are the union of
** its members' (sorted), its priors uniform and its xScore returns
** log sum_i w_i p_i(y | x) per class.  Those sum to 1, so the generic
** normalization (log-sum-exp over log p - log K) gives them back: the
** scoring path, the cache, bayes_models, bayes_scores, bayes_calibrate and
** bayes_info take a blend as any model.  What a blend does not have (a
** density p(x), per-feature parts, samples, statistics to merge or refit)
** its callbacks refuse with a message naming the blend.
**
** The BLOB (docs/format.md "The blend section"): the generic part (no
** options, priors uniform, the classes with the sum of the members' row
** counts), then u32 nMember and per member its BLOB verbatim (bytes) and
** its weight (f64, as given), then the names section if the members are
** named (the same names in every member).  Members are parsed through the
** registry (bayes_model_parse), the one allowed circle; a member that is
** itself a blend is refused (a blend is flat).
**
** Features: a blend takes its members' feature arguments (the same count;
** the same names if named).  When every member reads them the same way
** (numbers, terms, categories, naive_bayes's mix), the generic decoder
** reads them once, by pM->pKind->eInput: so there is one BayesKind per
** input mode (bayes_kind_blend and three static twins) and xRead points
** the model at the twin of its members' mode.  When they differ, the blend
** is bMixed: score.c's decode step (bayes_score_decode) decodes the
** arguments once per member, as each would alone, into aRow[i], scratch
** in the blend's state that the xScore right after reads (a parsed model
** lives in one connection's cache, and decode and score follow each other
** with nothing in between).  registry.c finds bayes_kind_blend by id
** (BAYES_KIND_ID_blend, ext/kinds.h); it is not in the table of kinds that
** bayes_fit reads a spec from, for a blend is not fit from rows.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>
#include <stdlib.h>

/* A blend's state (pM->pKindSt) */
typedef struct BlendSt {
  int nMember;
  BayesModel **apM;     /* the members, parsed; each holds its BLOB (aBlob) */
  double *aW;           /* the weights as stored */
  double *aWn;          /* divided by the largest, then by their sum */
  int **aaMap;          /* member i's class j is the blend's aaMap[i][j] */
  int nMaxClass;        /* the most classes of a member */
  int bMixed;           /* the members read their features in different
                        ** ways (numbers, terms, categories): each gets
                        ** its own decoded row, aRow[i] */
  BayesRow *aRow;       /* bMixed: nMember rows, scratch that score.c's
                        ** decode step fills just before xScore reads it */
} BlendSt;

static void blendFreeState(BayesModel *pM, BayesClass *pC){
  BlendSt *p = (BlendSt*)pM->pKindSt;
  int i;
  if( pC || p==0 ) return;
  for(i=0; i<p->nMember; i++){
    if( p->apM && p->apM[i] ) bayes_model_unref(p->apM[i]);
    if( p->aaMap ) sqlite3_free(p->aaMap[i]);
    if( p->aRow ) bayes_row_free(&p->aRow[i]);
  }
  sqlite3_free(p->aRow);
  sqlite3_free(p->apM);
  sqlite3_free(p->aW);
  sqlite3_free(p->aWn);
  sqlite3_free(p->aaMap);
}

static int blendNewClass(BayesModel *pM, BayesClass *pC){
  (void)pM; (void)pC;
  return SQLITE_ERROR;          /* a blend gets no rows (see blendAdd) */
}

static int blendAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                    BayesErr *pErr){
  (void)pM; (void)pC; (void)pRow;
  bayes_err(pErr, "a blend is not fit from rows: build it from fitted "
            "models with bayes_blend_model(model, weight, ...)");
  return SQLITE_ERROR;
}

static int blendMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                      const BayesModel *pMSrc, const BayesClass *pSrc,
                      BayesErr *pErr){
  (void)pM; (void)pDst; (void)nDstOld; (void)pMSrc; (void)pSrc;
  bayes_err(pErr, "a blend cannot be merged: merge its members, then "
            "blend them again with bayes_blend_model");
  return SQLITE_ERROR;
}

/* The names section: the members' (the same in every one), checked here
** because the generic part reads the blend's own after the kind section */
static int blendFinalize(BayesModel *pM, BayesErr *pErr){
  BlendSt *p = (BlendSt*)pM->pKindSt;
  int i;
  if( p==0 || p->nMember==0 ){
    bayes_err(pErr, "a blend is not fit from rows: build it from fitted "
              "models with bayes_blend_model(model, weight, ...)");
    return SQLITE_ERROR;
  }
  for(i=0; i<p->nMember; i++){
    const BayesNames *pN = p->apM[i]->pNames;
    if( (pN==0)!=(pM->pNames==0)
     || (pN && (!bayes_names_same(pN, pM->pNames)
                || bayes_names_bag_not_in(pN, pM->pNames)>=0
                || bayes_names_bag_not_in(pM->pNames, pN)>=0)) ){
      bayes_err(pErr, "model BLOB is corrupt (blend: member %d's feature "
                "names are not the blend's)", i+1);
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}

static void blendWrite1(BayesBuf *pB, const BayesModel *pMem, double w){
  bayes_put_bytes(pB, pMem->aBlob, (u32)pMem->nBlob);
  bayes_put_f64(pB, w);
}

static int blendWrite(const BayesModel *pM, BayesBuf *pB){
  const BlendSt *p = (const BlendSt*)pM->pKindSt;
  int i;
  bayes_put_u32(pB, (u32)p->nMember);
  for(i=0; i<p->nMember; i++) blendWrite1(pB, p->apM[i], p->aW[i]);
  return SQLITE_OK;
}

/* The index of the blend's class with label pL, or -1 (classes sorted) */
static int blendFindClass(const BayesModel *pM, const BayesLabel *pL){
  int lo = 0, hi = pM->nClass-1;
  while( lo<=hi ){
    int mid = (lo+hi)/2;
    int c = bayes_label_cmp(&pM->apClass[mid]->label, pL);
    if( c==0 ) return mid;
    if( c<0 ) lo = mid+1; else hi = mid-1;
  }
  return -1;
}

static int blendCorrupt(BayesErr *pErr, const char *zWhat, int iMember){
  if( iMember>0 ){
    bayes_err(pErr, "model BLOB is corrupt (blend: member %d: %s)",
              iMember, zWhat);
  }else{
    bayes_err(pErr, "model BLOB is corrupt (blend: %s)", zWhat);
  }
  return SQLITE_ERROR;
}

/* The twins by input mode (defined at the end) */
int bayes_blend_is(const BayesModel *pM);
static const BayesKind *blendKindFor(int eInput);

static int blendRead(BayesModel *pM, BayesReader *pR, int iVersion,
                     BayesErr *pErr){
  BlendSt *p;
  u32 nMember = bayes_get_u32(pR), i;
  double wMax = 0.0, wTot = 0.0, *aSum = 0;
  int j, eInput = -1, rc = SQLITE_OK;
  (void)iVersion;
  if( nMember<1 || nMember>BAYES_BLEND_MAX_MEMBERS
   || !bayes_get_room(pR, nMember, 12) ){
    return blendCorrupt(pErr, "member count", 0);
  }
  p = bayes_kind_alloc(&pM->pKindSt, sizeof(BlendSt));
  if( p==0 ) return SQLITE_NOMEM;
  p->apM = sqlite3_malloc64(sizeof(BayesModel*)*(u64)nMember);
  p->aW = sqlite3_malloc64(sizeof(double)*(u64)nMember);
  p->aWn = sqlite3_malloc64(sizeof(double)*(u64)nMember);
  p->aaMap = sqlite3_malloc64(sizeof(int*)*(u64)nMember);
  aSum = sqlite3_malloc64(sizeof(double)*(u64)pM->nClass);
  if( p->apM==0 || p->aW==0 || p->aWn==0 || p->aaMap==0 || aSum==0 ){
    sqlite3_free(aSum);
    return SQLITE_NOMEM;
  }
  memset(p->apM, 0, sizeof(BayesModel*)*(size_t)nMember);
  memset(p->aaMap, 0, sizeof(int*)*(size_t)nMember);
  memset(aSum, 0, sizeof(double)*(size_t)pM->nClass);
  for(i=0; i<nMember && rc==SQLITE_OK; i++){
    u32 nB;
    const u8 *aB = bayes_get_bytes(pR, &nB);
    BayesModel *pMem;
    BayesErr err;
    double w;
    if( aB==0 ){ rc = blendCorrupt(pErr, "truncated", (int)i+1); break; }
    w = bayes_get_f64(pR);
    if( pR->bad ){ rc = blendCorrupt(pErr, "truncated", (int)i+1); break; }
    if( !isfinite(w) || w<0.0 ){
      rc = blendCorrupt(pErr, "weight is not a finite number >= 0",
                        (int)i+1);
      break;
    }
    err.rc = SQLITE_OK;
    if( bayes_model_parse(aB, (i64)nB, &pMem, &err) ){
      if( err.rc==SQLITE_NOMEM ){ rc = SQLITE_NOMEM; break; }
      bayes_err(pErr, "model BLOB is corrupt (blend: member %d: %s)",
                (int)i+1, err.zMsg);
      rc = SQLITE_ERROR;
      break;
    }
    p->apM[i] = pMem;
    p->nMember = (int)i+1;
    p->aW[i] = w;
    if( w>wMax ) wMax = w;
    if( pMem->pKind->iId==BAYES_KIND_ID_blend ){
      rc = blendCorrupt(pErr, "a blend cannot be a member of a blend",
                        (int)i+1);
      break;
    }
    if( pMem->nFeat!=pM->nFeat ){
      rc = blendCorrupt(pErr, "feature count differs", (int)i+1);
      break;
    }
    if( eInput>=0 && pMem->pKind->eInput!=eInput ) p->bMixed = 1;
    eInput = pMem->pKind->eInput;
    pMem->aBlob = sqlite3_malloc64(nB ? (u64)nB : 1);
    if( pMem->aBlob==0 ){ rc = SQLITE_NOMEM; break; }
    memcpy(pMem->aBlob, aB, nB);
    pMem->nBlob = (i64)nB;
    p->aaMap[i] = sqlite3_malloc64(sizeof(int)*(u64)pMem->nClass);
    if( p->aaMap[i]==0 ){ rc = SQLITE_NOMEM; break; }
    if( pMem->nClass>p->nMaxClass ) p->nMaxClass = pMem->nClass;
    for(j=0; j<pMem->nClass; j++){
      int k = blendFindClass(pM, &pMem->apClass[j]->label);
      if( k<0 ){
        rc = blendCorrupt(pErr, "a class that is not the blend's", (int)i+1);
        break;
      }
      p->aaMap[i][j] = k;
      aSum[k] += pMem->apClass[j]->n;
    }
  }
  if( rc==SQLITE_OK ){
    for(j=0; j<pM->nClass; j++){
      if( !(fabs(aSum[j] - pM->apClass[j]->n) <= 1e-9*pM->apClass[j]->n) ){
        rc = blendCorrupt(pErr, "class counts are not the members' sums", 0);
        break;
      }
    }
  }
  sqlite3_free(aSum);
  if( rc ) return rc;
  /* as bayes_blend: over the largest, then over their sum (in [1, n]) */
  if( wMax>0.0 ) for(i=0; i<nMember; i++) wTot += p->aW[i] / wMax;
  if( !(wTot>0.0) ) return blendCorrupt(pErr, "the weights sum to 0", 0);
  for(i=0; i<nMember; i++) p->aWn[i] = p->aW[i] / wMax / wTot;
  if( pM->ePriors!=BAYES_PRIORS_UNIFORM || pM->pKind->nOpt!=0 ){
    return blendCorrupt(pErr, "priors", 0);
  }
  if( p->bMixed ){
    p->aRow = sqlite3_malloc64(sizeof(BayesRow)*(u64)nMember);
    if( p->aRow==0 ) return SQLITE_NOMEM;
    memset(p->aRow, 0, sizeof(BayesRow)*(size_t)nMember);
    eInput = BAYES_IN_MIXED;
  }
  pM->pKind = blendKindFor(eInput);
  return SQLITE_OK;
}

int bayes_blend_mixed(const BayesModel *pM){
  return bayes_blend_is(pM) && ((const BlendSt*)pM->pKindSt)->bMixed;
}
int bayes_blend_count(const BayesModel *pM){
  return ((const BlendSt*)pM->pKindSt)->nMember;
}
BayesRow *bayes_blend_member_row(const BayesModel *pM, int i,
                                 const BayesModel **ppMember){
  BlendSt *p = (BlendSt*)pM->pKindSt;
  *ppMember = p->apM[i];
  return &p->aRow[i];
}

/* Member pMem's posteriors of the row into a[0..nClass) as bayes_proba
** gives them: score.c's sequence (xScore, the scored prior, log-sum-exp,
** the calibrator), then exp. */
static int blendMemberProba(const BayesModel *pMem, const BayesRow *pRow,
                            double *a, BayesErr *pErr){
  int i, rc, n = pMem->nClass;
  rc = pMem->pKind->xScore(pMem, pRow, BAYES_SCORE_RELATIVE, a, pErr);
  if( rc ) return rc;
  for(i=0; i<n; i++){
    double v = a[i] + pMem->aScorePrior[i];
    a[i] = isnan(v) ? -INFINITY : v;
  }
  bayes_log_normalize(a, pMem->aLogPrior, n);
  if( pMem->pCalib && pMem->pCalib->eMethod!=BAYES_CALIB_NONE ){
    for(i=0; i<n; i++) a[i] = exp(a[i]);
    bayes_calib_apply(pMem->pCalib, n, a);
    for(i=0; i<n; i++) a[i] = a[i]>0.0 ? log(a[i]) : -INFINITY;
  }
  for(i=0; i<n; i++) a[i] = exp(a[i]);
  return SQLITE_OK;
}

/* log sum_i w_i p_i(y | x) for every class y (eScore does not matter: a
** blend has no density, and its "joint" is its posterior) */
static int blendScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                      double *aLL, BayesErr *pErr){
  const BlendSt *p = (const BlendSt*)pM->pKindSt;
  double aStack[64], *a = aStack;
  int i, j, rc = SQLITE_OK;
  (void)eScore;
  if( p->nMaxClass>64 ){
    a = sqlite3_malloc64(sizeof(double)*(u64)p->nMaxClass);
    if( a==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  }
  for(j=0; j<pM->nClass; j++) aLL[j] = 0.0;
  for(i=0; i<p->nMember && rc==SQLITE_OK; i++){
    const BayesModel *pMem = p->apM[i];
    rc = blendMemberProba(pMem, p->bMixed ? &p->aRow[i] : pRow, a, pErr);
    if( rc ) break;
    for(j=0; j<pMem->nClass; j++) aLL[p->aaMap[i][j]] += p->aWn[i]*a[j];
  }
  if( a!=aStack ) sqlite3_free(a);
  if( rc ) return rc;
  for(j=0; j<pM->nClass; j++){
    double s = aLL[j]>1.0 ? 1.0 : aLL[j];
    aLL[j] = s>0.0 ? log(s) : -INFINITY;
  }
  return SQLITE_OK;
}

static int blendSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                       BayesBuf *pB, BayesErr *pErr){
  (void)pM; (void)iClass; (void)pRng; (void)pB;
  bayes_err(pErr, "a blend has no p(x | y) to draw from: it mixes its "
            "members' posteriors, not their densities; sample a member");
  return SQLITE_ERROR;
}

/* "members":[{"kind":..,"weight":..,"normalized_weight":..,
** "classes":n},...] */
static int blendInfo(const BayesModel *pM, BayesBuf *pB){
  const BlendSt *p = (const BlendSt*)pM->pKindSt;
  int i;
  bayes_buf_str(pB, "\"members\":[");
  for(i=0; i<p->nMember; i++){
    const BayesModel *pMem = p->apM[i];
    if( i ) bayes_buf_char(pB, ',');
    bayes_buf_str(pB, "{\"kind\":");
    bayes_json_str(pB, pMem->pKind->zName, -1);
    bayes_buf_str(pB, ",\"weight\":");
    bayes_json_num(pB, p->aW[i]);
    bayes_buf_str(pB, ",\"normalized_weight\":");
    bayes_json_num(pB, p->aWn[i]);
    bayes_buf_str(pB, ",\"n_classes\":");
    bayes_json_int(pB, pMem->nClass);
    bayes_buf_str(pB, ",\"calibrated\":");
    bayes_buf_str(pB, pMem->pCalib && pMem->pCalib->eMethod!=BAYES_CALIB_NONE
                      ? "true" : "false");
    bayes_buf_str(pB, ",\"bytes\":");
    bayes_json_int(pB, pMem->nBlob);
    bayes_buf_char(pB, '}');
  }
  bayes_buf_char(pB, ']');
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* ------------------------------------------------------------ building */
/* A label of the union, with the row count summed over the members */
typedef struct BlendLabel { const BayesLabel *pL; double n; } BlendLabel;

static int blendLabelCmp(const void *a, const void *b){
  return bayes_label_cmp(((const BlendLabel*)a)->pL,
                         ((const BlendLabel*)b)->pL);
}

static void blendPutLabel(BayesBuf *pB, const BayesLabel *pL){
  /* as model.c's modelWriteLabel (docs/format.md): a type byte, then an
  ** i64, an f64 or length + bytes */
  bayes_put_u8(pB, pL->eType==SQLITE_INTEGER ? 1
                   : pL->eType==SQLITE_FLOAT ? 2 : 3);
  if( pL->eType==SQLITE_INTEGER ) bayes_put_i64(pB, pL->i);
  else if( pL->eType==SQLITE_FLOAT ) bayes_put_f64(pB, pL->r);
  else bayes_put_bytes(pB, pL->z, (u32)pL->n);
}

int bayes_blend_build(BayesModel *const *apM, const double *aW, int nM,
                      BayesBuf *pB, BayesErr *pErr){
  BlendLabel *aL = 0;
  u8 *aSeen = 0;
  int i, j, nL = 0, nU = 0, nFeat;
  double nRow = 0.0;
  bayes_buf_init(pB);
  if( nM<1 || nM>BAYES_BLEND_MAX_MEMBERS ){
    bayes_err(pErr, "a blend has 1 to %d members, not %d",
              BAYES_BLEND_MAX_MEMBERS, nM);
    return SQLITE_ERROR;
  }
  nFeat = apM[0]->nFeat;
  for(i=0; i<nM; i++){
    const BayesModel *p = apM[i];
    if( p->pKind->iId==BAYES_KIND_ID_blend ){
      bayes_err(pErr, "model %d is a blend; a blend's members are fitted "
                "models (blend their members instead)", i+1);
      return SQLITE_ERROR;
    }
    if( p->nFeat!=nFeat ){
      bayes_err(pErr, "model %d has %d feature%s but model 1 has %d: the "
                "members of a blend score the same features", i+1, p->nFeat,
                p->nFeat==1 ? "" : "s", nFeat);
      return SQLITE_ERROR;
    }
    if( (p->pNames==0)!=(apM[0]->pNames==0)
     || (p->pNames && !bayes_names_same(p->pNames, apM[0]->pNames)) ){
      bayes_err(pErr, "model %d's feature names are not model 1's: the "
                "members of a blend name the same features (bayes_with "
                "'names=...' renames)", i+1);
      return SQLITE_ERROR;
    }
    if( p->pNames && (bayes_names_bag_not_in(p->pNames, apM[0]->pNames)>=0
                   || bayes_names_bag_not_in(apM[0]->pNames, p->pNames)>=0) ){
      bayes_err(pErr, "model %d's bags of terms are not model 1's: the "
                "members of a blend read the same bags (fit them with the "
                "same column names, bayes_tokens(x) AS name)", i+1);
      return SQLITE_ERROR;
    }
    if( p->nBlob<=0 || p->aBlob==0 ){
      bayes_err(pErr, "model %d has no BLOB", i+1);
      return SQLITE_ERROR;
    }
    nL += p->nClass;
  }
  aL = sqlite3_malloc64(sizeof(BlendLabel)*(u64)nL);
  if( nFeat>0 ) aSeen = sqlite3_malloc64((u64)nFeat);
  if( aL==0 || (nFeat>0 && aSeen==0) ) goto nomem;
  if( nFeat>0 ) memset(aSeen, 0, (size_t)nFeat);
  nL = 0;
  for(i=0; i<nM; i++){
    for(j=0; j<apM[i]->nClass; j++){
      aL[nL].pL = &apM[i]->apClass[j]->label;
      aL[nL].n = apM[i]->apClass[j]->n;
      nL++;
    }
    if( apM[i]->aSeen ){
      for(j=0; j<nFeat; j++) aSeen[j] |= apM[i]->aSeen[j];
    }
  }
  qsort(aL, (size_t)nL, sizeof(BlendLabel), blendLabelCmp);
  for(i=0; i<nL; i++){
    if( nU>0 && bayes_label_cmp(aL[nU-1].pL, aL[i].pL)==0 ){
      aL[nU-1].n += aL[i].n;
    }else{
      aL[nU++] = aL[i];
    }
  }
  if( nU>BAYES_MAX_CLASSES ){
    sqlite3_free(aL); sqlite3_free(aSeen);
    bayes_err(pErr, "the members have more than %d classes together",
              BAYES_MAX_CLASSES);
    return SQLITE_ERROR;
  }
  for(i=0; i<nU; i++) nRow += aL[i].n;
  if( !(nRow<BAYES_MAX_TOTAL) ){
    sqlite3_free(aL); sqlite3_free(aSeen);
    bayes_err(pErr, "the members' row counts sum to %g; a model holds "
              "totals below %g", nRow, BAYES_MAX_TOTAL);
    return SQLITE_ERROR;
  }
  /* the generic part (core/model.c's layout, docs/format.md) */
  bayes_blob_begin(pB, BAYES_KIND_ID_blend, apM[0]->pNames ? 4 : 1);
  if( apM[0]->pNames ) bayes_put_u8(pB, 1);     /* inner version */
  bayes_put_u32(pB, (u32)nFeat);
  bayes_put_u32(pB, 0);                         /* no options */
  bayes_put_f64(pB, 0.0);                       /* prior_alpha */
  bayes_put_u8(pB, BAYES_PRIORS_UNIFORM);
  bayes_put_u32(pB, 0);                         /* no explicit priors */
  bayes_put_f64(pB, nRow);
  bayes_put_u32(pB, (u32)nU);
  for(i=0; i<nU; i++){
    blendPutLabel(pB, aL[i].pL);
    bayes_put_f64(pB, aL[i].n);
  }
  /* the blend section */
  bayes_put_u32(pB, (u32)nM);
  for(i=0; i<nM; i++) blendWrite1(pB, apM[i], aW[i]);
  if( apM[0]->pNames ) bayes_names_write(apM[0]->pNames, aSeen, pB);
  sqlite3_free(aL);
  sqlite3_free(aSeen);
  if( !pB->oom && pB->n > 0x7fffffff ){
    bayes_buf_free(pB);
    bayes_err(pErr, "the blend is larger than 2 GiB");
    return SQLITE_TOOBIG;
  }
  if( pB->oom ){ bayes_buf_free(pB); bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  bayes_blob_end(pB);
  return SQLITE_OK;
nomem:
  sqlite3_free(aL);
  sqlite3_free(aSeen);
  bayes_err_nomem(pErr);
  return SQLITE_NOMEM;
}

int bayes_blend_is(const BayesModel *pM){
  return pM->pKind->iId==BAYES_KIND_ID_blend;
}

/* ------------------------------------------------------------ the kind */
#define BLEND_KIND(EINPUT) { \
  .zName = "blend", \
  .iId = BAYES_KIND_ID_blend, \
  .iVersion = 1, \
  .eInput = EINPUT, \
  .nOpt = 0, \
  .aOpt = 0, \
  .xNewClass = blendNewClass, \
  .xAdd = blendAdd, \
  .xRemove = blendAdd, \
  .xMerge = blendMerge, \
  .xFinalize = blendFinalize, \
  .xWrite = blendWrite, \
  .xRead = blendRead, \
  .xScore = blendScore, \
  .xSample = blendSample, \
  .xInfo = blendInfo, \
  .xFreeState = blendFreeState, \
}

const BayesKind bayes_kind_blend = BLEND_KIND(BAYES_IN_DENSE);
static const BayesKind blendSparse = BLEND_KIND(BAYES_IN_SPARSE);
static const BayesKind blendCat = BLEND_KIND(BAYES_IN_CAT);
static const BayesKind blendMixed = BLEND_KIND(BAYES_IN_MIXED);

static const BayesKind *blendKindFor(int eInput){
  switch( eInput ){
    case BAYES_IN_SPARSE: return &blendSparse;
    case BAYES_IN_CAT:    return &blendCat;
    case BAYES_IN_MIXED:  return &blendMixed;
    default:              return &bayes_kind_blend;
  }
}
