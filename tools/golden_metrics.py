#!/usr/bin/python3
"""Golden values for bayes_metrics from scikit-learn.

    /usr/bin/python3 tools/golden_metrics.py            # print the Tcl block
    /usr/bin/python3 tools/golden_metrics.py --write    # replace it in test/metrics.test

prints Tcl code (data tables and do_realnum_test cases) that belongs in
test/metrics.test between "# BEGIN golden_metrics.py" and
"# END golden_metrics.py".  The test suite itself never runs Python; this
script documents where the numbers came from and regenerates them.

Every figure comes from scikit-learn (1.2.1 in Debian 12):
accuracy_score, balanced_accuracy_score, precision_recall_fscore_support
(zero_division=0, labels = the classes that occur as actual or predicted
labels, sorted), confusion_matrix, log_loss (labels = the probability
columns), brier_score_loss (two classes, positive = the second), and
roc_auc_score (binary; multi_class='ovr' with average='macro' and
'weighted'; per class, the binary AUC of that class against the rest),
average_precision_score (per class against the rest; with two classes of
the second class, else the mean over the classes that occur as actual
labels, which is average="macro" when every class occurs).
The multiclass Brier score, (1/n) sum_i sum_k (p_ik - [y_i = k])^2, which
scikit-learn 1.2 does not have, is computed with numpy.

Where scikit-learn refuses (a window of rows in which some class never
occurs as the actual label: its one-vs-rest AUC is undefined), the expected
value follows the extension's documented rule: such classes are null and
left out of the averages; the averages of the classes that remain are
computed here from scikit-learn's binary roc_auc_score.  For the cases where
scikit-learn does define the multiclass AUC the script asserts that its
value equals that rule.

Cases: ties (in scores and in the argmax), a class never predicted, a
predicted class that never occurs, a single class, probabilities of exactly
0 and 1 (log loss clipped at machine epsilon, then each row renormalized,
as scikit-learn 1.2), integer labels against the string keys of a
probability object, and sliding windows (the window function's inverse).
"""
import sys, json, re, warnings
import numpy as np
from sklearn.metrics import (accuracy_score, balanced_accuracy_score,
                             precision_recall_fscore_support, confusion_matrix,
                             log_loss, brier_score_loss, roc_auc_score,
                             average_precision_score)

from golden_json import num_int as num

warnings.filterwarnings("ignore")
OUT = []


def out(s):
    OUT.append(s)




def key(c):
    return json.dumps(str(c))


def sql_lit(v):
    if isinstance(v, str):
        return "'" + v.replace("'", "''") + "'"
    return str(v)


def auc_rule(y, P, C):
    """Per-class one-vs-rest AUC (None where undefined), macro, weighted."""
    per, macro, wsum, wtot = {}, [], 0.0, 0.0
    y = np.asarray(y, dtype=object)
    for k, c in enumerate(C):
        pos = np.array([v == c for v in y])
        if pos.all() or not pos.any():
            per[c] = None
            continue
        a = roc_auc_score(pos, P[:, k])
        per[c] = a
        macro.append(a)
        wsum += a * pos.sum()
        wtot += pos.sum()
    if not macro:
        return per, None, None
    return per, float(np.mean(macro)), wsum / wtot


def ap_rule(y, P, C):
    """Per-class average precision (None without positives), and the
    overall figure."""
    per, vals = {}, []
    for k, c in enumerate(C):
        pos = np.array([v == c for v in y])
        if not pos.any():
            per[c] = None
            continue
        per[c] = average_precision_score(pos, P[:, k])
        vals.append(per[c])
    if len(C) == 2:
        return per, per[C[1]]
    if len(C) > 2 and set(y) == set(C):
        from sklearn.preprocessing import label_binarize
        sk = average_precision_score(label_binarize(y, classes=C), P,
                                     average="macro")
        assert abs(sk - np.mean(vals)) < 1e-15
    return per, (float(np.mean(vals)) if vals else None)


def expected(y, pred, P=None, C=None):
    """The bayes_metrics JSON for actual y, predictions pred; P (n x |C|)
    the probability columns C when given."""
    R = sorted(set(y) | set(pred))
    n = len(y)
    pr, rc, f1, sup = precision_recall_fscore_support(
        y, pred, labels=R, zero_division=0)
    mac = precision_recall_fscore_support(y, pred, labels=R, average="macro",
                                          zero_division=0)
    wei = precision_recall_fscore_support(y, pred, labels=R,
                                          average="weighted", zero_division=0)
    cm = confusion_matrix(y, pred, labels=R)
    s = '{"n":%d,"n_skipped":0,"accuracy":%s,"balanced_accuracy":%s' % (
        n, num(accuracy_score(y, pred)), num(balanced_accuracy_score(y, pred)))
    per_auc = {}
    per_ap = {}
    if P is not None:
        ll = log_loss(y, P, labels=C)
        onehot = np.array([[1.0 if v == c else 0.0 for c in C] for v in y])
        brier = np.mean(np.sum((P - onehot) ** 2, axis=1))
        s += ',"log_loss":%s,"brier":%s' % (num(ll), num(brier))
        if len(C) == 2:
            pos = np.array([v == C[1] for v in y])
            s += ',"brier_binary":%s' % num(brier_score_loss(pos, P[:, 1]))
        per_auc, macro, weighted = auc_rule(y, P, C)
        if len(C) == 2:
            a = per_auc[C[1]]
            if a is not None:
                assert a == roc_auc_score(np.array([v == C[1] for v in y]), P[:, 1])
            macro = weighted = a
        elif set(y) == set(C):
            for avg, mine in (("macro", macro), ("weighted", weighted)):
                sk = roc_auc_score(y, P, multi_class="ovr", average=avg, labels=C)
                assert abs(sk - mine) < 1e-15, (avg, sk, mine)
        s += ',"roc_auc":%s,"roc_auc_weighted":%s' % (
            "null" if macro is None else num(macro),
            "null" if weighted is None else num(weighted))
        per_ap, ap = ap_rule(y, P, C)
        s += ',"average_precision":%s' % ("null" if ap is None else num(ap))
    s += ',"per_class":{'
    for i, c in enumerate(R):
        s += '%s%s:{"precision":%s,"recall":%s,"f1":%s,"support":%d' % (
            "," if i else "", key(c), num(pr[i]), num(rc[i]), num(f1[i]), sup[i])
        if P is not None:
            a = per_auc.get(c)
            s += ',"roc_auc":%s' % ("null" if a is None else num(a))
            a = per_ap.get(c)
            s += ',"average_precision":%s' % ("null" if a is None else num(a))
        s += "}"
    s += '},"macro_avg":{"precision":%s,"recall":%s,"f1":%s,"support":%d}' % (
        num(mac[0]), num(mac[1]), num(mac[2]), n)
    s += ',"weighted_avg":{"precision":%s,"recall":%s,"f1":%s,"support":%d}' % (
        num(wei[0]), num(wei[1]), num(wei[2]), n)
    s += ',"confusion":{'
    for i, a in enumerate(R):
        s += "%s%s:{" % ("," if i else "", key(a))
        s += ",".join("%s:%d" % (key(b), cm[i][j]) for j, b in enumerate(R))
        s += "}"
    s += "}}"
    return s


def argmax_pred(P, C):
    return [C[int(np.argmax(row))] for row in P]   # ties: the first column


def proba_text(row, C):
    return "{" + ",".join("%s:%s" % (key(c), num(p)) for c, p in zip(C, row)) + "}"


def table(name, rows):
    out("db eval {CREATE TABLE %s(id INTEGER PRIMARY KEY, y, p)}" % name)
    vals = ",".join("(%d, %s, %s)" % (i + 1, sql_lit(a), sql_lit(b))
                    for i, (a, b) in enumerate(rows))
    out("db eval {INSERT INTO %s VALUES %s}" % (name, vals))


def label_case(name, y, pred):
    table(name, list(zip(y, pred)))
    out("do_realnum_test metrics-g.%s {SELECT bayes_metrics(y, p) FROM %s} {%s} 1e-12"
        % (name, name, expected(list(y), list(pred))))


def proba_case(name, y, P, C):
    P = np.asarray(P, dtype=float)
    texts = [proba_text(r, C) for r in P]
    # the extension reads the JSON text: use exactly the doubles it holds
    P = np.array([[json.loads(t)[str(c)] for c in C] for t in texts])
    table(name, list(zip(y, texts)))
    pred = argmax_pred(P, C)
    out("do_realnum_test metrics-g.%s {SELECT bayes_metrics(y, p) FROM %s} {%s} 1e-12"
        % (name, name, expected(list(y), pred, P, C)))
    return P


def grid_proba(rng, k, n, steps=20):
    """Rows of k probabilities that are multiples of 1/steps (many ties,
    exact 0 and 1 among them)."""
    rows = []
    for _ in range(n):
        cuts = np.sort(rng.integers(0, steps + 1, size=k - 1))
        parts = np.diff(np.concatenate([[0], cuts, [steps]]))
        rows.append(parts / steps)
    return np.array(rows)


def main():
    rng = np.random.default_rng(20261123)
    out("# Generated by tools/golden_metrics.py (scikit-learn %s)."
        % __import__("sklearn").__version__)
    out("# Do not edit by hand: change the script and run it with --write.")

    # Labels: 'c' is never predicted, 'd' is predicted but never actual.
    y = ["a", "a", "a", "b", "b", "c", "c", "a", "b", "c", "a", "b"]
    p = ["a", "b", "a", "b", "d", "a", "b", "a", "b", "d", "d", "a"]
    label_case("lab_never", y, p)
    # A single class, all right / some wrong.
    label_case("lab_single", ["x"] * 5, ["x"] * 5)
    label_case("lab_single_wrong", ["x"] * 5, ["x", "y", "x", "y", "y"])
    # Integer labels, random.
    y = [int(v) for v in rng.integers(1, 5, size=40)]
    p = [v if rng.random() < 0.6 else int(rng.integers(1, 5)) for v in y]
    label_case("lab_int", y, p)

    # Binary probabilities with ties, exact 0 and 1 (confidently wrong too).
    C = ["ham", "spam"]
    ps = [0.0, 1.0, 0.5, 0.5, 0.25, 0.75, 1.0, 0.0, 0.5, 0.9, 0.1, 0.75]
    y = ["ham", "spam", "ham", "spam", "ham", "spam", "ham", "spam",
         "spam", "spam", "ham", "ham"]
    proba_case("pr_binary", y, [[1 - v, v] for v in ps], C)
    # Three classes on a grid of twentieths: ties in scores and argmax.
    C = ["a", "b", "c"]
    P = grid_proba(rng, 3, 30)
    y = [C[int(np.argmax(r + rng.random(3) * 0.6))] for r in P]
    proba_case("pr_three", y, P, C)
    # A class never predicted (its probability is never the largest).
    P = np.array([[0.6, 0.3, 0.1], [0.2, 0.7, 0.1], [0.5, 0.2, 0.3],
                  [0.1, 0.5, 0.4], [0.45, 0.45, 0.1], [0.3, 0.3, 0.4]])
    P[5] = [0.4, 0.35, 0.25]
    proba_case("pr_never", ["a", "b", "c", "c", "b", "c"], P, C)
    # Integer labels against the keys "0".."3"; sliding windows below.
    C4 = [0, 1, 2, 3]
    P = grid_proba(rng, 4, 60)
    y = [int(np.argmax(r + rng.random(4) * 0.5)) for r in P]
    P = proba_case("pr_int", y, P, C4)

    # Windows of 8 rows (ROWS BETWEEN 7 PRECEDING AND CURRENT ROW): the
    # inverse removes rows; some windows lack a class (AUC rule above).
    w = 8
    exp = []
    for i in range(len(y)):
        lo = max(0, i - w + 1)
        yy, PP = y[lo:i + 1], P[lo:i + 1]
        exp.append(expected(yy, argmax_pred(PP, C4), PP, C4))
    out("set ::metrics_win_expected {}")
    for e in exp:
        out("lappend ::metrics_win_expected {%s}" % e)
    labs = [int(v) for v in rng.integers(0, 3, size=30)]
    preds = [v if rng.random() < 0.5 else int(rng.integers(0, 3)) for v in labs]
    table("lab_win", list(zip(labs, preds)))
    out("set ::metrics_labwin_expected {}")
    for i in range(len(labs)):
        lo = max(0, i - 5 + 1)
        out("lappend ::metrics_labwin_expected {%s}"
            % expected(labs[lo:i + 1], preds[lo:i + 1]))


main()
text = "# BEGIN golden_metrics.py\n" + "\n".join(OUT) + "\n# END golden_metrics.py\n"
if "--write" in sys.argv:
    path = "test/metrics.test"
    src = open(path).read()
    src = re.sub(r"# BEGIN golden_metrics\.py\n.*?# END golden_metrics\.py\n",
                 lambda m: text, src, flags=re.S)
    open(path, "w").write(src)
else:
    sys.stdout.write(text)
