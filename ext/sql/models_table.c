/*
** sql/models_table.c — the model table, built in.
**
**   bayes_models_install()       creates, refreshes or upgrades the versioned
**                                model table of the main database: the
**                                tables bayes_model_versions and
**                                bayes_model_deploys, the views bayes_models,
**                                bayes_deploy, bayes_models_info and
**                                bayes_models_classes and their triggers;
**                                returns what it did
**   bayes_models_install('sql')  that SQL text, not run (make models-sql
**                                writes it to sql/bayes_models.sql, and
**                                test/models_install.test checks the
**                                committed file against it)
**   bayes_metric_value(metrics, path)
**                                the number at a JSON path of a metrics
**                                object, NULL when there is none: what the
**                                deploy trigger orders versions by
**
** The SQL text below is the one source of the model table (docs/
** model-table.md).  Before running it, bayes_models_install checks every
** name it will use: an object of another type (a view where the table
** goes, an index on another table), a table without the expected
** columns, or a TEMP object that would shadow one of them is an error
** that changes nothing.  It upgrades the two layouts of earlier releases:
** the one-row-per-name TABLE bayes_models(name, model, created), whose
** rows become version 1 of their name, deployed; and a
** bayes_model_versions whose CHECK called json_valid (not innocuous
** before SQLite 3.41, so no statement worked on such a file under PRAGMA
** trusted_schema=OFF), rebuilt with the current CHECK.  Everything runs
** in one savepoint, rolled back on any error.
**
** trusted_schema=OFF: the triggers and CHECKs call only innocuous
** functions.  They used SQLite's json_type and json_extract, which SQLite
** counts innocuous only from 3.41: bayes_metric_value (innocuous) runs
** those same functions on its two arguments as top-level SQL of its own,
** which reads no table, so a schema may call it under any setting.
**
** Built with BAYES_NO_NESTED_WRITES (the dqlite node host, mk/dqlite.mk),
** bayes_models_install() refuses and names the way round: the statements
** of bayes_models_install('sql'), run one by one.
**
** RISK (functions.h): bayes_models_install writes (SQL: DIRECTONLY);
** bayes_metric_value is a function of its arguments (PURE).
*/
#include "bayesInt.h"
#include <string.h>
#include <stdlib.h>

/* The model table: sql/bayes_models.sql is this text (make models-sql).
** Keep it ASCII, without double quotes or backslashes, one line per
** string, so that the file and the C read alike. */
static const char zModelsSql[] =
"-- sql/bayes_models.sql - the model table of the bayes extension, with\n"
"-- versions, deploys and rollbacks (docs/model-table.md walks through it).\n"
"--\n"
"-- GENERATED from ext/sql/models_table.c by `make models-sql`: do not edit\n"
"-- here.  The extension runs this same text itself:\n"
"--\n"
"--   sqlite> .load ./bayes\n"
"--   sqlite> SELECT bayes_models_install();\n"
"--   sqlite> INSERT INTO bayes_models(name, model)\n"
"--      ...>   SELECT 'iris', bayes_fit('gaussian_nb', species, sl, sw, pl, pw)\n"
"--      ...>   FROM iris;\n"
"--   sqlite> SELECT bayes_predict('iris', 5.1, 3.5, 1.4, 0.2);\n"
"--\n"
"-- bayes_models_install() also upgrades the layouts of earlier releases by\n"
"-- itself, checks that no object of another kind holds one of these names,\n"
"-- and changes nothing when a step fails.  This file is kept for whoever\n"
"-- wants to read or run the plain SQL (`.read sql/bayes_models.sql` after\n"
"-- loading the extension does what the call does on a new database).\n"
"--\n"
"-- The scoring functions accept a model's name in place of its BLOB and run\n"
"-- SELECT model FROM bayes_models WHERE name = ?  on the calling connection.\n"
"-- Here bayes_models is a view of the deployed version of each name: one\n"
"-- lookup in the partial index bayes_model_deployed.\n"
"--\n"
"--   bayes_model_versions  every version of every name (a table)\n"
"--   bayes_models          the deployed version of each name (a view):\n"
"--                         INSERT stores a new version and deploys it,\n"
"--                         UPDATE of model does the same, DELETE removes\n"
"--                         the name with all its versions\n"
"--   bayes_deploy          the deploy log (a view): INSERT deploys a\n"
"--                         version by number, the latest, the best by a\n"
"--                         metric, or rolls back\n"
"--\n"
"-- Every function the triggers, CHECKs and the views bayes_models and\n"
"-- bayes_deploy call is innocuous (SQLite's core functions,\n"
"-- bayes_model_error, bayes_metric_value), so they work under PRAGMA\n"
"-- trusted_schema=OFF on every SQLite the extension loads into.  The two\n"
"-- report views bayes_models_info and bayes_models_classes call bayes_info\n"
"-- and SQLite's JSON functions, which need the schema trusted.\n"
"--\n"
"-- Re-running this text is harmless (it re-creates the views and triggers\n"
"-- and keeps the data).  Upgrading from the one-row-per-name table of\n"
"-- earlier releases (a TABLE bayes_models(name, model, created)):\n"
"-- bayes_models_install() does it; by hand, run\n"
"--   ALTER TABLE bayes_models RENAME TO bayes_models_v1;\n"
"-- then this text, which moves every model into version 1 of its name,\n"
"-- deployed, and drops bayes_models_v1.  Without that step it stops at its\n"
"-- first statement with a message that says so.\n"
"\n"
"-- The old table still in place: say what to do (a TEMP trigger's RAISE is\n"
"-- the one way plain SQL has to stop with a message of its own).\n"
"CREATE TEMP TABLE IF NOT EXISTS bayes_models_upgrade_check(x);\n"
"CREATE TEMP TRIGGER IF NOT EXISTS bayes_models_upgrade_check\n"
"BEFORE INSERT ON bayes_models_upgrade_check BEGIN\n"
"  SELECT RAISE(ABORT, 'bayes_models is the one-row-per-name table of an earlier release: SELECT bayes_models_install() upgrades it (or run ALTER TABLE bayes_models RENAME TO bayes_models_v1; then this SQL again: docs/model-table.md#upgrading)');\n"
"END;\n"
"INSERT INTO bayes_models_upgrade_check\n"
"  SELECT 1 FROM sqlite_master WHERE name = 'bayes_models' AND type = 'table';\n"
"DROP TABLE temp.bayes_models_upgrade_check;\n"
"\n"
"-- Every version of every name.  A version never changes once stored\n"
"-- (insert a new one); version numbers count 1, 2, ... per name and are\n"
"-- given by the caller or, when NULL, the next after the largest.\n"
"CREATE TABLE IF NOT EXISTS bayes_model_versions(\n"
"  name       TEXT NOT NULL,\n"
"  version    INTEGER CHECK (version >= 1),     -- NULL at INSERT: the next\n"
"  model      BLOB NOT NULL,                    -- bayes_fit/bayes_merge output\n"
"  trained_at TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,   -- UTC\n"
"  note       TEXT,                             -- free text\n"
"  -- JSON text; checked without json_valid, which SQLite before 3.41 does\n"
"  -- not count innocuous: a CHECK that calls it makes every statement on\n"
"  -- the file fail under PRAGMA trusted_schema=OFF (docs/security.md)\n"
"  metrics    TEXT CHECK (metrics IS NULL OR metrics LIKE '{%}'),\n"
"  deployed   INTEGER CHECK (deployed IS NULL OR deployed = 1),\n"
"  PRIMARY KEY (name, version)\n"
");\n"
"-- At most one deployed version per name; what scoring by name reads.\n"
"CREATE UNIQUE INDEX IF NOT EXISTS bayes_model_deployed\n"
"  ON bayes_model_versions(name) WHERE deployed = 1;\n"
"\n"
"-- Every deploy, oldest first.  The deploys of a name not rolled back form\n"
"-- a stack whose top is the deployed version; a rollback marks the top\n"
"-- rolled back and records itself as a row of strategy 'rollback'.\n"
"CREATE TABLE IF NOT EXISTS bayes_model_deploys(\n"
"  id             INTEGER PRIMARY KEY,\n"
"  name           TEXT NOT NULL,\n"
"  version        INTEGER NOT NULL,\n"
"  strategy       TEXT NOT NULL,     -- version latest best lowest rollback\n"
"  metric         TEXT,              -- best, lowest: the JSON path used\n"
"  deployed_at    TEXT NOT NULL DEFAULT CURRENT_TIMESTAMP,\n"
"  rolled_back_at TEXT               -- set by the rollback that undid it\n"
");\n"
"CREATE INDEX IF NOT EXISTS bayes_model_deploys_name\n"
"  ON bayes_model_deploys(name, id);\n"
"\n"
"-- The upgrade: an old table renamed to bayes_models_v1 (see the top).\n"
"CREATE TABLE IF NOT EXISTS bayes_models_v1(name TEXT PRIMARY KEY, model BLOB,\n"
"                                           created TEXT);\n"
"INSERT INTO bayes_model_versions(name, version, model, trained_at, note, deployed)\n"
"  SELECT name, 1, model, coalesce(created, CURRENT_TIMESTAMP),\n"
"         'migrated from the one-row-per-name table', 1\n"
"  FROM bayes_models_v1;\n"
"INSERT INTO bayes_model_deploys(name, version, strategy, deployed_at)\n"
"  SELECT name, 1, 'version', coalesce(created, CURRENT_TIMESTAMP)\n"
"  FROM bayes_models_v1;\n"
"DROP TABLE bayes_models_v1;\n"
"\n"
"DROP TRIGGER IF EXISTS bayes_model_versions_number;\n"
"CREATE TRIGGER bayes_model_versions_number\n"
"AFTER INSERT ON bayes_model_versions WHEN NEW.version IS NULL BEGIN\n"
"  UPDATE bayes_model_versions\n"
"  SET version = (SELECT coalesce(max(version), 0) + 1\n"
"                 FROM bayes_model_versions WHERE name = NEW.name)\n"
"  WHERE rowid = NEW.rowid;\n"
"END;\n"
"\n"
"DROP TRIGGER IF EXISTS bayes_model_versions_frozen;\n"
"CREATE TRIGGER bayes_model_versions_frozen\n"
"BEFORE UPDATE OF name, version, model ON bayes_model_versions\n"
"WHEN OLD.version IS NOT NULL BEGIN\n"
"  SELECT RAISE(ABORT, 'bayes_model_versions: a stored version does not change: insert a new version');\n"
"END;\n"
"\n"
"DROP TRIGGER IF EXISTS bayes_model_versions_delete;\n"
"CREATE TRIGGER bayes_model_versions_delete\n"
"BEFORE DELETE ON bayes_model_versions WHEN OLD.deployed = 1 BEGIN\n"
"  SELECT RAISE(ABORT, 'bayes_model_versions: this version is deployed: deploy another one first, or DELETE FROM bayes_models WHERE name = ... to remove the name');\n"
"END;\n"
"DROP TRIGGER IF EXISTS bayes_model_versions_deleted;\n"
"CREATE TRIGGER bayes_model_versions_deleted\n"
"AFTER DELETE ON bayes_model_versions BEGIN\n"
"  DELETE FROM bayes_model_deploys\n"
"  WHERE name = OLD.name AND version = OLD.version;\n"
"END;\n"
"\n"
"-- The deployed version of each name: what scoring by name reads.  created\n"
"-- is trained_at under the name earlier releases used.\n"
"DROP VIEW IF EXISTS bayes_models;\n"
"CREATE VIEW bayes_models AS\n"
"SELECT name, model, version, trained_at, note, metrics,\n"
"       trained_at AS created\n"
"FROM bayes_model_versions WHERE deployed = 1;\n"
"\n"
"-- The deploy log.  INSERT INTO bayes_deploy(name, version) deploys that\n"
"-- version; (name, strategy) with strategy 'latest' (the largest version\n"
"-- number), 'best' or 'lowest' with a metric (the version whose metrics\n"
"-- JSON has the largest / smallest number at that path, '$.accuracy' or\n"
"-- just 'accuracy'; ties go to the newer version), or 'rollback'.\n"
"-- Deploying the version already deployed does nothing.\n"
"DROP VIEW IF EXISTS bayes_deploy;\n"
"CREATE VIEW bayes_deploy AS\n"
"SELECT id, name, version, strategy, metric, deployed_at, rolled_back_at\n"
"FROM bayes_model_deploys;\n"
"\n"
"DROP TRIGGER IF EXISTS bayes_deploy_insert;\n"
"CREATE TRIGGER bayes_deploy_insert INSTEAD OF INSERT ON bayes_deploy BEGIN\n"
"  SELECT RAISE(ABORT, 'bayes_deploy: no version of this model in bayes_model_versions')\n"
"  WHERE NOT EXISTS (SELECT 1 FROM bayes_model_versions WHERE name = NEW.name);\n"
"  SELECT RAISE(ABORT, 'bayes_deploy: strategy is one of version, latest, best, lowest, rollback')\n"
"  WHERE coalesce(NEW.strategy, 'version')\n"
"        NOT IN ('version', 'latest', 'best', 'lowest', 'rollback');\n"
"  SELECT RAISE(ABORT, 'bayes_deploy: no such version of this model in bayes_model_versions')\n"
"  WHERE coalesce(NEW.strategy, 'version') = 'version'\n"
"    AND NOT EXISTS (SELECT 1 FROM bayes_model_versions\n"
"                    WHERE name = NEW.name AND version = NEW.version);\n"
"  SELECT RAISE(ABORT, 'bayes_deploy: strategies best and lowest need a metric (a JSON path into metrics, e.g. ''$.accuracy'')')\n"
"  WHERE NEW.strategy IN ('best', 'lowest') AND NEW.metric IS NULL;\n"
"  SELECT RAISE(ABORT, 'bayes_deploy: no version of this model has a number at that metric path')\n"
"  WHERE NEW.strategy IN ('best', 'lowest')\n"
"    AND NOT EXISTS (\n"
"      SELECT 1 FROM bayes_model_versions WHERE name = NEW.name\n"
"        AND bayes_metric_value(metrics, NEW.metric) IS NOT NULL);\n"
"  SELECT RAISE(ABORT, 'bayes_deploy: nothing to roll back to (fewer than two deploys of this model not rolled back)')\n"
"  WHERE NEW.strategy = 'rollback'\n"
"    AND (SELECT count(*) FROM bayes_model_deploys\n"
"         WHERE name = NEW.name AND rolled_back_at IS NULL\n"
"           AND strategy <> 'rollback') < 2;\n"
"  -- a rollback undoes the top of the stack\n"
"  UPDATE bayes_model_deploys SET rolled_back_at = CURRENT_TIMESTAMP\n"
"  WHERE NEW.strategy = 'rollback' AND id = (\n"
"    SELECT max(id) FROM bayes_model_deploys\n"
"    WHERE name = NEW.name AND rolled_back_at IS NULL AND strategy <> 'rollback');\n"
"  -- record the deploy (none if that version is deployed already)\n"
"  INSERT INTO bayes_model_deploys(name, version, strategy, metric)\n"
"  SELECT NEW.name, v, coalesce(NEW.strategy, 'version'),\n"
"         CASE WHEN NEW.strategy IN ('best', 'lowest') THEN (CASE WHEN NEW.metric LIKE '$%' THEN NEW.metric ELSE '$.' || NEW.metric END) END\n"
"  FROM (SELECT CASE coalesce(NEW.strategy, 'version')\n"
"    WHEN 'version' THEN NEW.version\n"
"    WHEN 'latest' THEN (SELECT max(version) FROM bayes_model_versions\n"
"                        WHERE name = NEW.name)\n"
"    WHEN 'best' THEN (SELECT version FROM bayes_model_versions\n"
"                      WHERE name = NEW.name\n"
"                        AND bayes_metric_value(metrics, NEW.metric) IS NOT NULL\n"
"                      ORDER BY bayes_metric_value(metrics, NEW.metric) DESC, version DESC\n"
"                      LIMIT 1)\n"
"    WHEN 'lowest' THEN (SELECT version FROM bayes_model_versions\n"
"                        WHERE name = NEW.name\n"
"                            AND bayes_metric_value(metrics, NEW.metric) IS NOT NULL\n"
"                        ORDER BY bayes_metric_value(metrics, NEW.metric) ASC, version DESC\n"
"                        LIMIT 1)\n"
"    WHEN 'rollback' THEN (SELECT version FROM bayes_model_deploys\n"
"                          WHERE name = NEW.name AND rolled_back_at IS NULL\n"
"                            AND strategy <> 'rollback'\n"
"                          ORDER BY id DESC LIMIT 1)\n"
"    END AS v)\n"
"  WHERE NEW.strategy = 'rollback'\n"
"     OR v IS NOT (SELECT version FROM bayes_model_versions\n"
"                  WHERE name = NEW.name AND deployed = 1);\n"
"  -- the deployed version follows the top of the stack\n"
"  UPDATE bayes_model_versions SET deployed = NULL\n"
"  WHERE name = NEW.name AND deployed = 1 AND version IS NOT (\n"
"    SELECT version FROM bayes_model_deploys\n"
"    WHERE name = NEW.name AND rolled_back_at IS NULL AND strategy <> 'rollback'\n"
"    ORDER BY id DESC LIMIT 1);\n"
"  UPDATE bayes_model_versions SET deployed = 1\n"
"  WHERE name = NEW.name AND deployed IS NULL AND version = (\n"
"    SELECT version FROM bayes_model_deploys\n"
"    WHERE name = NEW.name AND rolled_back_at IS NULL AND strategy <> 'rollback'\n"
"    ORDER BY id DESC LIMIT 1);\n"
"END;\n"
"\n"
"-- INSERT INTO bayes_models(name, model [, version, note, metrics,\n"
"-- trained_at]): store a new version (the next number unless given) and\n"
"-- deploy it.  The model must be a valid model BLOB (checked with\n"
"-- bayes_model_error, so the extension must be loaded).  Given a version\n"
"-- number that exists with the same model, it only deploys it: a retried\n"
"-- insert stores one version.\n"
"DROP TRIGGER IF EXISTS bayes_models_insert;\n"
"CREATE TRIGGER bayes_models_insert INSTEAD OF INSERT ON bayes_models BEGIN\n"
"  SELECT RAISE(ABORT, 'bayes_models: model is NULL (did the fit see no rows?)')\n"
"  WHERE NEW.model IS NULL;\n"
"  SELECT RAISE(ABORT, 'bayes_models: model is not a valid model BLOB (SELECT bayes_model_error(model) says why)')\n"
"  WHERE bayes_model_error(NEW.model) IS NOT NULL;\n"
"  SELECT RAISE(ABORT, 'bayes_models: that version of this model exists with a different model (versions do not change: give a new version number, or none)')\n"
"  WHERE EXISTS (SELECT 1 FROM bayes_model_versions\n"
"                WHERE name = NEW.name AND version = NEW.version\n"
"                  AND model IS NOT NEW.model);\n"
"  INSERT INTO bayes_model_versions(name, version, model, trained_at, note,\n"
"                                   metrics)\n"
"  SELECT NEW.name, NEW.version, NEW.model,\n"
"         coalesce(NEW.trained_at, NEW.created, CURRENT_TIMESTAMP),\n"
"         NEW.note, NEW.metrics\n"
"  WHERE NOT EXISTS (SELECT 1 FROM bayes_model_versions\n"
"                    WHERE name = NEW.name AND version = NEW.version);\n"
"  INSERT INTO bayes_deploy(name, version)\n"
"  VALUES (NEW.name, coalesce(NEW.version, (\n"
"    SELECT max(version) FROM bayes_model_versions WHERE name = NEW.name)));\n"
"END;\n"
"\n"
"-- UPDATE bayes_models SET model = ... WHERE name = ...: a new version,\n"
"-- deployed (the old one is kept).  Changing only note or metrics edits the\n"
"-- deployed version's.\n"
"DROP TRIGGER IF EXISTS bayes_models_update;\n"
"CREATE TRIGGER bayes_models_update INSTEAD OF UPDATE ON bayes_models BEGIN\n"
"  SELECT RAISE(ABORT, 'bayes_models: a model is not renamed: insert it under the new name')\n"
"  WHERE NEW.name IS NOT OLD.name;\n"
"  UPDATE bayes_model_versions SET note = NEW.note, metrics = NEW.metrics\n"
"  WHERE NEW.model IS OLD.model AND name = OLD.name AND version = OLD.version;\n"
"  INSERT INTO bayes_models(name, model, note, metrics)\n"
"  SELECT NEW.name, NEW.model,\n"
"         CASE WHEN NEW.note IS NOT OLD.note THEN NEW.note END,\n"
"         CASE WHEN NEW.metrics IS NOT OLD.metrics THEN NEW.metrics END\n"
"  WHERE NEW.model IS NOT OLD.model;\n"
"END;\n"
"\n"
"-- DELETE FROM bayes_models WHERE name = ...: the name, every version and\n"
"-- its deploy log.\n"
"DROP TRIGGER IF EXISTS bayes_models_delete;\n"
"CREATE TRIGGER bayes_models_delete INSTEAD OF DELETE ON bayes_models BEGIN\n"
"  UPDATE bayes_model_versions SET deployed = NULL WHERE name = OLD.name;\n"
"  DELETE FROM bayes_model_versions WHERE name = OLD.name;\n"
"  DELETE FROM bayes_model_deploys WHERE name = OLD.name;\n"
"END;\n"
"\n"
"-- One row per deployed model with what bayes_info() says about it; a model\n"
"-- that does not read has NULLs there and its reason in error (the others\n"
"-- are still listed).  Needs the extension loaded when queried.\n"
"DROP VIEW IF EXISTS bayes_models_info;\n"
"CREATE VIEW bayes_models_info AS\n"
"SELECT name, version,\n"
"       json_extract(info, '$.kind')       AS kind,\n"
"       json_extract(info, '$.n_features') AS n_features,\n"
"       json_extract(info, '$.n_rows')     AS n_rows,\n"
"       json_array_length(info, '$.classes') AS n_classes,\n"
"       length(model)                      AS bytes,\n"
"       created, error\n"
"FROM (SELECT name, version, model, created, error,\n"
"             CASE WHEN error IS NULL THEN bayes_info(model) END AS info\n"
"      FROM (SELECT name, version, model, created,\n"
"                   bayes_model_error(model) AS error FROM bayes_models));\n"
"\n"
"-- One row per (deployed model, class): label, training rows and prior\n"
"-- (models that do not read are left out: bayes_models_info shows them).\n"
"DROP VIEW IF EXISTS bayes_models_classes;\n"
"CREATE VIEW bayes_models_classes AS\n"
"SELECT m.name,\n"
"       json_extract(c.value, '$.label') AS label,\n"
"       json_extract(c.value, '$.count') AS count,\n"
"       json_extract(c.value, '$.prior') AS prior\n"
"FROM bayes_models AS m,\n"
"     json_each(CASE WHEN bayes_model_error(m.model) IS NULL\n"
"                    THEN bayes_info(m.model) END, '$.classes') AS c;\n";

/* The objects of the model table in the main database: name, type, and
** the table an index or trigger belongs to.  The tables come first, at the
** MT_* positions below. */
static const struct MtObj {
  const char *zName, *zType, *zTbl;
} aMtObj[] = {
  { "bayes_model_versions",        "table",   "bayes_model_versions" },
  { "bayes_model_deploys",         "table",   "bayes_model_deploys" },
  { "bayes_model_deployed",        "index",   "bayes_model_versions" },
  { "bayes_model_deploys_name",    "index",   "bayes_model_deploys" },
  { "bayes_models",                "view",    "bayes_models" },
  { "bayes_deploy",                "view",    "bayes_deploy" },
  { "bayes_models_info",           "view",    "bayes_models_info" },
  { "bayes_models_classes",        "view",    "bayes_models_classes" },
  { "bayes_models_v1",             "table",   "bayes_models_v1" },
  { "bayes_model_versions_old",    "table",   "bayes_model_versions_old" },
  { "bayes_model_versions_number", "trigger", "bayes_model_versions" },
  { "bayes_model_versions_frozen", "trigger", "bayes_model_versions" },
  { "bayes_model_versions_delete", "trigger", "bayes_model_versions" },
  { "bayes_model_versions_deleted","trigger", "bayes_model_versions" },
  { "bayes_deploy_insert",         "trigger", "bayes_deploy" },
  { "bayes_models_insert",         "trigger", "bayes_models" },
  { "bayes_models_update",         "trigger", "bayes_models" },
  { "bayes_models_delete",         "trigger", "bayes_models" },
};

enum { MT_VERSIONS = 0, MT_DEPLOYS = 1, MT_MODELS = 4, MT_V1 = 8,
       MT_OLD = 9 };

/* The columns a table of the model table must have (its layout). */
static const char zColsVersions[] =
  "deployed,metrics,model,name,note,trained_at,version";
static const char zColsDeploys[] =
  "deployed_at,id,metric,name,rolled_back_at,strategy,version";
static const char zColsV1[] = "created,model,name";

/* One row of `SELECT ... FROM sqlite_schema`-like SQL (zSql with %Q of
** zArg substituted) as text, in *pz (0 when no row).  SQLITE_OK or an
** error code, with the message in *pzErr. */
static int mtOne(sqlite3 *db, const char *zSql, const char *zArg,
                 char **pz, char **pzErr){
  sqlite3_stmt *pStmt = 0;
  char *zQ = sqlite3_mprintf(zSql, zArg);
  int rc;
  *pz = 0;
  if( zQ==0 ) return SQLITE_NOMEM;
  rc = sqlite3_prepare_v2(db, zQ, -1, &pStmt, 0);
  sqlite3_free(zQ);
  if( rc==SQLITE_OK && sqlite3_step(pStmt)==SQLITE_ROW
   && sqlite3_column_type(pStmt, 0)!=SQLITE_NULL ){
    *pz = sqlite3_mprintf("%s", (const char*)sqlite3_column_text(pStmt, 0));
    if( *pz==0 ) rc = SQLITE_NOMEM;
  }
  if( rc==SQLITE_OK ) rc = sqlite3_finalize(pStmt);
  else sqlite3_finalize(pStmt);
  if( rc!=SQLITE_OK && rc!=SQLITE_NOMEM ){
    *pzErr = sqlite3_mprintf("%s", sqlite3_errmsg(db));
  }
  return rc;
}

/* What bayes_models_install found before changing anything. */
typedef struct MtState {
  int bVersions;        /* main.bayes_model_versions exists */
  int bJsonValid;       /* ... with the CHECK of json_valid (rebuild) */
  int bOldTable;        /* bayes_models is the one-row-per-name table */
  int bV1;              /* bayes_models_v1 is waiting to be moved in */
  int nOld;             /* rows of the old table(s) */
} MtState;

/* Check the names of aMtObj in main and temp; fill *pS.  SQLITE_OK, or an
** error with its message in *pzErr (nothing was changed). */
static int mtInspect(sqlite3 *db, MtState *pS, char **pzErr){
  size_t i;
  int rc = SQLITE_OK;
  char *z = 0;
  memset(pS, 0, sizeof(*pS));
  for(i=0; rc==SQLITE_OK && i<sizeof(aMtObj)/sizeof(aMtObj[0]); i++){
    const struct MtObj *p = &aMtObj[i];
    char *zType = 0, *zTbl = 0;
    rc = mtOne(db, "SELECT type FROM temp.sqlite_master"
                   " WHERE lower(name) = lower(%Q)", p->zName, &z, pzErr);
    if( rc ) break;
    if( z ){
      *pzErr = sqlite3_mprintf("a TEMP %s named %s would hide the model "
                 "table's %s in main: drop it first", z, p->zName, p->zType);
      sqlite3_free(z);
      return SQLITE_ERROR;
    }
    rc = mtOne(db, "SELECT type FROM main.sqlite_master"
                   " WHERE lower(name) = lower(%Q)", p->zName, &zType, pzErr);
    if( rc==SQLITE_OK && zType ){
      rc = mtOne(db, "SELECT tbl_name FROM main.sqlite_master"
                     " WHERE lower(name) = lower(%Q)", p->zName, &zTbl, pzErr);
    }
    if( rc==SQLITE_OK && zType ){
      int bOld = i==MT_MODELS && strcmp(zType, "table")==0;
      if( strcmp(zType, p->zType)!=0 && !bOld ){
        *pzErr = sqlite3_mprintf("main.%s is %s %s, not the %s of the model "
                   "table: rename or drop it first", p->zName,
                   zType[0]=='i' ? "an" : "a", zType, p->zType);
        rc = SQLITE_ERROR;
      }else if( sqlite3_stricmp(zTbl ? zTbl : "", p->zTbl)!=0 ){
        *pzErr = sqlite3_mprintf("main.%s is %s %s on %s, not on %s: rename "
                   "or drop it first", p->zName, zType[0]=='i' ? "an" : "a",
                   zType, zTbl, p->zTbl);
        rc = SQLITE_ERROR;
      }else if( strcmp(zType, "table")==0 ){
        const char *zWant = i==MT_VERSIONS ? zColsVersions
                          : i==MT_DEPLOYS ? zColsDeploys : zColsV1;
        char *zCols = 0;
        if( i==MT_OLD ){
          *pzErr = sqlite3_mprintf("main.%s is left from an interrupted "
                     "rebuild: copy its rows into bayes_model_versions and "
                     "drop it, or rename it", p->zName);
          rc = SQLITE_ERROR;
        }else{
          rc = mtOne(db, "SELECT group_concat(name, ',') FROM (SELECT name"
                         " FROM pragma_table_info(%Q, 'main') ORDER BY name)",
                     p->zName, &zCols, pzErr);
        }
        if( rc==SQLITE_OK && (zCols==0 || strcmp(zCols, zWant)!=0) ){
          *pzErr = sqlite3_mprintf("main.%s has the columns (%s), not "
                     "those of the model table (%s): rename or drop it first",
                     p->zName, zCols ? zCols : "", zWant);
          rc = SQLITE_ERROR;
        }
        sqlite3_free(zCols);
        if( rc==SQLITE_OK ){
          if( i==MT_VERSIONS ) pS->bVersions = 1;
          if( i==MT_MODELS ) pS->bOldTable = 1;
          if( i==MT_V1 ) pS->bV1 = 1;
        }
      }
    }
    sqlite3_free(zType);
    sqlite3_free(zTbl);
  }
  if( rc==SQLITE_OK && pS->bOldTable && pS->bV1 ){
    *pzErr = sqlite3_mprintf("main.bayes_models is the one-row-per-name "
               "table of an earlier release and main.bayes_models_v1 holds "
               "another: move or drop one of them first");
    rc = SQLITE_ERROR;
  }
  if( rc==SQLITE_OK && pS->bVersions ){
    rc = mtOne(db, "SELECT 1 FROM main.sqlite_master WHERE type = 'table'"
                   " AND name = %Q AND sql LIKE '%%json_valid(%%'",
               "bayes_model_versions", &z, pzErr);
    if( z ){ pS->bJsonValid = 1; sqlite3_free(z); }
  }
  if( rc==SQLITE_OK && (pS->bOldTable || pS->bV1) ){
    rc = mtOne(db, "SELECT count(*) FROM main.\"%w\"",
               pS->bOldTable ? "bayes_models" : "bayes_models_v1", &z, pzErr);
    if( z ){ pS->nOld = atoi(z); sqlite3_free(z); }
  }
  return rc;
}

/* Run zSql (several statements); SQLITE_OK or an error in *pzErr. */
static int mtExec(sqlite3 *db, const char *zSql, char **pzErr){
  char *zErr = 0;
  int rc = sqlite3_exec(db, zSql, 0, 0, &zErr);
  if( rc!=SQLITE_OK && *pzErr==0 ){
    *pzErr = sqlite3_mprintf("%s", zErr ? zErr : sqlite3_errstr(rc));
  }
  sqlite3_free(zErr);
  return rc;
}

/* The upgrades and the SQL text, in the savepoint that the caller opened. */
static int mtInstall(sqlite3 *db, const MtState *pS, char **pzErr){
  int rc = SQLITE_OK;
  if( pS->bOldTable ){
    /* the old report views name the old table: the text makes them anew */
    rc = mtExec(db,
      "DROP VIEW IF EXISTS main.bayes_models_info;"
      "DROP VIEW IF EXISTS main.bayes_models_classes;"
      "ALTER TABLE main.bayes_models RENAME TO bayes_models_v1;", pzErr);
  }
  if( rc==SQLITE_OK && pS->bJsonValid ){
    /* SQLite cannot change a CHECK in place: a new table, the rows copied */
    rc = mtExec(db,
      "DROP VIEW IF EXISTS main.bayes_models;"
      "DROP VIEW IF EXISTS main.bayes_deploy;"
      "DROP VIEW IF EXISTS main.bayes_models_info;"
      "DROP VIEW IF EXISTS main.bayes_models_classes;"
      "ALTER TABLE main.bayes_model_versions"
      "  RENAME TO bayes_model_versions_old;"
      "DROP INDEX IF EXISTS main.bayes_model_deployed;", pzErr);
  }
  if( rc==SQLITE_OK ) rc = mtExec(db, zModelsSql, pzErr);
  if( rc==SQLITE_OK && pS->bJsonValid ){
    rc = mtExec(db,
      "INSERT INTO main.bayes_model_versions(name, version, model,"
      "    trained_at, note, metrics, deployed)"
      "  SELECT name, version, model, trained_at, note, metrics, deployed"
      "  FROM main.bayes_model_versions_old ORDER BY rowid;"
      "DROP TABLE main.bayes_model_versions_old;", pzErr);
  }
  return rc;
}

void bayes_models_install_func(sqlite3_context *ctx, int argc,
                               sqlite3_value **argv){
  static const char zFunc[] = "bayes_models_install";
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  MtState s;
  char *zErr = 0;
  int rc;
  if( argc>1 || (argc==1 && (sqlite3_value_type(argv[0])!=SQLITE_TEXT
       || sqlite3_stricmp((const char*)sqlite3_value_text(argv[0]), "sql"))) ){
    bayes_result_errf(ctx, zFunc, "takes no argument (install), or 'sql' "
                      "(the SQL text, not run)");
    return;
  }
  if( argc==1 ){
    sqlite3_result_text(ctx, zModelsSql, (int)sizeof(zModelsSql)-1,
                        SQLITE_STATIC);
    return;
  }
#ifdef BAYES_NO_NESTED_WRITES
  /* a host that replicates only what its own statements write (dqlite:
  ** mk/dqlite.mk) */
  (void)mtInspect; (void)mtInstall;
  bayes_result_errf(ctx, zFunc, "this build does not write from inside a "
    "statement (dqlite replicates only the writes of an EXEC request): run "
    "the statements of bayes_models_install('sql') instead, e.g. "
    "bayes-dqlite sql -c CLUSTER \"SELECT bayes_models_install('sql')\" | "
    "bayes-dqlite sql -c CLUSTER");
  return;
#endif
  rc = mtInspect(db, &s, &zErr);
  if( rc==SQLITE_OK ){
    rc = mtExec(db, "SAVEPOINT bayes_models_install", &zErr);
    if( rc==SQLITE_OK ){
      rc = mtInstall(db, &s, &zErr);
      if( rc==SQLITE_OK ){
        rc = mtExec(db, "RELEASE bayes_models_install", &zErr);
      }
      if( rc!=SQLITE_OK ){
        sqlite3_exec(db, "ROLLBACK TO bayes_models_install;"
                         "RELEASE bayes_models_install", 0, 0, 0);
      }
    }
  }
  if( rc==SQLITE_NOMEM ){
    sqlite3_free(zErr);
    sqlite3_result_error_nomem(ctx);
  }else if( rc!=SQLITE_OK ){
    if( zErr && strstr(zErr, "unsafe use of") ){
      bayes_result_errf(ctx, zFunc, "%s; nothing was changed.  The schema "
        "of this database calls a function that PRAGMA trusted_schema=OFF "
        "refuses: if you trust this file, run PRAGMA trusted_schema=ON and "
        "call bayes_models_install() again (it rebuilds the table of an "
        "earlier release whose CHECK called json_valid)", zErr);
    }else if( (rc&0xff)==SQLITE_LOCKED || (rc&0xff)==SQLITE_BUSY ){
      bayes_result_errf(ctx, zFunc, "%s; nothing was changed: run it as a "
        "statement of its own (SELECT bayes_models_install();), not while "
        "another statement of this connection is running",
        zErr ? zErr : sqlite3_errstr(rc));
    }else{
      bayes_result_errf(ctx, zFunc, "%s; nothing was changed",
                        zErr ? zErr : sqlite3_errstr(rc));
    }
    sqlite3_free(zErr);
  }else{
    char *z;
    if( s.bOldTable || s.bV1 ){
      z = sqlite3_mprintf("upgraded: %d model%s of the one-row-per-name "
                          "table moved to version 1, deployed", s.nOld,
                          s.nOld==1 ? "" : "s");
    }else if( s.bJsonValid ){
      z = sqlite3_mprintf("upgraded: bayes_model_versions rebuilt with a "
                          "CHECK on metrics that trusted_schema=OFF allows");
    }else{
      z = sqlite3_mprintf("%s", s.bVersions ? "refreshed" : "created");
    }
    if( z==0 ) sqlite3_result_error_nomem(ctx);
    else sqlite3_result_text(ctx, z, -1, sqlite3_free);
  }
}

/* bayes_metric_value(metrics, path): SQLite's own JSON functions, run as
** SQL of this function's own (so a trigger may call it under
** trusted_schema=OFF); a path without '$' is a key: 'accuracy' is
** '$.accuracy'. */
void bayes_metric_value_func(sqlite3_context *ctx, int argc,
                             sqlite3_value **argv){
  static const char zFunc[] = "bayes_metric_value";
  sqlite3 *db = sqlite3_context_db_handle(ctx);
  sqlite3_stmt *pStmt = 0;
  int rc;
  (void)argc;
  if( sqlite3_value_type(argv[0])==SQLITE_NULL
   || sqlite3_value_type(argv[1])==SQLITE_NULL ) return;
  rc = sqlite3_prepare_v2(db,
    "SELECT CASE WHEN json_type(?1, p) IN ('integer', 'real')"
    "            THEN json_extract(?1, p) END"
    "  FROM (SELECT CASE WHEN ?2 LIKE '$%' THEN ?2 ELSE '$.' || ?2 END AS p)",
    -1, &pStmt, 0);
  if( rc==SQLITE_OK ) rc = sqlite3_bind_value(pStmt, 1, argv[0]);
  if( rc==SQLITE_OK ) rc = sqlite3_bind_value(pStmt, 2, argv[1]);
  if( rc==SQLITE_OK ){
    rc = sqlite3_step(pStmt);
    if( rc==SQLITE_ROW ){
      sqlite3_result_value(ctx, sqlite3_column_value(pStmt, 0));
      rc = SQLITE_OK;
    }
  }
  if( rc==SQLITE_NOMEM ){
    sqlite3_result_error_nomem(ctx);
  }else if( rc!=SQLITE_OK && rc!=SQLITE_DONE ){
    bayes_result_errf(ctx, zFunc, "%s", sqlite3_errmsg(db));
  }
  sqlite3_finalize(pStmt);
}
