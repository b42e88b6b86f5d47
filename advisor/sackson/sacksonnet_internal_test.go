//go:build unix

package sackson

import (
	"bytes"
	"encoding/binary"
	"math"
	"math/rand/v2"
	"os"
	"sync"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

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
//	SCOREPAD_NETGEN=$PWD/advisor/sackson/sacksonnet.bin go test ./advisor/sackson -run TestGenerateSacksonNet -timeout 60m
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
