"""Numbers, arrays and objects written as the golden scripts' Tcl test
cases expect them (repr of a float: the shortest text that round-trips).

    from golden_json import num, jarr, jobj

Imported by the golden_*.py scripts in this folder (run as
/usr/bin/python3 tools/golden_X.py, so this folder is on sys.path).
"""
import numpy as np


def num(v):
    """A number as its shortest round-trip text: 0.1, 2.0, 1e-05."""
    return repr(float(v))


def num_int(v):
    """As num, but a whole number below 1e15 without its '.0': 2, 0.5."""
    v = float(v)
    if v == int(v) and abs(v) < 1e15:
        return str(int(v))
    return repr(v)


def jarr(a):
    """A number or a nested array of numbers as JSON."""
    a = np.asarray(a)
    if a.ndim == 0:
        return num(a)
    return "[" + ",".join(jarr(x) for x in a) + "]"


def jobj(labels, vals):
    """A JSON object from labels and numbers: {"a":0.5,"b":0.5}."""
    return "{" + ",".join('"%s":%s' % (l, num(v)) for l, v in zip(labels, vals)) + "}"
