//go:build unix

package advisor

import (
	"encoding/gob"
	"encoding/json"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// diagStats sums up what final pads look like.
type diagStats struct {
	n, throws, free           int
	total                     []float64
	pen, wasted, used, at10   float64
	hist                      [13][6]int // by sum: 0, 1-4, 5, 6-9, 10, 11+
	score                     [13]float64
	masks                     map[uint8]int
	vals                      [7]int
	abandonLast, abandonFirst []int // throw of last/first check of rows ending 1-4
	goodFirst                 []int // throw of first check of rows ending 5+
	inPlayAt                  [30]float64
	inPlayN                   [30]int
	penAt                     [30]float64
	endTrack                  [7]int
}

func bucket(c int) int {
	switch {
	case c == 0:
		return 0
	case c <= 4:
		return 1
	case c == 5:
		return 2
	case c <= 9:
		return 3
	case c == 10:
		return 4
	}
	return 5
}

func (d *diagStats) play(s SacksonStrategy, rng *rand.Rand) {
	if d.masks == nil {
		d.masks = map[uint8]int{}
	}
	r := sacksonModel()
	var pad scoring.SacksonPad
	roll := make([]uint8, 5)
	var first, last [13]int
	t := 0
	for !pad.Ended {
		for i := range roll {
			roll[i] = uint8(rng.IntN(6) + 1)
		}
		before := pad
		before.Tracks = append([]scoring.Track(nil), pad.Tracks...)
		c := s.Choose(&pad, roll)
		v, err := pad.Apply(roll, c)
		if err != nil {
			panic(err)
		}
		if v.FreeThrow {
			d.free++
		}
		t++
		for x := 2; x <= 12; x++ {
			if pad.Rows[x] > before.Rows[x] {
				if before.Rows[x] == 0 {
					first[x] = t
				}
				last[x] = t
			}
		}
		if t < 30 {
			ip, pz := 0, 0
			for x := 2; x <= 12; x++ {
				if pad.Rows[x] > 0 && pad.Rows[x] < 10 {
					ip++
				}
				if pad.Rows[x] > 0 && pad.Rows[x] < 5 {
					pz++
				}
			}
			d.inPlayAt[t] += float64(ip)
			d.penAt[t] += float64(pz)
			d.inPlayN[t]++
		}
	}
	p := compact(&pad)
	d.n++
	d.throws += t
	d.total = append(d.total, float64(r.total(&p, 0)))
	for x := 2; x <= 12; x++ {
		c := pad.Rows[x]
		d.hist[x][bucket(c)]++
		d.score[x] += float64(scoring.SacksonRowScore(x, c, 200))
		if c > 0 {
			d.used++
		}
		if c > 0 && c < 5 {
			d.pen++
			d.abandonLast = append(d.abandonLast, last[x])
			d.abandonFirst = append(d.abandonFirst, first[x])
		}
		if c >= 5 {
			d.goodFirst = append(d.goodFirst, first[x])
		}
		if c > 10 {
			d.wasted += float64(c - 10)
		}
		if c >= 10 {
			d.at10++
		}
	}
	d.masks[p.mask()]++
	for i := uint8(0); i < p.k; i++ {
		d.vals[p.tv[i]]++
		if p.tc[i] >= r.endChecks {
			d.endTrack[p.tv[i]]++
		}
	}
}

func meanInts(x []int) float64 {
	s := 0
	for _, v := range x {
		s += v
	}
	return float64(s) / float64(max(1, len(x)))
}

func (d *diagStats) print(name string) {
	n := float64(d.n)
	m, se := meanSE(d.total)
	fmt.Printf("== %s: %d games, mean %.1f ± %.1f, %.2f throws, %.2f free throws\n", name, d.n, m, se, float64(d.throws)/n, float64(d.free)/n)
	fmt.Printf("rows used %.2f, rows 1-4 %.3f, rows ≥10 %.2f, wasted checks %.3f\n", d.used/n, d.pen/n, d.at10/n, d.wasted/n)
	fmt.Printf("abandoned rows: first check at throw %.1f, last at %.1f; rows ending 5+: first at %.1f\n", meanInts(d.abandonFirst), meanInts(d.abandonLast), meanInts(d.goodFirst))
	fmt.Printf("sum   0     1-4   5     6-9   10    11+   score\n")
	for x := 2; x <= 12; x++ {
		fmt.Printf("%2d ", x)
		for b := 0; b < 6; b++ {
			fmt.Printf(" %.3f", float64(d.hist[x][b])/n)
		}
		fmt.Printf(" %6.1f\n", d.score[x]/n)
	}
	fmt.Printf("recorded values:")
	for v := 1; v <= 6; v++ {
		fmt.Printf(" %d:%.3f", v, float64(d.vals[v])/n)
	}
	fmt.Printf("\nending track:")
	for v := 1; v <= 6; v++ {
		fmt.Printf(" %d:%.3f", v, float64(d.endTrack[v])/n)
	}
	type kv struct {
		m uint8
		c int
	}
	var ms []kv
	for k, c := range d.masks {
		ms = append(ms, kv{k, c})
	}
	sort.Slice(ms, func(a, b int) bool { return ms[a].c > ms[b].c })
	fmt.Printf("\nsets:")
	for _, x := range ms[:min(10, len(ms))] {
		s := ""
		for v := 1; v <= 6; v++ {
			if x.m&(1<<v) != 0 {
				s += strconv.Itoa(v)
			}
		}
		fmt.Printf(" %s:%.3f", s, float64(x.c)/n)
	}
	fmt.Printf("\nin play / in penalty zone by throw:")
	for t := 2; t < 30; t += 3 {
		if d.inPlayN[t] > 0 {
			fmt.Printf(" %d:%.2f/%.2f", t, d.inPlayAt[t]/float64(d.inPlayN[t]), d.penAt[t]/float64(d.inPlayN[t]))
		}
	}
	fmt.Println()
}

// TestSacksonDiag compares the final pads of the Normal (SCOREPAD_DIAG
// games) and the Expert (SCOREPAD_DIAGX games) on the same games of seed 1.
func TestSacksonDiag(t *testing.T) {
	if os.Getenv("SCOREPAD_DIAG") == "" {
		t.Skip("diagnosis: set SCOREPAD_DIAG=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_DIAG"))
	nx, _ := strconv.Atoi(os.Getenv("SCOREPAD_DIAGX"))
	e := SacksonModelEval(200)
	var dn, dx, dnx diagStats
	for g := 0; g < n; g++ {
		dn.play(SacksonNormal{e}, rand.New(rand.NewPCG(1, uint64(g))))
	}
	dn.print("Normal")
	x := expertBefore(e)
	for g := 0; g < nx; g++ {
		dx.play(x, rand.New(rand.NewPCG(1, uint64(g))))
	}

	for g := 0; g < nx; g++ {
		dnx.play(SacksonNormal{e}, rand.New(rand.NewPCG(1, uint64(g))))
	}
	dnx.print("Normal, same games as the Expert")
	dx.print("Expert")
	diff := make([]float64, nx)
	for g := range diff {
		diff[g] = dx.total[g] - dn.total[g]
	}
	m, se := meanSE(diff)
	fmt.Printf("Expert − Normal paired: %.1f ± %.1f\n", m, se)
}

// TestSacksonDisagree: where the Expert's choice differs from the
// Normal's on the Expert's own games (SCOREPAD_DISAGREE games, seed 1).
func TestSacksonDisagree(t *testing.T) {
	if os.Getenv("SCOREPAD_DISAGREE") == "" {
		t.Skip("diagnosis: set SCOREPAD_DISAGREE=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_DISAGREE"))
	e := SacksonModelEval(200)
	x := expertBefore(e)
	r := sacksonModel()
	nb := SacksonNormal{e}
	var states, differ, trackDiff, rowDiff int
	var gapSum float64
	// by bucket of the row's checks before: 0, 1-4, 5-9, 10+ and by the
	// row's sum: what the Expert adds that the Normal does not (+) and
	// the reverse (−)
	var byBucket [4][2]int
	var bySum [13][2]int
	var byTime [30][2]int
	var openX, openN int
	cat := func(c uint8) int {
		switch {
		case c == 0:
			return 0
		case c < 5:
			return 1
		case c < 10:
			return 2
		}
		return 3
	}
	for g := 0; g < n; g++ {
		rng := rand.New(rand.NewPCG(1, uint64(g)))
		var pad scoring.SacksonPad
		roll := make([]uint8, 5)
		th := 0
		for !pad.Ended {
			for i := range roll {
				roll[i] = uint8(rng.IntN(6) + 1)
			}
			th++
			cx := x.Choose(&pad, roll)
			cn := nb.Choose(&pad, roll)
			p := compact(&pad)
			qx, qn := p, p
			cs := r.choices[p.mask()][scoring.HandOf(roll)]
			for i := range cs {
				if cs[i].c == cx {
					r.apply(&qx, &cs[i])
				}
				if cs[i].c == cn {
					r.apply(&qn, &cs[i])
				}
			}
			states++
			byTime[min(th, 29)][0]++
			if qx != qn {
				differ++
				byTime[min(th, 29)][1]++
				gapSum += e.value(r, &qn) - e.value(r, &qx)
				if qx.tv != qn.tv || qx.tc != qn.tc || qx.k != qn.k {
					trackDiff++
				}
				if qx.rows != qn.rows {
					rowDiff++
					for s := 2; s <= 12; s++ {
						d := int(qx.rows[s]) - int(qn.rows[s])
						for ; d > 0; d-- {
							byBucket[cat(p.rows[s])][0]++
							bySum[s][0]++
						}
						for ; d < 0; d++ {
							byBucket[cat(p.rows[s])][1]++
							bySum[s][1]++
						}
						if p.rows[s] == 0 && qx.rows[s] > 0 && qn.rows[s] == 0 {
							openX++
						}
						if p.rows[s] == 0 && qn.rows[s] > 0 && qx.rows[s] == 0 {
							openN++
						}
					}
				}
			}
			if _, err := pad.Apply(roll, cx); err != nil {
				t.Fatal(err)
			}
		}
	}
	fmt.Printf("%d states, Expert ≠ Normal in %d (%.1f%%): tracks differ %d, rows differ %d; model's gap %.1f a disagreement\n",
		states, differ, 100*float64(differ)/float64(states), trackDiff, rowDiff, gapSum/float64(max(1, differ)))
	fmt.Printf("checks the Expert puts / the Normal puts instead, by the row's checks before: 0: %d/%d, 1-4: %d/%d, 5-9: %d/%d, 10+: %d/%d; rows opened %d/%d\n",
		byBucket[0][0], byBucket[0][1], byBucket[1][0], byBucket[1][1], byBucket[2][0], byBucket[2][1], byBucket[3][0], byBucket[3][1], openX, openN)
	fmt.Printf("by sum:")
	for s := 2; s <= 12; s++ {
		fmt.Printf(" %d:%d/%d", s, bySum[s][0], bySum[s][1])
	}
	fmt.Printf("\nby throw (disagreement %%):")
	for th := 1; th < 30; th++ {
		if byTime[th][0] > 0 {
			fmt.Printf(" %d:%.0f", th, 100*float64(byTime[th][1])/float64(byTime[th][0]))
		}
	}
	fmt.Println()
}

// TestSacksonExpertParams: the Expert's search over the model (expertBefore) with
// the weights of each JSON file of SCOREPAD_XPARAMS (comma-separated;
// "shipped" for the shipped weights), on SCOREPAD_XGAMES games of seed 1
// from the game SCOREPAD_XFROM (default 0: those of
// TestSacksonSearchIdeas), each against the first by the paired
// difference.
func TestSacksonExpertParams(t *testing.T) {
	spec := os.Getenv("SCOREPAD_XPARAMS")
	if spec == "" {
		t.Skip("measurements: set SCOREPAD_XPARAMS=file,…")
	}
	games, _ := strconv.Atoi(os.Getenv("SCOREPAD_XGAMES"))
	if games == 0 {
		games = 200
	}
	from, _ := strconv.Atoi(os.Getenv("SCOREPAD_XFROM")) // the first game
	var base []float64
	for _, f := range strings.Split(spec, ",") {
		P := DefaultSacksonParams
		if f != "shipped" {
			js, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			if err := json.Unmarshal(js, &P); err != nil {
				t.Fatal(err)
			}
		}
		x := expertBefore(ModelSackson(200, P))
		cpu0, wall := cpuSeconds(), time.Now()
		tot := make([]float64, games)
		throws := 0
		// the totals of a run kept beside the weights' file (SCOREPAD_XKEEP)
		keep := fmt.Sprintf("%s/%s-%d-%d.totals", os.Getenv("SCOREPAD_XKEEP"), strings.ReplaceAll(f, "/", "_"), from, games)
		if js, err := os.ReadFile(keep); os.Getenv("SCOREPAD_XKEEP") != "" && err == nil && json.Unmarshal(js, &tot) == nil {
			m, se := meanSE(tot)
			fmt.Printf("%s: %.1f ± %.1f over %d games (kept)", f, m, se, games)
		} else {
			for g := range tot {
				pad, th := PlaySackson(200, x, rand.New(rand.NewPCG(1, uint64(from+g))))
				tot[g], throws = float64(pad.Total(200)), throws+th
			}
			cpu := cpuSeconds() - cpu0
			m, se := meanSE(tot)
			fmt.Printf("%s: %.1f ± %.1f over %d games, %.2f throws, %.2f CPU-ms a choice (%.0f s)", f, m, se, games, float64(throws)/float64(games), cpu*1000/float64(throws), time.Since(wall).Seconds())
			if os.Getenv("SCOREPAD_XKEEP") != "" {
				js, _ := json.Marshal(tot)
				os.WriteFile(keep, js, 0o644)
			}
		}
		if base == nil {
			base = tot
			fmt.Println()
			continue
		}
		d, sd := pairedDiff(tot, base)
		fmt.Printf(", paired against the first %+.1f ± %.1f\n", d, sd)
	}
}

// searchedState is a pad met by the Expert, a throw, and the search's
// value of each distinct afterstate searched.
type searchedState struct {
	Q []gobPad
	V []float64
}

// gobPad is an sPad with exported fields.
type gobPad struct {
	Rows  [13]uint8
	TV    [3]uint8
	TC    [3]int8
	K     uint8
	Ended bool
}

func (g gobPad) pad() sPad { return sPad{g.Rows, g.TV, g.TC, g.K, g.Ended} }

// TestSacksonCollect: the Expert's (expertBefore) searched values on its own
// games (SCOREPAD_COLLECT games of seed SCOREPAD_COLLECT_SEED, default 2),
// written to the gob file SCOREPAD_COLLECT_FILE, for TestTuneRegret.
func TestSacksonCollect(t *testing.T) {
	if os.Getenv("SCOREPAD_COLLECT") == "" {
		t.Skip("measurements: set SCOREPAD_COLLECT=games")
	}
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_COLLECT"))
	seed := uint64(2)
	if x, err := strconv.ParseUint(os.Getenv("SCOREPAD_COLLECT_SEED"), 10, 64); err == nil {
		seed = x
	}
	e := SacksonModelEval(200)
	x := expertBefore(e)
	r := sacksonModel()
	var out []searchedState
	for g := 0; g < n; g++ {
		rng := rand.New(rand.NewPCG(seed, uint64(g)))
		var pad scoring.SacksonPad
		roll := make([]uint8, 5)
		for !pad.Ended {
			for i := range roll {
				roll[i] = uint8(rng.IntN(6) + 1)
			}
			opts := x.Options(&pad, roll)
			p := compact(&pad)
			h := scoring.HandOf(roll)
			cs := r.choices[p.mask()][h]
			var st searchedState
			seen := map[sPad]bool{}
			for _, o := range opts {
				for i := range cs {
					if cs[i].c == o.Choice {
						q := p
						r.apply(&q, &cs[i])
						if !seen[q] {
							seen[q] = true
							st.Q = append(st.Q, gobPad{q.rows, q.tv, q.tc, q.k, q.ended})
							st.V = append(st.V, o.Value)
						}
					}
				}
			}
			if len(st.Q) > 1 {
				out = append(out, st)
			}
			if _, err := pad.Apply(roll, opts[0].Choice); err != nil {
				t.Fatal(err)
			}
		}
	}
	f, err := os.Create(os.Getenv("SCOREPAD_COLLECT_FILE"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	if err := gob.NewEncoder(f).Encode(out); err != nil {
		t.Fatal(err)
	}
	fmt.Printf("%d states with a choice\n", len(out))
}

// regret is the mean, over the states, of what e's greedy pick loses
// against the search's best by the search's values (a pick not searched
// counted at the lowest value searched).
func regret(e *SacksonEval, states []searchedState) float64 {
	r := sacksonModel()
	sum := 0.0
	for i := range states {
		st := &states[i]
		best, bv := 0, math.Inf(-1)
		for j := range st.Q {
			q := st.Q[j].pad()
			if v := e.value(r, &q); v > bv {
				best, bv = j, v
			}
		}
		top := st.V[0]
		sum += top - st.V[best]
	}
	return sum / float64(len(states))
}

// TestTuneRegret: coordinate descent of the model's weights (those of
// SCOREPAD_TUNE_FIELDS) on the regret against the Expert's searched
// values of SCOREPAD_COLLECT_FILE.
func TestTuneRegret(t *testing.T) {
	file := os.Getenv("SCOREPAD_REGRET_FILE")
	if file == "" {
		t.Skip("tuning: set SCOREPAD_REGRET_FILE")
	}
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	var states []searchedState
	if err := gob.NewDecoder(f).Decode(&states); err != nil {
		t.Fatal(err)
	}
	f.Close()
	P := tuneStart(t)
	ev := func() float64 { return regret(ModelSackson(200, P), states) }
	m := ev()
	fmt.Printf("%d states, start regret %.3f\n", len(states), m)
	fields := selectedFields()
	descend(&P, fields, 2, -m, fmt.Sprintf("%.3f", m), func() (float64, string) {
		m := ev()
		return -m, fmt.Sprintf("%.3f", m)
	}, func(it int, text string) {
		fmt.Printf("iter %d regret %s\n", it, text)
	})
}

// expertBefore is the Expert these measurements were made with (README):
// the search over the model on the best 4 splits within 150 points, 400
// rollouts of 10 throws — the shipped Expert then.
func expertBefore(e *SacksonEval) *SacksonSearch {
	return &SacksonSearch{Eval: e, Top: 4, Margin: 150, Rollouts: 400, Depth: 10}
}
