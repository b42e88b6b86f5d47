package web_test

import (
	"context"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"net/http"
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

// The family's app (issue 37) in process: serve's own server (cmd's
// commands as its Actions) over a fresh database holding one Penta game.

// newApp is a fixture whose server is scorepad serve's (cmd.WebServer).
func newApp(t testing.TB, readOnly bool) *fixture {
	ctx := context.Background()
	store, err := db.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	svc := sheets.NewService(store, nil)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	if err := svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	secret, err := store.Link(ctx, g.ID)
	if err != nil {
		t.Fatal(err)
	}
	home := t.TempDir()
	getenv := func(k string) string {
		switch k {
		case "HOME", "XDG_CACHE_HOME":
			return home
		case "USER":
			return "phone"
		}
		return ""
	}
	tt, _ := t.(*testing.T)
	f := &fixture{t: tt, store: store, svc: svc, id: g.ID, secret: secret, tick: make(ticker)}
	f.srv = cmd.WebServer(store, readOnly, getenv, nil)
	f.srv.NewTicker, f.srv.Loopback = f.tick.new, func(*http.Request) bool { return false }
	f.ts = httptest.NewServer(f.srv.Handler())
	t.Cleanup(f.ts.Close)
	return f
}

// tableClient is a browser that opened the table's link.
func (f *fixture) tableClient() *http.Client {
	f.t.Helper()
	secret, err := f.store.TableSecret(context.Background())
	if err != nil {
		f.t.Fatal(err)
	}
	c := f.client(false)
	if code, _ := f.get(c, web.TablePath(secret)); code != http.StatusSeeOther {
		f.t.Fatalf("the table's link: status %d, want 303", code)
	}
	return c
}

// send posts form to path.
func (f *fixture) send(c *http.Client, path string, form url.Values) (code int, body, location string) {
	f.t.Helper()
	resp, err := c.PostForm(f.ts.URL+path, form)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, string(b), resp.Header.Get("Location")
}

func (f *fixture) games() int {
	f.t.Helper()
	n, err := f.svc.CountGames(context.Background(), true)
	if err != nil {
		f.t.Fatal(err)
	}
	return n
}

var (
	nonceRE    = regexp.MustCompile(`name="n" value="([^"]+)"`)
	versionRE  = regexp.MustCompile(`name="version" value="([^"]+)"`)
	newGameRE  = regexp.MustCompile(`^/games/(\d+)/phone(\?order=1)?$`)
	hiddenAnsw = regexp.MustCompile(`name="a" value="([^"]*)"`)
)

// newForm reads the new-game form of kind: its token and nonce.
func (f *fixture) newForm(c *http.Client, kind string) url.Values {
	f.t.Helper()
	code, body := f.get(c, "/new?kind="+kind)
	tok, n := tokenRE.FindStringSubmatch(body), nonceRE.FindStringSubmatch(body)
	if code != 200 || tok == nil || n == nil {
		f.t.Fatalf("/new?kind=%s: status %d, no form:\n%s", kind, code, body)
	}
	return url.Values{"t": {tok[1]}, "n": {n[1]}, "kind": {kind}}
}

// start sends the new-game form of kind with players typed in seats and
// the fields extra, and returns the game started.
func (f *fixture) start(c *http.Client, kind string, players []string, extra url.Values) *sheets.State {
	f.t.Helper()
	form := f.newForm(c, kind)
	for _, p := range players {
		form.Add("seat", "")
		form.Add("name", p)
	}
	for k, vs := range extra {
		form[k] = vs
	}
	code, body, loc := f.send(c, "/new", form)
	m := newGameRE.FindStringSubmatch(loc)
	if code != http.StatusSeeOther || m == nil {
		f.t.Fatalf("POST /new %s: status %d, Location %q:\n%s", kind, code, loc, body)
	}
	var id int64
	fmt.Sscan(m[1], &id)
	st, err := f.svc.Load(context.Background(), id)
	if err != nil {
		f.t.Fatal(err)
	}
	return st
}

func TestStartingAGameNeedsTheTableLink(t *testing.T) {
	f := newApp(t, false)
	stranger := f.client(false)
	if _, body := f.get(stranger, "/new?kind=penta"); strings.Contains(body, `action="/new"`) || !strings.Contains(body, "open the table&#39;s link") {
		t.Errorf("without the table's link: /new shows a form, or does not say why not:\n%s", body)
	}
	// the form of a browser that has the link, posted by one that has not
	fam := f.tableClient()
	form := f.newForm(fam, "penta")
	form.Set("seat", "")
	form.Set("name", "Ana")
	if code, _, _ := f.send(stranger, "/new", form); code != http.StatusForbidden {
		t.Errorf("without the table's link: status %d, want 403", code)
	}
	// a wrong secret sets no cookie; a game's join link is not the table's
	if code, _ := f.get(stranger, web.TablePath("forged")); code != http.StatusForbidden {
		t.Errorf("a forged table link: status %d, want 403", code)
	}
	joined := f.client(true)
	if code, _, _ := f.send(joined, "/new", form); code != http.StatusForbidden {
		t.Errorf("with a game's join link only: status %d, want 403", code)
	}
	// a wrong token (a page of another site posting)
	bad := url.Values{"t": {"forged"}, "n": form["n"], "kind": {"penta"}, "name": {"Ana"}}
	if code, _, _ := f.send(fam, "/new", bad); code != http.StatusForbidden {
		t.Errorf("a forged token: status %d, want 403", code)
	}
	// a replaced table link no longer writes
	if _, err := f.store.NewTableSecret(context.Background()); err != nil {
		t.Fatal(err)
	}
	if code, _, _ := f.send(fam, "/new", form); code != http.StatusForbidden {
		t.Errorf("a replaced table link: status %d, want 403", code)
	}
	if n := f.games(); n != 1 {
		t.Fatalf("%d games after the refused forms, want 1", n)
	}
}

func TestReadOnlyStartsNothing(t *testing.T) {
	f := newApp(t, false)
	fam := f.tableClient() // opened before the server turned read-only
	form := f.newForm(fam, "penta")
	form.Set("name", "Ana")
	f.srv.ReadOnly = true
	if code, _, _ := f.send(fam, "/new", form); code != http.StatusForbidden {
		t.Errorf("read only: POST /new status %d, want 403", code)
	}
	secret, _ := f.store.TableSecret(context.Background())
	if code, _ := f.get(f.client(false), web.TablePath(secret)); code != http.StatusForbidden {
		t.Errorf("read only: the table's link status %d, want 403", code)
	}
	if _, body := f.get(fam, "/new?kind=penta"); strings.Contains(body, `action="/new"`) {
		t.Errorf("read only: /new shows a form")
	}
	if n := f.games(); n != 1 {
		t.Fatalf("%d games read only, want 1", n)
	}
}

// TestNewFormStartsEveryKindAsNewDoes: the organiser's options of each
// kind, the dice and robots, as scorepad new's flags set them.
func TestNewFormStartsEveryKindAsNewDoes(t *testing.T) {
	f := newApp(t, false)
	c := f.tableClient()
	opts := func(st *sheets.State) string {
		b, err := json.Marshal(st.Game.Options)
		if err != nil {
			t.Fatal(err)
		}
		return string(b)
	}
	yams := f.start(c, "yams", []string{"Cléo", "Dom"}, url.Values{"columns": {"francaise"}, "full": {"25+sum"}, "plus-minus": {"yes"}, "dice": {"digital"}})
	if o := opts(yams); len(yams.Boxes().Rules.ColumnNames()) != 3 || !strings.Contains(o, `"plus_minus":true`) || !strings.Contains(o, `"digital":true`) || !strings.Contains(o, `25+sum`) {
		t.Errorf("Yam's française, full 25+sum, plus-minus, digital: columns %v, options %s", yams.Boxes().Rules.ColumnNames(), o)
	}
	other := f.start(c, "yams", []string{"Cléo"}, url.Values{"columns": {"other"}, "columns-other": {"down,free"}})
	if n := len(other.Boxes().Rules.ColumnNames()); n != 2 {
		t.Errorf("Yam's columns down,free typed: %d columns", n)
	}
	five := f.start(c, "5000", []string{"Ana", "Ben"}, url.Values{"bust-rule": {"nothing-scores"}, "order": {"roll"}})
	if o := opts(five); !strings.Contains(o, "nothing-scores") || !strings.Contains(o, `"order":"roll"`) {
		t.Errorf("5000 nothing-scores, order thrown: options %s", o)
	}
	if _, body := f.get(c, fmt.Sprintf("/games/%d/phone?order=1", five.Game.ID)); !strings.Contains(html.UnescapeString(body), "Dice thrown for the order (C1)") {
		t.Errorf("the phone's page of the 5000 does not say the dice thrown for the order:\n%s", body)
	}
	sack := f.start(c, "sackson", []string{"Ana"}, url.Values{"penalty": {"150"}})
	if o := opts(sack); !strings.Contains(o, "150") {
		t.Errorf("Sackson penalty 150: options %s", o)
	}
	// a known name chosen, a robot, a new name, in seat order
	form := f.newForm(c, "penta")
	form["seat"] = []string{"Ana", "robot:expert", ""}
	form["name"] = []string{"", "", "Zoé"}
	code, body, loc := f.send(c, "/new", form)
	if code != http.StatusSeeOther {
		t.Fatalf("Penta with Ana, the Expert and Zoé: status %d\n%s", code, body)
	}
	var id int64
	fmt.Sscan(newGameRE.FindStringSubmatch(loc)[1], &id)
	st, _ := f.svc.Load(context.Background(), id)
	if got := strings.Join(st.Game.Players, ","); got != "Ana,robot:expert,Zoé" {
		t.Errorf("players %q, want Ana,robot:expert,Zoé", got)
	}
	// the same form sent again (a double tap): the same game, not another
	n := f.games()
	if code, _, loc2 := f.send(c, "/new", form); code != http.StatusSeeOther || loc2 != loc {
		t.Errorf("sent twice: status %d to %q, want 303 to %q", code, loc2, loc)
	}
	if f.games() != n {
		t.Errorf("the form sent twice started a second game")
	}
}

// TestNewFormRefusesAsNewDoes: bad answers are refused with new's words,
// the rule linked, the form kept, nothing created.
func TestNewFormRefusesAsNewDoes(t *testing.T) {
	f := newApp(t, false)
	c := f.tableClient()
	for _, tc := range []struct {
		name  string
		kind  string
		names []string
		extra url.Values
		want  string // in the refusal
		rule  string // linked
	}{
		{"no player", "penta", nil, nil, "Name at least one player.", ""},
		{"named twice (G1)", "penta", []string{"Ana", "ana"}, nil, "named twice", "G1"},
		{"a comma in a name (G1)", "penta", []string{"Ana, Ben"}, nil, "Ana, Ben", "G1"},
		{"one player of 5000 (C1)", "5000", []string{"Ana"}, nil, "", "C1"},
		{"five Sackson players (S1)", "sackson", []string{"A", "B", "C", "D"}, url.Values{"seat": {"", "", "", "", "Ana"}, "name": {"A", "B", "C", "D", ""}}, "", "S1"},
		{"columns typed wrong", "yams", []string{"Ana"}, url.Values{"columns": {"other"}, "columns-other": {"down,sideways"}}, "sideways", ""},
		{"a penalty not offered (S6)", "sackson", []string{"Ana"}, url.Values{"penalty": {"7"}}, "7", ""},
		{"an unknown game", "chess", []string{"Ana"}, nil, "chess", ""},
		{"a seat chosen and typed", "penta", nil, url.Values{"seat": {"robot:normal"}, "name": {"Ana"}}, "not both", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			kind := tc.kind
			if kind == "chess" {
				kind = "penta"
			}
			form := f.newForm(c, kind)
			form.Set("kind", tc.kind)
			for _, p := range tc.names {
				form.Add("seat", "")
				form.Add("name", p)
			}
			for k, vs := range tc.extra {
				form[k] = vs
			}
			before := f.games()
			code, body, _ := f.send(c, "/new", form)
			if code != http.StatusUnprocessableEntity && code != http.StatusBadRequest {
				t.Fatalf("status %d, want 422 or 400:\n%s", code, body)
			}
			text := html.UnescapeString(body)
			if !strings.Contains(text, `class="refused" role="alert"`) || !strings.Contains(text, tc.want) {
				t.Errorf("the refusal does not say %q:\n%s", tc.want, text)
			}
			if tc.rule != "" && !strings.Contains(body, `href="/rules/`+tc.rule+`"`) {
				t.Errorf("the refusal does not link rule %s:\n%s", tc.rule, body)
			}
			if f.games() != before {
				t.Errorf("a refused form started a game")
			}
			for _, p := range tc.names { // what was typed is kept (a game known)
				if tc.kind == "chess" {
					break
				}
				if !strings.Contains(body, `value="`+html.EscapeString(p)+`"`) {
					t.Errorf("the name %q typed is not in the form again", p)
				}
			}
		})
	}
}

// TestTableLinkWritesToEveryGame: a phone holding the table's link enters
// a move in a game whose join link it never opened.
func TestTableLinkWritesToEveryGame(t *testing.T) {
	f := newApp(t, false)
	c := f.tableClient()
	tok := f.token(c)
	code, body := f.post(c, url.Values{"t": {tok}, "moves": {"0"}, "k": {"input"}, "v": {"44412"}})
	if code != http.StatusOK || !strings.Contains(body, "Fours") {
		t.Fatalf("the table's link, dice 44412: status %d\n%s", code, body)
	}
	code, _ = f.post(c, url.Values{"t": {tok}, "moves": {"0"}, "k": {"select"}, "a": {"44412"}, "v": {"3"}}) // Fours, third in sheet order
	if code != http.StatusSeeOther || f.moves() != 1 {
		t.Fatalf("the table's link, fours: status %d, %d moves; want 303 and 1", code, f.moves())
	}
}

// manage reads the page's version and token.
func (f *fixture) manage(c *http.Client, do string) (form url.Values, body string) {
	f.t.Helper()
	code, body := f.get(c, fmt.Sprintf("/games/%d/manage?do=%s", f.id, do))
	tok, v := tokenRE.FindStringSubmatch(body), versionRE.FindStringSubmatch(body)
	if code != 200 || tok == nil || v == nil {
		f.t.Fatalf("manage?do=%s: status %d, no form:\n%s", do, code, body)
	}
	return url.Values{"t": {tok[1]}, "version": {v[1]}}, body
}

func (f *fixture) play(dice, box string) {
	f.t.Helper()
	if _, _, err := f.svc.Move(context.Background(), f.id, mustBox(f.t, f, dice, box), ""); err != nil {
		f.t.Fatal(err)
	}
}

// TestUndoIsConfirmedAndOnce (G2): undo asks first, then takes back the
// last move once; the same form again changes nothing.
func TestUndoIsConfirmedAndOnce(t *testing.T) {
	f := newApp(t, false)
	f.play("44412", "fours")
	f.play("66612", "sixes")
	c := f.client(true)
	form, body := f.manage(c, "undo")
	if !strings.Contains(body, "Undo the last change of game") || !strings.Contains(body, "Move 2") {
		t.Errorf("the confirmation does not say what is taken back:\n%s", body)
	}
	// without confirm: back to the question, nothing done
	if code, _, loc := f.send(c, fmt.Sprintf("/games/%d/undo", f.id), form); code != http.StatusSeeOther || !strings.Contains(loc, "do=undo") || f.moves() != 2 {
		t.Fatalf("undo unconfirmed: status %d to %q, %d moves", code, loc, f.moves())
	}
	form.Set("confirm", "yes")
	code, body, _ := f.send(c, fmt.Sprintf("/games/%d/undo", f.id), form)
	if code != http.StatusOK || f.moves() != 1 || !strings.Contains(body, "Move 2 of game") {
		t.Fatalf("undo: status %d, %d moves; want 200, 1 and undo's words\n%s", code, f.moves(), body)
	}
	// sent twice: the version is not the game's any more
	if code, _, _ := f.send(c, fmt.Sprintf("/games/%d/undo", f.id), form); code != http.StatusConflict || f.moves() != 1 {
		t.Fatalf("undo sent twice: status %d, %d moves; want 409 and 1", code, f.moves())
	}
	// without a link, or with a forged token: nothing
	form, _ = f.manage(c, "undo")
	form.Set("confirm", "yes")
	if code, _, _ := f.send(f.client(false), fmt.Sprintf("/games/%d/undo", f.id), form); code != http.StatusForbidden {
		t.Errorf("undo without a link: status %d, want 403", code)
	}
	forged := url.Values{"t": {"x"}, "version": form["version"], "confirm": {"yes"}}
	if code, _, _ := f.send(c, fmt.Sprintf("/games/%d/undo", f.id), forged); code != http.StatusForbidden {
		t.Errorf("undo with a forged token: status %d, want 403", code)
	}
	f.srv.ReadOnly = true
	if code, _, _ := f.send(c, fmt.Sprintf("/games/%d/undo", f.id), form); code != http.StatusForbidden {
		t.Errorf("undo read only: status %d, want 403", code)
	}
	f.srv.ReadOnly = false
	if f.moves() != 1 {
		t.Fatalf("%d moves after the refused undos, want 1", f.moves())
	}
	// the last move taken back, none left: G2, linked
	form.Set("confirm", "yes")
	f.send(c, fmt.Sprintf("/games/%d/undo", f.id), form)
	if _, body := f.get(c, fmt.Sprintf("/games/%d/manage", f.id)); !strings.Contains(body, `href="/rules/G2"`) {
		t.Errorf("no move to undo: G2 not linked:\n%s", body)
	}
}

func TestAbandonIsConfirmed(t *testing.T) {
	f := newApp(t, false)
	c := f.client(true)
	form, body := f.manage(c, "abandon")
	if !strings.Contains(body, fmt.Sprintf("Abandon game %d?", f.id)) || !strings.Contains(body, "leaves the statistics") {
		t.Errorf("the confirmation is not the menu's:\n%s", body)
	}
	form.Set("confirm", "yes")
	code, body, _ := f.send(c, fmt.Sprintf("/games/%d/abandon", f.id), form)
	st, _ := f.svc.Load(context.Background(), f.id)
	if code != http.StatusOK || st.Game.Abandoned.IsZero() || !strings.Contains(body, "abandoned") {
		t.Fatalf("abandon: status %d, abandoned %v\n%s", code, st.Game.Abandoned, body)
	}
}

// TestEditAMoveThroughTheEditForm: the terminal's edit form, one question
// at a time, confirmed, then corrected as scorepad edit corrects; a
// correction that breaks a later move is refused with its rule.
func TestEditAMoveThroughTheEditForm(t *testing.T) {
	f := newApp(t, false)
	f.play("44412", "fours")
	f.play("66612", "sixes")
	f.play("11123", "aces")
	c := f.client(true)
	form, body := f.manage(c, "edit")
	if !strings.Contains(body, "Which move?") {
		t.Fatalf("the edit form does not ask which move:\n%s", body)
	}
	path := fmt.Sprintf("/games/%d/edit", f.id)
	step := func(answers []string, k, v string) (int, string) {
		form := url.Values{"t": form["t"], "version": form["version"], "a": answers, "k": {k}, "v": {v}}
		code, body, _ := f.send(c, path, form)
		return code, body
	}
	if code, body := step(nil, "select", "1"); code != 200 || !strings.Contains(body, "The five dice") {
		t.Fatalf("move 1: status %d\n%s", code, body)
	}
	if code, body := step([]string{"1"}, "input", "4441"); code != http.StatusUnprocessableEntity || !strings.Contains(body, "refused") {
		t.Fatalf("four dice: status %d, want 422\n%s", code, body)
	}
	if code, body := step([]string{"1"}, "input", "44444"); code != 200 || !strings.Contains(body, "In which box?") {
		t.Fatalf("44444: status %d\n%s", code, body)
	}
	code, body := step([]string{"1", "44444"}, "select", "fours")
	if code != 200 || !strings.Contains(body, "Correct move 1 of game") || !strings.Contains(body, "--dice=44444 --box=fours") {
		t.Fatalf("fours: status %d, no confirmation with edit's flags\n%s", code, body)
	}
	answers := hiddenAnsw.FindAllStringSubmatch(body, -1)
	confirm := url.Values{"t": form["t"], "version": form["version"], "k": {"done"}, "confirm": {"yes"}}
	for _, a := range answers {
		confirm.Add("a", html.UnescapeString(a[1]))
	}
	code, body, _ = f.send(c, path, confirm)
	st, _ := f.svc.Load(context.Background(), f.id)
	if code != 200 || st.Totals()[0] != 23 {
		t.Fatalf("the correction: status %d, Ana's total %d, want 200 and 23 (20 + 3)\n%s", code, st.Totals()[0], body)
	}
	// a correction that breaks a later move (Ana's aces, move 3): refused, its rule linked, nothing changed
	form, _ = f.manage(c, "edit")
	bad := url.Values{"t": form["t"], "version": form["version"], "k": {"done"}, "confirm": {"yes"}, "a": {"1", "11111", "aces"}}
	code, body, _ = f.send(c, path, bad)
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, "breaks move 3") || !strings.Contains(body, `href="/rules/`) {
		t.Fatalf("the edit that breaks move 3: status %d, want 422 naming move 3 with its rule linked\n%s", code, body)
	}
	if st, _ := f.svc.Load(context.Background(), f.id); st.Totals()[0] != 23 {
		t.Errorf("after the refused edit: Ana's total %d, want 23", st.Totals()[0])
	}
}

// TestCheckEveryGame: the check form of each game, its lists answered
// with their defaults and its fields with the answers given, ends on
// scorepad check's verdict with its rules linked.
func TestCheckEveryGame(t *testing.T) {
	f := newApp(t, true) // a read-only server checks too
	kindRE := regexp.MustCompile(`name="k" value="([a-z]+)"`)
	defRE := regexp.MustCompile(`name="v" value="([^"]*)" class="default"`)
	for _, tc := range []struct {
		game   string
		inputs []string // each field's answer in turn
		want   string
	}{
		{"penta", []string{"44444", ""}, "Throw 44444"},
		{"yams", []string{"12345", ""}, "Throw 12345"},
		{"5000", []string{"155234", "15"}, "legal"},
		{"sackson", []string{"33456", "3+4,5+6/3", ""}, "legal"},
	} {
		t.Run(tc.game, func(t *testing.T) {
			c := f.client(false)
			code, body := f.get(c, "/check?game="+tc.game)
			var sent []string
			inputs := tc.inputs
			for i := 0; code == 200 && strings.Contains(body, `class="formstep"`); i++ {
				k := kindRE.FindStringSubmatch(body)
				if k == nil || i > 20 {
					t.Fatalf("the form does not end:\n%s", body)
				}
				var v string
				switch k[1] {
				case "input":
					if len(inputs) == 0 {
						t.Fatalf("one more field asked than answers given:\n%s", body)
					}
					v, inputs = inputs[0], inputs[1:]
				case "confirm":
					v = "no"
				default:
					d := defRE.FindStringSubmatch(body)
					if d == nil {
						t.Fatalf("a list without a default:\n%s", body)
					}
					v = html.UnescapeString(d[1])
				}
				q := url.Values{"game": {tc.game}, "a": sent, "k": {k[1]}, "v": {v}}
				code, body = f.get(c, "/check?"+q.Encode())
				sent = append(sent, v)
			}
			if code != 200 || !strings.Contains(body, `<pre class="verdict">`) || !strings.Contains(body, tc.want) {
				t.Fatalf("%s: status %d, no verdict %q:\n%s", tc.game, code, tc.want, body)
			}
			if !strings.Contains(body, `href="/rules/`) {
				t.Errorf("the verdict links no rule:\n%s", body)
			}
		})
	}
	// a field refused as the terminal refuses it: 422, said, asked again
	code, body := f.get(f.client(false), "/check?game=penta&k=input&v=4441")
	if code != http.StatusUnprocessableEntity || !strings.Contains(body, `class="refused"`) {
		t.Errorf("four dice: status %d, want 422 and the refusal:\n%s", code, body)
	}
}

func TestRulesInBothLanguages(t *testing.T) {
	f := newApp(t, true)
	c := f.client(false)
	for _, tc := range []struct{ path, want string }{
		{"/rules?lang=en", "P7"}, {"/rules/P7a?lang=en", "P7a"}, {"/rules/yams?lang=en", "Y7"},
		{"/rules?lang=fr", "Les règles"}, {"/rules/p4?lang=fr", "P4"},
	} {
		code, body := f.get(c, tc.path)
		if code != 200 || !strings.Contains(body, tc.want) {
			t.Errorf("%s: status %d, %q missing", tc.path, code, tc.want)
		}
	}
	if code, _ := f.get(c, "/rules/Z99"); code != http.StatusNotFound {
		t.Errorf("/rules/Z99: status %d, want 404", code)
	}
}

// TestHomePageFollowsTheDatabase: a game started anywhere shows on an open
// home page's stream.
func TestHomePageFollowsTheDatabase(t *testing.T) {
	f := newApp(t, false)
	tick := f.run()
	e := f.indexEvents()
	first := e.next(t)
	if !strings.Contains(first.data, "Ana, Ben") {
		t.Fatalf("the first event is not the list:\n%s", first.data)
	}
	g := &sheets.Game{Kind: sheets.Yams, Players: []string{"Zélie", "Yann"}}
	if err := f.svc.Create(context.Background(), g, nil); err != nil {
		t.Fatal(err)
	}
	tick()
	if ev := e.next(t); !strings.Contains(ev.data, "Zélie, Yann") || ev.id == first.id {
		t.Fatalf("after a game started elsewhere: %s\n%s", ev.id, ev.data)
	}
}

func (f *fixture) indexEvents() *events {
	f.t.Helper()
	ctx, cancel := context.WithCancel(context.Background())
	f.t.Cleanup(cancel)
	req, _ := http.NewRequestWithContext(ctx, "GET", f.ts.URL+"/events?view=index", nil)
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		f.t.Fatal(err)
	}
	return readEvents(resp)
}
