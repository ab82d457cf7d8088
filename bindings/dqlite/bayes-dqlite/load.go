package main

// load.go: `bayes-dqlite load`: insert tab-separated rows from stdin into
// an existing table, a transaction per -batch rows, as multi-row INSERTs of
// at most 255 bound parameters (dqlite's wire-protocol limit).  A field
// that parses as an integer or a real is bound as one, an empty field as
// NULL, anything else as TEXT.

import (
	"bufio"
	"context"
	"database/sql"
	"flag"
	"fmt"
	"os"
	"strconv"
	"strings"
	"time"
)

const maxParams = 255

func runLoad(args []string) error {
	fs := flag.NewFlagSet("load", flag.ExitOnError)
	addrs := fs.String("c", "", "comma-separated node addresses")
	dbname := fs.String("db", "bayes", "database name")
	table := fs.String("table", "", "table to insert into (must exist)")
	batch := fs.Int("batch", 1000, "rows per transaction")
	timeout := fs.Duration("timeout", 60*time.Second, "limit for each transaction")
	fs.DurationVar(&attemptTimeout, "attempt-timeout", attemptTimeout, "limit for each probe of a node while finding the leader")
	fs.Parse(args)
	if *table == "" || *batch < 1 {
		return fmt.Errorf("-table is required and -batch must be positive")
	}
	ctx, cancel := context.WithTimeout(context.Background(), *timeout)
	db, err := openDB(ctx, *addrs, *dbname)
	cancel()
	if err != nil {
		return err
	}
	defer db.Close()

	sc := bufio.NewScanner(os.Stdin)
	sc.Buffer(make([]byte, 1<<20), 1<<26)
	var pending [][]interface{}
	ncol, total := 0, 0
	t0 := time.Now()
	flush := func() error {
		if len(pending) == 0 {
			return nil
		}
		ctx, cancel := context.WithTimeout(context.Background(), *timeout)
		defer cancel()
		err := insertRows(ctx, db, *table, ncol, pending)
		total += len(pending)
		pending = pending[:0]
		return err
	}
	line := 0
	for sc.Scan() {
		line++
		fields := strings.Split(sc.Text(), "\t")
		if ncol == 0 {
			ncol = len(fields)
			if ncol > maxParams {
				return fmt.Errorf("line 1 has %d fields; at most %d", ncol, maxParams)
			}
		} else if len(fields) != ncol {
			return fmt.Errorf("line %d has %d fields, line 1 had %d", line, len(fields), ncol)
		}
		row := make([]interface{}, ncol)
		for i, f := range fields {
			row[i] = parseField(f)
		}
		pending = append(pending, row)
		if len(pending) == *batch {
			if err := flush(); err != nil {
				return fmt.Errorf("rows up to line %d: %w", line, err)
			}
		}
	}
	if err := sc.Err(); err != nil {
		return err
	}
	if err := flush(); err != nil {
		return fmt.Errorf("rows up to line %d: %w", line, err)
	}
	dt := time.Since(t0).Seconds()
	fmt.Fprintf(os.Stderr, "loaded %d rows in %.3f s (%.0f rows/s)\n", total, dt, float64(total)/dt)
	return nil
}

func parseField(f string) interface{} {
	if f == "" {
		return nil
	}
	if i, err := strconv.ParseInt(f, 10, 64); err == nil {
		return i
	}
	if x, err := strconv.ParseFloat(f, 64); err == nil {
		return x
	}
	return f
}

// insertRows: one transaction; statements of perStmt rows each.
func insertRows(ctx context.Context, db *sql.DB, table string, ncol int, rows [][]interface{}) error {
	perStmt := maxParams / ncol
	tx, err := db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	for start := 0; start < len(rows); start += perStmt {
		end := start + perStmt
		if end > len(rows) {
			end = len(rows)
		}
		var b strings.Builder
		fmt.Fprintf(&b, "INSERT INTO %s VALUES ", quoteIdent(table))
		ph := "(" + strings.TrimSuffix(strings.Repeat("?,", ncol), ",") + ")"
		var args []interface{}
		for i := start; i < end; i++ {
			if i > start {
				b.WriteByte(',')
			}
			b.WriteString(ph)
			args = append(args, rows[i]...)
		}
		if _, err := tx.ExecContext(ctx, b.String(), args...); err != nil {
			tx.Rollback()
			return err
		}
	}
	return tx.Commit()
}

func quoteIdent(s string) string { return `"` + strings.ReplaceAll(s, `"`, `""`) + `"` }
