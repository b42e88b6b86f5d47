package web_test

import (
	"bytes"
	"compress/gzip"
	"context"
	"html"
	"io"
	"net/http"
	"net/url"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/gen"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Issue 37, item 8: no page over 150 KB transferred with its assets. The
// pages are gathered from the home page's links (as the browser test
// crawls them), three of each shape; each page's weight is the bytes sent
// for its HTML plus every asset it names (stylesheets, scripts, images,
// icons, manifest), gzipped as the server sends them to a browser.

const maxPageWeight = 150 << 10

var (
	hrefRE  = regexp.MustCompile(`\shref="([^"]*)"`)
	assetRE = regexp.MustCompile(`<(?:link|script|img)\b[^>]*\s(?:href|src)="(/[^"]*)"`)
	numRE   = regexp.MustCompile(`/\d+`)
)

func TestNoPageOver150KB(t *testing.T) {
	f := newApp(t, false)
	c := f.tableClient()
	// something on every page: moves, a finished game for the statistics
	ctx := context.Background()
	st, _ := f.svc.Load(ctx, f.id)
	if _, _, err := f.svc.Move(ctx, f.id, st.BoxMove(0, scoring.Fours, []uint8{4, 4, 4, 1, 2}, nil), ""); err != nil {
		t.Fatal(err)
	}
	g0 := gen.NewGenerator(37) // a family's finished games: the statistics page with its charts
	var games []*sheets.Game
	var results [][]sheets.Result
	for range 40 {
		g, st := g0.Game(g0.Mix())
		games, results = append(games, g), append(results, st.Results())
	}
	if err := f.store.Import(ctx, games, results); err != nil {
		t.Fatal(err)
	}
	// body returns what is transferred (gzipped when the server does) and
	// what it is once decompressed
	body := func(path string) (int, []byte, int) {
		req, _ := http.NewRequest("GET", f.ts.URL+path, nil)
		req.Header.Set("Accept-Encoding", "gzip") // set by hand: the transport leaves the body as sent
		resp, err := c.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		sent, _ := io.ReadAll(resp.Body)
		if resp.Header.Get("Content-Encoding") != "gzip" {
			return resp.StatusCode, sent, len(sent)
		}
		zr, err := gzip.NewReader(bytes.NewReader(sent))
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		b, err := io.ReadAll(zr)
		if err != nil {
			t.Fatalf("%s: %v", path, err)
		}
		return resp.StatusCode, b, len(sent)
	}
	assetSize := map[string]int{}
	weights := map[string]int{}
	seen, shapes := map[string]bool{}, map[string]int{}
	queue := []string{"/", "/new?kind=penta", "/new?kind=yams", "/new?kind=5000", "/new?kind=sackson", "/stats", "/help", "/offline"}
	for len(queue) > 0 && len(weights) < 120 {
		p := queue[0]
		queue = queue[1:]
		if seen[p] {
			continue
		}
		seen[p] = true
		u, _ := url.Parse(p)
		shape := numRE.ReplaceAllString(u.Path, "/N")
		if strings.HasPrefix(shape, "/rules/") || strings.HasPrefix(shape, "/help/") {
			shape = shape[:6]
		}
		if shapes[shape]++; shapes[shape] > 3 {
			continue
		}
		code, b, sent := body(p)
		if code != http.StatusOK || !strings.Contains(string(b), "<html") {
			continue // a PDF, a redirect
		}
		total := sent
		for _, m := range assetRE.FindAllStringSubmatch(string(b), -1) {
			a := html.UnescapeString(m[1])
			if _, ok := assetSize[a]; !ok {
				code, _, sent := body(a)
				if code != http.StatusOK {
					t.Errorf("%s names %s: status %d", p, a, code)
				}
				assetSize[a] = sent
			}
			total += assetSize[a]
		}
		weights[p] = total
		for _, m := range hrefRE.FindAllStringSubmatch(string(b), -1) {
			l := html.UnescapeString(m[1])
			lu, err := url.Parse(l)
			if err != nil || lu.Host != "" || !strings.HasPrefix(lu.Path, "/") || strings.HasPrefix(lu.Path, "/assets/") ||
				strings.HasSuffix(lu.Path, "/events") || strings.HasSuffix(lu.Path, "/join") || strings.HasSuffix(lu.Path, "/pdf") || lu.Path == "/table" || lu.Path == "/manifest.webmanifest" {
				continue
			}
			q := lu.Query()
			q.Del("lang")
			lu.RawQuery, lu.Fragment = q.Encode(), ""
			queue = append(queue, lu.String())
		}
	}
	if len(weights) < 20 {
		t.Fatalf("%d pages weighed, want the app's (20 or more): %v", len(weights), weights)
	}
	var heaviest []string
	for p, w := range weights {
		if w > maxPageWeight {
			t.Errorf("%s weighs %d bytes with its assets, more than %d", p, w, maxPageWeight)
		}
		heaviest = append(heaviest, p)
	}
	sort.Slice(heaviest, func(i, j int) bool { return weights[heaviest[i]] > weights[heaviest[j]] })
	for _, p := range heaviest[:3] {
		t.Logf("%s: %d bytes transferred with its assets", p, weights[p])
	}
}
