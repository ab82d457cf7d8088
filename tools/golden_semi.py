#!/usr/bin/python3
"""Golden values for tan and aode, from Weka 3.6.

    /usr/bin/python3 tools/golden_semi.py --write

writes test/data/semi.sql (the data sets, as tables) and replaces the
blocks between "# BEGIN golden_semi.py" and "# END golden_semi.py" of
test/tan.test and test/aode.test.  Without --write it prints them.  Needs
java, javac and Weka 3.6 (make deps-weka); the test suite never runs Java
or Python.

Data sets (class last; every categorical value declared in SQLite's order,
so Weka's value order is ours and its ties break as ours do):
  * toy: 3 classes, 4 categorical features with dependencies (f2 copies f1
    often, f4 depends on f3 and the class), 48 training rows drawn once
    (seed 36), 16 test rows;
  * toyk: toy's training rows, and test rows that also hold categories the
    training rows never show, which the ARFF header declares (Weka counts
    them; tan and aode with min_categories=[4,3,2,4]);
  * weather: Weka's weather.nominal.arff, all 14 rows for training and
    every row again as a test row;
  * vote: Weka's vote.arff (435 rows, 16 y/n features with missing
    values): rows 0, 3, 6, ... are the test rows, the others train.  AODE
    on all of them; TAN with the option impute = each feature's mode in
    training (Weka's BayesNet replaces a missing value by it, in fitting
    and scoring: golden(vote,impute)), and on the complete rows only
    (votec);
  * numeric: 3 classes, 3 numeric features (60 training rows, seed 37):
    tan's cut points (Weka's supervised Discretize) and BayesNet-TAN on
    the discretized features.

tools/WekaSemiGolden.java prints, with every digit: BayesNet-TAN's class
distribution (-A 0.5 and -A 1) and tree, AODE's (-F 1; -F 3; -M -W 2;
-F 0),
and Discretize's cut points.
"""
import os, sys, subprocess, tempfile, random

WEKA = "/usr/share/java/weka.jar"
HERE = os.path.dirname(os.path.abspath(__file__))
REPO = os.path.dirname(HERE)
EX = "/usr/share/doc/weka/examples"


def sqlkey(v):
    # SQLite's order of our values: numbers before text, text by bytes
    return (1, v.encode()) if isinstance(v, str) else (0, v)


def read_arff(path):
    names, vals, rows = [], [], []
    data = False
    for line in open(path):
        s = line.strip()
        if not s or s.startswith("%"):
            continue
        if data:
            rows.append([None if x.strip() == "?" else x.strip().strip("'")
                         for x in s.split(",")])
        elif s.lower().startswith("@attribute"):
            rest = s.split(None, 1)[1]
            if "{" in rest:
                n, v = rest.split("{", 1)
                names.append(n.strip().strip("'"))
                vals.append([x.strip().strip("'") for x in v.rstrip("}").split(",")])
            else:
                n, t = rest.split(None, 1)
                names.append(n.strip("'"))
                vals.append(None)
        elif s.lower().startswith("@data"):
            data = True
    return names, vals, rows


def arff(path, names, rows, numeric=()):
    cols = list(zip(*rows))
    with open(path, "w") as f:
        f.write("@relation g\n")
        for j, n in enumerate(names):
            if j in numeric:
                f.write("@attribute %s numeric\n" % n)
            else:
                vs = sorted({v for v in cols[j] if v is not None}, key=sqlkey)
                f.write("@attribute %s {%s}\n" % (n, ",".join("'%s'" % v for v in vs)))
        f.write("@data\n")
        for r in rows:
            f.write(",".join("?" if v is None else
                             (repr(v) if isinstance(v, float) else "'%s'" % v)
                             for v in r) + "\n")


def weka(tmp, name, names, train, test, numeric=()):
    # the ARFF headers declare every value of train and test (sorted)
    allrows = train + [r + [train[0][-1]] for r in test]
    ptr = os.path.join(tmp, name + "-train.arff")
    pte = os.path.join(tmp, name + "-test.arff")
    arff(ptr, names, train, numeric)
    # the test file: the same header (values of train + test)
    arff(pte, names, allrows, numeric)
    # restrict the training header to the same declared values
    arff(ptr + ".h", names, allrows, numeric)
    hdr = open(ptr + ".h").read().split("@data\n")[0]
    body = open(ptr).read().split("@data\n")[1]
    open(ptr, "w").write(hdr + "@data\n" + body)
    hdr2, body2 = open(pte).read().split("@data\n")
    open(pte, "w").write(hdr2 + "@data\n" + "\n".join(body2.split("\n")[len(train):]))
    out = subprocess.run(["java", "-cp", WEKA + ":" + tmp, "WekaSemiGolden", ptr, pte],
                         check=True, capture_output=True, text=True).stdout
    res = {}
    for line in out.splitlines():
        w = line.split()
        res.setdefault(w[0], []).append(w[1:])
    return res


def sqlval(v):
    if v is None:
        return "NULL"
    if isinstance(v, float):
        return repr(v)
    return "'%s'" % v


def table(name, names, rows):
    s = "CREATE TABLE %s(id INTEGER PRIMARY KEY, %s);\nINSERT INTO %s VALUES\n" % (
        name, ", ".join(names), name)
    s += ",\n".join("  (%d, %s)" % (i, ", ".join(sqlval(v) for v in r))
                    for i, r in enumerate(rows))
    return s + ";\n"


def tcl_list(xs):
    return "{" + " ".join(xs) + "}"


def make_toy():
    rng = random.Random(36)
    rows = []
    for i in range(48):
        y = "abc"[i % 3]
        f1 = rng.choice(["p", "q", "r"])
        f2 = f1 if rng.random() < 0.7 else rng.choice(["p", "q", "r"])
        f3 = rng.choice(["u", "v"]) if y != "a" else ("u" if rng.random() < 0.8 else "v")
        k = (f3 == "u") + (y == "c")
        f4 = ["x", "y", "z"][k] if rng.random() < 0.75 else rng.choice(["x", "y", "z"])
        if y == "b" and rng.random() < 0.5:
            f1 = "r"
        rows.append([f1, f2, f3, f4, y])
    test = [[a, b, c, d] for a, b, c, d in
            [("p", "p", "u", "x"), ("q", "r", "v", "z"), ("r", "r", "u", "y"),
             ("p", "q", "v", "y"), ("q", "q", "u", "z"), ("r", "p", "v", "x")]]
    test += [r[:4] for r in rows[::5]]
    return ["f1", "f2", "f3", "f4", "y"], rows, test


def make_numeric():
    rng = random.Random(37)
    rows = []
    for i in range(60):
        k = i % 3
        y = "abc"[k]
        x1 = round(rng.gauss([1.0, 2.5, 4.0][k], 0.9), 1)
        x2 = round(x1 + rng.gauss(0, 0.5) + (1.5 if k == 1 else 0), 1)
        x3 = float(rng.randint(0, 5) + k)
        rows.append([x1, x2, x3, y])
    test = [[1.0, 1.2, 0.0], [2.5, 4.0, 2.0], [4.0, 4.1, 5.0], [0.0, 3.0, 7.0],
            [3.2, 3.0, 3.0], [2.0, 2.0, 1.0]]
    test += [r[:3] for r in rows[::7]]
    return ["x1", "x2", "x3", "y"], rows, test


def block(lines):
    return "\n".join(lines) + "\n"


def main():
    tmp = tempfile.mkdtemp()
    subprocess.run(["javac", "-cp", WEKA, "-d", tmp,
                    os.path.join(HERE, "WekaSemiGolden.java")], check=True)
    sets = []
    names, rows, test = make_toy()
    sets.append(("toy", names, rows, test, ()))
    # toyk: the same training rows; the test rows also hold categories the
    # training rows never show (f1 's', f4 'zz': declared by the ARFF
    # header, so Weka counts them in v_i): min_categories=[4,3,2,4]
    testk = test + [["s", "p", "u", "x"], ["p", "q", "v", "zz"],
                    ["s", "r", "u", "zz"], ["q", "p", "v", "zz"]]
    sets.append(("toyk", names, rows, testk, ()))
    n, v, wrows = read_arff(os.path.join(EX, "weather.nominal.arff"))
    sets.append(("weather", n, wrows, [r[:-1] for r in wrows], ()))
    n, v, vrows = read_arff(os.path.join(EX, "vote.arff"))
    vtr = [r for i, r in enumerate(vrows) if i % 3 != 0]
    vte = [r[:-1] for i, r in enumerate(vrows) if i % 3 == 0]
    sets.append(("vote", n, vtr, vte, ()))
    vtrc = [r for r in vtr if None not in r]
    vtec = [r for r in vte if None not in r]
    sets.append(("votec", n, vtrc, vtec, ()))
    names, rows, test = make_numeric()
    sets.append(("numeric", names, rows, test, (0, 1, 2)))

    sql = ["-- test/data/semi.sql — the data sets of the Weka goldens of test/tan.test",
           "-- and test/aode.test, written by tools/golden_semi.py (which says where the",
           "-- rows came from; vote and weather are Weka's examples).  Tables NAME_tr",
           "-- (training rows) and NAME_te (test rows, label column NULL) for NAME in",
           "-- toy, weather, vote, votec (vote's complete rows), numeric; id is the",
           "-- row's position in the script's list.  Never reorder the rows."]
    tan, aode = [], []
    for name, names, tr, te, numeric in sets:
        res = weka(tmp, name, names, tr, te, numeric)
        sql.append(table(name + "_tr", names, tr))
        sql.append(table(name + "_te", names, [r + [None] for r in te]))
        classes = sorted({r[-1] for r in tr}, key=sqlkey)
        names = [x.replace("-", "_") for x in names]
        sql.pop(); sql.pop()
        sql.append(table(name + "_tr", names, tr))
        sql.append(table(name + "_te", names, [r + [None] for r in te]))
        feats = ", ".join(names[:-1])
        for dst in (tan, aode):
            dst.append("set golden(%s,label) %s" % (name, names[-1]))
        tan.append("set golden(%s,cols) {%s}" % (name, feats))
        aode.append("set golden(%s,cols) {%s}" % (name, feats))
        tan.append("set golden(%s,classes) %s" % (name, tcl_list(classes)))
        aode.append("set golden(%s,classes) %s" % (name, tcl_list(classes)))
        if name == "vote":
            # Weka's ReplaceMissingValues (inside BayesNet): each feature's
            # most frequent value in training, the first in the declared
            # (sorted) order on a tie: tan's option impute
            modes = []
            for j in range(len(names) - 1):
                cnt = {}
                for r in tr:
                    if r[j] is not None:
                        cnt[r[j]] = cnt.get(r[j], 0) + 1
                vals = sorted(cnt, key=sqlkey)
                modes.append(max(vals, key=lambda v: (cnt[v], -vals.index(v))))
            tan.append("set golden(vote,impute) {[%s]}"
                       % ",".join('"%s"' % m for m in modes))
        par = [int(p[1]) for p in res["parents"]]
        tan.append("set golden(%s,parents) {%s}" % (
            name, " ".join("null" if p < 0 else str(p + 1) for p in par)))
        if "cuts" in res:
            tan.append("set golden(%s,cuts) {%s}" % (
                name, " ".join(tcl_list(c[1:]) for c in res["cuts"])))
        for tag, dst in (("TAN", tan), ("TAN1", tan), ("AODE", aode),
                         ("AODEF3", aode), ("AODEM", aode), ("AODEF0", aode)):
            if tag not in res:
                continue
            dst.append("set golden(%s,%s) {" % (name, tag))
            for r in res[tag]:
                dst.append("  " + tcl_list(r[1:]))
            dst.append("}")
    out = {"tan": block(tan), "aode": block(aode)}
    sqltext = "\n".join(sql)
    if "--write" in sys.argv:
        open(os.path.join(REPO, "test", "data", "semi.sql"), "w").write(sqltext)
        for k, text in out.items():
            path = os.path.join(REPO, "test", k + ".test")
            src = open(path).read()
            a = src.index("# BEGIN golden_semi.py\n") + len("# BEGIN golden_semi.py\n")
            b = src.index("# END golden_semi.py\n")
            open(path, "w").write(src[:a] + text + src[b:])
    else:
        sys.stdout.write(sqltext + out["tan"] + out["aode"])


if __name__ == "__main__":
    main()
