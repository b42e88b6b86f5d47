package web_test

import (
	"bufio"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/web"
)

// BenchmarkLiveFiftyPages measures issue 32's scale goal: 50 pages of one
// game open on their event streams; each iteration saves a move (or takes
// it back) through another connection, as another scorepad process would,
// and waits until every page has received the game's new version. It
// reports the time from the commit to the last page's event (p50, p95,
// max) and the memory the whole process took (server and its 50 clients).
//
//	go test ./web -run '^$' -bench LiveFiftyPages -benchtime 200x
func BenchmarkLiveFiftyPages(b *testing.B) {
	const pages = 50
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	path := filepath.Join(b.TempDir(), "s.db")
	store, err := db.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	svc := sheets.NewService(store, nil)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben", "Cléo", "Dom"}}
	if err := svc.Create(ctx, g, nil); err != nil {
		b.Fatal(err)
	}
	srv := &web.Server{Store: store, Service: svc}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	defer srv.DropStreams() // before Close, which waits for the streams
	go srv.Run(ctx)

	// the writer: another connection to the file
	other, err := db.Open(ctx, path)
	if err != nil {
		b.Fatal(err)
	}
	defer other.Close()
	writer := sheets.NewService(other, nil)

	got := make([]chan time.Time, pages)
	for i := range got {
		got[i] = make(chan time.Time, 4)
		req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/games/%d/events?view=table&v=now", ts.URL, g.ID), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		go func(ch chan time.Time) {
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(nil, 1<<20) // grows only for a long line
			for sc.Scan() {
				if strings.HasPrefix(sc.Text(), "id: ") {
					ch <- time.Now()
				}
			}
		}(got[i])
		<-got[i] // the page's first event: the game as it is ("now" is no version)
	}
	d := []uint8{4, 4, 4, 1, 2}
	lat := make([]time.Duration, 0, b.N)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if i%2 == 0 {
			st, err := writer.Load(ctx, g.ID)
			if err != nil {
				b.Fatal(err)
			}
			if _, _, err := writer.Move(ctx, g.ID, st.BoxMove(0, scoring.Fours, d, nil), ""); err != nil {
				b.Fatal(err)
			}
		} else if _, _, err := writer.Undo(ctx, g.ID); err != nil {
			b.Fatal(err)
		}
		committed := time.Now()
		var last time.Time
		for _, ch := range got {
			select {
			case at := <-ch:
				if at.After(last) {
					last = at
				}
			case <-time.After(30 * time.Second):
				b.Fatalf("iteration %d: a page got no event within 30 s", i)
			}
		}
		lat = append(lat, last.Sub(committed))
	}
	b.StopTimer()
	slices.Sort(lat)
	q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	var m runtime.MemStats
	runtime.ReadMemStats(&m)
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.95), "p95-ms")
	b.ReportMetric(q(1), "max-ms")
	b.ReportMetric(float64(m.Sys)/(1<<20), "sys-MiB")
	b.ReportMetric(float64(m.HeapInuse)/(1<<20), "heap-MiB")
}
