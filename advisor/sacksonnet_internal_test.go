//go:build unix

package advisor

import (
	"bytes"
	"encoding/binary"
	"encoding/gob"
	"fmt"
	"math"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

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
		net := newSackNet(uint64(it))
		start := time.Now()
		for ep := 0; ep < epochs; ep++ {
			net.train(xs, ys, 256, lr*math.Pow(0.5, float64(ep)), uint64(ep))
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

// netRound returns the fit and network of round it (0: the shipped fit
// corrected on the model's games; it: both fitted on the games of round
// it−1's greedy policy), kept in dir (outside the repository).
func netRound(t *testing.T, it, games, hidden, epochs int, lr float64, dir string) *sackFit {
	normal := SacksonFittedEval(200)
	path := filepath.Join(dir, fmt.Sprintf("net_r%d_g%d_h%d_e%d_lr%g.gob", it, games, hidden, epochs, lr))
	if b, err := os.ReadFile(path); err == nil {
		var s struct {
			W   []float64
			Net sackNet
		}
		if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&s); err != nil {
			t.Fatal(err)
		}
		return &sackFit{m: normal.model, w: s.W, net: &s.Net}
	}
	pol := normal.linear().WithModelPolicy()
	lin := *normal.linear().fit
	if it > 0 {
		prev := netRound(t, it-1, games, hidden, epochs, lr, dir)
		pol = &SacksonEval{Pen: 200, model: normal.model, fit: prev, fitPolicy: true}
	}
	data := fitData(pol, games, 1000+uint64(it))
	if it > 0 {
		f, err := fitSackson(normal.model, data, fitRidge, false)
		if err != nil {
			t.Fatal(err)
		}
		lin = *f
	}
	xs, ys := netData(&lin, data)
	net := newSackNet(uint64(it))
	trainEpochs(net, xs, ys, epochs, lr, 0)
	lin.net = net
	var b bytes.Buffer
	gob.NewEncoder(&b).Encode(struct {
		W   []float64
		Net sackNet
	}{lin.w, *net})
	os.MkdirAll(dir, 0o755)
	os.WriteFile(path, b.Bytes(), 0o644)
	return &lin
}

// TestSacksonNetExpert: the Expert's search over fit+net, paired game by
// game against totals kept in SCOREPAD_NETBASE (one total a line after a
// first line, games SCOREPAD_NETFROM on of seed 1).
// SCOREPAD_NETX="round,policy,top,margin,rollouts,depth;…": policy 0 plays
// the rollouts greedily on the model, ended on round 0's fit+net (the
// model's policy's value); policy 1 plays them greedily on round−1's
// fit+net, ended on round's (that policy's value).
func TestSacksonNetExpert(t *testing.T) {
	spec, path := os.Getenv("SCOREPAD_NETX"), os.Getenv("SCOREPAD_NETBASE")
	if spec == "" || path == "" {
		t.Skip(`set SCOREPAD_NETX="round,policy,top,margin,rollouts,depth;…" SCOREPAD_NETBASE=file`)
	}
	var games, hidden, epochs int
	var lr float64
	fmt.Sscanf(strings.ReplaceAll(os.Getenv("SCOREPAD_NET"), ",", " "), "%d %d %d %g", &games, &hidden, &epochs, &lr)
	n, _ := strconv.Atoi(os.Getenv("SCOREPAD_FITXGAMES"))
	from, _ := strconv.Atoi(os.Getenv("SCOREPAD_NETFROM"))
	dir := os.Getenv("SCOREPAD_NETDIR")
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	var base []float64
	for _, s := range strings.Fields(string(b))[1:] {
		x, _ := strconv.ParseFloat(s, 64)
		base = append(base, x)
	}
	bf, _ := strconv.Atoi(os.Getenv("SCOREPAD_NETBASEFROM")) // the base file's first game
	if bf == 0 {
		bf = from
	}
	base = base[from-bf : from-bf+n]
	normal := SacksonFittedEval(200)
	for _, s := range strings.Split(spec, ";") {
		kv := map[string]float64{}
		for _, f := range strings.Split(s, ",") {
			k, v, _ := strings.Cut(strings.TrimSpace(f), "=")
			x, err := strconv.ParseFloat(v, 64)
			if err != nil {
				t.Fatalf("%q: %v", f, err)
			}
			kv[k] = x
		}
		round, pol, top, ro, depth, margin := int(kv["round"]), int(kv["pol"]), int(kv["top"]), int(kv["ro"]), int(kv["depth"]), kv["margin"]
		var e *SacksonEval
		if pol < 2 {
			e = &SacksonEval{Pen: 200, model: normal.model, fit: netRound(t, round, games, hidden, epochs, lr, dir)}
		}
		switch pol {
		case 1:
			e.pol = netRound(t, round-1, games, hidden, epochs, lr, dir)
		case 2: // the shipped Expert's: greedy on the model, valued by the fit alone
			e = normal.linear().WithModelPolicy()
		case 3: // the shipped fit with its network, greedy on it
			e = normal
		case 4: // the shipped fit with its network, greedy on the model
			e = normal.WithModelPolicy()
		}
		x := &SacksonSearch{Eval: e, Top: top, Margin: margin, Rollouts: ro, Depth: depth, Expect2: int(kv["e2"]), Top2: int(kv["top2"]), Inner2: int(kv["in2"])}
		if b := kv["blend"]; b > 0 {
			x.Blend = b
			x.BlendEval = &SacksonEval{Pen: 200, model: normal.model, fit: netRound(t, int(kv["eround"]), games, hidden, epochs, lr, dir), fitPolicy: true}
		}
		cpu := cpuSeconds()
		tot, th := strategyTotals(x, from, from+n, 1)
		ms := (cpuSeconds() - cpu) * 1000 / float64(th)
		m, se, d, dse := paired(tot, base)
		fmt.Printf("%s: %.1f ± %.1f over games %d–%d, against the base %+.1f ± %.1f, %.2f CPU-ms a choice\n", s, m, se, from, from+n-1, d, dse, ms)
	}
}

// normalPads returns n pads (not ended) of the shipped Normal's games.
func normalPads(n int) []sPad {
	r := sacksonModel()
	e := SacksonFittedEval(200)
	rng := rand.New(rand.NewPCG(1, 2))
	var pads []sPad
	for len(pads) < n {
		var p sPad
		for !p.ended {
			cs := r.choices[p.mask()][rollHand(rng)]
			r.apply(&p, &cs[e.greedy(r, &p, cs)])
			if !p.ended {
				pads = append(pads, p)
			}
		}
	}
	return pads[:n]
}

// BenchmarkSacksonNetParts: a pad's value by the model, the additive fit,
// and the fit with its network.
func BenchmarkSacksonNetParts(b *testing.B) {
	r := sacksonModel()
	e := SacksonFittedEval(200)
	pads := normalPads(1000)
	for _, c := range []struct {
		name  string
		value func(p *sPad) float64
	}{
		{"model", func(p *sPad) float64 { return e.model.value(r, p) }},
		{"fit", func(p *sPad) float64 { return e.fit.linear(r, p) }},
		{"fit+net", func(p *sPad) float64 { return e.fit.value(r, p) }},
	} {
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				c.value(&pads[i%len(pads)])
			}
		})
	}
}

// BenchmarkSacksonExpectNet: one exact look-ahead (expect) over the fit
// with its network, and over the fit alone.
func BenchmarkSacksonExpectNet(b *testing.B) {
	r := sacksonModel()
	e := SacksonFittedEval(200)
	pads := normalPads(200)
	for _, c := range []struct {
		name string
		e    *SacksonEval
	}{{"net", e}, {"fit", e.linear()}} {
		b.Run(c.name, func(b *testing.B) {
			s := &searcher{e: c.e, r: r}
			for i := 0; i < b.N; i++ {
				s.expect(&pads[i%len(pads)])
			}
		})
	}
}

// encodeNets writes the networks by penalty in sacksonnet.bin's format.
func encodeNets(nets []*sackNet) []byte {
	var b bytes.Buffer
	b.WriteString(netMagic)
	binary.Write(&b, binary.LittleEndian, netKey())
	for _, n := range nets {
		binary.Write(&b, binary.LittleEndian, n.W1)
		binary.Write(&b, binary.LittleEndian, n.B1)
		binary.Write(&b, binary.LittleEndian, n.W2)
		binary.Write(&b, binary.LittleEndian, [2]float32{n.B2, n.Scale})
	}
	return b.Bytes()
}

// trainSacksonNet trains the network correcting fit f for penalty pen on
// the fit's data (what TestGenerateSacksonNet embeds).
func trainSacksonNet(pen scoring.Penalty, f *sackFit) *sackNet {
	lin := *f
	lin.net = nil
	data := fitData(ModelSackson(pen, DefaultSacksonParams), netTrainGames, fitTrainSeed)
	xs, ys := netData(&lin, data)
	n := newSackNet(uint64(penIndex(pen)))
	trainEpochs(n, xs, ys, netEpochs, netRate, 0)
	return n
}

// trainEpochs trains n for epochs passes over (xs, ys), minibatches of
// netBatch, the rate halving after each pass from lr, pass k's order drawn
// from seed+k.
func trainEpochs(n *sackNet, xs []netX, ys []float32, epochs int, lr float64, seed uint64) {
	for ep := 0; ep < epochs; ep++ {
		n.train(xs, ys, netBatch, lr*math.Pow(0.5, float64(ep)), seed+uint64(ep))
	}
}

// TestGenerateSacksonNet writes the shipped networks (sacksonnet.bin) to
// the file SCOREPAD_NETGEN names, for the embedded fits:
//
//	SCOREPAD_NETGEN=$PWD/advisor/sacksonnet.bin go test ./advisor -run TestGenerateSacksonNet -timeout 60m
func TestGenerateSacksonNet(t *testing.T) {
	path := os.Getenv("SCOREPAD_NETGEN")
	if path == "" {
		t.Skip("set SCOREPAD_NETGEN=file")
	}
	nets := make([]*sackNet, len(scoring.Penalties))
	var wg sync.WaitGroup
	for i, pen := range scoring.Penalties {
		e := SacksonFittedEval(pen)
		if e.fit == nil {
			t.Fatalf("penalty %d: no fit matches the model: regenerate the fit first", pen)
		}
		wg.Add(1)
		go func() { defer wg.Done(); nets[i] = trainSacksonNet(pen, e.fit) }()
	}
	wg.Wait()
	if err := os.WriteFile(path, encodeNets(nets), 0o644); err != nil {
		t.Fatal(err)
	}
}
