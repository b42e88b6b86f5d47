package boxes

import (
	"github.com/scorepad/scorepad/scoring"
	"golang.org/x/sys/cpu"
)

// The kernel's passes in assembly (lanes_amd64.s): SSE2, two lanes per
// instruction, on every amd64 processor; AVX2, the four lanes in one
// instruction, where the processor has it. Both do the additions in the
// same order as averageGo, so the values are the same to the bit
// (TestPassesMatchGo checks each against Go).

// hasAVX2 reports whether the processor (and the system) can run AVX2;
// useAVX2 chooses the AVX2 passes (the tests turn it off to check SSE2).
var (
	hasAVX2 = cpu.X86.HasAVX2
	useAVX2 = hasAVX2
)

//go:noescape
func averageAsm(K *[numKeeps][lanes]float64, prog []uint16)

//go:noescape
func bestAsm(K, B *[numKeeps][lanes]float64, prog []uint16)

//go:noescape
func averageAVX2(K *[numKeeps][lanes]float64, prog []uint16)

//go:noescape
func bestAVX2(K, B *[numKeeps][lanes]float64, prog []uint16)

//go:noescape
func maxAddAVX2(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64)

//go:noescape
func maxValAVX2(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64)

//go:noescape
func expectAVX2(K *[numKeeps][lanes]float64, prob *[numKeeps]float64, e *[lanes]float64)

func averagePass(K *[numKeeps][lanes]float64) {
	if useAVX2 {
		averageAVX2(K, plan.avgOff)
		return
	}
	averageAsm(K, plan.avgProg)
}

// bestPass sets each keep of fewer than five dice in B, and each hand in
// K, to the best of itself (in K) and its sub-keeps (in B).
func bestPass(K, B *[numKeeps][lanes]float64) {
	if useAVX2 {
		bestAVX2(K, B, plan.bestOff)
		return
	}
	bestAsm(K, B, plan.bestProg)
	copy(K[keeps.firstOf5:], B[keeps.firstOf5:])
}

// expect returns Σ P(h) × K[h] over the hands, lane by lane.
func expect(K *[numKeeps][lanes]float64) [lanes]float64 {
	if useAVX2 {
		var e [lanes]float64
		expectAVX2(K, &keeps.prob, &e)
		return e
	}
	return expectGo(K)
}

//go:noescape
func maxAddAsm(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64)

//go:noescape
func maxValAsm(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64)

func maxAdd(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64) {
	if len(vals) < len(hands) {
		panic("advisor: maxAdd")
	}
	if useAVX2 {
		maxAddAVX2(K, hands, vals, e)
		return
	}
	maxAddAsm(K, hands, vals, e)
}

func maxVal(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64) {
	if len(idx) < len(hands) {
		panic("advisor: maxVal")
	}
	if useAVX2 {
		maxValAVX2(K, hands, idx, val)
		return
	}
	maxValAsm(K, hands, idx, val)
}

//go:noescape
func average1Asm(K *[numKeeps]float64, prog []uint16)

//go:noescape
func best1Asm(K, B *[numKeeps]float64, prog []uint16)

func average1(K *[numKeeps]float64) { average1Asm(K, plan.avgProg) }

func best1(K, B *[numKeeps]float64) { best1Asm(K, B, plan.bestProg) }

//go:noescape
func bestArg1Asm(K, B *[numKeeps]float64, A *[numKeeps]uint32, prog []uint16)

func bestArg1(K, B *[numKeeps]float64, A *[numKeeps]uint32) { bestArg1Asm(K, B, A, plan.bestIdx) }

//go:noescape
func maxArgAVX2(V *[scoring.NumHands]float64, A *[scoring.NumHands]int64, v *[scoring.NumHands]float64, e float64, i int64)

func maxArg(V *[scoring.NumHands]float64, A *[scoring.NumHands]int64, v *[scoring.NumHands]float64, e float64, i int64) {
	if useAVX2 {
		maxArgAVX2(V, A, v, e, i)
		return
	}
	maxArgGo(V, A, v, e, i)
}

// prefetchChoices asks the processor for c's memory ahead of its use: a
// memo entry is read at three places the dice choose, cold for the
// states few games reach.
//
//go:noescape
func prefetchChoices(c *choices)
