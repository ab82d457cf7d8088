#!/usr/bin/python3
"""Goldens for test/transform.test: scikit-learn's
LinearDiscriminantAnalysis(solver='svd') scalings_, explained_variance_ratio_
and transform(), with bayes' sign convention (each column of scalings_
flipped so that its entry of largest magnitude is positive; transform's
columns flipped alike).

  /usr/bin/python3 tools/golden_transform.py
"""
import csv, os
import numpy as np
from sklearn.discriminant_analysis import LinearDiscriminantAnalysis

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")

def iris():
    X, y = [], []
    with open(os.path.join(ROOT, "examples/iris.csv")) as f:
        r = csv.reader(f); next(r)
        for row in r:
            if row:
                X.append([float(v) for v in row[:4]]); y.append(row[4])
    return np.array(X), np.array(y)

def synth():
    """60 rows, 4 classes, 3 features; test/transform.test builds the same
    rows with a recursive CTE."""
    X, y = [], []
    for i in range(60):
        c = i % 4
        X.append([(i*37 % 17)/3.0 + c, (i*11 % 13)/2.0 - 0.5*c,
                  (i*7 % 19)/4.0 + 0.25*c*c])
        y.append(c)
    return np.array(X), np.array(y)

def fmt(a):
    return "[" + ",".join("%.17g" % v for v in a) + "]"

def report(name, X, y, rows):
    m = LinearDiscriminantAnalysis(solver="svd").fit(X, y)
    S = m.scalings_.copy()
    sign = np.sign(S[np.argmax(np.abs(S), axis=0), np.arange(S.shape[1])])
    S *= sign
    T = m.transform(X) * sign[:m.transform(X).shape[1]]
    print("#", name)
    print("scalings", "[" + ",".join(fmt(r) for r in S) + "]")
    print("evr", fmt(m.explained_variance_ratio_))
    for i in rows:
        print("transform row", i, fmt(T[i]))

report("iris", *iris(), [0, 50, 100, 149])
report("synth", *synth(), [0, 7, 30, 59])
