/*
** core/sqlite_api.c — the one definition of sqlite3_api, the table of SQLite's
** routines that a loadable extension calls through (sqlite3ext.h).  Every
** other file declares it (SQLITE_EXTENSION_INIT3, in bayesInt.h); main.c's
** sqlite3_bayes_init sets it.  The bottom layer: it takes nothing from
** any other file.  (Linked into SQLite itself, with SQLITE_CORE, the
** macro defines nothing.)
*/
#include "sqlite3ext.h"
SQLITE_EXTENSION_INIT1
