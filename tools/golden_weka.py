#!/usr/bin/python3
"""Golden values for density_nb and naive_bayes's discretize and kde
families, from Weka 3.6 and scikit-learn.

    /usr/bin/python3 tools/golden_weka.py            > /tmp/g.tcl
    /usr/bin/python3 tools/golden_weka.py --write    # in place

prints Tcl code that belongs in test/density.test between
"# BEGIN golden_weka.py" and "# END golden_weka.py" (--write replaces that
block).  Needs java and Weka 3.6 (make deps-weka) and javac; the test suite
itself never runs Java or Python.

For each small hand-made data set (a few dozen rows, 2-3 classes, 2-3
numeric features with ties and a few missing values) it writes train and
test ARFF files, compiles and runs tools/WekaGolden.java, which prints with
every digit:
  * the cut points of weka.filters.supervised.attribute.Discretize (its
    defaults: Fayyad-Irani MDL) on the training rows: golden(NAME,cuts);
  * NaiveBayes -D's class distribution of each test row: golden(NAME,D);
  * NaiveBayes -K's: golden(NAME,K) (Weka's kernel estimator, which
    rounds values to its precision, integrates each kernel over one
    precision step and stops summing at 1% estimated error: the test
    compares with a tolerance);
and, from scikit-learn's KernelDensity, the exact Gaussian-KDE naive Bayes
that density_nb numeric=kde defines (bandwidth per class and feature
max(range / sqrt(W), p / 6), p the feature's mean gap between distinct
values over all classes; Laplace priors (n_y + 1) / (n + K), as Weka):
golden(NAME,kde), to be met to 1e-12.
"""
import os, sys, subprocess, tempfile, math, re
import numpy as np
from sklearn.neighbors import KernelDensity

WEKA = "/usr/share/java/weka.jar"
HERE = os.path.dirname(os.path.abspath(__file__))


def make_sets():
    sets = []
    rng = np.random.RandomState(26)
    # three: 3 classes, 3 features (one of integers 0..9: many ties; one
    # bimodal in class c), 45 training rows, a missing value
    rows = []
    for i in range(45):
        k = i % 3
        y = "abc"[k]
        x1 = round(float(rng.normal([2.0, 3.5, 5.0][k], [0.8, 0.9, 1.0][k])), 1)
        x2 = int(min(9, max(0, round(float(rng.normal([2, 5, 7][k], 1.6))))))
        if k == 2 and rng.rand() < 0.5:
            x3 = round(float(rng.normal(-2.0, 0.5)), 1)
        else:
            x3 = round(float(rng.normal([0.0, 1.0, 2.5][k], 0.7)), 1)
        rows.append([x1, x2, x3, y])
    rows[7][0] = None
    test = [[1.0, 1, 0.0], [2.75, 4, 0.5], [3.5, 5, 1.0], [4.2, 7, -2.0],
            [5.5, 9, 2.5], [None, 6, 1.4], [3.0, None, None], [0.2, 0, -3.1],
            [6.9, 8, 3.3], [2.0, 3, 0.7]]
    test += [r[:3] for r in rows[::5]]
    sets.append(("three", ["x1", "x2", "x3"], rows, test))
    # two: 2 classes, 2 integer features with heavy overlap
    rows = []
    for i in range(32):
        k = i % 2
        y = "ab"[k]
        x1 = int(rng.poisson([2, 6][k]))
        x2 = int(rng.randint(0, 4) + 4*k*(rng.rand() < 0.8))
        rows.append([x1, x2, y])
    test = [[0, 0], [3, 2], [4, 3], [5, 4], [8, 6], [2, None], [6, 1]]
    test += [r[:2] for r in rows[::4]]
    sets.append(("two", ["x1", "x2"], rows, test))
    # skew: 3 classes, 2 skewed features (exponentials, two decimals)
    rows = []
    for i in range(39):
        k = i % 3
        y = "abc"[k]
        x1 = round(float(rng.exponential([1.0, 2.5, 6.0][k])), 2)
        x2 = round(float(rng.gamma([1.5, 3.0, 1.0][k], 1.0)) + [0, 0, 2][k], 2)
        rows.append([x1, x2, y])
    test = [[0.1, 0.5], [1.5, 2.0], [3.0, 3.5], [8.0, 4.0], [0.5, 6.0], [20.0, 0.2]]
    test += [r[:2] for r in rows[::3]]
    sets.append(("skew", ["x1", "x2"], rows, test))
    return sets


def arff(path, names, classes, rows):
    with open(path, "w") as f:
        f.write("@relation g\n")
        for n in names:
            f.write("@attribute %s numeric\n" % n)
        f.write("@attribute y {%s}\n@data\n" % ",".join(classes))
        for r in rows:
            f.write(",".join("?" if v is None else repr(v) for v in r) + "\n")


def weka(tmp, name, names, classes, rows, test):
    tr = os.path.join(tmp, name + "-train.arff")
    te = os.path.join(tmp, name + "-test.arff")
    arff(tr, names, classes, rows)
    arff(te, names, classes, [t + [classes[0]] for t in test])
    out = subprocess.run(["java", "-cp", WEKA + ":" + tmp, "WekaGolden", tr, te],
                         check=True, capture_output=True, text=True).stdout
    cuts, dist = {}, {"D": {}, "K": {}, "G": {}}
    for line in out.splitlines():
        w = line.split()
        if w[0] == "cuts":
            cuts[int(w[1])] = [float(v) for v in w[2:]]
        else:
            dist[w[0]][int(w[1])] = [float(v) for v in w[2:]]
    return cuts, dist


def kde_proba(names, classes, rows, test):
    """The exact Gaussian-KDE naive Bayes of density_nb numeric=kde"""
    d, out = len(names), []
    n = len(rows)
    logprior = [math.log((sum(r[-1] == c for r in rows) + 1) / (n + len(classes)))
                for c in classes]
    kdes = []
    for j in range(d):
        allv = sorted(set(r[j] for r in rows if r[j] is not None))
        p = (allv[-1] - allv[0]) / (len(allv) - 1) if len(allv) > 1 else 0.01
        per = []
        for c in classes:
            vals = [float(r[j]) for r in rows if r[-1] == c and r[j] is not None]
            h = p / 6
            rng_ = max(vals) - min(vals)
            if rng_ > 0:
                h = max(h, rng_ / math.sqrt(len(vals)))
            per.append(KernelDensity(kernel="gaussian", bandwidth=h)
                       .fit(np.array(vals).reshape(-1, 1)))
        kdes.append(per)
    for t in test:
        ll = list(logprior)
        for j in range(d):
            if t[j] is None:
                continue
            for k in range(len(classes)):
                ll[k] += float(kdes[j][k].score_samples(np.array([[float(t[j])]]))[0])
        m = max(ll)
        z = m + math.log(sum(math.exp(v - m) for v in ll))
        out.append([math.exp(v - z) for v in ll])
    return out


def sqlval(v):
    return "NULL" if v is None else repr(v)


def tcl_list(xs):
    return "{" + " ".join(repr(float(x)) for x in xs) + "}"


def main():
    sets = make_sets()
    tmp = tempfile.mkdtemp()
    subprocess.run(["javac", "-cp", WEKA, "-d", tmp,
                    os.path.join(HERE, "WekaGolden.java")], check=True)
    lines = ["# Made by tools/golden_weka.py (Weka %s): do not edit by hand." %
             os.path.basename(os.path.realpath(WEKA))]
    for name, names, rows, test in sets:
        classes = sorted(set(r[-1] for r in rows))
        cuts, dist = weka(tmp, name, names, classes, rows, test)
        kde = kde_proba(names, classes, rows, test)
        cols = ", ".join(names)
        lines.append("db eval {CREATE TABLE %s_train(id INTEGER PRIMARY KEY, y TEXT, %s)}"
                     % (name, ", ".join(n + " REAL" for n in names)))
        lines.append("db eval {INSERT INTO %s_train(y, %s) VALUES" % (name, cols))
        lines.append(",\n".join("  ('%s', %s)" % (r[-1], ", ".join(sqlval(v) for v in r[:-1]))
                                for r in rows) + "}")
        lines.append("db eval {CREATE TABLE %s_test(id INTEGER PRIMARY KEY, %s)}"
                     % (name, ", ".join(n + " REAL" for n in names)))
        lines.append("db eval {INSERT INTO %s_test(id, %s) VALUES" % (name, cols))
        lines.append(",\n".join("  (%d, %s)" % (i, ", ".join(sqlval(v) for v in t))
                                for i, t in enumerate(test)) + "}")
        lines.append("set golden(%s,features) {%s}" % (name, " ".join(names)))
        lines.append("set golden(%s,classes) {%s}" % (name, " ".join(classes)))
        lines.append("set golden(%s,cuts) {%s}" % (name, " ".join(tcl_list(cuts[j]) for j in range(len(names)))))
        for tag in ("D", "K", "G"):
            lines.append("set golden(%s,%s) {\n%s\n}" % (name, tag, "\n".join(
                "  " + tcl_list(dist[tag][i]) for i in range(len(test)))))
        lines.append("set golden(%s,kde) {\n%s\n}" % (name, "\n".join(
            "  " + tcl_list(p) for p in kde)))
    text = "\n".join(lines) + "\n"
    if "--write" in sys.argv:
        path = os.path.join(HERE, "..", "test", "density.test")
        src = open(path).read()
        a = src.index("# BEGIN golden_weka.py\n") + len("# BEGIN golden_weka.py\n")
        b = src.index("# END golden_weka.py")
        open(path, "w").write(src[:a] + text + src[b:])
    else:
        sys.stdout.write(text)


if __name__ == "__main__":
    main()
