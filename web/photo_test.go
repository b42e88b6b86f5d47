package web_test

import (
	"bytes"
	"encoding/json"
	"fmt"
	"image/jpeg"
	"mime/multipart"
	"net/http"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/vision/synth"
)

// The dice read from a photo on the phone (issue 38; web/photo.go): the
// same write checks as a move, the photo's size bounded, a bad file said,
// the dice read answered, and nothing ever saved.

// synthJPEG is the synthetic photo of seed as a JPEG.
func synthJPEG(t testing.TB, seed uint64) []byte {
	t.Helper()
	p := synth.Generate(seed, 640, 480, synth.Options{Dice: 5, Clean: true})
	var b bytes.Buffer
	if err := jpeg.Encode(&b, p.Image, &jpeg.Options{Quality: 90}); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// postPhoto sends photo to the game's photo endpoint with token tok, as
// the script does (JSON asked) when js.
func (f *fixture) postPhoto(c *http.Client, tok string, photo []byte, js bool, query string) (int, string) {
	f.t.Helper()
	var body bytes.Buffer
	mw := multipart.NewWriter(&body)
	for k, v := range map[string]string{"t": tok, "moves": fmt.Sprint(f.moves()), "seat": "-1", "n": "5"} {
		_ = mw.WriteField(k, v)
	}
	fw, _ := mw.CreateFormFile("photo", "dice.jpg")
	_, _ = fw.Write(photo)
	_ = mw.Close()
	req, _ := http.NewRequest("POST", fmt.Sprintf("%s/games/%d/photo%s", f.ts.URL, f.id, query), &body)
	req.Header.Set("Content-Type", mw.FormDataContentType())
	if js {
		req.Header.Set("Accept", "application/json")
	}
	return f.do(c, req)
}

func TestPhotoReadsTheDiceAndSavesNothing(t *testing.T) {
	f := newFixture(t)
	f.expert(noExpert{})
	f.useGame(sheets.Penta, "Ana", "Ben")
	c := f.client(true)
	tok := f.token(c)
	if _, body := f.get(c, fmt.Sprintf("/games/%d/phone", f.id)); !strings.Contains(body, `capture="environment"`) || !strings.Contains(body, "Read the dice from a photo") {
		t.Fatalf("no camera button on the keypad:\n%s", body)
	}
	if _, body := f.get(c, fmt.Sprintf("/games/%d/phone?lang=fr", f.id)); !strings.Contains(body, "Lire les dés sur une photo") {
		t.Fatal("no camera button in French")
	}

	code, body := f.postPhoto(c, tok, synthJPEG(t, 3), true, "")
	var a struct {
		Dice  []int `json:"dice"`
		Sure  bool  `json:"sure"`
		Found []struct {
			X, Y, W, H int
			Sure       bool
		} `json:"found"`
		Size struct{ W, H int } `json:"size"`
	}
	if err := json.Unmarshal([]byte(body), &a); code != 200 || err != nil {
		t.Fatalf("photo: %d %v:\n%s", code, err, body)
	}
	if fmt.Sprint(a.Dice) != "[1 5 3 3 5]" || !a.Sure || len(a.Found) != 5 || a.Size.W != 640 || a.Size.H != 480 {
		t.Errorf("photo read as %+v", a)
	}
	if f.moves() != 0 {
		t.Fatal("reading a photo saved a move")
	}

	// an unsure photo: said, the problems in words
	_, body = f.postPhoto(c, tok, synthJPEG(t, 1), true, "?lang=fr")
	if !strings.Contains(body, `"sure":false`) || strings.Contains(body, `"problems":[]`) {
		t.Errorf("unsure photo:\n%s", body)
	}

	// without JavaScript: the phone page, the dice typed in the field
	code, body = f.postPhoto(c, tok, synthJPEG(t, 3), false, "?lang=en")
	if code != 200 || !strings.Contains(body, `value="15335"`) || !strings.Contains(body, "Dice read from the photo") {
		t.Errorf("photo without JavaScript: %d\n%s", code, body)
	}

	for _, bad := range []struct {
		what  string
		c     *http.Client
		tok   string
		photo []byte
		want  int
		says  string
	}{
		{"not joined", f.client(false), tok, synthJPEG(t, 3), 403, "join link"},
		{"wrong token", c, "nope", synthJPEG(t, 3), 403, "token"},
		{"not an image", c, tok, []byte("hello, not a photo"), 422, "not a photo"},
		{"empty", c, tok, nil, 422, "empty"},
		{"truncated", c, tok, synthJPEG(t, 3)[:4000], 422, "photo"},
		{"too large", c, tok, bytes.Repeat([]byte{0xff}, 17<<20), 413, "16 MB"},
	} {
		code, body := f.postPhoto(bad.c, bad.tok, bad.photo, true, "?lang=en")
		if code != bad.want || !strings.Contains(body, bad.says) {
			t.Errorf("%s: %d, want %d saying %q:\n%.400s", bad.what, code, bad.want, bad.says, body)
		}
	}
	if code, body := f.postPhoto(c, tok, []byte("x"), true, "?lang=fr"); code != 422 || !strings.Contains(body, "pas une photo") {
		t.Errorf("not an image in French: %d %s", code, body)
	}
	f.srv.ReadOnly = true
	if code, _ := f.postPhoto(c, tok, synthJPEG(t, 3), true, ""); code != 403 {
		t.Errorf("read-only: %d, want 403", code)
	}
	f.srv.ReadOnly = false
	if f.moves() != 0 {
		t.Fatal("a photo saved a move")
	}
}
