package cmd_test

import (
	"context"
	"encoding/json"
	"fmt"
	"math/rand"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Real dice from phones (issue 37, web/keypad.go): two phones (390×844,
// each its own browser context) that opened the table's link and a
// television watching the table view play a whole game of each kind, the
// game started from a phone's /new and every move entered with the dice
// keypad — faces tapped, a die corrected, the dice set aside ticked at
// 5000, Sackson's split tapped — and the television shows the final
// totals of scorepad sheet --json. With SCOREPAD_SHOTS=DIR the keypads of
// Penta, 5000 and Sackson are photographed at 360×640 and 1280×720 in both
// languages.
func TestRealDiceGamesFromPhones(t *testing.T) {
	longBrowserTest(t)
	db := filepath.Join(t.TempDir(), "s.db")
	ok(t, db, "new", "penta", "--players", "Ana,Ben") // game 1: serve prints its join link
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
	var phones [2]device
	for i, name := range []string{"Ana's phone", "Ben's phone"} {
		ctx, cancel := chromedp.NewContext(browser, chromedp.WithNewBrowserContext())
		defer cancel()
		phones[i] = device{name, ctx}
		if err := chromedp.Do(ctx, chromedp.EmulateViewport(390, 844, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)); err != nil {
			t.Fatal(err)
		}
		navigate(t, phones[i], tableLink+"&lang=en")
		waitFor(t, phones[i], `location.pathname === "/"`, 10*time.Second)
	}
	p := &dicePlay{t: t, base: srv.base, phones: phones, rnd: rand.New(rand.NewSource(37))}

	for i, kind := range []string{"penta", "yams", "5000", "sackson"} {
		id := i + 2
		t.Run(kind, func(t *testing.T) {
			p.t = t
			p.start(kind, id)
			navigate(t, tv, fmt.Sprintf("%s/games/%d?lang=en", srv.base, id))
			waitFor(t, tv, `document.getElementById("live") !== null`, 10*time.Second)
			switch kind {
			case "5000":
				p.fiveGame(id)
			case "sackson":
				p.sacksonGame(id)
			default:
				p.boxGame(id)
			}
			var sheet struct {
				Finished bool     `json:"finished"`
				Winners  []string `json:"winners"`
				Players  []struct {
					Name  string `json:"name"`
					Total int    `json:"total"`
				} `json:"players"`
			}
			if err := json.Unmarshal([]byte(ok(t, db, "sheet", strconv.Itoa(id), "--json")), &sheet); err != nil || !sheet.Finished || len(sheet.Winners) == 0 {
				t.Fatalf("scorepad sheet %d --json: finished %v, winners %v (%v)", id, sheet.Finished, sheet.Winners, err)
			}
			// the television, live, shows each final total and the winner
			for _, pl := range sheet.Players {
				star := ""
				for _, w := range sheet.Winners {
					if w == pl.Name {
						star = "★ "
					}
				}
				waitFor(t, tv, fmt.Sprintf(`[...document.querySelectorAll("ol.totals li")].some(li =>
					li.querySelector(".name").innerText.trim() === %q && li.querySelector(".total").innerText.replace(/\D/g, "").replace(/^0+(?=\d)/, "") === %q)`,
					star+pl.Name, strconv.Itoa(abs(pl.Total))), 10*time.Second)
			}
		})
		if t.Failed() {
			return
		}
	}

	if dir := os.Getenv("SCOREPAD_SHOTS"); dir != "" {
		p.t = t
		p.shots(db, dir)
	}
}

func abs(n int) int {
	if n < 0 {
		return -n
	}
	return n
}

// dicePlay is the table playing: two phones, Ana's and Ben's.
type dicePlay struct {
	t      *testing.T
	base   string
	phones [2]device
	rnd    *rand.Rand
	moves  int // the moves of the game in play
}

// submit runs script (which sends the form) on d and waits for the page
// that answers it.
func (p *dicePlay) submit(d device, script string) {
	p.t.Helper()
	js[bool](p.t, d, `(() => { window.__before = true; `+script+`; return true })()`)
	waitFor(p.t, d, `window.__before === undefined && document.readyState === "complete"`, 20*time.Second)
}

// start starts game id of kind from Ana's phone's /new, Ana and Ben with
// real dice, and opens it on both phones, each on its player's sheet.
func (p *dicePlay) start(kind string, id int) {
	t, a := p.t, p.phones[0]
	navigate(t, a, p.base+"/new?kind="+kind+"&lang=en")
	waitFor(t, a, `document.querySelector("form.newgame") !== null`, 10*time.Second)
	p.submit(a, `const names = document.querySelectorAll("input[name=name]");
		names[0].value = "Ana"; names[1].value = "Ben";
		const real = document.querySelector("input[name=dice][value=real]"); if (real) { real.checked = true };
		document.querySelector("form.newgame button[type=submit]").click()`)
	if path := js[string](t, a, `location.pathname`); path != fmt.Sprintf("/games/%d/phone", id) {
		t.Fatalf("/new started no game %d: at %s\n%s", id, path, js[string](t, a, `document.body.innerText`))
	}
	for seat, d := range p.phones {
		navigate(t, d, fmt.Sprintf("%s/games/%d/phone?seat=%d&lang=en", p.base, id, seat))
	}
	p.moves = 0
}

// ready waits until d shows the form of the position after p.moves moves,
// or the game over; it returns false at the end of the game.
func (p *dicePlay) ready(d device) bool {
	p.t.Helper()
	waitFor(p.t, d, fmt.Sprintf(`document.querySelector(".noentry") !== null ||
		(document.querySelector("#entry-form input[name=moves]") || {}).value === "%d"`, p.moves), 20*time.Second)
	return js[bool](p.t, d, `document.querySelector("#entry-form") !== null`)
}

// tapDice enters dice on d's keypad (which must want exactly that many),
// checking that the form is sent only once the count is right; with
// correct, the second die is first entered wrong and corrected by tapping
// it.
func (p *dicePlay) tapDice(d device, dice string, correct bool) {
	t := p.t
	t.Helper()
	waitFor(t, d, fmt.Sprintf(`(k => k && !k.hidden && k.dataset.count === "%d")(document.querySelector(".keypad"))`, len(dice)), 10*time.Second)
	tap := func(f byte) {
		js[bool](t, d, fmt.Sprintf(`(() => { document.querySelector('.kp-face[data-face="%c"]').click(); return true })()`, f))
	}
	for i := 0; i < len(dice); i++ {
		if js[string](t, d, `document.querySelector("#entry-form button.primary").getAttribute("aria-disabled")`) != "true" {
			t.Fatalf("%s: OK enabled with %d dice of %d", d.name, i, len(dice))
		}
		if i == 2 { // OK now: not sent, nothing is sent but the dice the question takes
			sent := js[bool](t, d, `(() => { const f = document.getElementById("entry-form"); let sent = true;
				const seen = e => { sent = !e.defaultPrevented }; f.addEventListener("submit", seen);
				f.querySelector("button.primary").click(); f.removeEventListener("submit", seen); return sent })()`)
			if sent {
				t.Fatalf("%s: OK sent the form with %d dice of %d", d.name, i, len(dice))
			}
		}
		if correct && i == 1 {
			wrong := byte('1' + (dice[1]-'1'+3)%6)
			tap(wrong)
			js[bool](t, d, `(() => { document.querySelectorAll(".kp-row .kp-die")[1].click(); return true })()`)
			if got := js[string](t, d, `document.querySelectorAll(".kp-row .kp-die")[1].getAttribute("aria-pressed")`); got != "true" {
				t.Fatalf("%s: the die tapped to correct it is not marked (aria-pressed %s)", d.name, got)
			}
		}
		tap(dice[i])
		if correct && i == 1 {
			correct = false
		}
	}
	got := js[[]string](t, d, `[document.querySelector("input.answer").value, document.querySelector(".kp-said").textContent,
		String(document.querySelector("#entry-form button.primary").getAttribute("aria-disabled") === "true"), String(document.querySelectorAll(".kp-row .kp-die").length)]`)
	if got[0] != dice || !strings.Contains(got[1], fmt.Sprintf("%d of %d", len(dice), len(dice))) || got[2] != "false" || got[3] != strconv.Itoa(len(dice)) {
		t.Fatalf("%s: after tapping %s: field %q, said %q, OK disabled %s, %s dice drawn", d.name, dice, got[0], got[1], got[2], got[3])
	}
}

// roll is n random faces.
func (p *dicePlay) roll(n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('1' + p.rnd.Intn(6))
	}
	return string(b)
}

// boxGame plays Penta or Yam's to the end: each player's dice on their
// own phone, the box the list puts first (a sacrifice confirmed); the
// first turn asks the hint and corrects a die.
func (p *dicePlay) boxGame(id int) {
	t := p.t
	for turn := 0; ; turn++ {
		d := p.phones[turn%2]
		if !p.ready(d) {
			break
		}
		p.tapDice(d, p.roll(5), turn == 0)
		p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
		waitFor(t, d, `document.querySelector("legend").innerText.includes("which box?")`, 10*time.Second)
		if js[int](t, d, `document.querySelectorAll(".kp-rolled svg.die").length`) != 5 {
			t.Fatalf("%s: the box list does not draw the five dice", d.name)
		}
		if turn == 0 {
			p.submit(d, `document.querySelector('button[name=v][value=hint]').click()`)
			waitFor(t, d, `(h => h && /expected final total/.test(h.innerText))(document.querySelector("pre.hint"))`, 60*time.Second)
		}
		p.submit(d, `(document.querySelector(".options button.default") || document.querySelector(".options button[name=v]")).click()`)
		if js[bool](t, d, `document.querySelector("button[name=v][value=yes]") !== null`) { // a sacrifice (P4), confirmed as the terminal asks
			if !js[bool](t, d, `document.querySelector("legend").innerText.startsWith("Sacrifice")`) {
				t.Fatalf("%s: a Yes asked without the sacrifice's question", d.name)
			}
			p.submit(d, `document.querySelector("button[name=v][value=yes]").click()`)
		}
		p.moves++
		if got := js[string](t, d, `location.search`); !strings.Contains(got, "saved=") {
			t.Fatalf("%s: turn %d not saved: at %s\n%s", d.name, turn+1, got, js[string](t, d, `document.body.innerText`))
		}
	}
}

// tick sets 5000's dice to set aside on d: those at the positions pos
// ticked, the others not, by tapping the drawn dice.
func (p *dicePlay) tick(d device, pos ...int) {
	p.t.Helper()
	want, _ := json.Marshal(pos)
	js[bool](p.t, d, `(() => { const want = `+string(want)+`;
		document.querySelectorAll(".kp-pick").forEach((l, i) => { if (l.querySelector("input").checked !== want.includes(i)) { l.click() } });
		return true })()`)
}

// fiveGame plays a 5000 game: Ana sets aside three 1s, then the 1 and
// two 5s of three dice (all six aside) and banks 1200 each turn; Ben
// opens with three 5s once and busts otherwise; Ana's first set-aside is
// refused first (a 2 does not score, C4), the refusal linked to its rule.
func (p *dicePlay) fiveGame(id int) {
	t := p.t
	for turn := 0; ; turn++ {
		seat := turn % 2
		d := p.phones[seat]
		if !p.ready(d) {
			break
		}
		p.submit(d, `document.querySelector("button[name=v][value=throws]").click()`)
		switch {
		case seat == 0:
			p.tapDice(d, "111234", turn == 0)
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			if turn == 0 {
				p.tick(d, 0, 3)
				p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
				if !js[bool](t, d, `(a => a !== null && a.getAttribute("href") === "/rules/C4")(document.querySelector("p.refused a.rule"))`) {
					t.Fatalf("%s: the refused set-aside is not linked to /rules/C4:\n%s", d.name, js[string](t, d, `document.getElementById("entry").innerHTML`))
				}
			}
			p.tick(d, 0, 1, 2)
			if got := js[string](t, d, `document.querySelector(".kp-live").textContent`); got != "+1000 → turn 1000" {
				t.Errorf("%s: three 1s ticked: the line under them says %q, want the terminal's +1000 → turn 1000", d.name, got)
			}
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			p.submit(d, `document.querySelector("button[name=v][value=throw]").click()`)
			p.tapDice(d, "155", false)
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			p.tick(d, 0, 1, 2)
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			if !js[bool](t, d, `document.body.innerText.includes("C4")`) {
				t.Errorf("%s: six dice set aside: the hot dice (C4) are not said", d.name)
			}
			p.submit(d, `document.querySelector("button[name=v][value=stop]").click()`)
		case turn == 1:
			p.tapDice(d, "555234", false)
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			p.tick(d, 0, 1, 2)
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			p.submit(d, `document.querySelector("button[name=v][value=stop]").click()`)
		default:
			p.tapDice(d, "223466", false) // no 1, no 5: a bust (C2), saved at once
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
		}
		p.moves++
		if got := js[string](t, d, `location.search`); !strings.Contains(got, "saved=") {
			t.Fatalf("%s: turn %d not saved: at %s\n%s", d.name, turn+1, got, js[string](t, d, `document.body.innerText`))
		}
	}
	if p.moves != 9 {
		t.Errorf("the 5000 game took %d turns, want 9 (Ana's fifth 1200 reaches 5000)", p.moves)
	}
}

// sacksonGame plays a Sackson game, each round on one phone (the round is
// one form: the shared throw entered once, then each player's split,
// the phone passed round), the phones taking turns: every throw holds a
// 3, tapped as the fifth die, the others tapped into pairs, so that both
// players' track of 3 ends the game after nine rounds.
func (p *dicePlay) sacksonGame(id int) {
	t := p.t
	for round := 0; ; round++ {
		d := p.phones[round%2]
		if !p.ready(d) {
			break
		}
		throw := []byte(p.roll(5))
		throw[p.rnd.Intn(5)] = '3'
		p.tapDice(d, string(throw), round == 0)
		p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
		for _, name := range []string{"Ana", "Ben"} {
			waitFor(t, d, fmt.Sprintf(`document.querySelector("legend").innerText.startsWith(%q) && !document.querySelector(".kp-split").hidden`, name+": split"), 10*time.Second)
			fifth := strings.IndexByte(string(throw), '3')
			var pairs []int
			for i := range throw {
				if i != fifth {
					pairs = append(pairs, i)
				}
			}
			if name == "Ben" { // the other pairing: the second pair first
				pairs = []int{pairs[2], pairs[3], pairs[0], pairs[1]}
			}
			for n, i := range pairs {
				if n == 3 && js[bool](t, d, `!document.querySelector(".kp-take").disabled`) {
					t.Fatalf("%s: the split can be taken with three dice tapped", d.name)
				}
				js[bool](t, d, fmt.Sprintf(`(() => { document.querySelectorAll(".kp-sdie")[%d].click(); return true })()`, i))
			}
			if !js[bool](t, d, fmt.Sprintf(`document.querySelectorAll(".kp-sdie")[%d].classList.contains("fifth") && !document.querySelector(".kp-take").disabled`, fifth)) {
				t.Fatalf("%s: %s's split of %s tapped: no legal split taken, the 3 not the fifth:\n%s", d.name, name, throw, js[string](t, d, `document.getElementById("entry").innerText`))
			}
			if v := js[string](t, d, `document.querySelector(".kp-take").value`); !strings.HasSuffix(v, "/3") {
				t.Fatalf("%s: the split tapped is %q, want the 3 as fifth", d.name, v)
			}
			p.submit(d, `document.querySelector(".kp-take").click()`)
		}
		p.moves++
		if got := js[string](t, d, `location.search`); !strings.Contains(got, "saved=") {
			t.Fatalf("%s: round %d not saved: at %s\n%s", d.name, round+1, got, js[string](t, d, `document.body.innerText`))
		}
	}
	if p.moves != 9 {
		t.Errorf("the Sackson game took %d rounds, want 9 (the track of 3 opened, then 8 checks)", p.moves)
	}
}

// shots photographs the keypads of new games of Penta, 5000 and Sackson
// on Ana's phone at 360×640 and 1280×720 in both languages.
func (p *dicePlay) shots(db, dir string) {
	t, d := p.t, p.phones[0]
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	ids := map[string]string{}
	for _, k := range []string{"penta", "5000", "sackson"} {
		out := ok(t, db, "new", k, "--players", "Ana,Ben", "--json")
		var g struct {
			Game int `json:"game"`
		}
		if err := json.Unmarshal([]byte(out), &g); err != nil {
			t.Fatalf("new %s --json: %v: %s", k, err, out)
		}
		ids[k] = strconv.Itoa(g.Game)
	}
	shot := func(name string) {
		t.Helper()
		noSideways(t, d, name)
		png, err := chromedp.Run(d.ctx, chromedp.FullScreenshot(100))
		if err != nil {
			t.Fatalf("screenshot: %v", err)
		}
		if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, size := range []struct {
		name   string
		w, h   int64
		mobile bool
	}{{"360x640", 360, 640, true}, {"1280x720", 1280, 720, false}} {
		vp := []chromedp.EmulateViewportOption{}
		if size.mobile {
			vp = append(vp, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)
		}
		if err := chromedp.Do(d.ctx, chromedp.EmulateViewport(size.w, size.h, vp...)); err != nil {
			t.Fatal(err)
		}
		for _, l := range []string{"en", "fr"} {
			open := func(k string) {
				navigate(t, d, fmt.Sprintf("%s/games/%s/phone?lang=%s", p.base, ids[k], l))
				if k == "5000" {
					waitFor(t, d, `document.querySelector("button[name=v][value=throws]") !== null`, 10*time.Second)
					p.submit(d, `document.querySelector("button[name=v][value=throws]").click()`)
				}
				waitFor(t, d, `(k => k && !k.hidden)(document.querySelector(".keypad"))`, 10*time.Second)
			}
			tap := func(dice string) {
				for _, f := range []byte(dice) {
					js[bool](t, d, fmt.Sprintf(`(() => { document.querySelector('.kp-face[data-face="%c"]').click(); return true })()`, f))
				}
			}
			open("penta")
			tap("663")
			js[bool](t, d, `(() => { document.querySelectorAll(".kp-row .kp-die")[1].click(); return true })()`) // a die being corrected
			shot(fmt.Sprintf("keypad-penta-%s-%s", size.name, l))
			tap("215") // the die corrected, then two more
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			p.submit(d, `document.querySelector('button[name=v][value=hint]').click()`)
			waitFor(t, d, `document.querySelector("pre.hint") !== null`, 60*time.Second)
			shot(fmt.Sprintf("keypad-penta-hint-%s-%s", size.name, l))
			open("5000")
			tap("115234")
			shot(fmt.Sprintf("keypad-5000-%s-%s", size.name, l))
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			p.tick(d, 0, 1, 2)
			shot(fmt.Sprintf("keypad-5000-setaside-%s-%s", size.name, l))
			p.tick(d, 0, 3)
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			shot(fmt.Sprintf("keypad-5000-refused-%s-%s", size.name, l))
			open("sackson")
			tap("31256")
			p.submit(d, `document.querySelector("#entry-form button.primary").click()`)
			waitFor(t, d, `!document.querySelector(".kp-split").hidden`, 10*time.Second)
			for _, i := range []int{1, 2, 3, 4} { // the 3 left: the fifth die
				js[bool](t, d, fmt.Sprintf(`(() => { document.querySelectorAll(".kp-sdie")[%d].click(); return true })()`, i))
			}
			shot(fmt.Sprintf("keypad-sackson-%s-%s", size.name, l))
		}
	}
}
