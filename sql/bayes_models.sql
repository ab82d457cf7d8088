-- sql/bayes_models.sql - the model table of the bayes extension, with
-- versions, deploys and rollbacks (docs/model-table.md walks through it).
--
-- GENERATED from ext/sql/models_table.c by `make models-sql`: do not edit
-- here.  The extension runs this same text itself:
--
--   sqlite> .load ./bayes
--   sqlite> SELECT bayes_models_install();
--   sqlite> INSERT INTO bayes_models(name, model)
--      ...>   SELECT 'iris', bayes_fit('gaussian_nb', species, sl, sw, pl, pw)
--      ...>   FROM iris;
--   sqlite> SELECT bayes_predict('iris', 5.1, 3.5, 1.4, 0.2);
--
-- bayes_models_install() also upgrades the layouts of earlier releases by
-- itself, checks that no object of another kind holds one of these names,
-- and changes nothing when a step fails.  This file is kept for whoever
-- wants to read or run the plain SQL (`.read sql/bayes_models.sql` after
-- loading the extension does what the call does on a new database).
--
-- The scoring functions accept a model's name in place of its BLOB and run
-- SELECT model FROM bayes_models WHERE name = ?  on the calling connection.
-- Here bayes_models is a view of the deployed version of each name: one
-- lookup in the partial index bayes_model_deployed.
--
--   bayes_model_versions  every version of every name (a table)
--   bayes_models          the deployed version of each name (a view):
--                         INSERT stores a new version and deploys it,
--                         UPDATE of model does the same, DELETE removes
--                         the name with all its versions
--   bayes_deploy          the deploy log (a view): INSERT deploys a
--                         version by number, the latest, the best by a
--                         metric, or rolls back
--
-- Every function the triggers, CHECKs and the views bayes_models and
-- bayes_deploy call is innocuous (SQLite's core functions,
-- bayes_model_error, bayes_metric_value), so they work under PRAGMA
-- trusted_schema=OFF on every SQLite the extension loads into.  The two
-- report views bayes_models_info and bayes_models_classes call bayes_info
-- and SQLite's JSON functions, which need the schema trusted.
--
-- Re-running this text is harmless (it re-creates the views and triggers
-- and keeps the data).  Upgrading from the one-row-per-name table of
-- earlier releases (a TABLE bayes_models(name, model, created)):
-- bayes_models_install() does it; by hand, run
--   ALTER TABLE bayes_models RENAME TO bayes_models_v1;
-- then this text, which moves every model into version 1 of its name,
-- deployed, and drops bayes_models_v1.  Without that step it stops at its
-- first statement with a message that says so.

-- The old table still in place: say what to do (a TEMP trigger's RAISE is
-- the one way plain SQL has to stop with a message of its own).
CREATE TEMP TABLE IF NOT EXISTS bayes_models_upgrade_check(x);
CREATE TEMP TRIGGER IF NOT EXISTS bayes_models_upgrade_check
BEFORE INSERT ON bayes_models_upgrade_check BEGIN
  SELECT RAISE(ABORT, 'bayes_models is the one-row-per-name table of an earlier release: SELECT bayes_models_install() upgrades it (or run ALTER TABLE bayes_models RENAME TO bayes_models_v1; then this SQL again: docs/model-table.md#upgrading)');
END;
INSERT INTO bayes_models_upgrade_check
  SELECT 1 FROM sqlite_master WHERE name = 'bayes_models' AND type = 'table';
DROP TABLE temp.bayes_models_upgrade_check;

-- Every version of every name.  A version never changes once stored
-- (insert a new one); version numbers count 1, 2, ... per name and are
-- given by the caller or, when NULL, the next after the largest.
CREATE TABLE IF NOT EXISTS bayes_model_versions(
  name       TEXT NOT NULL,
  version    INTEGER CHECK (version >= 1),     -- NULL at INSERT: the next
  model      BLOB NOT NULL,                    -- bayes_fit/bayes_merge output
  trained_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,   -- UTC
  note       TEXT,                             -- free text
  -- JSON text; checked without json_valid, which SQLite before 3.41 does
  -- not count innocuous: a CHECK that calls it makes every statement on
  -- the file fail under PRAGMA trusted_schema=OFF (docs/security.md)
  metrics    TEXT CHECK (metrics IS NULL OR metrics LIKE '{%}'),
  deployed   INTEGER CHECK (deployed IS NULL OR deployed = 1),
  PRIMARY KEY (name, version)
);
-- At most one deployed version per name; what scoring by name reads.
CREATE UNIQUE INDEX IF NOT EXISTS bayes_model_deployed
  ON bayes_model_versions(name) WHERE deployed = 1;

-- Every deploy, oldest first.  The deploys of a name not rolled back form
-- a stack whose top is the deployed version; a rollback marks the top
-- rolled back and records itself as a row of strategy 'rollback'.
CREATE TABLE IF NOT EXISTS bayes_model_deploys(
  id             INTEGER PRIMARY KEY,
  name           TEXT NOT NULL,
  version        INTEGER NOT NULL,
  strategy       TEXT NOT NULL,     -- version latest best lowest rollback
  metric         TEXT,              -- best, lowest: the JSON path used
  deployed_at    TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,
  rolled_back_at TEXT               -- set by the rollback that undid it
);
CREATE INDEX IF NOT EXISTS bayes_model_deploys_name
  ON bayes_model_deploys(name, id);

-- The upgrade: an old table renamed to bayes_models_v1 (see the top).
CREATE TABLE IF NOT EXISTS bayes_models_v1(name TEXT PRIMARY KEY, model BLOB,
                                           created TEXT);
INSERT INTO bayes_model_versions(name, version, model, trained_at, note, deployed)
  SELECT name, 1, model, coalesce(created, CURRENT_TIMESTAMP),
         'migrated from the one-row-per-name table', 1
  FROM bayes_models_v1;
INSERT INTO bayes_model_deploys(name, version, strategy, deployed_at)
  SELECT name, 1, 'version', coalesce(created, CURRENT_TIMESTAMP)
  FROM bayes_models_v1;
DROP TABLE bayes_models_v1;

DROP TRIGGER IF EXISTS bayes_model_versions_number;
CREATE TRIGGER bayes_model_versions_number
AFTER INSERT ON bayes_model_versions WHEN NEW.version IS NULL BEGIN
  UPDATE bayes_model_versions
  SET version = (SELECT coalesce(max(version), 0) + 1
                 FROM bayes_model_versions WHERE name = NEW.name)
  WHERE rowid = NEW.rowid;
END;

DROP TRIGGER IF EXISTS bayes_model_versions_frozen;
CREATE TRIGGER bayes_model_versions_frozen
BEFORE UPDATE OF name, version, model ON bayes_model_versions
WHEN OLD.version IS NOT NULL BEGIN
  SELECT RAISE(ABORT, 'bayes_model_versions: a stored version does not change: insert a new version');
END;

DROP TRIGGER IF EXISTS bayes_model_versions_delete;
CREATE TRIGGER bayes_model_versions_delete
BEFORE DELETE ON bayes_model_versions WHEN OLD.deployed = 1 BEGIN
  SELECT RAISE(ABORT, 'bayes_model_versions: this version is deployed: deploy another one first, or DELETE FROM bayes_models WHERE name = ... to remove the name');
END;
DROP TRIGGER IF EXISTS bayes_model_versions_deleted;
CREATE TRIGGER bayes_model_versions_deleted
AFTER DELETE ON bayes_model_versions BEGIN
  DELETE FROM bayes_model_deploys
  WHERE name = OLD.name AND version = OLD.version;
END;

-- The deployed version of each name: what scoring by name reads.  created
-- is trained_at under the name earlier releases used.
DROP VIEW IF EXISTS bayes_models;
CREATE VIEW bayes_models AS
SELECT name, model, version, trained_at, note, metrics,
       trained_at AS created
FROM bayes_model_versions WHERE deployed = 1;

-- The deploy log.  INSERT INTO bayes_deploy(name, version) deploys that
-- version; (name, strategy) with strategy 'latest' (the largest version
-- number), 'best' or 'lowest' with a metric (the version whose metrics
-- JSON has the largest / smallest number at that path, '$.accuracy' or
-- just 'accuracy'; ties go to the newer version), or 'rollback'.
-- Deploying the version already deployed does nothing.
DROP VIEW IF EXISTS bayes_deploy;
CREATE VIEW bayes_deploy AS
SELECT id, name, version, strategy, metric, deployed_at, rolled_back_at
FROM bayes_model_deploys;

DROP TRIGGER IF EXISTS bayes_deploy_insert;
CREATE TRIGGER bayes_deploy_insert INSTEAD OF INSERT ON bayes_deploy BEGIN
  SELECT RAISE(ABORT, 'bayes_deploy: no version of this model in bayes_model_versions')
  WHERE NOT EXISTS (SELECT 1 FROM bayes_model_versions WHERE name = NEW.name);
  SELECT RAISE(ABORT, 'bayes_deploy: strategy is one of version, latest, best, lowest, rollback')
  WHERE coalesce(NEW.strategy, 'version')
        NOT IN ('version', 'latest', 'best', 'lowest', 'rollback');
  SELECT RAISE(ABORT, 'bayes_deploy: no such version of this model in bayes_model_versions')
  WHERE coalesce(NEW.strategy, 'version') = 'version'
    AND NOT EXISTS (SELECT 1 FROM bayes_model_versions
                    WHERE name = NEW.name AND version = NEW.version);
  SELECT RAISE(ABORT, 'bayes_deploy: strategies best and lowest need a metric (a JSON path into metrics, e.g. ''$.accuracy'')')
  WHERE NEW.strategy IN ('best', 'lowest') AND NEW.metric IS NULL;
  SELECT RAISE(ABORT, 'bayes_deploy: no version of this model has a number at that metric path')
  WHERE NEW.strategy IN ('best', 'lowest')
    AND NOT EXISTS (
      SELECT 1 FROM bayes_model_versions WHERE name = NEW.name
        AND bayes_metric_value(metrics, NEW.metric) IS NOT NULL);
  SELECT RAISE(ABORT, 'bayes_deploy: nothing to roll back to (fewer than two deploys of this model not rolled back)')
  WHERE NEW.strategy = 'rollback'
    AND (SELECT count(*) FROM bayes_model_deploys
         WHERE name = NEW.name AND rolled_back_at IS NULL
           AND strategy <> 'rollback') < 2;
  -- a rollback undoes the top of the stack
  UPDATE bayes_model_deploys SET rolled_back_at = CURRENT_TIMESTAMP
  WHERE NEW.strategy = 'rollback' AND id = (
    SELECT max(id) FROM bayes_model_deploys
    WHERE name = NEW.name AND rolled_back_at IS NULL AND strategy <> 'rollback');
  -- record the deploy (none if that version is deployed already)
  INSERT INTO bayes_model_deploys(name, version, strategy, metric)
  SELECT NEW.name, v, coalesce(NEW.strategy, 'version'),
         CASE WHEN NEW.strategy IN ('best', 'lowest') THEN (CASE WHEN NEW.metric LIKE '$%' THEN NEW.metric ELSE '$.' || NEW.metric END) END
  FROM (SELECT CASE coalesce(NEW.strategy, 'version')
    WHEN 'version' THEN NEW.version
    WHEN 'latest' THEN (SELECT max(version) FROM bayes_model_versions
                        WHERE name = NEW.name)
    WHEN 'best' THEN (SELECT version FROM bayes_model_versions
                      WHERE name = NEW.name
                        AND bayes_metric_value(metrics, NEW.metric) IS NOT NULL
                      ORDER BY bayes_metric_value(metrics, NEW.metric) DESC, version DESC
                      LIMIT 1)
    WHEN 'lowest' THEN (SELECT version FROM bayes_model_versions
                        WHERE name = NEW.name
                            AND bayes_metric_value(metrics, NEW.metric) IS NOT NULL
                        ORDER BY bayes_metric_value(metrics, NEW.metric) ASC, version DESC
                        LIMIT 1)
    WHEN 'rollback' THEN (SELECT version FROM bayes_model_deploys
                          WHERE name = NEW.name AND rolled_back_at IS NULL
                            AND strategy <> 'rollback'
                          ORDER BY id DESC LIMIT 1)
    END AS v)
  WHERE NEW.strategy = 'rollback'
     OR v IS NOT (SELECT version FROM bayes_model_versions
                  WHERE name = NEW.name AND deployed = 1);
  -- the deployed version follows the top of the stack
  UPDATE bayes_model_versions SET deployed = NULL
  WHERE name = NEW.name AND deployed = 1 AND version IS NOT (
    SELECT version FROM bayes_model_deploys
    WHERE name = NEW.name AND rolled_back_at IS NULL AND strategy <> 'rollback'
    ORDER BY id DESC LIMIT 1);
  UPDATE bayes_model_versions SET deployed = 1
  WHERE name = NEW.name AND deployed IS NULL AND version = (
    SELECT version FROM bayes_model_deploys
    WHERE name = NEW.name AND rolled_back_at IS NULL AND strategy <> 'rollback'
    ORDER BY id DESC LIMIT 1);
END;

-- INSERT INTO bayes_models(name, model [, version, note, metrics,
-- trained_at]): store a new version (the next number unless given) and
-- deploy it.  The model must be a valid model BLOB (checked with
-- bayes_model_error, so the extension must be loaded).  Given a version
-- number that exists with the same model, it only deploys it: a retried
-- insert stores one version.
DROP TRIGGER IF EXISTS bayes_models_insert;
CREATE TRIGGER bayes_models_insert INSTEAD OF INSERT ON bayes_models BEGIN
  SELECT RAISE(ABORT, 'bayes_models: model is NULL (did the fit see no rows?)')
  WHERE NEW.model IS NULL;
  SELECT RAISE(ABORT, 'bayes_models: model is not a valid model BLOB (SELECT bayes_model_error(model) says why)')
  WHERE bayes_model_error(NEW.model) IS NOT NULL;
  SELECT RAISE(ABORT, 'bayes_models: that version of this model exists with a different model (versions do not change: give a new version number, or none)')
  WHERE EXISTS (SELECT 1 FROM bayes_model_versions
                WHERE name = NEW.name AND version = NEW.version
                  AND model IS NOT NEW.model);
  INSERT INTO bayes_model_versions(name, version, model, trained_at, note,
                                   metrics)
  SELECT NEW.name, NEW.version, NEW.model,
         coalesce(NEW.trained_at, NEW.created, CURRENT_TIMESTAMP),
         NEW.note, NEW.metrics
  WHERE NOT EXISTS (SELECT 1 FROM bayes_model_versions
                    WHERE name = NEW.name AND version = NEW.version);
  INSERT INTO bayes_deploy(name, version)
  VALUES (NEW.name, coalesce(NEW.version, (
    SELECT max(version) FROM bayes_model_versions WHERE name = NEW.name)));
END;

-- UPDATE bayes_models SET model = ... WHERE name = ...: a new version,
-- deployed (the old one is kept).  Changing only note or metrics edits the
-- deployed version's.
DROP TRIGGER IF EXISTS bayes_models_update;
CREATE TRIGGER bayes_models_update INSTEAD OF UPDATE ON bayes_models BEGIN
  SELECT RAISE(ABORT, 'bayes_models: a model is not renamed: insert it under the new name')
  WHERE NEW.name IS NOT OLD.name;
  UPDATE bayes_model_versions SET note = NEW.note, metrics = NEW.metrics
  WHERE NEW.model IS OLD.model AND name = OLD.name AND version = OLD.version;
  INSERT INTO bayes_models(name, model, note, metrics)
  SELECT NEW.name, NEW.model,
         CASE WHEN NEW.note IS NOT OLD.note THEN NEW.note END,
         CASE WHEN NEW.metrics IS NOT OLD.metrics THEN NEW.metrics END
  WHERE NEW.model IS NOT OLD.model;
END;

-- DELETE FROM bayes_models WHERE name = ...: the name, every version and
-- its deploy log.
DROP TRIGGER IF EXISTS bayes_models_delete;
CREATE TRIGGER bayes_models_delete INSTEAD OF DELETE ON bayes_models BEGIN
  UPDATE bayes_model_versions SET deployed = NULL WHERE name = OLD.name;
  DELETE FROM bayes_model_versions WHERE name = OLD.name;
  DELETE FROM bayes_model_deploys WHERE name = OLD.name;
END;

-- One row per deployed model with what bayes_info() says about it; a model
-- that does not read has NULLs there and its reason in error (the others
-- are still listed).  Needs the extension loaded when queried.
DROP VIEW IF EXISTS bayes_models_info;
CREATE VIEW bayes_models_info AS
SELECT name, version,
       json_extract(info, '$.kind')       AS kind,
       json_extract(info, '$.n_features') AS n_features,
       json_extract(info, '$.n_rows')     AS n_rows,
       json_array_length(info, '$.classes') AS n_classes,
       length(model)                      AS bytes,
       created, error
FROM (SELECT name, version, model, created, error,
             CASE WHEN error IS NULL THEN bayes_info(model) END AS info
      FROM (SELECT name, version, model, created,
                   bayes_model_error(model) AS error FROM bayes_models));

-- One row per (deployed model, class): label, training rows and prior
-- (models that do not read are left out: bayes_models_info shows them).
DROP VIEW IF EXISTS bayes_models_classes;
CREATE VIEW bayes_models_classes AS
SELECT m.name,
       json_extract(c.value, '$.label') AS label,
       json_extract(c.value, '$.count') AS count,
       json_extract(c.value, '$.prior') AS prior
FROM bayes_models AS m,
     json_each(CASE WHEN bayes_model_error(m.model) IS NULL
                    THEN bayes_info(m.model) END, '$.classes') AS c;
