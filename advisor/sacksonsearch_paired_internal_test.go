//go:build unix

package advisor

import (
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// The Expert's search ideas, paired on the same games (README: the ideas):
//
//	SCOREPAD_PAIRED="top=4,margin=150,ro=400,depth=10;top=0,ro=400,depth=10,batch=50,z=3" \
//	SCOREPAD_PAIREDGAMES=1000 go test ./advisor -run TestSacksonSearchPaired -v -timeout 120m
//
// plays each configuration (keys top, margin, ro, depth, from, batch, z, expect, temp, prior, sametime, fit:
// the fields of SacksonSearch) over the model on the same solo games of
// seed 1 (games SCOREPAD_PAIREDFROM on, 0 unless set) and prints its mean, its difference with the first configuration
// paired game by game with the standard error of that difference, and the
// CPU time a choice. SCOREPAD_PAIREDOUT=dir keeps each configuration's
// totals there (outside the repository) and reuses them.
func TestSacksonSearchPaired(t *testing.T) {
	spec := os.Getenv("SCOREPAD_PAIRED")
	if spec == "" {
		t.Skip(`set SCOREPAD_PAIRED="top=4,margin=150,ro=400,depth=10;…"`)
	}
	games, _ := strconv.Atoi(os.Getenv("SCOREPAD_PAIREDGAMES"))
	if games == 0 {
		games = 300
	}
	from, _ := strconv.Atoi(os.Getenv("SCOREPAD_PAIREDFROM"))
	dir := os.Getenv("SCOREPAD_PAIREDOUT")
	e := SacksonModelEval(200)
	h := fnv.New64a()
	fmt.Fprintf(h, "%v", e.model.P)
	model := h.Sum64()
	var base []int
	for i, s := range strings.Split(spec, ";") {
		x := &SacksonSearch{Eval: e}
		fit := ""
		for _, kv := range strings.Split(s, ",") {
			k, v, _ := strings.Cut(strings.TrimSpace(kv), "=")
			f, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%q: %v", kv, err)
			}
			switch k {
			case "top":
				x.Top = int(f)
			case "margin":
				x.Margin = f
			case "ro":
				x.Rollouts = int(f)
			case "depth":
				x.Depth = int(f)
			case "from":
				x.LeafFrom = int(f)
			case "batch":
				x.Batch = int(f)
			case "z":
				x.Z = f
			case "expect":
				x.LeafExpect = f != 0
			case "temp":
				x.Temp = f
			case "prior":
				x.Prior = f
			case "sametime":
				x.SameTime = f != 0
			case "fit":
				// the fitted evaluation's leaf, rollouts greedy on the model
				// (NewSacksonFittedExpert)
				if f != 0 {
					fe := SacksonFittedEval(200)
					if !fe.Fitted() {
						t.Fatal("no fit matches the model")
					}
					x.Eval, fit = fe.WithModelPolicy(), "_fit"
				}
			default:
				t.Fatalf("unknown key %q", k)
			}
		}
		name := fmt.Sprintf("top%d_m%g_ro%d_d%d_f%d_b%d_z%g_e%v_t%g_p%g_g%d_%x", x.Top, x.Margin, x.Rollouts, x.Depth, x.LeafFrom, x.Batch, x.Z, x.LeafExpect, x.Temp, x.Prior, games, model)
		name += fit
		if x.SameTime {
			name += "_sametime"
		}
		if from > 0 {
			name += fmt.Sprintf("_from%d", from)
		}
		totals, cpuMs, cached := loadPaired(dir, name, games)
		if !cached {
			cpu0 := cpuSeconds()
			totals = make([]int, games)
			throws := 0
			for g := range totals {
				pad, th := PlaySackson(200, x, rand.New(rand.NewPCG(1, uint64(from+g))))
				totals[g], throws = pad.Total(200), throws+th
			}
			cpuMs = (cpuSeconds() - cpu0) * 1000 / float64(throws)
			savePaired(dir, name, totals, cpuMs)
		}
		mean, _, se, _, _ := spread(totals)
		line := fmt.Sprintf("%-48s %.1f ± %.1f over %d games, %.2f CPU-ms a choice", s, mean, se, games, cpuMs)
		if i == 0 {
			base = totals
		} else {
			d := make([]int, games)
			for g := range d {
				d[g] = totals[g] - base[g]
			}
			dm, _, dse, _, _ := spread(d)
			line += fmt.Sprintf(", paired %+.1f ± %.1f", dm, dse)
		}
		fmt.Println(line)
	}
}

func loadPaired(dir, name string, games int) ([]int, float64, bool) {
	if dir == "" {
		return nil, 0, false
	}
	b, err := os.ReadFile(filepath.Join(dir, name))
	if err != nil {
		return nil, 0, false
	}
	f := strings.Fields(string(b))
	if len(f) != games+1 {
		return nil, 0, false
	}
	cpu, _ := strconv.ParseFloat(f[0], 64)
	totals := make([]int, games)
	for i := range totals {
		totals[i], _ = strconv.Atoi(f[i+1])
	}
	return totals, cpu, !math.IsNaN(cpu)
}

func savePaired(dir, name string, totals []int, cpuMs float64) {
	if dir == "" {
		return
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "%g\n", cpuMs)
	for _, t := range totals {
		fmt.Fprintf(&sb, "%d\n", t)
	}
	os.MkdirAll(dir, 0o755)
	os.WriteFile(filepath.Join(dir, name), []byte(sb.String()), 0o644)
}
