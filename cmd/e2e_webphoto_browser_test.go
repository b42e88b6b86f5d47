package cmd_test

import (
	"bytes"
	"context"
	"fmt"
	"image/jpeg"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/scorepad/scorepad/vision/synth"
)

// The dice read from a photo on the phone (issue 38 item 4, web/photo.go):
// a photo chosen in the keypad's file input is read on the server, the dice
// appear in the keypad with each die outlined on the photo (the unsure ones
// dashed and said), nothing saved; a die corrected on the keypad, OK, and
// the move is saved with the corrected dice. The pages are photographed at
// 360×640 and 1280×720 in both languages into /tmp/camera-shots.
func TestDiceFromAPhotoOnThePhone(t *testing.T) {
	longBrowserTest(t)
	db := filepath.Join(t.TempDir(), "s.db")
	ok(t, db, "new", "penta", "--players", "Ana,Ben")
	srv := serve(t, db, "127.0.0.1:0")
	photo := func(seed uint64) string {
		p := synth.Generate(seed, 640, 480, synth.Options{Dice: 5, Clean: true})
		var b bytes.Buffer
		if err := jpeg.Encode(&b, p.Image, &jpeg.Options{Quality: 90}); err != nil {
			t.Fatal(err)
		}
		path := filepath.Join(t.TempDir(), fmt.Sprintf("dice-%d.jpg", seed))
		if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
		return path
	}
	sure, unsure := photo(3), photo(1) // read 1 5 3 3 5, sure; and a reading with problems

	opts := append(chromedp.DefaultExecAllocatorOptions[:], chromedp.ExecPath(chromiumPath), chromedp.NoSandbox,
		chromedp.Flag("disable-background-networking", true), chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true), chromedp.Flag("no-first-run", true), chromedp.Flag("disable-gpu", true))
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	defer cancelAlloc()
	browser, cancelBrowser := chromedp.NewContext(alloc)
	defer cancelBrowser()
	if err := chromedp.Do(browser); err != nil {
		t.Fatalf("chromium: %v", err)
	}
	phone := device{"the phone", browser}
	if err := chromedp.Do(phone.ctx, chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)); err != nil {
		t.Fatal(err)
	}
	navigate(t, phone, srv.join)
	const ready = `document.querySelector(".keypad:not([hidden])") !== null && document.querySelector(".kp-photo[data-on] input[type=file]") !== null`
	upload := func(path string) {
		t.Helper()
		if _, err := chromedp.Run(phone.ctx, chromedp.SetUploadFiles(`.kp-photo input[type=file]`, []string{path})); err != nil {
			t.Fatalf("upload: %v", err)
		}
	}
	eval := func(expr string) string {
		t.Helper()
		v, err := chromedp.Run(phone.ctx, chromedp.Evaluate[string](expr))
		if err != nil {
			t.Fatalf("%s: %v", expr, err)
		}
		return v
	}
	moves := func() string {
		t.Helper()
		return strings.TrimSpace(ok(t, db, "sheet", "1", "--json"))
	}
	before := moves()

	// the screenshots: an unsure reading, both languages, both sizes
	dir := "/tmp/camera-shots"
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for _, size := range []struct {
		name string
		w, h int64
	}{{"360x640", 360, 640}, {"1280x720", 1280, 720}} {
		if err := chromedp.Do(phone.ctx, chromedp.EmulateViewport(size.w, size.h)); err != nil {
			t.Fatal(err)
		}
		for _, lang := range []string{"en", "fr"} {
			navigate(t, phone, srv.base+"/games/1/phone?lang="+lang)
			waitFor(t, phone, ready, 10*time.Second)
			upload(unsure)
			waitFor(t, phone, `document.querySelectorAll(".kp-box").length > 0 && document.querySelector(".kp-photo-said .unsure") !== null && document.querySelector(".kp-shot img").complete`, 20*time.Second)
			if n := eval(`String(document.querySelectorAll(".kp-box.unsure").length)`); n == "0" {
				t.Errorf("%s %s: no unsure die marked on the photo", size.name, lang)
			}
			noSideways(t, phone, size.name+" "+lang)
			png, err := chromedp.Run(phone.ctx, chromedp.FullScreenshot(100))
			if err != nil {
				t.Fatal(err)
			}
			name := filepath.Join(dir, fmt.Sprintf("photo-unsure-%s-%s.png", size.name, lang))
			if err := os.WriteFile(name, png, 0o644); err != nil {
				t.Fatal(err)
			}
			t.Logf("screenshot %s", name)
		}
	}
	if err := chromedp.Do(phone.ctx, chromedp.EmulateViewport(360, 640, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait)); err != nil {
		t.Fatal(err)
	}

	// the sure photo: the dice pre-filled, nothing saved
	navigate(t, phone, srv.base+"/games/1/phone?lang=en")
	waitFor(t, phone, ready, 10*time.Second)
	upload(sure)
	waitFor(t, phone, `document.querySelector("#entry-form input.answer").value === "15335" && document.querySelectorAll(".kp-row .kp-die").length === 5 && document.querySelectorAll(".kp-box").length === 5`, 20*time.Second)
	if n := eval(`String(document.querySelectorAll(".kp-box.unsure").length)`); n != "0" {
		t.Errorf("a sure reading shows %s unsure dice", n)
	}
	if moves() != before {
		t.Fatal("the photo read saved something")
	}
	png, _ := chromedp.Run(phone.ctx, chromedp.FullScreenshot(100))
	_ = os.WriteFile(filepath.Join(dir, "photo-sure-360x640-en.png"), png, 0o644)

	// a tap on the first die outlined selects it in the keypad; a 6 corrects it
	eval(`(document.querySelector(".kp-shot .kp-box").click(), "")`)
	waitFor(t, phone, `document.querySelector(".kp-row .kp-die.changing") !== null`, 5*time.Second)
	eval(`(document.querySelector('.kp-face[data-face="6"]').click(), "")`)
	waitFor(t, phone, `document.querySelector("#entry-form input.answer").value === "65335"`, 5*time.Second)
	if moves() != before {
		t.Fatal("a correction saved something")
	}
	// OK, then the box (the dialogue's default) until the move is saved
	eval(`(document.querySelector("#entry-form button.primary").click(), "")`)
	for i := 0; i < 4 && moves() == before; i++ {
		waitFor(t, phone, `document.readyState === "complete" && document.querySelector("#entry-form") !== null`, 10*time.Second)
		if eval(`document.querySelector("#notice") ? "saved" : ""`) == "saved" {
			break
		}
		eval(`(document.querySelector("#entry-form .options button.default, #entry-form .options button").click(), "")`)
	}
	waitFor(t, phone, `document.querySelector("#notice") !== null`, 10*time.Second)
	after := moves()
	if after == before {
		t.Fatal("OK saved no move")
	}
	notice := eval(`document.querySelector("#notice").innerText`)
	t.Logf("saved: %s", notice)
	// read 1 5 3 3 5, the 1 corrected to a 6: Aces (the default box) scores 0, not 1
	if !strings.Contains(notice, "Aces — 0") || !strings.Contains(notice, "no 1 in the throw") {
		t.Errorf("the move saved is not the corrected dice 6 5 3 3 5: %q", notice)
	}
	png, _ = chromedp.Run(phone.ctx, chromedp.FullScreenshot(100))
	_ = os.WriteFile(filepath.Join(dir, "photo-saved-360x640-en.png"), png, 0o644)
}
