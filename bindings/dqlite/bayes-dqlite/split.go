package main

// split.go: cut a SQL script into statements the way the sqlite3 shell
// does (sqlite3_complete: a ';' inside a string, identifier, comment or
// trigger body does not end a statement).  go-dqlite's `dqlite` shell
// splits on every ';', which breaks quoted text and triggers.

/*
#cgo LDFLAGS: -lsqlite3
#include <sqlite3.h>
#include <stdlib.h>
*/
import "C"

import (
	"strings"
	"unsafe"
)

func sqlComplete(s string) bool {
	cs := C.CString(s)
	defer C.free(unsafe.Pointer(cs))
	return C.sqlite3_complete(cs) != 0
}

// splitSQL returns the statements of script, each with its ';' removed and
// white space trimmed; a trailing statement without ';' is kept.
func splitSQL(script string) []string {
	var out []string
	start := 0
	for i := 0; i < len(script); i++ {
		if script[i] != ';' {
			continue
		}
		if sqlComplete(script[start : i+1]) {
			if s := strings.TrimSpace(script[start:i]); s != "" {
				out = append(out, s)
			}
			start = i + 1
		}
	}
	if s := strings.TrimSpace(script[start:]); s != "" && !onlyComments(s) {
		out = append(out, s)
	}
	return out
}

// onlyComments: a tail of "-- ..." lines is not a statement.
func onlyComments(s string) bool {
	for _, line := range strings.Split(s, "\n") {
		line = strings.TrimSpace(line)
		if line != "" && !strings.HasPrefix(line, "--") {
			return false
		}
	}
	return true
}

// returnsRows decides between dqlite's QUERY and EXEC requests: a write
// sent as QUERY would not be replicated, so only statements that cannot
// write go as queries.
func returnsRows(stmt string) bool {
	s := strings.ToUpper(strings.TrimSpace(stripLeadingComments(stmt)))
	for _, p := range []string{"SELECT", "VALUES", "PRAGMA", "EXPLAIN"} {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	if strings.HasPrefix(s, "WITH") {
		for _, w := range []string{"INSERT", "UPDATE", "DELETE", "REPLACE"} {
			if strings.Contains(s, w+" ") || strings.Contains(s, w+"\n") {
				return false
			}
		}
		return true
	}
	return false
}

func stripLeadingComments(s string) string {
	for {
		s = strings.TrimLeft(s, " \t\r\n")
		if strings.HasPrefix(s, "--") {
			if i := strings.IndexByte(s, '\n'); i >= 0 {
				s = s[i+1:]
				continue
			}
			return ""
		}
		if strings.HasPrefix(s, "/*") {
			if i := strings.Index(s, "*/"); i >= 0 {
				s = s[i+2:]
				continue
			}
			return ""
		}
		return s
	}
}
