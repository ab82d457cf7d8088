"""weka_compare.py — issue 26's evaluation, extended by issue 36:
naive_bayes's numeric families (numeric=gaussian|discretize|kde|weka_normal)
and the kinds tan and aode beside Weka 3.6's Bayes classifiers (NaiveBayes
plain, -K, -D; AODE, BayesNet-TAN, HNB, WAODE) on ten of Weka's own data
sets, on identical 70/30 splits; and one rule, a 10-fold cross-validation
on each training split, that tunes and blends the six families.

    make weka-compare        (= make deps-weka bayes.so, then this script)
    /usr/bin/python3 tools/weka_compare.py [--out FILE] [SET ...]
    /usr/bin/python3 tools/weka_compare.py [--out FILE] --render

(--render: the doc again from build/weka/results.json, which only a run of
all ten sets into docs/weka-comparison.md writes; other runs write
build/weka/results-last.json.  --render-from JSON...: from the results
files named; with WEKA_RENDER_P2=1, a WEKA_PROTOCOL=3 run's results are
rendered with protocol 2's blend, kept from the same CV, as the rule.)

Debian's /usr/bin/python3 (its sqlite3 can load extensions; sklearn for the
split); BAYES_SO (default ./bayes) is the extension, WEKA_JAR (default
/usr/share/java/weka.jar) Weka, WEKA_DATA (default
/usr/share/doc/weka/examples) the data sets.  Work files go to build/weka/.

What it does, per data set:

1. Parses the ARFF file (nominal and numeric attributes, '?' = missing,
   quoted values; the class is the last attribute; rows whose class is
   missing are dropped: there are none in these ten).  segment is
   segment-challenge.arff (1500 rows) + segment-test.arff (810 rows)
   concatenated: the 2310 rows of UCI's image segmentation set, split
   70/30 like the others (not Weka's challenge/test split).
2. Splits the rows 70/30, stratified by class, with scikit-learn's
   train_test_split(test_size=0.3, stratify=class, random_state=SEED),
   SEED = 1, and writes build/weka/<set>/train.arff and test.arff: the
   ARFF header and the data lines of the original file, verbatim.  Weka
   and bayes read those same rows.
3. Weka: NaiveBayes, NaiveBayes -K and NaiveBayes -D trained on train.arff,
   each test row's class distribution printed at full precision by a
   20-line Java program run against weka.jar (tools/weka_compare.py writes
   it to build/weka/WekaDist.java; java's single-file source launch).  If
   The same program then prints AODE, HNB and WAODE (each behind a
   FilteredClassifier with weka.filters.supervised.attribute.Discretize)
   and BayesNet -Q TAN -E SimpleEstimator -A 0.5, or "! error" for one
   that refuses the set (HNB and WAODE: missing values).  If
   that cannot run (a JRE without the compiler module), Weka's own CLI
   (-t train -T test -p 0 -distribution) is used: 3 decimals, so its log
   loss is then coarse, and the table says so.
4. bayes: the same rows in SQLite (numeric attributes REAL, nominal TEXT,
   '?' NULL); every nominal attribute is declared categorical= (some look
   numeric, e.g. breast-cancer's deg-malig '1','2','3'); fitted with
   'naive_bayes numeric=F categorical=...' for F in gaussian, discretize,
   kde, weka_normal (Weka's NormalEstimator: plain NaiveBayes's twin), and
   every test row scored with bayes_proba (gaussian: with the default
   std_floor since issue 35, a floor on each standard deviation; the doc's
   tables of 2026-11-27 are from before it, see tools/weka_floor.py).
   tan and aode: 'tan cuts=...' and 'aode cuts=...' with the cut points
   of density_nb fitted on the training split (function semi_cuts; the CV
   folds use the same cuts).  Nothing else is set:
   the defaults (alpha=1 on categories seen in training, class priors
   from the counts) are what a user gets.  WEKA_PROTOCOL=2 (issue 36's
   second protocol, docs/weka-comparison.md): tan also gets
   min_categories= (the declared values; a numeric feature's bins) and
   impute= (each feature's training mode), as Weka's BayesNet-TAN counts
   (function tan_weka_opt); all else the same.  WEKA_PROTOCOL=3 (the third
   protocol): as 2, and the blend deployed is chosen by the one-standard-
   error rule of step 8.
5. Accuracy = share of test rows whose most probable class (first in the
   ARFF's class order on a tie) is the true one; log loss = mean of
   -ln(max(p_true, 1e-15)), natural log, computed here from the
   distributions for all seven columns alike.
6. Cross-validation: 10 folds of the training split, stratified (within
   each class, the rows in training-split order numbered 0,1,2,... and
   fold = number % 10), for the four families: fit on nine folds, score
   the tenth (refit per fold, plain SQL), pooled accuracy and log loss.
   And a per-feature choice, measured (not a feature of the extension):
   starting from the family the CV chose for the set, each numeric feature
   in turn tries the four families, keeping the one with the lowest CV
   log loss (one greedy sweep); its test-split figures are reported.
7. Tuned (function tune): one rule for every set, by 10-fold CV on the
   training split in one pass per family (fold models GROUP BY fold, the
   other nine merged with bayes_merge, each candidate option string of
   tune_grid applied with bayes_with): the lowest pooled CV log loss picks
   ONE family and its options, fitted on the whole training split and
   scored on the test split.  Also on the splits of seeds 2..REPEATS.
8. Blended (function blend, in the same pass, no extra fit for the CV): per
   family the candidate with the lowest pooled CV log loss within that
   family (ranked as tune ranks; tan's grid alpha, aode's m), and its
   held-out probabilities (bayes_proba's JSON of every training row, in a
   temp table); then the weights (w_gaussian, w_discretize, w_kde,
   w_weka_normal, w_tan, w_aode) on the simplex in steps of 0.1 (3003
   points; a set with no numeric feature has gaussian, i.e. categorical
   naive Bayes, tan and aode: 66 points; lexicographic order ascending,
   the first minimum wins a tie) whose weighted average has the lowest
   pooled CV log loss (p clipped at 1e-15; searched with numpy on each
   family's held-out p(true class), the chosen point's CV log loss
   recomputed by bayes_blend in SQL and checked to 1e-9); then each
   family's options fitted on the whole training split, the test rows
   scored by each and blended with those weights by bayes_blend in SQL.
   The extension must have bayes_blend (the script stops if it does not).
   WEKA_PROTOCOL=3: of three nested points, (0) the naive family vertex
   with the lowest pooled CV log loss, (1) the lowest point with no weight
   on tan and aode, (2) the lowest point (protocols 1 and 2's blend), the
   first whose per-row held-out log loss exceeds (2)'s by at most one
   standard error of the mean difference is deployed (the one-standard-
   error rule); (2) is kept beside it as "blended_p2" in each repeat.
9. Significance over the REPEATS splits: Weka Experimenter's corrected
   resampled paired t-test (Nadeau and Bengio 2003, PairedCorrectedTTester),
   d_i = bayes_i - bestWeka_i (the Weka variant with the best mean on the
   set), t = mean(d) / sqrt((1/k + n_test/n_train) s^2), k - 1 degrees of
   freedom, two-sided p (scipy); s^2 = 0 gives p = 1 if mean(d) = 0, else
   0.  For accuracy and log loss, tuned and blended; marked at 0.05 "v"
   (bayes significantly better) or "*" (significantly worse).  "best
   Weka" is the best of NB, -K, -D, AODE and TAN (issue 36's five).
10. Issue 36's targets (function issue36_section) over the splits, and the
   figure docs/figures/weka.svg with its data docs/figures/weka.tsv (mean
   accuracy per set: best naive Weka, best of the five, the blended rule),
   written by a run of all ten sets into the doc and by --render; the doc
   prints the same numbers after <!-- figure-data: weka -->, and
   test/figures.test checks that they equal the .tsv.

The Markdown goes to docs/weka-comparison.md, between the markers
<!-- weka_compare: begin --> and <!-- weka_compare: end -->; text outside
them is kept (written by hand, with the figures of the run it discusses).
"""
import json
import math
import os
import re
import sqlite3
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SO = os.environ.get("BAYES_SO", os.path.join(ROOT, "bayes"))
JAR = os.environ.get("WEKA_JAR", "/usr/share/java/weka.jar")
DATA = os.environ.get("WEKA_DATA", "/usr/share/doc/weka/examples")
WORK = os.path.join(ROOT, "build", "weka")
SEED = int(os.environ.get("WEKA_FIRST_SEED", "1"))   # the first split's seed
TEST_SIZE = 0.3
FOLDS = 10
REPEATS = int(os.environ.get("WEKA_REPEATS", "10"))   # splits, seeds SEED..SEED+REPEATS-1
# issue 36's protocols (docs/weka-comparison.md): 1, the run of 2026-11-28
# (tan and aode with their defaults); 2, the rerun on fresh splits: tan
# imputes and counts the declared values as Weka's BayesNet-TAN does
# (tan_weka_opt), the rest unchanged; 3, the run on seeds 31..50: as 2, the
# blend deployed chosen by the one-standard-error rule (function blend)
PROTOCOL = int(os.environ.get("WEKA_PROTOCOL", "1"))
CLIP = 1e-15
FAMILIES = ["gaussian", "discretize", "kde", "weka_normal"]   # naive_bayes's
SEMI = ["tan", "aode"]          # issue 36: the one-dependence kinds
ALL = FAMILIES + SEMI           # every bayes family of the tables and the rule
FAM_COLS = " | ".join("bayes " + f for f in ALL)
FAM_SHORT = "/".join({"weka_normal": "n"}.get(f, f[0]) for f in ALL)   # g/d/k/n/t/a
WEKA_VARIANTS = [("weka", []), ("weka_k", ["-K"]), ("weka_d", ["-D"])]
WEKA_NAIVE = [n for n, _ in WEKA_VARIANTS]
# Weka's other Bayes classifiers (issue 36), each in one Java run with the
# naive ones: AODE, HNB and WAODE behind a FilteredClassifier with the
# supervised Discretize (they take nominal attributes only), BayesNet with
# the TAN search and SimpleEstimator -A 0.5 (it discretizes numeric
# attributes itself with the same filter)
WEKA_SEMI = ["weka_aode", "weka_tan", "weka_hnb", "weka_waode"]
WEKA_ALL = WEKA_NAIVE + WEKA_SEMI
WEKA_TARGET = WEKA_NAIVE + ["weka_aode", "weka_tan"]   # issue 36's "best Weka"
WEKA_NAMES = {"weka": "NB", "weka_k": "-K", "weka_d": "-D", "weka_aode": "AODE",
              "weka_tan": "TAN", "weka_hnb": "HNB", "weka_waode": "WAODE"}
DOC = os.path.join(ROOT, "docs", "weka-comparison.md")
BEGIN = "<!-- weka_compare: begin -->"
END = "<!-- weka_compare: end -->"

SETS = [
    ("glass", ["glass.arff"]),
    ("segment", ["segment-challenge.arff", "segment-test.arff"]),
    ("ionosphere", ["ionosphere.arff"]),
    ("labor", ["labor.arff"]),
    ("iris", ["iris.arff"]),
    ("diabetes", ["diabetes.arff"]),
    ("credit-g", ["credit-g.arff"]),
    ("breast-cancer", ["breast-cancer.arff"]),
    ("vote", ["vote.arff"]),
    ("soybean", ["soybean.arff"]),
]

# ------------------------------------------------------------------ ARFF


def split_values(line):
    """Comma-separated ARFF values; '...' and "..." quote (with \\ escapes)."""
    out, cur, quote, i, quoted = [], [], None, 0, False
    while i < len(line):
        c = line[i]
        if quote:
            if c == "\\" and i + 1 < len(line):
                cur.append(line[i + 1])
                i += 1
            elif c == quote:
                quote = None
            else:
                cur.append(c)
        elif c in "'\"":
            quote, quoted = c, True
        elif c == ",":
            out.append(("".join(cur).strip(), quoted))
            cur, quoted = [], False
        else:
            cur.append(c)
        i += 1
    out.append(("".join(cur).strip(), quoted))
    return out


class Arff:
    def __init__(self, path):
        self.attrs = []          # (name, None for numeric | [values])
        self.header = []         # header lines through @data, verbatim
        self.lines = []          # data lines, verbatim
        self.rows = []           # parsed: str for nominal, float, None
        in_data = False
        with open(path, encoding="utf-8", errors="replace") as f:
            for raw in f:
                line = raw.rstrip("\n")
                s = line.strip()
                if not in_data:
                    self.header.append(line)
                    low = s.lower()
                    if low.startswith("@attribute"):
                        self.attrs.append(self._attr(s))
                    elif low.startswith("@data"):
                        in_data = True
                    continue
                if not s or s.startswith("%"):
                    continue
                if s.startswith("{"):
                    raise SystemExit("%s: sparse ARFF is not supported" % path)
                vals = split_values(s)
                if len(vals) != len(self.attrs):
                    raise SystemExit("%s: %d values, %d attributes: %s"
                                     % (path, len(vals), len(self.attrs), s))
                row = []
                for (v, quoted), (_, nominal) in zip(vals, self.attrs):
                    if v == "?" and not quoted:
                        row.append(None)
                    elif nominal is None:
                        row.append(float(v))
                    else:
                        if v not in nominal:
                            raise SystemExit("%s: %r is not a value of %s"
                                             % (path, v, nominal))
                        row.append(v)
                self.lines.append(line)
                self.rows.append(row)

    @staticmethod
    def _attr(s):
        m = re.match(r"@attribute\s+('[^']*'|\"[^\"]*\"|\S+)\s+(.*)$", s, re.I)
        name, rest = m.group(1).strip("'\""), m.group(2).strip()
        if rest.startswith("{"):
            body = rest[1:rest.rindex("}")]
            return (name, [v for v, _ in split_values(body)])
        if rest.split()[0].lower() in ("numeric", "real", "integer"):
            return (name, None)
        raise SystemExit("attribute %s: type %s is not supported" % (name, rest))


# ----------------------------------------------------------------- split


def make_split(name, files, seed=SEED):
    from sklearn.model_selection import train_test_split
    parts = [Arff(os.path.join(DATA, f)) for f in files]
    a = parts[0]
    for p in parts[1:]:
        if p.attrs != a.attrs:
            raise SystemExit("%s: the files' attributes differ" % name)
        a.lines += p.lines
        a.rows += p.rows
    keep = [i for i, r in enumerate(a.rows) if r[-1] is not None]
    y = [a.rows[i][-1] for i in keep]
    tr, te = train_test_split(keep, test_size=TEST_SIZE, stratify=y,
                              random_state=seed)
    d = os.path.join(WORK, name, "seed%d" % seed)
    os.makedirs(d, exist_ok=True)
    for fname, idx in (("train.arff", tr), ("test.arff", te)):
        with open(os.path.join(d, fname), "w", encoding="utf-8") as f:
            f.write("\n".join(a.header) + "\n")
            for i in idx:
                f.write(a.lines[i] + "\n")
    return a, [a.rows[i] for i in tr], [a.rows[i] for i in te], d


# ------------------------------------------------------------------ Weka

JAVA = r"""
import weka.classifiers.Classifier;
import weka.classifiers.bayes.AODE;
import weka.classifiers.bayes.BayesNet;
import weka.classifiers.bayes.HNB;
import weka.classifiers.bayes.NaiveBayes;
import weka.classifiers.bayes.WAODE;
import weka.classifiers.bayes.net.estimate.SimpleEstimator;
import weka.classifiers.bayes.net.search.local.TAN;
import weka.classifiers.meta.FilteredClassifier;
import weka.filters.supervised.attribute.Discretize;
import weka.core.Instances;
import weka.core.converters.ConverterUtils.DataSource;

/* WekaDist train.arff test.arff [options]...: for each option string
   (e.g. "", "-K", "-D") one NaiveBayes, then "# options" and one line per
   test row: its class distribution at full precision.  Then the same for
   weka_aode, weka_tan, weka_hnb, weka_waode; one that throws prints
   "! message" instead of its rows. */
public class WekaDist {
    public static void main(String[] a) throws Exception {
        Instances tr = DataSource.read(a[0]);
        tr.setClassIndex(tr.numAttributes() - 1);
        Instances te = DataSource.read(a[1]);
        te.setClassIndex(te.numAttributes() - 1);
        StringBuilder sb = new StringBuilder();
        for (int v = 2; v < a.length; v++) {
            NaiveBayes nb = new NaiveBayes();
            nb.setOptions(weka.core.Utils.splitOptions(a[v]));
            nb.buildClassifier(tr);
            sb.append("# ").append(a[v]).append('\n');
            for (int i = 0; i < te.numInstances(); i++) {
                double[] d = nb.distributionForInstance(te.instance(i));
                for (int k = 0; k < d.length; k++)
                    sb.append(k > 0 ? " " : "").append(Double.toString(d[k]));
                sb.append('\n');
            }
        }
        String[] semi = {"weka_aode", "weka_tan", "weka_hnb", "weka_waode"};
        for (String n : semi) {
            sb.append("# ").append(n).append('\n');
            try {
                Classifier c;
                if (n.equals("weka_tan")) {
                    BayesNet bn = new BayesNet();
                    bn.setSearchAlgorithm(new TAN());
                    SimpleEstimator e = new SimpleEstimator();
                    e.setAlpha(0.5);
                    bn.setEstimator(e);
                    c = bn;
                } else {
                    FilteredClassifier fc = new FilteredClassifier();
                    fc.setFilter(new Discretize());
                    fc.setClassifier(n.equals("weka_aode") ? new AODE()
                                     : n.equals("weka_hnb") ? (Classifier) new HNB()
                                     : new WAODE());
                    c = fc;
                }
                c.buildClassifier(new Instances(tr));
                StringBuilder s2 = new StringBuilder();
                for (int i = 0; i < te.numInstances(); i++) {
                    double[] d = c.distributionForInstance(te.instance(i));
                    for (int k = 0; k < d.length; k++)
                        s2.append(k > 0 ? " " : "").append(Double.toString(d[k]));
                    s2.append('\n');
                }
                sb.append(s2);
            } catch (Exception e) {
                sb.append("! ").append(e.toString().replace('\n', ' ')).append('\n');
            }
        }
        System.out.print(sb);
    }
}
"""

# WEKA_CLI=1: use Weka's CLI -p output (3 decimals) without trying WekaDist
WEKA_PRECISION = "3 decimals" if os.environ.get("WEKA_CLI") == "1" else "full"


def weka_full(d):
    src = os.path.join(WORK, "WekaDist.java")
    with open(src, "w") as f:
        f.write(JAVA)
    cmd = ["java", "-cp", JAR, src, os.path.join(d, "train.arff"),
           os.path.join(d, "test.arff")] + [" ".join(o) for _, o in WEKA_VARIANTS]
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    res, cur = {}, None
    names = dict((" ".join(o), n) for n, o in WEKA_VARIANTS)
    for line in out.splitlines():
        if line.startswith("#"):
            cur = line[1:].strip()
            cur = names.get(cur, cur)
            res[cur] = []
        elif line.startswith("!"):
            res[cur] = line[1:].strip()          # the classifier's error
        elif line.strip():
            res[cur].append([float(v) for v in line.split()])
    return res


def weka_cli(d):
    """Weka's own -p 0 -distribution: distributions to 3 decimals."""
    res = {}
    for n, opts in WEKA_VARIANTS:
        cmd = ["java", "-cp", JAR, "weka.classifiers.bayes.NaiveBayes"] + opts + [
            "-t", os.path.join(d, "train.arff"), "-T", os.path.join(d, "test.arff"),
            "-p", "0", "-distribution"]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
        rows = []
        for line in out.splitlines():
            # "inst# actual predicted [+] dist": names may hold spaces (cut
            # to 8 characters); the distribution is the last field
            m = re.match(r"\s*\d+\s.*\s(\S*,\S*)\s*$", line)
            if m:
                rows.append([float(v.lstrip("*")) for v in m.group(1).split(",")])
        res[n] = rows
    return res


def run_weka(d):
    global WEKA_PRECISION
    if WEKA_PRECISION == "full":
        try:
            return weka_full(d)
        except (subprocess.CalledProcessError, OSError) as e:
            sys.stderr.write("WekaDist did not run (%s); using Weka's CLI -p "
                             "(3 decimals)\n" % (getattr(e, "stderr", "") or e))
            WEKA_PRECISION = "3 decimals"
    return weka_cli(d)


# ----------------------------------------------------------------- bayes


def connect():
    db = sqlite3.connect(":memory:")
    db.enable_load_extension(True)
    db.load_extension(SO)
    try:
        db.execute("""SELECT bayes_blend('{"a":1}', 1)""").fetchone()
    except sqlite3.OperationalError as e:
        if "no such function" not in str(e):
            raise
        raise SystemExit("%s has no bayes_blend (the blended rule needs it): "
                         "rebuild it from this tree (make)" % SO)
    return db


def load_tables(db, a, train, test):
    nf = len(a.attrs) - 1
    cols = ", ".join("f%d %s" % (j + 1, "REAL" if a.attrs[j][1] is None else "TEXT")
                     for j in range(nf))
    for t, rows in (("train", train), ("test", test)):
        db.execute("CREATE TABLE %s(id INTEGER PRIMARY KEY, y TEXT, %s, fold INT)"
                   % (t, cols))
        db.executemany("INSERT INTO %s VALUES (%s)" % (t, ",".join("?" * (nf + 3))),
                       [[i, r[-1]] + r[:-1] + [None] for i, r in enumerate(rows)])
    # stratified folds: within each class, rows numbered in split order
    db.execute("""UPDATE train SET fold = (SELECT n % ? FROM (SELECT id AS i,
                    row_number() OVER (PARTITION BY y ORDER BY id) - 1 AS n FROM train)
                  WHERE i = train.id)""", (FOLDS,))
    return nf


def semi_cuts(db, a, nf):
    """issue 36: the cut points of the numeric features for tan and aode,
    from density_nb fitted on the training split ('$.cuts', Weka's
    supervised MDL cuts), as the option ' cuts=[...]' (null for a nominal
    feature; '' without numeric features).  Kept on the split's Arff object
    for spec_for; the CV folds use the same cuts (found on the whole
    training split, never on the test split)."""
    numeric = [j for j, (_, v) in enumerate(a.attrs[:-1]) if v is None]
    a.semi_opt = ""
    if numeric:
        cuts = json.loads(db.execute(
            "SELECT bayes_info(bayes_fit('density_nb', y, %s)) ->> '$.cuts' FROM train"
            % ", ".join("f%d" % (j + 1) for j in numeric)).fetchone()[0])
        full = [None] * nf
        for j, c in zip(numeric, cuts):
            full[j] = c
        a.semi_opt = " cuts=" + json.dumps(full, separators=(",", ":"))
    a.tan_opt = a.semi_opt + (tan_weka_opt(db, a, nf, full if numeric else None)
                              if PROTOCOL >= 2 else "")
    return a.semi_opt


def tan_weka_opt(db, a, nf, full):
    """Protocol 2 (issue 36's rerun): tan as Weka's BayesNet-TAN counts and
    scores: ' min_categories=[...]' (the values the ARFF header declares; a
    numeric feature's bins, one more than its cuts) and ' impute=[...]', each
    feature's most frequent value in the training split (a numeric feature:
    its most frequent bin, written as a number inside it; the first in the
    declared order on a tie), which BayesNet's ReplaceMissingValues puts in
    place of a missing value before it counts and before it scores.  Found on
    the whole training split (as the cuts), never on the test split; the CV
    folds use the same.  tools/weka_compare_semi.py checks that this gives
    Weka TAN's probabilities."""
    mc, imp = [], []
    for j, (_, v) in enumerate(a.attrs[:-1]):
        cuts = full[j] if full is not None else None
        mc.append(len(v) if v is not None else len(cuts) + 1)
        col = [x for (x,) in db.execute("SELECT f%d FROM train WHERE f%d IS NOT NULL "
                                        "ORDER BY id" % (j + 1, j + 1))]
        if not col:
            imp.append(None)
        elif v is not None:
            cnt = dict((val, 0) for val in v)
            for val in col:
                cnt[val] += 1
            imp.append(max(v, key=lambda val: (cnt[val], -v.index(val))))
        else:
            nb = [0] * (len(cuts) + 1)
            for x in col:
                nb[sum(1 for c in cuts if c < x)] += 1
            b = max(range(len(nb)), key=lambda k: (nb[k], -k))
            imp.append(cuts[b] if b < len(cuts) else (cuts[-1] + 1.0 if cuts else 0.0))
    # (white space inside a category is written \u0020: the spec splits
    # options at white space)
    return (" min_categories=[%s]" % ",".join(str(k) for k in mc) + " impute=" +
            json.dumps(imp, separators=(",", ":")).replace(" ", "\\u0020"))


def spec_for(a, numeric, per_feature=None):
    if numeric == "tan":
        return numeric + a.tan_opt
    if numeric in SEMI:
        return numeric + a.semi_opt
    nominal = [str(j + 1) for j, (_, v) in enumerate(a.attrs[:-1]) if v is not None]
    s = "naive_bayes"
    if numeric is not None:
        s += " numeric=" + numeric
    if per_feature:
        byfam = {}
        for j, fam in sorted(per_feature.items()):
            byfam.setdefault(fam, []).append(str(j + 1))
        for fam in sorted(byfam):
            s += " %s=%s" % (fam, ",".join(byfam[fam]))
    if nominal:
        s += " categorical=" + ",".join(nominal)
    return s


class BayesError(Exception):
    pass


def fit_score(db, spec, nf, where_fit, where_score):
    feats = ", ".join("f%d" % (j + 1) for j in range(nf))
    try:
        db.execute("DROP TABLE IF EXISTS m")
        db.execute("CREATE TABLE m AS SELECT bayes_fit(?, y, %s) AS model FROM %s"
                   % (feats, where_fit), (spec,))
        rows = db.execute("SELECT y, bayes_proba(m.model, %s) FROM %s, m ORDER BY id"
                          % (feats, where_score)).fetchall()
        info = db.execute("SELECT bayes_info(model) FROM m").fetchone()[0]
    except sqlite3.Error as e:
        raise BayesError(str(e))
    return [(y, json.loads(p)) for y, p in rows], json.loads(info)


# --------------------------------------------------------------- metrics


def metrics(truth, dists, classes):
    """truth: labels; dists: per row a list in `classes` order."""
    right, loss = 0, 0.0
    for y, d in zip(truth, dists):
        best = max(range(len(d)), key=lambda k: (d[k], -k))
        right += classes[best] == y
        p = d[classes.index(y)]
        if not (p == p):                      # NaN
            return None
        loss -= math.log(min(max(p, CLIP), 1.0))
    return {"acc": right / len(truth), "ll": loss / len(truth)}


def bayes_metrics(scored, classes):
    for _, p in scored:
        for v in p.values():
            if not isinstance(v, (int, float)) or v != v:
                return None
    return metrics([y for y, _ in scored],
                   [[p.get(c, 0.0) for c in classes] for _, p in scored], classes)


def merge_check(db, a, nf, numeric):
    """CV by merge (docs/evaluate.md): the model of nine folds as bayes_merge
    of their fold models.  Returns how many of the FOLDS merged BLOBs are
    byte-identical to refitting those rows."""
    spec = spec_for(a, numeric)
    feats = ", ".join("f%d" % (j + 1) for j in range(nf))
    try:
        db.execute("DROP TABLE IF EXISTS folds")
        db.execute("CREATE TABLE folds AS SELECT fold AS f, bayes_fit(?, y, %s) AS model "
                   "FROM train GROUP BY fold" % feats, (spec,))
        same, worst = 0, 0.0
        for f in range(FOLDS):
            merged, refit = db.execute(
                "SELECT (SELECT bayes_merge(model) FROM folds WHERE f <> ?1), "
                "(SELECT bayes_fit(?2, y, %s) FROM train WHERE fold <> ?1)" % feats,
                (f, spec)).fetchone()
            same += merged == refit
            for p, q in db.execute("SELECT bayes_proba(?1, %s), bayes_proba(?2, %s) "
                                   "FROM train WHERE fold = ?3" % (feats, feats),
                                   (merged, refit, f)):
                p, q = json.loads(p), json.loads(q)
                worst = max([worst] + [abs(p[k] - q[k]) for k in q])
    except sqlite3.Error as e:
        return str(e)
    return {"same": same, "max_abs": worst}


def cv(db, a, nf, classes, numeric, per_feature=None):
    spec = spec_for(a, numeric, per_feature)
    scored = []
    for f in range(FOLDS):
        s, _ = fit_score(db, spec, nf, "train WHERE fold <> %d" % f,
                         "(SELECT * FROM train WHERE fold = %d)" % f)
        scored += s
    return bayes_metrics(scored, classes)


# One rule for every set: the grid below, searched by 10-fold CV on the
# training split in one pass per family (docs/evaluate.md section 9: fold
# models GROUP BY fold, the other nine merged with bayes_merge, each
# candidate applied with bayes_with, no refit), chosen by the pooled
# held-out log loss (ties: accuracy, then grid order); the chosen options
# are then applied to the model of the whole training split and scored on
# the test split.
TUNE_VAR = ["1e-9", "1e-6", "1e-4", "1e-3", "1e-2", "0.03", "0.1", "0.3", "1"]
TUNE_ALPHA = ["0.1", "0.3", "0.5", "1", "2"]
TUNE_KDE = ["0.25", "0.5", "0.75", "1", "1.5", "2"]
TUNE_M = ["0", "0.5", "1", "2", "4"]   # aode: m = 0 is Laplace, else the m-estimate
BLEND_STEPS = 10        # the blend's weights: multiples of 1/10 summing to 1


def tune_grid(a, fam):
    if fam == "tan":
        return ["alpha=%s" % al for al in TUNE_ALPHA]
    if fam == "aode":
        return ["m=%s" % m for m in TUNE_M]
    nominal = any(v is not None for _, v in a.attrs[:-1])
    numeric = any(v is None for _, v in a.attrs[:-1])
    alphas = TUNE_ALPHA if (nominal or fam == "discretize") else ["1"]
    if fam == "gaussian" and numeric:
        extra = [" var_smoothing=%s" % v for v in TUNE_VAR]
    elif fam == "kde":
        extra = [" kde_scale=%s" % k for k in TUNE_KDE]
    else:
        extra = [""]
    return [("alpha=%s" % al) + e for e in extra for al in alphas]


def tune(db, a, nf, classes, seed_note=""):
    feats = ", ".join("f%d" % (j + 1) for j in range(nf))
    numeric = any(v is None for _, v in a.attrs[:-1])
    fams = (FAMILIES if numeric else ["gaussian"]) + SEMI
    best = best_acc = None
    skipped = {}
    fam_best = {}       # per family: (key, opts, cvm, held-out probabilities)
    n_cand = 0
    for fam in fams:
        spec = spec_for(a, fam)
        try:
            db.execute("DROP TABLE IF EXISTS tfolds")
            db.execute("CREATE TABLE tfolds AS SELECT fold AS f, bayes_fit(?, y, %s) AS model "
                       "FROM train GROUP BY fold" % feats, (spec,))
            others = [db.execute("SELECT bayes_merge(model) FROM tfolds WHERE f <> ?",
                                 (f,)).fetchone()[0] for f in range(FOLDS)]
            for opts in tune_grid(a, fam):
                n_cand += 1
                scored, held = [], []
                for f in range(FOLDS):
                    m = db.execute("SELECT bayes_with(?, ?)", (others[f], opts)).fetchone()[0]
                    for i, y, p in db.execute(
                            "SELECT id, y, bayes_proba(?1, %s) FROM train WHERE fold = ?2 "
                            "ORDER BY id" % feats, (m, f)):
                        scored.append((y, json.loads(p)))
                        held.append((i, y, p))
                cvm = bayes_metrics(scored, classes)
                if cvm is None:
                    continue
                key = (cvm["ll"], -cvm["acc"])
                if best is None or key < best[0]:
                    best = (key, fam, opts, cvm)
                if fam not in fam_best or key < fam_best[fam][0]:
                    fam_best[fam] = (key, opts, cvm, held)
                key = (-cvm["acc"], cvm["ll"])
                if best_acc is None or key < best_acc[0]:
                    best_acc = (key, fam, opts, cvm)
        except sqlite3.Error as e:
            if fam not in SEMI:
                raise BayesError("tune %s: %s" % (fam, e))
            skipped[fam] = str(e)      # e.g. max_cells: the family sits out

    def on_test(fam, opts):
        full = db.execute("SELECT bayes_with(bayes_fit(?, y, %s), ?) FROM train" % feats,
                          (spec_for(a, fam), opts)).fetchone()[0]
        scored = [(y, json.loads(p)) for y, p in db.execute(
            "SELECT y, bayes_proba(?1, %s) FROM test ORDER BY id" % feats, (full,))]
        return bayes_metrics(scored, classes)
    _, fam, opts, cvm = best
    _, fam_a, opts_a, cvm_a = best_acc
    res = {"family": fam, "opts": opts, "cv": cvm, "test": on_test(fam, opts),
           "candidates": n_cand, "skipped": skipped,
           # the secondary rule, reported beside: the highest CV accuracy
           "acc_rule": {"family": fam_a, "opts": opts_a, "cv": cvm_a,
                        "test": on_test(fam_a, opts_a)}}
    res["blended"] = blend(db, a, feats, classes, fams, fam_best, res)
    return res


def simplex(k, n=BLEND_STEPS):
    """The weight points (integers summing to n) of k families, in
    lexicographic order ascending."""
    if k == 1:
        yield (n,)
        return
    for i in range(n + 1):
        for rest in simplex(k - 1, n - i):
            yield (i,) + rest


def blend(db, a, feats, classes, fams, fam_best, tuned):
    """The blended rule: per family the candidate tune ranks first within it,
    its held-out CV probabilities; the weights on the simplex (step 0.1) with
    the lowest pooled CV log loss of bayes_blend of them; then each family's
    options on the whole training split, its test probabilities blended with
    those weights.  All blends in SQL (bayes_blend)."""
    have = [f for f in fams if f in fam_best]
    per = dict((f, {"opts": fam_best[f][1], "cv": fam_best[f][2]}) for f in have)
    if len(have) < 2:
        # one family (no numeric feature): nothing to blend, the tuned model
        return {"same_as_tuned": True, "families": per,
                "weights": dict((f, 1.0) for f in have),
                "opts": dict((f, fam_best[f][1]) for f in have),
                "cv": tuned["cv"], "test": tuned["test"], "points": 1}
    cols = ", ".join("p%d TEXT" % j for j in range(len(have)))
    args = ", ".join("p%d, ?%d" % (j, j + 1) for j in range(len(have)))
    held = [fam_best[f][3] for f in have]
    for h in held[1:]:
        if [(i, y) for i, y, _ in h] != [(i, y) for i, y, _ in held[0]]:
            raise BayesError("blend: the families' held-out rows differ")
    try:
        # the held-out probabilities, one row per training row in the pooled
        # CV order (fold, then id): p0, p1, ... the families in FAMILIES order
        db.execute("DROP TABLE IF EXISTS bcv")
        db.execute("CREATE TEMP TABLE bcv(seq INTEGER PRIMARY KEY, id INT, y TEXT, %s)"
                   % cols)
        db.executemany("INSERT INTO bcv VALUES (%s)" % ",".join("?" * (3 + len(have))),
                       [[n, i, y] + [h[n][2] for h in held]
                        for n, (i, y, _) in enumerate(held[0])])
        # the weight search (issue 36: up to 6 families, 3003 points): the
        # blend is linear, so each point's pooled CV log loss needs only the
        # held-out p(true class) of every family, mixed with numpy; the
        # chosen point's is then computed by bayes_blend in SQL and must agree
        import numpy as np
        ptrue = np.array([[json.loads(p).get(y, 0.0) for _, y, p in h] for h in held])
        pts = np.array(list(simplex(len(have))), dtype=float) / BLEND_STEPS
        mix = np.clip(pts @ ptrue, CLIP, 1.0)
        lls = -np.log(mix).mean(axis=1)
        lls = np.where(np.isnan(lls), np.inf, lls)
        k = int(np.argmin(lls))   # first minimum
        points = len(pts)
        # protocol 3 (docs/weka-comparison.md): the one-standard-error rule
        # over three nested models, simplest first: (0) the one naive family
        # (a vertex with no weight on tan or aode) with the lowest pooled CV
        # log loss, (1) the best point with no weight on tan or aode (the
        # naive blend), (2) the best point (protocol 2's blend).  The
        # simplest whose pooled CV log loss exceeds the best's by at most
        # one standard error of the mean per-row difference is chosen.
        semi = [j for j, f in enumerate(have) if f in SEMI]
        naive_pts = np.all(pts[:, semi] == 0, axis=1) if semi else np.ones(len(pts), bool)
        vertex = pts.max(axis=1) == 1.0
        ladder = [int(np.argmin(np.where(naive_pts & vertex, lls, np.inf))),
                  int(np.argmin(np.where(naive_pts, lls, np.inf))), k]
        steps = []
        k3 = k
        for kk in ladder:
            diff = np.log(mix[k]) - np.log(mix[kk])   # per row: ll_level - ll_best
            gain = float(diff.mean())
            se = float(diff.std(ddof=1) / math.sqrt(len(diff))) if len(diff) > 1 else 0.0
            steps.append({"gain": gain, "se": se,
                          "weights": dict(zip(have, [float(x) for x in pts[kk]]))})
            if gain <= se:
                k3 = kk
                break
        level = ladder.index(k3)
        picks = {"p2": k, "p3": k3}
        cvms = {}
        for rule, kk in picks.items():
            w = [float(x) for x in pts[kk]]
            scored = [(y, json.loads(p)) for y, p in db.execute(
                "SELECT y, bayes_blend(%s) FROM bcv ORDER BY seq" % args, w)]
            cvm = bayes_metrics(scored, classes)
            if cvm is None or abs(cvm["ll"] - lls[kk]) > 1e-9 * max(1.0, lls[kk]):
                raise BayesError("blend: bayes_blend's CV log loss %r is not numpy's %r"
                                 % (cvm and cvm["ll"], lls[kk]))
            cvms[rule] = cvm
        # each family's options on the whole training split, scored on the test split
        db.execute("DROP TABLE IF EXISTS btest")
        db.execute("CREATE TEMP TABLE btest(id INTEGER PRIMARY KEY, y TEXT, %s)" % cols)
        db.execute("INSERT INTO btest(id, y) SELECT id, y FROM test")
        for j, f in enumerate(have):
            full = db.execute("SELECT bayes_with(bayes_fit(?, y, %s), ?) FROM train" % feats,
                              (spec_for(a, f), fam_best[f][1])).fetchone()[0]
            db.execute("UPDATE btest SET p%d = (SELECT bayes_proba(?1, %s) FROM test "
                       "WHERE test.id = btest.id)" % (j, feats), (full,))
        tests = {}
        for rule, kk in picks.items():
            w = [float(x) for x in pts[kk]]
            scored = [(y, json.loads(p)) for y, p in db.execute(
                "SELECT y, bayes_blend(%s) FROM btest ORDER BY id" % args, w)]
            tests[rule] = bayes_metrics(scored, classes)
    except sqlite3.Error as e:
        raise BayesError("blend: %s" % e)

    def rec(rule):
        return {"same_as_tuned": False, "families": per,
                "weights": dict(zip(have, [float(x) for x in pts[picks[rule]]])),
                "opts": dict((f, fam_best[f][1]) for f in have),
                "cv": cvms[rule], "test": tests[rule], "points": points,
                "se_rule": {"level": level, "steps": steps}}
    # "blended" is the protocol's rule; protocol 3 keeps protocol 2's beside it
    # (the same CV, the same fits), as "p2"
    if PROTOCOL >= 3:
        out = rec("p3")
        out["p2"] = rec("p2")
        return out
    return rec("p2")


# ---------------------------------------------------------------- report


def fmt(m, key):
    return "%.3f" % m[key] if m else "-"


def score_split(name, files, seed):
    """The six columns on one split: (arff, train, test, result dict, db, nf)."""
    a, train, test, d = make_split(name, files, seed)
    classes = a.attrs[-1][1]
    truth = [r[-1] for r in test]
    numeric = [j for j, (_, v) in enumerate(a.attrs[:-1]) if v is None]
    r = {"name": name, "rows": len(a.rows), "train": len(train), "test": len(test),
         "features": len(a.attrs) - 1, "numeric": len(numeric),
         "classes": len(classes),
         "smallest": min(n for n in (sum(1 for x in train if x[-1] == c)
                                     for c in classes) if n),
         "empty": [c for c in classes if not any(x[-1] == c for x in a.rows)],
         "notes": []}
    w = run_weka(d)
    for n, _ in WEKA_VARIANTS:
        if len(w[n]) != len(test):
            raise SystemExit("%s: Weka %s gave %d rows for %d" % (name, n, len(w[n]), len(test)))
        r[n] = metrics(truth, w[n], classes)
    for n in WEKA_SEMI:
        got = w.get(n)
        if isinstance(got, list) and len(got) == len(test):
            r[n] = metrics(truth, got, classes)
        else:
            r[n] = None
            if seed == SEED:
                r["notes"].append("Weka %s: %s" % (WEKA_NAMES[n], got if isinstance(got, str)
                                                   else "did not run"))
    db = connect()
    nf = load_tables(db, a, train, test)
    semi_cuts(db, a, nf)
    for fam in ALL:
        spec = spec_for(a, fam)
        try:
            scored, info = fit_score(db, spec, nf, "train", "test")
        except BayesError as e:
            msg = str(e)
            unbuilt = "does not take option 'numeric'" in msg
            if fam == "gaussian" and unbuilt:
                # numeric= not in this build: gaussian is the default family
                scored, info = fit_score(db, spec_for(a, None), nf, "train", "test")
                r["notes"].append("gaussian fitted without numeric= (not in this build)")
            else:
                r[fam] = None
                if unbuilt:
                    r["notes"].append("%s: not built yet (numeric= unknown)" % fam)
                else:
                    r[fam + "_err"] = msg
                    r["notes"].append("%s: %s (spec %r)" % (fam, msg, spec))
                continue
        r[fam] = bayes_metrics(scored, classes)
        if r[fam] is None:
            r["notes"].append("%s: a probability is not a number (spec %r)" % (fam, spec))
        if fam == "discretize":
            cuts = (info.get("discretize") or {}).get("cuts")
            if cuts is not None:
                r["cuts"] = [len(cuts[j]) if j < len(cuts) and cuts[j] else 0
                             for j in numeric]
    if seed == SEED:
        r["agree"] = agreement(db, a, nf, classes, w, r)
    return a, r, db, nf, classes, numeric


# Which Weka column each family reproduces, when fitted with Weka's
# smoothing: Laplace class priors (prior_alpha=1) and, for nominal
# attributes, Laplace over the values the ARFF header declares
# (min_categories = their number).
TWINS = [("gaussian", "weka"), ("discretize", "weka_d"), ("kde", "weka_k"),
         ("weka_normal", "weka")]


def weka_spec(a, fam):
    mc = [0 if v is None else len(v) for _, v in a.attrs[:-1]]
    s = spec_for(a, fam).replace("naive_bayes", "naive_bayes prior_alpha=1", 1)
    if any(mc):
        s += " min_categories=[%s]" % ",".join(str(m) for m in mc)
    return s


def agreement(db, a, nf, classes, w, r):
    """Per family: the largest |p_bayes - p_weka| over test rows and classes,
    and the test rows whose predicted class differs, for the family fitted
    with Weka's smoothing (weka_spec) beside the Weka column it reproduces."""
    out = {}
    for fam, wcol in TWINS:
        if r.get(fam) is None:
            continue
        try:
            scored, _ = fit_score(db, weka_spec(a, fam), nf, "train", "test")
        except BayesError as e:
            out[fam] = {"error": str(e)}
            continue
        worst, differ = 0.0, 0
        for (_, p), wd in zip(scored, w[wcol]):
            b = [p.get(c, 0.0) for c in classes]
            worst = max(worst, max(abs(x - y) for x, y in zip(b, wd)))
            arg = lambda d: max(range(len(d)), key=lambda k: (d[k], -k))
            differ += arg(b) != arg(wd)
        out[fam] = {"max_abs": worst, "differ": differ}
    return out


def blended_rec(b):
    """A split's blended record: its test accuracy and log loss (acc, ll, as
    the other columns of a repeat), with the weights, the options per family
    and the CV figures beside."""
    if b["test"] is None:
        return None
    return dict(b["test"], weights=b["weights"], opts=b["opts"], cv=b["cv"],
                families=b["families"], same_as_tuned=b["same_as_tuned"],
                se_rule=b.get("se_rule"))


def p2_rec(b):
    """Protocol 3's run: protocol 2's blend from the same CV (None before)."""
    return blended_rec(b["p2"]) if b.get("p2") else None


def run_set(name, files, log):
    t0 = time.time()
    a, r, db, nf, classes, numeric = score_split(name, files, SEED)
    # cross-validation on the training split
    built = [f for f in FAMILIES if r.get(f) is not None]
    if r["numeric"] and len(built) == len(FAMILIES):
        r["cv"] = {f: cv(db, a, nf, classes, f) for f in FAMILIES}
        r["merge_same"] = {f: merge_check(db, a, nf, f) for f in FAMILIES}
        ok = {f: m for f, m in r["cv"].items() if m}
        r["cv_best"] = min(ok, key=lambda f: (ok[f]["ll"], -ok[f]["acc"]))
        # greedy per-feature choice by CV log loss, starting from the set's choice
        choice = {j: r["cv_best"] for j in numeric}
        cur = ok[r["cv_best"]]
        for j in numeric:
            for fam in FAMILIES:
                if fam == choice[j]:
                    continue
                trial = dict(choice)
                trial[j] = fam
                m = cv(db, a, nf, classes, None, trial)
                if m and m["ll"] < cur["ll"]:
                    choice, cur = trial, m
        r["pf_choice"] = choice
        r["pf_cv"] = cur
        scored, _ = fit_score(db, spec_for(a, None, choice), nf, "train", "test")
        r["pf_test"] = bayes_metrics(scored, classes)
        r["pf_spec"] = spec_for(a, None, choice)
    r["tuned"] = tune(db, a, nf, classes)
    r["blended"] = r["tuned"].pop("blended")
    db.close()
    cols = WEKA_ALL + ALL
    r["repeats"] = [dict({c: r.get(c) for c in cols}, tuned=r["tuned"]["test"],
                         tuned_acc=r["tuned"]["acc_rule"]["test"],
                         blended=blended_rec(r["blended"]),
                         blended_p2=p2_rec(r["blended"]))]
    for seed in range(SEED + 1, SEED + REPEATS):
        a2, rr, db2, nf2, classes2, _ = score_split(name, files, seed)
        t2 = tune(db2, a2, nf2, classes2)
        db2.close()
        r["repeats"].append(dict({c: rr.get(c) for c in cols}, tuned=t2["test"],
                                 tuned_acc=t2["acc_rule"]["test"],
                                 blended=blended_rec(t2["blended"]),
                                 blended_p2=p2_rec(t2["blended"])))
    r["seconds"] = time.time() - t0
    r["precision"] = WEKA_PRECISION
    r["protocol"] = PROTOCOL
    r["when"] = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    log("%-13s %s" % (name, json.dumps({k: r.get(k) for k in
        tuple(WEKA_ALL) + tuple(ALL)}, default=str)))
    return r


def table(results, key, better):
    cols = WEKA_ALL + ALL
    out = ["| data set | rows / features (numeric) | %s | %s |" % (
               " | ".join("Weka " + WEKA_NAMES[c] for c in WEKA_ALL), FAM_COLS),
           "| --- | --- |" + " ---: |" * (len(WEKA_ALL) + len(ALL))]
    for r in results:
        vals = {c: r.get(c)[key] if r.get(c) else None for c in cols}
        have = [v for v in vals.values() if v is not None]
        best = better(have) if have else None
        cells = []
        for c in cols:
            v = vals[c]
            if v is None:
                cells.append("-" if c in WEKA_SEMI else
                             "not built yet" if c in ALL and not r.get(c + "_err")
                             else "error")
            else:
                s = "%.3f" % v
                cells.append("**%s**" % s if "%.3f" % v == "%.3f" % best else s)
        out.append("| %s | %d / %d (%d) | %s |" % (r["name"], r["rows"], r["features"],
                                                 r["numeric"], " | ".join(cells)))
    return out


def targets(results):
    """The issue's target, for the tuned model (one CV rule for every set);
    the family-only CV choice and the hindsight best family beside it."""
    lines, within, ahead, n = [], 0, 0, 0
    targets.blended = {"within": 0, "ahead": 0, "ll_t": 0, "ll_b": 0, "n": 0}
    for r in results:
        weka = [r[c]["acc"] for c in WEKA_TARGET if r.get(c)]
        ours = [r[f]["acc"] for f in ALL if r.get(f)]
        if not ours:
            continue
        n += 1
        bw = max(weka)
        pick = r.get("cv_best")
        if pick and r.get(pick):
            fam_acc, fam_how = r[pick]["acc"], pick
        else:
            fam_acc, fam_how = r["gaussian"]["acc"], "gaussian"
        t = r.get("tuned")
        if t and t.get("test"):
            mine = t["test"]["acc"]
            how = "%s %s" % (t["family"], t["opts"])
        else:
            mine, how = fam_acc, "family only: " + fam_how
        bo = max(ours)
        within += mine >= bw - 0.01 - 1e-12
        ahead += mine > bw + 1e-12
        b = r.get("blended")
        bcell = "-"
        if b and b.get("test"):
            cnt = targets.blended
            bm = b["test"]["acc"]
            cnt["n"] += 1
            cnt["within"] += bm >= bw - 0.01 - 1e-12
            cnt["ahead"] += bm > bw + 1e-12
            bll = min(r[c]["ll"] for c in WEKA_TARGET if r.get(c))
            cnt["ll_b"] += b["test"]["ll"] < bll
            cnt["ll_t"] += bool(t and t.get("test") and t["test"]["ll"] < bll)
            bcell = "%.3f (%s) | %+.1f" % (bm, weights_str(b), 100 * (bm - bw))
        else:
            bcell = "- | -"
        lines.append("| %s | %.3f | %.3f (`%s`) | %+.1f | %s | %.3f (%s) | %+.1f | %.3f | %+.1f |" % (
            r["name"], bw, mine, how, 100 * (mine - bw), bcell, fam_acc, fam_how,
            100 * (fam_acc - bw), bo, 100 * (bo - bw)))
    return within, ahead, n, lines


def weights_str(b):
    """A blend's weights, in ALL order (g/d/k/n/t/a); "= tuned" when there is
    one family only (no numeric feature: no blend)."""
    if not b or b.get("same_as_tuned"):
        return "= tuned"
    w = b["weights"]
    return "/".join("%g" % w.get(f, 0.0) for f in ALL)


def mean_sd(xs):
    m = sum(xs) / len(xs)
    sd = math.sqrt(sum((x - m) ** 2 for x in xs) / (len(xs) - 1)) if len(xs) > 1 else 0.0
    return m, sd


def repeats_table(results, key, better, label):
    cols = WEKA_ALL + ALL + ["tuned", "blended", "tuned_acc"]
    o = ["| data set | %s | %s "
         "| bayes, tuned | bayes, blended | (tuned by CV accuracy) "
         "| best bayes family - best Weka (%s) | tuned - best Weka (%s) "
         "| blended - best Weka (%s) |" % (
             " | ".join("Weka " + WEKA_NAMES[c] for c in WEKA_ALL), FAM_COLS,
             label, label, label),
         "| --- |" + " ---: |" * (len(WEKA_ALL) + len(ALL) + 6)]
    within = ahead = n = 0
    t_within = t_ahead = 0
    b_within = b_ahead = 0
    scale = 100 if key == "acc" else 1
    for r in results:
        means, cells = {}, []
        for c in cols:
            xs = [rep[c][key] for rep in r["repeats"] if rep.get(c)]
            if len(xs) == len(r["repeats"]):
                means[c] = mean_sd(xs)
        have = [means[c][0] for c in means if c != "tuned_acc"]
        for c in cols:
            if c not in means:
                cells.append("-")
                continue
            m, sd = means[c]
            t = "%.3f (%.3f)" % (m, sd)
            cells.append("**%s**" % t if "%.3f" % m == "%.3f" % better(have) else t)
        ours = [means[f][0] for f in ALL if f in means]
        bw = better(means[c][0] for c in WEKA_TARGET if c in means)
        diff = scale * (better(ours) - bw)
        diff = 0.0 if abs(diff) < 5e-4 else diff
        td = scale * (means["tuned"][0] - bw) if "tuned" in means else float("nan")
        td = 0.0 if abs(td) < 5e-4 else td
        bd = scale * (means["blended"][0] - bw) if "blended" in means else float("nan")
        bd = 0.0 if abs(bd) < 5e-4 else bd
        n += 1
        if key == "acc":
            within += diff >= -1.0
            ahead += diff > 0.0
            t_within += td >= -1.0
            t_ahead += td > 0.0
            b_within += bd >= -1.0
            b_ahead += bd > 0.0
        dp = 1 if key == "acc" else 3
        o.append("| %s | %s | %+.*f | %+.*f | %+.*f |" % (
            r["name"], " | ".join(cells), dp, diff, dp, td, dp, bd))
    return o, within, ahead, n, t_within, t_ahead, b_within, b_ahead


def rule_counts(results):
    """The sentence on the secondary rule and on log loss, over the repeats."""
    acc_w = acc_a = ll_a = n = 0
    for r in results:
        reps = r["repeats"]
        if not all(rep.get("tuned") and rep.get("tuned_acc") for rep in reps):
            continue
        n += 1
        m = lambda c, k: sum(rep[c][k] for rep in reps) / len(reps)
        bw = max(m(c, "acc") for c in WEKA_TARGET)
        d = 100 * (m("tuned_acc", "acc") - bw)
        d = 0.0 if abs(d) < 5e-2 else d
        acc_w += d >= -1.0
        acc_a += d > 0.0
        ll_a += m("tuned", "ll") < min(m(c, "ll") for c in WEKA_TARGET)
    return ("Tuned by CV accuracy instead (the secondary rule), within 1 point on %d "
            "of %d and ahead on %d. In mean test log loss, the criterion the rule "
            "optimizes, the tuned model is below the best Weka classifier on %d of %d "
            "sets." % (acc_w, n, acc_a, ll_a, n))


def repeats_section(results):
    """Mean test accuracy and log loss over REPEATS stratified splits."""
    n_rep = min(len(r["repeats"]) for r in results)
    if n_rep < 2:
        return []
    o = ["", "### Over %d splits (seeds %d..%d): mean test accuracy (standard deviation)"
         % (n_rep, SEED, SEED + n_rep - 1), "",
         "One 30%% test split of labor is 18 rows (a row is 5.6 points), of iris 45: "
         "the single split above moves by several points with the seed. The same "
         "comparison on %d stratified splits, each column on the same rows:" % n_rep, ""]
    t, within, ahead, n, tw, ta, bw_, ba = repeats_table(results, "acc", max, "points")
    o += t
    o += ["", "Tuned by the one CV rule on each split's training part, bayes is "
          "within 1 point of the best Weka classifier (chosen with hindsight) on %d of "
          "%d sets and ahead on %d. The best bayes family per set (also chosen with "
          "hindsight) is within 1 point on %d of %d sets and ahead on %d. %s %s" % (
              tw, n, ta, within, n, ahead, rule_counts(results),
              blend_counts(results, bw_, ba, n)),
          "", "Mean test log loss over the same splits (lower is better):", ""]
    o += repeats_table(results, "ll", min, "log loss")[0]
    o += significance_section(results)
    return o


def blend_counts(results, within, ahead, n):
    """The sentence on the blended rule over the repeats."""
    ll_a = nb = 0
    for r in results:
        reps = r["repeats"]
        if not all(rep.get("blended") for rep in reps):
            continue
        nb += 1
        m = lambda c: sum(rep[c]["ll"] for rep in reps) / len(reps)
        ll_a += m("blended") < min(m(c) for c in WEKA_TARGET)
    return ("Blended (the families' held-out probabilities mixed with "
            "weights chosen by the same CV), within 1 point on %d of %d sets and "
            "ahead on %d; its mean test log loss is below the best Weka classifier on "
            "%d of %d." % (within, n, ahead, ll_a, nb))


def corrected_ttest(ours, weka, n_test, n_train):
    """Weka Experimenter's corrected resampled paired t-test (Nadeau and
    Bengio 2003, PairedCorrectedTTester): d_i = ours_i - weka_i over the k
    splits, t = mean / sqrt((1/k + n_test/n_train) s^2), k - 1 degrees of
    freedom, two-sided p.  s^2 = 0: p = 1 if the mean is 0, else 0 (as Weka)."""
    from scipy.stats import t as student_t
    d = [o - w for o, w in zip(ours, weka)]
    k = len(d)
    m = sum(d) / k
    s2 = sum((x - m) ** 2 for x in d) / (k - 1)
    if s2 == 0:
        return m, (0.0 if m == 0 else math.copysign(float("inf"), m)), \
            (1.0 if m == 0 else 0.0)
    t = m / math.sqrt((1.0 / k + n_test / n_train) * s2)
    return m, t, 2 * student_t.sf(abs(t), k - 1)


SIG_LEVEL = 0.05


def significance(r, col, key, against=None):
    """The test of column col against the best Weka classifier (best mean over
    the splits, as the tables) for key acc or ll: (mean diff, t, p, mark)."""
    reps = r["repeats"]
    if not all(rep.get(col) for rep in reps) or len(reps) < 2:
        return None
    better = max if key == "acc" else min
    mean = lambda c: sum(rep[c][key] for rep in reps) / len(reps)
    cand = [c for c in (against or WEKA_TARGET) if all(rep.get(c) for rep in reps)]
    wcol = better(cand, key=mean)
    m, t, p = corrected_ttest([rep[col][key] for rep in reps],
                              [rep[wcol][key] for rep in reps], r["test"], r["train"])
    mark = ""
    if p < SIG_LEVEL:
        good = m > 0 if key == "acc" else m < 0
        mark = "v" if good else "*"
    return {"diff": m, "t": t, "p": p, "mark": mark, "weka": wcol}


def significance_section(results):
    n_rep = min(len(r["repeats"]) for r in results)
    o = ["", "### Significance over the %d splits" % n_rep, "",
         "Weka Experimenter's corrected resampled paired t-test (Nadeau and Bengio "
         "2003; Weka's PairedCorrectedTTester): per set, over the splits, d = bayes "
         "- best Weka classifier of NB, -K, -D, AODE and TAN (the one with the best mean, as above), t = mean(d) "
         "/ sqrt((1/k + n_test/n_train) s^2), k = %d, %d degrees of freedom, "
         "two-sided p. Marked at %.2g as the Experimenter does: **v** bayes "
         "significantly better, **\\*** significantly worse. Accuracy in points, "
         "log loss in nats." % (n_rep, n_rep - 1, SIG_LEVEL), "",
         "| data set | best Weka (acc / ll) | tuned: accuracy | t | p | tuned: log loss | p "
         "| blended: accuracy | t | p | blended: log loss | p |",
         "| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    names = WEKA_NAMES
    count = dict((c, {"v": 0, "*": 0, "v_ll": 0, "*_ll": 0, "n": 0})
                 for c in ("tuned", "blended"))
    for r in results:
        cells = []
        wk = None
        for col in ("tuned", "blended"):
            sa, sl = significance(r, col, "acc"), significance(r, col, "ll")
            if not sa or not sl:
                cells += ["-"] * 5
                continue
            wk = "%s / %s" % (names[sa["weka"]], names[sl["weka"]])
            c = count[col]
            c["n"] += 1
            if sa["mark"]:
                c[sa["mark"]] += 1
            if sl["mark"]:
                c[sl["mark"] + "_ll"] += 1
            esc = lambda mk: "\\*" if mk == "*" else mk
            cells += ["%+.1f %s" % (100 * sa["diff"], esc(sa["mark"])), "%.2f" % sa["t"],
                      "%.3f" % sa["p"], "%+.3f %s" % (sl["diff"], esc(sl["mark"])),
                      "%.3f" % sl["p"]]
        o.append("| %s | %s | %s |" % (r["name"], wk or "-", " | ".join(c.strip() for c in cells)))
    o += [""]
    words = []
    for col in ("tuned", "blended"):
        c = count[col]
        words.append("%s: accuracy significantly better on %d of %d sets, significantly "
                     "worse on %d; log loss significantly better on %d, significantly "
                     "worse on %d" % (col.capitalize(), c["v"], c["n"], c["*"],
                                       c["v_ll"], c["*_ll"]))
    o += [". ".join(words) + "."]
    return o


FIGURE = os.path.join(ROOT, "docs", "figures", "weka")
FIG_MARK = "<!-- figure-data: weka -->"


def issue36_section(results):
    """Issue 36's targets over the splits, for the one rule (blended): per
    set its mean accuracy against the best of Weka's NB, -K, -D (target 2:
    +2 points) and of NB, -K, -D, AODE, TAN (target 1: -1 point at most);
    its mean log loss against the best of the five (target 3: below); the
    corrected t-test's p beside each.  Returns (lines, figure rows)."""
    reps_n = min(len(r["repeats"]) for r in results)
    o = ["", "### Issue 36's targets over the %d splits (seeds %d..%d)" % (
        reps_n, SEED, SEED + reps_n - 1), "",
        "The protocol above, fixed before the run: means over the splits of "
        "\"bayes, blended\" (the one rule) against the best mean of Weka's naive "
        "variants (NB, -K, -D) and of its five Bayes classifiers (NB, -K, -D, AODE, "
        "TAN), chosen with hindsight per set. Targets: (1) within 1 point of the "
        "best of the five on every set; (2) at least 2 points ahead of the best "
        "naive variant on at least 4 sets; (3) log loss below the best of the "
        "five on at least half. p: the corrected resampled t-test (as below) "
        "against that Weka column.", "",
        "| data set | best naive Weka | best of the five | the rule | (1) points, p "
        "| (2) points vs naive, p | best Weka log loss | the rule's | (3) diff, p |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |"]
    fig, n, c1, c2, c3 = [], 0, 0, 0, 0
    for r in results:
        reps = r["repeats"]

        def mean(c, k):
            if not all(rep.get(c) for rep in reps):
                return None
            return sum(rep[c][k] for rep in reps) / len(reps)
        if mean("blended", "acc") is None:
            continue
        n += 1
        five = [c for c in WEKA_TARGET if mean(c, "acc") is not None]
        naive = max(WEKA_NAIVE, key=lambda c: mean(c, "acc"))
        best = max(five, key=lambda c: mean(c, "acc"))
        bll = min(five, key=lambda c: mean(c, "ll"))
        ba, bl = mean("blended", "acc"), mean("blended", "ll")
        d1 = 100 * (ba - mean(best, "acc"))
        d2 = 100 * (ba - mean(naive, "acc"))
        d3 = bl - mean(bll, "ll")
        ok1, ok2, ok3 = d1 >= -1.0 - 1e-9, d2 >= 2.0 - 1e-9, d3 < 0
        c1, c2, c3 = c1 + ok1, c2 + ok2, c3 + ok3
        s1 = significance(r, "blended", "acc")
        s2 = significance(r, "blended", "acc", WEKA_NAIVE)
        s3 = significance(r, "blended", "ll")
        yes = lambda ok: " yes" if ok else " no"
        o.append("| %s | %.3f (%s) | %.3f (%s) | %.3f | %+.1f, %.3f%s | %+.1f, %.3f%s "
                 "| %.3f (%s) | %.3f | %+.3f, %.3f%s |" % (
                     r["name"], mean(naive, "acc"), WEKA_NAMES[naive],
                     mean(best, "acc"), WEKA_NAMES[best], ba, d1, s1["p"], yes(ok1),
                     d2, s2["p"], yes(ok2), mean(bll, "ll"), WEKA_NAMES[bll], bl, d3,
                     s3["p"], yes(ok3)))
        fig.append((r["name"], "%.3f" % mean(naive, "acc"), "%.3f" % mean(best, "acc"),
                    "%.3f" % ba))
    o += ["", "(1) within 1 point on %d of %d sets (target: all): **%s**. (2) at least 2 "
          "points ahead of the best naive variant on %d (target: 4): **%s**. (3) log "
          "loss below the best of the five on %d of %d (target: %d): **%s**." % (
              c1, n, "met" if c1 == n else "not met", c2,
              "met" if c2 >= 4 else "not met", c3, n, (n + 1) // 2,
              "met" if 2 * c3 >= n else "not met")]
    o += ["", "![Mean test accuracy per set: the best naive Weka variant, the best of "
          "Weka's five, the one rule](figures/weka.svg)", "",
          "The figure's data (docs/figures/weka.tsv, written by the same run; "
          "test/figures.test checks that it equals this table):", "", FIG_MARK,
          "| data set | best naive Weka | best Weka | bayes, the one rule |",
          "| --- | ---: | ---: | ---: |"]
    o += ["| %s |" % " | ".join(row) for row in fig]
    return o, fig


def write_figure(fig):
    """docs/figures/weka.tsv (the table after FIG_MARK) and weka.svg: mean
    test accuracy per set, three bars.  Plotting only (tools/docs_figures.py's
    style); the numbers are the run's."""
    sys.path.insert(0, HERE)
    import docs_figures as df
    with open(FIGURE + ".tsv", "w", encoding="utf-8") as f:
        f.write("set\tbest_naive_weka\tbest_weka\tbayes_rule\n")
        for row in fig:
            f.write("\t".join(row) + "\n")
    figure = df.new_fig(7.5, 3.2)
    ax = figure.add_subplot()
    labels = ["best naive Weka (NB, -K, -D)", "best Weka (+ AODE, TAN)",
              "bayes, the one rule"]
    x = list(range(len(fig)))
    for k in range(3):
        ax.bar([i + (k - 1) * 0.27 for i in x], [float(row[k + 1]) for row in fig],
               0.27, label=labels[k], color=df.COLORS[k])
    ax.set_xticks(x)
    ax.set_xticklabels([row[0] for row in fig], rotation=30, ha="right")
    lo = min(float(v) for row in fig for v in row[1:])
    ax.set_ylim(max(0.0, 0.05 * int(lo / 0.05) - 0.05), 1.0)
    ax.set_ylabel("mean test accuracy")
    ax.legend(loc="lower center", bbox_to_anchor=(0.5, 1.0), ncol=3, fontsize=8,
              frameon=False)
    figure.savefig(FIGURE + ".svg", format="svg",
                   metadata={"Date": None, "Creator": "tools/weka_compare.py"})
    df.plt.close(figure)


def blended_section(results):
    bl = [r for r in results if r.get("blended")]
    if not bl:
        return []
    o = ["", "### The blended choice per set (split seed %d)" % SEED, "",
         "\"bayes, blended\": per family the candidate the tuned rule ranks first "
         "within that family (the same one-pass CV, lowest pooled CV log loss), "
         "and its held-out probabilities of every training row; then the weights "
         "(w_gaussian, w_discretize, w_kde, w_weka_normal, w_tan, w_aode) on the "
         "simplex in steps of 0.1 (3003 points; 66 on a set without numeric "
         "features, whose families are gaussian, i.e. categorical naive Bayes, tan "
         "and aode; the first in lexicographic order on a tie) whose weighted "
         "average (`bayes_blend`) has the lowest pooled "
         "CV log loss. No extra fit for the CV; then each family's options on the "
         "whole training split, the test rows scored by each and blended with those "
         "weights by `bayes_blend` in SQL. Weights %s; the last column is the weights chosen most often "
         "over the %d splits (a tie: the earliest split's)." % (
             FAM_SHORT, min(len(r["repeats"]) for r in results)), "",
         "| data set | %s | weights | CV acc / ll | test acc / ll "
         "| weights most often |" % " | ".join("%s: options, CV ll" % f for f in ALL),
         "| --- |" + " --- |" * len(ALL) + " --- | ---: | ---: | --- |"]
    for r in bl:
        b = r["blended"]
        fams = []
        for f in ALL:
            x = b["families"].get(f) if not b["same_as_tuned"] else None
            fams.append("`%s`, %s" % (x["opts"], fmt(x["cv"], "ll")) if x else "-")
        seen = {}
        for rep in r["repeats"]:
            if rep.get("blended"):
                k = weights_str(rep["blended"])
                seen[k] = seen.get(k, 0) + 1
        often = max(seen, key=lambda k: seen[k]) if seen else "-"
        o.append("| %s | %s | %s | %s / %s | %s / %s | %s |" % (
            r["name"], " | ".join(fams),
            weights_str(b) if not b["same_as_tuned"] else "= tuned (one family)",
            fmt(b["cv"], "acc"), fmt(b["cv"], "ll"),
            fmt(b["test"], "acc"), fmt(b["test"], "ll"),
            "%s (%d of %d)" % (often, seen.get(often, 0), len(r["repeats"]))
            if seen else "-"))
    return o


def render(results, log_lines):
    built = all(r.get(f) is not None for r in results for f in FAMILIES)
    o = [BEGIN, "",
         "Generated by `make weka-compare` (tools/weka_compare.py) on %s; "
         "split seed %d, test share %.0f%%, stratified; Weka distributions at %s "
         "precision." % (results[0].get("when") or time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime()), SEED,
                         100 * TEST_SIZE, WEKA_PRECISION), ""]
    if not built:
        o += ["Some bayes families are marked *not built yet* or *error*: the "
              "extension this run loaded did not have them (see the notes).", ""]
    o += ["### Accuracy on the test split (higher is better; best per row in bold)", ""]
    o += table(results, "acc", max)
    o += ["", "### Log loss on the test split (natural log, p clipped at 1e-15; "
          "lower is better)", ""]
    o += table(results, "ll", min)
    within, ahead, n, lines = targets(results)
    o += ["", "### On split seed 1: issue 26's target, now against Weka's five", "",
          "Issue 26's target (on every set within 1 point of the best Weka "
          "classifier, and ahead of it on at least half), now against the best "
          "of NB, -K, -D, AODE and TAN; issue 36's targets are judged over the "
          "ten splits (below). \"bayes, tuned\" is what one rule chose on the "
          "training split alone: a 10-fold CV over the family and the smoothing "
          "(`alpha` %s; for gaussian `var_smoothing` %s; for kde `kde_scale` %s; "
          "for tan `alpha` %s; for aode `m` %s), "
          "searched in one pass "
          "per family with `bayes_merge` and `bayes_with`, lowest CV log loss; "
          "then those options on the whole training split, scored on the test "
          "split. \"family only\" is the CV's choice of the family with the "
          "default options (the previous rule); the last two columns are the best "
          "of the %d families chosen after seeing the test split, an upper "
          "bound and not a fair claim (as the best Weka classifier is chosen)." % (
              "/".join(TUNE_ALPHA), "/".join(TUNE_VAR), "/".join(TUNE_KDE),
              "/".join(TUNE_ALPHA), "/".join(TUNE_M), len(ALL)), "",
          "| data set | best Weka | bayes, tuned (chosen options) | points "
          "| bayes, blended (weights %s) | points | family only "
          "(CV's family) | points | best bayes family | points |" % FAM_SHORT,
          "| --- | ---: | --- | ---: | --- | ---: | --- | ---: | ---: | ---: |"] + lines
    o += ["", "Within 1 point on %d of %d sets (target: all), ahead on %d of %d "
          "(target: at least %d): **%s**." % (
              within, n, ahead, n, (n + 1) // 2,
              "met" if n and within == n and 2 * ahead >= n else "not met")]
    bc = targets.blended
    if bc["n"]:
        o[-1] += (" Blended: within 1 point on %d of %d, ahead on %d (**%s**). Test log "
                  "loss below the best Weka classifier's on this split: tuned %d of %d, "
                  "blended %d of %d." % (
                      bc["within"], bc["n"], bc["ahead"],
                      "met" if bc["within"] == bc["n"] and 2 * bc["ahead"] >= bc["n"]
                      else "not met", bc["ll_t"], bc["n"], bc["ll_b"], bc["n"]))
    tuned = [r for r in results if r.get("tuned")]
    if tuned:
        o += ["", "### The tuned choice per set (split seed %d)" % SEED, "",
              "| data set | family | options | candidates | CV acc / ll | test acc / ll "
              "| by CV accuracy instead: options, test acc / ll |",
              "| --- | --- | --- | ---: | ---: | ---: | --- |"]
        for r in tuned:
            t = r["tuned"]
            ta = t["acc_rule"]
            o.append("| %s | %s | `%s` | %d | %s / %s | %s / %s | `%s%s`, %s / %s |" % (
                r["name"], t["family"], t["opts"],
                t["candidates"], fmt(t["cv"], "acc"), fmt(t["cv"], "ll"),
                fmt(t["test"], "acc"), fmt(t["test"], "ll"),
                ta["family"] + " ", ta["opts"],
                fmt(ta["test"], "acc"), fmt(ta["test"], "ll")))
    o += blended_section(results)
    fig = []
    if min(len(r["repeats"]) for r in results) >= 2:
        sec, fig = issue36_section(results)
        o += sec
    render.fig = fig
    o += repeats_section(results)
    cvs = [r for r in results if r.get("cv")]
    if cvs:
        o += ["", "### Choosing the family by 10-fold CV on the training split", "",
              "Stratified folds of the training split; pooled accuracy / log loss "
              "of the held-out rows; the CV's choice is the lowest CV log loss. "
              "*per feature* is one greedy sweep over the numeric features "
              "(each tries the %d families, keeping the lowest CV log loss), "
              "then scored on the test split." % len(FAMILIES), "",
              "| data set | %s | CV's choice | "
              "its test acc / ll | best on test (acc) | per feature: CV ll | "
              "per feature: test acc / ll | per-feature families |"
              % " | ".join("CV " + f for f in FAMILIES),
              "| --- |" + " ---: |" * len(FAMILIES) + " --- | ---: | --- | ---: | ---: | --- |"]
        for r in cvs:
            c = r["cv"]
            best_test = max(FAMILIES, key=lambda f: (r[f]["acc"], -r[f]["ll"]))
            fams = {}
            for j, f in r["pf_choice"].items():
                fams[f] = fams.get(f, 0) + 1
            o.append(("| %s |" + " %s |" * len(FAMILIES) + " %s | %s / %s | %s | %s | %s / %s | %s |") % (
                r["name"],
                *["%s / %s" % (fmt(c[f], "acc"), fmt(c[f], "ll")) for f in FAMILIES],
                r["cv_best"], fmt(r[r["cv_best"]], "acc"), fmt(r[r["cv_best"]], "ll"),
                best_test, fmt(r["pf_cv"], "ll"), fmt(r["pf_test"], "acc"),
                fmt(r["pf_test"], "ll"),
                ", ".join("%s %d" % (f, fams[f]) for f in FAMILIES if f in fams)))
    if any(r.get("agree") for r in results):
        o += ["", "### How close each family is to the Weka estimator it follows", "",
              "Each family fitted with Weka's smoothing (`prior_alpha=1`; for "
              "nominal attributes `min_categories=` the number of values the ARFF "
              "header declares), on split seed %d: the largest |p_bayes - p_weka| "
              "over test rows and classes, and in brackets the test rows whose "
              "predicted class differs." % SEED, "",
              "| data set | %s |" % " | ".join("%s vs Weka %s" % (f, {"weka": "NB", "weka_k": "-K", "weka_d": "-D"}[w]) for f, w in TWINS),
              "| --- |" + " ---: |" * len(TWINS)]
        for r in results:
            ag = r.get("agree") or {}
            cells = []
            for fam, _ in TWINS:
                g = ag.get(fam)
                if not g:
                    cells.append("-")
                elif "error" in g:
                    cells.append("error")
                else:
                    cells.append("%.2g (%d)" % (g["max_abs"], g["differ"]))
            o.append("| %s | %s |" % (r["name"], " | ".join(cells)))
    notes = []
    for r in results:
        extra = list(r["notes"])
        if r.get("cuts") is not None:
            none = sum(1 for c in r["cuts"] if c == 0)
            extra.append("discretize: %d of %d numeric features got no cut (%s cuts in all)"
                         % (none, len(r["cuts"]), sum(r["cuts"])))
        extra.append("train %d / test %d rows, %d classes, smallest class %d training rows"
                     % (r["train"], r["test"], r["classes"] - len(r.get("empty", [])),
                        r["smallest"]))
        if r.get("merge_same"):
            ms = r["merge_same"]
            extra.append("CV by bayes_merge of the fold models against refitting the "
                         "nine folds, %s" % ", ".join(
                             "%s: %s" % (f, ms[f] if isinstance(ms[f], str) else
                                         "BLOB identical in %d of %d folds, probabilities "
                                         "within %.1g" % (ms[f]["same"], FOLDS,
                                                          ms[f]["max_abs"]))
                             for f in FAMILIES))
        if r.get("empty"):
            extra.append("declared classes with no row: %s (Weka gives them "
                         "Laplace mass; bayes does not know them)"
                         % ", ".join(repr(c) for c in r["empty"]))
        notes.append("* %s: %s." % (r["name"], "; ".join(extra)))
    o += ["", "### Per set (from the run)", ""] + notes + ["", END]
    return "\n".join(o) + "\n"


SKELETON = """# naive_bayes beside Weka 3.6 on ten Weka data sets

Issue 26's evaluation. The tables between the markers are rewritten by
`make weka-compare` (tools/weka_compare.py, whose opening comment says
exactly how the splits, the fits and the metrics are made); the text
outside them is written by hand.

%s%s
"""


def write_doc(path, body):
    if os.path.exists(path):
        with open(path) as f:
            text = f.read()
        if BEGIN in text and END in text:
            i, k = text.index(BEGIN), text.index(END) + len(END)
            text = text[:i] + body.rstrip("\n") + text[k:]
        else:
            text = text.rstrip("\n") + "\n\n" + body
    else:
        text = SKELETON % (body, "")
    with open(path, "w") as f:
        f.write(text)


def main():
    out = DOC
    args = sys.argv[1:]
    if args[:1] == ["--out"]:
        out = args[1]
        args = args[2:]
    if args[:1] in (["--render"], ["--render-from"]):
        # rewrite the doc from the last run's build/weka/results.json (or
        # from the results FILE(s) named, their sets in SETS order)
        if args[0] == "--render":
            with open(os.path.join(WORK, "results.json")) as f:
                results = json.load(f)
        else:
            got = {}
            for fn in args[1:]:
                with open(fn) as f:
                    got.update((r["name"], r) for r in json.load(f))
            results = [got[n] for n, _ in SETS if n in got]
        if os.environ.get("WEKA_RENDER_P2") == "1":
            # a protocol-3 run rendered with protocol 2's blend (the same CV
            # and fits, kept as blended_p2) in the place of the rule's
            for r in results:
                if r.get("blended", {}).get("p2"):
                    r["blended"] = r["blended"]["p2"]
                for rep in r["repeats"]:
                    if rep.get("blended_p2"):
                        rep["blended"] = rep["blended_p2"]
        global WEKA_PRECISION
        WEKA_PRECISION = results[0].get("precision", WEKA_PRECISION)
        write_doc(out, render(results, []))
        if out == DOC and render.fig:
            write_figure(render.fig)
        print("wrote", out)
        return
    only = set(args)
    os.makedirs(WORK, exist_ok=True)
    results, log = [], []

    def say(s):
        log.append(s)
        print(s, flush=True)
    for name, files in SETS:
        if only and name not in only:
            continue
        results.append(run_set(name, files, say))
        # the sets so far, after each set (a long run cut short keeps them;
        # --render-from FILE renders them)
        with open(os.path.join(WORK, "results-partial-%d.json" % os.getpid()), "w") as f:
            json.dump(results, f, indent=1, default=str)
    # the figures of docs/weka-comparison.md, for --render: a run to another
    # file (--out, or some sets only) does not replace them
    name = "results.json" if out == DOC and not only else "results-last.json"
    with open(os.path.join(WORK, name), "w") as f:
        json.dump(results, f, indent=1, default=str)
    write_doc(out, render(results, log))
    if out == DOC and not only and render.fig:
        write_figure(render.fig)
    print("wrote", out)


if __name__ == "__main__":
    main()
