/*
** kinds/naive_bayes.c — mixed naive Bayes, the kind 'naive_bayes'.
**
**   SELECT bayes_fit('naive_bayes', plan, age, income, city,
**                    bayes_tokens(note)) FROM customers;
**   SELECT bayes_fit('naive_bayes categorical=1 bernoulli=4-5', y, a, b, c,
**                    d, e) FROM t;
**
** Model: given the class the features are independent and each has its
** own family:
**   gaussian     a number (as gaussian_nb: var_smoothing)
**   categorical  any SQL value is a category (as categorical_nb: alpha)
**   bernoulli    a number, present if > binarize (as bernoulli_nb: alpha)
**   discretize   a number in MDL bins (as density_nb: alpha; Weka -D)
**   kde          a number by a kernel density (as density_nb numeric=kde)
**   weka_normal  a number by Weka's NormalEstimator (as density_nb
**                numeric=weka_normal: Weka's plain NaiveBayes)
** and the named features of the row's JSON object arguments, such as
** bayes_tokens(note), form one bag of counts (as multinomial_nb: alpha, or
** alpha_terms if given; min_df, max_df, max_features, prune and n_features
** are the bag's, handed to its sub-model).  alpha may be one value per feature (used by the
** categorical and bernoulli features), and min_categories (a number or one
** per feature) is categorical_nb's, for the categorical features.
** log p(x|y) is the sum of the families' log likelihoods, so a posterior
** equals the hand combination of single-family models (the sum of their
** joint log likelihoods plus one log prior, normalised).
**
** The family of positional feature j is declared by the spec (gaussian=,
** categorical=, bernoulli= with 1-based positions and ranges, e.g.
** categorical=2,4-6), else chosen by the first non-NULL value the model
** sees for it: a number gaussian (or the family numeric= names:
** gaussian, discretize, kde or weka_normal) (INTEGER, REAL, BLOB float32s, JSON array
** numbers, and TEXT that is exactly a number, as the shell's .import of a
** CSV file leaves every value), any other TEXT (and JSON array strings)
** categorical.  The family then stays (also when a window frame removes
** that row).  Later values must fit it: a gaussian or bernoulli feature
** takes numbers (and TEXT that is exactly a number) and any other TEXT is
** an error that says how to declare the feature categorical; a
** categorical feature takes any value as a category (TEXT '1' and INTEGER
** 1 are different categories, as in categorical_nb).  NULL and blank TEXT
** are missing: left out of the statistics and of the likelihood.  A
** feature whose values were all NULL has no family and carries no
** evidence.  bayes_info's "families" says which family each feature got.
**
** Implementation: seven sub-models, one per family, of the existing kinds
** (gaussian_nb, categorical_nb, bernoulli_nb, multinomial_nb, and
** density_nb three times, with numeric=discretize, kde and weka_normal), called
** through their BayesKind callbacks.  The first three have all nFeat
** positional features and see those of the other families as missing;
** the multinomial one has no positional features, only the bag.  The
** sub-models' classes are embedded in this kind's class state (NbClass)
** and their apClass arrays point at them in the outer class order
** (nbSync).  So the statistics, their streaming updates, inverses,
** merges, storage, scoring and sampling are exactly those kinds' own.
**
** BLOB section: nFeat family bytes (0 none, 1 gaussian, 2 categorical,
** 3 bernoulli, 5 discretize, 6 kde, 7 weka_normal; +16 if declared by the
** spec), then for each sub-model in the order gaussian, categorical,
** bernoulli, multinomial, and (only if a feature is discretize, kde or
** weka_normal, so that older BLOBs are unchanged) discretize, kde, and
** (only if a feature is weka_normal) weka_normal: u32 section version and
** that kind's section.
*/
#include "bayesInt.h"
#include <string.h>
#include <math.h>

#define NB_NSUB     7       /* sub-models: */
#define NB_GAUSS    0
#define NB_CAT      1
#define NB_BERN     2
#define NB_MULT     3
#define NB_DISC     4       /* density_nb, numeric=discretize */
#define NB_KDE      5       /* density_nb, numeric=kde */
#define NB_WNORM    6       /* density_nb, numeric=weka_normal */
#define NB_NSUB_V1  4       /* sub-models of a BLOB without DISC and KDE */
#define NB_NSUB_V2  6       /* ... and without WNORM */
#define NB_DECLARED 0x10    /* aFam bit: declared by the spec */
#define NB_PREC     0x20    /* stored aFam bit, on every feature or none:
                            ** the model keeps its gaussian features'
                            ** distinct values (their precisions) */
/* aFam[j] & 7: 0 no family yet, else 1 + the sub-model index (never
** NB_MULT's) */
#define NB_FAM(P, J) ((P)->aFam[J] & 7)

static const BayesOptDef nbOpts[] = {
  { "var_smoothing", 1e-9, 0.0, 1e300, 0 },
  { "alpha", 1.0, 0.0, 1e300, BAYES_OPT_VECTOR },
  { "binarize", 0.0, -1e300, 1e300, BAYES_OPT_STATS },
  { "min_categories", 0.0, 0.0, 1e9,
    BAYES_OPT_VECTOR|BAYES_OPT_LATE|BAYES_OPT_INT },
  { "alpha_terms", -1.0, 0.0, 1e300, BAYES_OPT_AUTO|BAYES_OPT_LATE },
  { "weka_kde", 0.0, 0.0, 1.0, BAYES_OPT_BOOL|BAYES_OPT_LATE },
  { "kde_scale", 1.0, 1e-3, 1e3, BAYES_OPT_LATE },
  /* gaussian: a standard deviation at least std_floor times the feature's
  ** precision (Weka's NormalEstimator has a sixth of it, but scores the
  ** mass over a precision step, which is milder than a density a step or
  ** more away: a quarter matched Weka better, docs/naive_bayes.md);
  ** applied only where the model knows the precisions (NB_PREC) */
  { "std_floor", 0.25, 0.0, 1e3, BAYES_OPT_LATE },
  /* the bag: multinomial_nb's document-frequency limits and hashed
  ** vocabulary, handed to the bag's sub-model (nbSubOptions) */
  BAYES_TERMS_OPTS_DF,
  BAYES_TERMS_OPT_N_FEATURES,
};
/* Slots of BayesModel.aOpt, in the table's order (the typedef does not
** compile if the two differ in length) */
enum {
  NB_OPT_VAR_SMOOTHING, NB_OPT_ALPHA, NB_OPT_BINARIZE, NB_OPT_MIN_CATEGORIES,
  NB_OPT_ALPHA_TERMS, NB_OPT_WEKA_KDE, NB_OPT_KDE_SCALE, NB_OPT_STD_FLOOR,
  NB_OPT_MIN_DF, NB_OPT_MAX_DF, NB_OPT_MAX_FEATURES, NB_OPT_PRUNE,
  NB_OPT_N_FEATURES,
  NB_N_OPT
};
typedef char nbOptsNamed[sizeof(nbOpts)/sizeof(nbOpts[0])==NB_N_OPT ? 1 : -1];
/* ... and BayesModel.aOpt holds them (13 of 16) */
typedef char nbOptsFit[NB_N_OPT<=BAYES_MAX_OPTS ? 1 : -1];

/* The sub-models' kinds, found in model.c's table of kinds */
static const char *const nbSubKindName[NB_NSUB] = {
  "gaussian_nb", "categorical_nb", "bernoulli_nb", "multinomial_nb",
  "density_nb", "density_nb", "density_nb",
};
static const char *const nbFamName[NB_NSUB] = {
  "gaussian", "categorical", "bernoulli", "multinomial", "discretize", "kde",
  "weka_normal",
};

typedef struct NbDecl { int iLo, iHi, iFam; } NbDecl;   /* 1-based */
typedef struct NbModel {
  u8 *aFam;                  /* nFeat families (see NB_FAM) */
  int nDecl; NbDecl *aDecl;  /* the spec's declarations */
  int iDeclBad;              /* a declared position > nFeat (0: none) */
  int iNumeric;              /* numeric=: the family of an undeclared
                             ** number, NB_GAUSS (default), NB_DISC, NB_KDE,
                             ** NB_WNORM */
  int bNumeric;              /* numeric= given */
  BayesModel *apSub[NB_NSUB];
  int abActive[NB_NSUB];     /* family used by the model (xFinalize) */
  int bPrec;                 /* aPrec kept (fitted with std_floor > 0) */
  BayesSummary *aPrec;       /* bPrec: nFeat summaries of all classes'
                             ** values of each gaussian feature */
  double *aMinVar;           /* bPrec: nFeat variance floors (finalize) */
  double *aX; BayesCat *aCat;   /* fitting scratch, nFeat each */
} NbModel;
typedef struct NbClass { BayesClass aSub[NB_NSUB]; } NbClass;

/* ------------------------------------------------------------ state */
static NbModel *nbModelSt(BayesModel *pM){
  if( pM->pKindSt==0 && bayes_kind_alloc(&pM->pKindSt, sizeof(NbModel))==0 ){
    return 0;
  }
  return (NbModel*)pM->pKindSt;
}

/* Set sub-model pS's option zTo to pM's option iFrom (bList: with its
** per-feature list): bayes_spec_copy_option with the sub-kind's slot
** looked up by name in its table (each kind names its slots in its own
** file; option names, like their order, never change).  Non-zero when out
** of memory, or if the sub-kind had no such option. */
static int nbCopyOption(BayesModel *pS, const char *zTo, const BayesModel *pM,
                        int iFrom, int bList){
  const BayesKind *pK = pS->pKind;
  int i;
  for(i=0; i<pK->nOpt; i++){
    if( strcmp(pK->aOpt[i].zName, zTo)==0 ){
      return bayes_spec_copy_option(pS, i, pM, iFrom, bList);
    }
  }
  return 1;
}

/* Give sub-model f pM's options: when it is made, and again when
** finalizing (bayes_with may have changed them since).  Per-feature lists
** go to the sub-models over all d features.  Non-zero when out of
** memory. */
static int nbSubOptions(const BayesModel *pM, int f){
  NbModel *pT = (NbModel*)pM->pKindSt;
  BayesModel *pS = pT->apSub[f];
  bayes_spec_clear_vectors(pS);
  if( f==NB_GAUSS ){
    return nbCopyOption(pS, "var_smoothing", pM, NB_OPT_VAR_SMOOTHING, 0);
  }
  if( f==NB_DISC || f==NB_KDE || f==NB_WNORM ){
    /* alpha (the bins' smoothing), and the mode */
    BayesErr e;
    const char *zMode = nbFamName[f];
    memset(&e, 0, sizeof(e));
    if( nbCopyOption(pS, "alpha", pM, NB_OPT_ALPHA, 1) ) return 1;
    if( f==NB_KDE
     && (nbCopyOption(pS, "weka_kde", pM, NB_OPT_WEKA_KDE, 0)
         || nbCopyOption(pS, "kde_scale", pM, NB_OPT_KDE_SCALE, 0)) ){
      return 1;
    }
    return pS->pKind->xSpecOption(pS, "numeric", 7, zMode,
                                  (int)strlen(zMode), &e)!=SQLITE_OK;
  }
  if( nbCopyOption(pS, "alpha", pM, NB_OPT_ALPHA, f!=NB_MULT) ) return 1;
  if( f==NB_BERN && nbCopyOption(pS, "binarize", pM, NB_OPT_BINARIZE, 0) ){
    return 1;
  }
  if( f==NB_CAT
   && nbCopyOption(pS, "min_categories", pM, NB_OPT_MIN_CATEGORIES, 1) ){
    return 1;
  }
  if( f==NB_MULT ){
    /* the bag: alpha_terms if given, the df limits, the hashed vocabulary */
    static const struct { const char *z; int i; } aBag[] = {
      { "min_df", NB_OPT_MIN_DF }, { "max_df", NB_OPT_MAX_DF },
      { "max_features", NB_OPT_MAX_FEATURES }, { "prune", NB_OPT_PRUNE },
      { "n_features", NB_OPT_N_FEATURES },
    };
    int k;
    if( pM->aOpt[NB_OPT_ALPHA_TERMS]>=0.0
     && nbCopyOption(pS, "alpha", pM, NB_OPT_ALPHA_TERMS, 0) ){
      return 1;
    }
    for(k=0; k<(int)(sizeof(aBag)/sizeof(aBag[0])); k++){
      if( nbCopyOption(pS, aBag[k].z, pM, aBag[k].i, 0) ) return 1;
    }
  }
  return 0;
}

/* The state once the feature count is known: families (declarations
** applied) and the sub-models.  0 when out of memory. */
static NbModel *nbEnsure(BayesModel *pM){
  NbModel *pT = nbModelSt(pM);
  int d = pM->nFeat, f, i, j;
  if( pT==0 || d<0 ) return 0;          /* (only called once d is known) */
  if( pT->aFam==0 ){
    pT->aFam = sqlite3_malloc64((u64)d+1);
    if( pT->aFam==0 ) return 0;
    memset(pT->aFam, 0, (size_t)d+1);
    pT->bPrec = pM->aOpt[NB_OPT_STD_FLOOR]>0.0;   /* (nbRead: its bits) */
    for(i=0; i<pT->nDecl; i++){
      for(j=pT->aDecl[i].iLo; j<=pT->aDecl[i].iHi && j<=d; j++){
        pT->aFam[j-1] = (u8)((pT->aDecl[i].iFam+1) | NB_DECLARED);
      }
      if( pT->aDecl[i].iHi>d && pT->iDeclBad==0 ){
        pT->iDeclBad = pT->aDecl[i].iLo>d ? pT->aDecl[i].iLo : d+1;
      }
    }
  }
  if( pT->aX==0 ){
    pT->aX = sqlite3_malloc64(sizeof(double)*((u64)d+1));
    if( pT->aX==0 ) return 0;
  }
  if( pT->aCat==0 ){
    pT->aCat = sqlite3_malloc64(sizeof(BayesCat)*((u64)d+1));
    if( pT->aCat==0 ) return 0;
  }
  if( pT->aPrec==0 ){
    pT->aPrec = sqlite3_malloc64(sizeof(BayesSummary)*((u64)d+1));
    if( pT->aPrec==0 ) return 0;
    memset(pT->aPrec, 0, sizeof(BayesSummary)*((size_t)d+1));
  }
  if( pT->aMinVar==0 ){
    pT->aMinVar = sqlite3_malloc64(sizeof(double)*((u64)d+1));
    if( pT->aMinVar==0 ) return 0;
    memset(pT->aMinVar, 0, sizeof(double)*((size_t)d+1));
  }
  for(f=0; f<NB_NSUB; f++){
    BayesModel *pS;
    if( pT->apSub[f] ) continue;
    pS = bayes_model_new_view(bayes_kind_by_name(nbSubKindName[f],
                                       (int)strlen(nbSubKindName[f])));
    if( pS==0 ) return 0;
    pT->apSub[f] = pS;
    pS->nFeat = f==NB_MULT ? 0 : d;
    if( nbSubOptions(pM, f) ) return 0;
  }
  return pT;
}

/* Sub-model f's class inside outer class pC (bayes_model_view_sync) */
static BayesClass *nbSubClass(BayesClass *pC, void *pArg){
  return &((NbClass*)pC->pSt)->aSub[*(int*)pArg];
}

/* Point the sub-models' classes at those embedded in pM's classes, in
** pM's order, with pM's row counts and labels. */
static int nbSync(BayesModel *pM){
  NbModel *pT = (NbModel*)pM->pKindSt;
  int f;
  for(f=0; f<NB_NSUB; f++){
    if( bayes_model_view_sync(pT->apSub[f], pM, nbSubClass, &f) ){
      return SQLITE_NOMEM;
    }
  }
  return SQLITE_OK;
}

/* Release the sub-models' scoring parameters (before xFinalize) */
static void nbFreeSubFits(BayesModel *pM){
  NbModel *pT = (NbModel*)pM->pKindSt;
  int f;
  for(f=0; f<NB_NSUB; f++) bayes_model_free_fit(pT->apSub[f]);
}

/* A summary past its cap (bApprox) keeps only what the precision needs,
** exact under adds and merges: its smallest and largest value, each with
** half the total weight W (summary.c keeps those two and W exact), so
** that fitting stays O(log) per value and the BLOB small */
static void nbPrecCollapse(BayesSummary *p){
  double w;
  if( !p->bApprox || p->n<2 ) return;
  w = bayes_summary_weight(p);
  p->a[2] = p->a[2*(p->n-1)];
  p->a[1] = p->a[3] = w/2;
  p->n = 2;
}

/* Drop the kept values (a merge with a model that has none) */
static void nbPrecFree(NbModel *pT, int d){
  int j;
  if( pT->aPrec ) for(j=0; j<d; j++) bayes_summary_free(&pT->aPrec[j]);
  pT->bPrec = 0;
}

static void nbFreeState(BayesModel *pM, BayesClass *pC){
  NbModel *pT = (NbModel*)pM->pKindSt;
  int f;
  if( pC ){
    NbClass *p = (NbClass*)pC->pSt;
    for(f=0; f<NB_NSUB; f++){
      if( pT && pT->apSub[f] ){
        bayes_model_free_class_state(pT->apSub[f], &p->aSub[f]);
      }
    }
    return;
  }
  for(f=0; f<NB_NSUB; f++) bayes_model_unref(pT->apSub[f]);
  nbPrecFree(pT, pM->nFeat);
  sqlite3_free(pT->aPrec);
  sqlite3_free(pT->aMinVar);
  sqlite3_free(pT->aFam);
  sqlite3_free(pT->aDecl);
  sqlite3_free(pT->aX);
  sqlite3_free(pT->aCat);
}

/* ------------------------------------------------------------ spec */
/* gaussian=, categorical=, bernoulli=: a list of 1-based positions and
** ranges, e.g. categorical=2,4-6 */
static int nbSpecOption(BayesModel *pM, const char *zKey, int nKey,
                        const char *zVal, int nVal, BayesErr *pErr){
  NbModel *pT;
  int iFam, i = 0, k;
  if( nKey==7 && memcmp(zKey, "numeric", 7)==0 ){
    pT = nbModelSt(pM);
    if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    if( pT->bNumeric ){
      bayes_err(pErr, "option 'numeric' is given twice");
      return SQLITE_ERROR;
    }
    for(iFam=0; iFam<NB_NSUB; iFam++){
      if( iFam!=NB_GAUSS && iFam!=NB_DISC && iFam!=NB_KDE && iFam!=NB_WNORM ){
        continue;
      }
      if( (int)strlen(nbFamName[iFam])==nVal
       && memcmp(nbFamName[iFam], zVal, nVal)==0 ) break;
    }
    if( iFam==NB_NSUB ){
      bayes_err(pErr, "option numeric=%.*s: expected gaussian, discretize, "
                "kde or weka_normal (the family of a number whose position "
                "no option declares)", nVal>40 ? 40 : nVal, zVal);
      return SQLITE_ERROR;
    }
    pT->iNumeric = iFam;
    pT->bNumeric = 1;
    return SQLITE_OK;
  }
  for(iFam=0; iFam<NB_NSUB; iFam++){
    if( iFam==NB_MULT ) continue;
    if( (int)strlen(nbFamName[iFam])==nKey
     && memcmp(nbFamName[iFam], zKey, nKey)==0 ) break;
  }
  if( iFam==NB_NSUB ) return -1;
  pT = nbModelSt(pM);
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(k=0; k<pT->nDecl; k++){
    if( pT->aDecl[k].iFam==iFam ){
      bayes_err(pErr, "option '%s' is given twice", nbFamName[iFam]);
      return SQLITE_ERROR;
    }
  }
  while( i<=nVal ){
    int iEnd = i, a = 0, b = 0, m;
    NbDecl *aNew;
    while( iEnd<nVal && zVal[iEnd]!=',' ) iEnd++;
    for(m=i; m<iEnd && zVal[m]>='0' && zVal[m]<='9' && a<=BAYES_MAX_FEATURES; m++){
      a = a*10 + (zVal[m]-'0');
    }
    if( m>i && m<iEnd && zVal[m]=='-' ){
      int m0 = ++m;
      for(; m<iEnd && zVal[m]>='0' && zVal[m]<='9' && b<=BAYES_MAX_FEATURES; m++){
        b = b*10 + (zVal[m]-'0');
      }
      if( m==m0 ) b = -1;
    }else{
      b = a;
    }
    if( m==i || m!=iEnd || a<1 || b<a || b>BAYES_MAX_FEATURES ){
      bayes_err(pErr, "option %s=%.*s: '%.*s' is not a feature position "
                "or range (positions count from 1; write e.g. %s=2,4-6)",
                nbFamName[iFam], nVal, zVal, iEnd-i, zVal+i, nbFamName[iFam]);
      return SQLITE_ERROR;
    }
    for(k=0; k<pT->nDecl; k++){
      const NbDecl *p = &pT->aDecl[k];
      if( p->iLo<=b && a<=p->iHi ){
        int iPos = a>p->iLo ? a : p->iLo;
        bayes_err(pErr, "option %s=%.*s: feature %d is also declared %s",
                  nbFamName[iFam], nVal, zVal, iPos, nbFamName[p->iFam]);
        return SQLITE_ERROR;
      }
    }
    aNew = sqlite3_realloc64(pT->aDecl, sizeof(NbDecl)*((u64)pT->nDecl+1));
    if( aNew==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    pT->aDecl = aNew;
    aNew[pT->nDecl].iLo = a;
    aNew[pT->nDecl].iHi = b;
    aNew[pT->nDecl].iFam = iFam;
    pT->nDecl++;
    i = iEnd+1;
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ rows */
/* Check the row against the families, fixing the family of each feature
** seen for the first time (bDecide).  bFit: a row to fit, where a number
** must be finite; a row to score may hold +-Inf, which each family scores
** as its limit (docs/functions.md "Impossible rows").  SQLITE_OK or an
** error. */
static int nbCheckRow(NbModel *pT, int d, const BayesRow *pRow, int bDecide,
                      int bFit, BayesErr *pErr){
  int j;
  for(j=0; j<d; j++){
    const BayesCat *c = &pRow->aCat[j];
    int iFam;
    double x;
    if( c->eType==SQLITE_NULL ) continue;
    iFam = NB_FAM(pT, j);
    if( iFam==0 ){
      if( !bDecide ) continue;
      /* TEXT that is exactly a number has it in aX (features.c) */
      iFam = (c->eType==SQLITE_TEXT && isnan(pRow->aX[j]) ? NB_CAT
              : pT->iNumeric) + 1;
      pT->aFam[j] = (u8)iFam;
    }
    if( iFam-1==NB_CAT ) continue;
    x = pRow->aX[j];
    if( isnan(x) ){
      bayes_err(pErr, "feature %d is TEXT '%.*s' but it is %s: numbers "
                "only (%s; declare categorical=%d in the spec to make it a "
                "category, or make such a value NULL, a missing value: "
                "NULLIF(col, '%.*s'))", j+1, c->n>40 ? 40 : c->n, c->z,
                nbFamName[iFam-1],
                (pT->aFam[j] & NB_DECLARED) ? "declared by the spec"
                : "chosen by its first value, a number", j+1,
                c->n>20 ? 20 : c->n, c->z);
      return SQLITE_ERROR;
    }
    if( bFit && isinf(x) ){
      bayes_err(pErr, "feature %d is %s; a %s feature needs finite "
                "numbers", j+1, x>0 ? "+Inf" : "-Inf", nbFamName[iFam-1]);
      return SQLITE_ERROR;
    }
  }
  for(j=0; j<pRow->nTerm; j++){
    double v = pRow->aTermVal[j];
    if( !(v>=0.0 && v<1e300) ){
      bayes_err(pErr, "term \"%.*s\" has value %g; the bag of a JSON "
                "object needs finite counts >= 0",
                pRow->anTerm[j]>40 ? 40 : pRow->anTerm[j], pRow->azTerm[j], v);
      return SQLITE_ERROR;
    }
  }
  return SQLITE_OK;
}

/* The row as sub-model f sees it, in *pSub (aX, aCat: scratch of nFeat).
** Returns how many of its features are present. */
static int nbSubRow(const NbModel *pT, int d, int f, const BayesRow *pRow,
                    BayesRow *pSub, double *aX, BayesCat *aCat){
  int j, n = 0;
  memset(pSub, 0, sizeof(*pSub));
  pSub->w = pRow->w;
  if( f==NB_MULT ){
    *pSub = *pRow;
    pSub->nX = 0;
    pSub->nMissing = 0;
    return pRow->nTerm;
  }
  pSub->nX = d;
  if( f==NB_CAT ){
    for(j=0; j<d; j++){
      if( NB_FAM(pT, j)==f+1 && pRow->aCat[j].eType!=SQLITE_NULL ){
        aCat[j] = pRow->aCat[j];
        n++;
      }else{
        memset(&aCat[j], 0, sizeof(BayesCat));
        aCat[j].eType = SQLITE_NULL;
      }
      aX[j] = NAN;
    }
    pSub->aCat = aCat;
    pSub->aX = aX;
    pSub->nMissing = d - n;
    return n;
  }
  for(j=0; j<d; j++){
    double x = NB_FAM(pT, j)==f+1 ? pRow->aX[j] : NAN;
    aX[j] = x;
    n += !isnan(x);
  }
  pSub->aX = aX;
  pSub->nMissing = d - n;
  return n;
}

static int nbNewClass(BayesModel *pM, BayesClass *pC){
  NbModel *pT = nbEnsure(pM);
  NbClass *p;
  int f;
  if( pT==0 ) return SQLITE_NOMEM;
  p = bayes_kind_alloc(&pC->pSt, sizeof(NbClass));
  if( p==0 ) return SQLITE_NOMEM;
  for(f=0; f<NB_NSUB; f++){
    int rc = pT->apSub[f]->pKind->xNewClass(pT->apSub[f], &p->aSub[f]);
    if( rc ) return rc;
  }
  return SQLITE_OK;
}

static int nbAddRow(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                    int bAdd, BayesErr *pErr){
  NbModel *pT = (NbModel*)pM->pKindSt;
  NbClass *p = (NbClass*)pC->pSt;
  int d = pM->nFeat, f, rc;
  if( pT->iDeclBad ){
    bayes_err(pErr, "the spec declares the family of feature %d but the "
              "rows have %d feature%s (a JSON object argument is no "
              "position)", pT->iDeclBad, d, d==1 ? "" : "s");
    return SQLITE_ERROR;
  }
  rc = nbCheckRow(pT, d, pRow, bAdd, 1, pErr);
  if( rc ) return rc;
  if( pT->bPrec ){
    int j;
    for(j=0; j<d; j++){
      double x = pRow->aX[j];
      if( NB_FAM(pT, j)!=NB_GAUSS+1 || isnan(x) ) continue;
      if( !bAdd && pT->aPrec[j].bApprox && pT->aPrec[j].n==2 ){
        /* cut (nbPrecCollapse): the weight goes, the range seen stays */
        BayesSummary *pS = &pT->aPrec[j];
        double w = pS->a[1] + pS->a[3] - pRow->w;
        if( w>BAYES_MIN_WEIGHT ){
          pS->a[1] = pS->a[3] = w/2;
        }else{
          bayes_summary_free(pS);
        }
      }else if( !bAdd ){
        bayes_summary_remove(&pT->aPrec[j], x, pRow->w);
      }else if( bayes_summary_add(&pT->aPrec[j], x, pRow->w) ){
        bayes_err_nomem(pErr);
        return SQLITE_NOMEM;
      }
      nbPrecCollapse(&pT->aPrec[j]);
    }
  }
  for(f=0; f<NB_NSUB; f++){
    BayesRow sub;
    BayesModel *pS = pT->apSub[f];
    if( nbSubRow(pT, d, f, pRow, &sub, pT->aX, pT->aCat)==0 ) continue;
    bayes_model_view_count(pS, &p->aSub[f], pM, pC);
    rc = bAdd ? pT->apSub[f]->pKind->xAdd(pS, &p->aSub[f], &sub, pErr)
              : pT->apSub[f]->pKind->xRemove(pS, &p->aSub[f], &sub, pErr);
    if( rc ) return rc;
  }
  return SQLITE_OK;
}
static int nbAdd(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                 BayesErr *pErr){
  return nbAddRow(pM, pC, pRow, 1, pErr);
}
static int nbRemove(BayesModel *pM, BayesClass *pC, const BayesRow *pRow,
                    BayesErr *pErr){
  return nbAddRow(pM, pC, pRow, 0, pErr);
}

/* ------------------------------------------------------------ merge */
/* Take the families of pSrc's features; an error if they differ */
static int nbMergeFamilies(BayesModel *pM, const BayesModel *pSrc,
                           BayesErr *pErr){
  NbModel *pT = nbEnsure(pM);
  const NbModel *pS = (const NbModel*)pSrc->pKindSt;
  int j;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( pS==0 || pS->aFam==0 ) return SQLITE_OK;
  for(j=0; j<pM->nFeat; j++){
    int a = NB_FAM(pT, j), b = NB_FAM(pS, j);
    if( b==0 ) continue;
    if( a!=0 && a!=b ){
      bayes_err(pErr, "feature %d is %s in one model and %s in the other",
                j+1, nbFamName[a-1], nbFamName[b-1]);
      return SQLITE_ERROR;
    }
    pT->aFam[j] |= pS->aFam[j];
  }
  return SQLITE_OK;
}

static int nbMerge(BayesModel *pM, BayesClass *pDst, double nDstOld,
                   const BayesModel *pMSrc, const BayesClass *pSrc,
                   BayesErr *pErr){
  NbModel *pT;
  const NbModel *pTS = (const NbModel*)pMSrc->pKindSt;
  NbClass *pD = (NbClass*)pDst->pSt;
  const NbClass *pS = (const NbClass*)pSrc->pSt;
  int f, rc;
  rc = nbMergeFamilies(pM, pMSrc, pErr);
  if( rc ) return rc;
  pT = (NbModel*)pM->pKindSt;
  for(f=0; f<NB_NSUB; f++){
    pD->aSub[f].n = pDst->n;
    rc = pT->apSub[f]->pKind->xMerge(pT->apSub[f], &pD->aSub[f], nDstOld,
                              pTS->apSub[f], &pS->aSub[f], pErr);
    if( rc ) return rc;
  }
  return SQLITE_OK;
}

static int nbMergeModel(BayesModel *pM, const BayesModel *pSrc,
                        BayesErr *pErr){
  NbModel *pT;
  const NbModel *pTS = (const NbModel*)pSrc->pKindSt;
  int f, rc;
  rc = nbMergeFamilies(pM, pSrc, pErr);
  if( rc ) return rc;
  pT = (NbModel*)pM->pKindSt;
  if( pTS && pTS->aFam && pT->bPrec ){
    /* the precisions stay only if both models know them */
    if( !pTS->bPrec ){
      nbPrecFree(pT, pM->nFeat);
    }else{
      int j;
      for(j=0; j<pM->nFeat; j++){
        if( bayes_summary_merge(&pT->aPrec[j], &pTS->aPrec[j]) ){
          bayes_err_nomem(pErr);
          return SQLITE_NOMEM;
        }
        nbPrecCollapse(&pT->aPrec[j]);
      }
    }
  }
  for(f=0; f<NB_NSUB; f++){
    if( pT->apSub[f]->pKind->xMergeModel==0 || pTS==0 || pTS->apSub[f]==0 ) continue;
    rc = pT->apSub[f]->pKind->xMergeModel(pT->apSub[f], pTS->apSub[f], pErr);
    if( rc ) return rc;
  }
  return SQLITE_OK;
}

/* ------------------------------------------------------------ finalize */
/* Weka's precision of a feature from its distinct values: the mean gap
** between them, (max - min) / (distinct - 1); 0.01 with one value (as
** Weka), 0 with none.  Beyond BAYES_SUMMARY_CAP distinct values the
** summary is cut to its smallest and largest value (nbPrecCollapse), which
** with its total weight W stay exact under merges: the precision is then
** (max - min) / (W - 1), Weka's when the values are all distinct (and
** below it otherwise), so a merge of shards still equals one fit. */
static double nbPrecision(const BayesSummary *p){
  double lo, hi, g, nD = p->n;
  if( p->n==0 ) return 0.0;
  if( p->n==1 ) return 0.01;
  if( p->bApprox ){
    double w = bayes_summary_weight(p);
    if( w>nD ) nD = w;
  }
  lo = p->a[0];
  hi = p->a[2*(p->n-1)];
  g = (hi - lo)/(nD - 1);
  if( !isfinite(g) ) g = hi/(nD - 1) - lo/(nD - 1);
  return isfinite(g) ? g : 1e308;
}


static int nbFinalize(BayesModel *pM, BayesErr *pErr){
  NbModel *pT = nbEnsure(pM);
  int f, j, rc;
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( nbSync(pM) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(f=0; f<NB_NSUB; f++){
    if( nbSubOptions(pM, f) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  }
  nbFreeSubFits(pM);
  /* a family without features is neither finalized nor scored */
  for(f=0; f<NB_NSUB; f++) pT->abActive[f] = 0;
  for(j=0; j<pM->nFeat; j++){
    if( NB_FAM(pT, j) ) pT->abActive[NB_FAM(pT, j)-1] = 1;
  }
  pT->abActive[NB_MULT] = bayes_terms_nterm(pT->apSub[NB_MULT])>0;
  for(f=0; f<NB_NSUB; f++){
    if( !pT->abActive[f] ) continue;
    rc = pT->apSub[f]->pKind->xFinalize(pT->apSub[f], pErr);
    if( rc ) return rc;
  }
  if( pT->abActive[NB_GAUSS] && pT->bPrec ){
    double f6 = pM->aOpt[NB_OPT_STD_FLOOR];
    for(j=0; j<pM->nFeat; j++){
      double p = NB_FAM(pT, j)==NB_GAUSS+1 ? nbPrecision(&pT->aPrec[j]) : 0.0;
      double s = f6*p;
      pT->aMinVar[j] = s*s<=1e300 ? s*s : 1e300;
    }
    bayes_gaussian_nb_floor(pT->apSub[NB_GAUSS], pT->aMinVar);
  }
  /* (the vocabulary may have lost its unused terms) */
  pT->abActive[NB_MULT] = bayes_terms_nterm(pT->apSub[NB_MULT])>0;
  return SQLITE_OK;
}

/* ------------------------------------------------------------ BLOB */
/* The sub-models a BLOB holds: the density ones only if a feature is of
** their families, weka_normal's only if a feature is weka_normal (so a
** BLOB without them is as before they existed) */
static int nbSubCount(const NbModel *pT, int d){
  int j, n = NB_NSUB_V1;
  for(j=0; j<d; j++){
    if( NB_FAM(pT, j)==NB_WNORM+1 ) return NB_NSUB;
    if( NB_FAM(pT, j)==NB_DISC+1 || NB_FAM(pT, j)==NB_KDE+1 ) n = NB_NSUB_V2;
  }
  return n;
}

static int nbWrite(const BayesModel *pM, BayesBuf *pB){
  NbModel *pT = (NbModel*)pM->pKindSt;
  int f, rc;
  int j;
  for(j=0; j<pM->nFeat; j++){
    bayes_put_u8(pB, pT->aFam[j] | (pT->bPrec ? NB_PREC : 0));
  }
  for(f=0; f<nbSubCount(pT, pM->nFeat); f++){
    /* each sub-model as nbSync would leave it, in a copy: writing never
    ** changes the model, which the process-wide cache may share */
    BayesModel sub;
    void *pFree;
    if( bayes_model_view_copy(&sub, pT->apSub[f], pM, nbSubClass, &f,
                              &pFree) ){
      return SQLITE_NOMEM;
    }
    bayes_put_u32(pB, (u32)sub.pKind->iVersion);
    rc = sub.pKind->xWrite(&sub, pB);
    sqlite3_free(pFree);
    if( rc ) return rc;
  }
  for(j=0; pT->bPrec && j<pM->nFeat; j++){
    if( NB_FAM(pT, j)==NB_GAUSS+1 ) bayes_summary_write(&pT->aPrec[j], pB);
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

static int nbRead(BayesModel *pM, BayesReader *pR, int iVersion,
                  BayesErr *pErr){
  NbModel *pT = nbEnsure(pM);
  int d = pM->nFeat, f, i, j, rc;
  (void)iVersion;            /* 1: the only section layout so far */
  if( pT==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  if( !bayes_get_room(pR, d, 1) ) return SQLITE_ERROR;
  for(j=0; j<d; j++){
    unsigned v = bayes_get_u8(pR), bPrec = (v & NB_PREC)!=0;
    v &= ~(unsigned)NB_PREC;
    if( (v & ~(7u|NB_DECLARED))!=0 || ((v & 7)==0 && v!=0)
     || (v & 7)==NB_MULT+1 || (v & 7)>NB_NSUB ) return SQLITE_ERROR;
    if( j==0 ) pT->bPrec = (int)bPrec;
    else if( pT->bPrec!=(int)bPrec ) return SQLITE_ERROR;
    pT->aFam[j] = (u8)v;
  }
  if( d==0 ) pT->bPrec = 0;
  for(i=0; i<pM->nClass; i++){
    if( bayes_kind_alloc(&pM->apClass[i]->pSt, sizeof(NbClass))==0 ){
      bayes_err_nomem(pErr); return SQLITE_NOMEM;
    }
  }
  if( nbSync(pM) ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  for(f=nbSubCount(pT, d); f<NB_NSUB; f++){
    /* a sub-model the BLOB does not hold: its classes, empty */
    for(i=0; i<pM->nClass; i++){
      NbClass *p = (NbClass*)pM->apClass[i]->pSt;
      rc = pT->apSub[f]->pKind->xNewClass(pT->apSub[f], &p->aSub[f]);
      if( rc ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
    }
  }
  for(f=0; f<nbSubCount(pT, d); f++){
    u32 v = bayes_get_u32(pR);
    if( pR->bad || v<1 || v>(u32)pT->apSub[f]->pKind->iVersion ) return SQLITE_ERROR;
    rc = pT->apSub[f]->pKind->xRead(pT->apSub[f], pR, (int)v, pErr);
    if( rc ) return rc;
  }
  for(j=0; pT->bPrec && j<d; j++){
    if( NB_FAM(pT, j)!=NB_GAUSS+1 ) continue;
    rc = bayes_summary_read(&pT->aPrec[j], pR, pM->nRow);
    if( rc ) return rc;
    nbPrecCollapse(&pT->aPrec[j]);
  }
  return pR->bad ? SQLITE_ERROR : SQLITE_OK;
}

/* ------------------------------------------------------------ scoring */
static int nbScore(const BayesModel *pM, const BayesRow *pRow, int eScore,
                   double *aLL, BayesErr *pErr){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  int d = pM->nFeat, nC = pM->nClass, f, i, rc;
  double *aTmp, *aX;
  BayesCat *aCat;
  for(i=0; i<nC; i++) aLL[i] = 0.0;
  rc = nbCheckRow((NbModel*)pT, d, pRow, 0, 0, pErr);
  if( rc ) return rc;
  aTmp = sqlite3_malloc64(sizeof(double)*((u64)nC + d + 1)
                          + sizeof(BayesCat)*((u64)d + 1));
  if( aTmp==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  aX = aTmp + nC;
  aCat = (BayesCat*)(aX + d + 1);
  for(f=0; f<NB_NSUB && rc==SQLITE_OK; f++){
    BayesRow sub;
    if( !pT->abActive[f] ) continue;
    if( nbSubRow(pT, d, f, pRow, &sub, aX, aCat)==0 ) continue;
    rc = pT->apSub[f]->pKind->xScore(pT->apSub[f], &sub, eScore, aTmp, pErr);
    for(i=0; rc==SQLITE_OK && i<nC; i++) aLL[i] += aTmp[i];
  }
  sqlite3_free(aTmp);
  return rc;
}

/* Append the JSON value v (an element of a sampled array) */
static void nbJsonValue(BayesBuf *pB, const BayesJsonVal *v){
  if( v->eType==BAYES_J_STR ){
    bayes_buf_char(pB, '"');
    bayes_buf_append(pB, v->z, v->n);
    bayes_buf_char(pB, '"');
  }else if( v->eType==BAYES_J_NUM && v->z ){
    bayes_buf_append(pB, v->z, v->n);
  }else if( v->eType==BAYES_J_NUM ){
    bayes_json_num(pB, v->r);
  }else{
    bayes_buf_str(pB, "null");
  }
}

/* [x_1, ..., x_d] (each from its family's sub-model; null without a
** family), then the sampled bag {"term": count, ...} if the model has one */
static int nbSample(const BayesModel *pM, int iClass, BayesRng *pRng,
                    BayesBuf *pB, BayesErr *pErr){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  BayesBuf aBuf[NB_NSUB];
  BayesJsonIter aIt[NB_NSUB];
  int f, j, rc = SQLITE_OK;
  for(f=0; f<NB_NSUB; f++) bayes_buf_init(&aBuf[f]);
  for(f=0; f<NB_NSUB && rc==SQLITE_OK; f++){
    if( !pT->abActive[f] ) continue;
    rc = pT->apSub[f]->pKind->xSample(pT->apSub[f], iClass, pRng, &aBuf[f], pErr);
    if( rc==SQLITE_OK && aBuf[f].oom ){ bayes_err_nomem(pErr); rc = SQLITE_NOMEM; }
    if( rc==SQLITE_OK && f!=NB_MULT
     && bayes_json_iter_start(&aIt[f], (const char*)aBuf[f].a, (int)aBuf[f].n) ){
      rc = SQLITE_ERROR;
    }
  }
  if( rc==SQLITE_OK ){
    bayes_buf_char(pB, '[');
    for(j=0; j<pM->nFeat; j++){
      BayesJsonVal k, v;
      int iFam = NB_FAM(pT, j);
      if( j ) bayes_buf_char(pB, ',');
      memset(&v, 0, sizeof(v));
      v.eType = BAYES_J_NULL;
      for(f=0; f<NB_NSUB; f++){
        BayesJsonVal w;
        if( !pT->abActive[f] || f==NB_MULT ) continue;
        if( bayes_json_iter_next(&aIt[f], &k, &w)!=1 ){ rc = SQLITE_ERROR; break; }
        if( f==iFam-1 ) v = w;
      }
      nbJsonValue(pB, &v);
    }
    if( pT->abActive[NB_MULT] ){
      if( pM->nFeat ) bayes_buf_char(pB, ',');
      bayes_buf_append(pB, aBuf[NB_MULT].a, aBuf[NB_MULT].n);
    }
    bayes_buf_char(pB, ']');
    if( rc ) bayes_err(pErr, "internal error: a sampled vector is malformed");
  }
  for(f=0; f<NB_NSUB; f++) bayes_buf_free(&aBuf[f]);
  if( rc==SQLITE_OK && pB->oom ){ bayes_err_nomem(pErr); rc = SQLITE_NOMEM; }
  return rc;
}

/* "warnings":[...]: core/warnings.c's rules on what the statistics tell
** of each gaussian and categorical feature (a model that keeps the
** precisions: one fitted by a build that has them) */
static int nbWarnings(const BayesModel *pM, BayesBuf *pB){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  int d = pM->nFeat, nC = pM->nClass, i, j, n = 0;
  BayesColFacts *aF;
  int *aK;                   /* categorical: categories of the current class */
  aF = sqlite3_malloc64((sizeof(BayesColFacts) + sizeof(int))*((u64)d+1));
  if( aF==0 ) return SQLITE_NOMEM;
  aK = (int*)(aF + d + 1);
  for(j=0; j<d; j++){
    bayes_warnings_init(&aF[j]);
    aK[j] = 0;
  }
  for(j=0; j<d; j++){
    const BayesSummary *pS = &pT->aPrec[j];
    BayesColFacts *f = &aF[j];
    int k;
    if( NB_FAM(pT, j)!=NB_GAUSS+1 || !pT->abActive[NB_GAUSS] ) continue;
    f->eFam = BAYES_WFAM_NUMERIC;
    f->nClassVaries = 0;
    for(i=0; i<nC; i++){
      const double *aN = (const double*)
          ((const NbClass*)pM->apClass[i]->pSt)->aSub[NB_GAUSS].pSt;
      if( aN==0 || !(aN[j]>0.0) ) continue;
      f->nPresent += aN[j];
      f->nClassHave++;
      if( aN[2*d+j]>0.0 ) f->nClassVaries++;
    }
    if( !pS->bApprox ){
      f->nDistinct = pS->n;
      f->bInteger = 1;
      for(k=0; k<pS->n; k++){
        if( pS->a[2*k]!=floor(pS->a[2*k]) ){ f->bInteger = 0; break; }
      }
    }
  }
  if( pT->abActive[NB_CAT] ){
    const BayesModel *pS = pT->apSub[NB_CAT];
    i64 aPos[4] = {0, 0, 0, 0};
    BayesParamRow r;
    int iCls = -1;
    for(j=0; j<d; j++){
      if( NB_FAM(pT, j)!=NB_CAT+1 ) continue;
      aF[j].eFam = BAYES_WFAM_CATEGORICAL;
      aF[j].nDistinct = 0;
      aF[j].nClassVaries = 0;
      aF[j].nMultiWord = 0.0;
    }
    while( 1 ){
      int bMore;
      memset(&r, 0, sizeof(r));
      bMore = pS->pKind->xParams(pS, aPos, &r);
      if( !bMore || r.iClass!=iCls ){
        /* the class before is complete */
        for(j=0; iCls>=0 && j<d; j++){
          if( aF[j].eFam!=BAYES_WFAM_CATEGORICAL ) continue;
          if( aK[j]>0 ) aF[j].nClassHave++;
          if( aK[j]>1 ) aF[j].nClassVaries++;
          aK[j] = 0;
        }
        if( !bMore ) break;
        iCls = r.iClass;
      }
      j = r.iFeat;
      if( j<0 || j>=d || aF[j].eFam!=BAYES_WFAM_CATEGORICAL ) continue;
      if( iCls==0 ) aF[j].nDistinct++;
      if( r.count>0.0 ){
        aK[j]++;
        aF[j].nPresent += r.count;
        if( r.cat.eType==SQLITE_TEXT ){
          int a = 0, e = r.cat.n, k;
          while( a<e && (r.cat.z[a]==' ' || r.cat.z[a]=='\t') ) a++;
          while( e>a && (r.cat.z[e-1]==' ' || r.cat.z[e-1]=='\t') ) e--;
          for(k=a; k<e && r.cat.z[k]!=' '; k++){}
          if( k<e ) aF[j].nMultiWord += r.count;
        }
      }
    }
  }
  bayes_buf_str(pB, ",\"warnings\":[");
  for(j=0; j<d; j++) bayes_warnings_json(&aF[j], j+1, pB, &n);
  bayes_buf_char(pB, ']');
  sqlite3_free(aF);
  return SQLITE_OK;
}

/* "families":[...], then per family in use "<family>":{its kind's info} */
static int nbInfo(const BayesModel *pM, BayesBuf *pB){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  int f, j, rc;
  bayes_buf_str(pB, "\"families\":[");
  for(j=0; j<pM->nFeat; j++){
    int iFam = NB_FAM(pT, j);
    if( j ) bayes_buf_char(pB, ',');
    if( iFam ) bayes_json_str(pB, nbFamName[iFam-1], -1);
    else bayes_buf_str(pB, "null");
  }
  bayes_buf_str(pB, "],\"declared\":[");
  for(j=0, f=0; j<pM->nFeat; j++){
    if( (pT->aFam[j] & NB_DECLARED)==0 ) continue;
    if( f++ ) bayes_buf_char(pB, ',');
    bayes_json_int(pB, j+1);
  }
  bayes_buf_char(pB, ']');
  if( pT->bPrec ){
    /* the precisions of the gaussian features, whose standard deviations
    ** are at least std_floor times them */
    bayes_buf_str(pB, ",\"precision\":[");
    for(j=0; j<pM->nFeat; j++){
      if( j ) bayes_buf_char(pB, ',');
      if( NB_FAM(pT, j)==NB_GAUSS+1 && pT->aPrec[j].n>0 ){
        bayes_json_num(pB, nbPrecision(&pT->aPrec[j]));
      }else{
        bayes_buf_str(pB, "null");
      }
    }
    bayes_buf_char(pB, ']');
    rc = nbWarnings(pM, pB);
    if( rc ) return rc;
  }
  for(f=0; f<NB_NSUB; f++){
    if( !pT->abActive[f] ) continue;
    bayes_buf_str(pB, ",\"");
    bayes_buf_str(pB, nbFamName[f]);
    bayes_buf_str(pB, "\":{");
    rc = pT->apSub[f]->pKind->xInfo(pT->apSub[f], pB);
    if( rc ) return rc;
    bayes_buf_char(pB, '}');
  }
  return pB->oom ? SQLITE_NOMEM : SQLITE_OK;
}

/* ------------------------------------------------------------ explain */
/* bayes_explain: each family's parts, as its kind explains them (feature
** indices are the model's: the sub-models have all nFeat features) */
static int nbExplain(const BayesModel *pM, const BayesRow *pRow, int iA,
                     int iB, BayesExplain *pX, BayesErr *pErr){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  int d = pM->nFeat, f, rc;
  double *aX;
  BayesCat *aCat;
  rc = nbCheckRow((NbModel*)pT, d, pRow, 0, 0, pErr);
  if( rc ) return rc;
  aX = sqlite3_malloc64(sizeof(double)*((u64)d+1) + sizeof(BayesCat)*((u64)d+1));
  if( aX==0 ){ bayes_err_nomem(pErr); return SQLITE_NOMEM; }
  aCat = (BayesCat*)(aX + d + 1);
  for(f=0; f<NB_NSUB && rc==SQLITE_OK; f++){
    BayesRow sub;
    if( !pT->abActive[f] ) continue;
    if( nbSubRow(pT, d, f, pRow, &sub, aX, aCat)==0 ) continue;
    rc = pT->apSub[f]->pKind->xExplain(pT->apSub[f], &sub, iA, iB, pX, pErr);
  }
  sqlite3_free(aX);
  return rc;
}

/* bayes_params: the rows of each family's kind in turn (aPos[3]: the
** family), those of features of other families left out */
static int nbParams(const BayesModel *pM, i64 *aPos, BayesParamRow *p){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  while( aPos[3]<NB_NSUB ){
    int f = (int)aPos[3];
    if( pT->abActive[f] && pT->apSub[f]->pKind->xParams(pT->apSub[f], aPos, p) ){
      if( f==NB_MULT || f==NB_CAT || NB_FAM(pT, p->iFeat)==f+1 ) return 1;
      memset(p, 0, sizeof(*p));
      continue;
    }
    aPos[0] = aPos[1] = aPos[2] = 0;
    aPos[3]++;
  }
  return 0;
}

const BayesKind bayes_kind_naive_bayes = {
  .zName = "naive_bayes",
  .bShareable = 1,             /* immutable once parsed: shared (sql/cache.c) */
  .iId = BAYES_KIND_ID(naive_bayes),
  .iVersion = 1,
  .eInput = BAYES_IN_MIXED,
  .nOpt = (int)(sizeof(nbOpts)/sizeof(nbOpts[0])),
  .aOpt = nbOpts,
  .pAux = 0,
  .xNewClass = nbNewClass,
  .xAdd = nbAdd,
  .xRemove = nbRemove,
  .xMerge = nbMerge,
  .xMergeModel = nbMergeModel,
  .xFinalize = nbFinalize,
  .xWrite = nbWrite,
  .xRead = nbRead,
  .xScore = nbScore,
  .xSample = nbSample,
  .xInfo = nbInfo,
  .xFreeState = nbFreeState,
  .xFreeFit = 0,
  .xExplain = nbExplain,
  .xParams = nbParams,
  .xSpecOption = nbSpecOption,
  .zSpecOptions = "gaussian, categorical, bernoulli, discretize, kde, numeric",
};

/* ------------------------------------------------------------ schema */
/* For the schema report (sql/vtab_describe.c), of a naive_bayes model
** made from a spec: the family the spec declares for feature iFeat
** (1-based), or 0 if none; and the family an undeclared number gets. */
const char *bayes_naive_bayes_declared(const BayesModel *pM, int iFeat){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  int k;
  if( pM->pKind!=&bayes_kind_naive_bayes || pT==0 ) return 0;
  for(k=0; k<pT->nDecl; k++){
    if( pT->aDecl[k].iLo<=iFeat && iFeat<=pT->aDecl[k].iHi ){
      return nbFamName[pT->aDecl[k].iFam];
    }
  }
  return 0;
}
const char *bayes_naive_bayes_numeric(const BayesModel *pM){
  const NbModel *pT = (const NbModel*)pM->pKindSt;
  if( pM->pKind!=&bayes_kind_naive_bayes || pT==0 ) return nbFamName[NB_GAUSS];
  return nbFamName[pT->iNumeric];
}
