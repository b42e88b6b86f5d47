//go:build !amd64

package advisor

func averagePass(K *[numKeeps][lanes]float64, prog []uint16) { averageGo(K) }

func bestPass(K, B *[numKeeps][lanes]float64, prog []uint16) { bestGo(K, B) }

func maxAdd(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64) {
	maxAddGo(K, hands, vals, e)
}

func maxVal(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64) {
	maxValGo(K, hands, idx, val)
}

func average1(K *[numKeeps]float64) { average1Go(K) }

func best1(K, B *[numKeeps]float64) { best1Go(K, B) }
