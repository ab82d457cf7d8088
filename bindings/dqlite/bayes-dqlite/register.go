package main

// register.go: give every SQLite connection this process opens the bayes
// functions.  The extension's sources are compiled in (with -DSQLITE_CORE)
// as build/dqlite/libbayes.a, which `make dqlite` passes in CGO_LDFLAGS.

/*
#cgo LDFLAGS: -lsqlite3 -lm
#include <sqlite3.h>
int sqlite3_bayes_init(sqlite3 *db, char **pzErrMsg, const void *pApi);
static int bayes_register(void) {
	return sqlite3_auto_extension((void (*)(void))sqlite3_bayes_init);
}
static const char *bayes_libversion(void) { return sqlite3_libversion(); }
*/
import "C"

import "fmt"

// registerBayes must run after go-dqlite's package init, which calls
// sqlite3_config(SQLITE_CONFIG_SINGLETHREAD) and panics if SQLite is already
// initialised; sqlite3_auto_extension initialises SQLite.  Go runs every
// package's init before main, so calling this from main is late enough.
func registerBayes() error {
	if rc := C.bayes_register(); rc != 0 {
		return fmt.Errorf("sqlite3_auto_extension(sqlite3_bayes_init) failed: rc=%d", int(rc))
	}
	return nil
}

func sqliteVersion() string { return C.GoString(C.bayes_libversion()) }
