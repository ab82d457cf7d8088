// bayes-dqlite: a dqlite node that has the bayes SQL functions, and the
// client commands to drive a cluster of them.
//
//	bayes-dqlite node    -addr 127.0.0.1:9001 -dir DIR [-join ADDR,...] [-latency 0]
//	bayes-dqlite sql     -c ADDR,... [-db NAME] [-timeout 60s] [-timer] [SQL ...]  (else SQL from stdin)
//	bayes-dqlite load    -c ADDR,... -table T [-batch 1000] < rows.tsv
//	bayes-dqlite cluster -c ADDR,... [-timeout 10s]
//	bayes-dqlite freeport [N]
//	bayes-dqlite killwatch -pid P -dir DIR,...   (tests: kill P at a Raft log write)
//
// Built by `make dqlite` (see mk/dqlite.mk and docs/cluster.md).
package main

import (
	"fmt"
	"os"
)

func usage() {
	fmt.Fprint(os.Stderr, `usage:
  bayes-dqlite node    -addr HOST:PORT -dir DIR [-join HOST:PORT,...] [-latency 0] [-v]
  bayes-dqlite sql     -c HOST:PORT,... [-db bayes] [-timeout 60s] [-timer] [SQL ...]
  bayes-dqlite load    -c HOST:PORT,... -table T [-db bayes] [-batch 1000] < rows.tsv
  bayes-dqlite cluster -c HOST:PORT,... [-timeout 10s]
  bayes-dqlite freeport [N]
  bayes-dqlite killwatch -pid P -dir DIR,... [-timeout 30s]
`)
	os.Exit(2)
}

func main() {
	if len(os.Args) < 2 {
		usage()
	}
	var err error
	args := os.Args[2:]
	switch os.Args[1] {
	case "node":
		err = runNode(args)
	case "sql":
		err = runSQL(args)
	case "load":
		err = runLoad(args)
	case "cluster":
		err = runCluster(args)
	case "freeport":
		err = runFreeport(args)
	case "killwatch":
		err = runKillwatch(args)
	default:
		usage()
	}
	if err != nil {
		fmt.Fprintf(os.Stderr, "bayes-dqlite %s: %v\n", os.Args[1], err)
		os.Exit(1)
	}
}
