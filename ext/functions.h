/*
** functions.h — the one list of the SQL functions, machine-readable.
**
** One line per registration, in the order main.c registers them.  The
** includer defines the macros it needs and includes this file: main.c
** builds its table of functions and of table-valued functions from it;
** tools/check-deps.tcl checks that each callback is defined in its home
** file; test/security.test checks every function's flags against the
** rule of docs/security.md by its RISK, and that docs/functions.md and
** docs/security.md name each one.  Keep one entry per line in exactly this
** form: scripts read it.
**
**   BAYES_SCALAR(NAME, NARG, RISK, JSON, HOME)   callback NAME_func
**   BAYES_AGG(NAME, NARG, RISK, JSON, HOME)      NAME_step, NAME_final
**   BAYES_WINDOW(NAME, NARG, RISK, JSON, HOME)   ... and NAME_value,
**                                                NAME_inverse
**   BAYES_TVF(NAME, RISK, HOME)                  the BayesTvf bayes_HOME
**
**   NARG   the argument count (-1: any)
**   RISK   SQL     runs SQL text from an argument, or writes: DIRECTONLY
**          STATE   reports the connection's own state: DIRECTONLY
**          BYNAME  reads a table by name (a model may be a name): neither
**                  flag
**          PURE    a function of its arguments: DETERMINISTIC, INNOCUOUS
**   JSON   1: the result is JSON text (SQLite's JSON subtype from 3.45)
**   HOME   the file of ext/sql/ that defines the callbacks
*/
BAYES_WINDOW(bayes_fit, -1, PURE, 0, fit)
BAYES_WINDOW(bayes_fit_weighted, -1, PURE, 0, fit)
BAYES_AGG(bayes_merge, 1, PURE, 0, fit)
BAYES_SCALAR(bayes_with, 2, BYNAME, 0, with)
BAYES_SCALAR(bayes_predict, -1, BYNAME, 0, score)
BAYES_SCALAR(bayes_proba, -1, BYNAME, 1, score)
BAYES_SCALAR(bayes_log_proba, -1, BYNAME, 1, score)
BAYES_SCALAR(bayes_evidence, -1, BYNAME, 0, score)
BAYES_SCALAR(bayes_sample, 3, BYNAME, 1, score)
BAYES_SCALAR(bayes_transform, -1, BYNAME, 1, score)
BAYES_SCALAR(bayes_info, 1, BYNAME, 1, score)
BAYES_SCALAR(bayes_tokens, 1, PURE, 1, tokens)
BAYES_SCALAR(bayes_tokens, 2, PURE, 1, tokens)
BAYES_WINDOW(bayes_metrics, 2, PURE, 1, metrics)
BAYES_SCALAR(bayes_explain, -1, BYNAME, 1, score)
BAYES_SCALAR(bayes_explain_vs, -1, BYNAME, 1, score)
BAYES_SCALAR(bayes_fold, -1, PURE, 0, fold)
BAYES_SCALAR(bayes_cache_stats, 0, STATE, 0, cache)
BAYES_SCALAR(bayes_version, 0, PURE, 0, version)
BAYES_SCALAR(bayes_model_error, 1, PURE, 0, cache)
BAYES_AGG(bayes_calibrate, -1, BYNAME, 0, calibrate)
BAYES_AGG(bayes_calibrate_proba, 4, BYNAME, 0, calibrate)
BAYES_SCALAR(bayes_uncalibrated, 1, BYNAME, 0, calibrate)
BAYES_SCALAR(bayes_proba_raw, -1, BYNAME, 1, score)
BAYES_SCALAR(bayes_novelty, -1, BYNAME, 0, score)
BAYES_AGG(bayes_roc_curve, 2, PURE, 1, curves)
BAYES_AGG(bayes_roc_curve, 3, PURE, 1, curves)
BAYES_AGG(bayes_pr_curve, 2, PURE, 1, curves)
BAYES_SCALAR(bayes_decide, 2, PURE, 0, decide)
BAYES_SCALAR(bayes_blend, -1, PURE, 1, blend)
BAYES_SCALAR(bayes_blend_model, -1, BYNAME, 0, blend)
BAYES_SCALAR(bayes_fit_query, 2, SQL, 0, fit_query)
BAYES_SCALAR(bayes_fit_weighted_query, 2, SQL, 0, fit_query)
BAYES_SCALAR(bayes_models_install, -1, SQL, 0, models_table)
BAYES_SCALAR(bayes_metric_value, 2, PURE, 0, models_table)
BAYES_SCALAR(bayes_sql, -1, BYNAME, 0, export)
BAYES_SCALAR(bayes_threads, 0, STATE, 0, threads)
BAYES_SCALAR(bayes_threads, 1, STATE, 0, threads)
BAYES_TVF(bayes_classes, BYNAME, vtab_classes)
BAYES_TVF(bayes_samples, BYNAME, vtab_samples)
BAYES_TVF(bayes_params, BYNAME, vtab_params)
BAYES_TVF(bayes_drift, BYNAME, vtab_drift)
BAYES_TVF(bayes_scores, SQL, vtab_scores)
BAYES_TVF(bayes_describe, SQL, vtab_describe)
