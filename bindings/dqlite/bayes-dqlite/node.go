package main

// node.go: run one dqlite node (go-dqlite's app package: joins, promotes
// voters, hands leadership over on shutdown) with bayes registered.

import (
	"context"
	"flag"
	"fmt"
	"log"
	"os"
	"os/signal"
	"strings"
	"syscall"
	"time"

	"github.com/canonical/go-dqlite/app"
	"github.com/canonical/go-dqlite/client"
)

func runNode(args []string) error {
	fs := flag.NewFlagSet("node", flag.ExitOnError)
	addr := fs.String("addr", "", "address of this node, HOST:PORT (also what peers dial)")
	dir := fs.String("dir", "", "data directory (created if missing)")
	join := fs.String("join", "", "comma-separated addresses of existing nodes (empty: bootstrap a new cluster)")
	latency := fs.Duration("latency", 0, "average one-way network latency (0: dqlite's default); raft's heartbeat and election timeouts scale with it")
	verbose := fs.Bool("v", false, "log dqlite's messages to stderr")
	readyTimeout := fs.Duration("ready-timeout", 60*time.Second, "give up if the node has not joined by then")
	stopTimeout := fs.Duration("stop-timeout", 5*time.Second, "on SIGTERM/SIGINT, exit after this long even if handover or close hangs (a node without quorum)")
	fs.Parse(args)
	if *addr == "" || *dir == "" {
		return fmt.Errorf("-addr and -dir are required")
	}
	if err := os.MkdirAll(*dir, 0755); err != nil {
		return err
	}
	if err := registerBayes(); err != nil {
		return err
	}
	logf := func(l client.LogLevel, format string, a ...interface{}) {
		if *verbose || l >= client.LogWarn {
			log.Printf("%s: %s: %s", *addr, l.String(), fmt.Sprintf(format, a...))
		}
	}
	opts := []app.Option{
		app.WithAddress(*addr),
		app.WithLogFunc(logf),
		app.WithRolesAdjustmentFrequency(2 * time.Second),
	}
	if *latency > 0 {
		opts = append(opts, app.WithNetworkLatency(*latency))
	}
	if *join != "" {
		opts = append(opts, app.WithCluster(strings.Split(*join, ",")))
	}
	a, err := app.New(*dir, opts...)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), *readyTimeout)
	err = a.Ready(ctx)
	cancel()
	if err != nil {
		a.Close()
		return fmt.Errorf("not ready: %w", err)
	}
	fmt.Printf("ready %s id=%d pid=%d sqlite=%s\n", a.Address(), a.ID(), os.Getpid(), sqliteVersion())

	sig := make(chan os.Signal, 2)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
	<-sig
	// A node that has lost quorum can block in Handover or Close for a
	// long time: bound the whole shutdown, a second signal exits at once.
	done := make(chan struct{})
	go func() {
		hctx, hcancel := context.WithTimeout(context.Background(), *stopTimeout)
		a.Handover(hctx)
		hcancel()
		a.Close()
		close(done)
	}()
	select {
	case <-done:
		return nil
	case <-sig:
		fmt.Fprintf(os.Stderr, "bayes-dqlite node %s: second signal, exiting without a clean close\n", *addr)
	case <-time.After(*stopTimeout + 2*time.Second):
		fmt.Fprintf(os.Stderr, "bayes-dqlite node %s: shutdown timed out, exiting without a clean close\n", *addr)
	}
	os.Exit(3)
	return nil
}
