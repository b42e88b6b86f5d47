package web_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
	"net/http/cookiejar"
	"net/http/httptest"
	"net/url"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/cmd"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/web"
)

// The dice keypad of the phone (issue 37, real dice; web/keypad.go): drawn
// for every dice question of the four kinds with the count the dialogue
// asks, the dice to set aside and Sackson's split drawn to tap, the
// assistant's words those of scorepad hint, a refusal linked to its rule.

var (
	keypadRE = regexp.MustCompile(`<div class="keypad" data-count="(\d+)"`)
	faceRE   = regexp.MustCompile(`<button type="button" class="kp-face" data-face="(\d)" aria-label="([^"]+)"><svg class="die"`)
	pickRE   = regexp.MustCompile(`<label class="kp-pick"><input type="checkbox" name="m" value="(\d)">`)
	splitRE  = regexp.MustCompile(`<button type="submit" name="v" value="([^"]+)" data-a="(\d\d)" data-b="(\d\d)" data-fifth="(\d)"`)
	hintRE   = regexp.MustCompile(`(?s)<pre class="hint" role="status">(.*?)</pre>`)
)

// keypadOf checks that body draws the dice keypad for n dice, its faces
// named in the page's language (names), and the text field kept.
func keypadOf(t *testing.T, what, body string, n int, names []string) {
	t.Helper()
	m := keypadRE.FindStringSubmatch(body)
	if m == nil || m[1] != fmt.Sprint(n) {
		t.Fatalf("%s: want the keypad for %d dice, got %v:\n%s", what, n, m, body)
	}
	faces := faceRE.FindAllStringSubmatch(body, -1)
	if len(faces) != 6 {
		t.Fatalf("%s: %d face buttons, want 6", what, len(faces))
	}
	for i, f := range faces {
		if f[1] != fmt.Sprint(i+1) || f[2] != names[i] {
			t.Errorf("%s: face button %d is %q named %q, want %d named %q", what, i+1, f[1], f[2], i+1, names[i])
		}
	}
	if !strings.Contains(body, `<input class="answer" name="v"`) {
		t.Errorf("%s: the text field is gone (a keyboard and a page without JavaScript need it)", what)
	}
}

var (
	english = []string{"One", "Two", "Three", "Four", "Five", "Six"}
	french  = []string{"Un", "Deux", "Trois", "Quatre", "Cinq", "Six"}
)

func TestKeypadDrawnForEveryDiceQuestion(t *testing.T) {
	f := newFixture(t)
	f.expert(noExpert{})
	page := func(c *http.Client, q string) string {
		t.Helper()
		code, body := f.get(c, fmt.Sprintf("/games/%d/phone%s", f.id, q))
		if code != 200 {
			t.Fatalf("phone page: %d", code)
		}
		return body
	}
	send := func(c *http.Client, tok string, form url.Values, want int) string {
		t.Helper()
		form.Set("t", tok)
		form.Set("moves", "0")
		code, body := f.post(c, form)
		if code != want {
			t.Fatalf("%v: status %d, want %d:\n%s", form, code, want, body)
		}
		return body
	}
	for _, k := range []sheets.Kind{sheets.Penta, sheets.Yams, sheets.Sackson} {
		f.useGame(k, "Ana", "Ben")
		c := f.client(true)
		keypadOf(t, string(k), page(c, ""), 5, english)
		keypadOf(t, string(k)+" in French", page(c, "?lang=fr"), 5, french)
		if k == sheets.Penta { // four dice for five: refused, the keypad drawn again, nothing saved
			body := send(c, f.token(c), url.Values{"k": {"input"}, "v": {"6612"}}, http.StatusUnprocessableEntity)
			keypadOf(t, "penta after 4 dice", body, 5, french)
			if f.moves() != 0 {
				t.Fatal("4 dice of 5 saved a move")
			}
		}
	}

	// 5000: six dice, then the dice to set aside drawn to tick, then the
	// dice left
	f.useGame(sheets.FiveThousand, "Ana", "Ben")
	c := f.client(true)
	tok := f.token(c)
	body := send(c, tok, url.Values{"k": {"select"}, "v": {"throws"}}, 200)
	keypadOf(t, "5000's first throw", body, 6, english)
	body = send(c, tok, url.Values{"k": {"input"}, "a": {"throws"}, "v": {"115234"}}, 200)
	picks := pickRE.FindAllStringSubmatch(body, -1)
	if len(picks) != 6 || !strings.Contains(body, `<span class="visually-hidden">⚁ 2  (die 4)</span>`) || strings.Contains(body, `class="kp-rolled"`) {
		t.Fatalf("5000's set-aside: %d dice to tick, want 6, each named, the throw drawn once:\n%s", len(picks), body)
	}
	for i, m := range picks {
		if m[1] != fmt.Sprint(i) {
			t.Errorf("die to tick %d has the value %s", i+1, m[1])
		}
	}
	// what the terminal says under the question as the dice are ticked,
	// for each choice
	live := regexp.MustCompile(`<div class="kp-picks" data-live="([^"]+)">`).FindStringSubmatch(body)
	var lines map[string]string
	if live == nil || json.Unmarshal([]byte(html.UnescapeString(live[1])), &lines) != nil || len(lines) != 64 ||
		lines["0,1,2"] != "+250 → turn 250" || !strings.HasPrefix(lines["0,3"], "✘ a kept 2 belongs to no scoring group") {
		t.Fatalf("5000's set-aside: the lines said as dice are ticked: %v", lines)
	}
	body = send(c, tok, url.Values{"k": {"multi"}, "a": {"throws", "115234"}, "m": {"0", "1", "2"}}, 200)
	if !strings.Contains(body, "Stop and bank 250") || !strings.Contains(body, `aria-label="The dice thrown: One One Five Two Three Four"`) {
		t.Fatalf("5000's bank or throw: want the throw drawn above the choice:\n%s", body)
	}
	body = send(c, tok, url.Values{"k": {"select"}, "a": {"throws", "115234", "0,1,2"}, "v": {"throw"}}, 200)
	keypadOf(t, "5000's dice left", body, 3, english)

	// Sackson: the split of the shared throw, drawn to tap, each legal
	// split marked with its pairs and fifth die
	f.useGame(sheets.Sackson, "Ana", "Ben")
	c = f.client(true)
	body = send(c, f.token(c), url.Values{"k": {"input"}, "v": {"33456"}}, 200)
	if n := strings.Count(body, `class="kp-sdie"`); n != 5 || !strings.Contains(body, `class="kp-split"`) {
		t.Fatalf("Sackson's split: %d dice to tap, want 5:\n%s", n, body)
	}
	splits := splitRE.FindAllStringSubmatch(body, -1)
	if len(splits) == 0 {
		t.Fatalf("Sackson's split: no split marked:\n%s", body)
	}
	for _, s := range splits {
		if want := fmt.Sprintf("%c+%c,%c+%c/%s", s[2][0], s[2][1], s[3][0], s[3][1], s[4]); html.UnescapeString(s[1]) != want {
			t.Errorf("split %s marked as %s", s[1], want)
		}
	}
}

func TestKeypadRefusalLinksItsRule(t *testing.T) {
	f := newFixture(t)
	f.expert(noExpert{})
	ctx := context.Background()
	for _, m := range []struct{ dice, box string }{{"66666", "penta"}, {"22234", "twos"}} {
		if _, _, err := f.svc.Move(ctx, f.id, mustBox(t, f, m.dice, m.box), ""); err != nil {
			t.Fatal(err)
		}
	}
	c := f.client(true)
	tok := f.token(c)
	// five 2s while Ana's Penta holds 50 and her Twos are free: every
	// other box is refused by the joker rule (P7), said and linked
	code, body := f.post(c, url.Values{"t": {tok}, "moves": {"2"}, "k": {"select"}, "a": {"22222"}, "v": {"why"}})
	refused := regexp.MustCompile(`<button type="submit" name="v" value="(\d+)">✘ Chance — not allowed</button>`).FindStringSubmatch(body)
	if code != 200 || refused == nil {
		t.Fatalf("the refused boxes unfolded: status %d, no Chance refused:\n%s", code, body)
	}
	code, body = f.post(c, url.Values{"t": {tok}, "moves": {"2"}, "k": {"select"}, "a": {"22222", "why"}, "v": {refused[1]}})
	link := regexp.MustCompile(`<p class="refused" role="alert">✘ ([^<]*) · <a class="rule" href="/rules/P7">Rule P7: [^<]+</a></p>`).FindStringSubmatch(body)
	if code != http.StatusUnprocessableEntity || link == nil || !strings.Contains(html.UnescapeString(link[1]), "so it is the only legal box (P7a)") {
		t.Fatalf("a refused box picked: status %d, want 422 and the refusal linked to /rules/P7:\n%s", code, body)
	}
	if n := strings.Count(body, "the only legal box"); n != 1 {
		t.Errorf("the refusal is said %d times, want once", n)
	}
	if f.moves() != 2 {
		t.Fatal("a refused box saved a move")
	}
	// a box at 0: the sacrifice asked first, as the terminal asks it, its
	// rule (P4) linked
	f.useGame(sheets.Penta, "Ana", "Ben")
	c = f.client(true)
	code, body = f.post(c, url.Values{"t": {f.token(c)}, "moves": {"0"}, "k": {"select"}, "a": {"12346"}, "v": {"12"}})
	if code != 200 || !strings.Contains(body, "<legend>Sacrifice Penta at 0 (P4)?</legend>") ||
		!strings.Contains(body, `so it scores 0 — a sacrifice (<a class="rule" href="/rules/P4">P4</a>)`) {
		t.Fatalf("Penta at 0: status %d, want the sacrifice asked, P4 linked:\n%s", code, body)
	}
	// 5000: a die that does not score set aside, refused by C4, linked
	f.useGame(sheets.FiveThousand, "Ana", "Ben")
	c = f.client(true)
	code, body = f.post(c, url.Values{"t": {f.token(c)}, "moves": {"0"}, "k": {"multi"}, "a": {"throws", "115234"}, "m": {"0", "3"}})
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, `· <a class="rule" href="/rules/C4">`) {
		t.Fatalf("a 2 set aside: status %d, want 422 and the refusal linked to /rules/C4:\n%s", code, body)
	}
}

// expertApp is serve's own server (cmd.WebServer, its Expert) over the
// database at path, and a browser; join opens game id's join link in it.
func expertApp(t *testing.T, path string, getenv func(string) string) (ts *httptest.Server, c *http.Client, join func(id int64)) {
	t.Helper()
	ctx := context.Background()
	store, err := db.Open(ctx, path)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	srv := cmd.WebServer(store, false, getenv, nil)
	srv.Loopback = func(*http.Request) bool { return false }
	ts = httptest.NewServer(srv.Handler())
	t.Cleanup(ts.Close)
	jar, _ := cookiejar.New(nil)
	c = &http.Client{Jar: jar, CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	return ts, c, func(id int64) {
		t.Helper()
		secret, err := store.Link(ctx, id)
		if err != nil {
			t.Fatal(err)
		}
		resp, err := c.Get(ts.URL + web.JoinPath(id, secret))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
	}
}

func TestKeypadHintIsTheTerminalsHint(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "s.db")
	getenv := func(k string) string {
		switch k {
		case "SCOREPAD_DB":
			return path
		case "HOME", "XDG_CACHE_HOME":
			return dir
		}
		return ""
	}
	run := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		if code := cmd.Run(args, &cmd.IOStreams{In: strings.NewReader(""), Out: &out, ErrOut: &errOut}, getenv); code != 0 {
			t.Fatalf("scorepad %v: exit %d: %s", args, code, errOut.String())
		}
		return out.String()
	}
	run("new", "penta", "--players", "Ana,Ben")
	run("new", "sackson", "--players", "Ana,Ben")
	want := run("hint", "1", "--dice", "66123", "--rolls-left", "0") // "Ana: write Aces — …" and the alternatives
	ts, c, join := expertApp(t, path, getenv)
	id := int64(1)
	join(1)
	join(2)
	post := func(form url.Values) string {
		t.Helper()
		resp, err := c.Get(fmt.Sprintf("%s/games/%d/phone?lang=en", ts.URL, id))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		form.Set("t", tokenRE.FindStringSubmatch(string(b))[1])
		form.Set("moves", "0")
		resp, err = c.PostForm(fmt.Sprintf("%s/games/%d/play", ts.URL, id), form)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ = io.ReadAll(resp.Body)
		return string(b)
	}
	body := post(url.Values{"k": {"select"}, "a": {"66123"}, "v": {"hint"}})
	m := hintRE.FindStringSubmatch(body)
	if m == nil {
		t.Fatalf("? Hint at the boxes: no hint block:\n%s", body)
	}
	got := html.UnescapeString(m[1])
	if w := strings.TrimSuffix(strings.TrimPrefix(want, "Ana: "), "\n"); got != w {
		t.Fatalf("? Hint at the boxes says\n%s\nscorepad hint says\n%s", got, w)
	}
	if strings.Count(body, "expected final total") != 1 {
		t.Errorf("the hint is said %d times on the page, want once", strings.Count(body, "expected final total"))
	}
	// Sackson: ? Hint at a player's split
	wantS := run("hint", "2", "--roll", "33456", "--player", "Ana")
	id = 2
	body = post(url.Values{"k": {"select"}, "a": {"33456"}, "v": {"hint"}})
	m = hintRE.FindStringSubmatch(body)
	if m == nil || html.UnescapeString(m[1]) != strings.TrimSuffix(strings.TrimPrefix(wantS, "Ana: "), "\n") {
		t.Fatalf("? Hint at Ana's split: want\n%s\n, the page:\n%s", wantS, body)
	}
	id = 1
	// at the dice: for each throw it may be, hint's first line
	body = post(url.Values{"k": {"input"}, "v": {"66123"}, "hint": {"1"}})
	m = hintRE.FindStringSubmatch(body)
	first := strings.TrimPrefix(strings.SplitN(run("hint", "1", "--dice", "66123", "--rolls-left", "2"), "\n", 2)[0], "Ana: ")
	if m == nil || !strings.Contains(html.UnescapeString(m[1]), "at throw 1/3: "+first) || !strings.Contains(body, `value="66123"`) {
		t.Fatalf("? Hint at the dice: want %q in the hint block and the dice kept in the field:\n%s", first, body)
	}
}
