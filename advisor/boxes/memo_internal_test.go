package boxes

import (
	"math/rand/v2"
	"syscall"
	"testing"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// The simulation's Expert (memoised choices, no turn record) plays the
// same games as the Expert strategy through Play and TakeTurn, whose
// choices are Turn.BestKeep and Turn.BestBox; the memo answers the
// repeated states.
func TestMemoisedExpertPlaysLikeTheExpert(t *testing.T) {
	c := scoring.YamsConfig(scoring.Down, scoring.Up)
	c.PlusMinus = true
	r := c.MustCompile()
	tables, _, err := Tables(t.Context(), r, nil, nil)
	if err != nil {
		t.Fatal(err)
	}
	a := New(r, tables)
	memo := NewMemo(1 << 12)
	tu, scratch := &Turn{}, &choices{}
	for g := range 30 {
		fast := playExpert(r, a, memo, rand.New(rand.NewPCG(9, uint64(g))), tu, scratch)
		slow := Play(r, &checkedExpert{t: t, e: &Expert{A: a}}, rand.New(rand.NewPCG(9, uint64(g))))
		if fast.Total != slow.Total || !sameCols(fast.Cols, slow.Cols) {
			t.Fatalf("game %d: memoised %d, Expert %d", g, fast.Total, slow.Total)
		}
	}
	if asked, held := memo.Lookups(); memo.HitRate() <= 0 || held == 0 || asked != int64(30*r.Turns()) {
		t.Fatalf("memo: %d asked, %d held, hit rate %.2f", asked, held, memo.HitRate())
	}
}

// checkedExpert is the Expert, checked against a freshly solved Turn at
// every choice.
type checkedExpert struct {
	t *testing.T
	e *Expert
}

func (c *checkedExpert) Keep(cols []scoring.Column, faces []uint8, rollsLeft int) []uint8 {
	got := c.e.Keep(cols, faces, rollsLeft)
	want, _ := c.e.A.Turn(cols).BestKeep(faces, rollsLeft)
	if scoring.FormatDice(got) != scoring.FormatDice(want) {
		c.t.Fatalf("keep %v of %v: Expert %v, Turn %v", faces, rollsLeft, got, want)
	}
	return got
}

func (c *checkedExpert) Box(cols []scoring.Column, h scoring.Hand) (int, scoring.Box) {
	ci, b := c.e.Box(cols, h)
	wc, wb := c.e.A.Turn(cols).BestBox(h)
	if ci != wc || b != wb {
		c.t.Fatalf("box for %v: Expert %d %s, Turn %d %s", h, ci, b, wc, wb)
	}
	return ci, b
}

// BenchmarkExpertChoices is a memo miss of the simulation: the Expert's
// choices computed for one Penta sheet state (the turn solved, every keep
// and box chosen), over states of random games.
func BenchmarkExpertChoices(b *testing.B) {
	r := scoring.PentaConfig().MustCompile()
	tab, err := Solve(r, scoring.Free)
	if err != nil {
		b.Fatal(err)
	}
	a := New(r, []*Table{tab})
	var sheets [][]scoring.Column
	for g := range 64 {
		cols := make([]scoring.Column, 1)
		n := g % r.Turns()
		grng := rand.New(rand.NewPCG(7, uint64(g)))
		memo := NewMemo(0)
		tu, scratch := &Turn{}, &choices{}
		for turn := 0; turn < n; turn++ {
			c := a.choicesOf(memo, cols, tu, scratch)
			h := scoring.HandOf([]uint8{uint8(grng.IntN(6) + 1), uint8(grng.IntN(6) + 1), uint8(grng.IntN(6) + 1), uint8(grng.IntN(6) + 1), uint8(grng.IntN(6) + 1)})
			w := c.where[h]
			if _, err := r.Play(cols, int(w>>4), h, scoring.Box(w&15)); err != nil {
				b.Fatal(err)
			}
		}
		sheets = append(sheets, cols)
	}
	tu, scratch := &Turn{}, &choices{}
	clk := cpuNow()
	i := 0
	for b.Loop() {
		a.choicesOf(nil, sheets[i%len(sheets)], tu, scratch)
		i++
	}
	b.ReportMetric((cpuNow()-clk).Seconds()*1e6/float64(b.N), "cpu-µs/op")
}

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// handOf5 is scoring.HandOf for every throw of five dice.
func TestHandOf5MatchesScoring(t *testing.T) {
	var d [5]uint8
	for n := range 7776 {
		x := n
		for i := range d {
			d[i] = uint8(x%6 + 1)
			x /= 6
		}
		if got, want := handOf5(&d), scoring.HandOf(d[:]); got != want {
			t.Fatalf("%v: %v, scoring %v", d, got, want)
		}
	}
}
