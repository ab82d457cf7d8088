-- test/data/gda21.sql — the 21-row, 3-feature, 3-class data set of the
-- scikit-learn goldens of test/lda.test and test/qda.test (loaded there by
-- `load_data gda21`, test/tester.tcl).
--
-- Creates table gda21(y, x1, x2, x3): classes a, b, c with unequal counts
-- (8, 7, 6), drawn once from fixed Gaussians (seed 5) by
-- tools/golden_lda_qda.py and rounded to 2 decimals, so this table is the
-- whole truth.  Rows are in the script's order (rowid 1..21); tests use
-- the rowids (shards, window frames), so never reorder them.
CREATE TABLE gda21(y, x1, x2, x3);
INSERT INTO gda21 VALUES
  ('a', 0.26, 1.0, 2.9),
  ('a', -0.15, 0.96, 2.72),
  ('a', -0.55, 0.39, 2.17),
  ('a', -0.2, 0.31, 1.83),
  ('a', -0.22, 1.16, 1.44),
  ('a', -0.42, 1.3, 3.04),
  ('a', -0.91, 0.77, 1.94),
  ('a', -0.51, 0.27, 1.87),
  ('b', 2.9, 1.05, 1.4),
  ('b', 1.67, -0.19, 1.53),
  ('b', 2.71, -0.03, 1.17),
  ('b', 1.91, -0.09, 1.67),
  ('b', 2.18, 1.07, 1.63),
  ('b', 3.41, 0.62, 0.72),
  ('b', 2.09, 0.31, 1.71),
  ('c', 2.55, 4.52, 0.22),
  ('c', 0.6, 2.16, 1.28),
  ('c', 1.27, 1.4, -0.97),
  ('c', 0.31, 3.19, 0.39),
  ('c', 3.71, 4.76, -0.55),
  ('c', 0.48, 3.12, 0.19);
