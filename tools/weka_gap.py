"""weka_gap.py — where naive_bayes's default (gaussian, std_floor=0.25)
and Weka's plain NaiveBayes part on a data set (issue 35, item 5: glass,
docs/weka-comparison.md "Glass: what the 1.5 points are").

    /usr/bin/python3 tools/weka_gap.py [--first-seed S] [--repeats N] [SET ...]

Per data set and split (seeds S..S+N-1, 1..10 by default: the splits of
tools/weka_compare.py), the mean test accuracy of

  * candidates that bayes fits and scores itself: the default, std_floor
    0.29 (1/sqrt(12), the standard deviation of a rounding error over one
    step), 0.4 (1/sqrt(2 pi): a density at most 1/precision), 0.5 and 1,
    and numeric=weka_normal (Weka's NormalEstimator);
  * Weka's ways of scoring a gaussian feature, added one at a time to the
    default model: its log posteriors (bayes_log_proba of the model with
    std_floor=0) get, per class and gaussian feature, the difference
    between the new log likelihood and gaussian_nb's log density, so that
    nothing else changes (the categorical features, the priors):
      mass     the normal's probability mass over one precision step
               around the value, Phi((x + p/2 - mu)/s) - Phi((x - p/2 -
               mu)/s), with Weka's floor s >= p/6
      +rtrain  the training values rounded to a multiple of the precision
               p before the class means and variances (Weka's addValue)
      +rtest   the scored value rounded too: Weka's NormalEstimator
               (equal to numeric=weka_normal above)
      dens+r   the default's density, std_floor 0.25, both roundings

Weka's own accuracy is in tools/weka_floor.py's table (same splits).
Prints one line per set.  Needs scipy (Debian's python3-scipy).
"""
import json
import math
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import weka_compare as wc   # noqa: E402
from scipy.special import log_ndtr   # noqa: E402

FLOORS = ["std_floor=0.25", "std_floor=0.2887", "std_floor=0.4",
          "std_floor=0.5", "std_floor=1", "numeric=weka_normal"]
# (name, round the training values, round the scored value, mass or density,
#  floor factor)
WAYS = [("mass", 0, 0, "mass", 1 / 6), ("mass+rtrain", 1, 0, "mass", 1 / 6),
        ("mass+rtrain+rtest", 1, 1, "mass", 1 / 6),
        ("dens+r", 1, 1, "dens", 0.25)]


def log_mass(x, mu, s, p):
    a, b = (x - p / 2 - mu) / s, (x + p / 2 - mu) / s
    if a > 0:
        a, b = -b, -a
    lb, la = log_ndtr(b), log_ndtr(a)
    return lb + math.log1p(-math.exp(la - lb)) if la < lb else -1e300


def log_dens(x, mu, v):
    return -0.5 * math.log(2 * math.pi * v) - (x - mu) ** 2 / (2 * v)


def argmax(scores, labs, classes):
    return max(range(len(labs)),
               key=lambda k: (scores[k], -classes.index(labs[k])))


def run(name, files, seed):
    a, train, test, d = wc.make_split(name, files, seed)
    classes = a.attrs[-1][1]
    db = wc.connect()
    nf = wc.load_tables(db, a, train, test)
    spec = wc.spec_for(a, None)
    out = {}
    for v in FLOORS:
        scored, _ = wc.fit_score(db, spec + " " + v, nf, "train", "test")
        out[v] = wc.bayes_metrics(scored, classes)["acc"]
    feats = ", ".join("f%d" % (j + 1) for j in range(nf))
    db.execute("CREATE TABLE mm AS SELECT (SELECT bayes_fit(?1, y, %s) FROM train) AS d, "
               "(SELECT bayes_fit(?1 || ' std_floor=0', y, %s) FROM train) AS z"
               % (feats, feats), (spec,))
    info_d = json.loads(db.execute("SELECT bayes_info(d) FROM mm").fetchone()[0])
    info_z = json.loads(db.execute("SELECT bayes_info(z) FROM mm").fetchone()[0])
    labs = [c["label"] for c in info_z["classes"]]
    fam, prec = info_z["families"], info_d.get("precision", [None] * nf)
    gj = [j for j in range(nf) if fam[j] == "gaussian" and prec[j]]
    th, var0 = info_z["gaussian"]["theta"], info_z["gaussian"]["var"]
    rnd = lambda x, p: round(x / p) * p   # noqa: E731
    tr = db.execute("SELECT y, %s FROM train" % feats).fetchall()
    th_r = [[0.0] * nf for _ in labs]
    var_r = [[0.0] * nf for _ in labs]
    for k, lab in enumerate(labs):
        for j in gj:
            xs = [rnd(r[1 + j], prec[j]) for r in tr if r[0] == lab and r[1 + j] is not None]
            if xs:
                m = sum(xs) / len(xs)
                th_r[k][j] = m
                var_r[k][j] = sum((x - m) ** 2 for x in xs) / len(xs)
    rows = db.execute("SELECT y, bayes_log_proba(z, %s), %s FROM test, mm ORDER BY id"
                      % (feats, feats)).fetchall()
    right = {w[0]: 0 for w in WAYS}
    for r in rows:
        y, lp, xs = r[0], json.loads(r[1]), r[2:]
        base = [lp.get(lab, -1e300) for lab in labs]
        for wname, rtr, rte, mode, f in WAYS:
            sc = list(base)
            for k in range(len(labs)):
                for j in gj:
                    x = xs[j]
                    if x is None:
                        continue
                    p, mu0, v0 = prec[j], th[k][j], var0[k][j]
                    mu, vr = (th_r[k][j], var_r[k][j]) if rtr else (mu0, v0)
                    xx = rnd(x, p) if rte else x
                    v = max(vr, (f * p) ** 2, 1e-300)
                    new = (log_mass(xx, mu, math.sqrt(v), p) if mode == "mass"
                           else log_dens(xx, mu, v))
                    sc[k] += new - log_dens(x, mu0, v0)
            right[wname] += labs[argmax(sc, labs, classes)] == y
    for w in WAYS:
        out[w[0]] = right[w[0]] / len(rows)
    return out


def main():
    args = sys.argv[1:]
    first, repeats = 1, 10
    while args[:1] in (["--first-seed"], ["--repeats"]):
        if args[0] == "--first-seed":
            first = int(args[1])
        else:
            repeats = int(args[1])
        args = args[2:]
    sets = [s for s in wc.SETS if not args or s[0] in args]
    for name, files in sets:
        rs = [run(name, files, seed) for seed in range(first, first + repeats)]
        m = {k: sum(x[k] for x in rs) / len(rs) for k in rs[0]}
        print(name, " ".join("%s=%.3f" % kv for kv in m.items()), flush=True)


if __name__ == "__main__":
    main()
