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
// Places shared by a tie are rated, in the Family model scorepad keeps,
// as the mean of the games with the tied players in each order (see
// Model.AverageTies); a game without a tie is rated exactly as OpenSkill
// rates it.
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
	// AverageTies rates a game with tied places as the mean of the games
	// with the tied teams in each order (each tied team taking each of
	// the places once). Without it, ties follow Weng and Lin's A_q
	// weighting as OpenSkill does, under which two players tied for
	// second of eight gain less than the fourth, and players tied for
	// first of three gain what an untied second gains.
	AverageTies bool
}

// OpenSkill returns the Plackett–Luce model with OpenSkill's defaults:
// μ = 25, σ = 25/3, β = σ/2, κ = 0.0001, no τ, ties as OpenSkill has them.
func OpenSkill() Model {
	return Model{Mu: 25, Sigma: 25.0 / 3, Beta: 25.0 / 6, Kappa: 0.0001}
}

// Family returns OpenSkill's model with shared places averaged
// (AverageTies): the rating scorepad keeps. A game without a tie is
// rated exactly as OpenSkill rates it.
func Family() Model {
	m := OpenSkill()
	m.AverageTies = true
	return m
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
	if m.AverageTies {
		if orders := tieOrders(ranks); len(orders) > 1 {
			return m.averaged(out, orders)
		}
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

// tieOrders returns the strict places a game with ties is averaged over:
// within each group of tied teams, every rotation (each team at each of
// the group's places once), across groups every combination. A game
// without a tie has one: its own places.
func tieOrders(ranks []int) [][]int {
	groups := map[int][]int{} // place → the teams at it
	var places []int
	for i, r := range ranks {
		if len(groups[r]) == 0 {
			places = append(places, r)
		}
		groups[r] = append(groups[r], i)
	}
	orders := [][]int{append([]int(nil), ranks...)}
	for _, r := range places {
		g := groups[r]
		if len(g) < 2 {
			continue
		}
		var next [][]int
		for _, o := range orders {
			for shift := range g {
				n := append([]int(nil), o...)
				for k, team := range g {
					n[team] = r + (k+shift)%len(g)
				}
				next = append(next, n)
			}
		}
		orders = next
	}
	return orders
}

// averaged rates teams once per order and returns the mean of the means
// and of the variances.
func (m Model) averaged(teams [][]Rating, orders [][]int) [][]Rating {
	plain := m
	plain.AverageTies = false
	sum := make([][]Rating, len(teams))
	for i, t := range teams {
		sum[i] = make([]Rating, len(t))
	}
	for _, o := range orders {
		for i, t := range plain.Rate(teams, o) {
			for j, r := range t {
				sum[i][j].Mu += r.Mu
				sum[i][j].Sigma += r.Sigma * r.Sigma
			}
		}
	}
	n := float64(len(orders))
	for i := range sum {
		for j := range sum[i] {
			sum[i][j] = Rating{Mu: sum[i][j].Mu / n, Sigma: math.Sqrt(sum[i][j].Sigma / n)}
		}
	}
	return sum
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
