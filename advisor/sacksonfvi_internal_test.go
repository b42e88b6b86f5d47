//go:build unix

package advisor

import (
	"bytes"
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
)

// fviPads plays games greedily on e (dice from (seed, game)) and returns,
// for every throw, the afterstate chosen and one other afterstate of the
// same throw drawn at random (neither ended).
func fviPads(e *SacksonEval, games int, seed uint64) []sPad {
	r := sacksonModel()
	var out []sPad
	for g := 0; g < games; g++ {
		rng := rand.New(rand.NewPCG(seed, uint64(g)))
		var p sPad
		for !p.ended {
			cs := r.choices[p.mask()][rollHand(rng)]
			_, uniq := afterstatesOf(r, &p, cs)
			b := 0
			bv := math.Inf(-1)
			for i := range uniq {
				if v := e.value(r, &uniq[i]); v > bv {
					b, bv = i, v
				}
			}
			if len(uniq) > 1 {
				o := rng.IntN(len(uniq) - 1)
				if o >= b {
					o++
				}
				if !uniq[o].ended {
					out = append(out, uniq[o])
				}
			}
			p = uniq[b]
			if !p.ended {
				out = append(out, p)
			}
		}
	}
	return out
}

// fviTargets is each pad's value one throw ahead over e (expect), on two
// workers.
func fviTargets(e *SacksonEval, pads []sPad) []float64 {
	r := sacksonModel()
	ys := make([]float64, len(pads))
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			s := &searcher{e: e, r: r}
			for i := w; i < len(pads); i += 2 {
				ys[i] = s.expect(&pads[i])
			}
		}()
	}
	wg.Wait()
	return ys
}

// net64 reads a network of 64 hidden units (the shipped size): penalty
// index pi's of the embedded sacksonnet.bin (its key not checked: netH may
// differ for the experiment) when gobPath is empty, else a gob kept by
// TestSacksonFVI at that size.
func net64(t *testing.T, gobPath string, pi int) *sackNet {
	const h0 = 64
	if gobPath == "" {
		return readNet(sacksonNetBin[len(netMagic)+8+4*(netIn*h0+2*h0+2)*pi:], h0)
	}
	b, err := os.ReadFile(gobPath)
	if err != nil {
		t.Fatal(err)
	}
	var n sackNet
	if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&n); err != nil {
		t.Fatalf("%s: %v", gobPath, err)
	}
	if len(n.B1) != h0 {
		t.Fatalf("%s: %d hidden units, not %d", gobPath, len(n.B1), h0)
	}
	return &n
}

// widen returns n (h0 = len(n.B1) hidden units) with netH units: the new
// units start with small random input weights and no output weight, so the
// function is n's.
func widen(n *sackNet, seed uint64) *sackNet {
	h0 := len(n.B1)
	if h0 == netH {
		return n
	}
	w := newSackNet(seed)
	for i := 0; i < netIn; i++ {
		copy(w.W1[i*netH:i*netH+h0], n.W1[i*h0:(i+1)*h0])
	}
	copy(w.B1, n.B1)
	for j := range w.W2 {
		w.W2[j] = 0
		if j >= h0 {
			w.B1[j] = 0
		}
	}
	copy(w.W2, n.W2)
	w.B2, w.Scale = n.B2, n.Scale
	return w
}

// TestSacksonFVI: fitted value iteration over the network. Each round
// collects pads of the current evaluation's greedy games (the chosen and
// one other afterstate a throw), values each exactly one throw ahead over
// the current evaluation (expect: no sampling noise), and trains the
// network correcting the additive fit on those values (warm: from the
// current network). Each round's greedy policy plays 10,000 games of seed
// 1 paired against the shipped Normal, and its one-throw look-ahead
// Expert SCOREPAD_FVIX games from SCOREPAD_FVIXFROM (1000) paired against
// the shipped Expert. SCOREPAD_FVI="games,rounds,epochs,lr,warm" (warm 1:
// each round goes on from the current network); SCOREPAD_NETDIR keeps each
// round's network (gob) and reads it back; SCOREPAD_FVIONLY=k measures
// round k only; SCOREPAD_FVIFROM=gob starts from a kept network of 64
// units (widened when netH is set larger for the experiment: the shipped
// function, new units without output weights).
func TestSacksonFVI(t *testing.T) {
	spec := os.Getenv("SCOREPAD_FVI")
	if spec == "" {
		t.Skip(`set SCOREPAD_FVI="games,rounds,epochs,lr,warm"`)
	}
	f := strings.Split(spec, ",")
	if len(f) != 5 {
		t.Fatalf("SCOREPAD_FVI=%q: want games,rounds,epochs,lr,warm", spec)
	}
	var games, rounds, epochs int
	var lr float64
	for i, p := range []any{&games, &rounds, &epochs, &lr} {
		var err error
		switch p := p.(type) {
		case *int:
			*p, err = strconv.Atoi(f[i])
		case *float64:
			*p, err = strconv.ParseFloat(f[i], 64)
		}
		if err != nil {
			t.Fatalf("SCOREPAD_FVI=%q, field %d: %v", spec, i+1, err)
		}
	}
	warm := f[4] == "1"
	num := func(name string, def int) int {
		v := os.Getenv(name)
		if v == "" {
			return def
		}
		n, err := strconv.Atoi(v)
		if err != nil {
			t.Fatalf("%s=%q: %v", name, v, err)
		}
		return n
	}
	xg, xf := num("SCOREPAD_FVIX", 0), num("SCOREPAD_FVIXFROM", 1000)
	only := num("SCOREPAD_FVIONLY", 0) // measure that round only (the others from the cache)
	dir := os.Getenv("SCOREPAD_NETDIR")
	r := sacksonModel()
	normal := SacksonFittedEval(200)
	lin := *normal.fit
	lin.net = nil
	if netH != 64 || normal.fit.net == nil { // an experiment with another size: the shipped function, widened
		sf := lin
		sf.net = widen(net64(t, "", penIndex(200)), 99)
		normal = &SacksonEval{Pen: 200, model: normal.model, fit: &sf, fitPolicy: true}
	}
	base := fastTotals(normal, 10000, 1)
	var xbase []float64
	if xg > 0 {
		cpu := cpuSeconds()
		var th int
		xbase, th = playTotals(func() SacksonStrategy { return &SacksonSearch{Eval: normal} }, 2, xf, xf+xg, 1)
		m, se := meanSE(xbase)
		hi := 0
		for _, v := range xbase {
			if v >= 800 {
				hi++
			}
		}
		fmt.Printf("shipped Expert: %.1f ± %.1f over games %d–%d, 800 or more in %.1f %% (%.2f CPU-ms a choice)\n", m, se, xf, xf+xg-1, 100*float64(hi)/float64(xg), (cpuSeconds()-cpu)*1000/float64(th))
	}
	cur := normal.fit
	fromName := "shipped"
	if from := os.Getenv("SCOREPAD_FVIFROM"); from != "" {
		fromName = filepath.Base(from)
		c := lin
		c.net = widen(net64(t, from, 0), 98)
		cur = &c
	}
	for it := 1; it <= rounds; it++ {
		path := filepath.Join(dir, fmt.Sprintf("fvi_%x_%s_h%d_from-%s_r%d.gob", netKey(), strings.ReplaceAll(spec, ",", "_"), netH, fromName, it))
		next := lin
		if b, err := os.ReadFile(path); err == nil && dir != "" {
			var n sackNet
			if err := gob.NewDecoder(bytes.NewReader(b)).Decode(&n); err != nil {
				t.Fatal(err)
			}
			next.net = &n
		} else {
			cpu := cpuSeconds()
			ce := &SacksonEval{Pen: 200, model: normal.model, fit: cur, fitPolicy: true}
			pads := fviPads(ce, games, 5000+uint64(it))
			targets := fviTargets(ce, pads)
			data := make([]fitSample, len(pads))
			drift := 0.0
			for i := range pads {
				d := targets[i] - cur.value(r, &pads[i])
				drift += d * d
				data[i] = fitSample{pads[i], targets[i]}
			}
			xs, ys := netData(&lin, data)
			fmt.Printf("round %d: %d pads, look-ahead − value rms %.1f (%.0f CPU-s)\n", it, len(pads), math.Sqrt(drift/float64(len(pads))), cpuSeconds()-cpu)
			net := newSackNet(uint64(it))
			if warm {
				c := *cur.net
				c.W1 = append([]float32(nil), cur.net.W1...)
				c.B1 = append([]float32(nil), cur.net.B1...)
				c.W2 = append([]float32(nil), cur.net.W2...)
				net = &c
			}
			trainEpochs(net, xs, ys, epochs, lr, uint64(100*it))
			next.net = net
			if dir != "" {
				var b bytes.Buffer
				if err := gob.NewEncoder(&b).Encode(net); err != nil {
					t.Fatal(err)
				}
				if err := os.MkdirAll(dir, 0o755); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
			}
		}
		nf := next
		if only > 0 && it != only {
			cur = &nf
			continue
		}
		e := &SacksonEval{Pen: 200, model: normal.model, fit: &nf, fitPolicy: true}
		tot := fastTotals(e, 10000, 1)
		m, se, d, dse := paired(tot, base)
		fmt.Printf("round %d greedy: %.1f ± %.1f, against the shipped Normal %+.1f ± %.1f\n", it, m, se, d, dse)
		if xg > 0 {
			cpu := cpuSeconds()
			xt, th := playTotals(func() SacksonStrategy { return &SacksonSearch{Eval: e} }, 2, xf, xf+xg, 1)
			m, se, d, dse := paired(xt, xbase)
			fmt.Printf("round %d look-ahead: %.1f ± %.1f, against the shipped Expert %+.1f ± %.1f (%.2f CPU-ms a choice)\n", it, m, se, d, dse, (cpuSeconds()-cpu)*1000/float64(th))
		}
		cur = &nf
	}
}
