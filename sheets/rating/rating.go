// Package rating rates players from the order they finish games in: the
// Bayesian approximation of Weng and Lin with the Plackett–Luce model
// (R. C. Weng and C.-J. Lin, "A Bayesian Approximation Method for Online
// Ranking", Journal of Machine Learning Research 12 (2011) 267–300,
// Algorithm 4), with the parameters OpenSkill uses (μ = 25, σ = 25/3,
// β = σ/2, κ = 0.0001). Each player's skill is a normal belief N(μ, σ²):
// a game moves μ towards what the finishing order says and shrinks σ as
// the evidence grows. The conservative rating μ − 3σ (Ordinal) is what a
// ranking by "who is best" sorts on: a new player, about whom nothing is
// known yet, starts at 0 and climbs as games show their level.
//
// The package is pure: no I/O, no clock. The same games in the same order
// give the same ratings, so a rating recomputed from the stored games
// after an edit, a merge or an import agrees with itself.
package rating

import "math"

// Rating is a belief about one player's skill: mean Mu, deviation Sigma.
type Rating struct {
	Mu    float64 `json:"mu"`
	Sigma float64 `json:"sigma"`
}

// Ordinal returns μ − 3σ, the conservative rating: the skill the player
// has with about 99.7 % certainty.
func (r Rating) Ordinal() float64 { return r.Mu - 3*r.Sigma }

// Model holds the parameters of the rating.
type Model struct {
	Mu, Sigma float64 // a new player's belief
	Beta      float64 // the spread of a performance around the skill
	Kappa     float64 // the floor that keeps σ² positive
	Tau       float64 // added to σ before each game (0: none)
}

// OpenSkill returns the Plackett–Luce model with OpenSkill's defaults:
// μ = 25, σ = 25/3, β = σ/2, κ = 0.0001, no τ.
func OpenSkill() Model {
	return Model{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Kappa: 0.0001}
}

// New returns a new player's rating.
func (m Model) New() Rating { return Rating{Mu: m.Mu, Sigma: m.Sigma} }

// Rate returns the ratings of teams after a game in which team i finished
// at place ranks[i] (1 first; equal places are a tie). A team of one is a
// player; a team's skill is the sum of its players'. Fewer than two teams
// change nothing (a solo game says nothing about who is better). ranks
// must have one entry per team.
func (m Model) Rate(teams [][]Rating, ranks []int) [][]Rating {
	out := make([][]Rating, len(teams))
	for i, t := range teams {
		out[i] = append([]Rating(nil), t...)
	}
	if len(teams) < 2 || len(ranks) != len(teams) {
		return out
	}
	if m.Tau > 0 {
		for _, t := range out {
			for j := range t {
				t[j].Sigma = math.Sqrt(t[j].Sigma*t[j].Sigma + m.Tau*m.Tau)
			}
		}
	}
	n := len(out)
	mu, s2 := make([]float64, n), make([]float64, n)
	for i, t := range out {
		for _, r := range t {
			mu[i] += r.Mu
			s2[i] += r.Sigma * r.Sigma
		}
	}
	// c: the common scale of the performances (Weng–Lin eq. 47 as OpenSkill
	// writes it, one β² per team).
	c := 0.0
	for i := range n {
		c += s2[i] + m.Beta*m.Beta
	}
	c = math.Sqrt(c)
	e := make([]float64, n)
	for i := range n {
		e[i] = math.Exp(mu[i] / c)
	}
	// sumQ[q]: the teams that finished at q's place or after it; a[q]: how
	// many share q's place.
	sumQ, a := make([]float64, n), make([]int, n)
	for q := range n {
		for i := range n {
			if ranks[i] >= ranks[q] {
				sumQ[q] += e[i]
			}
			if ranks[i] == ranks[q] {
				a[q]++
			}
		}
	}
	for i := range n {
		omega, delta := 0.0, 0.0
		for q := range n {
			if ranks[q] > ranks[i] {
				continue
			}
			p := e[i] / sumQ[q]
			if q == i {
				omega += (1 - p) / float64(a[q])
			} else {
				omega -= p / float64(a[q])
			}
			delta += p * (1 - p) / float64(a[q])
		}
		gamma := math.Sqrt(s2[i]) / c
		omega *= s2[i] / c
		delta *= gamma * s2[i] / (c * c)
		for j, r := range out[i] {
			share := r.Sigma * r.Sigma / s2[i]
			out[i][j].Mu = r.Mu + share*omega
			out[i][j].Sigma = r.Sigma * math.Sqrt(math.Max(1-share*delta, m.Kappa))
		}
	}
	return out
}

// RatePlayers rates players who each played alone: places[i] is player
// i's finishing place (1 first, ties equal).
func (m Model) RatePlayers(players []Rating, places []int) []Rating {
	teams := make([][]Rating, len(players))
	for i, r := range players {
		teams[i] = []Rating{r}
	}
	out := make([]Rating, len(players))
	for i, t := range m.Rate(teams, places) {
		out[i] = t[0]
	}
	return out
}

// PredictWin returns each team's chance of finishing first, as OpenSkill
// computes it: the mean over the other teams of the chance of finishing
// ahead of each, normalised to sum to 1.
func (m Model) PredictWin(teams [][]Rating) []float64 {
	n := len(teams)
	out := make([]float64, n)
	if n == 0 {
		return out
	}
	if n == 1 {
		out[0] = 1
		return out
	}
	mu, s2 := make([]float64, n), make([]float64, n)
	for i, t := range teams {
		for _, r := range t {
			mu[i] += r.Mu
			s2[i] += r.Sigma * r.Sigma
		}
	}
	pairs := float64(n*(n-1)) / 2
	for i := range n {
		for j := range n {
			if i == j {
				continue
			}
			// OpenSkill's denominator squares the teams' variances (sic):
			// kept, so that the published values are reproduced.
			d := math.Sqrt(float64(n)*m.Beta*m.Beta + s2[i]*s2[i] + s2[j]*s2[j])
			out[i] += phi((mu[i] - mu[j]) / d)
		}
		out[i] /= pairs
	}
	return out
}

// phi is the standard normal distribution function.
func phi(x float64) float64 { return 0.5 * math.Erfc(-x/math.Sqrt2) }
