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
