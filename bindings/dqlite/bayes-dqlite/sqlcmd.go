package main

// sqlcmd.go: `bayes-dqlite sql`: run statements on the leader, print rows
// as the sqlite3 shell's list mode does (columns joined by '|', NULL
// empty), with REALs in the shortest form that reads back to the same
// double and BLOBs in hex.

import (
	"context"
	"database/sql"
	"flag"
	"fmt"
	"io"
	"os"
	"strconv"
	"strings"
	"time"
)

func runSQL(args []string) error {
	fs := flag.NewFlagSet("sql", flag.ExitOnError)
	addrs := fs.String("c", "", "comma-separated node addresses")
	dbname := fs.String("db", "bayes", "database name")
	timeout := fs.Duration("timeout", 60*time.Second, "limit for each statement, finding the leader included")
	sep := fs.String("sep", "|", "column separator")
	timer := fs.Bool("timer", false, "print each statement's wall time (seconds, leader round trip included) to stderr")
	fs.DurationVar(&attemptTimeout, "attempt-timeout", attemptTimeout, "limit for each probe of a node while finding the leader")
	fs.Parse(args)
	var stmts []string
	if fs.NArg() > 0 {
		for _, a := range fs.Args() {
			stmts = append(stmts, splitSQL(a)...)
		}
	} else {
		b, err := io.ReadAll(os.Stdin)
		if err != nil {
			return err
		}
		stmts = splitSQL(string(b))
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	db, err := openDB(ctx, *addrs, *dbname)
	cancel()
	if err != nil {
		return err
	}
	defer db.Close()
	out := os.Stdout
	for _, s := range stmts {
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		t0 := time.Now()
		err := runStatement(ctx, db, s, *sep, out)
		cancel()
		if *timer {
			fmt.Fprintf(os.Stderr, "time %.6f\n", time.Since(t0).Seconds())
		}
		if err != nil {
			return fmt.Errorf("%v\n  in: %s", err, abbreviate(s))
		}
	}
	return nil
}

func runStatement(ctx context.Context, db *sql.DB, s, sep string, out io.Writer) error {
	if !returnsRows(s) {
		_, err := db.ExecContext(ctx, s)
		return err
	}
	rows, err := db.QueryContext(ctx, s)
	if err != nil {
		return queryError(ctx, db, s, err)
	}
	defer rows.Close()
	cols, err := rows.Columns()
	if err != nil {
		return err
	}
	vals := make([]interface{}, len(cols))
	ptrs := make([]interface{}, len(cols))
	for i := range vals {
		ptrs[i] = &vals[i]
	}
	for rows.Next() {
		if err := rows.Scan(ptrs...); err != nil {
			return err
		}
		fields := make([]string, len(vals))
		for i, v := range vals {
			fields[i] = formatValue(v)
		}
		fmt.Fprintln(out, strings.Join(fields, sep))
	}
	if err := rows.Err(); err != nil {
		return queryError(ctx, db, s, err)
	}
	return nil
}

// queryError: libdqlite 1.11 answers a query that fails while stepping
// (e.g. an error raised by bayes_fit) with the first column's name in
// place of SQLite's message.  Its EXEC request reports the message
// correctly, so a failed read-only statement is run once more as EXEC to
// recover it; the statement cannot write, so that is harmless.
func queryError(ctx context.Context, db *sql.DB, s string, qerr error) error {
	if ctx.Err() != nil {
		return qerr
	}
	if _, err := db.ExecContext(ctx, s); err != nil {
		return err
	}
	return qerr
}

func formatValue(v interface{}) string {
	switch x := v.(type) {
	case nil:
		return ""
	case int64:
		return strconv.FormatInt(x, 10)
	case float64:
		return strconv.FormatFloat(x, 'g', -1, 64)
	case bool:
		if x {
			return "1"
		}
		return "0"
	case []byte:
		return strings.ToUpper(fmt.Sprintf("%x", x))
	case string:
		return x
	case time.Time:
		return x.UTC().Format("2006-01-02 15:04:05")
	default:
		return fmt.Sprint(x)
	}
}

func abbreviate(s string) string {
	s = strings.Join(strings.Fields(s), " ")
	if len(s) > 200 {
		return s[:200] + "..."
	}
	return s
}
