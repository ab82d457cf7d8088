"""docs_figures.py — the figures of docs/, drawn from the docs' own queries.

    make docs-figures          (= /usr/bin/python3 tools/docs_figures.py)
    /usr/bin/python3 tools/docs_figures.py [NAME ...]

A figure is a ```sql block of README.md or docs/*.md with a comment line

    -- figure: NAME

The block runs as it is pasted (a fresh `sqlite3` shell in the repository
root: it loads the extension itself, see test/docs.test); the output of
the statements after that line, printed by the shell with `.headers on`
and `.mode tabs`, is the figure's data.  This script writes it to
docs/figures/NAME.tsv exactly as the shell printed it, and draws
docs/figures/NAME.svg from it with matplotlib (Debian's python3-matplotlib;
`make deps-docs`).  test/figures.test runs the same blocks the same way and
fails when the data no longer equals the committed .tsv, so a figure can
never silently disagree with the query shown beside it: change a query,
then run `make docs-figures` and commit both files.

The SVGs are reproducible (fixed hash salt, no date, text as text), so
running this twice writes the same bytes.  Only the plotting is here;
every number in a figure comes from the extension.
"""
import csv
import glob
import io
import os
import re
import subprocess
import sys

import matplotlib
matplotlib.use("svg")
import matplotlib.pyplot as plt  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "docs", "figures")
MARK = re.compile(r"^\s*-- figure: (\S+)\s*$")

plt.rcParams.update({
    "svg.hashsalt": "bayes-docs",
    "svg.fonttype": "none",
    "font.size": 10,
    "figure.dpi": 72,
    "axes.spines.top": False,
    "axes.spines.right": False,
})
COLORS = ["#4477aa", "#ee6677", "#228833", "#ccbb44", "#66ccee", "#aa3377"]


def figure_blocks():
    """{name: (doc path, setup text, query text)} of every figure block."""
    out = {}
    docs = [os.path.join(ROOT, "README.md")] + sorted(
        glob.glob(os.path.join(ROOT, "docs", "*.md")))
    for path in docs:
        text = open(path, encoding="utf-8").read()
        for m in re.finditer(r"^```sql\n(.*?)^```", text, re.S | re.M):
            lines = m.group(1).split("\n")
            for i, line in enumerate(lines):
                mm = MARK.match(line)
                if mm:
                    out[mm.group(1)] = (path, "\n".join(lines[:i]) + "\n",
                                        "\n".join(lines[i:]))
    return out


def run_block(setup, query):
    """The shell's output of the query, with headers, tab-separated."""
    text = setup + ".headers on\n.mode tabs\n" + query
    p = subprocess.run(["sqlite3", "-batch", "-bail", "-init", "/dev/null"],
                       input=text.encode(), cwd=ROOT, capture_output=True)
    if p.returncode != 0 or p.stderr:
        sys.exit("figure block failed: %s" % p.stderr.decode())
    return p.stdout.decode()


def rows(tsv):
    r = list(csv.reader(io.StringIO(tsv), delimiter="\t"))
    head, body = r[0], r[1:]
    return [dict(zip(head, x)) for x in body]


# ---------------------------------------------------------------- plotters
def plot_confusion(data, ax_fig):
    fig = ax_fig(4.6, 3.8)
    ax = fig.add_subplot()
    labels = sorted({d["actual"] for d in data} | {d["predicted"] for d in data})
    n = len(labels)
    grid = [[0] * n for _ in range(n)]
    for d in data:
        grid[labels.index(d["actual"])][labels.index(d["predicted"])] = int(d["n"])
    ax.imshow(grid, cmap="Blues")
    vmax = max(max(g) for g in grid)
    for i in range(n):
        for j in range(n):
            ax.text(j, i, str(grid[i][j]), ha="center", va="center",
                    color="white" if grid[i][j] > vmax / 2 else "black")
    ax.set_xticks(range(n), labels)
    ax.set_yticks(range(n), labels)
    ax.set_xlabel("predicted")
    ax.set_ylabel("actual")
    ax.set_title("gaussian_nb on iris: held-out fold")
    return fig


def plot_curves(data, ax_fig):
    fig = ax_fig(8, 3.6)
    ax1 = fig.add_subplot(1, 2, 1)
    ax2 = fig.add_subplot(1, 2, 2)
    for ax, curve, xl, yl in ((ax1, "roc", "false positive rate", "true positive rate"),
                              (ax2, "pr", "recall", "precision")):
        pts = [(float(d["x"]), float(d["y"])) for d in data if d["curve"] == curve]
        xs, ys = zip(*pts)
        ax.plot(xs, ys, drawstyle="steps-post" if curve == "roc" else "default",
                color=COLORS[0], marker="o", markersize=3)
        if curve == "roc":
            ax.plot([0, 1], [0, 1], color="#999999", linestyle=":")
        ax.set_xlim(-0.02, 1.02)
        ax.set_ylim(-0.02, 1.02)
        ax.set_xlabel(xl)
        ax.set_ylabel(yl)
        area = [d["area"] for d in data if d["curve"] == curve][0]
        ax.set_title("%s  (%s %.3f)" % ("ROC" if curve == "roc" else "precision-recall",
                                        "AUC" if curve == "roc" else "AP", float(area)))
    fig.suptitle("bernoulli_nb spam filter, held-out messages")
    return fig


def plot_reliability(data, ax_fig):
    fig = ax_fig(4.8, 4.4)
    ax = fig.add_subplot()
    ax.plot([0, 1], [0, 1], color="#999999", linestyle=":", label="perfectly calibrated")
    for k, model in enumerate(["raw", "isotonic", "sigmoid"]):
        pts = [(float(d["predicted"]), float(d["observed"])) for d in data
               if d["model"] == model]
        if pts:
            xs, ys = zip(*pts)
            ax.plot(xs, ys, marker="o", color=COLORS[k], label=model)
    ax.set_xlabel("mean predicted p(1), per bin")
    ax.set_ylabel("observed share of 1")
    ax.set_xlim(0, 1)
    ax.set_ylim(0, 1)
    ax.legend(loc="upper left", frameon=False)
    ax.set_title("Reliability before and after bayes_calibrate")
    return fig


def plot_regions(data, ax_fig):
    kinds = []
    for d in data:
        if d["kind"] not in kinds:
            kinds.append(d["kind"])
    labels = sorted({d["label"] for d in data})
    fig = ax_fig(4 * len(kinds), 3.8)
    from matplotlib.colors import ListedColormap
    cmap = ListedColormap(["#bbccee", "#ffcccc", "#cceedd"][:len(labels)])
    for k, kind in enumerate(kinds):
        ax = fig.add_subplot(1, len(kinds), k + 1)
        grid = [d for d in data if d["kind"] == kind and d["point"] == "0"]
        xs = sorted({float(d["x"]) for d in grid})
        ys = sorted({float(d["y"]) for d in grid})
        z = [[0] * len(xs) for _ in ys]
        for d in grid:
            z[ys.index(float(d["y"]))][xs.index(float(d["x"]))] = labels.index(d["label"])
        dx, dy = xs[1] - xs[0], ys[1] - ys[0]
        ax.imshow(z, cmap=cmap, vmin=0, vmax=len(labels) - 1, origin="lower",
                  interpolation="nearest", aspect="auto",
                  extent=(xs[0] - dx / 2, xs[-1] + dx / 2, ys[0] - dy / 2, ys[-1] + dy / 2))
        for j, lab in enumerate(labels):
            pts = [(float(d["x"]), float(d["y"])) for d in data
                   if d["kind"] == kind and d["point"] == "1" and d["label"] == lab]
            if pts:
                px, py = zip(*pts)
                ax.scatter(px, py, s=9, color=COLORS[[0, 1, 2][j % 3]],
                           label=lab, edgecolors="none")
        ax.set_title(kind)
        ax.set_xlabel("petal length")
        if k == 0:
            ax.set_ylabel("petal width")
            ax.legend(loc="upper left", frameon=False, fontsize=8)
    fig.suptitle("Class regions on iris's petals")
    return fig


def plot_drift(data, ax_fig):
    fig = ax_fig(5.6, 3.2)
    ax = fig.add_subplot()
    feats = [d["name"] for d in data]
    vals = [float(d["hellinger"]) for d in data]
    ax.barh(range(len(feats)), vals, color=COLORS[0])
    ax.set_yticks(range(len(feats)), feats)
    ax.invert_yaxis()
    ax.set_xlim(0, 1)
    ax.set_xlabel("Hellinger distance, old to new (0 same, 1 disjoint)")
    for i, v in enumerate(vals):
        ax.text(v + 0.01, i, "%.3f" % v, va="center", fontsize=8)
    ax.set_title("Drift per feature: bayes_drift")
    return fig


PLOTTERS = {
    "confusion-iris": plot_confusion,
    "curves-spam": plot_curves,
    "reliability": plot_reliability,
    "regions-iris": plot_regions,
    "drift-iris": plot_drift,
}


def new_fig(w, h):
    return plt.figure(figsize=(w, h), layout="constrained")


def main(names):
    blocks = figure_blocks()
    unknown = set(blocks) - set(PLOTTERS)
    if unknown:
        sys.exit("no plotter for figure(s): %s" % ", ".join(sorted(unknown)))
    os.makedirs(OUT, exist_ok=True)
    for name in sorted(blocks):
        if names and name not in names:
            continue
        path, setup, query = blocks[name]
        tsv = run_block(setup, query)
        with open(os.path.join(OUT, name + ".tsv"), "w", encoding="utf-8") as f:
            f.write(tsv)
        fig = PLOTTERS[name](rows(tsv), new_fig)
        fig.savefig(os.path.join(OUT, name + ".svg"), format="svg",
                    metadata={"Date": None, "Creator": "tools/docs_figures.py"})
        plt.close(fig)
        print("docs/figures/%s.svg  (%s, %d rows)" % (
            name, os.path.relpath(path, ROOT), len(rows(tsv))))


if __name__ == "__main__":
    main(set(sys.argv[1:]))
