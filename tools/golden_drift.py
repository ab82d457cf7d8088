#!/usr/bin/python3
"""golden_drift.py — expected values of bayes_drift (ext/drift.c) for
test/drift.test: the models' statistics from scikit-learn 1.2.1, the
divergences by the numpy formulas below.  Prints Tcl to paste.

    /usr/bin/python3 tools/golden_drift.py
"""
import numpy as np
from sklearn.naive_bayes import GaussianNB, CategoricalNB, BernoulliNB, MultinomialNB

def js(p, q):                     # Jensen-Shannon divergence, base 2
    m = 0.5 * (p + q)
    a = np.where(p > 0, p * np.log2(np.where(p > 0, p, 1) / m), 0.0)
    b = np.where(q > 0, q * np.log2(np.where(q > 0, q, 1) / m), 0.0)
    return 0.5 * a.sum() + 0.5 * b.sum()

def hel(p, q):                    # Hellinger distance
    return np.sqrt(0.5 * ((np.sqrt(p) - np.sqrt(q)) ** 2).sum())

def linf(p, q):
    return np.abs(p - q).max()

def gauss(ma, va, mb, vb):        # Hellinger, KL(a||b), KL(b||a)
    d, s, sa, sb = ma - mb, va + vb, np.sqrt(va), np.sqrt(vb)
    # log Bhattacharyya coefficient, 0.5 log(2 sa sb / s), written as
    # -0.5 log1p((sa - sb)^2 / (2 sa sb)) (the same number, exact at sa = sb)
    lbc = -0.5 * np.log1p((sa - sb) ** 2 / (2 * sa * sb)) - d * d / (4 * s)
    h = np.sqrt(-np.expm1(lbc))
    kab = 0.5 * (np.log(vb / va) + va / vb - 1 + d * d / vb)
    kba = 0.5 * (np.log(va / vb) + vb / va - 1 + d * d / va)
    return h, kab, kba

def fmt(x):
    return repr(float(x))

def prior_row(ca, pa, cb, pb):
    labels = sorted(set(ca) | set(cb))
    p = np.array([pa[list(ca).index(l)] if l in ca else 0.0 for l in labels])
    q = np.array([pb[list(cb).index(l)] if l in cb else 0.0 for l in labels])
    return ["{}", "{}", fmt(js(p, q)), fmt(hel(p, q)), fmt(linf(p, q)), "{}", "{}"]

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
        h, kab, kba = gauss(ga.theta_[i, j], ga.var_[i, j], gb.theta_[k, j], gb.var_[k, j])
        rows.append([str(j + 1), c, "{}", fmt(h), "{}", fmt(kab), fmt(kba)])
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
        rows.append([str(j + 1), c, fmt(js(pa, pb)), fmt(hel(pa, pb)), fmt(linf(pa, pb)), "{}", "{}"])
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
        rows.append([str(j + 1), c, fmt(js(p, q)), fmt(hel(p, q)), fmt(linf(p, q)), "{}", "{}"])
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
    rows.append(["{}", c, fmt(js(p, q)), fmt(hel(p, q)), fmt(linf(p, q)), "{}", "{}"])
emit("multinomial_nb", "", "", rows)
