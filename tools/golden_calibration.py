#!/usr/bin/python3
"""Golden values for bayes_calibrate, bayes_calibrate_proba and bayes_novelty
from scikit-learn.

    /usr/bin/python3 tools/golden_calibration.py           # print the Tcl block
    /usr/bin/python3 tools/golden_calibration.py --write   # into test/calibrate.test
    /usr/bin/python3 tools/golden_calibration.py --example # docs/evaluate.md's
                      # calibration example: scikit-learn beside the extension

The Tcl block belongs in test/calibrate.test between "# BEGIN
golden_calibration.py" and "# END golden_calibration.py"; the suite never
runs Python.  scikit-learn 1.2.1 (Debian 12):

  * prefit: GaussianNB / MultinomialNB fitted on the rows of part 'tr',
    CalibratedClassifierCV(clf, cv="prefit", method=...) fitted on part
    'ca', predict_proba and predict on part 'te';
  * cross-validated (ensemble=False): CalibratedClassifierCV(GaussianNB(),
    cv=PredefinedSplit(fold), ensemble=False) on parts 'tr' and 'ca';
  * novelty: GaussianNB on part 'tr', its evidence
    logsumexp(_joint_log_likelihood) on parts 'ca' and 'te'; the novelty of
    a 'te' row is the share of 'ca' rows of lower evidence (numpy).
"""
import sys, json, re, warnings
import numpy as np
from scipy.special import logsumexp
from sklearn.naive_bayes import GaussianNB, MultinomialNB
from sklearn.calibration import CalibratedClassifierCV
from sklearn.model_selection import PredefinedSplit

from golden_json import num_int as num

warnings.filterwarnings("ignore")
OUT = []


def out(s):
    OUT.append(s)




def table(name, cols, rows):
    out("db eval {CREATE TABLE %s(id INTEGER PRIMARY KEY, part, fold, y, %s)}"
        % (name, ", ".join(cols)))
    vals = []
    for r in rows:
        vals.append("(" + ", ".join(
            ("'%s'" % v) if isinstance(v, str) else num(v) for v in r) + ")")
    out("db eval {INSERT INTO %s VALUES %s}" % (name, ",".join(vals)))


def data(seed, K, n, kind):
    rng = np.random.RandomState(seed)
    y = rng.randint(0, K, n)
    if kind == "gauss":
        X = np.round(rng.normal(size=(n, 2)) + 0.9 * y[:, None] * [1, -0.5], 2)
    else:
        lam = np.array([[3, 1, 1], [1, 3, 1], [1, 1, 3]])[y % 3] + 0.5
        X = rng.poisson(lam).astype(float)
    part = np.array(["tr"] * (n // 3) + ["ca"] * (n // 2) + ["te"] * (n - n // 3 - n // 2))
    return X, y, part


LAB = ["a", "b", "c"]


def proba_json(P, C):
    return "{" + ",".join('"%s":%s' % (c, num(p)) for c, p in zip(C, P)) + "}"


def prefit_case(name, kind, K, seed, n=150):
    X, y, part = data(seed, K, n, kind)
    cols = ["x%d" % j for j in range(X.shape[1])]
    rows = [(i + 1, part[i], i % 3, LAB[y[i]]) + tuple(X[i]) for i in range(n)]
    table(name, cols, rows)
    spec = "gaussian_nb" if kind == "gauss" else "multinomial_nb"
    clf = (GaussianNB() if kind == "gauss" else MultinomialNB())
    tr, ca, te = part == "tr", part == "ca", part == "te"
    ylab = np.array([LAB[v] for v in y])
    clf.fit(X[tr], ylab[tr])
    C = list(clf.classes_)
    fl = ", ".join(cols)
    out("set M_%s [db one {SELECT bayes_fit('%s', y, %s) FROM %s WHERE part='tr'}]"
        % (name, spec, fl, name))
    for method, tol in (("isotonic", "1e-12"), ("sigmoid", "1e-6")):
        cal = CalibratedClassifierCV(clf, cv="prefit", method=method)
        cal.fit(X[ca], ylab[ca])
        P = cal.predict_proba(X[te])
        out("set C_%s_%s [db one {SELECT bayes_calibrate($M_%s, '%s', y, %s) "
            "FROM %s WHERE part='ca'}]" % (name, method, name, method, fl, name))
        out("do_realnum_test calibrate-g.%s.%s {SELECT bayes_proba($C_%s_%s, %s) "
            "FROM %s WHERE part='te' ORDER BY id} {%s} %s" % (
                name, method, name, method, fl, name,
                " ".join(proba_json(p, C) for p in P), tol))
        pred = cal.predict(X[te])
        out("do_execsql_test calibrate-g.%s.%s.predict {SELECT bayes_predict("
            "$C_%s_%s, %s) FROM %s WHERE part='te' ORDER BY id} {%s}" % (
                name, method, name, method, fl, name, " ".join(pred)))
    return X, ylab, part, C


def cv_case(name, X, ylab, part, C):
    """ensemble=False with the folds of column fold (id % 3) over the rows
    of parts 'tr' and 'ca'."""
    use = part != "te"
    fold = (np.arange(len(ylab)) % 3)[use]     # the table's fold column
    for method, tol in (("isotonic", "1e-12"), ("sigmoid", "1e-6")):
        cal = CalibratedClassifierCV(GaussianNB(), method=method,
                                     cv=PredefinedSplit(fold), ensemble=False)
        cal.fit(X[use], ylab[use])
        P = cal.predict_proba(X[part == "te"])
        out("do_realnum_test calibrate-g.%s.cv.%s {%s} {%s} %s" % (
            name, method, CV_SQL.replace("@METHOD", method).replace("@T", name),
            " ".join(proba_json(p, C) for p in P), tol))


CV_SQL = """WITH folds AS (
    SELECT fold, bayes_fit('gaussian_nb', y, x0, x1) AS m
    FROM @T WHERE part<>'te' GROUP BY fold),
  oof AS (
    SELECT t.y, bayes_proba((SELECT bayes_merge(m) FROM folds
                             WHERE folds.fold<>t.fold), x0, x1) AS p
    FROM @T AS t WHERE part<>'te'),
  cal AS (
    SELECT bayes_calibrate_proba((SELECT bayes_merge(m) FROM folds),
                                 '@METHOD', y, p) AS m FROM oof)
SELECT bayes_proba((SELECT m FROM cal), x0, x1) FROM @T
WHERE part='te' ORDER BY id"""


def novelty_case():
    rng = np.random.RandomState(7)
    n = 300
    X = np.round(rng.normal(size=(n, 2)), 2)
    y = rng.randint(0, 2, n)
    part = np.array(["tr"] * 100 + ["ca"] * 200)
    out_pts = np.array([[6.0, 6.0], [-5.5, 0.5], [0.2, -7.0], [4.5, -4.5]])
    in_pts = np.round(rng.normal(size=(6, 2)) * 0.5, 2)
    T = np.vstack([out_pts, in_pts])
    yl = np.array(["p", "q"])[y]
    rows = [(i + 1, part[i], 0, yl[i], X[i, 0], X[i, 1]) for i in range(n)]
    rows += [(n + j + 1, "te", 0, "p", T[j, 0], T[j, 1]) for j in range(len(T))]
    table("nov", ["x0", "x1"], rows)
    clf = GaussianNB().fit(X[:100], yl[:100])
    ev = lambda Z: logsumexp(clf._joint_log_likelihood(Z), axis=1)
    held = ev(X[100:])
    nov = [np.mean(held < e) for e in ev(T)]
    out("# the model of part 'tr' with the record of part 'ca'")
    out("set N_nov [db one {SELECT bayes_calibrate((SELECT bayes_fit("
        "'gaussian_nb', y, x0, x1) FROM nov WHERE part='tr'), 'none', NULL, "
        "x0, x1) FROM nov WHERE part='ca'}]")
    out("do_realnum_test calibrate-g.novelty {SELECT bayes_novelty($N_nov, x0, "
        "x1) FROM nov WHERE part='te' ORDER BY id} {%s} 1e-12" %
        " ".join(num(v) for v in nov))
    out("do_realnum_test calibrate-g.evidence {SELECT bayes_evidence($N_nov, x0, "
        "x1) FROM nov WHERE part='te' ORDER BY id} {%s} 1e-9" %
        " ".join(num(v) for v in ev(T)))
    assert all(v < 0.01 for v in nov[:4]) and all(v >= 0.05 for v in nov[4:]), nov


def goldens():
    out("# Generated by tools/golden_calibration.py (scikit-learn 1.2.1).")
    out("# Do not edit by hand: change the script and run it with --write.")
    X, ylab, part, C = prefit_case("g3", "gauss", 3, 1)
    cv_case("g3", X, ylab, part, C)
    prefit_case("g2", "gauss", 2, 2)
    prefit_case("m3", "multi", 3, 3)
    novelty_case()
    return "\n".join(OUT) + "\n"


def example():
    """scikit-learn's plot_calibration_curve setup: GaussianNB on 1,000 of
    100,000 rows, calibrated on the rest... as its example does with
    CalibratedClassifierCV(cv=2) -- here the prefit form on a held-out
    split, both sides on the same rows."""
    import sqlite3, time
    from sklearn.datasets import make_classification
    from sklearn.metrics import brier_score_loss, log_loss, roc_auc_score
    X, y = make_classification(n_samples=100_000, n_features=20,
                               n_informative=2, n_redundant=10,
                               random_state=42)
    # the example's split: 1,000 training rows (test_size=0.99)
    from sklearn.model_selection import train_test_split
    X_train, X_test, y_train, y_test = train_test_split(
        X, y, test_size=0.99, random_state=42)
    # calibration rows: the first half of the test split; scores on the rest
    X_cal, y_cal = X_test[:49_500], y_test[:49_500]
    X_ev, y_ev = X_test[49_500:], y_test[49_500:]
    res = {}
    clf = GaussianNB().fit(X_train, y_train)
    for name, est in (("raw", clf),
                      ("isotonic", CalibratedClassifierCV(clf, cv="prefit", method="isotonic").fit(X_cal, y_cal)),
                      ("sigmoid", CalibratedClassifierCV(clf, cv="prefit", method="sigmoid").fit(X_cal, y_cal))):
        p = est.predict_proba(X_ev)[:, 1]
        res[name] = (brier_score_loss(y_ev, p), log_loss(y_ev, p), roc_auc_score(y_ev, p))
    db = sqlite3.connect(":memory:")
    db.enable_load_extension(True)
    db.load_extension("./bayes")
    fc = ", ".join("x%d" % j for j in range(20))
    db.execute("CREATE TABLE d(id INTEGER PRIMARY KEY, part, y, %s)" % fc)
    rows = [(i, "tr", int(y_train[i])) + tuple(map(float, X_train[i])) for i in range(len(y_train))]
    rows += [(1000 + i, "ca" if i < 49_500 else "ev", int(y_test[i])) + tuple(map(float, X_test[i])) for i in range(len(y_test))]
    db.executemany("INSERT INTO d VALUES (%s)" % ",".join("?" * 23), rows)
    m = db.execute("SELECT bayes_fit('gaussian_nb', y, %s) FROM d WHERE part='tr'" % fc).fetchone()[0]
    ours = {}
    for method in ("raw", "isotonic", "sigmoid"):
        mm = m if method == "raw" else db.execute(
            "SELECT bayes_calibrate(?, '%s', y, %s) FROM d WHERE part='ca'" % (method, fc), (m,)).fetchone()[0]
        r = json.loads(db.execute(
            "SELECT bayes_metrics(y, bayes_proba(?, %s)) FROM d WHERE part='ev'" % fc, (mm,)).fetchone()[0])
        ours[method] = (r["brier_binary"], r["log_loss"], r["roc_auc"])
        if method == "isotonic":
            rel = db.execute(
                "SELECT min(9, CAST(p*10 AS INT)) AS bin, count(*), round(avg(p), 4), round(avg(y), 4) "
                "FROM (SELECT y, bayes_proba(?, %s) ->> '$.1' AS p FROM d WHERE part='ev') "
                "GROUP BY bin ORDER BY bin" % fc, (mm,)).fetchall()
            relraw = db.execute(
                "SELECT min(9, CAST(p*10 AS INT)) AS bin, count(*), round(avg(p), 4), round(avg(y), 4) "
                "FROM (SELECT y, bayes_proba(?, %s) ->> '$.1' AS p FROM d WHERE part='ev') "
                "GROUP BY bin ORDER BY bin" % fc, (m,)).fetchall()
    print("| model | Brier (sklearn) | Brier (bayes) | log loss (sklearn) | log loss (bayes) | ROC AUC (sklearn) | ROC AUC (bayes) |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for k in ("raw", "isotonic", "sigmoid"):
        s, o = res[k], ours[k]
        print("| %s | %.6f | %.6f | %.6f | %.6f | %.6f | %.6f |" % (k, s[0], o[0], s[1], o[1], s[2], o[2]))
    print("max differences:", [max(abs(a - b) for a, b in zip(res[k], ours[k])) for k in res])
    print("reliability raw:", relraw)
    print("reliability isotonic:", rel)


if __name__ == "__main__":
    if "--example" in sys.argv:
        example()
        sys.exit(0)
    text = goldens()
    if "--write" in sys.argv:
        path = "test/calibrate.test"
        src = open(path).read()
        new = re.sub(r"(# BEGIN golden_calibration.py\n).*?(# END golden_calibration.py)",
                     lambda m: m.group(1) + text + m.group(2), src, flags=re.S)
        open(path, "w").write(new)
    else:
        sys.stdout.write(text)
