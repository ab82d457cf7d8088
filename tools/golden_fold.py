#!/usr/bin/python3
"""bayes_fold(key, k [, seed]) in Python: the reference implementation of
the hash that ext/sql/fold.c and docs/evaluate.md define, written separately
from the C code; it prints the values pinned in test/fold.test and in the
docs.

    /usr/bin/python3 tools/golden_fold.py

    bytes = seed (8 bytes little-endian, two's complement) || tag || payload
      INTEGER i                      01 || i (8 bytes LE)
      REAL integral in [-2^63,2^63)  as that INTEGER
      other REAL                     02 || IEEE-754 bits (8 bytes LE)
      TEXT                           03 || UTF-8 bytes
      BLOB                           04 || bytes
    h = fmix64(FNV-1a-64(bytes)); fold = h mod k
"""
import math
import struct

M64 = (1 << 64) - 1


def fnv1a64(data):
    h = 0xcbf29ce484222325
    for b in data:
        h ^= b
        h = (h * 0x100000001b3) & M64
    return h


def fmix64(h):
    h ^= h >> 33
    h = (h * 0xff51afd7ed558ccd) & M64
    h ^= h >> 33
    h = (h * 0xc4ceb9fe1a85ec53) & M64
    h ^= h >> 33
    return h


def canonical(v):
    if isinstance(v, bool):
        raise TypeError
    if isinstance(v, int):
        return b"\x01" + struct.pack("<q", v)
    if isinstance(v, float):
        if math.isfinite(v) and v == math.floor(v) and -2.0**63 <= v < 2.0**63:
            return b"\x01" + struct.pack("<q", int(v))
        return b"\x02" + struct.pack("<d", v)
    if isinstance(v, str):
        return b"\x03" + v.encode("utf-8")
    if isinstance(v, (bytes, bytearray)):
        return b"\x04" + bytes(v)
    raise TypeError(type(v))


def fold(v, k, seed=0):
    return fmix64(fnv1a64(struct.pack("<q", seed) + canonical(v))) % k


def sql(v):
    if isinstance(v, str):
        return "'" + v.replace("'", "''") + "'"
    if isinstance(v, bytes):
        return "x'" + v.hex() + "'"
    if isinstance(v, float):
        if math.isinf(v):
            return "9e999" if v > 0 else "-9e999"
        return repr(v)
    return str(v)


KEYS = [0, 1, -1, 2, 42, 1000, 2**63 - 1, -2**63, 1.0, -0.0, 0.5, -2.25,
        1e300, 9.3e18, float("inf"), float("-inf"), "", "a", "1", "setosa",
        "h\u00e9llo", "\u65e5\u672c", b"", b"\x00\xff", b"abc"]

if __name__ == "__main__":
    for seed in (0, 1, -7, 123456789):
        for k in (2, 5, 10, 1000):
            got = [fold(v, k, seed) for v in KEYS]
            print("seed=%d k=%d: %s" % (seed, k, " ".join(map(str, got))))
    print("keys:", " ".join(sql(v) for v in KEYS))
    print("hash of 'setosa' seed 0: 0x%016x" % fmix64(fnv1a64(struct.pack("<q", 0) + canonical("setosa"))))
    print("folds of 1..10 with k=5:", [fold(i, 5) for i in range(1, 11)])
    print("folds of 1..10 with k=5 seed 42:", [fold(i, 5, 42) for i in range(1, 11)])
    print("folds of 'setosa','versicolor','virginica' k=3:", [fold(s, 3) for s in ("setosa", "versicolor", "virginica")])
