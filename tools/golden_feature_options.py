#!/usr/bin/python3
"""Golden values for the per-feature options: alpha as one value per
feature (multinomial_nb, complement_nb, bernoulli_nb, categorical_nb),
alpha_terms (the alpha of named features) and categorical_nb's
min_categories.

    /usr/bin/python3 tools/golden_feature_options.py > /tmp/g.tcl

prints Tcl code (a data table and do_realnum_test cases) that belongs in
test/feature_options.test between "# BEGIN golden_feature_options.py" and
"# END golden_feature_options.py".  The test suite never runs Python.

scikit-learn 1.2.1's MultinomialNB and ComplementNB take an alpha array
and CategoricalNB takes min_categories (a number or one per feature); its
BernoulliNB and CategoricalNB do not take an alpha array, so those cases
are numpy formulas of the documented estimates:
  bernoulli:   theta_yj  = (N_yj + alpha_j) / (N_y + 2 alpha_j)
  categorical: theta_yjk = (N_yjk + alpha_j) / (N_yj + alpha_j K_j)
Data: 12 rows, 3 classes, 4 small non-negative integer features whose
codes 0..max all occur (so bayes's "categories seen" is scikit-learn's
max + 1).  The query rows include codes never seen in training (4, 5),
which min_categories makes categories of their own.
"""
import numpy as np
from sklearn.naive_bayes import MultinomialNB, ComplementNB, CategoricalNB
from golden_json import num

X = np.array([[0,1,2,0],[1,0,3,1],[2,2,0,1],[0,3,1,0],[1,1,1,2],[3,0,2,0],
              [2,1,0,1],[0,0,1,2],[1,2,2,0],[2,3,3,1],[3,1,0,2],[1,0,0,0]])
y = np.array(['a','a','a','a','b','b','b','b','c','c','c','c'])
Q = np.array([[1,1,1,1],[0,2,3,0],[3,0,0,2],[4,1,5,0],[2,5,1,4]])
classes = np.array(['a','b','c'])


print("db eval {CREATE TABLE fo(y TEXT, x1, x2, x3, x4)}")
for xi, yi in zip(X, y):
    print("db eval {INSERT INTO fo VALUES('%s', %d, %d, %d, %d)}" % (yi, *xi))
print("db eval {CREATE TABLE foq(id INTEGER PRIMARY KEY, x1, x2, x3, x4)}")
for i, q in enumerate(Q):
    print("db eval {INSERT INTO foq VALUES(%d, %d, %d, %d, %d)}" % (i, *q))

def softmax(jll):
    jll = jll - jll.max(axis=1, keepdims=True)
    p = np.exp(jll)
    return p / p.sum(axis=1, keepdims=True)

def log_prior():
    n = np.array([(y == c).sum() for c in classes], float)
    return np.log(n / n.sum())

def bernoulli(X, Q, alpha, binarize=0.0):
    Xb = (X > binarize).astype(float); Qb = (Q > binarize).astype(float)
    jll = np.zeros((len(Q), len(classes)))
    for i, c in enumerate(classes):
        Xc = Xb[y == c]
        th = (Xc.sum(axis=0) + alpha) / (len(Xc) + 2 * alpha)
        jll[:, i] = Qb @ np.log(th) + (1 - Qb) @ np.log(1 - th)
    return softmax(jll + log_prior())

def categorical(X, Q, alpha, K):
    """alpha, K per feature; a query code never seen is one of the K - seen
    unseen categories when K > seen (here codes >= seen)."""
    jll = np.zeros((len(Q), len(classes)))
    for i, c in enumerate(classes):
        Xc = X[y == c]
        for j in range(X.shape[1]):
            seen = X[:, j].max() + 1
            for r, q in enumerate(Q[:, j]):
                if q >= seen and K[j] <= seen:
                    continue                  # no evidence
                cnt = (Xc[:, j] == q).sum()
                jll[r, i] += np.log((cnt + alpha[j]) / (len(Xc) + alpha[j] * K[j]))
    return softmax(jll + log_prior())

cases = []   # (name, spec, features, query features, proba)
cols = "x1, x2, x3, x4"
qcols = "q.x1, q.x2, q.x3, q.x4"
A = np.array([0.5, 2.0, 0.01, 1.0])

def sklearn_cases(feats, qfeats, alpha, specs):
    """scikit-learn's MultinomialNB, ComplementNB (norm off and on) with an
    alpha array, under the given bayes specs."""
    ests = (MultinomialNB(alpha=alpha), ComplementNB(alpha=alpha),
            ComplementNB(alpha=alpha, norm=True))
    for spec, est in zip(specs, ests):
        if spec:
            cases.append((spec, feats, qfeats, est.fit(X, y).predict_proba(Q)))

sklearn_cases(cols, qcols, A, ("multinomial_nb alpha=[0.5,2,0.01,1]",
                               "complement_nb alpha=[0.5,2,0.01,1]",
                               "complement_nb norm=1 alpha=[0.5,2,0.01,1]"))
cases.append(("bernoulli_nb alpha=[0.5,2,0.01,1]", cols, qcols, bernoulli(X, Q, A)))
cases.append(("bernoulli_nb binarize=1 alpha=0.5,2,0.01,1", cols, qcols, bernoulli(X, Q, A, 1.0)))

# named features: x1, x2 positional, x3 and x4 the terms "u" and "v"
named = "x1, x2, json_object('u', x3, 'v', x4)"
qnamed = "q.x1, q.x2, json_object('u', q.x3, 'v', q.x4)"
A2 = np.array([0.5, 2.0, 0.1, 0.1])
sklearn_cases(named, qnamed, A2, ("multinomial_nb alpha=[0.5,2] alpha_terms=0.1",
                                  "complement_nb alpha=[0.5,2] alpha_terms=0.1", None))
cases.append(("bernoulli_nb alpha=[0.5,2] alpha_terms=0.1", named, qnamed, bernoulli(X, Q, A2)))
# alpha_terms alone: positional features keep the scalar alpha
sklearn_cases(named, qnamed, np.array([0.7, 0.7, 3.0, 3.0]),
              ("multinomial_nb alpha=0.7 alpha_terms=3", None, None))
# an alpha list without alpha_terms: terms take alpha's default, 1
sklearn_cases(named, qnamed, np.array([0.5, 2.0, 1.0, 1.0]),
              ("multinomial_nb alpha=[0.5,2]", None, None))

# categorical_nb: min_categories (scikit-learn) and alpha per feature (numpy)
cat = "CAST(x1 AS INTEGER), x2, x3, x4"
qcat = qcols
seen = X.max(axis=0) + 1
for spec, mc in (("categorical_nb min_categories=6", 6),
                 ("categorical_nb min_categories=[5,6,6,5]", [5, 6, 6, 5]),
                 ("categorical_nb min_categories=[0,6,2,5] alpha=0.5", [0, 6, 2, 5])):
    alpha = 0.5 if "alpha=0.5" in spec else 1.0
    m = CategoricalNB(min_categories=mc, alpha=alpha).fit(X, y)
    K = m.n_categories_
    # scikit-learn cannot score a code >= n_categories_; bayes ignores a
    # value never seen when K_j leaves no room for it: use the formula,
    # checked against scikit-learn on the rows it can score
    P = categorical(X, Q, np.full(4, alpha), K)
    ok = (Q < K).all(axis=1)
    assert np.allclose(P[ok], m.predict_proba(Q[ok]), rtol=0, atol=1e-12), spec
    cases.append((spec, cols, qcols, P))
A5 = np.array([0.5, 2.0, 0.01, 1.0])
cases.append(("categorical_nb alpha=[0.5,2,0.01,1]", cols, qcols,
              categorical(X, Q, A5, seen)))
cases.append(("categorical_nb alpha=[0.5,2,0.01,1] min_categories=[5,6,6,5]",
              cols, qcols, categorical(X, Q, A5, np.array([5, 6, 6, 5]))))

for n, (spec, feats, qfeats, P) in enumerate(cases, 1):
    print("do_realnum_test feature-options-golden-%d {" % n)
    print("  WITH m AS (SELECT bayes_fit('%s', y, %s) AS m FROM fo)" % (spec, feats))
    print("  SELECT json_extract(p, '$.a'), json_extract(p, '$.b'), json_extract(p, '$.c')")
    print("  FROM (SELECT bayes_proba(m, %s) AS p FROM m, foq AS q ORDER BY q.id)" % qfeats)
    print("} {%s} 1e-10" % " ".join(num(v) for v in P.ravel()))
