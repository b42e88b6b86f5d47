package cmd_test

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// The family's app in a real browser (issue 37): a phone that opened the
// table's link starts a game of each kind from the /new form, at 360×640,
// and each shows on the home page open in another browser context (the
// television), live. With SCOREPAD_SHOTS=DIR, the pages /new, /check and
// /rules are photographed there at 360×640 and 1280×720 in both languages.
func TestStartEveryKindFromAPhone(t *testing.T) {
	longBrowserTest(t)
	db := filepath.Join(t.TempDir(), "s.db")
	ok(t, db, "new", "penta", "--players", "Ana,Ben") // the family: Ana and Ben are offered
	srv := serve(t, db, "127.0.0.1:0")
	m := regexp.MustCompile(`(?m)^\s+(http://127\.0\.0\.1:\d+/table\?k=\S+)$`).FindStringSubmatch(srv.out.String())
	if m == nil {
		t.Fatalf("serve printed no table link:\n%s", srv.out.String())
	}
	tableLink := m[1]

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromiumPath), chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-quic", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
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
	pctx, cancelPhone := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
	defer cancelPhone()
	phone := device{"the phone", pctx}
	if err := chromedp.Do(phone.ctx, chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)); err != nil {
		t.Fatal(err)
	}
	navigate(t, tv, srv.base+"/?lang=en")
	waitFor(t, tv, `document.getElementById("live") !== null`, 10*time.Second)

	// without the table's link the phone is shown no form
	navigate(t, phone, srv.base+"/new?kind=penta&lang=en")
	waitFor(t, phone, `document.querySelector("form.newgame") === null && document.body.innerText.includes("open the table's link")`, 10*time.Second)
	navigate(t, phone, tableLink)
	waitFor(t, phone, `location.pathname === "/" && document.querySelector("a[href='/new']") !== null`, 10*time.Second)

	for i, c := range []struct {
		kind, fill string // fill: the script that fills the form
		players    string // as the home page lists them
	}{
		{"penta", `seat(0, "Ana"); name(1, "Zoé")`, "Ana, Zoé"},
		{"yams", `seat(0, "Ben"); seat(1, "robot:expert"); name(2, "Cléo"); pick("f-columns", "francaise"); pick("f-full", "25+sum"); document.querySelector("input[name=plus-minus]").checked = true; document.querySelector("input[name=dice][value=digital]").checked = true`, "Ben, robot:expert, Cléo"},
		{"5000", `name(0, "Dom"); name(1, "Éloïse"); pick("f-bust-rule", "nothing-scores")`, "Dom, Éloïse"},
		{"sackson", `name(0, "Fanny"); seat(1, "robot:normal"); pick("f-penalty", "150")`, "Fanny, robot:normal"},
	} {
		t.Run(c.kind, func(t *testing.T) {
			navigate(t, phone, srv.base+"/new?kind="+c.kind+"&lang=en")
			waitFor(t, phone, `document.querySelector("form.newgame") !== null`, 10*time.Second)
			noSideways(t, phone, "/new?kind="+c.kind)
			js[bool](t, phone, `(() => {
				const seat = (i, v) => { document.querySelectorAll("select[name=seat]")[i].value = v };
				const name = (i, v) => { document.querySelectorAll("input[name=name]")[i].value = v };
				const pick = (id, v) => { document.getElementById(id).value = v };
				`+c.fill+`;
				document.querySelector("form.newgame button[type=submit]").click();
				return true })()`)
			want := fmt.Sprintf("/games/%d/phone", i+2)
			waitFor(t, phone, fmt.Sprintf(`location.pathname === %q`, want), 10*time.Second)
			// and the television's home page shows it, without a reload
			waitFor(t, tv, fmt.Sprintf(`document.getElementById("live").innerText.includes(%q)`, c.players), 10*time.Second)
		})
	}
	out := ok(t, db, "games", "--json")
	for _, frag := range []string{`"Zoé"`, `"robot:expert"`, `"Éloïse"`, `"Fanny"`} {
		if !strings.Contains(out, frag) {
			t.Errorf("scorepad games --json lacks %s:\n%s", frag, out)
		}
	}

	dir := os.Getenv("SCOREPAD_SHOTS")
	if dir == "" {
		return
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	shot := func(d device, name string) {
		png, err := chromedp.Run(d.ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("%s: screenshot: %v", d.name, err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	navigate(t, tv, tableLink)
	ok(t, db, "move", "2", "--dice", "44412", "--box", "fours") // something to undo
	for _, lang := range []string{"en", "fr"} {
		for _, p := range []struct{ name, path string }{
			{"new-yams", "/new?kind=yams"}, {"check", "/check?game=yams"}, {"check-verdict", "/check?game=penta&a=44444&a=&k=input&v="},
			{"rules", "/rules"}, {"rule-P7", "/rules/P7"}, {"manage", "/games/2/manage?do=undo"}, {"home", "/"},
		} {
			for _, d := range []struct {
				dev  device
				size string
			}{{phone, "360x640"}, {tv, "1280x720"}} {
				sep := "?"
				if strings.Contains(p.path, "?") {
					sep = "&"
				}
				navigate(t, d.dev, srv.base+p.path+sep+"lang="+lang)
				waitFor(t, d.dev, `document.readyState === "complete"`, 10*time.Second)
				noSideways(t, d.dev, p.path+" "+lang)
				shot(d.dev, fmt.Sprintf("%s-%s-%s", p.name, d.size, lang))
			}
		}
	}
}
