#!/usr/bin/python3
"""bench/threads.py — every core inside one statement (issue 38, item 4):
bayes_threads(1) against bayes_threads(2) against scikit-learn.

    make bench-threads                    # about 5 minutes at scale 1
    BENCH_RUNS=5 make bench-threads

On the `wide` table of bench/bench.c's database (60,000 x 784 pixels, 10
classes: fashion-MNIST's shape; `make bench` generates it once into
bench/data/bench-v1-s<scale>.db):

fit     bayes_fit_query(kind, 'SELECT y, p0, ..., p783 FROM wide') for lda,
        qda and gaussian_nb, with bayes_threads(1) and bayes_threads(2),
        against scikit-learn's LinearDiscriminantAnalysis,
        QuadraticDiscriminantAnalysis and GaussianNB .fit(X, y) on the same
        numbers already in a numpy array (as bench/fit_query.py: Python's
        load of the table is reported apart).
scores  SELECT count(label) FROM bayes_scores(model, 'SELECT rowid, p0, ...,
        p783 FROM wide WHERE rowid > 50000'): the last 10,000 rows scored by
        the model fitted on all 60,000 (bound as a BLOB, parsed by a call
        before the timed ones), with 1 and 2 threads, against the
        estimator's .predict(X[50000:]) on rows already in numpy; and the
        same rows from the float32 BLOB column of table wideb (SQLite hands
        a row over as one value instead of 784).
floors  the same scans passing every column to max() (the fit's 60,000
        rows, the 10,000 scored rows), and the BLOBs' scan: what SQLite
        itself spends, which threads cannot split.

Every measurement runs once per round, the rounds interleaved (BENCH_RUNS,
3), and the table gives the best (least) wall time of the rounds: the
machine may be shared, and the best round is the one least disturbed.
scikit-learn runs in a child process per round (Debian's /usr/bin/python3,
numpy on Debian's OpenBLAS with its default threads, 2 on 2 cores, by
LD_PRELOAD as bench/python_route.py), so that OpenBLAS's threads never run
beside ours.  The load average is read before and after.  The table goes to
bench/results-threads-<machine>.md at scale 1, else under bench/data/.
"""
import json
import os
import sqlite3
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import machine                  # noqa: E402  (bench/machine.py)

SCALE = float(os.environ.get("BENCH_SCALE", "1"))
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
SO = os.environ.get("BAYES_SO", "./bayes")
DB = "bench/data/bench-v1-s%g.db" % SCALE
NPY = "bench/data/wide-s%g.npy" % SCALE
KINDS = ["lda", "qda", "gaussian_nb"]
D = 784
COLS = ", ".join("p%d" % j for j in range(D))
SPLIT = int(50000 * SCALE)       # rows after it are scored
BLAS_DIR = "/usr/lib/x86_64-linux-gnu/openblas-pthread"


def log(*a):
    print(*a, file=sys.stderr, flush=True)


def child_env():
    libs = ["%s/libblas.so.3" % BLAS_DIR, "%s/liblapack.so.3" % BLAS_DIR]
    env = dict(os.environ)
    if all(os.path.exists(p) for p in libs):
        env["LD_PRELOAD"] = " ".join(libs)
    return env


# ------------------------------------------------------------ the child
def child_load():
    """Read the table into numpy once (timed), save it for the rounds."""
    import numpy as np
    con = sqlite3.connect("file:%s?mode=ro" % DB, uri=True)
    w0 = time.perf_counter()
    rows = con.execute("SELECT y, %s FROM wide ORDER BY rowid" % COLS).fetchall()
    a = np.array(rows, dtype=np.float64)
    wall = time.perf_counter() - w0
    np.save(NPY, a)
    print(json.dumps({"load": wall}))


def child_round():
    """One round of scikit-learn: each estimator's fit, then predict."""
    import numpy as np
    import warnings
    from sklearn.naive_bayes import GaussianNB
    from sklearn.discriminant_analysis import (LinearDiscriminantAnalysis,
                                               QuadraticDiscriminantAnalysis)
    from threadpoolctl import threadpool_info
    warnings.filterwarnings("ignore")
    a = np.load(NPY)
    X, y = a[:, 1:], a[:, 0].astype(np.int64)
    Xs = np.ascontiguousarray(X[SPLIT:])
    est = {"lda": LinearDiscriminantAnalysis, "qda": QuadraticDiscriminantAnalysis,
           "gaussian_nb": GaussianNB}
    out = {"blas": ["%s %s, %s threads" % (i.get("internal_api"), i.get("version"),
                                           i.get("num_threads"))
                    for i in threadpool_info() if i.get("user_api") == "blas"]}
    for k in KINDS:
        w0 = time.perf_counter()
        e = est[k]().fit(X, y)
        out[k + " fit"] = time.perf_counter() - w0
        w0 = time.perf_counter()
        p = e.predict(Xs)
        out[k + " scores"] = time.perf_counter() - w0
        out[k + " n"] = int(len(p))
    print(json.dumps(out))


def run_child(what):
    r = subprocess.run([sys.executable, os.path.abspath(__file__), what],
                       env=child_env(), capture_output=True, text=True)
    if r.returncode:
        sys.exit("bench/threads.py: the scikit-learn child failed:\n" + r.stderr)
    return json.loads(r.stdout.strip().splitlines()[-1])


# ------------------------------------------------------------ bayes
def connect():
    con = sqlite3.connect("file:%s?mode=ro" % DB, uri=True)
    con.enable_load_extension(True)
    con.load_extension(SO)
    con.execute("PRAGMA cache_size=-1000000")   # 1 GB: every table stays hot
    return con


CPU = {}                # (kind, what, T) -> [CPU s of the process, ...]


def timed(con, sql, args=(), key=None):
    """Wall seconds and rows; the process's CPU seconds (every thread's)
    go to CPU[key]."""
    c0, w0 = time.process_time(), time.perf_counter()
    r = con.execute(sql, args).fetchall()
    w = time.perf_counter() - w0
    if key:
        CPU.setdefault(key, []).append(time.process_time() - c0)
    return w, r


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--load":
        return child_load()
    if len(sys.argv) > 1 and sys.argv[1] == "--round":
        return child_round()
    if not os.path.exists(DB):
        sys.exit("bench/threads.py: %s is missing: run make bench first" % DB)
    t_start = time.time()
    load0 = os.getloadavg()
    con = connect()
    sqlite_v = con.execute("SELECT sqlite_version()").fetchone()[0]
    bayes_v = con.execute("SELECT bayes_version()").fetchone()[0]
    avail = con.execute("SELECT bayes_threads(2)").fetchone()[0]
    con.execute("SELECT bayes_threads(1)")
    log("bench/threads.py: %s, SQLite %s, bayes %s, load %.2f %.2f %.2f"
        % ((DB, sqlite_v, bayes_v) + load0))
    if avail != 2:
        log("  this build has no worker threads: bayes_threads(2) answers %s" % avail)
    log("python: loading the table into numpy ...")
    py_load = run_child("--load")["load"]
    # the models scored, fitted once; the first call of each parses it
    models = {}
    for k in KINDS:
        models[k] = con.execute("SELECT bayes_fit_query(?, 'SELECT y, %s FROM wide')"
                                % COLS, (k,)).fetchone()[0]
    score_sql = ("SELECT count(label) FROM bayes_scores(?, 'SELECT rowid, %s FROM wide "
                 "WHERE rowid > %d')" % (COLS, SPLIT))
    # the same rows as float32 BLOBs (table wideb: one column, which SQLite
    # hands over at the cost of one value), the models without their names
    # (which would take the features from columns p0 .. p783)
    blob_sql = ("SELECT count(label) FROM bayes_scores(?, 'SELECT rowid, v FROM wideb "
                "WHERE rowid > %d')" % SPLIT)
    for k in KINDS:
        models[k + " blob"] = con.execute("SELECT bayes_with(?, 'names=')",
                                          (models[k],)).fetchone()[0]
    for k in KINDS:
        con.execute(score_sql, (models[k],)).fetchall()
        con.execute(blob_sql, (models[k + " blob"],)).fetchall()
    # the floors: the same scans passing every column to max() (7 groups
    # of 112, under SQLite's 127-argument limit), no model
    maxes = ", ".join("max(%s)" % ", ".join("p%d" % j for j in range(g, g + 112))
                      for g in range(0, D, 112))
    floor_sql = {"fit": "SELECT sum(max(y, %s)) FROM wide" % maxes,
                 "scores": "SELECT sum(max(rowid, %s)) FROM wide WHERE rowid > %d"
                           % (maxes, SPLIT),
                 "blob": "SELECT sum(length(v)) FROM wideb WHERE rowid > %d" % SPLIT}
    res = {}            # (kind, what, who) -> [wall, ...]
    blas = None
    n_scored = con.execute("SELECT count(*) FROM wide WHERE rowid > ?", (SPLIT,)).fetchone()[0]
    for rnd in range(RUNS):
        for what in ("fit", "scores", "blob"):
            w, _ = timed(con, floor_sql[what])
            res.setdefault(("-", what, 1), []).append(w)
            log("  round %d floor %-6s %7.3f s" % (rnd + 1, what, w))
        for k in KINDS:
            for t in (1, 2):
                con.execute("SELECT bayes_threads(?)", (t,))
                w, _ = timed(con, "SELECT length(bayes_fit_query(?, 'SELECT y, %s FROM wide'))"
                             % COLS, (k,), (k, "fit", t))
                res.setdefault((k, "fit", t), []).append(w)
                w, r = timed(con, score_sql, (models[k],), (k, "scores", t))
                assert r[0][0] == n_scored, r
                res.setdefault((k, "scores", t), []).append(w)
                w, r = timed(con, blob_sql, (models[k + " blob"],), (k, "blob", t))
                assert r[0][0] == n_scored, r
                res.setdefault((k, "blob", t), []).append(w)
                log("  round %d %-12s T=%d fit %7.3f s  scores %7.3f s  BLOBs %7.3f s"
                    % (rnd + 1, k, t, res[(k, "fit", t)][-1],
                       res[(k, "scores", t)][-1], w))
            con.execute("SELECT bayes_threads(1)")
        py = run_child("--round")
        blas = py.get("blas")
        for k in KINDS:
            for what in ("fit", "scores"):
                res.setdefault((k, what, "py"), []).append(py[k + " " + what])
            res.setdefault((k, "blob", "py"), []).append(py[k + " scores"])
            log("  round %d %-12s scikit-learn fit %7.3f s  predict %7.3f s"
                % (rnd + 1, k, py[k + " fit"], py[k + " scores"]))
    load1 = os.getloadavg()
    con.close()

    L = []
    L.append("# Every core inside one statement: bayes_threads(1) and (2) against "
             "scikit-learn (issue 38, item 4)\n")
    L.append("- machine: %s (%s); shared with other engineers' builds and tests while "
             "this ran: read the ratios of one run" % (machine.slug(), machine.cpu()[0]))
    L.append("- load average (1, 5, 15 min) before: %.2f %.2f %.2f; after: %.2f %.2f %.2f"
             % (load0 + load1))
    L.append("- SQLite %s; bayes %s; made by `bench/threads.py` (`make bench-threads`), "
             "finished %s UTC, whole run %.0f s wall"
             % (sqlite_v, bayes_v, time.strftime("%Y-%m-%d %H:%M", time.gmtime()),
                time.time() - t_start))
    L.append("- wall seconds, the best of %d interleaved rounds (each round: every "
             "bayes measurement, then one scikit-learn child process); \"T=2: CPU / wall\": "
             "the CPU seconds of every thread of the process over the wall seconds, in "
             "that best round (2.0: both cores ours throughout; 1.0: one)" % RUNS)
    L.append("- scikit-learn 1.2 (Debian's /usr/bin/python3) on %s"
             % ("; ".join(blas) if blas else "its default BLAS"))
    L.append("- fit: `bayes_fit_query(kind, 'SELECT y, p0, ..., p783 FROM wide')`, "
             "60,000 x 784, 10 classes, against `.fit(X, y)` on the array already in "
             "numpy (Python's load of the table: %.1f s wall, not counted)" % py_load)
    L.append("- scores: `bayes_scores(model, 'SELECT rowid, p0, ..., p783 FROM wide WHERE "
             "rowid > %d')`, %d rows, the label of each, against `.predict(X[%d:])`; "
             "and the same rows as float32 BLOBs, `bayes_scores(bayes_with(model, "
             "'names='), 'SELECT rowid, v FROM wideb WHERE rowid > %d')`, which SQLite "
             "hands over as one value per row (scikit-learn's time repeated)"
             % (SPLIT, n_scored, SPLIT, SPLIT))
    L.append("")
    L.append("| kind | measurement | bayes T=1 s | bayes T=2 s | T=1 / T=2 "
             "| T=2: CPU / wall | scikit-learn s | bayes T=2 / scikit-learn |")
    L.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    L.append("| - | floor: the fit's scan, every column to max() | %.3f | - | - | - | - | - |"
             % min(res[("-", "fit", 1)]))
    L.append("| - | floor: the scored rows' scan, every column to max() | %.3f | - | - | - "
             "| - | - |" % min(res[("-", "scores", 1)]))
    L.append("| - | floor: the scored rows' scan of the float32 BLOBs | %.3f | - | - | - "
             "| - | - |" % min(res[("-", "blob", 1)]))
    name = {"fit": "bayes_fit_query", "scores": "bayes_scores, 784 columns",
            "blob": "bayes_scores, float32 BLOB"}
    for k in KINDS:
        for what in ("fit", "scores", "blob"):
            a, b, p = (min(res[(k, what, x)]) for x in (1, 2, "py"))
            ib = res[(k, what, 2)].index(b)          # the best round's CPU
            L.append("| %s | %s | %.3f | %.3f | %.2f | %.2f | %.3f | %.2f |"
                     % (k, name[what], a, b, a / b, CPU[(k, what, 2)][ib] / b, p, b / p))
    L.append("")
    L.append("Every round (wall s):")
    L.append("")
    L.append("| kind | measurement | who | rounds |")
    L.append("| --- | --- | --- | --- |")
    for what in ("fit", "scores", "blob"):
        L.append("| - | %s | floor | %s |" % (name[what], ", ".join(
            "%.3f" % x for x in res[("-", what, 1)])))
    for k in KINDS:
        for what in ("fit", "scores", "blob"):
            if what == "blob":
                whos = (1, 2)
            else:
                whos = (1, 2, "py")
            for who in whos:
                L.append("| %s | %s | %s | %s |"
                         % (k, name[what], "scikit-learn" if who == "py" else "bayes T=%d" % who,
                            ", ".join("%.3f" % x for x in res[(k, what, who)])))
    text = "\n".join(L) + "\n"
    out = ("bench/results-threads-%s.md" % machine.slug() if SCALE == 1
           else "bench/data/results-threads-s%g.md" % SCALE)
    with open(out, "w") as f:
        f.write(text)
    log("wrote %s" % out)
    print(text)


if __name__ == "__main__":
    main()
