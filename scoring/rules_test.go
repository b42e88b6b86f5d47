package scoring_test

import (
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

func hand(t testing.TB, s string) scoring.Hand {
	t.Helper()
	f, err := scoring.ParseDice(s, 5, 5)
	if err != nil {
		t.Fatalf("ParseDice(%q): %v", s, err)
	}
	return scoring.HandOf(f)
}

func sheet(t testing.TB, r *scoring.Rules, s string) []scoring.Column {
	t.Helper()
	cols, err := r.ParseSheet(s)
	if err != nil {
		t.Fatalf("ParseSheet(%q): %v", s, err)
	}
	return cols
}

// verdicts returns the legal options as "box=points" plus "+bonus".
func legal(r *scoring.Rules, cols []scoring.Column, h scoring.Hand) map[string]int {
	out := map[string]int{}
	for _, v := range r.Options(cols, h, nil) {
		if v.Legal {
			out[v.Box.ID()] = int(v.Points) + int(v.Bonus)*1000
		}
	}
	return out
}

func eq(a, b map[string]int) bool {
	if len(a) != len(b) {
		return false
	}
	for k, v := range a {
		if w, ok := b[k]; !ok || w != v {
			return false
		}
	}
	return true
}

var penta = scoring.PentaConfig().MustCompile()

// The worked cases of RULES.md, Penta section.
func TestWorkedP7aFiveFoursOnlyFours(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "penta=50")
	got := legal(penta, cols, hand(t, "44444"))
	want := map[string]int{"fours": 20 + 100*1000}
	if !eq(got, want) {
		t.Fatalf("P7a: got %v, want %v", got, want)
	}
	v := penta.Evaluate(&cols[0], 0, hand(t, "44444"), scoring.Fours)
	if v.Rule != "P7" || !strings.Contains(lang.EN.Say(v.Why()), "P7a") {
		t.Errorf("rule %s, explanation %q", v.Rule, lang.EN.Say(v.Why()))
	}
	full := penta.Evaluate(&cols[0], 0, hand(t, "44444"), scoring.Full)
	if full.Legal || full.Other != scoring.Fours {
		t.Errorf("P7a: full must be refused in favour of fours, got %+v", full)
	}
}

func TestWorkedP7bFoursFilledLowerBoxes(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "penta=50,fours=12")
	got := legal(penta, cols, hand(t, "44444"))
	want := map[string]int{"three_kind": 20 + 100000, "four_kind": 20 + 100000, "full": 25 + 100000,
		"small_straight": 30 + 100000, "large_straight": 40 + 100000, "chance": 20 + 100000}
	if !eq(got, want) {
		t.Fatalf("P7b: got %v, want %v", got, want)
	}
	// whichever are free
	cols = sheet(t, penta, "penta=50,fours=12,full=25,chance=20")
	got = legal(penta, cols, hand(t, "44444"))
	want = map[string]int{"three_kind": 100020, "four_kind": 100020, "small_straight": 100030, "large_straight": 100040}
	if !eq(got, want) {
		t.Fatalf("P7b with full and chance filled: got %v, want %v", got, want)
	}
	up := penta.Evaluate(&cols[0], 0, hand(t, "44444"), scoring.Aces)
	if up.Legal || up.Rule != "P7" {
		t.Errorf("P7b: an upper box must be refused while a lower box is free: %+v", up)
	}
}

func TestWorkedP7cAllLowerFilledUpperAtZero(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "penta=50,fours=12,three_kind=20,four_kind=0,full=25,small_straight=30,large_straight=40,chance=22,sixes=18")
	got := legal(penta, cols, hand(t, "44444"))
	want := map[string]int{"aces": 100000, "twos": 100000, "threes": 100000, "fives": 100000}
	if !eq(got, want) {
		t.Fatalf("P7c: got %v, want %v", got, want)
	}
}

func TestWorkedP3Throw11346(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "")
	got := legal(penta, cols, hand(t, "1,1,3,4,6"))
	want := map[string]int{"aces": 2, "twos": 0, "threes": 3, "fours": 4, "fives": 0, "sixes": 6, "three_kind": 0,
		"four_kind": 0, "full": 0, "small_straight": 0, "large_straight": 0, "chance": 15, "penta": 0}
	if !eq(got, want) {
		t.Fatalf("got %v, want %v", got, want)
	}
}

func TestP3FiveAlikeIsNotAFull(t *testing.T) {
	t.Parallel()
	v := penta.Evaluate(&scoring.Column{}, 0, hand(t, "44444"), scoring.Full)
	if !v.Legal || v.Points != 0 || v.Reason != scoring.ReasonFiveNotFull {
		t.Fatalf("got %+v", v)
	}
	if v := penta.Evaluate(&scoring.Column{}, 0, hand(t, "44422"), scoring.Full); v.Points != 25 {
		t.Fatalf("full 44422: got %d, want 25", v.Points)
	}
}

func TestP8SacrificedPentaNoJokerNoBonus(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "penta=0")
	got := legal(penta, cols, hand(t, "33333"))
	if got["full"] != 0 || got["large_straight"] != 0 || got["threes"] != 15 || got["aces"] != 0 || got["chance"] != 15 {
		t.Fatalf("P8: got %v", got)
	}
	v := penta.Evaluate(&cols[0], 0, hand(t, "33333"), scoring.Chance)
	if v.Bonus != 0 || v.Rule != "P8" {
		t.Fatalf("P8: got %+v", v)
	}
}

func TestP6FirstPentaHasNoBonus(t *testing.T) {
	t.Parallel()
	v := penta.Evaluate(&scoring.Column{}, 0, hand(t, "66666"), scoring.Penta)
	if v.Points != 50 || v.Bonus != 0 {
		t.Fatalf("got %+v", v)
	}
}

func TestP5UpperBonusAt63(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "aces=3,twos=6,threes=9,fours=12,fives=15")
	v := penta.Evaluate(&cols[0], 0, hand(t, "66612"), scoring.Sixes)
	if v.UpperBonus != 35 {
		t.Fatalf("63 reached: got upper bonus %d", v.UpperBonus)
	}
	if _, err := penta.Play(cols, 0, hand(t, "66612"), scoring.Sixes); err != nil {
		t.Fatal(err)
	}
	if cols[0].Upper() != 63 || cols[0].UpperBonus() != 35 || cols[0].Total() != 98 {
		t.Fatalf("upper %d bonus %d total %d", cols[0].Upper(), cols[0].UpperBonus(), cols[0].Total())
	}
	cols = sheet(t, penta, "aces=3,twos=6,threes=9,fours=12,fives=15")
	if _, err := penta.Play(cols, 0, hand(t, "66123"), scoring.Sixes); err != nil {
		t.Fatal(err)
	}
	if cols[0].UpperBonus() != 0 {
		t.Fatalf("62: no bonus, got %d", cols[0].UpperBonus())
	}
}

func TestP2FilledBoxRefused(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "fours=12")
	_, err := penta.Play(cols, 0, hand(t, "44412"), scoring.Fours)
	var e *scoring.Error
	if err == nil || !asError(err, &e) || !e.Illegal || e.Rule != "P2" {
		t.Fatalf("got %v", err)
	}
	if cols[0].Points[scoring.Fours] != 12 {
		t.Fatal("a refused move changed the sheet")
	}
}

func asError(err error, e **scoring.Error) bool {
	x, ok := scoring.AsError(err)
	*e = x
	return ok
}

func TestP4MustSacrificeWhenNothingScores(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "aces=3,twos=6,threes=9,fours=12,sixes=18,three_kind=20,four_kind=0,full=25,small_straight=30,large_straight=40,chance=22")
	opts := penta.Options(cols, hand(t, "11223"), nil)
	if !scoring.MustSacrifice(opts) {
		t.Fatalf("fives and penta free, 11223: every free box scores 0, want must-sacrifice; got %v", opts)
	}
	if !strings.Contains(lang.FR.Say(scoring.SacrificeMsg()), "Aucune case ouverte ne rapporte\u00a0: il faut en sacrifier une") {
		t.Fatal("P4 message")
	}
	if scoring.MustSacrifice(penta.Options(cols, hand(t, "11225"), nil)) {
		t.Fatal("fives scores 5: no sacrifice needed")
	}
}

func TestY3Options(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		full, four string
		dice       string
		box        scoring.Box
		want       int
	}{
		{"25", "sum5", "33322", scoring.Full, 25},
		{"25+sum", "sum5", "33322", scoring.Full, 38},
		{"sum", "sum5", "33322", scoring.Full, 13},
		{"sum", "sum5", "33333", scoring.Full, 0}, // Y5: no joker in Yam's
		{"25", "sum5", "55552", scoring.FourKind, 22},
		{"25", "sum4", "55552", scoring.FourKind, 20},
		{"25", "sum4", "55555", scoring.FourKind, 20},
		{"25", "fixed:40", "55552", scoring.FourKind, 40},
		{"25", "fixed", "55552", scoring.FourKind, 40},
		{"25", "fixed:60", "11112", scoring.FourKind, 60},
		{"25", "fixed+sum:40", "55552", scoring.FourKind, 62},
		{"25", "fixed+sum:40", "55512", scoring.FourKind, 0},
		{"25", "sum5", "12345", scoring.LargeStraight, 40},
		{"25", "sum5", "23456", scoring.SmallStraight, 30},
		{"25", "sum5", "66666", scoring.Yams, 50},
	} {
		full, err := scoring.ParseFullRule(tc.full)
		if err != nil {
			t.Fatal(err)
		}
		four, err := scoring.ParseFourKindRule(tc.four)
		if err != nil {
			t.Fatal(err)
		}
		c := scoring.YamsConfig()
		c.Full, c.FourKind = full, four
		r := c.MustCompile()
		if got := r.Evaluate(&scoring.Column{}, 0, hand(t, tc.dice), tc.box).Points; int(got) != tc.want {
			t.Errorf("Y3 full=%s four_kind=%s %s in %s: got %d, want %d", tc.full, tc.four, tc.dice, tc.box, got, tc.want)
		}
	}
}

func TestY3PlusMinus(t *testing.T) {
	t.Parallel()
	c := scoring.YamsConfig()
	c.PlusMinus = true
	r := c.MustCompile()
	ids := []string{}
	for _, b := range r.Boxes() {
		ids = append(ids, b.ID())
	}
	if got := strings.Join(ids, ","); got != "aces,twos,threes,fours,fives,sixes,plus,minus,three_kind,four_kind,full,small_straight,large_straight,yams,chance" {
		t.Fatalf("Y1 order with plus/minus: %s", got)
	}
	cols := make([]scoring.Column, 1)
	if _, err := r.Play(cols, 0, hand(t, "11223"), scoring.Plus); err != nil {
		t.Fatal(err)
	}
	if cols[0].PlusMinus() != 0 {
		t.Fatal("plus − minus counts only once both are filled")
	}
	if _, err := r.Play(cols, 0, hand(t, "66655"), scoring.Minus); err != nil {
		t.Fatal(err)
	}
	if got := cols[0].PlusMinus(); got != 9-28 {
		t.Fatalf("Y3 plus − minus may be negative: got %d, want -19", got)
	}
	if got := cols[0].Total(); got != -19 { // only the difference counts (Y3)
		t.Fatalf("total %d", got)
	}
	if _, err := scoring.YamsConfig().MustCompile().Play(make([]scoring.Column, 1), 0, hand(t, "11223"), scoring.Plus); err == nil {
		t.Fatal("plus without the option must be refused")
	}
}

func TestY5ExtraYamsPerColumnNoJoker(t *testing.T) {
	t.Parallel()
	r := scoring.YamsConfig(scoring.Free, scoring.Free).MustCompile()
	cols := sheet(t, r, "free:yams=50,fours=8")
	v := r.Evaluate(&cols[0], 0, hand(t, "44444"), scoring.Chance)
	if !v.Legal || v.Points != 20 || v.Bonus != 100 || v.Rule != "Y5" {
		t.Fatalf("Y5 bonus in column with yams=50: %+v", v)
	}
	if v := r.Evaluate(&cols[0], 0, hand(t, "44444"), scoring.Full); !v.Legal || v.Points != 0 {
		t.Fatalf("Y5: no joker, five alike is no full: %+v", v)
	}
	if v := r.Evaluate(&cols[1], 1, hand(t, "44444"), scoring.Chance); v.Bonus != 0 {
		t.Fatalf("Y5: the other column's yams box is free: no bonus, got %+v", v)
	}
}

func TestY6ColumnModes(t *testing.T) {
	t.Parallel()
	r := scoring.YamsConfig(scoring.Down, scoring.Up, scoring.Free, scoring.Imposed).MustCompile()
	if got := strings.Join(r.ColumnNames(), ","); got != "down,up,free,imposed" {
		t.Fatal(got)
	}
	cols := make([]scoring.Column, 4)
	h := hand(t, "12345")
	for _, tc := range []struct {
		col  int
		box  scoring.Box
		want bool
	}{
		{0, scoring.Aces, true}, {0, scoring.Twos, false}, {0, scoring.Chance, false},
		{1, scoring.Chance, true}, {1, scoring.Yams, false}, {1, scoring.Aces, false},
		{2, scoring.Twos, true}, {2, scoring.LargeStraight, true},
		{3, scoring.Sixes, true},
	} {
		v := r.Evaluate(&cols[tc.col], tc.col, h, tc.box)
		if v.Legal != tc.want {
			t.Errorf("Y6 column %d box %s: legal %v, want %v (%s)", tc.col, tc.box, v.Legal, tc.want, lang.EN.Say(v.Why()))
		}
		if !v.Legal && v.Rule != "Y6" {
			t.Errorf("refusal cites %s, want Y6", v.Rule)
		}
	}
	cols = sheet(t, r, "down:aces=1,up:chance=15")
	if v := r.Evaluate(&cols[0], 0, h, scoring.Twos); !v.Legal {
		t.Error("down: twos follows aces")
	}
	if v := r.Evaluate(&cols[1], 1, h, scoring.Yams); !v.Legal {
		t.Error("up: yams precedes chance")
	}
	if _, err := r.ParseSheet("down:twos=2"); err == nil {
		t.Error("a down column with a gap is impossible")
	}
	n, _ := scoring.ColumnNames([]scoring.Mode{scoring.Free, scoring.Down, scoring.Free}), 0
	if strings.Join(n, ",") != "free,down,free2" {
		t.Errorf("names %v", n)
	}
}

func TestY7PresetFrancaise(t *testing.T) {
	t.Parallel()
	m, err := scoring.Preset("française")
	if err != nil || len(m) != 3 || m[0] != scoring.Down || m[1] != scoring.Up || m[2] != scoring.Free {
		t.Fatalf("got %v %v", m, err)
	}
	r := scoring.YamsConfig(m...).MustCompile()
	if r.Turns() != 39 {
		t.Fatalf("Y2: 13 boxes × 3 columns = 39 turns, got %d", r.Turns())
	}
}

func TestParseBoxAliases(t *testing.T) {
	t.Parallel()
	for in, want := range map[string]scoring.Box{
		"aces": scoring.Aces, "As": scoring.Aces, "1": scoring.Aces, "UN": scoring.Aces, "ones": scoring.Aces,
		"Carré": scoring.FourKind, "carre": scoring.FourKind, "4k": scoring.FourKind, "four-kind": scoring.FourKind,
		"Petite suite": scoring.SmallStraight, "petite_suite": scoring.SmallStraight, "PS": scoring.SmallStraight,
		"Grande-Suite": scoring.LargeStraight, "gs": scoring.LargeStraight, "full_house": scoring.Full,
		"Brelan": scoring.ThreeKind, "3K": scoring.ThreeKind, "yahtzee": scoring.Penta, "Moins": scoring.Minus, "max": scoring.Plus,
	} {
		got, err := scoring.ParseBox(scoring.GamePenta, in)
		if err != nil || got != want {
			t.Errorf("ParseBox(%q) = %v, %v; want %v", in, got, err, want)
		}
	}
	if b, err := scoring.ParseBox(scoring.GameYams, "Yam's"); err != nil || b != scoring.Yams {
		t.Errorf("Yam's: %v %v", b, err)
	}
	if _, err := scoring.ParseBox(scoring.GameYams, "penta"); err == nil {
		t.Error("penta is not a Yam's box")
	}
	if _, err := scoring.ParseBox(scoring.GamePenta, "yams"); err == nil {
		t.Error("yams is not a Penta box")
	}
	if _, err := scoring.ParseBox(scoring.GamePenta, "sevens"); err == nil {
		t.Error("unknown box accepted")
	}
}

func TestParseDice(t *testing.T) {
	t.Parallel()
	for _, ok := range []string{"44412", "4 4 4 1 2", "4,4,4,1,2", " 4, 4,4 ,1,2 ", "4-4-4-1-2"} {
		f, err := scoring.ParseDice(ok, 5, 5)
		if err != nil || scoring.FormatDice(f) != "44412" {
			t.Errorf("ParseDice(%q) = %v, %v", ok, f, err)
		}
	}
	for in, frag := range map[string]string{"4441": "4 dice given, 5 needed", "444127": "faces are 1 to 6",
		"44417": "cannot show 7", "4441x": "not a die face", "": "no dice", "4 4 4 1 10": "not a die face", "444120": "cannot show 0"} {
		_, err := scoring.ParseDice(in, 5, 5)
		if err == nil || !strings.Contains(err.Error(), frag) {
			t.Errorf("ParseDice(%q) error %v, want it to say %q", in, err, frag)
		}
	}
	_, err := scoring.ParseDice("1234", 5, 5)
	if got := lang.ErrorText(err, lang.FR); !strings.Contains(got, "4 dés donnés, il en faut 5") {
		t.Errorf("French: %q", got)
	}
}

func TestParseSheetRefusals(t *testing.T) {
	t.Parallel()
	for _, s := range []string{"fours=13", "fours=12,fours=8", "sevens=1", "full=24", "chance=0", "chance=31", "penta=25", "fours", "fours=x", "free2:aces=1"} {
		if _, err := penta.ParseSheet(s); err == nil {
			t.Errorf("ParseSheet(%q) accepted", s)
		}
	}
	for _, s := range []string{"fours=0", "fours=20", "full=25", "full=0", "penta=50", "three_kind=5", "chance=30", "aces=3,penta=0"} {
		if _, err := penta.ParseSheet(s); err != nil {
			t.Errorf("ParseSheet(%q): %v", s, err)
		}
	}
	c := scoring.YamsConfig()
	c.Full = scoring.Full25Sum
	r := c.MustCompile()
	if _, err := r.ParseSheet("full=25"); err == nil {
		t.Error("25+sum: 25 alone is impossible")
	}
	if _, err := r.ParseSheet("full=33"); err != nil { // 22211 = 8 + 25
		t.Error(err)
	}
}

func TestLangFromLocale(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		lcAll, lang string
		want        lang.Lang
	}{{"", "fr_FR.UTF-8", lang.FR}, {"en_US.UTF-8", "fr_FR.UTF-8", lang.EN}, {"fr_CA", "", lang.FR}, {"", "", lang.EN}, {"C", "fr_FR", lang.EN}} {
		if got := lang.LangFromLocale(tc.lcAll, tc.lang); got != tc.want {
			t.Errorf("LC_ALL=%q LANG=%q: got %v want %v", tc.lcAll, tc.lang, got, tc.want)
		}
	}
}

func TestExplanationsFrench(t *testing.T) {
	t.Parallel()
	cols := sheet(t, penta, "penta=50")
	v := penta.Evaluate(&cols[0], 0, hand(t, "44444"), scoring.Full)
	if got := lang.FR.Say(v.Why()); !strings.Contains(got, "Quatre est libre") && !strings.Contains(got, "seule case permise") {
		t.Errorf("French: %q", got)
	}
	v = penta.Evaluate(&scoring.Column{}, 0, hand(t, "44422"), scoring.Full)
	if got := lang.FR.Say(v.Why()); got != "Full : trois 4 et deux 2 → 25 (P3)" && !strings.HasPrefix(got, "Full") {
		t.Errorf("French: %q", got)
	}
}

// TestY3P5PointsNow checks what a verdict adds to its column now: the upper
// bonus it reaches counts (P5, Y4), the minus box counts against the total
// (Y3), a refused box adds nothing.
func TestY3P5PointsNow(t *testing.T) {
	t.Parallel()
	c := scoring.YamsConfig()
	c.PlusMinus = true
	r := c.MustCompile()
	cols := make([]scoring.Column, 1)
	h := hand(t, "66655")
	if got := r.Evaluate(&cols[0], 0, h, scoring.Plus).PointsNow(); got != 28 {
		t.Errorf("Plus 28 adds %d", got)
	}
	if got := r.Evaluate(&cols[0], 0, h, scoring.Minus).PointsNow(); got != -28 {
		t.Errorf("Minus 28 adds %d, want -28 (plus − minus)", got)
	}
	// twos 10 + threes 15 + fours 20 + fives 15 = 60: Aces 3 reaches 63
	for _, m := range []struct {
		dice string
		box  scoring.Box
	}{{"22222", scoring.Twos}, {"33333", scoring.Threes}, {"44444", scoring.Fours}, {"55512", scoring.Fives}} {
		if _, err := r.Play(cols, 0, hand(t, m.dice), m.box); err != nil {
			t.Fatal(err)
		}
	}
	h = hand(t, "11123")
	if got := r.Evaluate(&cols[0], 0, h, scoring.Aces).PointsNow(); got != 3+scoring.UpperBonus {
		t.Errorf("Aces 3 at 60 adds %d, want 3 + %d", got, scoring.UpperBonus)
	}
	if got := r.Evaluate(&cols[0], 0, h, scoring.Twos).PointsNow(); got != 0 {
		t.Errorf("a filled box adds %d", got)
	}
}
