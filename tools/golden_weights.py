#!/usr/bin/python3
"""Golden values for bayes_fit_weighted from scikit-learn's sample_weight.

    /usr/bin/python3 tools/golden_weights.py > /tmp/g.tcl

prints Tcl code (a data table and do_realnum_test cases) that belongs in
test/weights.test between "# BEGIN golden_weights.py" and
"# END golden_weights.py".  The test suite never runs Python.

Data: 12 rows, 3 classes, 3 non-negative integer features (used as numbers
by gaussian_nb, counts by multinomial/complement, 0/1 after binarize=0 by
bernoulli, integer codes by categorical), weights from 1e-4 to 5 (one 0).
gaussian_nb is compared with var_smoothing=0: scikit-learn's epsilon is
var_smoothing * the largest UNWEIGHTED variance of X, bayes weights it.
Cases: predict_proba of the query rows.
"""
import numpy as np
from sklearn.naive_bayes import GaussianNB, MultinomialNB, ComplementNB, BernoulliNB, CategoricalNB

X = np.array([[0,1,2],[1,0,3],[2,2,0],[0,3,1],[1,1,1],[3,0,2],
              [2,1,0],[0,0,1],[1,2,2],[2,3,3],[3,1,0],[1,0,0]], float)
y = np.array(['a','a','a','a','b','b','b','b','c','c','c','c'])
w = np.array([1.0, 5.0, 1e-4, 2.5, 0.3, 1.0, 5.0, 0.0, 0.7, 1e-4, 2.0, 1.25])
Q = np.array([[1,1,1],[0,2,3],[3,0,0]], float)

def num(v): return repr(float(v))

print("db eval {CREATE TABLE wt(y TEXT, w REAL, x1, x2, x3)}")
for xi, yi, wi in zip(X, y, w):
    print("db eval {INSERT INTO wt VALUES('%s', %s, %d, %d, %d)}" % (yi, num(wi), *xi))
print("db eval {CREATE TABLE wq(id INTEGER PRIMARY KEY, x1, x2, x3)}")
for i, q in enumerate(Q):
    print("db eval {INSERT INTO wq VALUES(%d, %d, %d, %d)}" % (i, *q))

cases = [
  ("gaussian_nb var_smoothing=0", GaussianNB(var_smoothing=0), "x1, x2, x3"),
  ("multinomial_nb alpha=0.5", MultinomialNB(alpha=0.5), "x1, x2, x3"),
  ("complement_nb", ComplementNB(), "x1, x2, x3"),
  ("complement_nb norm=1", ComplementNB(norm=True), "x1, x2, x3"),
  ("bernoulli_nb binarize=0", BernoulliNB(binarize=0.0), "x1, x2, x3"),
  ("categorical_nb", CategoricalNB(), "CAST(x1 AS TEXT), CAST(x2 AS TEXT), CAST(x3 AS TEXT)"),
]
for k, (spec, est, feats) in enumerate(cases, 1):
    est.fit(X, y, sample_weight=w)
    P = est.predict_proba(Q)
    exp = " ".join(num(v) for v in P.ravel())
    qf = feats.replace("x1", "q.x1").replace("x2", "q.x2").replace("x3", "q.x3")
    print("do_realnum_test weights-golden-%d {" % k)
    print("  WITH m AS (SELECT bayes_fit_weighted('%s', y, w, %s) AS m FROM wt)" % (spec, feats))
    print("  SELECT json_extract(p, '$.a'), json_extract(p, '$.b'), json_extract(p, '$.c')")
    print("  FROM (SELECT bayes_proba(m, %s) AS p FROM m, wq AS q ORDER BY q.id)" % qf)
    print("} {%s} 1e-10" % exp)
