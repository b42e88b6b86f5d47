package web_test

import (
	"bytes"
	"context"
	"fmt"
	"mime/multipart"
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/web"
)

// Every handler of the family's app that reads a form or a query, fuzzed
// (issue 37): whatever arrives, no server error, and a refused form
// changes nothing. The seeds run with the quick suite; go test -fuzz=X
// explores further.

// fuzzApp is serve's server over a fresh database with its secrets and
// the forms' tokens, for requests made in process.
type fuzzApp struct {
	h           http.Handler
	f           *fixture
	table, join string // the cookies' secrets
	newTok      string
	manageTok   string
	manageVer   string
}

func newFuzzApp(f *testing.F) *fuzzApp {
	fx := newApp(f, false)
	a := &fuzzApp{h: fx.srv.Handler(), f: fx, join: fx.secret}
	var err error
	if a.table, err = fx.store.TableSecret(context.Background()); err != nil {
		f.Fatal(err)
	}
	_, body := a.do("GET", "/new?kind=yams", "", true, false)
	a.newTok = match(f, tokenRE, body)
	_, body = a.do("GET", fmt.Sprintf("/games/%d/manage?do=abandon", fx.id), "", false, true)
	a.manageTok, a.manageVer = match(f, tokenRE, body), match(f, versionRE, body)
	return a
}

func match(f *testing.F, re interface{ FindStringSubmatch(string) []string }, body string) string {
	m := re.FindStringSubmatch(body)
	if m == nil {
		f.Fatalf("no match in:\n%s", body)
	}
	return m[1]
}

// do makes a request in process, with the table's cookie and the join
// link's when asked.
func (a *fuzzApp) do(method, target, body string, table, join bool) (int, string) {
	var r *http.Request
	if method == "POST" {
		r = httptest.NewRequest(method, "/", strings.NewReader(body))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	} else {
		r = httptest.NewRequest(method, "/", nil)
	}
	u, err := url.ParseRequestURI(target)
	if err != nil {
		return 0, ""
	}
	r.URL, r.RequestURI = u, target
	if table {
		r.AddCookie(&http.Cookie{Name: "scorepad_table", Value: a.table})
	}
	if join {
		r.AddCookie(&http.Cookie{Name: fmt.Sprintf("scorepad_join_%d", a.f.id), Value: a.join})
	}
	w := httptest.NewRecorder()
	a.h.ServeHTTP(w, r)
	return w.Code, w.Body.String()
}

func (a *fuzzApp) games(t *testing.T) int {
	n, err := a.f.svc.CountGames(context.Background(), true)
	if err != nil {
		t.Fatal(err)
	}
	return n
}

func FuzzNewForm(f *testing.F) {
	a := newFuzzApp(f)
	for _, s := range []string{
		"kind=penta&seat=&name=Ana",
		"kind=yams&seat=&name=Ana&seat=robot%3Aexpert&name=&columns=other&columns-other=down%2Cup%2Cfree%2Cimposed%2Cfree&full=sum&four-kind=fixed%3A40&plus-minus=yes&dice=digital",
		"kind=5000&name=Ana&name=Ben&order=roll&bust-rule=nothing-scores",
		"kind=sackson&name=A&name=B&name=C&name=D&name=E&penalty=200",
		"kind=yams&name=%00&columns=free",
		"kind=penta&seat=Ana&name=Ana",
		"kind=%ff&name=Ana",
		"n=same&kind=penta&name=Ana",
		"kind=penta&name=" + strings.Repeat("x", 100),
		"%zz",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, body string) {
		before := a.games(t)
		code, page := a.do("POST", "/new", "t="+url.QueryEscape(a.newTok)+"&"+body, true, false)
		if code >= 500 {
			t.Fatalf("POST /new %q: status %d\n%s", body, code, page)
		}
		if code != http.StatusSeeOther && a.games(t) != before {
			t.Fatalf("POST /new %q: refused (%d) but a game was started", body, code)
		}
		// without the table's cookie: nothing, whatever the form
		before = a.games(t)
		if code, _ := a.do("POST", "/new", "t="+url.QueryEscape(a.newTok)+"&"+body, false, true); code != http.StatusForbidden && code != http.StatusBadRequest {
			t.Fatalf("POST /new %q without the table's link: status %d, want 403", body, code)
		}
		if a.games(t) != before {
			t.Fatalf("POST /new %q without the table's link started a game", body)
		}
	})
}

func FuzzNewQuery(f *testing.F) {
	a := newFuzzApp(f)
	for _, s := range []string{"kind=yams", "kind=5000", "kind=chess", "kind=", "kind=%00", "lang=fr&kind=sackson"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		if code, page := a.do("GET", "/new?"+q, "", true, false); code >= 500 {
			t.Fatalf("GET /new?%s: status %d\n%s", q, code, page)
		}
	})
}

func FuzzCheckQuery(f *testing.F) {
	a := newFuzzApp(f)
	for _, s := range []string{
		"game=penta", "game=penta&k=input&v=44444", "game=penta&a=44444&k=input&v=fours%3D12",
		"game=yams&k=select&v=other", "game=yams&a=other&k=input&v=down%2Cbogus",
		"game=5000&a=155234&a=15&k=select&v=booklet", "game=sackson&k=input&v=33456",
		"game=sackson&a=33456&k=input&v=3%2B4%2C5%2B6", "game=nope", "game=penta&k=multi&m=x", "game=penta&a=%00&k=input&v=%ff",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		if code, page := a.do("GET", "/check?"+q, "", false, false); code >= 500 {
			t.Fatalf("GET /check?%s: status %d\n%s", q, code, page)
		}
	})
}

func FuzzManageForms(f *testing.F) {
	a := newFuzzApp(f)
	for _, s := range []string{
		"undo|confirm=yes", "abandon|", "edit|k=select&v=1", "edit|a=1&k=input&v=44444",
		"edit|a=1&a=44444&k=select&v=fours", "edit|a=1&a=44444&a=fours&k=done&confirm=yes",
		"edit|a=9&k=done&confirm=yes", "undo|version=x&confirm=yes", "edit|k=%00", "manage|do=edit",
	} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		op, body, _ := strings.Cut(s, "|")
		if op == "manage" {
			if code, page := a.do("GET", fmt.Sprintf("/games/%d/manage?%s", a.f.id, body), "", false, true); code >= 500 {
				t.Fatalf("GET manage?%s: status %d\n%s", body, code, page)
			}
			return
		}
		if op != "undo" && op != "abandon" && op != "edit" {
			op = "edit"
		}
		path := fmt.Sprintf("/games/%d/%s", a.f.id, op)
		ctx := context.Background()
		before, err := a.f.svc.Load(ctx, a.f.id)
		if err != nil {
			t.Fatal(err)
		}
		// without a link: nothing changes
		if code, _ := a.do("POST", path, "t="+url.QueryEscape(a.manageTok)+"&version="+url.QueryEscape(a.manageVer)+"&"+body, false, false); code != http.StatusForbidden && code != http.StatusBadRequest {
			t.Fatalf("POST %s %q without a link: status %d, want 403", path, body, code)
		}
		after, err := a.f.svc.Load(ctx, a.f.id)
		if err != nil {
			t.Fatal(err)
		}
		if len(after.Game.Moves) != len(before.Game.Moves) || after.Game.Abandoned != before.Game.Abandoned || !after.Game.Updated.Equal(before.Game.Updated) {
			t.Fatalf("POST %s %q without a link changed the game", path, body)
		}
		// with the link and the form's token: whatever it says, no server error
		if code, page := a.do("POST", path, "t="+url.QueryEscape(a.manageTok)+"&version="+url.QueryEscape(a.manageVer)+"&"+body, false, true); code >= 500 {
			t.Fatalf("POST %s %q: status %d\n%s", path, body, code, page)
		}
	})
}

func FuzzRulesPath(f *testing.F) {
	a := newFuzzApp(f)
	for _, s := range []string{"P7a", "yams", "common", "5000", "Z9", "", "p4", "%00", "cantstop"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, id string) {
		code, page := a.do("GET", "/rules/"+url.PathEscape(id), "", false, false)
		if code != 200 && code != 404 && code != 301 && code != 307 && code != 0 {
			t.Fatalf("GET /rules/%s: status %d\n%s", id, code, page)
		}
	})
}

func FuzzTableLink(f *testing.F) {
	a := newFuzzApp(f)
	for _, s := range []string{"", "x", a.table[:len(a.table)-1], a.table + "x", strings.ToUpper(a.table), a.join} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, k string) {
		code, _ := a.do("GET", web.TablePath(url.QueryEscape(k)), "", false, false)
		if want := map[bool]int{true: http.StatusSeeOther, false: http.StatusForbidden}[k == a.table]; code != want {
			t.Fatalf("GET /table?k=%q: status %d, want %d", k, code, want)
		}
	})
}

func FuzzPhoto(f *testing.F) {
	a := newFuzzApp(f)
	_, page := a.do("GET", fmt.Sprintf("/games/%d/phone", a.f.id), "", false, true)
	tok := match(f, tokenRE, page)
	jpg := synthJPEG(f, 3)
	for _, s := range []struct {
		n     string
		photo []byte
	}{{"5", jpg}, {"0", jpg[:len(jpg)/2]}, {"9", []byte("GIF89a")}, {"-1", nil}, {"x", []byte{0xff, 0xd8, 0xff}}, {"5", []byte("\x89PNG\r\n\x1a\n")}} {
		f.Add(s.n, s.photo)
	}
	f.Fuzz(func(t *testing.T, n string, photo []byte) {
		ctx := context.Background()
		before, err := a.f.svc.Load(ctx, a.f.id)
		if err != nil {
			t.Fatal(err)
		}
		var body bytes.Buffer
		mw := multipart.NewWriter(&body)
		for k, v := range map[string]string{"t": tok, "moves": fmt.Sprint(len(before.Game.Moves)), "seat": "-1", "n": n} {
			_ = mw.WriteField(k, v)
		}
		fw, _ := mw.CreateFormFile("photo", "dice.jpg")
		_, _ = fw.Write(photo)
		_ = mw.Close()
		for _, joined := range []bool{false, true} {
			r := httptest.NewRequest("POST", fmt.Sprintf("/games/%d/photo", a.f.id), bytes.NewReader(body.Bytes()))
			r.Header.Set("Content-Type", mw.FormDataContentType())
			r.Header.Set("Accept", "application/json")
			if joined {
				r.AddCookie(&http.Cookie{Name: fmt.Sprintf("scorepad_join_%d", a.f.id), Value: a.join})
			}
			w := httptest.NewRecorder()
			a.h.ServeHTTP(w, r)
			if w.Code >= 500 || (!joined && w.Code != http.StatusForbidden) {
				t.Fatalf("photo (n=%q, joined %v): status %d\n%s", n, joined, w.Code, w.Body.String())
			}
		}
		after, err := a.f.svc.Load(ctx, a.f.id)
		if err != nil {
			t.Fatal(err)
		}
		if len(after.Game.Moves) != len(before.Game.Moves) || !after.Game.Updated.Equal(before.Game.Updated) {
			t.Fatal("a photo changed the game")
		}
	})
}
