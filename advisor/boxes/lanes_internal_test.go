package boxes

import (
	"math"
	"math/rand/v2"
	"os"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

// The passes used by the solver (assembly on amd64: SSE2, and AVX2 where
// the processor has it) compute the same values as their Go versions, to
// the bit.
func TestPassesMatchGo(t *testing.T) {
	defer func(u bool) { useAVX2 = u }(useAVX2)
	for _, avx := range []bool{false, true} {
		if avx && !hasAVX2 {
			t.Log("no AVX2 on this processor: its passes are not checked")
			continue
		}
		useAVX2 = avx
		passesMatchGo(t, avx)
	}
}

func passesMatchGo(t *testing.T, avx bool) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 20 {
		var K, K2, B, B2 [numKeeps][lanes]float64
		for k := range K {
			for l := range lanes {
				K[k][l] = rng.Float64()*300 - 50
			}
		}
		K2 = K
		averagePass(&K)
		averageGo(&K2)
		if K != K2 {
			t.Fatalf("average (AVX2 %v): the pass and its Go version differ", avx)
		}
		bestPass(&K, &B)
		bestGo(&K2, &B2)
		copy(K2[keeps.firstOf5:], B2[keeps.firstOf5:])
		if K != K2 || [numKeeps - 252][lanes]float64(B[:keeps.firstOf5]) != [numKeeps - 252][lanes]float64(B2[:keeps.firstOf5]) {
			t.Fatalf("best (AVX2 %v): the pass and its Go version differ", avx)
		}
		if expect(&K) != expectGo(&K2) {
			t.Fatalf("expect (AVX2 %v): the pass and its Go version differ", avx)
		}
		var k1, k1g, b1, b1g [numKeeps]float64
		for k := range k1 {
			k1[k] = rng.Float64()*300 - 50
		}
		k1g = k1
		average1(&k1)
		average1Go(&k1g)
		best1(&k1, &b1)
		best1Go(&k1g, &b1g)
		if k1 != k1g || b1 != b1g {
			t.Fatal("average1/best1: the passes and their Go versions differ")
		}
		hands := allHands[rng.IntN(100):]
		vals := make([]float64, len(hands))
		idx := make([]uint8, len(hands))
		var val [6][lanes]float64
		var e [lanes]float64
		for j := range vals {
			vals[j], idx[j] = rng.Float64()*100, uint8(rng.IntN(6))
		}
		for c := range val {
			for l := range lanes {
				val[c][l], e[l] = rng.Float64()*200, rng.Float64()*200
			}
		}
		K2 = K
		maxAdd(&K, hands, vals, &e)
		maxAddGo(&K2, hands, vals, &e)
		maxVal(&K, hands, idx, &val)
		maxValGo(&K2, hands, idx, &val)
		if K != K2 {
			t.Fatalf("maxAdd/maxVal (AVX2 %v): the passes and their Go versions differ", avx)
		}
	}
}

// The lane kernel gives every state of a table the value the one-state
// solver (hints, the Expert) computes from the same table: checked on a
// Yam's column with plus/minus, fixed+sum four and 25+sum full, on random
// reachable states.
func TestKernelMatchesOneState(t *testing.T) {
	c := scoring.YamsConfig()
	c.PlusMinus = true
	c.Full = scoring.Full25Sum
	c.FourKind = scoring.FourKindRule{Kind: scoring.FourFixedSum, N: 40}
	cases := []struct {
		cfg  scoring.Config
		mode scoring.Mode
	}{{scoring.PentaConfig(), scoring.Free}, {c, scoring.Down}, {c, scoring.Up}}
	if os.Getenv("SCOREPAD_LONG") != "" {
		cases = append(cases, struct {
			cfg  scoring.Config
			mode scoring.Mode
		}{c, scoring.Free})
	}
	for _, tc := range cases {
		r, mode := tc.cfg.MustCompile(), tc.mode
		{
			tab, err := Solve(r, mode)
			if err != nil {
				t.Fatal(err)
			}
			reach := tab.upperReach()
			rng := rand.New(rand.NewPCG(5, 6))
			masks := tab.reachableMasks()
			w := newWorker(tab)
			checked := 0
			for range 300 {
				mask := masks[rng.IntN(len(masks))]
				if mask == 1<<tab.nb-1 {
					continue
				}
				us := reach[tab.upperMask(mask)]
				u := rng.IntN(64)
				for us&(1<<u) == 0 {
					u = rng.IntN(64)
				}
				b50 := 0
				if mask&(1<<tab.five) != 0 {
					b50 = rng.IntN(2)
				}
				w.finalValues(mask, u, b50)
				want := w.turnValue()
				if got := tab.E[state(mask, u, b50)]; math.Abs(got-want) > 1e-9 {
					t.Fatalf("%s %s: state %b u=%d b50=%d: kernel %.12f, one-state %.12f", Key(r, mode), mode, mask, u, b50, got, want)
				}
				checked++
			}
			if checked < 100 {
				t.Fatalf("only %d states checked", checked)
			}
		}
	}
}

// BenchmarkKernelPasses is the kernel's two rethrows (average and best,
// twice) on one lane group: the solver's inner loop.
func BenchmarkKernelPasses(b *testing.B) {
	defer func(u bool) { useAVX2 = u }(useAVX2)
	useAVX2 = hasAVX2 && os.Getenv("SCOREPAD_SSE2") == ""
	rng := rand.New(rand.NewPCG(1, 2))
	k := &kernel{}
	for h := keeps.firstOf5; h < numKeeps; h++ {
		for l := range lanes {
			k.K[h][l] = rng.Float64() * 300
		}
	}
	init := k.K
	for b.Loop() {
		k.K = init
		k.turn()
	}
}

// A whole table solved with the AVX2 passes is the table solved with SSE2,
// to the bit: a ↓ column of Yam's with every option (and, with
// SCOREPAD_LONG=1, the free column with plus/minus, 2 M states).
func TestAVX2TableSameToTheBit(t *testing.T) {
	if !hasAVX2 {
		t.Skip("no AVX2 on this processor")
	}
	defer func(u bool) { useAVX2 = u }(useAVX2)
	c := scoring.YamsConfig()
	c.PlusMinus = true
	c.Full = scoring.Full25Sum
	c.FourKind = scoring.FourKindRule{Kind: scoring.FourFixedSum, N: 40}
	modes := []scoring.Mode{scoring.Down}
	if os.Getenv("SCOREPAD_LONG") != "" {
		modes = append(modes, scoring.Free)
	}
	r := c.MustCompile()
	for _, mode := range modes {
		var E [2][]float64
		for i, avx := range []bool{false, true} {
			useAVX2 = avx
			tab, err := Solve(r, mode)
			if err != nil {
				t.Fatal(err)
			}
			E[i] = tab.E
		}
		for i := range E[0] {
			if math.Float64bits(E[0][i]) != math.Float64bits(E[1][i]) {
				t.Fatalf("%s: state %d: SSE2 %v, AVX2 %v", mode, i, E[0][i], E[1][i])
			}
		}
	}
}

// bestArg1 (assembly on amd64) and bestArg1Go give the values of best1
// and the best keeps of the walk they replace (bestArgWalk), ties
// included: values drawn from a few integers tie often.
func TestBestArgMatchesWalk(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	for i := range 200 {
		var K [numKeeps]float64
		for k := range K {
			if i%2 == 0 {
				K[k] = float64(rng.IntN(4))
			} else {
				K[k] = rng.Float64() * 100
			}
		}
		want, K2, K3 := K, K, K
		var B, B2, B3 [numKeeps]float64
		var arg [numKeeps]uint16
		var A2, A3 [numKeeps]uint32
		bestArgWalk(&want, &B, &arg)
		bestArg1(&K2, &B2, &A2)
		bestArg1Go(&K3, &B3, &A3)
		if K2 != want || K3 != want || [numKeeps - 252]float64(B2[:keeps.firstOf5]) != [numKeeps - 252]float64(B[:keeps.firstOf5]) || B3 != B2 {
			t.Fatal("bestArg1: values differ from best1's")
		}
		for h := keeps.firstOf5; h < numKeeps; h++ {
			if uint16(A2[h]) != arg[h] || A3[h] != A2[h] {
				t.Fatalf("hand %v: best keep %v (Go %v), the walk %v", keepFaces(uint16(h)), keepFaces(uint16(A2[h])), keepFaces(uint16(A3[h])), keepFaces(arg[h]))
			}
		}
	}
}

// maxArg (AVX2 where the processor has it) is maxArgGo, ties included.
func TestMaxArgMatchesGo(t *testing.T) {
	defer func(u bool) { useAVX2 = u }(useAVX2)
	useAVX2 = hasAVX2
	rng := rand.New(rand.NewPCG(9, 10))
	for i := range 100 {
		var V, V2, v [scoring.NumHands]float64
		var A, A2 [scoring.NumHands]int64
		for h := range V {
			V[h], v[h] = float64(rng.IntN(5)), float64(rng.IntN(5))
			if i%2 == 1 {
				V[h], v[h] = rng.Float64()*50, rng.Float64()*50
			}
			A[h] = int64(rng.IntN(13))
		}
		V2, A2 = V, A
		e := []float64{0, math.Copysign(0, -1), 1, -2.5}[i%4]
		maxArg(&V, &A, &v, e, int64(i))
		maxArgGo(&V2, &A2, &v, e, int64(i))
		if V != V2 || A != A2 {
			t.Fatal("maxArg and maxArgGo differ")
		}
	}
}

// Mirrors: a free Yam's column with plus/minus has one (chance and plus),
// a ↓ column none; with SCOREPAD_LONG=1 the free column's table is solved
// with and without it, the same to the bit (2 M states, twice).
func TestMirrorTwinBoxes(t *testing.T) {
	c := scoring.YamsConfig()
	c.PlusMinus = true
	r := c.MustCompile()
	for _, tc := range []struct {
		mode scoring.Mode
		want bool
	}{{scoring.Free, true}, {scoring.Down, false}, {scoring.Imposed, true}} {
		tab, err := newTable(r, tc.mode)
		if err != nil {
			t.Fatal(err)
		}
		tab.allowedAll()
		mr := tab.newMirror()
		if (mr != nil) != tc.want {
			t.Fatalf("%s: mirror %v, want %v", tc.mode, mr != nil, tc.want)
		}
		if mr == nil {
			continue
		}
		if b := [2]scoring.Box{tab.boxes[mr.j], tab.boxes[mr.i]}; b != [2]scoring.Box{scoring.Chance, scoring.Plus} && b != [2]scoring.Box{scoring.Plus, scoring.Chance} {
			t.Fatalf("%s: mirror of %s and %s", tc.mode, b[0], b[1])
		}
	}
	if os.Getenv("SCOREPAD_LONG") == "" {
		return
	}
	defer func() { noMirror = false }()
	var E [2][]float64
	for i, off := range []bool{true, false} {
		noMirror = off
		tab, err := Solve(r, scoring.Free)
		if err != nil {
			t.Fatal(err)
		}
		E[i] = tab.E
	}
	for i := range E[0] {
		if math.Float64bits(E[0][i]) != math.Float64bits(E[1][i]) {
			t.Fatalf("state %d: %v computed, %v mirrored", i, E[0][i], E[1][i])
		}
	}
}

// BenchmarkBestArg1 is the one-lane best pass with the best keeps (two per
// memo miss of the simulation).
func BenchmarkBestArg1(b *testing.B) {
	rng := rand.New(rand.NewPCG(1, 2))
	var K0, K, B [numKeeps]float64
	var A [numKeeps]uint32
	for k := range K0 {
		K0[k] = rng.Float64() * 300
	}
	for b.Loop() {
		K = K0
		bestArg1(&K, &B, &A)
	}
}
