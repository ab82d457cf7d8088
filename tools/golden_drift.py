#!/usr/bin/python3
"""golden_drift.py — expected values of bayes_drift (ext/sql/vtab_drift.c) for
test/drift.test: the models' statistics from scikit-learn 1.2.1, the
divergences by the numpy formulas below (the multivariate Gaussian forms of
lda and qda evaluated in 50-digit mpmath on scikit-learn's float64 means and
covariances, so that the golden is the exact value for those statistics).
Prints Tcl to paste between the golden markers of test/drift.test.

    /usr/bin/python3 tools/golden_drift.py
"""
import os
# one BLAS thread: threaded reductions round differently from run to run
for v in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[v] = "1"
import warnings
import numpy as np
import mpmath
warnings.simplefilter("ignore")   # scikit-learn's collinearity warnings
from sklearn.naive_bayes import GaussianNB, CategoricalNB, BernoulliNB, MultinomialNB
from sklearn.discriminant_analysis import (LinearDiscriminantAnalysis,
                                           QuadraticDiscriminantAnalysis)
mpmath.mp.dps = 50

def js(p, q):                     # Jensen-Shannon divergence, base 2
    m = 0.5 * (p + q)
    a = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1) / m), 0.0)
    b = np.where(q > 0, q * np.log2(np.where(q > 0, q, 1) / m), 0.0)
    return 0.5 * a.sum() + 0.5 * b.sum()

def hel(p, q):                    # Hellinger distance
    return np.sqrt(0.5 * ((np.sqrt(p) - np.sqrt(q)) ** 2).sum())

def linf(p, q):
    return np.abs(p - q).max()

def gauss(ma, va, mb, vb):        # Hellinger, KL(a||b), KL(b||a), Bhattacharyya
    f = 1e-9 * max(va, vb)          # the floor of a variance (vtab_drift.c)
    f = f if f > 0 else 1.0
    va, vb = max(va, f), max(vb, f)
    d, s, sa, sb = ma - mb, va + vb, np.sqrt(va), np.sqrt(vb)
    # log Bhattacharyya coefficient, 0.5 log(2 sa sb / s), written as
    # -0.5 log1p((sa - sb)^2 / (2 sa sb)) (the same number, exact at sa = sb)
    lbc = -0.5 * np.log1p((sa - sb) ** 2 / (2 * sa * sb)) - d * d / (4 * s)
    h = np.sqrt(-np.expm1(lbc))
    kab = 0.5 * (np.log(vb / va) + va / vb - 1 + d * d / vb)
    kba = 0.5 * (np.log(va / vb) + vb / va - 1 + d * d / va)
    return h, kab, kba, -lbc

def floor_cov(S, f):              # eigenvalues below f raised to f
    w, V = np.linalg.eigh(S)
    if w.min() >= f:
        return S
    return (V * np.maximum(w, f)) @ V.T

def mvn(mua, Sa, mub, Sb):        # Hellinger, KL(a||b), KL(b||a), Bhattacharyya
    if np.array_equal(mua, mub) and np.array_equal(Sa, Sb):
        return 0.0, 0.0, 0.0, 0.0
    f = 1e-9 * max(np.diag(Sa).max(), np.diag(Sb).max())
    if not f > 0:
        f = 1.0
    Sa, Sb = floor_cov(Sa, f), floor_cov(Sb, f)
    d = len(mua)
    A, B = mpmath.matrix(Sa.tolist()), mpmath.matrix(Sb.tolist())
    S = (A + B) / 2
    D = mpmath.matrix([mpmath.mpf(x) - mpmath.mpf(y) for x, y in zip(mua, mub)])
    la, lb, ls = (mpmath.log(mpmath.det(M)) for M in (A, B, S))
    Ai, Bi, Si = A ** -1, B ** -1, S ** -1
    tr = lambda M: sum(M[i, i] for i in range(d))
    q = lambda Mi: (D.T * Mi * D)[0, 0]
    kab = (tr(Bi * A) + q(Bi) - d + lb - la) / 2
    kba = (tr(Ai * B) + q(Ai) - d + la - lb) / 2
    db = q(Si) / 8 + (ls - (la + lb) / 2) / 2
    h = mpmath.sqrt(-mpmath.expm1(-db))
    return float(h), float(kab), float(kba), float(db)

def fmt(x):
    return repr(float(x))

def prior_row(ca, pa, cb, pb):
    labels = sorted(set(ca) | set(cb))
    p = np.array([pa[list(ca).index(l)] if l in ca else 0.0 for l in labels])
    q = np.array([pb[list(cb).index(l)] if l in cb else 0.0 for l in labels])
    return ["{}", "{}", fmt(js(p, q)), fmt(hel(p, q)), fmt(linf(p, q)), "{}", "{}", "{}"]

def emit(name, sql_a, sql_b, rows):
    print("set DRIFT(%s) {" % name)
    for r in rows:
        print("  " + " ".join(r))
    print("}")

# data: label, x1, x2, x3 (numbers), c1, c2 (categories 0..3)
A = [("a", 1.0, 2.0, 0.5, 0, 1), ("a", 1.5, 2.5, 0.7, 1, 1), ("a", 0.8, 1.9, 0.2, 0, 2),
     ("a", 1.2, 2.2, 0.9, 2, 0), ("b", 3.0, 0.5, 1.5, 2, 2), ("b", 3.4, 0.9, 1.1, 1, 2),
     ("b", 2.7, 0.2, 1.9, 2, 1)]
B = [("a", 1.3, 2.1, 0.4, 0, 1), ("a", 1.9, 2.8, 0.6, 3, 1), ("a", 1.1, 1.7, 0.3, 0, 0),
     ("b", 3.5, 0.4, 1.2, 3, 2), ("b", 3.9, 1.1, 1.0, 1, 2), ("b", 2.2, 0.1, 2.4, 2, 2),
     ("b", 3.1, 0.6, 1.4, 2, 1), ("c", 5.0, 5.0, 5.0, 1, 1)]
print("# data (paste into drift.test)")
print("set DRIFT_A {%s}" % " ".join("{%s}" % " ".join(map(str, r)) for r in A))
print("set DRIFT_B {%s}" % " ".join("{%s}" % " ".join(map(str, r)) for r in B))
ya = np.array([r[0] for r in A]); yb = np.array([r[0] for r in B])
Xa = np.array([r[1:4] for r in A]); Xb = np.array([r[1:4] for r in B])
Ca = np.array([r[4:6] for r in A]); Cb = np.array([r[4:6] for r in B])

# gaussian_nb on x1..x3
ga, gb = GaussianNB().fit(Xa, ya), GaussianNB().fit(Xb, yb)
rows = [prior_row(ga.classes_, ga.class_prior_, gb.classes_, gb.class_prior_)]
for i, c in enumerate(ga.classes_):
    if c not in gb.classes_:
        continue
    k = list(gb.classes_).index(c)
    for j in range(3):
        h, kab, kba, bd = gauss(ga.theta_[i, j], ga.var_[i, j], gb.theta_[k, j], gb.var_[k, j])
        rows.append([str(j + 1), c, "{}", fmt(h), "{}", fmt(kab), fmt(kba), fmt(bd)])
emit("gaussian_nb", "", "", rows)

# categorical_nb on c1, c2 (B has category 3 of c1, A does not)
ca, cb = CategoricalNB().fit(Ca, ya), CategoricalNB().fit(Cb, yb)
rows = [prior_row(ca.classes_, np.exp(ca.class_log_prior_), cb.classes_, np.exp(cb.class_log_prior_))]
for i, c in enumerate(ca.classes_):
    if c not in cb.classes_:
        continue
    k = list(cb.classes_).index(c)
    for j in range(2):
        pa = np.exp(ca.feature_log_prob_[j][i]); pb = np.exp(cb.feature_log_prob_[j][k])
        n = max(len(pa), len(pb))
        pa = np.pad(pa, (0, n - len(pa))); pb = np.pad(pb, (0, n - len(pb)))
        rows.append([str(j + 1), c, fmt(js(pa, pb)), fmt(hel(pa, pb)), fmt(linf(pa, pb)), "{}", "{}", "{}"])
emit("categorical_nb", "", "", rows)

# bernoulli_nb on (c1 > 0, c2 > 1) as 0/1
Ba = np.column_stack([Ca[:, 0] > 0, Ca[:, 1] > 1]).astype(float)
Bb = np.column_stack([Cb[:, 0] > 0, Cb[:, 1] > 1]).astype(float)
ba, bb = BernoulliNB().fit(Ba, ya), BernoulliNB().fit(Bb, yb)
rows = [prior_row(ba.classes_, np.exp(ba.class_log_prior_), bb.classes_, np.exp(bb.class_log_prior_))]
for i, c in enumerate(ba.classes_):
    if c not in bb.classes_:
        continue
    k = list(bb.classes_).index(c)
    for j in range(2):
        t, u = np.exp(ba.feature_log_prob_[i, j]), np.exp(bb.feature_log_prob_[k, j])
        p, q = np.array([t, 1 - t]), np.array([u, 1 - u])
        rows.append([str(j + 1), c, fmt(js(p, q)), fmt(hel(p, q)), fmt(linf(p, q)), "{}", "{}", "{}"])
emit("bernoulli_nb", "", "", rows)

# multinomial_nb on counts (c1, c2, c1 + c2)
Ma = np.column_stack([Ca[:, 0], Ca[:, 1], Ca.sum(1)]).astype(float)
Mb = np.column_stack([Cb[:, 0], Cb[:, 1], Cb.sum(1)]).astype(float)
ma, mb = MultinomialNB().fit(Ma, ya), MultinomialNB().fit(Mb, yb)
rows = [prior_row(ma.classes_, np.exp(ma.class_log_prior_), mb.classes_, np.exp(mb.class_log_prior_))]
for i, c in enumerate(ma.classes_):
    if c not in mb.classes_:
        continue
    k = list(mb.classes_).index(c)
    p, q = np.exp(ma.feature_log_prob_[i]), np.exp(mb.feature_log_prob_[k])
    rows.append(["{}", c, fmt(js(p, q)), fmt(hel(p, q)), fmt(linf(p, q)), "{}", "{}", "{}"])
emit("multinomial_nb", "", "", rows)

# lda and qda: per class, the multivariate row (feature NULL), then the
# per-feature marginals (the covariance's diagonal)
def gda_rows(ca, Ma, Sa, cb, Mb, Sb, pa, pb, prior_classes=None):
    """Sa, Sb: a list of per-class covariances"""
    pca, pcb = prior_classes or (ca, cb)
    rows = [prior_row(pca, pa, pcb, pb)]
    for i, c in enumerate(ca):
        if c not in cb:
            continue
        k = list(cb).index(c)
        h, kab, kba, bd = mvn(Ma[i], Sa[i], Mb[k], Sb[k])
        rows.append(["{}", c, "{}", fmt(h), "{}", fmt(kab), fmt(kba), fmt(bd)])
        for j in range(len(Ma[i])):
            h, kab, kba, bd = gauss(Ma[i][j], Sa[i][j, j], Mb[k][j], Sb[k][j, j])
            rows.append([str(j + 1), c, "{}", fmt(h), "{}", fmt(kab), fmt(kba), fmt(bd)])
    return rows

def lda_case(name, Xa, ya, Xb, yb):
    la = LinearDiscriminantAnalysis(solver="lsqr", store_covariance=True).fit(Xa, ya)
    lb = LinearDiscriminantAnalysis(solver="lsqr", store_covariance=True).fit(Xb, yb)
    emit(name, "", "", gda_rows(la.classes_, la.means_, [la.covariance_] * len(la.classes_),
                                lb.classes_, lb.means_, [lb.covariance_] * len(lb.classes_),
                                la.priors_, lb.priors_))

def qda_case(name, Xa, ya, Xb, yb, reg):
    # scikit-learn refuses a class of one row (model_b's class c, which
    # model_a has not, so it has no row here): fitted without it, the
    # priors from all the labels
    def fit(X, y):
        keep = np.isin(y, [c for c in np.unique(y) if (y == c).sum() > 1])
        q = QuadraticDiscriminantAnalysis(reg_param=reg, store_covariance=True).fit(X[keep], y[keep])
        cl, n = np.unique(y, return_counts=True)
        return q, cl, n / n.sum()
    qa, ca, pa = fit(Xa, ya)
    qb, cb, pb = fit(Xb, yb)
    emit(name, "", "", gda_rows(qa.classes_, qa.means_, qa.covariance_,
                                qb.classes_, qb.means_, qb.covariance_, pa, pb,
                                prior_classes=(ca, cb)))

# the data above (x1..x3): lda (pooled, 5 degrees of freedom), qda reg=0.1
lda_case("lda", Xa, ya, Xb, yb)
qda_case("qda", Xa, ya, Xb, yb, 0.1)

# near-singular: x3 = x1 + x2 + a small integer, integer features and 8
# rows per class, so that the means and co-moments are exact in both
# programs (no rounding to amplify): the covariances' condition numbers are
# ~1e4 ("near") and ~1e8 ("nearer"; there float64 itself, in any program,
# agrees only to about cond x 2.2e-16).  qda's covariances are M / (n - 1)
# from numpy (scikit-learn's QDA takes them through an SVD, which rounds
# in the last bits).
def near(seed, shift, escale, xs):
    r = np.random.RandomState(seed)
    y = np.array(["a"] * 8 + ["b"] * 8)
    x1 = r.randint(-xs, xs + 1, size=16) + (y == "b") * (xs // 2) + shift
    x2 = r.randint(-xs // 2, xs // 2 + 1, size=16) - shift
    x3 = x1 + x2 + r.randint(-escale, escale + 1, size=16)
    return y, np.column_stack([x1, x2, x3]).astype(float)

def qda_exact(name, Xa, ya, Xb, yb):
    def stats(X, y):
        cl = np.unique(y)
        mu = [X[y == c].mean(0) for c in cl]
        S = []
        for c, m in zip(cl, mu):
            Z = X[y == c] - m
            S.append((Z.T @ Z) / ((y == c).sum() - 1))
        return cl, mu, S, np.array([(y == c).mean() for c in cl])
    ca, ma, sa, pa = stats(Xa, ya)
    cb, mb, sb, pb = stats(Xb, yb)
    emit(name, "", "", gda_rows(ca, ma, sa, cb, mb, sb, pa, pb))

for tag, es, xs in (("near", 3, 100), ("nearer", 1, 3000)):
    yA, XA = near(1, 0, es, xs)
    yB, XB = near(2, 7, es, xs)
    for nm, yy, XX in (("A", yA, XA), ("B", yB, XB)):
        print("set DRIFT_%s_%s {%s}" % (tag.upper(), nm, " ".join(
            "{%s %s}" % (y, " ".join("%d" % v for v in x)) for y, x in zip(yy, XX))))
    lda_case("lda_" + tag, XA, yA, XB, yB)
    qda_exact("qda_" + tag, XA, yA, XB, yB)

# singular: qda without reg on the first data, where class b of model_a
# has 3 rows for 3 features (rank 2): floored as documented
qda_case("qda_singular", Xa, ya, Xb, yb, 0.0)
