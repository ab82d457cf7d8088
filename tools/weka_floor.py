"""weka_floor.py — issue 35 item 5: naive_bayes's default gaussian family
with std_floor (a standard deviation at least a sixth of the feature's
precision, as Weka's NormalEstimator) beside Weka 3.6's plain NaiveBayes.

    /usr/bin/python3 tools/weka_floor.py [--first-seed S] [--repeats N]
                                         [--alt OPTIONS] [SET ...]

Per data set and split (seeds S..S+N-1, 1..10 by default, the splits of
tools/weka_compare.py: 70/30, stratified), the test accuracy and log loss of

  * Weka NaiveBayes (no options),
  * 'naive_bayes categorical=<nominal attributes>': the new default
    (std_floor=0.25),
  * the same with std_floor=0: the default before (gaussian_nb's variances,
    var_smoothing only), or with the options --alt gives (--alt std_floor=1:
    the fresh splits' table of docs/weka-comparison.md, seeds 11 to 30),

and a check of the default's model of the training split made by
bayes_merge of three shards' models against fitting it in one pass (the precisions identical; the probabilities to rounding, as
gaussian_nb's moments merge in another order).  Besides Weka's ten sets (tools/weka_compare.py's SETS) the set
'constint' is built here: three classes, six numeric features N(mu, 1)
whose class means are 0, 2 and 4 in a per-feature order, and an integer
feature 'level' that is constant within each class in the training rows
(2, 3, 3 for classes a, b, c) while in the test rows it is the class's
value with probability 0.8 and one more or one less otherwise: a measured
integer that a small training sample saw constant.  Its train and test
files are generated per seed (180 and 300 rows), not split from one file.

Prints one Markdown table (means over the splits) and writes
build/weka/floor.json.  Uses tools/weka_compare.py's ARFF reader, Weka
runner, tables and metrics.
"""
import json
import os
import random
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import weka_compare as wc   # noqa: E402

wc.WEKA_VARIANTS = [("weka", [])]
ALT = "std_floor=0"


def constint_split(seed):
    rng = random.Random(seed)
    classes = ["a", "b", "c"]
    level = {"a": 2, "b": 3, "c": 3}
    orders = [rng.sample([0.0, 2.0, 4.0], 3) for _ in range(6)]
    d = os.path.join(wc.WORK, "constint", "seed%d" % seed)
    os.makedirs(d, exist_ok=True)
    header = ["@relation constint"] + ["@attribute x%d numeric" % (j + 1)
                                        for j in range(6)]
    header += ["@attribute level integer", "@attribute class {a,b,c}", "@data"]

    def row(ci, test):
        c = classes[ci]
        xs = ["%.4f" % rng.gauss(orders[j][ci], 1.0) for j in range(6)]
        lv = level[c]
        if test and rng.random() < 0.2:
            lv += rng.choice([-1, 1])
        return ",".join(xs + [str(lv), c])

    for fname, n, test in (("train.arff", 60, False), ("test.arff", 100, True)):
        with open(os.path.join(d, fname), "w") as f:
            f.write("\n".join(header) + "\n")
            for ci in range(3):
                for _ in range(n):
                    f.write(row(ci, test) + "\n")
    tr = wc.Arff(os.path.join(d, "train.arff"))
    te = wc.Arff(os.path.join(d, "test.arff"))
    return tr, tr.rows, te.rows, d


def merge_check(db, spec, nf):
    """The default's model of the training rows as bayes_merge of three
    shards' models against one fit: (precisions identical, the largest
    |p_merged - p_one| over the test rows)."""
    feats = ", ".join("f%d" % (j + 1) for j in range(nf))
    db.execute("DROP TABLE IF EXISTS mm")
    db.execute("CREATE TABLE mm AS SELECT (SELECT bayes_fit(?1, y, %s) FROM train) AS one, "
               "(SELECT bayes_merge(m) FROM (SELECT bayes_fit(?1, y, %s) AS m FROM train "
               "GROUP BY id %% 3)) AS merged" % (feats, feats), (spec,))
    same = db.execute("SELECT bayes_info(one) -> '$.precision' IS bayes_info(merged) -> "
                      "'$.precision' FROM mm").fetchone()[0]
    diff = db.execute(
        "SELECT max(abs(a.value - b.value)) FROM test, mm, "
        "json_each(bayes_proba(one, %s)) a, json_each(bayes_proba(merged, %s)) b "
        "WHERE a.key = b.key" % (feats, feats)).fetchone()[0]
    return bool(same), diff


def run(name, files, seed):
    if name == "constint":
        a, train, test, d = constint_split(seed)
    else:
        a, train, test, d = wc.make_split(name, files, seed)
    classes = a.attrs[-1][1]
    truth = [r[-1] for r in test]
    w = wc.run_weka(d)
    r = {"weka": wc.metrics(truth, w["weka"], classes)}
    db = wc.connect()
    nf = wc.load_tables(db, a, train, test)
    spec = wc.spec_for(a, None)
    for col, s in (("new", spec), ("old", spec + " " + ALT)):
        scored, _ = wc.fit_score(db, s, nf, "train", "test")
        r[col] = wc.bayes_metrics(scored, classes)
    r["merge"], r["mdiff"] = merge_check(db, spec, nf)
    return r


def main():
    global ALT
    args = sys.argv[1:]
    first, repeats = 1, 10
    while args[:1] in (["--repeats"], ["--first-seed"], ["--alt"]):
        if args[0] == "--repeats":
            repeats = int(args[1])
        elif args[0] == "--first-seed":
            first = int(args[1])
        else:
            ALT = args[1]
        args = args[2:]
    sets = wc.SETS + [("constint", [])]
    if args:
        sets = [s for s in sets if s[0] in args]
    out = {}
    for name, files in sets:
        rs = [run(name, files, seed) for seed in range(first, first + repeats)]
        m = {}
        for col in ("weka", "new", "old"):
            m[col] = {k: sum(x[col][k] for x in rs) / len(rs) for k in ("acc", "ll")}
        m["merge"] = sum(x["merge"] for x in rs)
        m["mdiff"] = max(x["mdiff"] for x in rs)
        m["splits"] = len(rs)
        out[name] = m
        sys.stderr.write("%s done\n" % name)
    os.makedirs(wc.WORK, exist_ok=True)
    with open(os.path.join(wc.WORK, "floor.json"), "w") as f:
        json.dump(out, f, indent=1)
    print("| data set | Weka NB acc | naive_bayes default (std_floor=0.25) acc | minus Weka (points) "
          "| %s acc | minus Weka | log loss: Weka / new / %s "
          "| merge of 3 shards: precisions equal / max prob. diff |"
          % (ALT if ALT != "std_floor=0" else "std_floor=0 (before)",
             ALT if ALT != "std_floor=0" else "before"))
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for name, m in out.items():
        print("| %s | %.3f | %.3f | %+.1f | %.3f | %+.1f | %.3f / %.3f / %.3f | %d of %d / %.0e |" % (
            name, m["weka"]["acc"], m["new"]["acc"],
            100 * (m["new"]["acc"] - m["weka"]["acc"]), m["old"]["acc"],
            100 * (m["old"]["acc"] - m["weka"]["acc"]), m["weka"]["ll"],
            m["new"]["ll"], m["old"]["ll"], m["merge"], m["splits"], m["mdiff"]))


if __name__ == "__main__":
    main()
