//go:build unix

package advisor

import (
	"fmt"
	"os"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The Expert's search, measured (README: the ideas):
//
//	SCOREPAD_SEARCH="top,margin,rollouts,depth;…" SCOREPAD_SEARCHGAMES=1000 \
//	  go test ./advisor -run TestSacksonSearchIdeas -v -timeout 60m
//
// plays each configuration over the model on the same solo games (seed 1)
// and prints its mean and the CPU time a choice.
func TestSacksonSearchIdeas(t *testing.T) {
	spec := os.Getenv("SCOREPAD_SEARCH")
	if spec == "" {
		t.Skip(`set SCOREPAD_SEARCH="top,margin,rollouts,depth;…"`)
	}
	games, _ := strconv.Atoi(os.Getenv("SCOREPAD_SEARCHGAMES"))
	if games == 0 {
		games = 200
	}
	e := SacksonModelEval(200)
	for _, s := range strings.Split(spec, ";") {
		var top, ro, depth int
		var margin float64
		fmt.Sscanf(s, "%d,%g,%d,%d", &top, &margin, &ro, &depth)
		cpu0, wall := cpuSeconds(), time.Now()
		st := SimulateSackson(200, "expert", func() SacksonStrategy {
			return &SacksonSearch{Eval: e, Top: top, Margin: margin, Rollouts: ro, Depth: depth}
		}, games, 1)
		cpu := cpuSeconds() - cpu0
		fmt.Printf("search top %d margin %g rollouts %d depth %d: %.1f ± %.1f over %d games, %.2f CPU-ms a choice (%.0f s)\n",
			top, margin, ro, depth, st.Mean, st.StdErr, games, cpu*1000/(float64(games)*st.ThrowsPerGame), time.Since(wall).Seconds())
	}
}

func cpuSeconds() float64 {
	var ru syscall.Rusage
	syscall.Getrusage(syscall.RUSAGE_SELF, &ru)
	return float64(ru.Utime.Sec+ru.Stime.Sec) + float64(ru.Utime.Usec+ru.Stime.Usec)/1e6
}
