/*
** version.h — the version of the bayes extension, the one place it is
** written.  The Makefile, the Debian package, the Python wheel and the npm
** package all read BAYES_EXT_VERSION from this line; bayes_version() returns it.
**
** BAYES_SQLITE_MIN is the oldest SQLite the extension agrees to load into
** (3.31.0: the SQLITE_INNOCUOUS and SQLITE_DIRECTONLY flags and PRAGMA
** trusted_schema that keep scoring out of untrusted schemas; window
** functions need 3.25.0).  sqlite3_bayes_init checks it at load.
*/
#ifndef BAYES_VERSION_H
#define BAYES_VERSION_H

#define BAYES_EXT_VERSION "0.1.0"

#ifndef BAYES_SQLITE_MIN
# define BAYES_SQLITE_MIN 3031000
#endif

#include "sqlite3ext.h"

/* bayes_version(): the text BAYES_EXT_VERSION (version.c) */
void bayes_version_func(sqlite3_context*, int, sqlite3_value**);

#endif /* BAYES_VERSION_H */
