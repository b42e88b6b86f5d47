package table_test

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// step is one scripted answer: the kind of question it answers ("input",
// "select", "multi", "confirm"), a fragment its title must contain, and
// the answer. A Select answer is an option's Value, or "~fragment" for the
// option whose label contains fragment; a MultiSelect answer is the dice
// faces to pick ("155"); a Confirm answer is "y" or "n"; "timeout" makes
// SelectWithin run out of time.
type step struct{ kind, title, answer string }

// script is a Prompter that plays a scripted sitting and records what it
// was asked.
type script struct {
	t          *testing.T
	steps      []step
	asked      []string // "kind: title — description"
	accessible bool
	labels     [][]string // the labels of every Select, in order
	values     []string   // the Value already in every Input's field, in order
	multis     [][]table.Option
	back       bool // AllowBack: Shift+Tab answers ErrBack
}

func (s *script) AllowBack(on bool) { s.back = on }

func (s *script) next(kind, title, desc string) (step, error) {
	s.t.Helper()
	s.asked = append(s.asked, kind+": "+title+" — "+desc)
	if len(s.steps) == 0 {
		return step{}, table.ErrNoInput
	}
	st := s.steps[0]
	s.steps = s.steps[1:]
	if st.kind != kind || !strings.Contains(title, st.title) {
		s.t.Fatalf("asked %s %q, the script expected %s %q\nasked so far:\n%s", kind, title, st.kind, st.title, strings.Join(s.asked, "\n"))
	}
	if st.answer == "shift+tab" { // back a question, where the table allows it
		if !s.back {
			s.t.Fatalf("%q: Shift+Tab, but the table did not allow going back", title)
		}
		return st, table.ErrBack
	}
	return st, nil
}

func (s *script) Input(q table.Question) (string, error) {
	s.values = append(s.values, q.Value)
	st, err := s.next("input", q.Title, q.Description)
	if err != nil {
		return "", err
	}
	if st.answer == "" { // Enter: what the field holds
		st.answer = q.Value
	}
	if q.Validate != nil {
		if err := q.Validate(st.answer); err != nil {
			s.t.Fatalf("%q: the form refuses %q: %v", q.Title, st.answer, err)
		}
	}
	return st.answer, nil
}

func (s *script) pick(title string, opts []table.Option, answer string) string {
	s.t.Helper()
	for _, o := range opts {
		if o.Value == answer || (strings.HasPrefix(answer, "~") && strings.Contains(o.Label, answer[1:])) {
			return o.Value
		}
	}
	var labels []string
	for _, o := range opts {
		labels = append(labels, o.Label+" = "+o.Value)
	}
	s.t.Fatalf("%q: no option %q among\n%s", title, answer, strings.Join(labels, "\n"))
	return ""
}

func (s *script) Select(title, desc string, opts []table.Option, def string) (string, error) {
	st, err := s.next("select", title, desc)
	if err != nil {
		return "", err
	}
	var labels []string
	for _, o := range opts {
		labels = append(labels, o.Label)
	}
	s.labels = append(s.labels, labels)
	if st.answer == "" {
		return def, nil
	}
	return s.pick(title, opts, st.answer), nil
}

func (s *script) SelectWithin(title, desc string, opts []table.Option, def string, d time.Duration) (string, error) {
	if len(s.steps) > 0 && s.steps[0].answer == "timeout" {
		if d == 0 {
			s.t.Fatalf("%q: no clock, yet the script waits for a timeout", title)
		}
		s.next("select", title, desc)
		return "", table.ErrTimeout
	}
	return s.Select(title, desc, opts, def)
}

func (s *script) MultiSelect(title, desc string, opts []table.Option, live func([]string) string) ([]string, error) {
	st, err := s.next("multi", title, desc)
	if err != nil {
		return nil, err
	}
	s.multis = append(s.multis, opts)
	used := map[string]bool{}
	var out []string
	if names, ok := strings.CutPrefix(st.answer, "names:"); ok { // options by Value
		for _, n := range strings.Split(names, ",") {
			out = append(out, s.pick(title, opts, n))
		}
		return out, nil
	}
	for _, face := range st.answer {
		for _, o := range opts {
			if !used[o.Value] && strings.Contains(o.Label, " "+string(face)+"  (") {
				used[o.Value] = true
				out = append(out, o.Value)
				break
			}
		}
	}
	return out, nil
}

func (s *script) Confirm(title, desc string, def bool) (bool, error) {
	st, err := s.next("confirm", title, desc)
	if err != nil {
		return false, err
	}
	return st.answer == "y", nil
}

func (s *script) Accessible() bool { return s.accessible }

// done fails unless every scripted answer was used.
func (s *script) done() {
	s.t.Helper()
	if len(s.steps) > 0 {
		s.t.Fatalf("%d scripted answers left, the first %+v\nasked:\n%s", len(s.steps), s.steps[0], strings.Join(s.asked, "\n"))
	}
}

// printer writes sheets and moves as one line each.
type printer struct{ out *bytes.Buffer }

func (p printer) Sheet(st *sheets.State) { fmt.Fprintf(p.out, "[sheet %v]\n", st.Totals()) }
func (p printer) Move(st *sheets.State, out sheets.Outcome) {
	fmt.Fprintf(p.out, "[accepted, totals %v]\n", st.Totals())
}
func (p printer) Name(n string) string { return n }

// expert answers hints with a fixed line and plays robots as the Normal
// robot; its Expert tables are the shared solved Penta ones when loaded.
type expert struct {
	loaded bool
	// loadOnHint: the tables load when a hint is asked (as cmd's Expert
	// solves or loads them for it)
	loadOnHint bool
	hints      []int // rollsLeft of each hint asked
}

var (
	pentaOnce sync.Once
	pentaAdv  *boxes.Advisor
)

// pentaExpert returns the Expert of Penta, solved once for the package.
func pentaExpert(t *testing.T) *boxes.Advisor {
	t.Helper()
	pentaOnce.Do(func() {
		r := scoring.PentaConfig().MustCompile()
		tab, err := boxes.Solve(r, scoring.Free)
		if err != nil {
			panic(err)
		}
		pentaAdv = boxes.New(r, []*boxes.Table{tab})
	})
	return pentaAdv
}

func (c boxCoach) Cached(r *scoring.Rules) *boxes.Advisor {
	if !c.e.loaded || r.Game != scoring.GamePenta {
		return nil
	}
	return boxes.New(r, pentaAdv.Tables())
}

func (c boxCoach) Advisor(r *scoring.Rules) (*boxes.Advisor, error) {
	if pentaAdv == nil || r.Game != scoring.GamePenta {
		return nil, errors.New("no tables in this test")
	}
	return boxes.New(r, pentaAdv.Tables()), nil
}

func (c boxCoach) Hint(st *sheets.State, faces []uint8, rollsLeft int) string {
	c.e.hints = append(c.e.hints, rollsLeft)
	c.e.loaded = c.e.loaded || c.e.loadOnHint
	return fmt.Sprintf("HINT %s %d", scoring.FormatDice(faces), rollsLeft)
}

func (c boxCoach) HintBest(st *sheets.State, faces []uint8, rollsLeft int) string {
	c.e.hints = append(c.e.hints, rollsLeft)
	return fmt.Sprintf("BEST %s %d", scoring.FormatDice(faces), rollsLeft)
}

func (fiveCoach) SetAsideHint(st *sheets.State, total int, dice []uint8) string {
	return fmt.Sprintf("EXPERT %d %s", total, scoring.FormatDice(dice))
}

// BankOrThrow banks from 1000 on, a simple rule the tests can follow.
func (fiveCoach) BankOrThrow(st *sheets.State, total int, dice, keep []uint8) (bool, string) {
	p, err := scoring.KeepPoints(dice, keep, st.Five().Bust)
	if err != nil {
		return false, ""
	}
	if total+p >= 1000 {
		return true, fmt.Sprintf("EXPERT BANKS %d", total+p)
	}
	return false, fmt.Sprintf("EXPERT THROWS ON %d", total+p)
}

// Coach gives the tests' coach of each engine, each of its own type as
// cmd's are.
func (e *expert) Coach(en sheets.Engine) any {
	switch en {
	case sheets.EngineBoxes:
		return boxCoach{e}
	case sheets.EngineFive:
		return fiveCoach{}
	case sheets.EngineSackson:
		return sacksonCoach{}
	}
	return nil
}

// boxCoach is the tests' coach of Penta and Yam's: the Penta tables when
// the Expert has them loaded, each hint recorded on the Expert.
type boxCoach struct{ e *expert }

// fiveCoach is the tests' coach of the 5000.
type fiveCoach struct{}

// sacksonCoach is the tests' coach of the Sackson.
type sacksonCoach struct{}

func (e *expert) RobotMove(st *sheets.State, die func() uint8) (sheets.Move, error) {
	if fs := st.Five(); fs != nil { // the 5000 Normal robot, banking on its threshold
		seat := five.FiveSeat{Rule: fs.Bust, Score: fs.Players[st.Turn].Score}
		for k := 1; k < len(fs.Players); k++ {
			seat.Others = append(seat.Others, fs.Players[(st.Turn+k)%len(fs.Players)].Score)
		}
		return sheets.Move{Play: sheets.FivePlay{Turn: five.TakeFiveTurn(seat, five.FiveNormal{}, die).Record()}}, nil
	}
	d := boxes.TakeTurn(st.Boxes().Cols[st.Turn], boxes.Normal{Rules: st.Boxes().Rules}, die)
	return st.BoxMove(d.Column, d.Box, d.Faces, d.Throws), nil
}

// SacksonChoice takes the first legal split.
func (sacksonCoach) SacksonChoice(st *sheets.State, seat int, roll []uint8) (scoring.SacksonChoice, error) {
	return st.Sackson().Pads[seat].LegalChoices(roll)[0], nil
}

func (sacksonCoach) SacksonHint(st *sheets.State, seat int, roll []uint8) string {
	return fmt.Sprintf("SACKSON HINT %d %s\n  ALTERNATIVES %d", seat, scoring.FormatDice(roll), seat)
}

// SacksonBest recommends the last legal split: never the first option, so
// that a test sees the cursor move to it.
func (sacksonCoach) SacksonBest(st *sheets.State, seat int, roll []uint8) string {
	legal := st.Sackson().Pads[seat].LegalChoices(roll)
	return legal[len(legal)-1].String()
}

// sitting is a table over a fresh database with game g created.
type sitting struct {
	tab *table.Table
	p   *script
	out *bytes.Buffer
	svc *sheets.Service
	id  int64
	ex  *expert
}

func newSitting(t *testing.T, g *sheets.Game, steps ...step) *sitting {
	t.Helper()
	store, err := db.Open(context.Background(), filepath.Join(t.TempDir(), "t.db"))
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { store.Close() })
	svc := sheets.NewService(store, nil)
	if err := svc.Create(context.Background(), g, func() uint8 { return 1 }); err != nil {
		t.Fatal(err)
	}
	out := &bytes.Buffer{}
	p := &script{t: t, steps: steps}
	ex := &expert{}
	seq := uint64(0)
	die := func() uint8 { seq++; return uint8(seq*7%6 + 1) }
	return &sitting{tab: &table.Table{P: p, Service: svc, Out: out, Lang: lang.EN, Print: printer{out}, Expert: ex, Die: die}, p: p, out: out, svc: svc, id: g.ID, ex: ex}
}

func (s *sitting) state(t *testing.T) *sheets.State {
	t.Helper()
	st, err := s.svc.Load(context.Background(), s.id)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// boxSteps plays one typed turn: the dice, then the box whose label holds
// box (and, for a sacrifice, yes).
func boxSteps(dice, box string, sacrifice bool) []step {
	s := []step{{"input", "the five dice", dice}, {"select", "which box?", "~" + box}}
	if sacrifice {
		s = append(s, step{"confirm", "Sacrifice", "y"})
	}
	return s
}

func TestP1P9WholePentaGame(t *testing.T) {
	t.Parallel()
	turns := []struct {
		dice, box string
		sac       bool
	}{
		{"11123", "Aces", false}, {"22213", "Twos", false}, {"33312", "Threes", false}, {"44412", "Fours", false},
		{"55512", "Fives", false}, {"66612", "Sixes", false}, {"66634", "Three of a kind", false}, {"66663", "Four of a kind", false},
		{"33322", "Full house", false}, {"12346", "Small straight", false}, {"23456", "Large straight", false},
		{"66655", "Chance", false}, {"12345", "Penta", true},
	}
	var steps []step
	for _, tu := range turns {
		steps = append(steps, boxSteps(tu.dice, tu.box, tu.sac)...)
	}
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}, steps...)
	if err := s.tab.Play(s.id); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	st := s.state(t)
	// upper 3+6+9+12+15+18 = 63 → +35; lower 25+27+25+30+40+28+0
	if !st.Finished || st.Totals()[0] != 63+35+25+27+25+30+40+28 {
		t.Fatalf("P9: finished %v total %v\n%s", st.Finished, st.Totals(), s.out)
	}
	if !strings.Contains(s.out.String(), "[sheet [273]]") {
		t.Fatalf("the final sheet is printed:\n%s", s.out)
	}
}

func TestY6WholeYamsGameDownColumn(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Yams, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down"}, PlusMinus: true}}}
	dice := []string{"11111", "22222", "33333", "44444", "55555", "66666", "66655", "12345", "66634", "66663", "33322", "12346", "23456", "66666", "12345"}
	var steps []step
	for _, d := range dice {
		// ↓: only the first free box is legal; the default is the best legal one
		steps = append(steps, step{"input", "the five dice", d}, step{"select", "which box?", ""})
	}
	s := newSitting(t, g, steps...)
	if err := s.tab.Play(s.id); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	st := s.state(t)
	if !st.Finished || st.Boxes().Cols[0][0].PlusMinus() != 28-15 {
		t.Fatalf("Y6 down: finished %v plus-minus %d\n%s", st.Finished, st.Boxes().Cols[0][0].PlusMinus(), s.out)
	}
	// every box list offered ✘ refusals for the boxes out of order
	if !strings.Contains(strings.Join(s.p.labels[1], "\n"), "✘") {
		t.Fatalf("Y6: the down column refuses the other boxes: %v", s.p.labels[1])
	}
}

func TestC1C7WholeGameOf5000(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g,
		// Ana: 111555 all aside (1500, hot dice), 123456 all aside (1500), stop at 3000
		step{"select", "Ana: score 0", "throws"},
		step{"input", "Throw 1: the 6 dice", "111555"}, step{"multi", "Set aside", "2"}, // a lone 2 is not in the throw: nothing scores
		step{"multi", "Set aside", "111555"},
		step{"select", "Turn so far: 1500", "throw"},
		step{"input", "Throw 2: the 6 dice", "123456"}, step{"multi", "Set aside", "123456"},
		step{"select", "Turn so far: 3000", "stop"},
		// Ben busts (quick entry), then takes back Ana's... no: Ben enters a bust
		step{"select", "Ben: score 0", "bust"},
		// Ana banks 2000 by her total: 5000, she wins (C7)
		step{"select", "Ana: score 3000", "total"}, step{"input", "total", "2000"},
	)
	if err := s.tab.Play(s.id); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	st := s.state(t)
	if !st.Finished || st.Winner != 0 || st.Five().Players[0].Score != 5000 {
		t.Fatalf("C7: %+v\n%s", st.Five().Players, s.out)
	}
	out := s.out.String()
	if !strings.Contains(strings.Join(s.p.asked, "\n"), "Set aside which dice? (turn so far 1500) — EXPERT 1500 123456") {
		t.Errorf("the Expert's advice is shown at the set-aside question:\n%s", strings.Join(s.p.asked, "\n"))
	}
	if !strings.Contains(out, "All six dice set aside: you may throw all six again (C4).") {
		t.Errorf("the table says C4:\n%s", out)
	}
	// the refusal is said in the question asked again, not above it (issue 31)
	if a := strings.Join(s.p.asked, "\n"); !strings.Contains(a, "Set aside which dice? (turn so far 0) — ✘ ") || strings.Contains(out, "✘") {
		t.Errorf("the refusal in the question only:\n%s\n%s", a, out)
	}
}

func TestS1S4WholeSacksonGame(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
	var steps []step
	// 22222 every round: the track of 2 opens, then takes a check a round;
	// at its 8th check Ana's game ends after the round (S4).
	for range 1 + scoring.TracksToEnd {
		steps = append(steps, step{"input", "the shared throw", "22222"}, step{"select", "Ana: split 22222", "2+2,2+2/2"})
	}
	s := newSitting(t, g, steps...)
	if err := s.tab.Play(s.id); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	st := s.state(t)
	if !st.Finished || st.Sackson().Pads[0].Rows[4] != 2*(1+scoring.TracksToEnd) {
		t.Fatalf("S4: finished %v rows %v tracks %v", st.Finished, st.Sackson().Pads[0].Rows, st.Sackson().Pads[0].Tracks)
	}
	if !strings.Contains(strings.Join(s.p.asked, "\n"), "Fifth die free: a new value opens a track (S3).") {
		t.Fatalf("S3: the obligation is said before choosing:\n%s", strings.Join(s.p.asked, "\n"))
	}
}

// A robot beside a person splits each shared throw itself (S1), and the
// person's ? Hint asks the Expert, then the split is asked again.
func TestS1RobotBesidePersonAndHint(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "robot:expert"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
	var steps []step
	steps = append(steps, step{"input", "the shared throw", "12345"}, step{"select", "Ana: split 12345", "hint"}, step{"select", "Ana: split 12345", "1+2,3+4/5"})
	for range scoring.TracksToEnd {
		steps = append(steps, step{"input", "the shared throw", "55555"}, step{"select", "Ana: split 55555", "5+5,5+5/5"})
	}
	// Ana has ended (S4); the robot, its track of 5 opened a round later,
	// plays one more round alone
	steps = append(steps, step{"input", "the shared throw", "55555"})
	s := newSitting(t, g, steps...)
	if err := s.tab.Play(s.id); err != nil {
		t.Fatal(err)
	}
	s.p.done()
	st := s.state(t)
	if !st.Finished || st.Sackson().Pads[1].Rows[10] != 2*(1+scoring.TracksToEnd) {
		t.Fatalf("S1: the robot's pad %+v", st.Sackson().Pads[1])
	}
	// the hint is said next to the question asked again (issue 31, item 3)
	if !strings.Contains(strings.Join(s.p.asked, "\n"), "Ana: split 12345 — SACKSON HINT 0 12345") || !strings.Contains(s.out.String(), "robot:expert: 10 (5+5) and 10 (5+5), fifth 5") {
		t.Fatalf("hint and robot said:\n%s", s.out.String())
	}
}

// A refused box is explained and the box asked again; nothing is saved.
func TestP7RefusalExplainedAndAskedAgain(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		append(boxSteps("44444", "Penta", false), // Penta 50
			step{"input", "the five dice", "44444"},
			step{"select", "which box?", "why"},         // the refused boxes folded into one line
			step{"select", "which box?", "~Full house"}, // P7a: fours is free, the only legal box
			step{"select", "which box?", "~Fours"})...)
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatalf("the script ran out: got %v", err)
	}
	// said in the question asked again (below), not above it (issue 31)
	if strings.Contains(s.out.String(), "✘ joker") || !strings.Contains(strings.Join(s.p.asked, "\n"), "✘ joker: five 4s while Penta holds 50, and Fours is free, so it is the only legal box (P7a)") {
		t.Fatalf("P7a refusal explained in the question:\n%s", s.out)
	}
	// the first list: the legal box, then one line for the 11 refused
	if l := s.p.labels[1]; len(l) != 4 || l[0] != "Fours — 20 +100" || l[1] != "✘ 11 boxes not allowed: why?" {
		t.Fatalf("legal boxes first, refusals folded: %q", l)
	}
	// asked again with the reason first in the description
	if a := s.p.asked[len(s.p.asked)-2]; !strings.Contains(a, "which box? — ✘ joker: five 4s") {
		t.Fatalf("the reason is next to the question: %s", a)
	}
	st := s.state(t)
	if v, ok := st.Boxes().Cols[0][0].Value(scoring.Fours); !ok || v != 20 || st.Boxes().Cols[0][0].Extra != 100 {
		t.Fatalf("P6/P7a: fours %d %v extra %d", v, ok, st.Boxes().Cols[0][0].Extra)
	}
}

// u at the dice prompt takes the last move back; p pauses; Play again
// resumes where the game stopped.
func TestG2UndoPauseResume(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}}
	s := newSitting(t, g, append(boxSteps("11123", "Aces", false),
		step{"input", "Ben — round 1/13", "u"},     // Ana's aces taken back
		step{"input", "Ana — round 1/13", "s"},     // the sheets
		step{"input", "Ana — round 1/13", "p"})...) // pause
	err := s.tab.Play(s.id)
	if !errors.Is(err, table.ErrPaused) {
		t.Fatalf("p pauses: got %v", err)
	}
	if err := s.tab.Stopped(s.id, err); err != nil {
		t.Fatal(err)
	}
	out := s.out.String()
	for _, want := range []string{"Ana's Aces 3 (11123) in turn 1 taken back.", "[sheet [0 0]]", "Paused. Every accepted move is saved, and so is the turn in progress up to\nthe last answer given with Enter (what was typed without Enter is lost):\nresume with scorepad play 1"} {
		if !strings.Contains(out, want) {
			t.Fatalf("the table says %q:\n%s", want, out)
		}
	}
	if n := len(s.state(t).Game.Moves); n != 0 {
		t.Fatalf("undo left %d moves", n)
	}
	// resume: the same game, Ana to play
	s.p.steps = boxSteps("66666", "Penta", false)
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	if st := s.state(t); st.Turn != 1 || st.Totals()[0] != 50 {
		t.Fatalf("resumed: turn %d totals %v", st.Turn, st.Totals())
	}
}

// ? Hint at the box asks the Expert with no throw left; with digital dice,
// at the keep question with the throws left.
func TestY8HintsAskTheExpert(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "the five dice", "66612"}, step{"select", "which box?", "hint"}, step{"select", "which box?", "~Sixes"})
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	if !strings.Contains(s.p.asked[2], "which box? — HINT 66612 0") || len(s.ex.hints) != 1 {
		t.Fatalf("hint at the box:\n%s", s.out)
	}
	d := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "Ana — round 1/13", "hint"}, step{"select", "Ana — round 1/13", "score"}, step{"select", "which box?", "~Chance"})
	d.tab.Digital = true
	if err := d.tab.Play(d.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	if len(d.ex.hints) != 1 || d.ex.hints[0] != 2 {
		t.Fatalf("hint after the first digital throw: rolls left %v", d.ex.hints)
	}
	m := d.state(t).Game.Moves[0].Play.(sheets.BoxPlay)
	if len(m.Throws) != 1 || !strings.HasSuffix(m.Throws[0], "/"+m.Dice) {
		t.Fatalf("P2: the digital throw is recorded: %+v", m)
	}
}

// A robot plays its own turns between the person's.
func TestY8RobotPlaysItsTurns(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", scoring.RobotNormal}}
	s := newSitting(t, g, append(boxSteps("66666", "Penta", false), step{"input", "Ana — round 2/13", "p"})...)
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatal(err)
	}
	st := s.state(t)
	if len(st.Game.Moves) != 2 || len(st.Game.Moves[1].Play.(sheets.BoxPlay).Throws) == 0 || st.Turn != 0 {
		t.Fatalf("the robot played once, throws recorded: %+v", st.Game.Moves)
	}
	if !strings.Contains(s.out.String(), scoring.RobotNormal+": ") {
		t.Fatalf("the robot's throws are said:\n%s", s.out)
	}
}

// P10: with digital dice, no box picked in time after the third throw: the
// computer writes the Expert's box.
func TestP10NoChoiceInTimeWritesTheExpertsBox(t *testing.T) {
	t.Parallel()
	pentaExpert(t)
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", ""},
		step{"select", "round 1/13", "keep"}, step{"multi", "Keep which dice", ""},
		step{"select", "which box?", "timeout"},
		step{"select", "the computer wrote", "ok"}) // announced, held until a key
	s.tab.Digital = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	m := s.state(t).Game.Moves[0].Play.(sheets.BoxPlay)
	if !m.Auto || len(m.Throws) != 3 {
		t.Fatalf("P10: %+v", m)
	}
	st := s.state(t)
	st.Game.Moves = nil
	fresh, _ := sheets.NewState(st.Game)
	faces, _ := scoring.ParseDice(m.Dice, 5, 5)
	_, want := pentaAdv.Turn(fresh.Boxes().Cols[0]).BestBox(scoring.HandOf(faces))
	if m.Box != want.ID() {
		t.Fatalf("P10: the computer wrote %s, the Expert's box is %s", m.Box, want)
	}
}

// One ranking of boxes: with 11123 and the upper section at 60, the Expert
// writes Aces (63: +35); the box list puts Aces first and the best line
// names it; without the tables the simple order agrees (3 + 35 now, where
// the box's points alone would say Three of a kind 8).
func TestP5ExpertAndBoxListAgree(t *testing.T) {
	t.Parallel()
	a := pentaExpert(t)
	g := &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}
	// twos 10 + threes 15 + fours 20 + fives 15 = 60 (Penta free: no joker)
	moves := []struct{ dice, box string }{{"22222", "Twos"}, {"33333", "Threes"}, {"44444", "Fours"}, {"55512", "Fives"}}
	var steps []step
	for _, m := range moves {
		steps = append(steps, boxSteps(m.dice, m.box, false)...)
	}
	steps = append(steps, step{"input", "the five dice", "11123"}, step{"select", "which box?", ""})
	s := newSitting(t, g, steps...)
	s.ex.loaded = true
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrNoInput) {
		t.Fatal(err)
	}
	st := s.state(t)
	if got := st.Boxes().Cols[0][0].Upper(); got != 63 {
		t.Fatalf("the default box (the Expert's) brings the upper section to 63, got %d", got)
	}
	st.Game.Moves = st.Game.Moves[:4]
	before, err := sheets.Replay(st.Game)
	if err != nil {
		t.Fatal(err)
	}
	h := scoring.HandOf([]uint8{1, 1, 1, 2, 3})
	_, expertBox := a.Turn(before.Boxes().Cols[0]).BestBox(h)
	rk := s.tab.Ranking(before, h)
	first := rk.Options[rk.Order[0]]
	if expertBox != scoring.Aces || first.Box != scoring.Aces || rk.Best != rk.Order[0] || !rk.ByExpert {
		t.Fatalf("the Expert writes %s, the list starts with %s (by Expert %v)", expertBox, first.Box, rk.ByExpert)
	}
	if line := rk.BestLine(lang.EN); line != "best: Aces 3 (the Expert)" {
		t.Fatalf("best line %q", line)
	}
	// the box list the person saw: Aces highlighted first, with the bonus
	if labels := s.p.labels[len(s.p.labels)-1]; !strings.HasPrefix(labels[0], "Aces — 3 (63 reached: +35)") {
		t.Fatalf("box list: %v", labels)
	}
	// without the tables, the simple order is named as such, and counts
	// the bonus Aces brings now (3 + 35 against Three of a kind 8)
	s.ex.loaded = false
	rk = s.tab.Ranking(before, h)
	if rk.ByExpert || rk.BestLine(lang.EN) != "most points: Aces 3 (63 reached: +35)" {
		t.Fatalf("fallback: %q", rk.BestLine(lang.EN))
	}
}

// Y3: without the tables the simple order ranks a box by what it adds to
// the column now; the minus box subtracts (plus − minus), so with 66655 on
// an empty Yam's column with plus/minus, Minus 28 comes last of the boxes
// that score, not beside Plus 28 as a gain.
func TestY3FallbackRanksMinusAgainstTheTotal(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Yams, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.BoxOptions{PlusMinus: true}}}
	s := newSitting(t, g)
	st := s.state(t)
	rk := s.tab.Ranking(st, scoring.HandOf([]uint8{6, 6, 6, 5, 5}))
	if rk.ByExpert {
		t.Fatal("no tables in this test: the order must be the simple one")
	}
	var order []string
	minusAt, lastScoring := -1, -1
	for k, i := range rk.Order {
		v := rk.Options[i]
		if !v.Legal {
			break
		}
		order = append(order, fmt.Sprintf("%s %d", v.Box, v.PointsNow()))
		if v.Box == scoring.Minus {
			minusAt = k
		}
		if v.Points > 0 {
			lastScoring = k
		}
	}
	if minusAt < 0 || minusAt != lastScoring || rk.Options[rk.Order[minusAt]].PointsNow() != -28 {
		t.Fatalf("Minus must be the last box that scores, at -28: %v", order)
	}
	if b := rk.Options[rk.Best].Box; b == scoring.Minus || rk.Options[rk.Best].PointsNow() < 28 {
		t.Fatalf("best %s: %v", b, order)
	}
}

// TestG2PauseSaysWhatIsKept: the pause message says exactly what is kept,
// in both languages: the accepted moves and the turn up to its last answer
// given with Enter — dice typed in a field left without Enter are lost, as
// the draft records an answer only once it is given.
func TestG2PauseSaysWhatIsKept(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		l    lang.Lang
		want string
	}{
		{lang.EN, "Paused. Every accepted move is saved, and so is the turn in progress up to\nthe last answer given with Enter (what was typed without Enter is lost):\nresume with scorepad play 7\n"},
		{lang.FR, "En pause. Chaque coup accepté est enregistré, et le tour en cours jusqu'à la\ndernière réponse validée par Entrée (ce qui est tapé sans Entrée est perdu)\u00a0:\nreprenez avec scorepad play 7\n"},
	} {
		var out bytes.Buffer
		tb := &table.Table{Out: &out, Lang: c.l}
		if err := tb.Stopped(7, table.ErrPaused); err != nil {
			t.Fatal(err)
		}
		if got := out.String(); got != c.want {
			t.Errorf("%s: got %q, want %q", c.l, got, c.want)
		}
		for _, line := range strings.Split(out.String(), "\n") {
			if n := len([]rune(line)); n > 80 {
				t.Errorf("%s: a line of %d columns: %q", c.l, n, line)
			}
		}
	}
}
