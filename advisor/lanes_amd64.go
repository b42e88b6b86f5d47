package advisor

// The kernel's two passes over the keeps in SSE2 assembly (lanes_amd64.s):
// two lanes per instruction, the additions in the same order as averageGo,
// so the values are the same to the bit (TestPassesMatchGo).

//go:noescape
func averageAsm(K *[numKeeps][lanes]float64, prog []uint16)

//go:noescape
func bestAsm(K, B *[numKeeps][lanes]float64, prog []uint16)

func averagePass(K *[numKeeps][lanes]float64, prog []uint16) { averageAsm(K, prog) }

func bestPass(K, B *[numKeeps][lanes]float64, prog []uint16) { bestAsm(K, B, prog) }

//go:noescape
func maxAddAsm(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64)

//go:noescape
func maxValAsm(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64)

func maxAdd(K *[numKeeps][lanes]float64, hands []uint8, vals []float64, e *[lanes]float64) {
	if len(vals) < len(hands) {
		panic("advisor: maxAdd")
	}
	maxAddAsm(K, hands, vals, e)
}

func maxVal(K *[numKeeps][lanes]float64, hands []uint8, idx []uint8, val *[6][lanes]float64) {
	if len(idx) < len(hands) {
		panic("advisor: maxVal")
	}
	maxValAsm(K, hands, idx, val)
}

//go:noescape
func average1Asm(K *[numKeeps]float64, prog []uint16)

//go:noescape
func best1Asm(K, B *[numKeeps]float64, prog []uint16)

func average1(K *[numKeeps]float64) { average1Asm(K, plan.avgProg) }

func best1(K, B *[numKeeps]float64) { best1Asm(K, B, plan.bestProg) }
