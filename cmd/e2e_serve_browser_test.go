package cmd_test

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// scorepad serve in a real browser (issue 32): Debian's chromium, headless,
// driven by chromedp; the table view in one browser context, two phones in
// two others (each its own cookies, as two devices), 360×640 and mobile.

const chromiumPath = "/usr/bin/chromium"

// liveDeadline is how soon a move saved by any process must show on every
// open page (issue 32, item 3).
const liveDeadline = time.Second

// served is a running scorepad serve.
type served struct {
	t    *testing.T
	cmd  *exec.Cmd
	out  *syncBuffer
	base string // http://127.0.0.1:PORT
	join string // the join link of game 1
	done chan error
}

// serve starts the built scorepad serve on addr and waits until it says
// where it listens.
func serve(t *testing.T, db, addr string) *served {
	t.Helper()
	c := exec.Command(bin(t), "serve", "--addr", addr)
	for k, v := range environ(t, db, nil) {
		c.Env = append(c.Env, k+"="+v)
	}
	pr, pw := io.Pipe()
	s := &served{t: t, cmd: c, out: &syncBuffer{}, done: make(chan error, 1)}
	c.Stdout, c.Stderr = pw, s.out
	if err := c.Start(); err != nil {
		t.Fatal(err)
	}
	lines := make(chan string, 1024)
	go func() {
		sc := bufio.NewScanner(pr)
		for sc.Scan() {
			s.out.Write([]byte(sc.Text() + "\n"))
			select {
			case lines <- sc.Text():
			default:
			}
		}
	}()
	go func() { err := c.Wait(); pw.Close(); s.done <- err }()
	t.Cleanup(func() { s.stop() })
	urlRE := regexp.MustCompile(`^\s+(http://127\.0\.0\.1:\d+)/$`)
	joinRE := regexp.MustCompile(`game 1 \(.*\): (http://\S+)`)
	deadline := time.After(60 * time.Second)
	for s.base == "" || s.join == "" {
		select {
		case line := <-lines:
			if m := urlRE.FindStringSubmatch(line); m != nil {
				s.base = m[1]
			}
			if m := joinRE.FindStringSubmatch(line); m != nil {
				s.join = m[1]
			}
		case err := <-s.done:
			t.Fatalf("scorepad serve stopped: %v\n%s", err, s.out.String())
		case <-deadline:
			t.Fatalf("scorepad serve said no address within 60 s:\n%s", s.out.String())
		}
	}
	waitHTTP(t, s.base+"/")
	return s
}

// waitHTTP waits until url answers (the server listens before it prints).
func waitHTTP(t *testing.T, url string) {
	t.Helper()
	deadline := time.Now().Add(30 * time.Second)
	for {
		resp, err := http.Get(url)
		if err == nil {
			resp.Body.Close()
			return
		}
		if time.Now().After(deadline) {
			t.Fatalf("%s: %v", url, err)
		}
		time.Sleep(20 * time.Millisecond) // polling a port, not counting time
	}
}

// stop sends Ctrl-C and wants a clean exit that says so.
func (s *served) stop() {
	if s.cmd.ProcessState != nil || s.cmd.Process == nil {
		return
	}
	s.cmd.Process.Signal(syscall.SIGINT)
	select {
	case err := <-s.done:
		if err != nil {
			s.t.Errorf("scorepad serve after Ctrl-C: %v\n%s", err, s.out.String())
		}
		if !strings.Contains(s.out.String(), "Stopped: every page was told") {
			s.t.Errorf("scorepad serve did not say it stopped:\n%s", s.out.String())
		}
	case <-time.After(30 * time.Second):
		s.cmd.Process.Kill()
		s.t.Errorf("scorepad serve did not stop within 30 s of Ctrl-C")
	}
}

// device is one browser tab in its own browser context.
type device struct {
	name string
	ctx  context.Context
}

// js evaluates expr in the device's page (awaiting it when it is a promise).
func js[T any](t *testing.T, d device, expr string) T {
	t.Helper()
	v, err := chromedp.Run(d.ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("%s: %s: %v", d.name, expr, err)
	}
	return v
}

// waitFor waits until expr is true in the device's page, through page
// loads, and returns how long it took; it fails after within.
func waitFor(t *testing.T, d device, expr string, within time.Duration) time.Duration {
	t.Helper()
	start := time.Now()
	ctx, cancel := context.WithTimeout(d.ctx, within)
	defer cancel()
	for {
		_, err := chromedp.Run(ctx, chromedp.Poll[bool](expr, chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(within)))
		if err == nil {
			return time.Since(start)
		}
		if ctx.Err() != nil {
			body, _ := chromedp.Run(d.ctx, chromedp.Evaluate[string](`document.body ? document.body.innerText : ""`))
			t.Fatalf("%s: %s not true within %v\n%s", d.name, expr, within, body)
		}
		// the page was navigating: poll the next one
	}
}

func navigate(t *testing.T, d device, url string) {
	t.Helper()
	if err := chromedp.Do(d.ctx, chromedp.Navigate(url)); err != nil {
		t.Fatalf("%s: %s: %v", d.name, url, err)
	}
}

// screenshot saves the whole page to /tmp/scorepad-serve-NAME.png.
func screenshot(t *testing.T, d device, name string) {
	t.Helper()
	png, err := chromedp.Run(d.ctx, chromedp.FullScreenshot(100))
	if err != nil {
		t.Fatalf("%s: screenshot: %v", d.name, err)
	}
	path := filepath.Join(os.TempDir(), "scorepad-serve-"+name+".png")
	if err := os.WriteFile(path, png, 0o644); err != nil {
		t.Fatal(err)
	}
	t.Logf("screenshot %s", path)
}

// noSideways checks the page has no sideways scroll.
func noSideways(t *testing.T, d device, what string) {
	t.Helper()
	w := js[[]int](t, d, `[document.documentElement.scrollWidth, window.innerWidth]`)
	if w[0] > w[1] {
		t.Errorf("%s, %s: scrolls sideways (scrollWidth %d > window %d)", d.name, what, w[0], w[1])
	}
}

func TestServeInTheBrowser(t *testing.T) {
	// the pages and their forms are tested in process (web/); a real
	// browser, its live updates and layout, in the long suite
	longBrowserTest(t)
	db := filepath.Join(t.TempDir(), "s.db")
	hostile := "<script>window.pwned++</script>"
	ok(t, db, "new", "penta", "--players", "Ana,Ben,"+hostile)
	ok(t, db, "new", "penta", "--players", "Cléo,Dominique-Alexandre,Éloïse,Zoé")
	ok(t, db, "new", "yams", "--players", "Ana,Ben,Cléo,Dominique-Alexandre", "--columns", "down,up,free,imposed")
	srv := serve(t, db, "127.0.0.1:0")
	port := strings.TrimPrefix(srv.base, "http://127.0.0.1:")

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromiumPath), chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	if err := chromedp.Do(browser); err != nil { // starts the browser
		t.Fatalf("chromium: %v", err)
	}
	tv := device{"the table view", browser}
	newPhone := func(name string) device {
		ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		t.Cleanup(cancel)
		d := device{name, ctx}
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)); err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return d
	}
	phone1, phone2 := newPhone("phone 1"), newPhone("phone 2")
	if err := chromedp.Do(tv.ctx, chromedp.EmulateViewport(1280, 720)); err != nil {
		t.Fatal(err)
	}
	navigate(t, tv, srv.base+"/games/1?lang=en")
	navigate(t, phone1, srv.join) // joins, then the phone's view of the player to move
	navigate(t, phone2, srv.join)
	navigate(t, phone2, srv.base+"/games/1/phone?seat=0&lang=en")
	for _, d := range []device{tv, phone1, phone2} {
		waitFor(t, d, `document.getElementById("live") !== null`, 10*time.Second)
	}

	// The 1 s promise (issue 32, item 3) holds by design — the watcher looks
	// at the database at least four times a second and one look pushes a
	// change (web: TestWatcherLooksWithinTheLiveDeadline,
	// TestEventsFollowAMoveFromAnotherProcessAndResume); here the delay a
	// real browser sees is logged, not judged: it depends on the machine.
	t.Run("a move from the command line shows on the three", func(t *testing.T) {
		ok(t, db, "move", "1", "--dice", "44412", "--box", "fours") // saved when it returns
		saved := time.Now()
		var wg sync.WaitGroup
		took := make([]time.Duration, 3)
		for i, d := range []device{tv, phone1, phone2} {
			wg.Add(1)
			go func() {
				defer wg.Done()
				took[i] = waitFor(t, d, `(document.querySelector(".last") || {textContent: ""}).textContent.includes("Fours")`, 30*time.Second)
			}()
		}
		wg.Wait()
		t.Logf("shown on the three pages %v after the move was saved (each: %v; promised: %v)", time.Since(saved), took, liveDeadline)
		screenshot(t, tv, "table-1280x720-en")
	})

	t.Run("a hostile name stays text", func(t *testing.T) {
		if js[bool](t, tv, `window.pwned !== undefined`) {
			t.Fatal("the player's name ran as a script")
		}
		if !js[bool](t, tv, fmt.Sprintf(`document.body.innerText.includes(%q)`, hostile)) {
			t.Fatal("the player's name is not shown as text")
		}
	})

	t.Run("a phone enters a move that scorepad sheet shows", func(t *testing.T) {
		navigate(t, phone1, srv.base+"/games/1/phone?lang=en")
		waitFor(t, phone1, `document.querySelector("input.answer") !== null && document.querySelector("legend").textContent.startsWith("Ben")`, 10*time.Second)
		js[bool](t, phone1, `(() => { const i = document.querySelector("input.answer"); i.value = "66612"; i.form.querySelector("button.primary").click(); return true })()`)
		waitFor(t, phone1, `[...document.querySelectorAll(".options button")].some(b => b.textContent.startsWith("Sixes — 18"))`, 10*time.Second)
		noSideways(t, phone1, "the boxes for 66612")
		screenshot(t, phone1, "phone-boxes-360x640-en")
		js[bool](t, phone1, `(() => { [...document.querySelectorAll(".options button")].find(b => b.textContent.startsWith("Sixes")).click(); return true })()`)
		waitFor(t, phone1, `location.search.includes("saved=") && document.getElementById("notice") !== null`, 10*time.Second)
		var sheet struct {
			Players []struct {
				Name    string `json:"name"`
				Columns []struct {
					Boxes map[string]*int `json:"boxes"`
				} `json:"columns"`
			} `json:"players"`
		}
		out := ok(t, db, "sheet", "1", "--json")
		if err := json.Unmarshal([]byte(out), &sheet); err != nil {
			t.Fatal(err)
		}
		if v := sheet.Players[1].Columns[0].Boxes["sixes"]; v == nil || *v != 18 {
			t.Fatalf("scorepad sheet 1 --json: Ben's sixes %v, want 18", v)
		}
		// and /api/games/1 is that JSON, byte for byte
		resp, err := http.Get(srv.base + "/api/games/1")
		if err != nil {
			t.Fatal(err)
		}
		api, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if string(api) != out {
			t.Fatalf("/api/games/1 is not scorepad sheet 1 --json:\n%s\nwant:\n%s", api, out)
		}
	})

	t.Run("a stale form is refused, not applied", func(t *testing.T) {
		navigate(t, phone2, srv.base+"/games/1/phone?lang=en")
		waitFor(t, phone2, `document.querySelector("input.answer") !== null`, 10*time.Second)
		js[bool](t, phone2, `(() => { const i = document.querySelector("input.answer"); i.value = "55555"; i.form.querySelector("button.primary").click(); return true })()`)
		waitFor(t, phone2, `[...document.querySelectorAll(".options button")].some(b => b.textContent.startsWith("Fives"))`, 10*time.Second)
		ok(t, db, "move", "1", "--dice", "11111", "--box", "aces") // the terminal writes first
		waitFor(t, phone2, `!document.getElementById("moved").hidden`, 10*time.Second)
		screenshot(t, phone2, "phone-moved-on-360x640-en")
		js[bool](t, phone2, `(() => { [...document.querySelectorAll(".options button")].find(b => b.textContent.startsWith("Fives")).click(); return true })()`)
		waitFor(t, phone2, `(document.getElementById("notice") || {textContent: ""}).textContent.includes("the game moved on")`, 10*time.Second)
		screenshot(t, phone2, "phone-stale-refused-360x640-en")
		out := ok(t, db, "sheet", "1", "--json")
		if strings.Contains(out, `"fives": 25`) || !strings.Contains(out, `"aces": 5`) {
			t.Fatalf("after the stale form: the terminal's aces 5 kept, no fives 25 wanted:\n%s", out)
		}
	})

	t.Run("a post without the link's secret changes nothing", func(t *testing.T) {
		before := ok(t, db, "sheet", "1", "--json")
		// the table view has no join cookie; phone 1 has one but no token
		for _, c := range []struct {
			d    device
			form string
		}{{tv, `t=x&moves=3&k=input&v=12345`}, {phone1, `moves=3&k=input&v=12345`}} {
			code := js[int](t, c.d, fmt.Sprintf(`fetch("/games/1/play", {method: "POST", headers: {"Content-Type": "application/x-www-form-urlencoded"}, body: %q}).then(r => r.status)`, c.form))
			if code != http.StatusForbidden {
				t.Errorf("%s: POST without the secret: status %d, want 403", c.d.name, code)
			}
		}
		if after := ok(t, db, "sheet", "1", "--json"); after != before {
			t.Fatalf("the game changed:\n%s\nwas:\n%s", after, before)
		}
	})

	t.Run("no sideways scroll, in English and in French", func(t *testing.T) {
		for _, lang := range []string{"en", "fr"} {
			navigate(t, phone1, srv.base+"/games/1/phone?lang="+lang)
			waitFor(t, phone1, `document.getElementById("live") !== null`, 10*time.Second)
			noSideways(t, phone1, "the phone's view "+lang)
			screenshot(t, phone1, "phone-360x640-"+lang)
			for _, g := range []string{"1", "2", "3"} {
				navigate(t, tv, srv.base+"/games/"+g+"?lang="+lang)
				waitFor(t, tv, `document.getElementById("live") !== null`, 10*time.Second)
				noSideways(t, tv, "the table view of game "+g+" "+lang)
				if h := js[[]int](t, tv, `[document.documentElement.scrollHeight, window.innerHeight]`); h[0] > h[1] {
					t.Errorf("the table view of game %s (%s) scrolls down: %d > %d", g, lang, h[0], h[1])
				}
				// and the sheets are whole in their box, not cut
				box := js[[]int](t, tv, `(() => { const b = document.getElementById("sheets"), r = b.getBoundingClientRect(), tr = b.querySelector("table").getBoundingClientRect(); return [Math.round(tr.right), Math.round(r.right) + 1, Math.round(tr.bottom), window.innerHeight] })()`) // a collapsed border may pass its box by half a pixel
				if box[0] > box[1] || box[2] > box[3] {
					t.Errorf("the table view of game %s (%s) cuts its sheets: right %d > %d or bottom %d > %d", g, lang, box[0], box[1], box[2], box[3])
				}
				screenshot(t, tv, "table-game"+g+"-1280x720-"+lang)
			}
		}
		navigate(t, phone2, srv.base+"/games/3/phone?lang=fr")
		waitFor(t, phone2, `document.getElementById("live") !== null`, 10*time.Second)
		noSideways(t, phone2, "a Yam's phone view fr")
		screenshot(t, phone2, "phone-yams-360x640-fr")
	})

	t.Run("a dropped event stream resumes, even across a restart", func(t *testing.T) {
		navigate(t, tv, srv.base+"/games/1?lang=en")
		navigate(t, phone1, srv.base+"/games/1/phone?seat=0&lang=en")
		for _, d := range []device{tv, phone1} {
			waitFor(t, d, `document.getElementById("live") !== null`, 10*time.Second)
		}
		srv.stop()                                                 // Ctrl-C: the streams close
		ok(t, db, "move", "1", "--dice", "22233", "--box", "twos") // while no server runs
		srv = serve(t, db, "127.0.0.1:"+port)                      // the pages reconnect with their last event's ID
		for _, d := range []device{tv, phone1} {
			waitFor(t, d, `(document.querySelector(".last") || {textContent: ""}).textContent.includes("Twos")`, 30*time.Second)
		}
	})
}

// longBrowserTest skips a test of the pages in a real browser outside the
// long suite (SCOREPAD_LONG=1), and where chromium is missing.
func longBrowserTest(t *testing.T) {
	t.Helper()
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check (a real browser): set SCOREPAD_LONG=1")
	}
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("no chromium at %s (the browser tests need it; .ci/run installs it): %v", chromiumPath, err)
	}
}
