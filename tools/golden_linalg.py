#!/usr/bin/python3
"""golden_linalg.py - the adversarial-matrix catalogue for test/c/linalg.c.

Writes test/linalg/eigen-catalogue.txt: symmetric matrices that break
textbook eigensolvers (zero blocks, repeated and clustered eigenvalues,
exact rank deficiency, entries graded from 1e-300 to 1e300, tiny couplings
beside zero diagonals, covariances of image-like data) with their
eigenvalues from LAPACK (numpy.linalg.eigh, Debian's python3-numpy).

    python3 tools/golden_linalg.py      # from the repository root

File format, one case after another:
    case NAME N PSD RANK        (PSD 1: positive semi-definite; RANK: exact
                                 rank if known by construction, else -1)
    N*(N+1)/2 numbers           lower triangle, row by row (%.17g)
    N numbers                   eigenvalues from LAPACK, ascending
The numbers are written with repr (they read back exactly), one row a line.
The test suite reads the file; it never runs Python.
"""
import os
import numpy as np

rng = np.random.default_rng(20261123)
cases = []


def add(name, a, psd, rank=-1):
    a = np.array(a, dtype=float)
    a = np.tril(a) + np.tril(a, -1).T           # symmetric from the lower
    cases.append((name, a, psd, rank))


def orth(n):
    q, _ = np.linalg.qr(rng.standard_normal((n, n)))
    return q


def spd_with(eigs):
    q = orth(len(eigs))
    return (q * np.asarray(eigs)) @ q.T


# zero matrices and zero blocks
add("zero-1", np.zeros((1, 1)), 1, 0)
add("zero-7", np.zeros((7, 7)), 1, 0)
b = rng.integers(-3, 4, size=(12, 5)).astype(float)
a = b @ b.T                                      # exact: integers
a[3:8, :] = 0.0
a[:, 3:8] = 0.0
add("zero-block-12", a, 1, int(np.linalg.matrix_rank(a)))
a = np.zeros((10, 10))
a[6:, 6:] = spd_with([1, 2, 3, 4])
add("zero-leading-block-10", a, 1, 4)
# repeated and clustered eigenvalues
add("repeated-20", spd_with([1.0] * 7 + [2.0] * 7 + [5.0] * 6), 1)
add("clustered-16", spd_with(1.0 + 1e-14 * np.arange(16)), 1)
add("cluster-and-zero-16", spd_with([0.0] * 8 + list(1 + 1e-13 * np.arange(8))), 1)
add("ones-50", np.ones((50, 50)), 1, 1)
add("identity-9", np.eye(9), 1, 9)
# exact rank deficiency (integer B: B B^T exact in doubles)
for n, k in [(30, 5), (40, 1), (25, 24)]:
    b = rng.integers(-4, 5, size=(n, k)).astype(float)
    add("rank-%d-of-%d" % (k, n), b @ b.T, 1, k)
b = rng.integers(-4, 5, size=(20, 6)).astype(float)
b = np.hstack([b, b[:, :3]])                     # duplicated columns
add("duplicated-columns-9", b.T @ b, 1, 6)
# graded scales 1e-300 .. 1e300
dd = 10.0 ** np.linspace(-150, 150, 12)
add("graded-dad-12", dd[:, None] * spd_with(rng.uniform(1, 2, 12)) * dd[None, :], 1)
add("graded-diag-13", np.diag(10.0 ** np.linspace(-300, 300, 13)), 1, 13)
dd = 10.0 ** np.linspace(0, 20, 10)
add("graded-dad-1e40-10", dd[:, None] * spd_with(rng.uniform(1, 2, 10)) * dd[None, :], 1)
add("huge-8", 1e300 * spd_with(rng.uniform(0.1, 1, 8)), 1, 8)
add("tiny-8", 1e-300 * spd_with(rng.uniform(0.1, 1, 8)), 1, 8)
add("subnormal-6", 1e-310 * spd_with(rng.uniform(0.1, 1, 6)), 1)
# tiny couplings beside zero diagonals (the reported non-convergence)
for e in [1e-17, 1e-100, 1e-300, 1e-320]:
    t = np.diag([1.0, 0.0, 0.0, 0.0, 0.0, 2.0]) \
        + np.diag([0.5, e, e, e, 0.5], -1)
    add("zero-diag-tiny-off-%g" % e, t, 0)
t = np.diag(np.full(9, 1e-200), -1)
add("zero-diag-1e-200-off-10", t, 0)
# a PSD matrix whose tridiagonal form has zero diagonals and tiny
# couplings: a few coupled pixels plus many with 1e-13 rounding residue
a = np.zeros((30, 30))
a[:4, :4] = spd_with([3, 2, 1, 0.5])
a[4:, 4:] = 1e-26 * spd_with(rng.uniform(0, 1, 26))
add("psd-tiny-residue-30", a, 1)
# classics
n = 21
add("wilkinson-21", np.diag(np.abs(np.arange(n) - 10.0)) + np.diag(np.ones(n - 1), -1), 0)
add("hilbert-12", 1.0 / (np.arange(12)[:, None] + np.arange(12)[None, :] + 1.0), 1)
add("indefinite-random-15", (lambda m: m + m.T)(rng.standard_normal((15, 15))), 0)


def image_like(nrow, side, seed, scale_spread=True):
    """Rows of side*side 'pixels': a border constant per class (0), a few
    pixels duplicated, values spread over orders of magnitude."""
    g = np.random.default_rng(seed)
    d = side * side
    x = np.zeros((nrow, d))
    inner = [i * side + j for i in range(2, side - 2) for j in range(2, side - 2)]
    base = g.random((nrow, 6)) @ g.random((6, len(inner)))   # low rank
    x[:, inner] = np.round(255 * base / base.max())
    x[:, 5] = x[:, inner[0]]                  # a duplicated pixel
    x[:, side] = 3.0                          # constant non-zero border
    if scale_spread:
        x[:, inner[1::7]] *= 1e-5
        x[:, inner[2::7]] *= 1e5
    return x


for nrow, side, seed in [(40, 10, 1), (200, 10, 2), (8, 10, 3)]:
    x = image_like(nrow, side, seed)
    c = np.cov(x, rowvar=False, bias=True)
    add("image-cov-%dx%d" % (nrow, side * side), c, 1)

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..",
                   "test", "linalg", "eigen-catalogue.txt")
with open(out, "w") as f:
    f.write("# made by tools/golden_linalg.py (numpy %s, LAPACK eigh); "
            "do not edit\n" % np.__version__)
    for name, a, psd, rank in cases:
        n = a.shape[0]
        w = np.linalg.eigh(a)[0]
        f.write("case %s %d %d %d\n" % (name, n, psd, rank))
        for i in range(n):
            f.write(" ".join(repr(float(v)) for v in a[i, :i + 1]) + "\n")
        f.write(" ".join(repr(float(v)) for v in w) + "\n")
print("%d cases -> %s" % (len(cases), os.path.relpath(out)))
