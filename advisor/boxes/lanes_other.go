//go:build !amd64

package boxes

import "github.com/scorepad/scorepad/scoring"

// Without assembly the passes are the Go versions.
var hasAVX2, useAVX2 bool

func averagePass(K *[numKeeps][lanes]float64) { averageGo(K) }

func bestPass(K, B *[numKeeps][lanes]float64) {
	bestGo(K, B)
	copy(K[keeps.firstOf5:], B[keeps.firstOf5:])
}

func expect(K *[numKeeps][lanes]float64) [lanes]float64 { return expectGo(K) }

func maxAdd(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64) {
	maxAddGo(K, hands, vals, e)
}

func maxVal(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64) {
	maxValGo(K, hands, idx, val)
}

func average1(K *[numKeeps]float64) { average1Go(K) }

func best1(K, B *[numKeeps]float64) { best1Go(K, B) }

func bestArg1(K, B *[numKeeps]float64, A *[numKeeps]uint32) { bestArg1Go(K, B, A) }

func maxArg(V *[scoring.NumHands]float64, A *[scoring.NumHands]int64, v *[scoring.NumHands]float64, e float64, i int64) {
	maxArgGo(V, A, v, e, i)
}

func prefetchChoices(c *choices) {}
