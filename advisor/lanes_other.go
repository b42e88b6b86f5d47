//go:build !amd64

package advisor

func averagePass(K *[numKeeps][lanes]float64, prog []uint16) { averageGo(K) }

func bestPass(K, B *[numKeeps][lanes]float64, prog []uint16) { bestGo(K, B) }
