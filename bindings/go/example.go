// example.go — the Go recipe of docs/install.md: bayes in mattn/go-sqlite3
// (Debian's golang-github-mattn-go-sqlite3-dev, linked with the system
// libsqlite3), run by bindings/go/test.sh.  Fits the quick start's model,
// stores it in bayes_models in the database file, then reopens the file and
// scores by the model's name.
//
//	GO111MODULE=off GOPATH=/usr/share/gocode go run example.go my.db
package main

import (
	"database/sql"
	"fmt"
	"os"
	"strconv"

	"github.com/mattn/go-sqlite3"
)

func main() {
	ext := os.Getenv("BAYES_EXT") // the library without its suffix
	if ext == "" {
		ext = "/usr/local/lib/sqlite3/bayes"
	}
	path := "my.db"
	if len(os.Args) > 1 {
		path = os.Args[1]
	}
	// a driver whose every connection has bayes loaded
	sql.Register("sqlite3_bayes", &sqlite3.SQLiteDriver{Extensions: []string{ext}})

	db, err := sql.Open("sqlite3_bayes", path)
	check(err)
	_, err = db.Exec("SELECT bayes_models_install()") // the model table
	check(err)
	_, err = db.Exec(`CREATE TABLE pts(label TEXT, x REAL, y REAL);
		INSERT INTO pts VALUES ('a',0,0),('a',1,0),('a',0,1),('b',3,3),('b',4,3),('b',3,4);
		INSERT INTO bayes_models(name, model)
		  SELECT 'pts', bayes_fit_query('gaussian_nb', 'SELECT label, x, y FROM pts');`)
	check(err)
	check(db.Close())

	// a new connection: the model was stored in the file
	db, err = sql.Open("sqlite3_bayes", path)
	check(err)
	defer db.Close()
	var label string
	var p float64
	// the row by name: a JSON object {feature: value}, in any order
	err = db.QueryRow(`SELECT bayes_predict('pts', json_object('x', ?, 'y', ?)),
		bayes_proba('pts', json_object('y', ?, 'x', ?)) ->> '$.b'`,
		2.5, 2.5, 1.0, 1.0).Scan(&label, &p)
	check(err)
	fmt.Println(label, strconv.FormatFloat(p, 'g', -1, 64)) // b 1.6918983458321218e-10
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "example.go:", err)
		os.Exit(1)
	}
}
