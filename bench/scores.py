#!/usr/bin/python3
"""bench/scores.py — scoring a whole table at once: bayes_scores against
scikit-learn's predict, and against the scalar bayes_predict.

    make bench-scores                     # (also run by make bench)
    /usr/bin/python3 bench/scores.py [DB]

DB is the benchmark database bench/bench generates (default
bench/data/bench-v1-s1.db; `make bench` makes it).  Its `wideb` table holds
60,000 rows of 784 pixels 0..255 as float32 BLOBs, 10 classes.  Each kind
(qda, lda, gaussian_nb) is fitted on rows 1..TRAIN (BENCH_SCORES_TRAIN,
20,000) by bayes_fit and by scikit-learn on the same numbers, then both
score the ROWS (BENCH_SCORES_ROWS, 10,000) rows after row 50,000:

  bayes_scores   SELECT key, label FROM bayes_scores(?, 'SELECT rowid, v
                 FROM wideb WHERE rowid > 50000 LIMIT ROWS'), model bound
                 as a BLOB, already parsed (a first call parsed it; that
                 time is reported apart as "parse")
  bayes_predict  SELECT rowid, bayes_predict(?, v) FROM wideb ...: the
                 scalar function, one row at a time (qda: on a fifth of the
                 rows, times 5, and the table says so)
  scikit-learn   est.predict(X) on the rows already in a numpy array
                 (reading them is reported apart as "load"), on Debian's
                 OpenBLAS (libopenblas0-pthread) by LD_PRELOAD of its
                 libblas.so.3 and liblapack.so.3, as bench/python_route.py

Both CPU seconds (time.process_time: the extension runs inside this
process, OpenBLAS's threads are summed) and wall seconds
(time.perf_counter), in interleaved rounds (BENCH_RUNS, 3), medians and
the ratio of each round.  GFLOP/s for qda: K d^2 flops per row (K = 10
classes, d = 784: the packed triangular product of every class), against
the kernel's own rate measured by build/c/linalg -bench when it is built.
The machine may be shared: read the ratios of one run.  The Markdown table
goes to bench/results-scores-<cpu>.md when DB is the full-scale database,
else to bench/data/.
"""
import os
import platform
import re
import sqlite3
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import machine                  # noqa: E402  (bench/machine.py)

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
BLAS_DIR = "/usr/lib/x86_64-linux-gnu/openblas-pthread"


def reexec_with_openblas():
    """Run again with Debian's OpenBLAS preloaded (numpy then uses it)."""
    if os.environ.get("BENCH_SCORES_CHILD") or os.environ.get("BENCH_PY_BLAS") == "reference":
        return
    libs = ["%s/libblas.so.3" % BLAS_DIR, "%s/liblapack.so.3" % BLAS_DIR]
    if all(os.path.exists(p) for p in libs):
        env = dict(os.environ, BENCH_SCORES_CHILD="1",
                   LD_PRELOAD=" ".join(libs + [os.environ.get("LD_PRELOAD", "")]).strip())
        os.execve(sys.executable, [sys.executable] + sys.argv, env)




def timed(fn):
    c0, w0 = time.process_time(), time.perf_counter()
    r = fn()
    return time.process_time() - c0, time.perf_counter() - w0, r


def kernel_rate():
    """The block kernel alone (build/c/linalg -bench): GFLOP/s of the AVX2
    column, or None."""
    exe = os.path.join(ROOT, "build", "c", "linalg")
    if not os.path.exists(exe):
        return None
    try:
        out = subprocess.run([exe, "-bench"], capture_output=True, text=True,
                             cwd=ROOT, timeout=600).stdout
    except (OSError, subprocess.SubprocessError):
        return None
    m = re.search(r"block trmm.*\(([\d.]+) \| ([\d.]+) GFLOP/s\)", out)
    return (float(m.group(1)), float(m.group(2))) if m else None


def main():
    reexec_with_openblas()
    db = sys.argv[1] if len(sys.argv) > 1 else os.path.join(
        ROOT, "bench", "data", "bench-v1-s1.db")
    runs = int(os.environ.get("BENCH_RUNS", "3"))
    ntrain = int(os.environ.get("BENCH_SCORES_TRAIN", "20000"))
    nrows = int(os.environ.get("BENCH_SCORES_ROWS", "10000"))
    if not os.path.exists(db):
        sys.exit("bench/scores.py: %s missing (make bench generates it)" % db)
    import numpy as np
    import sklearn
    from sklearn.discriminant_analysis import (LinearDiscriminantAnalysis,
                                               QuadraticDiscriminantAnalysis)
    from sklearn.naive_bayes import GaussianNB
    import warnings
    warnings.filterwarnings("ignore")
    sys.path.insert(0, os.path.join(ROOT, "bench"))
    from python_route import blas_info

    con = sqlite3.connect("file:%s?mode=ro" % db, uri=True)
    con.enable_load_extension(True)
    con.load_extension(os.path.join(ROOT, "bayes"))

    def load(where):
        ys, vs = [], []
        for y, v in con.execute("SELECT y, v FROM wideb WHERE %s ORDER BY rowid" % where):
            ys.append(y)
            vs.append(v)
        X = np.frombuffer(b"".join(vs), dtype="<f4").reshape(len(vs), -1)
        return X.astype(np.float64), np.array(ys, dtype=np.int64)

    train_where = "rowid <= %d" % ntrain
    test_where = "rowid > 50000 AND rowid <= %d" % (50000 + nrows)
    Xtr, ytr = load(train_where)
    load_cpu, load_wall, (Xte, yte) = timed(lambda: load(test_where))
    d = Xte.shape[1]
    query = "SELECT rowid, v FROM wideb WHERE %s" % test_where
    results = []
    kinds = [("qda", lambda: QuadraticDiscriminantAnalysis(), 5),
             ("qda reg=0.1", lambda: QuadraticDiscriminantAnalysis(reg_param=0.1), 5),
             ("lda", lambda: LinearDiscriminantAnalysis(), 1),
             ("gaussian_nb", lambda: GaussianNB(), 1)]
    for kind, Est, scalar_div in kinds:
        model = con.execute("SELECT bayes_fit(?, y, v) FROM wideb WHERE %s" % train_where,
                            (kind,)).fetchone()[0]
        est = Est().fit(Xtr, ytr)
        K = len(est.classes_)
        # parse (and factor) the model once: the cache keeps it
        parse_cpu, parse_wall, _ = timed(lambda: con.execute(
            "SELECT count(*) FROM bayes_scores(?, 'SELECT 1, v FROM wideb LIMIT 1')",
            (model,)).fetchone())

        def ours():
            return con.execute("SELECT key, label FROM bayes_scores(?, ?)",
                               (model, query)).fetchall()

        nscalar = nrows // scalar_div
        sq = ("SELECT rowid, bayes_predict(?, v) FROM wideb WHERE rowid > 50000 "
              "AND rowid <= %d" % (50000 + nscalar))

        def scalar():
            return con.execute(sq, (model,)).fetchall()

        rounds = []
        for _ in range(max(runs, 1)):
            oc, ow, rows = timed(ours)
            sc, sw, pred = timed(lambda: est.predict(Xte))
            rounds.append((oc, ow, sc, sw))
        lc, lw, srows = timed(scalar)
        ours_lab = np.array([r[1] for r in rows])
        agree = float(np.mean(ours_lab == pred))
        acc_ours = float(np.mean(ours_lab == yte))
        acc_sk = float(np.mean(pred == yte))
        same_scalar = all(a == b for a, b in zip([r[1] for r in rows[:nscalar]],
                                                 [r[1] for r in srows]))
        info = con.execute("SELECT bayes_info(?) -> '$.rank'", (model,)).fetchone()[0]
        results.append(dict(kind=kind, K=K, rounds=rounds, parse=(parse_cpu, parse_wall),
                            rank=info,
                            scalar=(lc*scalar_div, lw*scalar_div), scalar_div=scalar_div,
                            agree=agree, acc=(acc_ours, acc_sk), same_scalar=same_scalar))
        print("%s done" % kind, file=sys.stderr, flush=True)

    krate = kernel_rate()
    med = lambda xs: statistics.median(xs)
    name, slug = machine.cpu()[0], machine.slug()
    out = []
    out.append("# bayes_scores: a whole table scored at once (bench/scores.py)\n")
    out.append("Run %s on %s (%d CPUs, load average %s at the end); Python %s, "
               "scikit-learn %s, numpy %s on %s.  %d rows scored (wideb rows "
               "50,001..), models fitted on rows 1..%d, 784 features, 10 classes. "
               "CPU and wall seconds, median of %d interleaved rounds; "
               "ratios are ours / scikit-learn's."
               % (time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), name,
                  os.cpu_count() or 1, "%.1f %.1f %.1f" % os.getloadavg(),
                  platform.python_version(), sklearn.__version__, np.__version__,
                  blas_info(), nrows, ntrain, runs))
    out.append("")
    out.append("| kind | bayes_scores CPU | wall | scikit-learn predict CPU | wall "
               "| CPU ratio | wall ratio | scalar bayes_predict CPU | wall "
               "| labels as scikit-learn |")
    out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in results:
        oc = med([x[0] for x in r["rounds"]]); ow = med([x[1] for x in r["rounds"]])
        sc = med([x[2] for x in r["rounds"]]); sw = med([x[3] for x in r["rounds"]])
        cr = [x[0]/x[2] for x in r["rounds"]]; wr = [x[1]/x[3] for x in r["rounds"]]
        note = "" if r["scalar_div"] == 1 else " (1/%d of the rows, x%d)" % (
            r["scalar_div"], r["scalar_div"])
        out.append("| %s | %.3f s | %.3f s | %.3f s | %.3f s | %.2f (%.2f-%.2f) | "
                   "%.2f (%.2f-%.2f) | %.2f s%s | %.2f s | %.2f%% |"
                   % (r["kind"], oc, ow, sc, sw, med(cr), min(cr), max(cr),
                      med(wr), min(wr), max(wr), r["scalar"][0], note,
                      r["scalar"][1], 100*r["agree"]))
    out.append("")
    flops = results[0]["K"] * d * d * nrows
    out.append("qda: K d^2 = %.1f MFLOP per row, %.1f GFLOP for the %d rows "
               "(scikit-learn multiplies full d x d matrices: 2 K d^2)."
               % (results[0]["K"]*d*d/1e6, flops/1e9, nrows))
    for q in results[:2]:
        oc = med([x[0] for x in q["rounds"]]); sc = med([x[2] for x in q["rounds"]])
        ow = med([x[1] for x in q["rounds"]])
        out.append("`%s` (class ranks %s): bayes_scores %.1f GFLOP/s of CPU time "
                   "(%.1f of wall)%s, scikit-learn %.1f GFLOP/s of its CPU time."
                   % (q["kind"], q["rank"], flops/oc/1e9, flops/ow/1e9,
                      " = %.0f%% of the kernel's rate below" % (100*flops/oc/1e9/krate[1])
                      if krate else "", 2*flops/sc/1e9))
    out.append("A class of rank below 784 is factored by eigendecomposition (the "
               "floor): its product is a full r x m matrix, twice the flops of the "
               "triangle, which the K d^2 measure does not count.")
    if krate:
        out.append("The block kernel alone (`build/c/linalg -bench`, 784 x 784 packed "
                   "triangle x 256 rows, in this run): %.1f GFLOP/s AVX2/FMA, %.1f "
                   "portable C." % (krate[1], krate[0]))
    out.append("")
    out.append("Also in the run: parsing the model once (the first call; the "
               "cache keeps it): " + ", ".join(
                   "%s %.2f s" % (r["kind"], r["parse"][0]) for r in results)
               + " CPU; reading the %d rows into numpy for scikit-learn: %.2f s "
               "CPU.  Accuracy on the scored rows, bayes | scikit-learn: %s.  "
               "bayes_scores' labels equal bayes_predict's: %s."
               % (nrows, load_cpu, ", ".join("%s %.3f | %.3f" % (r["kind"], r["acc"][0], r["acc"][1])
                                              for r in results),
                  ", ".join("%s %s" % (r["kind"], "yes" if r["same_scalar"] else "NO")
                            for r in results)))
    text = "\n".join(out) + "\n"
    print(text)
    full = os.path.basename(db) == "bench-v1-s1.db" and nrows == 10000
    path = os.path.join(ROOT, "bench", "results-scores-%s.md" % slug) if full else \
        os.path.join(ROOT, "bench", "data", "results-scores-%s.md" % slug)
    with open(path, "w") as f:
        f.write(text)
    print("written to %s" % os.path.relpath(path, ROOT), file=sys.stderr)


if __name__ == "__main__":
    main()
