#!/usr/bin/python3
"""Exact reference values for test/lda_scale.test: lda, qda and gaussian_nb
on classes far apart, worked out in exact rational arithmetic
(fractions.Fraction) from the rows themselves, independently of the
extension.

    /usr/bin/python3 tools/golden_lda_scale.py > /tmp/lda_scale.tcl

prints Tcl code (one `set LS_GOLD(...)` per expected value) that is pasted
into test/lda_scale.test between the lines "# BEGIN golden_lda_scale.py"
and "# END golden_lda_scale.py".  The test suite never runs Python.

Data (the issue's table, its class b moved to OFF in feature 2):
  a: (0.1, 0.2) (0.5, -0.3) (0.2, 0.0)
  b: (1.9, OFF) (2.0, OFF+1) (1.8, OFF-0.5)
  c: (3.9, -1.9) (4.0, -1.8) (3.8, -2.0)
for OFF = 4294967296 (2^32, the issue's), 1e6 and 1e12: every value is a
double exactly, so Fraction(value) is the row.  The weighted fit gives the
rows weights 1, 2, 3 in table order (bayes_fit_weighted).

Query rows: R1 (-0.0933, -4.864) (the issue's), R2 (2.0, 1.5), R3 (1.9,
OFF + 0.25) (near class b), R4 (-0.0933, NULL), R5 (NULL, -4.864).

What is exact: every mean, co-moment, covariance (lda: Sigma = M / N, the
maximum-likelihood pooled covariance; shrinkage=a: (1-a) Sigma + a
(tr Sigma / d) I; shrinkage=auto: the Ledoit-Wolf coefficient per class on
standardized features, as sklearn.covariance.ledoit_wolf_shrinkage, all
rational), inverse and squared Mahalanobis distance D_y.  What is rounded
once at the end: the logs (of priors, determinants, and of the sum of
exp(log-odds) in the log posterior, whose log-odds are exact rationals
rounded to doubles first).  So every value printed is the exact one to
about 1e-15 of its size.

Per (spec, OFF, row): log p(y | x) per class (lp,<label>), the evidence
log p(x) (ev), the predicted class (pred), and bayes_explain's parts
(class A the argmax, vs B the runner-up): log_odds, prior, baseline =
-v . (m - xbar) and each observed feature's part v_j (x_j - xbar_j), v =
Sigma^-1 (mu_A - mu_B), m = (mu_A + mu_B) / 2, xbar the mean of the rows
(lda and gaussian_nb; qda has no explanation).

qda: Sigma_y = M_y / (n_y - 1) (then (1 - reg) Sigma_y + reg I); a
singular one (its second Cholesky pivot <= 1e-12 x its largest variance:
class c's rows are collinear to rounding, with reg=0) has its eigenvalues
below floor = 1e-9 x the largest variance of a feature over all rows
(/N) raised to it: both of class c's are (class b at OFF makes feature
2's variance 4e11 and more), so its Sigma_y = floor I (the script checks
that; the floor is rounded to a double as the extension computes it,
which moves the log-densities by 1e-16 of their size).  A row with a
missing feature uses the sub-matrix of Sigma_y on its observed dimension
(docs/kinds.md), class c's own variance there: not singular, no floor.  gaussian_nb: var_yj = M2_yj / n_y + epsilon,
epsilon = 1e-9 x the largest variance of a feature over all rows, as
scikit-learn's GaussianNB.

Also printed, as a comment, -325.80: the issue's expected value, which is
this row's log p(c | x) with Sigma = M / (N - K) (the unbiased pooled
covariance of scikit-learn's svd solver); lda's Sigma is M / N
(docs/kinds.md), for which the exact value is -488.699...
"""
from fractions import Fraction as F
import math

LABELS = ["a", "b", "c"]
OFFS = [("2p32", 4294967296.0), ("1e6", 1e6), ("1e12", 1e12)]
LOG_2PI = math.log(2 * math.pi)


def rows_for(off):
    return [("a", 0.1, 0.2), ("a", 0.5, -0.3), ("a", 0.2, 0.0),
            ("b", 1.9, off), ("b", 2.0, off + 1), ("b", 1.8, off - 0.5),
            ("c", 3.9, -1.9), ("c", 4.0, -1.8), ("c", 3.8, -2.0)]


def queries(off, huge=False):
    q = [("R1", (-0.0933, -4.864)), ("R2", (2.0, 1.5)),
         ("R3", (1.9, off + 0.25)), ("R4", (-0.0933, None)),
         ("R5", (None, -4.864))]
    if huge:
        q.append(("R6", (1e300, -1e300)))
    return q


def flt(v):
    """A rational to the nearest double; beyond the largest, +-Inf (as
    IEEE rounding takes it)."""
    try:
        return float(v)
    except OverflowError:
        return math.inf if v > 0 else -math.inf


def num(v):
    if v == math.inf:
        return "9e999"
    if v == -math.inf:
        return "-9e999"
    return repr(float(v))


def class_stats(rows, weights):
    """Per class: weight n_y, mean, co-moment M_y (exact)."""
    st = {}
    for lab in LABELS:
        xs = [(tuple(F(v) for v in r[1:]), F(w))
              for r, w in zip(rows, weights) if r[0] == lab]
        n = sum(w for _, w in xs)
        mu = [sum(w * x[j] for x, w in xs) / n for j in range(2)]
        M = [[sum(w * (x[i] - mu[i]) * (x[j] - mu[j]) for x, w in xs)
              for j in range(2)] for i in range(2)]
        st[lab] = (n, mu, M, xs)
    return st


def ledoit_wolf(xs, n, mu, M):
    """scikit-learn's ledoit_wolf_shrinkage on the class's standardized
    features (exact: only squares of the scales appear), and the class's
    shrunk covariance scaled back: (1-a) Sigma_y + a m diag(var)."""
    d = 2
    var = [M[j][j] / n for j in range(d)]
    X = [[(x[j] - mu[j]) for j in range(d)] for x, _ in xs]
    W = [w for _, w in xs]
    # standardized: X_j / sqrt(var_j); every product below has the
    # scales in pairs
    tr = [sum(W[i] * X[i][j] ** 2 for i in range(len(X))) / n / var[j]
          for j in range(d)]
    m = sum(tr) / d
    beta_ = sum(sum(W[i] * X[i][j] ** 2 * X[i][k] ** 2
                    for i in range(len(X))) / (var[j] * var[k])
                for j in range(d) for k in range(d))
    delta_ = sum((M[j][k] / n) ** 2 / (var[j] * var[k])
                 for j in range(d) for k in range(d))
    beta = (beta_ / n - delta_) / (d * n)
    delta = (delta_ - 2 * m * sum(tr) + d * m * m) / d
    beta = min(beta, delta)
    a = F(0) if beta == 0 else beta / delta
    S = [[(1 - a) * M[i][j] / n + (a * m * var[i] if i == j else 0)
          for j in range(d)] for i in range(d)]
    return a, S


def inv_sub(S, obs):
    """The inverse and determinant of Sigma on the observed dimensions."""
    if len(obs) == 1:
        j = obs[0]
        return {(j, j): 1 / S[j][j]}, S[j][j]
    det = S[0][0] * S[1][1] - S[0][1] * S[1][0]
    P = {(0, 0): S[1][1] / det, (0, 1): -S[0][1] / det,
         (1, 0): -S[1][0] / det, (1, 1): S[0][0] / det}
    return P, det


def maha(P, v, obs):
    return sum(v[i] * P[(i, j)] * v[j] for i in obs for j in obs)


def posterior(ll_exact, ll_float, logprior):
    """log p(y|x) and log p(x) from log-likelihoods given as an exact
    rational part plus a float part, and float log priors."""
    top = max(LABELS, key=lambda c: (ll_exact[c] + F(ll_float[c])
                                      + F(logprior[c])))
    rel = {c: flt(ll_exact[c] - ll_exact[top]) + (ll_float[c]
           - ll_float[top]) + (logprior[c] - logprior[top]) for c in LABELS}
    s = sum(math.exp(rel[c]) for c in LABELS if c != top)
    lse = math.log1p(s)
    lp = {c: rel[c] - lse for c in LABELS}
    ev = flt(ll_exact[top]) + ll_float[top] + logprior[top] + lse
    return lp, ev


def emit(key, val):
    print("set LS_GOLD(%s) {%s}" % (key, val))


def lda_case(name, spec_shrink, priors, weights, off_name, off):
    rows = rows_for(off)
    st = class_stats(rows, weights)
    N = sum(st[c][0] for c in LABELS)
    d = 2
    if spec_shrink == "auto":
        S = [[F(0)] * d for _ in range(d)]
        for c in LABELS:
            n, mu, M, xs = st[c]
            _, Sy = ledoit_wolf(xs, n, mu, M)
            for i in range(d):
                for j in range(d):
                    S[i][j] += n / N * Sy[i][j]
    else:
        Mp = [[sum(st[c][2][i][j] for c in LABELS) for j in range(d)]
              for i in range(d)]
        S = [[Mp[i][j] / N for j in range(d)] for i in range(d)]
        a = F(spec_shrink)
        if a:
            tr = (S[0][0] + S[1][1]) / d
            S = [[(1 - a) * S[i][j] + (a * tr if i == j else 0)
                  for j in range(d)] for i in range(d)]
    if priors is None:
        logprior = {c: math.log(st[c][0] / N) for c in LABELS}
    else:
        logprior = {c: math.log(priors[c]) for c in LABELS}
    xbar = [sum(st[c][0] * st[c][1][j] for c in LABELS) / N for j in range(d)]
    for qn, q in queries(off, True):
        obs = [j for j in range(d) if q[j] is not None]
        x = {j: F(q[j]) for j in obs}
        P, det = inv_sub(S, obs)
        D = {c: maha(P, {j: x[j] - st[c][1][j] for j in obs}, obs)
             for c in LABELS}
        lognorm = -0.5 * (math.log(det) + len(obs) * LOG_2PI)
        lp, ev = posterior({c: -D[c] / 2 for c in LABELS},
                           {c: lognorm for c in LABELS}, logprior)
        key = "%s,%s,%s" % (name, off_name, qn)
        for c in LABELS:
            emit(key + ",lp," + c, num(lp[c]))
        emit(key + ",ev", num(ev))
        order = sorted(LABELS, key=lambda c: -(-D[c] / 2 + F(logprior[c])))
        A, B = order[0], order[1]
        emit(key + ",pred", A)
        if qn == "R6":
            continue
        # explanation of A against the runner-up B
        dm = {j: st[A][1][j] - st[B][1][j] for j in obs}
        v = {i: sum(P[(i, j)] * dm[j] for j in obs) for i in obs}
        parts = [float(v[j] * (x[j] - xbar[j])) for j in obs]
        base = -sum(v[j] * ((st[A][1][j] + st[B][1][j]) / 2 - xbar[j])
                    for j in obs)
        emit(key + ",ex", "%s %s %s %s %s {%s}" % (
            A, B, num(float(-(D[A] - D[B]) / 2) + logprior[A] - logprior[B]),
            num(logprior[A] - logprior[B]), num(float(base)),
            " ".join(num(p) for p in parts)))


def qda_case(name, reg, off_name, off):
    rows = rows_for(off)
    st = class_stats(rows, [1] * len(rows))
    N = sum(st[c][0] for c in LABELS)
    d = 2
    allx = [tuple(F(v) for v in r[1:]) for r in rows]
    gm = [sum(x[j] for x in allx) / N for j in range(d)]
    maxvar = max(sum((x[j] - gm[j]) ** 2 for x in allx) / N for j in range(d))
    floor = 1e-9 * float(maxvar)
    logprior = {c: math.log(st[c][0] / N) for c in LABELS}
    Sig = {}
    for c in LABELS:
        n, mu, M, _ = st[c]
        Sy = [[(1 - F(reg)) * M[i][j] / (n - 1) + (F(reg) if i == j else 0)
               for j in range(d)] for i in range(d)]
        Sig[c] = Sy
    for qn, q in queries(off):
        obs = [j for j in range(d) if q[j] is not None]
        x = {j: F(q[j]) for j in obs}
        D, lognorm = {}, {}
        for c in LABELS:
            Sy = Sig[c]
            if len(obs) == 2:
                piv = Sy[1][1] - Sy[0][1] ** 2 / Sy[0][0]
                if piv <= F(1e-12) * max(Sy[0][0], Sy[1][1]):
                    # singular: the eigenvalues below the floor are raised
                    # to it; here both are (the largest is at most the
                    # trace)
                    assert float(Sy[0][0] + Sy[1][1]) < floor
                    Sy = [[F(floor) if i == j else F(0) for j in range(d)]
                          for i in range(d)]
            # one observed dimension: the sub-matrix of Sigma_y, its own
            # variance (positive: a 1 x 1 Cholesky, no floor)
            P, det = inv_sub(Sy, obs)
            D[c] = maha(P, {j: x[j] - st[c][1][j] for j in obs}, obs)
            lognorm[c] = -0.5 * (math.log(det) + len(obs) * LOG_2PI)
        lp, ev = posterior({c: -D[c] / 2 for c in LABELS}, lognorm, logprior)
        key = "%s,%s,%s" % (name, off_name, qn)
        for c in LABELS:
            emit(key + ",lp," + c, num(lp[c]))
        emit(key + ",ev", num(ev))


def gnb_case(name, off_name, off):
    rows = rows_for(off)
    st = class_stats(rows, [1] * len(rows))
    N = sum(st[c][0] for c in LABELS)
    d = 2
    allx = [tuple(F(v) for v in r[1:]) for r in rows]
    gm = [sum(x[j] for x in allx) / N for j in range(d)]
    eps = F(1e-9) * max(sum((x[j] - gm[j]) ** 2 for x in allx) / N
                        for j in range(d))
    var = {c: [st[c][2][j][j] / st[c][0] + eps for j in range(d)]
           for c in LABELS}
    logprior = {c: math.log(st[c][0] / N) for c in LABELS}
    for qn, q in queries(off):
        obs = [j for j in range(d) if q[j] is not None]
        x = {j: F(q[j]) for j in obs}
        llx = {c: -sum((x[j] - st[c][1][j]) ** 2 / (2 * var[c][j])
                       for j in obs) for c in LABELS}
        llf = {c: -0.5 * sum(LOG_2PI + math.log(var[c][j]) for j in obs)
               for c in LABELS}
        lp, ev = posterior(llx, llf, logprior)
        key = "%s,%s,%s" % (name, off_name, qn)
        for c in LABELS:
            emit(key + ",lp," + c, num(lp[c]))
        emit(key + ",ev", num(ev))
        order = sorted(LABELS, key=lambda c: -(float(llx[c]) + llf[c]
                                               + logprior[c]))
        A, B = order[0], order[1]
        emit(key + ",pred", A)
        parts = []
        for j in obs:
            pa = -(x[j] - st[A][1][j]) ** 2 / (2 * var[A][j])
            pb = -(x[j] - st[B][1][j]) ** 2 / (2 * var[B][j])
            parts.append(float(pa - pb)
                         - 0.5 * (math.log(var[A][j]) - math.log(var[B][j])))
        emit(key + ",ex", "%s %s %s %s {%s}" % (
            A, B, num(lp[A] - lp[B]), num(logprior[A] - logprior[B]),
            " ".join(num(p) for p in parts)))


def transform_case(off_name, off):
    """bayes_transform's coordinates (docs/kinds.md, "lda as a
    transformer"; scikit-learn's svd solver) in 60-digit decimal
    arithmetic: the rational Sigma, then the two 2 x 2 symmetric
    eigenproblems in closed form (square roots to 60 digits), with the
    sign convention (each column of the scalings has its entry of largest
    magnitude positive).  Priors: the class frequencies."""
    from decimal import Decimal, getcontext
    getcontext().prec = 60

    def dec(f):
        return Decimal(f.numerator) / Decimal(f.denominator)

    def eig2(a, b, c):
        """Eigenvalues (descending) and unit eigenvectors of [[a,b],[b,c]]."""
        m, r = (a + c) / 2, (((a - c) / 2) ** 2 + b * b).sqrt()
        out = []
        for lam in (m + r, m - r):
            v = (b, lam - a) if abs(b) > abs(lam - c) or b != 0 else (
                (Decimal(1), Decimal(0)) if a >= c else (Decimal(0), Decimal(1)))
            if v == (0, 0):
                v = (Decimal(1), Decimal(0))
            nv = (v[0] ** 2 + v[1] ** 2).sqrt()
            out.append((lam, (v[0] / nv, v[1] / nv)))
        return out

    rows = rows_for(off)
    st = class_stats(rows, [1] * len(rows))
    n = sum(st[c][0] for c in LABELS)
    K = len(LABELS)
    Mp = [[sum(st[c][2][i][j] for c in LABELS) for j in range(2)]
          for i in range(2)]
    S = [[Mp[i][j] / n for j in range(2)] for i in range(2)]
    sd = [dec(S[j][j]).sqrt() for j in range(2)]
    fac = Decimal(1) / dec(n - K)
    A = [[dec(S[i][j]) * dec(n) * fac / (sd[i] * sd[j]) for j in range(2)]
         for i in range(2)]
    S1 = []          # columns
    for lam, v in eig2(A[0][0], A[0][1], A[1][1]):
        assert lam.sqrt() > Decimal("1e-4")
        S1.append([v[j] / sd[j] / lam.sqrt() for j in range(2)])
    pri = {c: dec(st[c][0] / n) for c in LABELS}
    xbar = [sum(pri[c] * dec(st[c][1][j]) for c in LABELS) for j in range(2)]
    X = [[(pri[c] * dec(n) * fac).sqrt()
          * sum((dec(st[c][1][j]) - xbar[j]) * S1[k][j] for j in range(2))
          for k in range(2)] for c in LABELS]
    G = [[sum(X[i][k] * X[i][l] for i in range(K)) for l in range(2)]
         for k in range(2)]
    scal = []        # columns of S1 U, while kept
    eu = eig2(G[0][0], G[0][1], G[1][1])
    for e, u in eu:
        if not e.sqrt() > Decimal("1e-4") * eu[0][0].sqrt():
            break        # class b's spread leaves one direction only
        col = [sum(S1[l][j] * u[l] for l in range(2)) for j in range(2)]
        big = max(range(2), key=lambda j: abs(col[j]))
        if col[big] < 0:
            col = [-t for t in col]
        scal.append(col)
    for qn, q in queries(off)[:3]:
        t = [sum((Decimal(repr(q[j])) - xbar[j]) * col[j] for j in range(2))
             for col in scal]
        emit("tr,%s,%s" % (off_name, qn), " ".join(num(float(v)) for v in t))


def logistic_case():
    """bayes_info's logistic form for classes a and c alone, both moved
    by 1e9 in feature 2: w = Sigma^-1 (mu_c - mu_a), b = -w . (mu_a +
    mu_c)/2 (equal priors).  scikit-learn's coef and intercept are 6e10
    and 3.7e19 here; their differences 260 and -7e10."""
    rows = [r for r in rows_for(0.0) if r[0] != "b"]
    rows = [(r[0], r[1], r[2] + 1e9) for r in rows]
    st = {}
    for lab in ("a", "c"):
        xs = [tuple(F(v) for v in r[1:]) for r in rows if r[0] == lab]
        mu = [sum(x[j] for x in xs) / len(xs) for j in range(2)]
        M = [[sum((x[i] - mu[i]) * (x[j] - mu[j]) for x in xs)
              for j in range(2)] for i in range(2)]
        st[lab] = (mu, M)
    S = [[(st["a"][1][i][j] + st["c"][1][i][j]) / len(rows) for j in range(2)]
         for i in range(2)]
    P, _ = inv_sub(S, [0, 1])
    dm = [st["c"][0][j] - st["a"][0][j] for j in range(2)]
    w = [sum(P[(i, j)] * dm[j] for j in range(2)) for i in range(2)]
    b = -sum(w[j] * (st["a"][0][j] + st["c"][0][j]) / 2 for j in range(2))
    emit("logistic", "%s %s %s" % (num(w[0]), num(w[1]), num(b)))


def issue_value():
    """The issue's -325.80: log p(c|x) at R1 with Sigma = M / (N - K)."""
    rows = rows_for(4294967296.0)
    st = class_stats(rows, [1] * len(rows))
    Mp = [[sum(st[c][2][i][j] for c in LABELS) for j in range(2)]
          for i in range(2)]
    S = [[Mp[i][j] / 6 for j in range(2)] for i in range(2)]
    P, _ = inv_sub(S, [0, 1])
    x = {0: F(-0.0933), 1: F(-4.864)}
    D = {c: maha(P, {j: x[j] - st[c][1][j] for j in (0, 1)}, [0, 1])
         for c in LABELS}
    lp, _ = posterior({c: -D[c] / 2 for c in LABELS}, {c: 0.0 for c in LABELS},
                      {c: 0.0 for c in LABELS})
    return lp["c"]


def main():
    print("# generated by tools/golden_lda_scale.py (exact rationals)")
    print("# the issue's -325.80 is log p(c|x) with Sigma = M/(N-K): %s"
          % num(issue_value()))
    specs = [("lda", 0, None, None), ("lda_s05", F(1, 2), None, None),
             ("lda_auto", "auto", None, None),
             ("lda_pri", 0, {"a": F(1, 5), "b": F(3, 10), "c": F(1, 2)}, None),
             ("lda_w", 0, None, [1, 2, 3] * 3)]
    logistic_case()
    for off_name, off in OFFS:
        for name, shrink, priors, weights in specs:
            lda_case(name, shrink, priors, weights or [1] * 9, off_name, off)
        qda_case("qda", 0, off_name, off)
        qda_case("qda_r01", F(1, 10), off_name, off)
        gnb_case("gnb", off_name, off)
        transform_case(off_name, off)


if __name__ == "__main__":
    main()
