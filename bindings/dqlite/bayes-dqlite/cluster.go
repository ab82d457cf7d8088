package main

// cluster.go: `bayes-dqlite cluster` lists the members as the leader sees
// them (id, address, role, and "leader" on the leader's line); with
// -transfer ADDR it first hands leadership to that node (tests read each
// node's own copy of the database that way);
// `bayes-dqlite freeport` prints free TCP ports on 127.0.0.1 for tests.

import (
	"context"
	"flag"
	"fmt"
	"net"
	"strconv"
	"time"

	"github.com/canonical/go-dqlite/client"
)

func runCluster(args []string) error {
	fs := flag.NewFlagSet("cluster", flag.ExitOnError)
	addrs := fs.String("c", "", "comma-separated node addresses")
	timeout := fs.Duration("timeout", 10*time.Second, "limit, finding the leader included")
	transfer := fs.String("transfer", "", "hand leadership to the node of this address first")
	fs.Parse(args)
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	defer cancel()
	store, err := nodeStore(ctx, *addrs)
	if err != nil {
		return err
	}
	cli, err := client.FindLeader(ctx, store)
	if err != nil {
		return fmt.Errorf("find leader: %w", err)
	}
	defer func() { cli.Close() }() // the client of the moment (-transfer replaces it)
	leader, err := cli.Leader(ctx)
	if err != nil {
		return err
	}
	nodes, err := cli.Cluster(ctx)
	if err != nil {
		return err
	}
	if *transfer != "" && (leader == nil || leader.Address != *transfer) {
		var id uint64
		for _, n := range nodes {
			if n.Address == *transfer {
				id = n.ID
			}
		}
		if id == 0 {
			return fmt.Errorf("transfer: %s is not a member", *transfer)
		}
		if err := cli.Transfer(ctx, id); err != nil {
			return fmt.Errorf("transfer to %s: %w", *transfer, err)
		}
		cli.Close()
		if cli, err = client.FindLeader(ctx, store); err != nil {
			return fmt.Errorf("find leader after transfer: %w", err)
		}
		if leader, err = cli.Leader(ctx); err != nil {
			return err
		}
		if nodes, err = cli.Cluster(ctx); err != nil {
			return err
		}
	}
	for _, n := range nodes {
		mark := ""
		if leader != nil && n.ID == leader.ID {
			mark = " leader"
		}
		fmt.Printf("%d %s %s%s\n", n.ID, n.Address, n.Role.String(), mark)
	}
	return nil
}

func runFreeport(args []string) error {
	n := 1
	if len(args) > 0 {
		var err error
		if n, err = strconv.Atoi(args[0]); err != nil || n < 1 {
			return fmt.Errorf("N must be a positive integer")
		}
	}
	var ls []net.Listener
	defer func() {
		for _, l := range ls {
			l.Close()
		}
	}()
	for i := 0; i < n; i++ {
		l, err := net.Listen("tcp", "127.0.0.1:0")
		if err != nil {
			return err
		}
		ls = append(ls, l)
		fmt.Println(l.Addr().(*net.TCPAddr).Port)
	}
	return nil
}
