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
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/cmd"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
	"github.com/scorepad/scorepad/web"
)

// Digital dice on the phone (issue 37), in process: serve's own server
// (cmd.WebServer) over a game of digital dice, its dice drawn from a list
// the test gives, its clock the test's.

type digitalFixture struct {
	t      *testing.T
	store  *db.Store
	svc    *sheets.Service
	srv    *web.Server
	ts     *httptest.Server
	id     int64
	secret string

	mu    sync.Mutex
	now   time.Time
	dice  []uint8
	drawn int
}

func newDigital(t *testing.T, g *sheets.Game, home string) *digitalFixture {
	t.Helper()
	ctx := context.Background()
	store, err := db.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	f := &digitalFixture{t: t, store: store, now: time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)}
	f.svc = sheets.NewService(store, f.clock)
	g.Options.Digital = true
	if err := f.svc.Create(ctx, g, nil); err != nil {
		t.Fatal(err)
	}
	f.id = g.ID
	if f.secret, err = store.Link(ctx, g.ID); err != nil {
		t.Fatal(err)
	}
	getenv := func(k string) string {
		switch k {
		case "HOME", "XDG_CACHE_HOME":
			return home
		}
		return ""
	}
	f.srv = cmd.WebServer(store, false, getenv, f.clock)
	f.srv.Now, f.srv.Pace = f.clock, 2*time.Second
	f.srv.NewTicker = func(time.Duration) (<-chan time.Time, func()) { return nil, func() {} }
	f.srv.Loopback = func(*http.Request) bool { return false }
	tableOf := f.srv.Table
	f.srv.Table = func(l lang.Lang, out io.Writer) *table.Table {
		tb := tableOf(l, out)
		tb.Die = f.die
		return tb
	}
	f.ts = httptest.NewServer(f.srv.Handler())
	t.Cleanup(f.ts.Close)
	return f
}

func (f *digitalFixture) clock() time.Time {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.now
}

func (f *digitalFixture) advance(d time.Duration) {
	f.mu.Lock()
	f.now = f.now.Add(d)
	f.mu.Unlock()
	f.srv.Sweep(context.Background())
}

// throw queues the next dice to be drawn ("31264").
func (f *digitalFixture) throw(faces string) {
	f.mu.Lock()
	defer f.mu.Unlock()
	for _, c := range faces {
		f.dice = append(f.dice, uint8(c-'0'))
	}
}

func (f *digitalFixture) die() uint8 {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.drawn >= len(f.dice) {
		f.t.Errorf("die %d drawn: the test queued only %d", f.drawn+1, len(f.dice))
		return 1
	}
	f.drawn++
	return f.dice[f.drawn-1]
}

func (f *digitalFixture) phone() *http.Client {
	f.t.Helper()
	fx := &fixture{t: f.t, ts: f.ts, id: f.id, secret: f.secret}
	return fx.client(true)
}

func (f *digitalFixture) page(c *http.Client) string {
	f.t.Helper()
	resp, err := c.Get(fmt.Sprintf("%s/games/%d/phone?lang=en", f.ts.URL, f.id))
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	if resp.StatusCode != 200 {
		f.t.Fatalf("phone page: status %d:\n%s", resp.StatusCode, b)
	}
	return html.UnescapeString(string(b))
}

var movesRE = regexp.MustCompile(`name="moves" value="(\d+)"`)

// tap sends one tap of the digital form drawn on c's page.
func (f *digitalFixture) tap(c *http.Client, kv ...string) (int, string) {
	f.t.Helper()
	p := f.page(c)
	tok, mv := tokenRE.FindStringSubmatch(p), movesRE.FindStringSubmatch(p)
	if tok == nil || mv == nil {
		f.t.Fatalf("no digital form on the page:\n%s", p)
	}
	form := url.Values{"t": {tok[1]}, "moves": {mv[1]}}
	for i := 0; i+1 < len(kv); i += 2 {
		form.Set(kv[i], kv[i+1])
	}
	resp, err := c.PostForm(fmt.Sprintf("%s/games/%d/digital?lang=en", f.ts.URL, f.id), form)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, html.UnescapeString(string(b))
}

func (f *digitalFixture) state() *sheets.State {
	f.t.Helper()
	st, err := f.svc.Load(context.Background(), f.id)
	if err != nil {
		f.t.Fatal(err)
	}
	return st
}

// draft is the turn in progress as saved.
func (f *digitalFixture) draft() (rolled int, held []bool) {
	f.t.Helper()
	_, data, err := f.store.Draft(context.Background(), f.id)
	if err != nil {
		f.t.Fatal(err)
	}
	var d struct {
		Rolled []uint8 `json:"rolled"`
		Held   []bool  `json:"held"`
	}
	if data != nil {
		if err := json.Unmarshal(data, &d); err != nil {
			f.t.Fatal(err)
		}
	}
	return len(d.Rolled), d.Held
}

var dieRE = regexp.MustCompile(`class="die( held)?" aria-pressed="(true|false)" aria-label="die (\d) \((\d)\)"`)

// shown is the dice a page draws: "31264", a * after each die held.
func shown(p string) string {
	var b strings.Builder
	for _, m := range dieRE.FindAllStringSubmatch(p, -1) {
		b.WriteString(m[4])
		if m[2] == "true" {
			b.WriteString("*")
		}
	}
	return b.String()
}

// P2 (issue 37): the server throws once and saves the throw before any
// page shows it; a reload or another phone draws the same dice and never
// throws again; a tap keeps a die, a second releases it, shared by every
// phone; the third throw is the last.
func TestDigitalThrowRecordedOnceKeepsShared(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, t.TempDir())
	ana, ben := f.phone(), f.phone()
	if p := f.page(ana); !strings.Contains(p, "Roll the dice") || shown(p) != "" {
		t.Fatalf("before the first throw the page offers to roll, no dice:\n%s", p)
	}
	if n, _ := f.draft(); n != 0 || f.drawn != 0 {
		t.Fatalf("a page drawn throws nothing: %d dice", f.drawn)
	}
	f.throw("31264")
	if code, p := f.tap(ana, "act", "roll"); code != 200 || shown(p) != "31264" || !strings.Contains(p, "Throw 1/3") {
		t.Fatalf("roll: status %d, dice %q:\n%s", code, shown(p), p)
	}
	if n, _ := f.draft(); n != 5 {
		t.Fatalf("the throw is in the draft: %d dice", n)
	}
	// the other phone, a reload, a second roll: the same dice, none drawn
	if got := shown(f.page(ben)); got != "31264" {
		t.Fatalf("Ben's phone shows %q", got)
	}
	if _, p := f.tap(ben, "act", "roll"); shown(p) != "31264" || f.drawn != 5 {
		t.Fatalf("a second roll throws again: %q, %d dice drawn", shown(p), f.drawn)
	}
	// keep the 6 and the 4, the 3 tapped and released
	f.tap(ana, "act", "tap:1")
	f.tap(ben, "act", "tap:3")
	f.tap(ana, "act", "tap:5")
	_, p := f.tap(ana, "act", "tap:1")
	if got := shown(p); got != "312*64*" {
		t.Fatalf("kept 2 and 4, 3 released: %q", got)
	}
	if got := shown(f.page(ben)); got != "312*64*" {
		t.Fatalf("Ben's phone sees the keeps: %q", got)
	}
	if _, held := f.draft(); fmt.Sprint(held) != "[false false true false true]" {
		t.Fatalf("the keeps are in the draft: %v", held)
	}
	f.throw("155")
	if _, p = f.tap(ben, "act", "again"); shown(p) != "152*54*" || !strings.Contains(p, "Throw 2/3") {
		t.Fatalf("throw 2 throws the others, the kept stay kept: %q\n%s", shown(p), p)
	}
	f.tap(ana, "act", "tap:1") // a 1 kept too
	f.throw("22")
	_, p = f.tap(ana, "act", "again")
	if shown(p) != "1*22*24*" || !strings.Contains(p, "Throw 3/3") || strings.Contains(p, `value="again"`) {
		t.Fatalf("throw 3 is the last: %q\n%s", shown(p), p)
	}
	if !strings.Contains(p, "Chance") || !strings.Contains(p, `class="countdown"`) {
		t.Fatalf("after the third throw: the boxes and P10's clock:\n%s", p)
	}
	if f.drawn != 10 {
		t.Fatalf("10 dice drawn in three throws, not %d", f.drawn)
	}
	// a tap stops the clock: the time passes, nothing is written
	_, p = f.tap(ben, "act", "tap:2")
	if !strings.Contains(p, "Clock stopped") || strings.Contains(p, `class="countdown"`) {
		t.Fatalf("a tap stops P10's clock:\n%s", p)
	}
	f.advance(time.Minute)
	if n := len(f.state().Game.Moves); n != 0 {
		t.Fatalf("with the clock stopped nothing is written: %d moves", n)
	}
	// the player chooses: Twos (14222 → 6)
	re := regexp.MustCompile(`name="v" value="(\d+)"[^>]*>Twos — 6<`)
	m := re.FindStringSubmatch(p)
	if m == nil {
		t.Fatalf("no Twos — 6 among the boxes:\n%s", p)
	}
	code, _ := f.tap(ana, "v", m[1])
	st := f.state()
	if code != http.StatusSeeOther || len(st.Game.Moves) != 1 {
		t.Fatalf("the box: status %d, %d moves", code, len(st.Game.Moves))
	}
	bp := st.Game.Moves[0].Play.(sheets.BoxPlay)
	if bp.Box != "twos" || bp.Dice != "12224" && bp.Dice != "14222" || len(bp.Throws) != 3 || bp.Auto {
		t.Fatalf("the move: %+v", bp)
	}
	if n, _ := f.draft(); n != 0 {
		t.Fatalf("the draft goes with the move: %d dice left", n)
	}
}

// P10 (issue 37): after the third throw with nothing chosen, the server
// writes the Expert's box when its deadline passes, on the server's clock,
// no page open; a tap after the deadline comes too late.
func TestDigitalP10WritesTheExpertsBox(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, t.TempDir())
	ana := f.phone()
	f.throw("66666")
	f.tap(ana, "act", "roll")
	f.throw("11111")
	f.tap(ana, "act", "again") // nothing kept: all five again
	f.throw("66665")
	_, p := f.tap(ana, "act", "again")
	if !strings.Contains(p, `class="countdown"`) || !strings.Contains(p, `<span class="left">3</span>`) {
		t.Fatalf("the third throw shows 3 s to go:\n%s", p)
	}
	f.advance(2900 * time.Millisecond)
	if n := len(f.state().Game.Moves); n != 0 {
		t.Fatalf("before the deadline nothing is written: %d moves", n)
	}
	if p := f.page(ana); !strings.Contains(p, `<span class="left">1</span>`) {
		t.Fatalf("0.1 s left shows as 1:\n%s", p)
	}
	f.advance(100 * time.Millisecond)
	st := f.state()
	if len(st.Game.Moves) != 1 {
		t.Fatalf("at the deadline the Expert's box is written: %d moves", len(st.Game.Moves))
	}
	bp := st.Game.Moves[0].Play.(sheets.BoxPlay)
	if !bp.Auto || bp.Dice != "66665" || bp.Box != "sixes" || len(bp.Throws) != 3 {
		t.Fatalf("the move written by the computer: %+v", bp)
	}
	if p := f.page(ana); !strings.Contains(p, "Ben") || !strings.Contains(p, "Roll the dice") {
		t.Fatalf("Ben's turn next:\n%s", p)
	}
}

// 5000 (C2–C6, issue 37): six dice thrown, the scoring ones tapped and set
// aside, bank; then a bust, shown as it happens.
func TestDigitalFiveBankAndBust(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"},
		Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}, t.TempDir())
	ana := f.phone()
	f.throw("111523")
	_, p := f.tap(ana, "act", "roll")
	if shown(p) != "111523" || !strings.Contains(p, `value="aside"`) {
		t.Fatalf("six dice and the set-aside:\n%s", p)
	}
	for _, d := range []string{"1", "2", "3", "4"} {
		f.tap(ana, "act", "tap:"+d)
	}
	_, p = f.tap(ana, "act", "aside")
	if !strings.Contains(p, "Stop and bank 1050") {
		t.Fatalf("1 1 1 and 5 set aside: bank 1050 offered:\n%s", p)
	}
	f.throw("36")
	code, _ := f.tap(ana, "v", "throw")
	p = f.page(ana)
	if code != http.StatusSeeOther || !strings.Contains(p, "bust") {
		t.Fatalf("3 6: a bust, said:\n%s", p)
	}
	st := f.state()
	if len(st.Game.Moves) != 1 || !strings.Contains(st.Game.Moves[0].Play.(sheets.FivePlay).Turn, "36") {
		t.Fatalf("the bust is Ana's move: %+v", st.Game.Moves)
	}
	// Ben banks at once
	f.throw("155234")
	f.tap(ana, "act", "roll")
	f.tap(ana, "act", "tap:1")
	f.tap(ana, "act", "tap:2")
	f.tap(ana, "act", "tap:3")
	f.tap(ana, "act", "aside")
	if code, _ := f.tap(ana, "v", "stop"); code != http.StatusSeeOther {
		t.Fatalf("bank: status %d", code)
	}
	st = f.state()
	if len(st.Game.Moves) != 2 || st.Five().Players[1].Turns[0].Points != 200 {
		t.Fatalf("Ben banked 200: %+v", st.Five().Players[1])
	}
}

// Y8 (issue 37): a robot's turn is played by the server at the table's
// pace, and every page shows it with the words the terminal prints.
func TestDigitalRobotTurnShownWithItsReason(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "robot:normal"}}, t.TempDir())
	ana := f.phone()
	f.throw("66666")
	f.tap(ana, "act", "roll")
	_, p := f.tap(ana, "v", "score")
	m := regexp.MustCompile(`name="v" value="(\d+)"[^>]*>Sixes — 30<`).FindStringSubmatch(p)
	if m == nil {
		t.Fatalf("no Sixes — 30:\n%s", p)
	}
	f.tap(ana, "v", m[1])
	if n := len(f.state().Game.Moves); n != 1 {
		t.Fatalf("Ana's move: %d moves", n)
	}
	if p := f.page(ana); !strings.Contains(p, "robot:normal plays its own turns") {
		t.Fatalf("the robot's turn is said:\n%s", p)
	}
	f.throw("123456123456123456")
	f.advance(1900 * time.Millisecond)
	if n := len(f.state().Game.Moves); n != 1 {
		t.Fatalf("the robot waits the table's pace: %d moves", n)
	}
	f.advance(100 * time.Millisecond)
	if n := len(f.state().Game.Moves); n != 2 {
		t.Fatalf("the robot played after 2 s: %d moves", n)
	}
	p = f.page(ana)
	if !regexp.MustCompile(`robot:normal: throw 1: \d \d \d \d \d`).MatchString(p) {
		t.Fatalf("the robot's move shown with how it played:\n%s", p)
	}
}

// S1–S3 (issue 37): Sackson's shared throw is thrown once for everyone,
// each player splits it by a tap; the television shows the dice.
func TestDigitalSacksonSharedRoll(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}}, t.TempDir())
	ana, ben := f.phone(), f.phone()
	f.throw("12345")
	_, p := f.tap(ana, "act", "roll")
	if shown(p) != "12345" {
		t.Fatalf("the shared throw:\n%s", p)
	}
	if got := shown(f.page(ben)); got != "12345" {
		t.Fatalf("Ben sees the same throw: %q", got)
	}
	_, tv := f.get(f.ts.URL + fmt.Sprintf("/games/%d?lang=en", f.id))
	if !strings.Contains(tv, `id="tv-dice"`) || strings.Count(tv, `class="die"`) != 5 {
		t.Fatalf("the television shows the dice:\n%s", tv)
	}
	split := regexp.MustCompile(`name="v" value="([^"]+)"[^>]*>\d+ \(\d\+\d\) and`)
	m := split.FindStringSubmatch(p)
	if m == nil || !strings.Contains(p, "Ana") {
		t.Fatalf("Ana's splits:\n%s", p)
	}
	_, p = f.tap(ben, "v", m[1])
	if m = split.FindStringSubmatch(p); m == nil || !strings.Contains(p, "Ben") {
		t.Fatalf("Ben's splits next:\n%s", p)
	}
	if code, _ := f.tap(ben, "v", m[1]); code != http.StatusSeeOther {
		t.Fatalf("Ben's split saves the round: status %d", code)
	}
	st := f.state()
	if len(st.Game.Moves) != 1 || st.Game.Moves[0].Play.(sheets.SacksonPlay).Roll != "12345" || f.drawn != 5 {
		t.Fatalf("one round, one throw: %+v, %d dice", st.Game.Moves, f.drawn)
	}
}

func (f *digitalFixture) get(u string) (int, string) {
	f.t.Helper()
	resp, err := http.Get(u)
	if err != nil {
		f.t.Fatal(err)
	}
	defer resp.Body.Close()
	b, _ := io.ReadAll(resp.Body)
	return resp.StatusCode, html.UnescapeString(string(b))
}

// Two phones tapping Roll at once throw once (issue 37): the dice one
// phone shows are the dice every phone shows.
func TestDigitalTwoRollsAtOnceThrowOnce(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, t.TempDir())
	ana, ben := f.phone(), f.phone()
	f.throw("1234566666")
	var wg sync.WaitGroup
	got := make([]string, 2)
	for i, c := range []*http.Client{ana, ben} {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, p := f.tap(c, "act", "roll")
			got[i] = shown(p)
		}()
	}
	wg.Wait()
	if f.drawn != 5 || got[0] != "12345" || got[1] != "12345" {
		t.Fatalf("one throw for both: %d dice drawn, shown %q", f.drawn, got)
	}
}

// P10 across a restart (issue 37): the deadline is in the turn's draft; a
// server started after it passed writes the Expert's box at once.
func TestDigitalP10AfterARestart(t *testing.T) {
	home := t.TempDir()
	f := newDigital(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, home)
	ana := f.phone()
	f.throw("123451234512345")
	f.tap(ana, "act", "roll")
	f.tap(ana, "act", "again")
	f.tap(ana, "act", "again")
	// another server over the same file, its clock 10 s later
	f.mu.Lock()
	f.now = f.now.Add(10 * time.Second)
	f.mu.Unlock()
	srv := cmd.WebServer(f.store, false, func(k string) string {
		if k == "HOME" || k == "XDG_CACHE_HOME" {
			return home
		}
		return ""
	}, f.clock)
	srv.Now = f.clock
	ticks := make(chan time.Time)
	srv.SweepTicker = func(time.Duration) (<-chan time.Time, func()) { return ticks, func() {} }
	srv.NewTicker = func(time.Duration) (<-chan time.Time, func()) { return nil, func() {} }
	ctx, stop := context.WithCancel(context.Background())
	done := make(chan struct{})
	go func() { srv.Run(ctx); close(done) }()
	ticks <- f.now // the sweep has resumed before its first tick
	stop()
	<-done
	st := f.state()
	if len(st.Game.Moves) != 1 || !st.Game.Moves[0].Play.(sheets.BoxPlay).Auto {
		t.Fatalf("the restarted server wrote the Expert's box: %+v", st.Game.Moves)
	}
}

// C4 (issue 37): hot dice are said as they happen, on the phone that set
// them aside, and the six dice may be thrown again.
func TestDigitalFiveHotDiceSaid(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"},
		Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}, t.TempDir())
	ana := f.phone()
	f.throw("111155")
	f.tap(ana, "act", "roll")
	for d := 1; d <= 6; d++ {
		f.tap(ana, "act", fmt.Sprintf("tap:%d", d))
	}
	_, p := f.tap(ana, "act", "aside")
	if !strings.Contains(p, "All six dice set aside: you may throw all six again (C4).") || !strings.Contains(p, "Throw the 6 dice left") {
		t.Fatalf("hot dice said, six to throw again:\n%s", p)
	}
	f.throw("234623")
	f.tap(ana, "v", "throw")
	st := f.state()
	if len(st.Game.Moves) != 1 || st.Five().Players[0].Score != 0 {
		t.Fatalf("the throw after hot dice busts: %+v", st.Five().Players[0])
	}
	if p := f.page(ana); !strings.Contains(p, "Ana: throws 111155") {
		t.Fatalf("the bust said with its throws:\n%s", p)
	}
}

// P10 (issue 37): a tap that arrives after the deadline comes too late:
// the Expert's box is written, and the page says so.
func TestDigitalP10TapTooLate(t *testing.T) {
	f := newDigital(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}, t.TempDir())
	ana := f.phone()
	f.throw("222223333344444")
	f.tap(ana, "act", "roll")
	f.tap(ana, "act", "again")
	f.tap(ana, "act", "again")
	p := f.page(ana)
	f.mu.Lock()
	f.now = f.now.Add(3 * time.Second) // the deadline passed, the sweep not yet run
	f.mu.Unlock()
	tok, mv := tokenRE.FindStringSubmatch(p), movesRE.FindStringSubmatch(p)
	c := *ana
	c.CheckRedirect = nil // follow to the page
	resp, err := c.PostForm(fmt.Sprintf("%s/games/%d/digital?lang=en", f.ts.URL, f.id), url.Values{"t": {tok[1]}, "moves": {mv[1]}, "v": {"0"}})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	st := f.state()
	if len(st.Game.Moves) != 1 || !st.Game.Moves[0].Play.(sheets.BoxPlay).Auto || st.Game.Moves[0].Play.(sheets.BoxPlay).Box == "aces" {
		t.Fatalf("the Expert's box, not the late pick: %+v", st.Game.Moves)
	}
	if !strings.Contains(html.UnescapeString(string(b)), "Too late: the 3 seconds had run out") {
		t.Fatalf("the late tap is told:\n%s", b)
	}
}

// FuzzDigital: whatever form a tap sends, no server error, no die drawn
// that was not asked for, and a refused form changes nothing.
func FuzzDigital(f *testing.F) {
	for _, s := range []string{"act=roll", "act=again", "act=aside", "act=tap:1", "act=tap:6", "act=tap:0", "act=tap:x", "act=look",
		"act=", "v=score", "v=0", "v=hint", "v=%00", "act=roll&v=12", "act=tap:99999999999999999999"} {
		f.Add(s, true)
		f.Add(s, false)
	}
	f.Fuzz(func(t *testing.T, form string, moves bool) {
		d := newDigital(t, &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"},
			Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}, t.TempDir())
		d.throw("155234" + "155234" + "155234")
		c := d.phone()
		p := d.page(c)
		tok := tokenRE.FindStringSubmatch(p)
		body := form + "&t=" + url.QueryEscape(tok[1])
		if moves {
			body += "&moves=0"
		}
		resp, err := c.Post(fmt.Sprintf("%s/games/%d/digital", d.ts.URL, d.id), "application/x-www-form-urlencoded", strings.NewReader(body))
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if resp.StatusCode >= 500 {
			t.Fatalf("%q: status %d", body, resp.StatusCode)
		}
		if resp.StatusCode >= 400 {
			if n, _ := d.draft(); n != 0 || len(d.state().Game.Moves) != 0 {
				t.Fatalf("%q refused (%d) but changed the game", body, resp.StatusCode)
			}
		}
	})
}
