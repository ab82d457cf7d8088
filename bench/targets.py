#!/usr/bin/python3
"""bench/targets.py -- issue 24's targets, read off one `make bench` run.

    /usr/bin/python3 bench/targets.py [--slug MACHINE] [--out FILE]

`make bench` runs bench/bench.c, gridsearch.py, the by-name bench,
fit_query.py, scores.py and parallel.py, each writing its own results
file; this script reads those files (the ones this run just wrote) and
writes one table: each target of issue 24, its goal, what the run
measured, met or not, and for a target not met its measured cause (the
reasoning and profiles are in docs/performance.md).  It measures nothing
itself.  A file that is missing or older than --since (seconds since the
epoch; `make bench` passes its start) is reported as not run.
"""
import argparse
import os
import re
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)


def tables(path):
    """[(heading, header, rows)] of every Markdown table in path."""
    out, head, hdr, rows = [], "", None, []
    with open(path) as f:
        lines = f.read().split("\n")
    for ln in lines + [""]:
        if ln.startswith("#"):
            head = ln.lstrip("#").strip()
        if ln.startswith("|"):
            cells = [c.strip() for c in ln.strip().strip("|").split("|")]
            if hdr is None:
                hdr = cells
            elif all(re.match(r"^-+:?$|^:?-+:?$", c) for c in cells):
                pass
            else:
                rows.append(cells)
        elif hdr is not None:
            out.append((head, hdr, rows))
            hdr, rows = None, []
    return out


def num(s):
    m = re.search(r"-?[\d.]+(?:e-?\d+)?", s or "")
    return float(m.group(0)) if m else None


class Run:
    def __init__(self, slug, since):
        self.slug, self.since = slug, since
        self.missing = []
        self.used = []

    def path(self, name):
        p = os.path.join(HERE, name % self.slug if "%s" in name else name)
        if not os.path.exists(p) or os.path.getmtime(p) < self.since:
            self.missing.append(os.path.basename(p))
            return None
        self.used.append(os.path.relpath(p, ROOT))
        return p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--slug", default=None)
    ap.add_argument("--since", type=float, default=0.0)
    ap.add_argument("--out", default=None)
    a = ap.parse_args()
    slug = a.slug
    if slug is None:               # the newest bench.c results file names it
        c = [f for f in os.listdir(HERE) if re.match(r"results-[a-z0-9-]+-\d+cpu\.md$", f)
             and not re.match(r"results-(fitq|scores|gridsearch|byname|parallel|scale|serving|"
                              r"targets|dqlite|wide)-", f)]
        c.sort(key=lambda f: os.path.getmtime(os.path.join(HERE, f)))
        if not c:
            sys.exit("targets.py: no bench/results-<machine>.md")
        slug = c[-1][len("results-"):-len(".md")]
    run = Run(slug, a.since)
    T = []        # (target, goal, measured, met, cause)

    def add(target, goal, measured, met, cause=""):
        T.append((target, goal, measured,
                  "-" if met is None else ("met" if met else "not met"),
                  "" if met else cause))

    # ---- bayes_scores (scores.py)
    p = run.path("results-scores-%s.md")
    if p:
        text = open(p).read()
        for head, hdr, rows in tables(p):
            if hdr[:2] != ["kind", "bayes_scores CPU"]:
                continue
            for r in rows:
                if r[0] != "qda":
                    continue
                bc, bw, sc, sw = num(r[1]), num(r[2]), num(r[3]), num(r[4])
                add("qda, 10,000 x 784 x 10 scored by bayes_scores: CPU",
                    "<= scikit-learn's CPU (OpenBLAS)",
                    "%.2f s vs %.2f s (%.2fx)" % (bc, sc, bc / sc), bc <= sc)
                add("the same: wall", "<= 1.5x scikit-learn's wall",
                    "%.2f s vs %.2f s (%.2fx)" % (bw, sw, bw / sw), bw <= 1.5 * sw)
        m = re.search(r"`qda` \(class ranks[^)]*\): bayes_scores ([\d.]+) GFLOP/s of CPU "
                      r"time \(([\d.]+) of wall\) = (\d+)% of the kernel's rate", text)
        k = re.search(r"([\d.]+) GFLOP/s AVX2/FMA", text)
        if m and k:
            add("qda scoring GFLOP/s against the kernel's peak", "report",
                "%s GFLOP/s of CPU time, %s%% of the kernel's %s" % (m.group(1), m.group(3),
                                                                      k.group(1)), None)
        for line in text.split("\n"):
            if line.startswith("Run "):
                add("scikit-learn's BLAS and threads (scores)", "printed",
                    re.sub(r".*numpy [\d.]+ on ", "", line).split(".  ")[0], None)
                break
    # ---- fit from a query and counting (fit_query.py)
    p = run.path("results-fitq-%s.md")
    if p:
        text = open(p).read()
        for head, hdr, rows in tables(p):
            if "route" in hdr and "bayes wall / sklearn wall" in hdr:
                for r in rows:
                    kind, route = r[0], r[1]
                    ratio = num(r[7])
                    if route.startswith("bayes_fit_query") and ratio is not None:
                        lim = 1.2 if kind == "qda" else 1.0
                        add("%s fit from a query, 60,000 x 784 (wall)" % kind,
                            "<= %sx scikit-learn's wall" % ("1.2" if kind == "qda" else "1.0"),
                            "%s s vs %s s (%.2fx)" % (r[3], r[6], ratio), ratio <= lim,
                            CAUSE.get("fitq-" + kind, ""))
                    if route.startswith("bayes_fit, 7 JSON") and kind in ("lda", "qda"):
                        x = num(r[4])
                        add("%s fit, 7 JSON arrays (784 features), against its floor" % kind,
                            "<= 1.3x the JSON floor", "%.2fx (CPU)" % x, x <= 1.3,
                            CAUSE["json"])
            if head.startswith("Count kinds against the scan"):
                for r in rows:
                    if "baseline" in r[1] or r[0] == "-":
                        continue
                    x = num(r[4])
                    text_fit = r[1].startswith("text")
                    lim = 1.5 if text_fit else 1.2
                    add("%s %s" % (r[0], r[1]), "<= %.1fx its floor" % lim,
                        "%.2fx (CPU %s s, wall %s s)" % (x, r[2], r[3]), x <= lim,
                        CAUSE["text" if text_fit else "count-" + r[0]])
        m = re.search(r"Python's load of the table[^:]*: ([\d.]+) s CPU, ([\d.]+) s wall", text)
        if m:
            add("Python's load of the 60,000 x 784 table (reported beside the fits)",
                "report", "%s s CPU, %s s wall" % m.groups(), None)
        m = re.search(r"scikit-learn [\d.]+ .*? on (OpenBLAS[^,]*), (\d+) threads", text)
        if m:
            add("scikit-learn's BLAS and threads (fit)", "printed",
                "%s, %s threads" % m.groups(), None)
    # ---- lda shrinkage=auto (bench.c's main table)
    p = run.path("results-%s.md")
    if p:
        for head, hdr, rows in tables(p):
            if hdr[:3] != ["data set", "kind", "measurement"]:
                continue
            fit = {(r[0], r[1]): num(r[3]) for r in rows if r[2] == "fit"}
            for s in ("img", "imgb", "wideb"):
                if (s, "lda shrinkage=auto") in fit and (s, "lda") in fit:
                    x = fit[(s, "lda shrinkage=auto")] / fit[(s, "lda")]
                    add("lda shrinkage=auto fit on `%s` against a plain lda fit" % s,
                        "<= 2.5x", "%.2fx (CPU)" % x, x <= 2.5, CAUSE["shrinkage"])
            break
    # ---- every core (parallel.py)
    p = run.path("data/results-parallel-run.md")
    par = None
    if p:
        par = open(p).read()
        best = {}
        for head, hdr, rows in tables(p):
            if "wall speed-up" not in hdr:
                continue
            i = hdr.index("wall speed-up")
            for r in rows:
                if r[2] == "one connection":
                    continue
                best.setdefault((r[0], r[2]), []).append(num(r[i]))
        for (kind, route), v in best.items():
            add("fit_parallel, 10M rows, 2 workers as %s: %s" % (route, kind),
                "report the speed-up", "%s (each repeat)" % ", ".join("%.2fx" % x for x in v),
                None)
    add("the scale table (1M, 10M, 100M rows)", "in docs/performance.md",
        "`make bench-scale`, on demand (about an hour); see docs/performance.md", None)

    L = ["# Issue 24's targets in one `make bench` run (%s)" % slug, "",
         "Made by `bench/targets.py` from the results files this run wrote (%s); "
         "%s. Causes of targets not met: docs/performance.md." % (
             ", ".join(run.used),
             time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())), ""]
    if run.missing:
        L += ["Not run (missing or older than this run): %s" % ", ".join(run.missing), ""]
    L += ["| target | goal | measured | met | cause, if not met |",
          "| --- | --- | --- | --- | --- |"]
    for t in T:
        L.append("| %s |" % " | ".join(t))
    n_met = sum(1 for t in T if t[3] == "met")
    n_not = sum(1 for t in T if t[3] == "not met")
    L += ["", "%d targets met, %d not met (and %d reported figures)." % (
        n_met, n_not, len(T) - n_met - n_not)]
    if par:
        L += ["", "## Every core: bench/parallel.py in this run", "",
              re.sub(r"^# ", "", par.strip())]
    out = a.out or os.path.join(HERE, "results-targets-%s.md" % slug)
    with open(out, "w") as f:
        f.write("\n".join(L) + "\n")
    print("\n".join(L))


CAUSE = {
    "fitq-gaussian_nb": "SQLite's own scan handing over the 784 columns (the floor, 1.14 s "
                        "in the run of 2026-11-26) is 0.74x scikit-learn's fit; perf of ours: "
                        "SQLite's VDBE 24%, sqlite3_column_value 18% (the connection's mutex "
                        "per column), value decoding 15%, the gaussian update 8%: the update "
                        "would have to cost nothing to win",
    "fitq-multinomial_nb": "scikit-learn's fit is one BLAS product (0.16 s), 7x below the "
                           "time SQLite alone needs to hand over the 784 columns",
    "fitq-lda": "", "fitq-qda": "",
    "json": "the co-moment kernel (53% of the fit; parsing is 4%): 1.3x would need the "
            "FMA peak on d(d+1)/2 multiply-adds a row; bayes_fit_query is the route "
            "around JSON",
    "text": "the fit looks every term up again in the model's vocabulary (a cache miss "
            "per term) after bayes_tokens looked it up in its own",
    "count-multinomial_nb": "per-row feature decoding and class lookup",
    "count-complement_nb": "as multinomial_nb",
    "count-bernoulli_nb": "as multinomial_nb",
    "count-categorical_nb": "one hash lookup per (feature, value) key, 6 a row: vocabulary "
                            "intern and find 23% of the fit, SQLite's VDBE 22% (perf, "
                            "docs/performance.md)",
    "shrinkage": "one pass re-centres fourth moments about a mean known only at the end: "
                 "u u^T, u^2 u^T and u^2 (u^2)^T, 2.5 d^2 multiply-adds a row against "
                 "d^2/2 (the floor is 4-5x)",
}

if __name__ == "__main__":
    main()
