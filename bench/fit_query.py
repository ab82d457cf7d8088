#!/usr/bin/python3
"""bench/fit_query.py — fitting at the speed of the scan (issue 24).

    make bench-fitq                        # about 5 minutes at scale 1
    BENCH_SCALE=0.1 make bench-fitq        # the database make bench made

Three measurements, each against its floor in the same run:

wide   60,000 x 784 pixels (the `wide` table of bench/bench.c's database),
       for gaussian_nb, multinomial_nb, lda and qda:
         - bayes_fit_query(kind, 'SELECT y, p0, ..., p783 FROM wide'),
           which reads each column (past SQLite's 127 arguments);
         - bayes_fit(kind, y, json_array(p0..p111), ...), the JSON route
           that was the only way before;
         - their floors: the same scan passing the same columns to max()
           (`max(max(p0..p111), ...)`, 7 groups under the 127-argument
           limit), and bench.c's JSON floor (the scan building the 7 JSON
           arrays, passed to max());
         - scikit-learn's matching estimator's fit on Debian's OpenBLAS
           (LD_PRELOAD, as bench/python_route.py: what pip's numpy ships),
           with the time Python needs to load the table (sqlite3 module ->
           numpy) beside it.
count  the count kinds on the scan-bound sets: multinomial_nb, complement_nb,
       bernoulli_nb on `num` (1,000,000 x 10; abs() of the features, which
       are counts >= 0 for these kinds; the floor passes the same abs()
       values), categorical_nb on `cat` (1,000,000 x 6), and the text fit
       (multinomial_nb over bayes_tokens(body), 100,000 documents; floor:
       the scan calling bayes_tokens).
json   lda and qda over the 7 JSON arrays against the JSON floor (the same
       numbers as `wide` above, reported again as ratios).

Every bayes measurement runs in this process through the sqlite3 module
with the extension loaded, before numpy is imported (OpenBLAS's threads
would otherwise share the cores).  Times: CPU seconds of this process
(time.process_time) and wall seconds, each the median of BENCH_RUNS (3)
runs taken in interleaved rounds, so that noise falls on floors and
measurements alike; a measurement stops repeating once it has used
BENCH_BUDGET (20) seconds.  scikit-learn runs once per estimator at most
BENCH_PY_RUNS (1) times; its CPU time sums OpenBLAS's threads.

Needs the benchmark database (make bench generates it once into
bench/data/bench-v1-s<scale>.db).  At scale 1 the table is written to
bench/results-fitq-<machine>.md (BENCH_MACHINE, else from /proc/cpuinfo),
otherwise under bench/data/.  A benchmark reports; it does not fail.
"""
import os
import statistics
import sqlite3
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import machine                  # noqa: E402  (bench/machine.py)

OPENBLAS = "/usr/lib/x86_64-linux-gnu/openblas-pthread"
if os.environ.get("BENCH_FITQ_CHILD") is None and os.path.isdir(OPENBLAS):
    env = dict(os.environ, BENCH_FITQ_CHILD="1",
               LD_PRELOAD="%s/libblas.so.3 %s/liblapack.so.3" % (OPENBLAS, OPENBLAS))
    os.execve(sys.executable, [sys.executable] + sys.argv, env)

SCALE = float(os.environ.get("BENCH_SCALE", "1"))
RUNS = int(os.environ.get("BENCH_RUNS", "3"))
BUDGET = float(os.environ.get("BENCH_BUDGET", "20"))
PY_RUNS = int(os.environ.get("BENCH_PY_RUNS", "1"))
SO = os.environ.get("BAYES_SO", "./bayes")
BASE_SO = os.environ.get("BENCH_BASE_SO")   # a baseline build, for before/after
DB = "bench/data/bench-v1-s%g.db" % SCALE
WIDE_KINDS = ["gaussian_nb", "multinomial_nb", "lda", "qda"]
D = 784


def log(*a):
    print(*a, file=sys.stderr, flush=True)




def connect(so):
    con = sqlite3.connect("file:%s?mode=ro" % DB, uri=True)
    con.enable_load_extension(True)
    con.load_extension(so)
    con.execute("PRAGMA cache_size=-1000000")   # 1 GB: every table stays hot
    return con


class Job:
    """One measured statement: median CPU and wall seconds over its runs.
    base: run on the baseline build's connection (BENCH_BASE_SO)."""
    def __init__(self, group, kind, what, sql, floor=None, base=False):
        self.group, self.kind, self.what, self.sql = group, kind, what, sql
        self.floor, self.base = floor, base
        self.cpu, self.wall, self.err = [], [], None

    def run(self, cons):
        con = cons[1] if self.base else cons[0]
        if self.err or (self.cpu and sum(self.cpu) > BUDGET):
            return
        c0, w0 = time.process_time(), time.perf_counter()
        try:
            con.execute(self.sql).fetchall()
        except sqlite3.Error as e:
            self.err = str(e)[:120]
            return
        self.cpu.append(time.process_time() - c0)
        self.wall.append(time.perf_counter() - w0)

    def med(self):
        if not self.cpu:
            return None, None
        return statistics.median(self.cpu), statistics.median(self.wall)


def wide_jobs():
    cols = ["p%d" % j for j in range(D)]
    groups = [cols[k:k + 112] for k in range(0, D, 112)]
    arrays = ", ".join("json_array(%s)" % ", ".join(g) for g in groups)
    maxes = ", ".join("max(%s)" % ", ".join(g) for g in groups)
    fcol = Job("wide", "-", "floor: the scan, every column to max()",
               "SELECT sum(max(y, %s)) FROM wide" % maxes)
    fjson = Job("wide", "-", "floor: the scan building 7 JSON arrays",
                "SELECT sum(max(y, %s)) FROM wide" % arrays)
    jobs = [fcol, fjson]
    for k in WIDE_KINDS:
        jobs.append(Job("wide", k, "bayes_fit_query, 784 columns",
                        "SELECT length(bayes_fit_query('%s', 'SELECT y, %s FROM wide'))"
                        % (k, ", ".join(cols)), fcol))
        jobs.append(Job("wide", k, "bayes_fit, 7 JSON arrays",
                        "SELECT length(bayes_fit('%s', y, %s)) FROM wide" % (k, arrays),
                        fjson))
    return jobs


def count_jobs():
    xs = ["abs(x%d)" % j for j in range(1, 11)]
    fnum = Job("count", "-", "floor: num, abs(x1..x10) to max()",
               "SELECT sum(max(y, %s)) FROM num" % ", ".join(xs))
    jobs = [fnum]
    for k in ("multinomial_nb", "complement_nb", "bernoulli_nb"):
        jobs.append(Job("count", k, "fit, num 1,000,000 x 10",
                        "SELECT length(bayes_fit('%s', y, %s)) FROM num" % (k, ", ".join(xs)),
                        fnum))
    cc = "color, city, grade, code, size, flag"
    fcat = Job("count", "-", "floor: cat, 6 columns to max()",
               "SELECT sum(length(max(y, %s))) FROM cat" % cc)
    jobs += [fcat, Job("count", "categorical_nb", "fit, cat 1,000,000 x 6",
                       "SELECT length(bayes_fit('categorical_nb', y, %s)) FROM cat" % cc,
                       fcat)]
    ftext = Job("count", "-", "floor: text, the scan calling bayes_tokens",
                "SELECT sum(max(y, length(bayes_tokens(body)))) FROM docs")
    jobs += [ftext, Job("count", "multinomial_nb", "text fit, 100,000 documents",
                        "SELECT length(bayes_fit('multinomial_nb', y, bayes_tokens(body)))"
                        " FROM docs", ftext)]
    if BASE_SO:
        jobs += [Job(j.group, j.kind, j.what + " (baseline build)", j.sql, j.floor, True)
                 for j in jobs if j.kind != "-"]
    return jobs


def measure(cons, jobs):
    for r in range(RUNS):
        for j in jobs:
            j.run(cons)
            c, w = j.med()
            log("  round %d  %-7s %-15s %-44s cpu %7.3f  wall %7.3f%s" % (
                r + 1, j.group, j.kind, j.what, c or 0, w or 0,
                "  " + j.err if j.err else ""))


def python_route(con_path):
    """Load the wide table into numpy, then each estimator's fit."""
    out = {}
    c0, w0 = time.process_time(), time.perf_counter()
    import numpy as np
    from sklearn.naive_bayes import GaussianNB, MultinomialNB
    from sklearn.discriminant_analysis import (LinearDiscriminantAnalysis,
                                               QuadraticDiscriminantAnalysis)
    import warnings
    warnings.filterwarnings("ignore")
    imp = (time.process_time() - c0, time.perf_counter() - w0)
    con = sqlite3.connect("file:%s?mode=ro" % con_path, uri=True)
    cols = ", ".join("p%d" % j for j in range(D))
    c0, w0 = time.process_time(), time.perf_counter()
    rows = con.execute("SELECT y, %s FROM wide ORDER BY rowid" % cols).fetchall()
    a = np.array(rows, dtype=np.float64)
    X, y = a[:, 1:], a[:, 0].astype(np.int64)
    del rows, a
    out["load"] = (time.process_time() - c0, time.perf_counter() - w0)
    out["import"] = imp
    est = {"gaussian_nb": GaussianNB, "multinomial_nb": MultinomialNB,
           "lda": LinearDiscriminantAnalysis,
           "qda": QuadraticDiscriminantAnalysis}
    for k in WIDE_KINDS:
        cs, ws = [], []
        for _ in range(max(PY_RUNS, 1)):
            c0, w0 = time.process_time(), time.perf_counter()
            est[k]().fit(X, y)
            cs.append(time.process_time() - c0)
            ws.append(time.perf_counter() - w0)
        out[k] = (statistics.median(cs), statistics.median(ws))
        log("  python %-15s fit cpu %7.3f  wall %7.3f" % ((k,) + out[k]))
    return out


def blas_info():
    sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
    import python_route
    return python_route.blas_info()


def fmt(x):
    if x is None:
        return "-"
    return "%.3f" % x if x < 100 else "%.1f" % x


def main():
    if not os.path.exists(DB):
        sys.exit("bench/fit_query.py: %s is missing: run make bench first" % DB)
    t_start = time.time()
    con = connect(SO)
    cons = [con, connect(BASE_SO) if BASE_SO else None]
    sqlite_v = con.execute("SELECT sqlite_version()").fetchone()[0]
    bayes_v = con.execute("SELECT bayes_version()").fetchone()[0]
    log("bench/fit_query.py: %s, SQLite %s, bayes %s" % (DB, sqlite_v, bayes_v))
    wj, cj = wide_jobs(), count_jobs()
    only = os.environ.get("BENCH_FITQ_ONLY", "wide,count").split(",")
    if "wide" not in only:
        wj = []
    if "count" not in only:
        cj = []
    log("wide (interleaved rounds):")
    measure(cons, wj)
    log("count kinds (interleaved rounds):")
    measure(cons, cj)
    for c in cons:
        if c:
            c.close()
    log("python route:")
    py = python_route(DB) if wj else {"load": (None, None), "import": (None, None)}
    blas = blas_info()

    L = []
    L.append("# bayes_fit_query and the count kinds against their floors (issue 24)\n")
    L.append("- machine: %s; shared with other builds while this ran: timings are noisy, "
             "ratios within one run are what matter" % machine.slug())
    L.append("- SQLite %s; bayes %s; made by `bench/fit_query.py` (`make bench-fitq`), "
             "finished %s UTC, whole run %.0f s wall"
             % (sqlite_v, bayes_v, time.strftime("%Y-%m-%d %H:%M", time.gmtime()),
                time.time() - t_start))
    L.append("- bayes: CPU seconds of one process (user + system) and wall seconds, each "
             "the median of up to %d runs in interleaved rounds; single-threaded" % RUNS)
    L.append("- scikit-learn 1.2 (Debian's /usr/bin/python3) on %s; its CPU time is summed "
             "over the BLAS threads, so on 2 cores its wall time can be lower" % blas)
    L.append("- scale %g (row counts times this)" % SCALE)
    if BASE_SO:
        L.append("- \"(baseline build)\": the same measurement on the build %s, loaded "
                 "in a second connection of this process, interleaved with the others"
                 % os.environ.get("BENCH_BASE_NAME", BASE_SO))
    L.append("")

    L.append("## 60,000 x 784: fit from a query against scikit-learn\n")
    L.append("x floor: against the floor of the same route (the column scan for "
             "bayes_fit_query, the JSON-building scan for bayes_fit), CPU time.\n")
    L.append("| kind | route | CPU s | wall s | x floor (CPU) | scikit-learn fit CPU s | "
             "scikit-learn fit wall s | bayes wall / sklearn wall |")
    L.append("| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |")
    for j in wj:
        c, w = j.med()
        if j.kind == "-":
            L.append("| - | %s | %s | %s | - | - | - | - |" % (j.what, fmt(c), fmt(w)))
            continue
        fc, _ = j.floor.med()
        pc, pw = py.get(j.kind, (None, None))
        ratio = "%.2f" % (c / fc) if c and fc else "-"
        vs = "%.2f" % (w / pw) if w and pw else "-"
        L.append("| %s | %s | %s | %s | %s | %s | %s | %s |" % (
            j.kind, j.what if not j.err else "error: " + j.err, fmt(c), fmt(w), ratio,
            fmt(pc), fmt(pw), vs))
    L.append("")
    L.append("Python's load of the table (`SELECT y, p0, ..., p783` through the sqlite3 "
             "module into a numpy array), which its fits need first: %s s CPU, %s s wall "
             "(importing numpy and scikit-learn: %s s CPU more)."
             % (fmt(py["load"][0]), fmt(py["load"][1]), fmt(py["import"][0])))
    L.append("")
    L.append("## Count kinds against the scan\n")
    L.append("| kind | measurement | CPU s | wall s | x floor (CPU) |")
    L.append("| --- | --- | ---: | ---: | ---: |")
    for j in cj:
        c, w = j.med()
        fc = j.floor.med()[0] if j.floor else None
        ratio = "%.2f" % (c / fc) if c and fc else "-"
        L.append("| %s | %s | %s | %s | %s |" % (
            j.kind, j.what if not j.err else "error: " + j.err, fmt(c), fmt(w), ratio))
    text = "\n".join(L) + "\n"
    if SCALE == 1.0:
        path = "bench/results-fitq-%s.md" % machine.slug()
    else:
        path = "bench/data/results-fitq-s%g.md" % SCALE
    with open(path, "w") as f:
        f.write(text)
    print(text)
    log("written to %s" % path)


if __name__ == "__main__":
    main()
