package boxes_test

import (
	"context"
	"syscall"
	"testing"
	"time"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// The benchmarks of issue 19's table, one per row (the process rows, hint
// and games, are in cmd/e2e_bench_test.go).

// cpuClock measures the CPU time of the process: on a loaded machine it
// varies less than the wall clock.
type cpuClock struct{ start time.Duration }

func cpuNow() time.Duration {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func startCPU() cpuClock { return cpuClock{cpuNow()} }

// report adds the CPU seconds per operation.
func (c cpuClock) report(b *testing.B) {
	b.ReportMetric((cpuNow()-c.start).Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkSolvePenta computes the Penta table from scratch on every core.
func BenchmarkSolvePenta(b *testing.B) {
	r := scoring.PentaConfig().MustCompile()
	clk := startCPU()
	defer clk.report(b)
	for b.Loop() {
		if _, err := boxes.Solve(r, scoring.Free); err != nil {
			b.Fatal(err)
		}
	}
}

// yamsPlusMinus is Yam's with plus/minus on the given columns.
func yamsPlusMinus(cols ...scoring.Mode) *scoring.Rules {
	c := scoring.YamsConfig(cols...)
	c.PlusMinus = true
	return c.MustCompile()
}

// BenchmarkSolveYamsPlusMinus computes the table of one free Yam's column
// with plus and minus (15 boxes).
func BenchmarkSolveYamsPlusMinus(b *testing.B) {
	r := yamsPlusMinus()
	clk := startCPU()
	defer clk.report(b)
	for b.Loop() {
		if _, err := boxes.Solve(r, scoring.Free); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkFirstHintYams4Columns is the first hint of a 4-column Yam's with
// every option (↕ ↓ ↑ ◆, plus/minus, full 25+sum, four fixed+sum:40): every
// table computed, then the turn solved and the keeps ranked.
func BenchmarkFirstHintYams4Columns(b *testing.B) {
	c := scoring.YamsConfig(scoring.Free, scoring.Down, scoring.Up, scoring.Imposed)
	c.PlusMinus = true
	c.Full = scoring.Full25Sum
	c.FourKind = scoring.FourKindRule{Kind: scoring.FourFixedSum, N: 40}
	r := c.MustCompile()
	cols := make([]scoring.Column, len(r.Columns))
	clk := startCPU()
	defer clk.report(b)
	for b.Loop() {
		tables, _, err := boxes.Tables(context.Background(), r, nil, nil)
		if err != nil {
			b.Fatal(err)
		}
		a := boxes.New(r, tables)
		if len(a.Turn(cols).Keeps([]uint8{6, 6, 1, 2, 3}, 2)) == 0 {
			b.Fatal("no keep")
		}
	}
}

// BenchmarkSimulatePentaExpert plays Penta games with the Expert on every
// core, its tables ready; it reports games a second.
func BenchmarkSimulatePentaExpert(b *testing.B) {
	r, tab := penta(b)
	const n = 100000
	seed := uint64(1)
	clk := startCPU()
	defer clk.report(b)
	hit := 0.0
	for b.Loop() {
		st := boxes.Simulate(r, []*boxes.Table{tab}, "expert", n, seed)
		if st.Mean < 200 {
			b.Fatalf("mean %.1f", st.Mean)
		}
		seed++
		hit = st.MemoHitRate
	}
	b.ReportMetric(float64(n*b.N)/b.Elapsed().Seconds(), "games/s")
	b.ReportMetric(hit, "memo-hit")
}

// BenchmarkHint is one hint: the turn solved for a half-filled sheet, then
// every keep of the dice ranked.
func BenchmarkHint(b *testing.B) {
	r, tab := penta(b)
	a := boxes.New(r, []*boxes.Table{tab})
	cols, err := r.ParseSheet("aces=3,threes=9,fives=15,three_kind=22,full=25,large_straight=40")
	if err != nil {
		b.Fatal(err)
	}
	faces := []uint8{6, 6, 1, 2, 3}
	b.ReportAllocs()
	for b.Loop() {
		tu := a.Turn(cols)
		if len(tu.Keeps(faces, 2)) == 0 {
			b.Fatal("no keep")
		}
	}
}
