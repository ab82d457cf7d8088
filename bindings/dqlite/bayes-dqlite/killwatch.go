package main

// killwatch.go: `bayes-dqlite killwatch -pid P -dir D[,D...]` sends SIGKILL
// to process P the moment the Raft log of any node directory D is written
// (an open segment file, open-N, changes size or modification time), then
// prints what it saw.  Run with the followers' directories and the
// leader's pid, it kills the leader right after it has replicated an entry
// to a follower and before it can have answered the client: the window in
// which a write is committed although the client sees the leader die
// (docs/cluster.md, "Lost leaders"; bindings/dqlite/test.sh).  Test tooling.

import (
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"time"
)

type segState struct {
	size  int64
	mtime time.Time
}

// openSegments: the open-N files of the directories, with their state
func openSegments(dirs []string) map[string]segState {
	m := map[string]segState{}
	for _, d := range dirs {
		files, _ := filepath.Glob(filepath.Join(d, "open-*"))
		for _, f := range files {
			if st, err := os.Stat(f); err == nil {
				m[f] = segState{st.Size(), st.ModTime()}
			}
		}
	}
	return m
}

func runKillwatch(args []string) error {
	fs := flag.NewFlagSet("killwatch", flag.ExitOnError)
	pid := fs.Int("pid", 0, "process to kill")
	dirs := fs.String("dir", "", "comma-separated node data directories to watch")
	timeout := fs.Duration("timeout", 30*time.Second, "give up (no kill) after this long")
	poll := fs.Duration("poll", 200*time.Microsecond, "polling interval")
	fs.Parse(args)
	if *pid <= 0 || *dirs == "" {
		return fmt.Errorf("-pid and -dir are required")
	}
	ds := strings.Split(*dirs, ",")
	base := openSegments(ds)
	if len(base) == 0 {
		return fmt.Errorf("no open segment (open-N) in %s", *dirs)
	}
	fmt.Println("watching") // the caller starts the write after this line
	os.Stdout.Sync()
	deadline := time.Now().Add(*timeout)
	lastGlob := time.Now()
	for time.Now().Before(deadline) {
		for f, s0 := range base {
			st, err := os.Stat(f)
			if err != nil || st.Size() != s0.size || !st.ModTime().Equal(s0.mtime) {
				kerr := syscall.Kill(*pid, syscall.SIGKILL)
				fmt.Printf("killed %d after a write to %s (kill: %v)\n", *pid, f, kerr)
				return kerr
			}
		}
		if time.Since(lastGlob) > 50*time.Millisecond {
			// a new open segment (the previous one filled up) is a write too
			for f, s := range openSegments(ds) {
				if _, ok := base[f]; !ok {
					base[f] = segState{-1, s.mtime}
				}
			}
			lastGlob = time.Now()
		}
		time.Sleep(*poll)
	}
	fmt.Println("timeout: no write seen, nothing killed")
	return nil
}
