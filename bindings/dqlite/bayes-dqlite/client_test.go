package main

import (
	sqldriver "database/sql/driver"
	"errors"
	"fmt"
	"io"
	"syscall"
	"testing"
)

// Every way go-dqlite reports a leader lost during a write is reported as
// the documented indeterminate outcome; other errors are left as they are.
func TestLostLeader(t *testing.T) {
	lost := []error{
		sqldriver.ErrBadConn,
		io.EOF,
		fmt.Errorf("receive: header: %w", io.EOF),
		errors.New("receive: header: EOF"),
		errors.New("receive: body: unexpected EOF"),
		fmt.Errorf("write: %w", syscall.ECONNRESET),
		fmt.Errorf("send: %w", syscall.EPIPE),
	}
	for _, err := range lost {
		if !lostLeader(err) {
			t.Errorf("lostLeader(%q) = false, want true", err)
		}
	}
	kept := []error{
		nil,
		errors.New("bayes_fit: no rows to fit"),
		errors.New("UNIQUE constraint failed: bayes_model_versions.name"),
	}
	for _, err := range kept {
		if lostLeader(err) {
			t.Errorf("lostLeader(%v) = true, want false", err)
		}
	}
}
