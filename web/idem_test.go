package web_test

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/web"
)

// postKeyed posts form with the move key idem and returns the status, the
// body and the Scorepad-Move header.
func (f *fixture) postKeyed(c *http.Client, form url.Values, idem string) (int, string, string) {
	f.t.Helper()
	form = cloneValues(form)
	form.Set("idem", idem)
	resp, err := c.PostForm(fmt.Sprintf("%s/games/%d/play", f.ts.URL, f.id), form)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header.Get("Scorepad-Move")
}

func cloneValues(v url.Values) url.Values {
	out := url.Values{}
	for k, vs := range v {
		out[k] = append([]string(nil), vs...)
	}
	return out
}

// A move kept on a phone and sent again (the network returned, a retry, a
// double tap) with its key is applied once and answered "already saved".
func TestKeyedMoveSentTwiceIsAppliedOnce(t *testing.T) {
	f := newFixture(t)
	c := f.client(true)
	form := url.Values{"t": {f.token(c)}, "moves": {"0"}, "k": {"select"}, "a": {"44412"}, "v": {"3"}}
	const key = "Zk4o0-first_move"
	if code, body, _ := f.postKeyed(c, form, key); code != http.StatusSeeOther {
		t.Fatalf("first: status %d, want 303 (saved):\n%s", code, body)
	}
	code, body, said := f.postKeyed(c, form, key)
	if code != http.StatusOK || said != "already-saved" || !strings.Contains(body, "Already saved: this move was saved when it was first sent (move 1)") || !strings.Contains(body, "Ana, fours 12") {
		t.Fatalf("the same key again: status %d, header %q, want 200 already-saved naming the move:\n%s", code, said, body)
	}
	// the game moved on meanwhile: the key still answers, nothing applied
	if code, _ := f.post(c, url.Values{"t": form["t"], "moves": {"1"}, "k": {"select"}, "a": {"44412"}, "v": {"3"}}); code != http.StatusSeeOther {
		t.Fatalf("Ben's move: status %d", code)
	}
	if code, _, said := f.postKeyed(c, form, key); code != http.StatusOK || said != "already-saved" {
		t.Fatalf("the key after another move: status %d, header %q", code, said)
	}
	if n := f.moves(); n != 2 {
		t.Fatalf("%d moves, want 2: the keyed move counted once", n)
	}
}

// A kept move whose game moved on is refused in words, a new key or not.
func TestKeyedStaleMoveIsRefusedInWords(t *testing.T) {
	f := newFixture(t)
	a, b := f.client(true), f.client(true)
	tok := f.token(a)
	kept := url.Values{"t": {tok}, "moves": {"0"}, "k": {"select"}, "a": {"44412"}, "v": {"3"}}
	if code, _, _ := f.postKeyed(b, url.Values{"t": {f.token(b)}, "moves": {"0"}, "k": {"select"}, "a": {"66666"}, "v": {"6"}}, "phone-B-key-0001"); code != http.StatusSeeOther {
		t.Fatalf("the other phone: status %d", code)
	}
	code, body, said := f.postKeyed(a, kept, "phone-A-key-0001")
	if code != http.StatusConflict || said != "" || !strings.Contains(body, "Not saved: the game moved on before your answer arrived") {
		t.Fatalf("the kept move: status %d, header %q, want 409 in words:\n%s", code, said, body)
	}
	if n := f.moves(); n != 1 {
		t.Fatalf("%d moves, want 1", n)
	}
}

func TestMalformedMoveKeyChangesNothing(t *testing.T) {
	f := newFixture(t)
	c := f.client(true)
	form := url.Values{"t": {f.token(c)}, "moves": {"0"}, "k": {"select"}, "a": {"44412"}, "v": {"3"}}
	for _, key := range []string{"short", "<script>alert(1)</script>", strings.Repeat("k", 65), "with spaces in it"} {
		code, body, _ := f.postKeyed(c, form, key)
		if code != http.StatusBadRequest || !strings.Contains(body, "The form&#39;s move key is not valid") {
			t.Errorf("key %q: status %d, want 400 saying why:\n%s", key, code, body)
		}
	}
	if n := f.moves(); n != 0 {
		t.Fatalf("%d moves after malformed keys, want 0", n)
	}
}

// The app installs: the manifest, the worker at the root with the assets'
// version, the icons, the offline page, each with its type.
func TestInstallableShell(t *testing.T) {
	f := newFixture(t)
	c := f.client(false)
	get := func(path string) (*http.Response, string) {
		resp, err := c.Get(f.ts.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		return resp, string(b)
	}
	resp, body := get("/manifest.webmanifest")
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != 200 || ct != "application/manifest+json" {
		t.Fatalf("manifest: status %d, type %q", resp.StatusCode, ct)
	}
	var m struct {
		Name, ShortName string
		StartURL        string `json:"start_url"`
		Display         string
		Theme           string `json:"theme_color"`
		Background      string `json:"background_color"`
		Icons           []struct{ Src, Sizes, Purpose string }
	}
	if err := json.Unmarshal([]byte(body), &m); err != nil {
		t.Fatal(err)
	}
	sizes := map[string]bool{}
	for _, ic := range m.Icons {
		r, _ := get(ic.Src)
		if r.StatusCode != 200 || r.Header.Get("Content-Type") != "image/png" {
			t.Errorf("icon %s: status %d, type %q", ic.Src, r.StatusCode, r.Header.Get("Content-Type"))
		}
		sizes[ic.Sizes+" "+ic.Purpose] = true
	}
	if m.Name == "" || m.StartURL != "/" || m.Display != "standalone" || m.Theme == "" || m.Background == "" || !sizes["192x192 any"] || !sizes["512x512 any"] || !sizes["512x512 maskable"] {
		t.Errorf("manifest lacks what installing needs: %+v", m)
	}
	resp, body = get("/sw.js")
	if ct := resp.Header.Get("Content-Type"); resp.StatusCode != 200 || !strings.HasPrefix(ct, "text/javascript") || strings.Contains(body, "{{") ||
		!strings.Contains(body, `"`+webAssetsVersion()+`"`) || !strings.Contains(body, `"/assets/style.css"`) || !strings.Contains(body, `"/offline"`) {
		t.Fatalf("sw.js: status %d, type %q, without its version or shell:\n%.400s", resp.StatusCode, ct, body)
	}
	_, home := get("/")
	for _, want := range []string{`rel="manifest" href="/manifest.webmanifest"`, `name="theme-color"`, `rel="apple-touch-icon"`, `src="/assets/offline.js"`, `class="skip" href="#content"`, `id="content"`} {
		if !strings.Contains(home, want) {
			t.Errorf("the home page's head lacks %s", want)
		}
	}
	if r, _ := get("/assets/icons/apple-touch-icon.png"); r.StatusCode != 200 {
		t.Errorf("apple-touch-icon: %d", r.StatusCode)
	}
	if _, stats := get("/stats"); !strings.Contains(stats, `rel="manifest"`) || !strings.Contains(stats, `prefers-color-scheme:dark`) || !strings.Contains(stats, `hreflang="fr" lang="fr">Français</a>`) {
		t.Errorf("/stats lacks the app's manifest, dark mode or language switch:\n%.1500s", stats)
	}
	if r, body := get("/no-such-page"); r.StatusCode != http.StatusNotFound || !strings.Contains(body, `<html lang="en">`) || !strings.Contains(body, "No such page: /no-such-page") {
		t.Errorf("an unknown address: status %d, want 404 and a page that says so:\n%s", r.StatusCode, body)
	}
	req, _ := http.NewRequest("GET", f.ts.URL+"/offline", nil)
	req.Header.Set("Accept-Language", "fr")
	r2, err := c.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	b2, _ := io.ReadAll(r2.Body)
	r2.Body.Close()
	if r2.StatusCode != 200 || !strings.Contains(string(b2), "Pas de réseau") {
		t.Errorf("/offline in French: %d\n%s", r2.StatusCode, b2)
	}
}

func webAssetsVersion() string { return web.AssetsVersion() }
