package main

// client.go: open a database/sql handle on a cluster through go-dqlite's
// driver, which finds the leader among the given addresses (and finds the
// new one after a failover).

import (
	"context"
	"database/sql"
	sqldriver "database/sql/driver"
	"errors"
	"fmt"
	"io"
	"strings"
	"syscall"
	"time"

	"github.com/canonical/go-dqlite/client"
	"github.com/canonical/go-dqlite/driver"
)

func nodeStore(ctx context.Context, addrs string) (client.NodeStore, error) {
	if addrs == "" {
		return nil, fmt.Errorf("-c: no node addresses given")
	}
	var infos []client.NodeInfo
	for _, a := range strings.Split(addrs, ",") {
		if a = strings.TrimSpace(a); a != "" {
			infos = append(infos, client.NodeInfo{Address: a})
		}
	}
	store := client.NewInmemNodeStore()
	if err := store.Set(ctx, infos); err != nil {
		return nil, err
	}
	return store, nil
}

// attemptTimeout bounds each probe of a node while looking for the leader
// (go-dqlite's default is 15 s: a probe that reaches a node in the middle
// of an election can then hold a client long after a new leader is up).
var attemptTimeout = 2 * time.Second

// openDB: one connection, so that BEGIN ... COMMIT in a script holds.
func openDB(ctx context.Context, addrs, dbname string) (*sql.DB, error) {
	store, err := nodeStore(ctx, addrs)
	if err != nil {
		return nil, err
	}
	drv, err := driver.New(store, driver.WithAttemptTimeout(attemptTimeout))
	if err != nil {
		return nil, err
	}
	conn, err := drv.OpenConnector(dbname)
	if err != nil {
		return nil, err
	}
	db := sql.OpenDB(noReplayConnector{conn})
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	return db, nil
}

// errMaybeApplied replaces driver.ErrBadConn for writes.  go-dqlite
// reports a leader lost while a statement ran as ErrBadConn, and
// database/sql answers that by running the statement again on a new
// connection: a write that the old leader had already committed would be
// applied twice (seen: a long INSERT ... SELECT doubled its rows).  The
// caller gets this error instead and decides.
var errMaybeApplied = errors.New("the leader was lost while the statement ran: it may or may not have been applied (make such writes idempotent and run them again)")

// lostLeader tells whether err from a write means the connection to the
// leader broke while the statement ran.  go-dqlite reports that as
// ErrBadConn, or, when the leader dies between request and response, as
// the protocol's read error ("receive: header: EOF", a reset connection).
// Every one of these is indeterminate: the write may have been committed.
func lostLeader(err error) bool {
	if err == nil {
		return false
	}
	if errors.Is(err, sqldriver.ErrBadConn) || errors.Is(err, io.EOF) ||
		errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, syscall.ECONNRESET) ||
		errors.Is(err, syscall.EPIPE) {
		return true
	}
	m := err.Error()
	return strings.Contains(m, "receive: header") ||
		strings.Contains(m, "receive: body") ||
		strings.HasSuffix(m, ": EOF")
}

type noReplayConnector struct{ sqldriver.Connector }

// Connect opens the database on the leader.  A leader lost during the open
// (go-dqlite: "failed to open database: ... receive: header: EOF") has run
// no statement of ours, so the open is tried again, on whichever node leads
// next, until ctx ends: the caller never sees that raw EOF.
func (c noReplayConnector) Connect(ctx context.Context) (sqldriver.Conn, error) {
	conn, err := c.Connector.Connect(ctx)
	for attempt := 1; err != nil && lostLeader(err) && attempt < 20; attempt++ {
		select {
		case <-ctx.Done():
			return nil, err
		case <-time.After(time.Duration(attempt) * 100 * time.Millisecond):
		}
		conn, err = c.Connector.Connect(ctx)
	}
	if err != nil {
		return nil, err
	}
	dc, ok := conn.(*driver.Conn)
	if !ok {
		return conn, nil
	}
	return &noReplayConn{dc}, nil
}

type noReplayConn struct{ *driver.Conn }

func (c *noReplayConn) ExecContext(ctx context.Context, query string, args []sqldriver.NamedValue) (sqldriver.Result, error) {
	r, err := c.Conn.ExecContext(ctx, query, args)
	if lostLeader(err) {
		return nil, errMaybeApplied
	}
	return r, err
}

func (c *noReplayConn) BeginTx(ctx context.Context, opts sqldriver.TxOptions) (sqldriver.Tx, error) {
	tx, err := c.Conn.BeginTx(ctx, opts)
	if err != nil {
		return nil, err
	}
	return noReplayTx{tx}, nil
}

type noReplayTx struct{ sqldriver.Tx }

func (t noReplayTx) Commit() error {
	err := t.Tx.Commit()
	if lostLeader(err) {
		return errMaybeApplied
	}
	return err
}
