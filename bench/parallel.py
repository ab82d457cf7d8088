#!/usr/bin/python3
"""bench/parallel.py -- every core: sqlite_bayes.fit_parallel (rowid-range
shards over read-only connections, merged with bayes_merge) against the
one-connection fit, on a generated file database (issue 24, "Use every
core"; `make bench-parallel`).

  /usr/bin/python3 bench/parallel.py [--rows N] [--repeat R] [--out FILE]

The table g(y, x0..x9 REAL, c0..c9 INTEGER) of N rows (default 10M) is
generated once into bench/data/parallel-N.db (gitignored, ~1.3 GB at 10M)
and read once before timing, so every fit reads it from the page cache.
Each fit is timed as wall (perf_counter) and CPU (getrusage of this
process and its children: the worker processes, the worker threads).
`workers=1` is the one-connection fit (one SELECT bayes_fit(...) in this
process); the parallel results are checked against it (count kind: the
same BLOB; moment kinds: the same probabilities to 1e-12).  Needs the
built ./bayes.so; the package is staged under bench/data/pkg."""
import argparse
import json
import os
import platform
import resource
import shutil
import sqlite3
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "bench", "data")
PKG = os.path.join(DATA, "pkg")


def stage():
    """The package as the wheel has it: __init__.py and bayes.so side by side."""
    d = os.path.join(PKG, "sqlite_bayes")
    os.makedirs(d, exist_ok=True)
    # copy, then rename over: a bench still running keeps the library it
    # mapped (copying over a mapped bayes.so in place crashes its readers)
    for src in (os.path.join(ROOT, "bindings", "python", "sqlite_bayes", "__init__.py"),
                os.path.join(ROOT, "bayes.so")):
        dst = os.path.join(d, os.path.basename(src))
        shutil.copy(src, dst + ".%d.tmp" % os.getpid())
        os.replace(dst + ".%d.tmp" % os.getpid(), dst)
    sys.path.insert(0, PKG)


def generate(path, n):
    if os.path.exists(path):
        return
    t = time.perf_counter()
    tmp = path + ".tmp"
    if os.path.exists(tmp):
        os.remove(tmp)
    db = sqlite3.connect(tmp)
    db.execute("PRAGMA journal_mode=OFF")
    db.execute("PRAGMA synchronous=OFF")
    xs = ", ".join("x%d REAL" % j for j in range(10))
    cs = ", ".join("c%d INTEGER" % j for j in range(10))
    db.execute("CREATE TABLE g(y TEXT, %s, %s)" % (xs, cs))
    # class k = i % 3: x_j ~ U(0,1) + 0.1*k*(j+1), c_j in 0..(2+k+j%3)
    xv = ", ".join("(abs(random()) %% 1000000) / 1e6 + 0.1 * k * %d" % (j + 1) for j in range(10))
    cv = ", ".join("abs(random()) %% (3 + k + %d)" % (j % 3) for j in range(10))
    db.execute("""INSERT INTO g SELECT char(97 + k), %s, %s FROM
                  (WITH RECURSIVE s(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM s WHERE i < ? - 1)
                   SELECT i %% 3 AS k FROM s)""" % (xv, cv), (n,))
    db.commit()
    db.close()
    os.rename(tmp, path)
    print("generated %s: %d rows in %.1f s" % (path, n, time.perf_counter() - t), flush=True)


def cpu():
    s = resource.getrusage(resource.RUSAGE_SELF)
    c = resource.getrusage(resource.RUSAGE_CHILDREN)
    return s.ru_utime + s.ru_stime + c.ru_utime + c.ru_stime


def timed(fn):
    c0, t0 = cpu(), time.perf_counter()
    r = fn()
    return r, time.perf_counter() - t0, cpu() - c0


def probas(sb, model):
    db = sqlite3.connect(":memory:")
    sb.load(db)
    probes = [[0.5 + 0.1 * i * j for j in range(10)] for i in range(4)]
    return [json.loads(db.execute("SELECT bayes_proba(?, %s)" % ", ".join("?" * 10),
                                  [model] + p).fetchone()[0]) for p in probes]


def same(sb, a, b, exact):
    if exact:
        return a == b
    for pa, pb in zip(probas(sb, a), probas(sb, b)):
        if pa.keys() != pb.keys() or any(abs(pa[k] - pb[k]) > 1e-12 for k in pa):
            return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--rows", type=int, default=10_000_000)
    ap.add_argument("--repeat", type=int, default=2)
    ap.add_argument("--workers", type=int, default=os.cpu_count())
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    stage()
    import sqlite_bayes as sb
    path = os.path.join(DATA, "parallel-%d.db" % a.rows)
    generate(path, a.rows)
    db = sqlite3.connect(path)
    t = time.perf_counter()
    db.execute("SELECT count(*), max(x9), max(c9) FROM g").fetchone()     # into the page cache
    print("warm scan: %.2f s" % (time.perf_counter() - t), flush=True)
    db.close()
    xs = ["x%d" % j for j in range(10)]
    cs = ["c%d" % j for j in range(10)]
    cases = [("gaussian_nb", xs, False), ("lda", xs, False), ("multinomial_nb", cs, True)]
    lines = []
    out = lambda s: (print(s, flush=True), lines.append(s))
    out("# fit_parallel: %d rows, %d cores (%s), %s, SQLite %s, Python %s" % (
        a.rows, os.cpu_count(), platform.processor() or platform.machine(),
        time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), sqlite3.sqlite_version,
        platform.python_version()))
    out("")
    out("load average at start: %s (the machine is shared: read ratios within a run)" %
        " ".join("%.2f" % x for x in os.getloadavg()))
    out("")
    out("| kind | run | route | workers | wall s | CPU s | cores busy (CPU/wall) | wall speed-up | CPU ratio | load avg (1 min) | same result |")
    out("| --- | ---: | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | --- |")
    for rep in range(1, a.repeat + 1):
        for spec, cols, exact in cases:
            one, w1, c1 = timed(lambda: sb.fit_parallel(path, spec, "g", "y", cols, workers=1))
            out("| %s | %d | one connection | 1 | %.2f | %.2f | %.2f | 1.00 | 1.00 | %.2f | |" % (
                spec, rep, w1, c1, c1 / w1, os.getloadavg()[0]))
            for ex in ("process", "thread"):
                m, w, c = timed(lambda: sb.fit_parallel(path, spec, "g", "y", cols,
                                                        workers=a.workers, executor=ex))
                ok = same(sb, m, one, exact)
                out("| %s | %d | %s | %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %s |" % (
                    spec, rep, {"process": "processes", "thread": "threads"}[ex], a.workers, w, c,
                    c / w, w1 / w, c / c1, os.getloadavg()[0],
                    ("yes, bit for bit" if exact else "yes, to 1e-12") if ok else "NO"))
    out("")
    out("load average at end: %s" % " ".join("%.2f" % x for x in os.getloadavg()))
    if a.out:
        with open(a.out, "w") as f:
            f.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
