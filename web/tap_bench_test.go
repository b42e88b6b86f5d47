package web_test

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"slices"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/cmd"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/web"
)

// BenchmarkTapEightPhonesFiftyPages measures issue 37's tap (item 8): the
// server's time for a POST /games/ID/play, from the request to the
// response, with 8 phones playing at once (8 games, each phone entering
// a throw and choosing its box: two taps a move) and 50 pages open on the
// games' event streams. serve's own server (cmd.WebServer) over one file.
// Each iteration is one move on every phone; the move is then taken back
// (outside the measure) so that the sheets never fill. It reports the
// taps' p50, p95 and max in milliseconds.
//
//	go test ./web -run '^$' -bench TapEightPhones -benchtime 40x -cpu 2
func BenchmarkTapEightPhonesFiftyPages(b *testing.B) {
	const phones, pages = 8, 50
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	store, err := db.Open(ctx, filepath.Join(b.TempDir(), "s.db"))
	if err != nil {
		b.Fatal(err)
	}
	defer store.Close()
	svc := sheets.NewService(store, nil)
	home := b.TempDir()
	getenv := func(k string) string {
		if k == "HOME" || k == "XDG_CACHE_HOME" {
			return home
		}
		return ""
	}
	srv := cmd.WebServer(store, false, getenv, nil)
	srv.Loopback = func(*http.Request) bool { return false }
	var mu sync.Mutex
	var taps []time.Duration
	h := srv.Handler()
	timed := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodPost {
			h.ServeHTTP(w, r)
			return
		}
		start := time.Now()
		h.ServeHTTP(w, r)
		d := time.Since(start)
		mu.Lock()
		taps = append(taps, d)
		mu.Unlock()
	})
	ts := httptest.NewServer(timed)
	defer ts.Close()
	defer srv.DropStreams()
	go srv.Run(ctx)

	type phone struct {
		id    int64
		c     *http.Client
		token string
	}
	tokRE := tokenRE
	ps := make([]phone, phones)
	for i := range ps {
		g := &sheets.Game{Kind: sheets.Penta, Players: []string{fmt.Sprintf("P%d", i)}}
		if err := svc.Create(ctx, g, nil); err != nil {
			b.Fatal(err)
		}
		secret, err := store.Link(ctx, g.ID)
		if err != nil {
			b.Fatal(err)
		}
		jar, _ := cookiejar.New(nil)
		c := &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
		resp, err := c.Get(ts.URL + web.JoinPath(g.ID, secret))
		if err != nil {
			b.Fatal(err)
		}
		resp.Body.Close()
		resp, err = c.Get(fmt.Sprintf("%s/games/%d/phone", ts.URL, g.ID))
		if err != nil {
			b.Fatal(err)
		}
		page, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		m := tokRE.FindStringSubmatch(string(page))
		if m == nil {
			b.Fatalf("no form on phone %d:\n%s", i, page)
		}
		ps[i] = phone{g.ID, c, m[1]}
	}
	for i := 0; i < pages; i++ {
		req, _ := http.NewRequestWithContext(ctx, "GET", fmt.Sprintf("%s/games/%d/events?view=table&v=now", ts.URL, ps[i%phones].id), nil)
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			b.Fatal(err)
		}
		first := make(chan struct{})
		go func() {
			defer resp.Body.Close()
			sc := bufio.NewScanner(resp.Body)
			sc.Buffer(nil, 1<<20)
			once := false
			for sc.Scan() {
				if !once && strings.HasPrefix(sc.Text(), "id: ") {
					once = true
					close(first)
				}
			}
		}()
		<-first
	}
	post := func(p phone, form url.Values) int {
		req, _ := http.NewRequest("POST", fmt.Sprintf("%s/games/%d/play", ts.URL, p.id), strings.NewReader(form.Encode()))
		req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		req.Header.Set("Accept-Encoding", benchEncoding)
		resp, err := p.c.Do(req)
		if err != nil {
			b.Error(err)
			return 0
		}
		io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		return resp.StatusCode
	}
	mu.Lock()
	taps = taps[:0]
	mu.Unlock()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		var wg sync.WaitGroup
		for _, p := range ps {
			wg.Add(1)
			go func() {
				defer wg.Done()
				key := fmt.Sprintf("bench-%d-%d-key", p.id, i)
				if code := post(p, url.Values{"t": {p.token}, "moves": {"0"}, "k": {"input"}, "v": {"44412"}}); code != http.StatusOK {
					b.Errorf("game %d: the throw: status %d", p.id, code)
					return
				}
				if code := post(p, url.Values{"t": {p.token}, "moves": {"0"}, "k": {"select"}, "a": {"44412"}, "v": {"3"}, "idem": {key}}); code != http.StatusSeeOther {
					b.Errorf("game %d: the box: status %d", p.id, code)
					return
				}
				if _, _, err := svc.Undo(ctx, p.id); err != nil {
					b.Error(err)
				}
			}()
		}
		wg.Wait()
	}
	b.StopTimer()
	mu.Lock()
	lat := append([]time.Duration(nil), taps...)
	mu.Unlock()
	slices.Sort(lat)
	if len(lat) == 0 {
		b.Fatal("no tap measured")
	}
	q := func(p float64) float64 { return float64(lat[int(p*float64(len(lat)-1))].Microseconds()) / 1000 }
	b.ReportMetric(q(0.5), "p50-ms")
	b.ReportMetric(q(0.95), "p95-ms")
	b.ReportMetric(q(1), "max-ms")
	b.ReportMetric(float64(len(lat))/float64(b.N), "taps/op")
}

// benchEncoding is what the phones accept: gzip, as every browser.
var benchEncoding = "gzip"
