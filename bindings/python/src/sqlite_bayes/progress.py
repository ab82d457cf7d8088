"""sqlite_bayes.progress — a progress bar for long fits.

A fit is one SQL statement (SELECT bayes_fit(...) FROM source), so Python
sees nothing of it until it ends.  SQLite's progress handler
(Connection.set_progress_handler) is called every N virtual-machine steps
while the statement runs; this module turns those calls into "rows read of
rows expected":

  * rows expected: SELECT count(*) FROM source, run first;
  * steps per row: measured on the source's first rows (the statement on
    LIMIT 200 and on LIMIT 1200 rows: the difference, over 1000 rows, leaves
    out the fixed cost of opening the statement);
  * rows read: the steps counted so far over the steps per row, at most
    the rows expected; the last report is exactly rows expected.  The fit
    runs as the statement measured (over SELECT * FROM (source) LIMIT -1),
    so that its steps per row are the ones measured.

It costs one Python call per N steps (N about 100 rows' worth): nothing
measurable.  Off by default; on with progress=True (a bar on stderr,
redrawn at most 10 times a second) or progress=callable(rows_done,
rows_total), called at most 10 times a second and once at the end.

    est = sqlite_bayes.BayesClassifier("gaussian_nb")
    est.fit("SELECT label, x, y FROM big", progress=True)
    # bayes_fit  [##########----------]  50%  500000/1000000 rows  1.2 s
"""
import sys
import time

__all__ = ["Bar", "fit_with_progress"]


class Bar:
    """A text progress bar on a stream (stderr by default): call it with
    (rows_done, rows_total); done() ends the line."""

    def __init__(self, label="bayes_fit", stream=None, width=20):
        self.label, self.width = label, width
        self.stream = stream if stream is not None else sys.stderr
        self.t0 = time.monotonic()

    def __call__(self, done, total):
        frac = 1.0 if total <= 0 else min(1.0, done / total)
        k = int(round(frac * self.width))
        self.stream.write("\r%s  [%s%s] %3d%%  %d/%d rows  %.1f s" % (
            self.label, "#" * k, "-" * (self.width - k), int(frac * 100),
            done, total, time.monotonic() - self.t0))
        if done >= total:
            self.stream.write("\n")
        self.stream.flush()


def _steps(conn, sql, params):
    """The VM steps of one run of sql (a progress handler every step)."""
    n = [0]

    def tick():
        n[0] += 1
        return 0
    conn.set_progress_handler(tick, 1)
    try:
        conn.execute(sql, params).fetchall()
    finally:
        conn.set_progress_handler(None, 0)
    return n[0]


def _steps_per_row(conn, head, params, source):
    """The fit's VM steps per source row, measured on its first rows."""
    lim = head + " FROM (SELECT * FROM (" + source + ") LIMIT "
    try:
        a = _steps(conn, lim + "200)", params)
        b = _steps(conn, lim + "1200)", params)
    except Exception:
        return 20.0                          # e.g. no rows: any estimate
    return max(1.0, (b - a) / 1000.0)


def fit_with_progress(conn, head, params, source, progress, every=0.1):
    """Run the fit statement head + " FROM (source)" (head: SELECT
    bayes_fit(...) over the columns of source, a query) with a progress
    report: progress is True (a Bar on stderr) or a callable(rows_done,
    rows_total).  Returns the BLOB."""
    report = Bar() if progress is True else progress
    # params: the spec's, then the source's own
    total = conn.execute("SELECT count(*) FROM (%s)" % source,
                         tuple(params)[1:]).fetchone()[0]
    per_row = _steps_per_row(conn, head, params, source) if total > 1200 else 20.0
    n = max(100, int(per_row * 100))         # a handler call per ~100 rows
    state = {"calls": 0, "last": 0.0}

    def handler():
        state["calls"] += 1
        now = time.monotonic()
        if now - state["last"] >= every:
            state["last"] = now
            done = min(total, int(state["calls"] * n / per_row))
            report(done, total)
        return 0                             # 0: go on (non-zero interrupts)

    conn.set_progress_handler(handler, n)
    try:
        # the statement measured, with no limit (-1): the same program, so
        # the same steps per row (a plain FROM (source) is flattened into
        # fewer steps than the LIMIT subquery of the measurement)
        blob = bytes(conn.execute(head + " FROM (SELECT * FROM (" + source + ") LIMIT -1)",
                                  params).fetchone()[0])
    finally:
        conn.set_progress_handler(None, 0)
    report(total, total)
    return blob
