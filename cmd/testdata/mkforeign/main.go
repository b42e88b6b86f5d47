// Command mkforeign writes test fixtures: a SQLite database of another
// program, or (-bump) a scorepad database marked as written by a newer
// scorepad.
package main

import (
	"database/sql"
	"flag"
	"log"

	_ "modernc.org/sqlite"
)

func main() {
	bump := flag.Bool("bump", false, "raise the schema version of a scorepad database")
	flag.Parse()
	db, err := sql.Open("sqlite", flag.Arg(0))
	if err != nil {
		log.Fatal(err)
	}
	defer db.Close()
	stmts := []string{"CREATE TABLE recipes (name TEXT)", "INSERT INTO recipes VALUES ('crêpes')"}
	if *bump {
		stmts = []string{"PRAGMA user_version = 99", "PRAGMA wal_checkpoint(TRUNCATE)", "PRAGMA journal_mode = DELETE"}
	}
	for _, s := range stmts {
		if _, err := db.Exec(s); err != nil {
			log.Fatal(err)
		}
	}
}
