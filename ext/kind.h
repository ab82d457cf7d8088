/*
** kind.h — all a kind author reads: the BayesKind interface.
**
** A model kind is one file, ext/kinds/<name>.c, that defines
**
**     const BayesKind bayes_kind_<name> = { .zName = "<name>",
**         .iId = BAYES_KIND_ID(<name>), ... };
**
** with named initializers for the callbacks below, plus one line in
** ext/kinds.h (its id and name) — ext/kinds.h says what else follows (its
** test, its golden script, the C drivers' case).  A kind calls only core/
** (and kinds/registry.c, to find another kind); it never touches the
** generic model's internals beyond the fields documented here, and
** allocates its state only through bayes_kind_alloc, which core/model.c
** frees.  Its options are a BayesOptDef table (bayesInt.h, core/spec.c's
** section) with an enum of slot names beside it: options are read by
** name (pM->aOpt[LDA_OPT_SHRINKAGE]), never by a bare number
** (test/layout.test).  Errors are messages without a function name
** (bayes_err, core/blob.c); the SQL entry point puts the name in front.
**
** Included by bayesInt.h, after the types it names (BayesModel,
** BayesClass, BayesRow, BayesBuf, BayesReader, BayesErr, ...).
*/
#ifndef BAYES_KIND_H
#define BAYES_KIND_H

/* A model kind: a table of callbacks, filled with named initializers in
** its ext/kinds/<name>.c (see ext/kinds.h for what adding a kind takes).
**
** Memory: the kind fills BayesClass.pSt / .pFit and BayesModel.pKindSt /
** .pKindFit through bayes_kind_alloc (each one block); the generic layer
** frees them.  Before every xFinalize it releases all of pFit and
** pKindFit, so xFinalize always starts from none.  A kind whose blocks
** own further allocations names a hook that releases those (and only
** those): xFreeState, xFreeFit. */
/* BayesKind.mFlags: with priors=fit and two classes or more, the fitted
** prior is left out of the score (complement_nb, as scikit-learn): scoring
** adds BayesModel.aScorePrior, which is then zero, and bayes_explain's
** "prior" part is 0.  A row every class finds impossible still gets the
** prior as its posterior. */
#define BAYES_KIND_UNSCORED_FIT_PRIOR 0x01

struct BayesKind {
  const char *zName;            /* the spec's first word, as in kinds.h */
  int iId;                      /* BAYES_KIND_ID(name): its id in kinds.h,
                                ** stored in the BLOB header */
  int iVersion;                 /* version of the kind's BLOB section that
                                ** xWrite writes; xRead receives the version
                                ** of the BLOB it reads (<= iVersion) */
  int eInput;                   /* BAYES_IN_*: how features are decoded */
  unsigned mFlags;              /* BAYES_KIND_* */
  /* 1: a parsed model of this kind may be used by several threads at
  ** once: every callback that takes a const BayesModel (xScore, xWrite,
  ** xInfo, ...) only reads it, or fills what it derives at first use once,
  ** under a mutex of its own, publishing it with a release store (lda).
  ** The process-wide cache (sql/cache.c) then shares one parsed copy
  ** between the connections and threads that use the same BLOB.  0 (the
  ** default): each connection parses its own copy, used by one thread at
  ** a time (a blend, whose mixed rows are scratch in its state). */
  int bShareable;
  int nOpt; const BayesOptDef *aOpt;   /* options, stored in this order */
  const void *pAux;             /* constant data for callbacks that several
                                ** kinds share (terms.c: its BayesTermsMode) */
  /* Set up pC->pSt for a new class (pM->nFeat is known). */
  int (*xNewClass)(BayesModel *pM, BayesClass *pC);
  /* Add / remove one row of class pC.  The generic layer has already
  ** counted the row in pC->n and pM->nRow (before xAdd, after xRemove). */
  int (*xAdd)(BayesModel *pM, BayesClass *pC, const BayesRow *pRow, BayesErr*);
  int (*xRemove)(BayesModel *pM, BayesClass *pC, const BayesRow *pRow, BayesErr*);
  /* Fold class pSrc of model pMSrc into class pDst of pM (same label).
  ** pDst->n already includes pSrc->n; nDstOld is its value before. */
  int (*xMerge)(BayesModel *pM, BayesClass *pDst, double nDstOld,
                const BayesModel *pMSrc, const BayesClass *pSrc, BayesErr*);
  /* Model-wide merge (may be NULL): called once after all classes merged */
  int (*xMergeModel)(BayesModel *pM, const BayesModel *pMSrc, BayesErr*);
  /* Compute scoring parameters (pFit, pKindFit) from the statistics, the
  ** classes sorted.  Called again after more rows are added. */
  int (*xFinalize)(BayesModel *pM, BayesErr*);
  /* Serialize / parse the kind section: model-wide state then each class
  ** in pM->apClass order. xRead runs after the generic part has created
  ** the classes (pSt NULL) and must validate everything it reads;
  ** iVersion is the section version the BLOB was written with. */
  int (*xWrite)(const BayesModel *pM, BayesBuf*);
  int (*xRead)(BayesModel *pM, BayesReader*, int iVersion, BayesErr*);
  /* Joint log-likelihood log p(x | y) for every class into aLL[nClass].
  ** eScore BAYES_SCORE_RELATIVE: up to a term shared by all classes. */
  int (*xScore)(const BayesModel *pM, const BayesRow *pRow, int eScore,
                double *aLL, BayesErr*);
  /* Draw one feature vector of class iClass; append it as a JSON value. */
  int (*xSample)(const BayesModel *pM, int iClass, BayesRng*, BayesBuf*,
                 BayesErr*);
  /* Append the kind's fitted parameters as JSON members (no braces), e.g.
  ** "theta":[[...],[...]] */
  int (*xInfo)(const BayesModel *pM, BayesBuf*);
  /* Release what pC->pSt owns inside (pC NULL: what pM->pKindSt owns);
  ** may be NULL.  The block may be partly set up (zeroed rest). */
  void (*xFreeState)(BayesModel *pM, BayesClass *pC);
  /* The same for pC->pFit (pC NULL: pM->pKindFit); may be NULL. */
  void (*xFreeFit)(BayesModel *pM, BayesClass *pC);
  /* bayes_explain (explain.c): the parts of log p(x | class iA) -
  ** log p(x | class iB), as xScore's BAYES_SCORE_RELATIVE gives them, one
  ** bayes_explain_part per feature and what no feature owns added to
  ** pX->base; they must sum to that difference exactly (to rounding).
  ** NULL: the kind has no additive decomposition (qda). */
  int (*xExplain)(const BayesModel *pM, const BayesRow *pRow, int iA, int iB,
                  BayesExplain *pX, BayesErr*);
  /* bayes_params (vtab_params.c): fill *p with the row at position aPos
  ** (aPos[0..3] zero at the start; the kind's to use) and advance aPos;
  ** return 1, or 0 after the last row.  p arrives zeroed. */
  int (*xParams)(const BayesModel *pM, i64 *aPos, BayesParamRow *p);
  /* A spec option key=value that is not in aOpt (may be NULL: none).
  ** Returns SQLITE_OK if taken (kept in pM->pKindSt), -1 if the kind has
  ** no such option, else an error in pErr.  Runs before any row. */
  int (*xSpecOption)(BayesModel *pM, const char *zKey, int nKey,
                     const char *zVal, int nVal, BayesErr *pErr);
  const char *zSpecOptions;     /* their names for messages: "a, b" */
  /* bayes_transform (transform.c): append the row's coordinates in the
  ** kind's projection as a JSON array.  NULL: the kind has no transform
  ** (only lda has one). */
  int (*xTransform)(const BayesModel *pM, const BayesRow *pRow, BayesBuf*,
                    BayesErr*);
  /* bayes_drift (vtab_drift.c): class iClass's multivariate normal x | y ~
  ** N(mu, Sigma) as the model scores it (after reg or shrinkage; lda: the
  ** pooled covariance, the same for every class): the d means into aMu
  ** and the d x d covariance, full and row-major, into aSigma, both the
  ** caller's memory (d and d*d doubles; the kind allocates nothing).
  ** Returns 1, or 0 when the model has no distribution (no complete row in
  ** any class).  NULL: the kind has no joint Gaussian (all but lda, qda). */
  int (*xGaussian)(const BayesModel *pM, int iClass, double *aMu,
                   double *aSigma);
  /* bayes_scores (vtab_scores.c): xScore with BAYES_SCORE_RELATIVE for
  ** nRow rows at once, which a kind may do with matrix-matrix products.
  ** aX holds the rows' features (nRow x nFeat, row-major), every one
  ** finite (rows with a missing or an infinite feature go through
  ** xScore); aLL receives log p(x|y) of row r for class i (up to a term
  ** shared by the classes) at aLL[r*nClass + i], what xScore gives to
  ** 1e-12 (relative).  NULL: every row goes through xScore (score.c's
  ** score-a-row sequence).
  **
  ** Threads (bayes_threads, core/pool.c): bayes_scores hands parts of a
  ** block to worker threads, each part its own rows, aLL and scratch.
  ** aWork: the caller's scratch, xScoreBlockWork(pM, nRow) doubles (any
  ** pointer if that callback is NULL).  aRedo NULL: the call is on the caller's
  ** thread and scores every row (it may allocate; an error in pErr).
  ** aRedo not NULL (nRow bytes, zeroed; pErr NULL): the call is on a
  ** worker thread and must call no SQLite routine at all (no allocation,
  ** no mutex, no message) and cannot fail: a row it cannot score so (lda's
  ** rows beyond its fast form) it marks aRedo[r] = 1, and the caller
  ** scores that row again, alone, on its own thread with aRedo NULL.  A
  ** row's answer must not depend on which rows share its call (the same
  ** bits whatever the split). */
  int (*xScoreBlock)(const BayesModel *pM, const double *aX, int nRow,
                     double *aLL, double *aWork, u8 *aRedo, BayesErr*);
  /* The doubles of scratch xScoreBlock needs for up to nRow rows, or -1
  ** (pErr set).  Called on the caller's thread before the statement's
  ** first xScoreBlock, it also derives what the model derives at first
  ** use (lda's factor), so that no worker has to.  NULL: no scratch. */
  i64 (*xScoreBlockWork)(const BayesModel *pM, int nRow, BayesErr*);
  /* bayes_sql (sql/export.c): the kind's scores as plain SQL.  Append to
  ** pB the text of a SELECT whose one row has the columns j0 ..
  ** j<nClass-1>: class i's log p(x | y) as xScore gives it with
  ** BAYES_SCORE_RELATIVE (without the prior, which export.c adds), to
  ** 1e-12, in core SQLite only (arithmetic, CASE, the math functions exp
  ** and ln, json_each), reading feature j from pCols->azCol[j] and a count
  ** kind's terms from the JSON object pCols->zTerms (core/sqltext.c:
  ** BayesSqlCols).  Its FROM, if any, reads subqueries only; the feature
  ** references are correlated to the row bayes_sql's expression scores.
  ** NULL in a column: SQL does not score this row as xScore does (lda's
  ** missing features): the expression gives NULL.  Literals through
  ** core/sqltext.c (exact round trip), long sums as balanced trees
  ** (bayes_sqltext_sum_*: SQLite's expression depth limit).  An error
  ** (pErr) for a model whose scores SQL cannot write.  NULL slot: the
  ** kind has no SQL form, and bayes_sql says so, naming the kind. */
  int (*xSql)(const BayesModel *pM, const BayesSqlCols *pCols, BayesBuf *pB,
              BayesErr*);
  /* The fit section (format version 5, docs/format.md): what scoring
  ** needs that costs more than reading its bytes to derive (qda's
  ** factors), stored beside the statistics.  xHasFit: 1 if the finalized
  ** model (pM->bFinal, checked by the caller) has such a fit to write
  ** and pM->eFit (BAYES_FIT_*, bayesInt.h) says to write it;
  ** xWriteFit appends it; xReadFit reads it after xRead and before
  ** xFinalize, which uses what it kept only if the statistics did not
  ** change in between (xAdd, xRemove, xMerge drop it) and it checks
  ** against them, else derives the fit again.  xReadFit returns SQLITE_OK
  ** also for bytes it does not trust (it keeps nothing then), NOMEM.
  ** NULL: the kind stores no fit. */
  int (*xHasFit)(const BayesModel *pM);
  int (*xWriteFit)(const BayesModel *pM, BayesBuf*);
  int (*xReadFit)(BayesModel *pM, BayesReader*, BayesErr*);
};
/* How xScore may score (score.c chooses): */
#define BAYES_SCORE_DENSITY   0  /* the whole density (bayes_evidence) */
#define BAYES_SCORE_RELATIVE  1  /* differences between classes suffice
                                 ** (bayes_predict, bayes_proba): a term
                                 ** the same for every class may be left out
                                 ** (lda's quadratic form, the multinomial
                                 ** coefficient) */

/* Allocate nByte zeroed bytes into *pp, one of BayesClass.pSt / .pFit or
** BayesModel.pKindSt / .pKindFit, which must be NULL.  Returns *pp, NULL
** when out of memory.  model.c frees the block.  Inline, so that the
** helpers the kinds share (terms.c), which sit below model.c, allocate
** through it without a link back up to model.c. */
static inline void *bayes_kind_alloc(void **pp, i64 nByte){
  void *p = sqlite3_malloc64((u64)nByte);
  if( p ) memset(p, 0, (size_t)nByte);
  *pp = p;
  return p;
}

/* The kinds' ids, from kinds.h (the one place a number is given): a kind
** sets .iId = BAYES_KIND_ID(name) */
enum {
#define BAYES_KIND(ID, NAME) BAYES_KIND_ID_##NAME = ID,
#include "kinds.h"
#undef BAYES_KIND
  BAYES_KIND_ID_NONE = 0
};
#define BAYES_KIND_ID(NAME) BAYES_KIND_ID_##NAME

#endif /* BAYES_KIND_H */
