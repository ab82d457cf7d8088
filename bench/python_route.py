#!/usr/bin/python3
"""bench/python_route.py — the Python route that `make bench` compares with.

What a user does without the extension: read the table with Python's sqlite3
module into numpy, fit scikit-learn's matching estimator, predict the same
rows.  Run by bench/bench (which parses the RESULT lines) as

    /usr/bin/python3 bench/python_route.py DB SETS

DB is the benchmark database bench/bench generated; SETS is "all" or a comma
separated list of num, wide, wideb, text, cat.  Printed, one per line:

    RESULT <set> <kind> load|fit|predict <seconds>
    RESULT <set> <kind> error <message>
    RESULT <set> <kind> note <message>

Times are CPU seconds of this process (time.process_time), as bench/bench
reports its own: on a machine shared with other jobs that leaves out waiting
for a core.  Phases: load = SELECT -> numpy arrays (text: Python lists); fit = every step
from those arrays to a fitted model (CountVectorizer / OrdinalEncoder
included); predict = predicting every row (transforming included).  Fit and
predict are the median of up to BENCH_RUNS runs (default 3) within
BENCH_BUDGET seconds; load runs once per data set.  The two wide tables
(784 columns; float32 BLOBs) are loaded each its own way, and the
estimators fitted once.  Where predicting a tenth of the rows takes over
BENCH_PY_SLOW seconds (default 3), predict is reported as ten times that,
with a note, rather than spending minutes.
"""
import os
import sqlite3
import statistics
import sys
import time

RUNS = int(os.environ.get("BENCH_RUNS", "3"))
BUDGET = float(os.environ.get("BENCH_BUDGET", "8"))
PY_SLOW = float(os.environ.get("BENCH_PY_SLOW", "3"))


def out(*a):
    print("RESULT", *a, flush=True)


def timed(fn):
    """Median seconds of up to RUNS calls of fn within BUDGET; last result."""
    ts, tot, r = [], 0.0, None
    for _ in range(max(RUNS, 1)):
        t0 = time.process_time()
        r = fn()
        t = time.process_time() - t0
        ts.append(t)
        tot += t
        if tot > BUDGET:
            break
    return statistics.median(ts), r


def route(set_name, kind, load_s, fit_fn, predict_fn):
    out(set_name, kind, "load", "%.6f" % load_s)
    try:
        fit_s, model = timed(fit_fn)
        out(set_name, kind, "fit", "%.6f" % fit_s)
        pred_s, _ = timed(lambda: predict_fn(model))
        out(set_name, kind, "predict", "%.6f" % pred_s)
    except Exception as e:  # report, do not stop the other routes
        out(set_name, kind, "error", ("%s: %s" % (type(e).__name__, e))[:150])


def blas_info():
    """The BLAS numpy actually loaded (from /proc/self/maps) and its thread
    count (OpenBLAS: openblas_get_num_threads; the reference BLAS has 1)."""
    import ctypes
    libs = []
    with open("/proc/self/maps") as f:
        for line in f:
            parts = line.split()
            if len(parts) >= 6 and ("blas" in parts[5] or "lapack" in parts[5]) \
                    and parts[5] not in libs:
                libs.append(parts[5])
    blas = [p for p in libs if "blas" in os.path.basename(p)]
    if any("openblas" in p for p in libs):
        lib = next(p for p in libs if "openblas" in p and "blas.so" in p)
        try:
            n = ctypes.CDLL(lib).openblas_get_num_threads()
        except (OSError, AttributeError):
            n = "?"
        name = "OpenBLAS (%s)" % lib
    else:
        n = 1
        name = "reference BLAS (%s)" % (blas[0] if blas else "?")
    return "%s, %s threads" % (name, n)


def main():
    if len(sys.argv) != 3:
        sys.exit("usage: python_route.py DB SETS")
    db, wanted = sys.argv[1], sys.argv[2].split(",")
    want = (lambda s: True) if wanted == ["all"] else (lambda s: s in wanted)
    try:
        import numpy as np
        from sklearn.naive_bayes import (GaussianNB, MultinomialNB,
                                         ComplementNB, BernoulliNB,
                                         CategoricalNB)
        from sklearn.discriminant_analysis import (
            LinearDiscriminantAnalysis, QuadraticDiscriminantAnalysis)
        from sklearn.feature_extraction.text import CountVectorizer
        from sklearn.preprocessing import OrdinalEncoder
        import warnings
        warnings.filterwarnings("ignore")
    except ImportError as e:
        for s in ("num", "wide", "wideb", "text", "cat"):
            if want(s):
                out(s, "-", "error", "python3-sklearn/numpy missing: %s" % e)
        return
    out("-", "-", "blas", blas_info())
    con = sqlite3.connect(db)

    dense = {
        "gaussian_nb": GaussianNB,
        "multinomial_nb": MultinomialNB,
        "complement_nb": ComplementNB,
        "bernoulli_nb": BernoulliNB,
        "lda": LinearDiscriminantAnalysis,
        "qda": QuadraticDiscriminantAnalysis,
    }

    def load_timed(load):
        t0 = time.process_time()
        X, y = load()
        return X, y, time.process_time() - t0

    def dense_routes(sets, kinds, X, y):
        """sets: [(set name, load seconds)] sharing the same X, y"""
        for k in kinds:
            est = dense[k]
            for s, load_s in sets:
                out(s, k, "load", "%.6f" % load_s)
            try:
                fit_s, model = timed(lambda: est().fit(X, y))
                pred_s, note = predict_time(model, X)
                for s, _ in sets:
                    out(s, k, "fit", "%.6f" % fit_s)
                    out(s, k, "predict", "%.6f" % pred_s)
                    if note:
                        out(s, k, "note", note)
            except Exception as e:
                for s, _ in sets:
                    out(s, k, "error", ("%s: %s" % (type(e).__name__, e))[:150])

    def predict_time(model, X):
        """Predicting is row by row: when a tenth of the rows already takes
        over PY_SLOW seconds (QDA on 784 features with the reference BLAS),
        report 10x that instead of spending minutes, and say so."""
        n = X.shape[0]
        if n >= 1000:
            t0 = time.process_time()
            model.predict(X[: n // 10])
            t = time.process_time() - t0
            if t > PY_SLOW:
                return t * n / (n // 10), "predict extrapolated from %d rows" % (n // 10)
        t, _ = timed(lambda: model.predict(X))
        return t, None

    if want("num"):
        def load_num():
            rows = con.execute("SELECT y, x1, x2, x3, x4, x5, x6, x7, x8, x9,"
                               " x10 FROM num").fetchall()
            a = np.array(rows, dtype=np.float64)
            return a[:, 1:], a[:, 0].astype(np.int64)
        X, y, load_s = load_timed(load_num)
        dense_routes([("num", load_s)], ["gaussian_nb", "lda", "qda"], X, y)
        del X, y

    wide_kinds = ["gaussian_nb", "multinomial_nb", "complement_nb",
                  "bernoulli_nb", "lda", "qda"]

    def load_wide():
        cols = ", ".join("p%d" % j for j in range(784))
        rows = con.execute("SELECT y, %s FROM wide ORDER BY rowid" % cols).fetchall()
        a = np.array(rows, dtype=np.float64)
        return a[:, 1:], a[:, 0].astype(np.int64)

    def load_wideb():
        ys, vs = [], []
        for y, v in con.execute("SELECT y, v FROM wideb ORDER BY rowid"):
            ys.append(y)
            vs.append(v)
        X = np.frombuffer(b"".join(vs), dtype="<f4").reshape(len(vs), -1)
        return X.astype(np.float64), np.array(ys, dtype=np.int64)

    # The two wide tables hold the same numbers: each is loaded (and timed)
    # its own way, the estimators are fitted once on what was loaded.
    sets, X = [], None
    for s, load in (("wide", load_wide), ("wideb", load_wideb)):
        if want(s):
            X2, y, load_s = load_timed(load)
            if X is not None and not np.array_equal(X, X2):
                sys.exit("python_route.py: wide and wideb differ")
            X = X2
            sets.append((s, load_s))
    if sets:
        dense_routes(sets, wide_kinds, X, y)
        del X, X2, y

    if want("img"):
        def load_img():
            ys, vs = [], []
            for y, v in con.execute("SELECT y, v FROM imgb ORDER BY rowid"):
                ys.append(y)
                vs.append(v)
            X = np.frombuffer(b"".join(vs), dtype="<f4").reshape(len(vs), -1)
            return X.astype(np.float64), np.array(ys, dtype=np.int64)
        X, y, load_s = load_timed(load_img)
        dense_routes([("img", load_s)], ["lda", "qda"], X, y)
        del X, y

    if want("text"):
        t0 = time.process_time()
        rows = con.execute("SELECT y, body FROM docs").fetchall()
        y = np.array([r[0] for r in rows], dtype=np.int64)
        docs = [r[1] for r in rows]
        load_s = time.process_time() - t0
        for k, est in (("multinomial_nb", MultinomialNB),
                       ("complement_nb", ComplementNB),
                       ("bernoulli_nb", BernoulliNB)):
            def fit(est=est):
                vec = CountVectorizer()
                return vec, est().fit(vec.fit_transform(docs), y)
            route("text", k, load_s, fit,
                  lambda m: m[1].predict(m[0].transform(docs)))

    if want("cat"):
        t0 = time.process_time()
        rows = con.execute("SELECT y, color, city, grade, code, size, flag"
                           " FROM cat").fetchall()
        a = np.array(rows, dtype=object)
        X, y = a[:, 1:], a[:, 0].astype(str)
        load_s = time.process_time() - t0

        def fit():
            enc = OrdinalEncoder(handle_unknown="use_encoded_value",
                                 unknown_value=-1)
            return enc, CategoricalNB().fit(enc.fit_transform(X), y)
        route("cat", "categorical_nb", load_s, fit,
              lambda m: m[1].predict(m[0].transform(X)))


if __name__ == "__main__":
    main()
