package cmd_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"testing"
)

// The advisor's commands on the built binary. The Penta table is solved
// once into a cache folder shared by these tests.

var (
	cacheOnce sync.Once
	cacheDir  string
)

func sharedCache(t *testing.T) string {
	cacheOnce.Do(func() {
		cacheDir = filepath.Join(tmpRoot, "cache") // removed by TestMain
	})
	return cacheDir
}

// reviewOut is review --json (README: the JSON output).
type reviewOut struct {
	Measure   string
	Decisions []struct {
		Move                           int
		Player, Decision, Chosen, Best string
		Loss                           float64
	}
	Players []struct {
		Name      string
		Loss      float64
		Decisions int
	}
}

// reviewOf runs review ID --json.
func reviewOf(t *testing.T, db, id string) reviewOut {
	t.Helper()
	var rev reviewOut
	decode(t, spc(t, db, "review", id, "--json").out, &rev)
	return rev
}

func spc(t *testing.T, db string, args ...string) result {
	t.Helper()
	return run(t, db, args, "SCOREPAD_CACHE="+sharedCache(t))
}

func TestSolveCachesAndRejectsDamage(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	cache := t.TempDir()
	var s struct {
		Expected float64
		States   int
		Seconds  float64
		Cached   bool
	}
	r := run(t, db, []string{"solve", "penta", "--json"}, "SCOREPAD_CACHE="+cache)
	decode(t, r.out, &s)
	if s.Cached || s.States != 536320 || s.Expected < 254.4848 || s.Expected > 254.4849 {
		t.Fatalf("first solve: %+v %s", s, r.err)
	}
	r = run(t, db, []string{"solve", "penta", "--json"}, "SCOREPAD_CACHE="+cache)
	decode(t, r.out, &s)
	if !s.Cached || s.Expected < 254.4848 {
		t.Fatalf("second solve must load the cache: %+v", s)
	}
	files, _ := filepath.Glob(filepath.Join(cache, "*.tab"))
	if len(files) != 1 {
		t.Fatalf("cache files %v", files)
	}
	data, _ := os.ReadFile(files[0])
	data[len(data)/3] ^= 0x40
	os.WriteFile(files[0], data, 0o644)
	r = run(t, db, []string{"solve", "penta", "--json"}, "SCOREPAD_CACHE="+cache)
	decode(t, r.out, &s)
	if s.Cached || s.Expected < 254.4848 || s.Expected > 254.4849 {
		t.Fatalf("a damaged cache must be recomputed, never trusted: %+v", s)
	}
}

func TestHintContract(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var h struct {
		Action       string
		Keep         string
		Column       string
		Box          string
		Expected     float64
		Alternatives []struct {
			Keep     *string
			Box      string
			Column   string
			Expected float64
		}
	}
	r := spc(t, db, "hint", "penta", "--sheet", "penta=50,fours=12", "--dice", "44444", "--rolls-left", "0", "--json")
	decode(t, r.out, &h)
	if h.Action != "box" || h.Box != "large_straight" || h.Column != "free" || len(h.Alternatives) != 5 {
		t.Fatalf("P7b joker, best box: %+v", h)
	}
	for _, a := range h.Alternatives {
		if a.Expected > h.Expected {
			t.Fatal("an alternative beats the best")
		}
	}
	decode(t, spc(t, db, "hint", "penta", "--dice", "66123", "--rolls-left", "2", "--json").out, &h)
	if h.Action != "keep" || h.Keep != "66" || h.Alternatives[0].Keep == nil {
		t.Fatalf("keep the 6s: %+v", h)
	}
	decode(t, spc(t, db, "hint", "penta", "--dice", "66666", "--rolls-left", "2", "--json").out, &h)
	if h.Action != "box" || h.Box != "penta" || h.Keep != "66666" {
		t.Fatalf("five 6s: stop and write the Penta: %+v", h)
	}
	hint := []string{"hint", "penta", "--dice", "66123", "--rolls-left", "2"}
	wantDecimals(t, "hint penta", ok(t, db, hint...), ok(t, db, append(hint, "--lang", "fr")...), 3)
	fails(t, db, 2, "--rolls-left required", "hint", "penta", "--dice", "66123")
	fails(t, db, 2, "cannot show 7", "hint", "penta", "--dice", "66127", "--rolls-left", "1")
	// on a saved game, for the player to move
	ok(t, db, "new", "penta", "--players", "Ana")
	ok(t, db, "move", "1", "--dice", "12345", "--box", "large_straight")
	decode(t, spc(t, db, "hint", "1", "--dice", "12345", "--rolls-left", "0", "--json").out, &h)
	if h.Box == "large_straight" {
		t.Fatal("hint offered a filled box")
	}
}

// Yam's hint names the column of every alternative in the reader's
// language, as it names the best one ("Chance (montante)", never "(up)").
func TestHintYamsColumnsInBothLanguages(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	en, fr := inBoth(t, db, "hint", "yams", "--columns", "down,up,free", "--dice", "66123", "--rolls-left", "0")
	for _, c := range []struct {
		lang, out string
		want      []string
		never     *regexp.Regexp
	}{
		{"English", en, []string{"(down)", "(up)", "(free)"}, regexp.MustCompile(`\((descendante|montante|libre)\)`)},
		{"French", fr, []string{"(descendante)", "(montante)", "(libre)"}, regexp.MustCompile(`\((down|up|free)\)`)},
	} {
		alts := c.out[strings.Index(c.out, "\n")+1:]
		for _, w := range c.want {
			if !strings.Contains(c.out, w) {
				t.Errorf("%s: no %s:\n%s", c.lang, w, c.out)
			}
		}
		if strings.Count(alts, "(") < 3 || c.never.MatchString(c.out) {
			t.Errorf("%s: the alternatives' columns are not in %s:\n%s", c.lang, c.lang, c.out)
		}
	}
}

func TestSimulateContract(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	var s struct {
		Strategy       string
		Games          int
		Mean           float64
		Stddev         float64
		Min, Max       int
		UpperBonusRate float64 `json:"upper_bonus_rate"`
		Expected       float64
	}
	decode(t, spc(t, db, "simulate", "penta", "--games", "400", "--seed", "3", "--json").out, &s)
	if s.Games != 400 || s.Strategy != "expert" || s.Mean < 235 || s.Mean > 275 || s.Min > s.Max || s.Expected < 254 {
		t.Fatalf("%+v", s)
	}
	again := spc(t, db, "simulate", "penta", "--games", "400", "--seed", "3", "--json").out
	var s2 struct{ Mean float64 }
	decode(t, again, &s2)
	if s2.Mean != s.Mean {
		t.Fatal("the same seed must give the same games")
	}
	var n struct{ Mean float64 }
	decode(t, spc(t, db, "simulate", "penta", "--games", "400", "--strategy", "normal", "--seed", "3", "--json").out, &n)
	if n.Mean > s.Mean-20 {
		t.Fatalf("normal %.1f vs expert %.1f", n.Mean, s.Mean)
	}
}

func TestRobotsAndReview(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	fails(t, db, 2, "robot:normal and robot:expert", "new", "penta", "--players", "Ana,robot:genius")
	ok(t, db, "new", "penta", "--players", "Ana,robot:expert")
	fails(t, db, 1, "no robot is to move", "move", "1", "--robot")
	for _, m := range anaPenta {
		ok(t, db, "move", "1", "--dice", m[0], "--box", m[1], "--throw", m[0]+"/"+m[0])
		fails(t, db, 1, "plays its own turns", "move", "1", "--dice", "12345", "--box", "chance")
		if r := spc(t, db, "move", "1", "--robot", "--json"); r.code != 0 {
			t.Fatalf("robot move: %+v", r)
		}
	}
	s := sheetOf(t, db, "1")
	if !s.Finished || s.Players[1].Total < 50 {
		t.Fatalf("%+v", s)
	}
	rev := reviewOf(t, db, "1")
	if rev.Players[1].Loss > 1e-6 || rev.Players[1].Decisions < 13 {
		t.Fatalf("the Expert loses nothing against itself: %+v", rev.Players[1])
	}
	// five 6s written in chance at the first turn throws away a Penta
	ok(t, db, "new", "penta", "--players", "Ana")
	ok(t, db, "move", "2", "--dice", "66666", "--box", "chance")
	decode(t, spc(t, db, "review", "2", "--json").out, &rev)
	if len(rev.Decisions) != 1 || rev.Decisions[0].Loss < 10 {
		t.Fatalf("a Penta in chance must cost a lot: %+v", rev)
	}
	for _, d := range rev.Decisions {
		if d.Loss < -1e-9 {
			t.Fatalf("a negative loss: %+v", d)
		}
	}
	if out := spc(t, db, "review", "1").out; !strings.Contains(out, "expected points lost") || !strings.Contains(out, "← marks a loss above 0.50 expected points") {
		t.Fatalf("text review: %s", out)
	}
	if out := spc(t, db, "review", "1", "--lang", "fr").out; !strings.Contains(out, "points espérés perdus sur") || !strings.Contains(out, "← marque une perte de plus de 0,50 point espéré") {
		t.Fatalf("French text review: %s", out)
	}
	// the loss per decision and the luck per game of the statistics
	en, fr := ok(t, db, "stats", "--decisions", "--game", "penta"), ok(t, db, "stats", "--decisions", "--game", "penta", "--lang", "fr")
	if !strings.Contains(fr, "Perdu par décision") {
		t.Fatalf("stats --decisions in French: %s", fr)
	}
	wantDecimals(t, "stats --decisions", en, fr, 4)
}

func decodeB(b *testing.B, data []byte, v any) {
	b.Helper()
	if err := json.Unmarshal(data, v); err != nil {
		b.Fatal(err)
	}
}
