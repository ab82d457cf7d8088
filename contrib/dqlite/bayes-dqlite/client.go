package main

// client.go: open a database/sql handle on a cluster through go-dqlite's
// driver, which finds the leader among the given addresses (and finds the
// new one after a failover).

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
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
	db := sql.OpenDB(conn)
	db.SetMaxOpenConns(1)
	db.SetMaxIdleConns(1)
	return db, nil
}
