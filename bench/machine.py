"""machine.py — the machine a bench runs on, named once for every Python
bench: the CPU model of /proc/cpuinfo, and the slug that names its results
files (results-<bench>-<slug>.md): the model lowercased, each run of other
characters than a-z and 0-9 one '-', then -<N>cpu for the N logical CPUs.
bench.c's machine() names its files the same way; BENCH_MACHINE, if set,
is the slug for all of them."""
import os


def cpu():
    """(the CPU model as /proc/cpuinfo says, the number of logical CPUs)"""
    name, n = "unknown CPU", 0
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    if n == 0:
                        name = line.split(":", 1)[1].strip()
                    n += 1
    except OSError:
        pass
    return name, n or os.cpu_count() or 1


def slug():
    if os.environ.get("BENCH_MACHINE"):
        return os.environ["BENCH_MACHINE"]
    name, n = cpu()
    s = "".join(c if c.isalnum() and c.isascii() else "-" for c in name.lower())
    return "%s-%dcpu" % ("-".join(w for w in s.split("-") if w), n)
