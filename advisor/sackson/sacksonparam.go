package sackson

import (
	"math"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// SacksonParams are the weights of the Sackson model: a row in play with c
// checks gets N more, N of mean
//
//	λ = Kappa · T · π^Beta · (1 + Lift[|s−7|]) · (1 + Focus·min(c,5)/5) / (1 + Gamma·m)
//
// and of variance Disp·λ (a discretised normal law: the player steers the
// checks, less spread than chance), where T is the expected throws left
// (from the tracks, S4), m the other rows in play (1 to 9 checks) and π the
// probability that a throw lets the row's sum s be one of the pairs of a
// legal choice: Mix of it given the values recorded on the tracks (S3: a
// recorded value shown must be the fifth die) and 1 − Mix of it with no
// track; Lift corrects it by the sum's distance to 7. The row is worth its
// S6 score (asked of scoring) at c + N on average, less Stuck for a row at
// 1–4 checks; a row never used is worth 0 (S6).
//
// To the rows the pad adds T · (Time + Time2·T + Ends·e + Inner·i) + EndC·e,
// where e counts the recorded fifth-die values 1 and 6 and i the values 2
// and 5: a recorded value shown must be the fifth die (S3), so recording
// the extreme values keeps them out of the pairs, whose sums then gather
// in the middle rows; and the throws left are worth more than the rows see
// (the fifth die's track sets the game's length, S4); Set[mask] adds to
// the worth of a throw left for the set of recorded values (bit v for the
// value v), fitted set by set. All are fitted (zero gives the model before
// them).
type SacksonParams struct {
	Kappa, Beta, Gamma, Focus, Stuck, Disp, Mix float64
	Lift                                        [6]float64 // by |s − 7|
	Time, Time2, Ends, Inner, EndC              float64
	Set                                         [128]float64 // by recorded-value mask
}

// DefaultSacksonParams are the shipped weights, found by coordinate descent,
// each point measured on the same 20,000 solo games, twice over the
// weights with halved steps
// (SCOREPAD_TUNE=20000 go test ./advisor -run TestTuneSackson -v, at commit
// 7d6c294).
// The sets' weights were fitted after the others, by coordinate descent
// over the 22 sets up to the mirror v ↔ 7 − v (a set and its mirror weigh
// the same; SCOREPAD_MASK=20000 go test ./advisor -run TestTuneMask -v, at
// 7d6c294).
var DefaultSacksonParams = SacksonParams{Kappa: 0.81, Beta: 0.9875, Gamma: 0.11, Focus: -0.025, Stuck: -3.75, Disp: 1.4875, Mix: 0.7, Time: 7, Ends: 8, Inner: 2, Lift: [6]float64{0.1, 0.05, -0.2, 0.2, -0.5, -0.15}, Time2: 5, EndC: -40,
	Set: setWeights(map[string]float64{"1": 3, "2": 1, "12": 3, "13": 2, "23": -1, "123": -1, "24": -1, "124": -4, "34": -2, "234": 2, "15": 2, "145": -2})}

// setWeights spreads weights given by sets of recorded values ("124") to
// the sets and their mirrors (v ↔ 7 − v).
func setWeights(w map[string]float64) [128]float64 {
	var out [128]float64
	for set, x := range w {
		m, mirror := 0, 0
		for _, d := range set {
			m |= 1 << (d - '0')
			mirror |= 1 << (7 - (d - '0'))
		}
		out[m], out[mirror] = x, x
	}
	return out
}

// lamN buckets of lamStep cover λ from 0 to 20 checks (the most the
// weights give: a whole game's time on the likeliest sum).
const lamN, lamStep = 801, 0.025

// sackModel is the model's tables for one penalty.
type sackModel struct {
	P   SacksonParams
	pen int
	pw  [128][13]float64      // π^Beta·(1 + Lift) by recorded-value mask and sum
	g   [13][16][lamN]float32 // expected row value by sum, checks, λ
}

var sackModels engine.Keyed[scoring.Penalty, *SacksonEval]

// SacksonModelEval returns the model evaluation with the shipped weights for
// penalty pen (computed once, in well under a second).
func SacksonModelEval(pen scoring.Penalty) *SacksonEval {
	return sackModels.Get(pen, func() *SacksonEval { return ModelSackson(pen, DefaultSacksonParams) })
}

// ModelSackson builds the model evaluation with weights P for penalty pen.
func ModelSackson(pen scoring.Penalty, P SacksonParams) *SacksonEval {
	r := sacksonModel()
	m := &sackModel{P: P, pen: penIndex(pen)}
	var pp [13]float64 // π with no track
	for mask := 0; mask < 128; mask += 2 {
		var pm [13]float64
		for h := range r.handProb {
			var can [13]bool
			for _, c := range r.choices[mask][h] {
				can[c.a], can[c.b] = true, true
			}
			for s := 2; s <= 12; s++ {
				if can[s] {
					pm[s] += r.handProb[h]
				}
			}
		}
		if mask == 0 {
			pp = pm
		}
		for s := 2; s <= 12; s++ {
			m.pw[mask][s] = math.Pow(P.Mix*pm[s]+(1-P.Mix)*pp[s], P.Beta) * (1 + P.Lift[max(s-7, 7-s)])
		}
	}
	for s := 2; s <= 12; s++ {
		for c := 1; c < 16; c++ {
			for l := range m.g[s][c] {
				v := futureScore(r, m.pen, s, c, float64(l)*lamStep, P.Disp)
				if c <= 4 {
					v -= P.Stuck
				}
				m.g[s][c][l] = float32(v)
			}
		}
	}
	return &SacksonEval{Pen: pen, model: m}
}

// value is the model's evaluation of p (its total when its game has ended).
func (m *sackModel) value(r *sacksonRules, p *sPad) float64 {
	if p.ended {
		return float64(r.total(p, m.pen))
	}
	T := r.throwsLeft(p)
	n := 0
	for s := 2; s <= 12; s++ {
		if inPlay(p.rows[s]) {
			n++
		}
	}
	mask := p.mask()
	v := 0.0
	for s := 2; s <= 12; s++ {
		c := p.rows[s]
		if c == 0 {
			continue
		}
		o := n
		if inPlay(c) {
			o--
		}
		lam := m.P.Kappa * T * m.pw[mask][s] * (1 + m.P.Focus*float64(min(c, 5))/5) / (1 + m.P.Gamma*float64(o))
		v += float64(m.g[s][min(c, 15)][min(int(lam/lamStep+0.5), lamN-1)])
	}
	w := m.P.Time + m.P.Time2*T + m.P.Set[mask]
	for i := uint8(0); i < p.k; i++ {
		switch p.tv[i] {
		case 1, 6:
			v += m.P.EndC
			w += m.P.Ends
		case 2, 5:
			w += m.P.Inner
		}
	}
	return v + T*w
}

// inPlay says whether a row with c checks still gains from checks: at
// least one, fewer than 10 (S6).
func inPlay(c uint8) bool { return c > 0 && c < 10 }

// futureScore is the expected score (S6) of row s at c + N checks, N of
// mean lam: Poisson, or a discretised normal law of variance disp·lam.
func futureScore(r *sacksonRules, pi, s, c int, lam, disp float64) float64 {
	if lam <= 0 {
		return float64(r.rowScore[pi][s][min(c, 15)])
	}
	if disp > 0 {
		sd2 := 2 * disp * lam
		w := 7 * math.Sqrt(disp*lam)
		v, z := 0.0, 0.0
		for n := max(0, int(lam-w)); n < min(60, int(lam+w)+2); n++ {
			x := math.Exp(-(float64(n) - lam) * (float64(n) - lam) / sd2)
			v += x * float64(r.rowScore[pi][s][min(c+n, 15)])
			z += x
		}
		return v / z
	}
	v, pn, tail := 0.0, math.Exp(-lam), 1.0
	for n := 0; c+n < 15 && n < 80; n++ {
		v += pn * float64(r.rowScore[pi][s][c+n])
		tail -= pn
		pn *= lam / float64(n+1)
	}
	if tail > 0 {
		v += tail * float64(r.rowScore[pi][s][15])
	}
	return v
}
