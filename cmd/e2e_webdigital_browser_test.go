package cmd_test

import (
	"context"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/scorepad/scorepad/cmd"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
	"github.com/scorepad/scorepad/web"
)

// Digital dice in a real browser (issue 37): serve's server in process,
// its clock the test's (P10's three seconds and the robots' pace pass when
// the test says, never by sleeping) and its dice the test's, two phones
// and a television in separate browser contexts. A Penta turn with keeps
// ends with the Expert's box written by the server at the deadline; a 5000
// turn banks and the next busts; a robot's turn shows how it played. With
// SCOREPAD_SHOTS=DIR the pages are photographed at 360×640 and 1280×720
// in both languages.
func TestDigitalDiceInTheBrowser(t *testing.T) {
	longBrowserTest(t)
	ctx := context.Background()
	store, err := db.Open(ctx, filepath.Join(t.TempDir(), "s.db"))
	if err != nil {
		t.Fatal(err)
	}
	defer store.Close()
	var mu sync.Mutex
	now := time.Date(2026, 12, 7, 20, 0, 0, 0, time.UTC)
	var dice []uint8
	clock := func() time.Time { mu.Lock(); defer mu.Unlock(); return now }
	advance := func(d time.Duration) { mu.Lock(); now = now.Add(d); mu.Unlock() }
	queue := func(faces string) {
		mu.Lock()
		defer mu.Unlock()
		for _, c := range faces {
			dice = append(dice, uint8(c-'0'))
		}
	}
	die := func() uint8 {
		mu.Lock()
		defer mu.Unlock()
		if len(dice) == 0 {
			t.Error("a die drawn that the test did not queue")
			return 1
		}
		f := dice[0]
		dice = dice[1:]
		return f
	}
	svc := sheets.NewService(store, clock)
	games := map[string]*sheets.Game{
		"penta": {Kind: sheets.Penta, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Digital: true}},
		"5000": {Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Digital: true,
			Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}},
		"robot": {Kind: sheets.Penta, Players: []string{"Cléo", "robot:normal"}, Options: sheets.Options{Digital: true}},
	}
	links := map[string]string{}
	for _, k := range []string{"penta", "5000", "robot"} {
		if err := svc.Create(ctx, games[k], nil); err != nil {
			t.Fatal(err)
		}
		secret, err := store.Link(ctx, games[k].ID)
		if err != nil {
			t.Fatal(err)
		}
		links[k] = web.JoinPath(games[k].ID, secret)
	}
	home := t.TempDir()
	getenv := func(k string) string {
		if k == "HOME" || k == "XDG_CACHE_HOME" {
			return home
		}
		return ""
	}
	srv := cmd.WebServer(store, false, getenv, clock)
	srv.Now, srv.Pace = clock, 2*time.Second
	srv.Loopback = func(*http.Request) bool { return false }
	tableOf := srv.Table
	srv.Table = func(l lang.Lang, out io.Writer) *table.Table {
		tb := tableOf(l, out)
		tb.Die = die
		return tb
	}
	ts := httptest.NewServer(srv.Handler())
	defer ts.Close()
	runCtx, stop := context.WithCancel(ctx)
	defer stop()
	go srv.Run(runCtx)

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromiumPath), chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-gpu", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(ctx, opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	tv := device{"the television", browser}
	if err := chromedp.Do(tv.ctx, chromedp.EmulateViewport(1280, 720)); err != nil {
		t.Fatal(err)
	}
	newPhone := func(name string) device {
		pctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		d := device{name, pctx}
		if err := chromedp.Do(d.ctx, chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)); err != nil {
			t.Fatal(err)
		}
		return d
	}
	ana, ben := newPhone("Ana's phone"), newPhone("Ben's phone")
	for _, d := range []device{ana, ben} {
		for _, k := range []string{"penta", "5000", "robot"} {
			navigate(t, d, ts.URL+links[k])
		}
	}
	phone := func(k string) string { return fmt.Sprintf("%s/games/%d/phone?lang=en", ts.URL, games[k].ID) }
	const wait = 10 * time.Second
	click := func(d device, sel string) {
		t.Helper()
		waitFor(t, d, fmt.Sprintf(`document.querySelector(%q) !== null`, sel), wait)
		js[bool](t, d, fmt.Sprintf(`(() => { document.querySelector(%q).click(); return true })()`, sel))
	}
	// shown: the dice a page draws, "31264", * after a die kept
	const shown = `Array.from(document.querySelectorAll("#live .die")).map(d => d.getAttribute("aria-label").replace(/\D*\d+ \((\d)\)/, "$1") + (d.classList.contains("held") ? "*" : "")).join("")`
	dir := os.Getenv("SCOREPAD_SHOTS")
	shots := func(name, path string) {
		t.Helper()
		if dir == "" {
			return
		}
		if err := os.MkdirAll(dir, 0o755); err != nil {
			t.Fatal(err)
		}
		for _, l := range []string{"fr", "en"} { // English last: the test goes on in English
			for _, d := range []struct {
				dev  device
				size string
				path string
			}{{ben, "360x640", path + "/phone?lang=" + l}, {tv, "1280x720", path + "?lang=" + l}} {
				navigate(t, d.dev, ts.URL+d.path)
				waitFor(t, d.dev, `document.readyState === "complete"`, wait)
				noSideways(t, d.dev, name+" "+l)
				png, err := chromedp.Run(d.dev.ctx, chromedp.FullScreenshot(100))
				if err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, fmt.Sprintf("digital-%s-%s-%s.png", name, d.size, l)), png, 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
	}

	t.Run("penta keeps and P10", func(t *testing.T) {
		id := games["penta"].ID
		navigate(t, ana, phone("penta"))
		navigate(t, ben, phone("penta"))
		navigate(t, tv, fmt.Sprintf("%s/games/%d?lang=en", ts.URL, id))
		shots("roll", fmt.Sprintf("/games/%d", id))
		navigate(t, ben, phone("penta"))
		queue("31264")
		click(ana, `button[value=roll]`)
		waitFor(t, ana, shown+` === "31264"`, wait)
		waitFor(t, ben, shown+` === "31264"`, wait) // live, no reload
		waitFor(t, tv, shown+` === "31264"`, wait)
		click(ana, `button[value="tap:3"]`)
		waitFor(t, ben, shown+` === "312*64"`, wait)
		click(ben, `button[value="tap:5"]`)
		waitFor(t, ana, shown+` === "312*64*"`, wait)
		queue("661")
		click(ben, `button[value=again]`)
		waitFor(t, ana, shown+` === "662*14*" && document.body.innerText.includes("Throw 2/3")`, wait)
		shots("keeps", fmt.Sprintf("/games/%d", id))
		navigate(t, ana, phone("penta"))
		click(ana, `button[value="tap:1"]`)
		click(ana, `button[value="tap:2"]`)
		waitFor(t, ana, shown+` === "6*6*2*14*"`, wait)
		queue("6")
		click(ana, `button[value=again]`)
		waitFor(t, ben, `document.querySelector("#live .countdown") !== null && document.body.innerText.includes("Throw 3/3")`, wait)
		waitFor(t, tv, `document.querySelector("#live .countdown") !== null`, wait)
		shots("countdown", fmt.Sprintf("/games/%d", id))
		navigate(t, ana, phone("penta"))
		waitFor(t, ana, `document.querySelector("#live .countdown") !== null`, wait)
		// the server's clock passes the deadline: the box is written by the
		// server, and every page moves to Ben's turn
		advance(2900 * time.Millisecond)
		st, _ := svc.Load(ctx, id)
		if len(st.Game.Moves) != 0 {
			t.Fatalf("before the deadline nothing is written: %d moves", len(st.Game.Moves))
		}
		advance(100 * time.Millisecond)
		waitFor(t, ben, `document.querySelector("button[value=roll]") !== null && document.querySelector("#players .turn").innerText === "Ben"`, wait)
		waitFor(t, tv, `document.querySelector("#tv-dice") === null`, wait)
		st, _ = svc.Load(ctx, id)
		if len(st.Game.Moves) != 1 || !st.Game.Moves[0].Play.(sheets.BoxPlay).Auto {
			t.Fatalf("the Expert's box, written at the deadline: %+v", st.Game.Moves)
		}
	})

	t.Run("5000 bank then bust", func(t *testing.T) {
		id := games["5000"].ID
		navigate(t, ana, phone("5000"))
		navigate(t, tv, fmt.Sprintf("%s/games/%d?lang=en", ts.URL, id))
		queue("111523")
		click(ana, `button[value=roll]`)
		waitFor(t, ana, shown+` === "111523"`, wait)
		for _, d := range []string{"1", "2", "3", "4"} {
			click(ana, fmt.Sprintf(`button[value="tap:%s"]`, d))
			waitFor(t, ana, fmt.Sprintf(`document.querySelector('button[value="tap:%s"]').classList.contains("held")`, d), wait)
		}
		click(ana, `button[value=aside]`)
		waitFor(t, ana, `document.body.innerText.includes("Stop and bank 1050")`, wait)
		shots("5000-bank", fmt.Sprintf("/games/%d", id))
		navigate(t, ana, phone("5000"))
		click(ana, `button[value=stop]`)
		waitFor(t, ana, `document.querySelector("#players .turn").innerText === "Ben"`, wait)
		queue("234623")
		navigate(t, ben, phone("5000"))
		click(ben, `button[value=roll]`)
		waitFor(t, ben, `document.querySelector("#players .turn").innerText === "Ana" && document.getElementById("last").innerText.toLowerCase().includes("bust")`, wait)
		shots("5000-bust", fmt.Sprintf("/games/%d", id))
		st, _ := svc.Load(ctx, id)
		if len(st.Game.Moves) != 2 || st.Five().Players[0].Score != 1050 || st.Five().Players[1].Score != 0 {
			t.Fatalf("Ana banked 1050, Ben bust: %+v", st.Five().Players)
		}
	})

	t.Run("a robot's turn", func(t *testing.T) {
		id := games["robot"].ID
		navigate(t, ana, phone("robot"))
		navigate(t, tv, fmt.Sprintf("%s/games/%d?lang=en", ts.URL, id))
		queue("66666")
		click(ana, `button[value=roll]`)
		click(ana, `button[value=score]`)
		waitFor(t, ana, `Array.from(document.querySelectorAll("#live button")).some(b => b.innerText.startsWith("Penta — 50"))`, wait)
		js[bool](t, ana, `(() => { Array.from(document.querySelectorAll("#live button")).find(b => b.innerText.startsWith("Penta — 50")).click(); return true })()`)
		waitFor(t, ana, `document.body.innerText.includes("robot:normal plays its own turns")`, wait)
		queue("123456123456123456")
		advance(2 * time.Second) // the table's pace
		waitFor(t, tv, `/robot:normal: throw 1: \d \d \d \d \d/.test(document.getElementById("live").innerText)`, wait)
		waitFor(t, ana, `/robot:normal: throw 1: \d \d \d \d \d/.test(document.getElementById("live").innerText)`, wait)
		shots("robot", fmt.Sprintf("/games/%d", id))
	})
}
