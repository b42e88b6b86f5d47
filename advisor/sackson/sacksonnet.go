package sackson

import (
	"bytes"
	_ "embed"
	"encoding/binary"
	"fmt"
	"hash/fnv"
	"math"
	"math/rand/v2"

	"github.com/scorepad/scorepad/scoring"
)

// A small network over a pad (S1–S7), a correction of the fitted
// evaluation (sacksonfit.go): the fit is additive, one term per row, so it
// cannot say that a row's checks are worth less when many other rows
// compete for the same throws; one hidden layer of rectified units over the
// same inputs can. The network learns the fit's error on the same
// Monte-Carlo returns: V(p) = fit(p) + net(p).

// The inputs: one-hot inputs are the rows by checks (0–10, S6), each
// fifth-die value by its track (not recorded, or recorded with 0–7 checks,
// S3, S4), the tracks opened and a bucket of the time left T; the dense
// inputs are T, T², the total now, the fit's value, the rows in the
// penalty zone, the rows in play and the checks the rows in the penalty
// zone still need.
const (
	netRowIn   = 11 * 11
	netTrackIn = 6 * 9
	netKIn     = 4
	netTIn     = 11
	netDense   = 7
	netOneHot  = netRowIn + netTrackIn + netKIn + netTIn
	netIn      = netOneHot + netDense
	netHot     = 11 + 6 + 1 + 1 // one-hot inputs on in every pad
)

// netTBuckets are the upper bounds of the time-left buckets.
var netTBuckets = [netTIn - 1]float64{1, 2, 3, 4, 6, 8, 11, 14, 18, 22}

// netX is a pad's inputs: the one-hot inputs on, and the dense values.
type netX struct {
	hot   [netHot]int16
	dense [netDense]float32
}

// netH is the hidden units.
const netH = 64

// sackNet is the network.
type sackNet struct {
	W1 []float32 // netIn × H
	B1 []float32 // H
	W2 []float32 // H
	B2 float32
	// Scale: the output is in units of Scale points.
	Scale float32
}

func newSackNet(seed uint64) *sackNet {
	rng := rand.New(rand.NewPCG(seed, 7))
	n := &sackNet{W1: make([]float32, netIn*netH), B1: make([]float32, netH), W2: make([]float32, netH), Scale: 100}
	for i := range n.W1 {
		n.W1[i] = float32(rng.NormFloat64() * 0.3)
	}
	for j := range n.W2 {
		n.W2[j] = float32(rng.NormFloat64() * 0.1)
	}
	return n
}

// netInputs lists p's inputs (p's game has not ended); fv is the fit's value
// of p.
func netInputs(r *sacksonRules, p *sPad, fv float64, x *netX) {
	T := r.throwsLeft(p)
	pen, play, need := 0, 0, 0
	for s := 2; s <= 12; s++ {
		c := int(min(p.rows[s], 10))
		x.hot[s-2] = int16((s-2)*11 + c)
		if c >= 1 && c <= 4 {
			pen++
			need += 5 - c
		}
		if inPlay(p.rows[s]) {
			play++
		}
	}
	var state [7]int // by value: 0 not recorded, 1+checks
	for i := uint8(0); i < p.k; i++ {
		state[p.tv[i]] = 1 + int(min(p.tc[i], 7))
	}
	for v := 1; v <= 6; v++ {
		x.hot[11+v-1] = int16(netRowIn + (v-1)*9 + state[v])
	}
	x.hot[17] = int16(netRowIn + netTrackIn + int(p.k))
	b := 0
	for b < len(netTBuckets) && T >= netTBuckets[b] {
		b++
	}
	x.hot[18] = int16(netRowIn + netTrackIn + netKIn + b)
	t := T / 10
	x.dense = [netDense]float32{float32(t), float32(t * t), float32(r.total(p, 0)) / 500, float32(fv) / 500, float32(pen) / 3, float32(play) / 5, float32(need) / 8}
}

// eval is the network's output for inputs x, in points; hid receives the
// hidden units' values (before the rectifier) when not nil.
func (n *sackNet) eval(x *netX, hid []float32) float64 {
	var h [netH]float32
	n.hotSum(x, &h)
	return n.finish(&h, x, hid)
}

// hotSum sets h to the hidden units' biases plus their weights from x's
// one-hot inputs.
func (n *sackNet) hotSum(x *netX, h *[netH]float32) {
	copy(h[:], n.B1)
	for _, i := range x.hot {
		w := (*[netH]float32)(n.W1[int(i)*netH:])
		for j := range h {
			h[j] += w[j]
		}
	}
}

// finish adds x's dense inputs to the hidden sums h and returns the
// output in points (hid receives the sums when not nil).
func (n *sackNet) finish(h *[netH]float32, x *netX, hid []float32) float64 {
	for d, v := range x.dense {
		w := (*[netH]float32)(n.W1[(netOneHot+d)*netH:])
		for j := range h {
			h[j] += v * w[j]
		}
	}
	out := n.B2
	w2 := (*[netH]float32)(n.W2)
	for j, v := range h {
		if v > 0 {
			out += v * w2[j]
		}
	}
	if hid != nil {
		copy(hid, h[:])
	}
	return float64(out * n.Scale)
}

// netBase is a pad's one-hot inputs and the hidden sums over them: the pads
// one throw from it differ in a few one-hot inputs (two rows, a track, the
// tracks opened, the time left), so their sums follow by difference.
type netBase struct {
	x netX
	h [netH]float32
}

// base sets b to p's one-hot inputs and their hidden sums.
func (n *sackNet) base(r *sacksonRules, p *sPad, b *netBase) {
	netInputs(r, p, 0, &b.x)
	n.hotSum(&b.x, &b.h)
}

// valueNear is f's value of p, the network's hidden sums taken by
// difference from b (a pad one throw before p); the same as value.
func (f *sackFit) valueNear(r *sacksonRules, p *sPad, b *netBase) float64 {
	if p.ended {
		return float64(r.total(p, f.m.pen))
	}
	v := f.linear(r, p)
	var x netX
	netInputs(r, p, v, &x)
	h := b.h
	W1 := f.net.W1
	for i, k := range x.hot {
		if o := b.x.hot[i]; o != k {
			wo := (*[netH]float32)(W1[int(o)*netH:])
			wn := (*[netH]float32)(W1[int(k)*netH:])
			for j := range h {
				h[j] += wn[j] - wo[j]
			}
		}
	}
	return v + f.net.finish(&h, &x, nil)
}

// train trains n on inputs xs with targets ys (points, the fit's error)
// by Adam on minibatches at rate lr, one pass in an order drawn from seed.
func (n *sackNet) train(xs []netX, ys []float32, batch int, lr float64, seed uint64) {
	const H = netH
	rng := rand.New(rand.NewPCG(seed, 11))
	nw := len(n.W1) + 2*H + 1
	b2 := []float32{n.B2}
	g := make([]float32, nw)
	m1 := make([]float32, nw)
	m2 := make([]float32, nw)
	order := make([]int, len(xs))
	for i := range order {
		order[i] = i
	}
	hid := make([]float32, H)
	step := 0
	const beta1, beta2, eps = 0.9, 0.999, 1e-8
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	for s := 0; s+batch <= len(order); s += batch {
		clear(g)
		for _, i := range order[s : s+batch] {
			x := &xs[i]
			out := n.eval(x, hid) / float64(n.Scale)
			e := float32(out - float64(ys[i])/float64(n.Scale))
			gw2 := g[len(n.W1)+H:]
			gb1 := g[len(n.W1):]
			g[nw-1] += e
			for j, v := range hid {
				if v <= 0 {
					continue
				}
				gw2[j] += e * v
				d := e * n.W2[j]
				gb1[j] += d
				for _, k := range x.hot {
					g[int(k)*H+j] += d
				}
				for dd, xv := range x.dense {
					g[(netOneHot+dd)*H+j] += d * xv
				}
			}
		}
		step++
		c1 := 1 - math.Pow(beta1, float64(step))
		c2 := 1 - math.Pow(beta2, float64(step))
		inv := float32(1 / float64(batch))
		off := 0
		for _, p := range [][]float32{n.W1, n.B1, n.W2, b2} {
			for k := range p {
				gk := g[off+k] * inv
				mk := beta1*m1[off+k] + (1-beta1)*gk
				vk := beta2*m2[off+k] + (1-beta2)*gk*gk
				m1[off+k], m2[off+k] = mk, vk
				p[k] -= float32(lr * float64(mk) / c1 / (math.Sqrt(float64(vk)/c2) + eps))
			}
			off += len(p)
		}
		n.B2 = b2[0]
	}
}

// The shipped networks, one per penalty (scoring.Penalties), are trained
// once (TestGenerateSacksonNet, deterministic: about ten CPU-minutes a
// penalty) on the fit's kind of data, more of it (the model's Normal,
// netTrainGames games of seed fitTrainSeed, the first fitTrainGames of
// them the fit's own; more games, a better network: greedy on it 535.5
// for 50,000 games, 546.6 for 200,000, 553.6 for 600,000, README), the
// targets the embedded fit's errors, and embedded
// (sacksonnet.bin: "SPNET1", the key, then by penalty W1, B1, W2, B2 and
// Scale as little-endian float32). A network whose key no longer matches
// the fit and the inputs is not used: the fit alone is.
const (
	netEpochs     = 4
	netRate       = 1e-3
	netBatch      = 256
	netTrainGames = 600000
)

//go:embed sacksonnet.bin
var sacksonNetBin []byte

const netMagic = "SPNET1"

// netKey fingerprints the fit the network corrects, the inputs and the
// training.
func netKey() uint64 {
	h := fnv.New64a()
	fmt.Fprintf(h, "%d %v %d %d %d %d %g %d %d %d", fitKey(), netTBuckets, netIn, netH, netHot, netEpochs, netRate, netBatch, netTrainGames, fitTrainSeed)
	for _, w := range sacksonFitWeights {
		binary.Write(h, binary.LittleEndian, w[:])
	}
	return h.Sum64()
}

// netSize is the float32 values of one network.
const netSize = netIn*netH + 2*netH + 2

// shippedNet returns the embedded network for penalty index pi, or nil
// when none matches the fit and the inputs.
func shippedNet(pi int) *sackNet { return decodeNet(sacksonNetBin, pi) }

// decodeNet reads the network for penalty index pi from b (sacksonnet.bin's
// format), nil when b holds none for the current key.
func decodeNet(b []byte, pi int) *sackNet {
	h := len(netMagic) + 8
	if len(b) < h || string(b[:len(netMagic)]) != netMagic || binary.LittleEndian.Uint64(b[len(netMagic):]) != netKey() ||
		len(b) != h+4*netSize*len(scoring.Penalties) || pi < 0 || pi >= len(scoring.Penalties) {
		return nil
	}
	return readNet(b[h+4*netSize*pi:], netH)
}

// readNet reads a network of hid hidden units from the start of b: W1, B1,
// W2, B2 and Scale as little-endian float32.
func readNet(b []byte, hid int) *sackNet {
	size := netIn*hid + 2*hid + 2
	v := make([]float32, size)
	binary.Read(bytes.NewReader(b), binary.LittleEndian, v)
	n := &sackNet{W1: v[:netIn*hid], B1: v[netIn*hid : netIn*hid+hid], W2: v[netIn*hid+hid : netIn*hid+2*hid]}
	n.B2, n.Scale = v[size-2], v[size-1]
	return n
}

// netData turns samples into the network's inputs and the additive fit's
// errors, its targets.
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
