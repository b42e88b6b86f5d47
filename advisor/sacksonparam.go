package advisor

import (
	"math"

	"github.com/scorepad/scorepad/scoring"
)

// SacksonParams is a model of a row's future: a row in play with c checks
// gets N more, N of Poisson law with mean
//
//	λ = Kappa · T · π^Beta · (1 + Focus·min(c,5)/5) / (1 + Gamma·m)
//
// where T is the expected throws left (from the tracks, S4), π the
// probability that a throw can make the row's sum as a pair (S2) and m the
// other rows in play. The row's value is its expected score (S6, asked of
// scoring) at c + N, less Stuck for a row at 1–4 checks (the penalty zone);
// a row never used is worth 0 (S6) unless the evaluation opens it.
type SacksonParams struct {
	Kappa, Beta, Gamma, Focus, Stuck float64
	// Disp > 0 replaces the Poisson law by a discretised normal law of
	// variance Disp·λ (the player steers checks: less spread than chance)
	Disp float64
	// Tau shifts the time left the model sees
	Tau float64
}

// DefaultSacksonParams is the tuned model (see README: how it was tuned).
// Found by coordinate descent, each point measured on the same 5,000
// solo games (SCOREPAD_TUNE=5000 go test ./advisor -run TestTuneSackson).
var DefaultSacksonParams = SacksonParams{Kappa: 0.75, Beta: 0.8375, Gamma: 0.15, Focus: -0.025, Stuck: -3.75, Disp: 1.1875}

// pairProb is the probability that a throw of five dice has two dice
// summing to s.
func pairProb(r *sacksonRules) [13]float64 {
	var out [13]float64
	for h := scoring.Hand(0); h < scoring.NumHands; h++ {
		f := h.Faces()
		var can [13]bool
		for i := 0; i < len(f); i++ {
			for j := i + 1; j < len(f); j++ {
				can[f[i]+f[j]] = true
			}
		}
		for s := 2; s <= 12; s++ {
			if can[s] {
				out[s] += r.handProb[h]
			}
		}
	}
	return out
}

// ParamSackson fills an evaluation's table from the model P for penalty
// pen: the same table the Normal robot and the Expert's rollouts read.
func ParamSackson(pen scoring.Penalty, P SacksonParams) *SacksonEval {
	r := sacksonModel()
	pi := penIndex(pen)
	pp := pairProb(r)
	e := &SacksonEval{Pen: pen}
	for s := 2; s <= 12; s++ {
		for c := 0; c < sackC; c++ {
			for t := 0; t < sackT; t++ {
				T := float64(t) / 2
				for m := 0; m < sackM; m++ {
					if c == 0 {
						continue // an unused row costs nothing (S6)
					}
					lam := P.Kappa * max(T+P.Tau, 0) * math.Pow(pp[s], P.Beta) * (1 + P.Focus*float64(min(c, 5))/5) / (1 + P.Gamma*float64(m))
					v := futureScore(r, pi, s, c, lam, P.Disp)
					if c <= 4 {
						v -= P.Stuck
					}
					e.W[s][c][t][m] = v
				}
			}
		}
	}
	return e
}

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
			w := math.Exp(-(float64(n) - lam) * (float64(n) - lam) / sd2)
			v += w * float64(r.rowScore[pi][s][min(c+n, 15)])
			z += w
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
