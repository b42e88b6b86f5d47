package db_test

import (
	"bufio"
	"bytes"
	"context"
	"io"
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/sheets"
)

// syncDB returns a database of 10,000 generated games (every kind, as the
// generator mixes them), built once into the temporary folder under a name
// of its own.
func syncDB(b *testing.B) *db.Store {
	b.Helper()
	path := filepath.Join(os.TempDir(), "scorepad-bench-sync-10k-v7.db")
	ctx := context.Background()
	if _, err := os.Stat(path); err != nil {
		tmp := path + ".building"
		os.Remove(tmp)
		s, err := db.Open(ctx, tmp)
		if err != nil {
			b.Fatal(err)
		}
		g := gen.NewGenerator(42)
		for done := 0; done < 10_000; done += 1000 {
			games, results := make([]*sheets.Game, 1000), make([][]sheets.Result, 1000)
			for i := range games {
				gm, st := g.Game(g.Mix())
				games[i], results[i] = gm, st.Results()
			}
			if err := s.Import(ctx, games, results); err != nil {
				b.Fatal(err)
			}
		}
		s.DB().Exec("PRAGMA wal_checkpoint(TRUNCATE)")
		s.Close()
		if err := os.Rename(tmp, path); err != nil {
			b.Fatal(err)
		}
	}
	s, err := db.OpenRead(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	b.Cleanup(func() { s.Close() })
	return s
}

// exportAll writes every game of s as export writes them (one JSON line a
// game) to w.
func exportAll(b *testing.B, s *db.Store, w io.Writer) {
	bw := bufio.NewWriter(w)
	bw.WriteString(`{"format": "scorepad-export", "version": 1, "games": [`)
	n := 0
	var line []byte
	err := sheets.NewService(s, nil).ExportEach(context.Background(), timeZero, func(ag sheets.ArchiveGame) error {
		if n > 0 {
			bw.WriteString(",\n")
		}
		n++
		var err error
		line, err = ag.AppendJSON(line[:0])
		bw.Write(line)
		return err
	})
	if err != nil {
		b.Fatal(err)
	}
	bw.WriteString("]}\n")
	bw.Flush()
	if n != 10_000 {
		b.Fatalf("%d games exported", n)
	}
}

// BenchmarkExport10k exports 10,000 games (the goal: ≤ 3 s on two
// cores, the whole command; see the README for the process's numbers).
func BenchmarkExport10k(b *testing.B) {
	s := syncDB(b)
	b.ReportAllocs()
	for b.Loop() {
		exportAll(b, s, io.Discard)
	}
}

// BenchmarkImport10k imports an export of 10,000 games into an empty
// database (goal: ≤ 6 s on two cores), each game checked and replayed.
func BenchmarkImport10k(b *testing.B) {
	var file bytes.Buffer
	exportAll(b, syncDB(b), &file)
	b.SetBytes(int64(file.Len()))
	b.ReportAllocs()
	for b.Loop() {
		b.StopTimer()
		s, err := db.Open(context.Background(), filepath.Join(b.TempDir(), "in.db"))
		if err != nil {
			b.Fatal(err)
		}
		b.StartTimer()
		c, err := sheets.NewService(s, nil).ImportFrom(context.Background(), bytes.NewReader(file.Bytes()))
		if err != nil || c.Imported != 10_000 {
			b.Fatalf("%+v %v", c, err)
		}
		b.StopTimer()
		s.Close()
		b.StartTimer()
	}
}

var timeZero = func() (t time.Time) { return }()
