//go:build unix

package advisor

import (
	"fmt"
	"math"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// netData turns samples into the network's inputs and the additive fit's
// errors.
func netData(f *sackFit, data []fitSample) ([]netX, []float32) {
	r := sacksonModel()
	xs := make([]netX, len(data))
	ys := make([]float32, len(data))
	for i := range data {
		fv := f.linear(r, &data[i].p)
		netInputs(r, &data[i].p, fv, &xs[i])
		ys[i] = float32(data[i].y - fv)
	}
	return xs, ys
}

// rmse is the root mean squared error of f on held-out samples.
func rmse(f *sackFit, data []fitSample) float64 {
	r := sacksonModel()
	s := 0.0
	for i := range data {
		d := f.value(r, &data[i].p) - data[i].y
		s += d * d
	}
	return math.Sqrt(s / float64(len(data)))
}

// TestSacksonNetIdeas: approximate policy iteration with the network's
// correction over the fit. SCOREPAD_NET="games,hidden,epochs,lr,rounds":
// round 0 corrects the shipped fit on the model's games; each later round
// fits the fit and the network again on the games of the previous round's
// greedy policy. Each greedy policy plays SCOREPAD_FITGAMES games of seed 1
// paired against the shipped Normal (greedy on the fit).
func TestSacksonNetIdeas(t *testing.T) {
	spec := os.Getenv("SCOREPAD_NET")
	if spec == "" {
		t.Skip(`set SCOREPAD_NET="games,hidden,epochs,lr,rounds"`)
	}
	var games, hidden, epochs, rounds int
	var lr float64
	fmt.Sscanf(strings.ReplaceAll(spec, ",", " "), "%d %d %d %g %d", &games, &hidden, &epochs, &lr, &rounds)
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_FITGAMES"))
	if n == 0 {
		n = 10000
	}
	normal := SacksonFittedEval(200)
	if !normal.Fitted() {
		t.Fatal("no shipped fit")
	}
	base := fastTotals(normal, n, 1)
	m0, se0 := meanSE(base)
	fmt.Printf("Normal (greedy on the fit): %.1f ± %.1f over %d games of seed 1\n", m0, se0, n)
	pol := normal.WithModelPolicy() // the policy the shipped fit values
	fit := normal.fit
	for it := 0; it <= rounds; it++ {
		cpu := cpuSeconds()
		data := fitData(pol, games, 1000+uint64(it))
		held := fitData(pol, 2000, 999)
		if it > 0 {
			f, err := fitSackson(normal.model, data, fitRidge, false)
			if err != nil {
				t.Fatal(err)
			}
			fit = f
		}
		cpuData := cpuSeconds() - cpu
		lin := *fit
		lin.net = nil
		xs, ys := netData(&lin, data)
		net := newSackNet(hidden, uint64(it))
		start := time.Now()
		for ep := 0; ep < epochs; ep++ {
			net.train(xs, ys, 1, 256, lr*math.Pow(0.5, float64(ep)), uint64(ep))
			withNet := lin
			withNet.net = net
			fmt.Printf("  round %d epoch %d: held-out rmse fit %.2f, fit+net %.2f (%.0f s)\n", it, ep, rmse(&lin, held), rmse(&withNet, held), time.Since(start).Seconds())
		}
		withNet := lin
		withNet.net = net
		fmt.Printf("round %d: %d samples from %d games (%.0f CPU-s)\n", it, len(data), games, cpuData)
		calib(&withNet, held)
		e := &SacksonEval{Pen: 200, model: normal.model, fit: &withNet, fitPolicy: true}
		start = time.Now()
		tot := fastTotals(e, n, 1)
		m, se, d, dse := paired(tot, base)
		fmt.Printf("  greedy on fit+net: %.1f ± %.1f, against the Normal %+.1f ± %.1f (%.1f µs a choice)\n", m, se, d, dse, time.Since(start).Seconds()*1e6/float64(n)/24)
		e2 := &SacksonEval{Pen: 200, model: normal.model, fit: &lin, fitPolicy: true}
		if it > 0 {
			tot2 := fastTotals(e2, n, 1)
			m, se, d, dse := paired(tot2, base)
			fmt.Printf("  greedy on this round's fit alone: %.1f ± %.1f, against the Normal %+.1f ± %.1f\n", m, se, d, dse)
		}
		pol = e
	}
}
