package rating_test

import (
	"fmt"
	"math"
	"testing"

	"github.com/scorepad/scorepad/sheets/rating"
)

// The published values below come from OpenSkill's own tests:
//   - go-openskill (github.com/intinig/go-openskill), models/plackettluce_test.go:
//     Test2PlayersFreeForAll … Test5PlayersFreeForAll,
//     Test3TeamsWithDifferentPlayersNumbers, TestSeries;
//   - go-openskill, rating/predict_test.go and test/fixtures.go
//     (PredictWinTeams): TestPredictsWinOutcomeForTwoTeams,
//     TestPredictsWinOutcomeForMultipleAsymmetricTeams,
//     TestPredictsWinWith5PlayerNewbieFFAWithImpostor;
//   - go-openskill, rating/ordinal_test.go: Ordinal(μ 5, σ 2) = −1;
//   - openskill.py (github.com/vivekjoshy/openskill.py), README.md: the
//     `rate` example of two teams of two, and ordinal(43.07, 2.42) = 35.81.

const tol = 1e-9

func near(a, b float64) bool { return math.Abs(a-b) <= tol*math.Max(1, math.Abs(b)) }

func r(mu, sigma float64) rating.Rating { return rating.Rating{Mu: mu, Sigma: sigma} }

func TestPlackettLuceFreeForAllPublished(t *testing.T) {
	t.Parallel()
	m := rating.OpenSkill()
	tests := []struct {
		name string
		want []rating.Rating
	}{
		{"2 players", []rating.Rating{r(27.63523138347365, 8.065506316323548), r(22.36476861652635, 8.065506316323548)}},
		{"3 players", []rating.Rating{r(27.868876552746237, 8.204837030780652), r(25.717219138186557, 8.057829747583874), r(21.413904309067206, 8.057829747583874)}},
		{"4 players", []rating.Rating{r(27.795084971874736, 8.263160757613477), r(26.552824984374855, 8.179213704945203), r(24.68943500312503, 8.083731307186588), r(20.96265504062538, 8.083731307186588)}},
		{"5 players", []rating.Rating{r(27.666666666666668, 8.290556877154474), r(26.833333333333332, 8.240145629781066), r(25.72222222222222, 8.179996679645559), r(24.055555555555557, 8.111796013701358), r(20.72222222222222, 8.111796013701358)}},
	}
	for _, tt := range tests {
		players := make([]rating.Rating, len(tt.want))
		places := make([]int, len(tt.want))
		for i := range players {
			players[i], places[i] = m.New(), i+1
		}
		got := m.RatePlayers(players, places)
		for i := range got {
			if !near(got[i].Mu, tt.want[i].Mu) || !near(got[i].Sigma, tt.want[i].Sigma) {
				t.Errorf("%s, place %d: got %+v, want %+v", tt.name, i+1, got[i], tt.want[i])
			}
		}
	}
}

func TestPlackettLuceTeamsPublished(t *testing.T) {
	t.Parallel()
	m := rating.OpenSkill()
	n := m.New()
	got := m.Rate([][]rating.Rating{{n, n, n}, {n}, {n, n}}, []int{1, 2, 3})
	want := []rating.Rating{r(25.939870821784513, 8.247641552260456), r(27.21366020491262, 8.274321317985242), r(21.84646897330287, 8.213058173195341)}
	for i, team := range got {
		for _, p := range team {
			if !near(p.Mu, want[i].Mu) || !near(p.Sigma, want[i].Sigma) {
				t.Errorf("team %d: got %+v, want %+v", i+1, p, want[i])
			}
		}
	}
	// openskill.py's README: a1 and a2 beat b1 and b2.
	got = m.Rate([][]rating.Rating{{n, r(32.444, 5.123)}, {r(43.381, 2.421), r(25.188, 6.211)}}, []int{1, 2})
	readme := [][]rating.Rating{{r(28.669648436582808, 8.071520788025197), r(33.83086971107981, 5.062772998705765)},
		{r(43.071274808241974, 2.4166900452721256), r(23.149503312339064, 6.1378606973362135)}}
	for i := range got {
		for j := range got[i] {
			if !near(got[i][j].Mu, readme[i][j].Mu) || !near(got[i][j].Sigma, readme[i][j].Sigma) {
				t.Errorf("README example, team %d player %d: got %+v, want %+v", i+1, j+1, got[i][j], readme[i][j])
			}
		}
	}
}

// TestPlackettLuceTiesPublished replays go-openskill's TestSeries: three
// games, scores with ties (9 7 7 5 5, then 9 5 5, then 9 9 7 7), places
// from the scores.
func TestPlackettLuceTiesPublished(t *testing.T) {
	t.Parallel()
	m := rating.OpenSkill()
	p := make([]rating.Rating, 5)
	for i := range p {
		p[i] = m.New()
	}
	play := func(seats []int, places []int) {
		in := make([]rating.Rating, len(seats))
		for i, s := range seats {
			in[i] = p[s]
		}
		for i, x := range m.RatePlayers(in, places) {
			p[seats[i]] = x
		}
	}
	play([]int{0, 1, 2, 3, 4}, []int{1, 2, 2, 4, 4})
	play([]int{4, 2, 1}, []int{1, 2, 2})
	play([]int{3, 1, 2, 0}, []int{1, 1, 3, 3})
	want := []rating.Rating{r(26.3537611030628, 8.111027060497456), r(24.618479788611904, 7.905335509558602), r(23.065819512381218, 7.822005594848687),
		r(24.47633240286842, 8.106111471280611), r(26.385499684561076, 8.05409080928062)}
	for i := range p {
		if !near(p[i].Mu, want[i].Mu) || !near(p[i].Sigma, want[i].Sigma) {
			t.Errorf("player p%d0: got %+v, want %+v", i, p[i], want[i])
		}
	}
}

func TestPredictWinPublished(t *testing.T) {
	t.Parallel()
	m := rating.OpenSkill()
	a1, a2, b1, b2 := m.New(), r(32.444, 5.123), r(73.381, 1.421), r(25.188, 6.211)
	tests := []struct {
		teams [][]rating.Rating
		want  []float64
	}{
		{[][]rating.Rating{{a1, a2}, {b1, b2}}, []float64{0.34641823958165474, 0.6535817604183453}},
		{[][]rating.Rating{{a1, a2}, {b1, b2}, {a2}, {b2}}, []float64{0.26135159416422216, 0.4111743094338915, 0.17509059831123944, 0.15238349809064683}},
		{[][]rating.Rating{{a1}, {a1}, {a1}, {a2}, {a1}}, []float64{0.19603741652263795, 0.19603741652263795, 0.19603741652263795, 0.2158503339094482, 0.19603741652263795}},
		{[][]rating.Rating{{a1}, {a1}, {a1}}, []float64{1.0 / 3, 1.0 / 3, 1.0 / 3}},
	}
	for i, tt := range tests {
		got := m.PredictWin(tt.teams)
		for j := range got {
			if !near(got[j], tt.want[j]) {
				t.Errorf("case %d, team %d: got %v, want %v", i+1, j+1, got[j], tt.want[j])
			}
		}
	}
}

func TestOrdinalPublished(t *testing.T) {
	t.Parallel()
	if got := r(5, 2).Ordinal(); got != -1 {
		t.Errorf("ordinal(5, 2) = %v, want -1", got)
	}
	if got := math.Round(r(43.07, 2.42).Ordinal()*100) / 100; got != 35.81 {
		t.Errorf("ordinal(43.07, 2.42) = %v, want 35.81", got)
	}
	if got := rating.OpenSkill().New().Ordinal(); math.Abs(got) > 1e-12 {
		t.Errorf("a new player's ordinal = %v, want 0", got)
	}
}

// TestAlwaysAheadEndsAbove: a player who always finishes ahead of another
// ends with the higher rating, μ and μ − 3σ, and σ shrinks game by game;
// a solo game changes nothing.
func TestAlwaysAheadEndsAbove(t *testing.T) {
	t.Parallel()
	m := rating.OpenSkill()
	a, b, c := m.New(), m.New(), m.New()
	for i := range 20 {
		prev := a.Sigma
		out := m.RatePlayers([]rating.Rating{b, a, c}, []int{3, 1, 1 + i%3})
		b, a, c = out[0], out[1], out[2]
		if a.Sigma >= prev {
			t.Errorf("game %d: σ %v did not shrink from %v", i+1, a.Sigma, prev)
		}
	}
	if a.Mu <= b.Mu || a.Ordinal() <= b.Ordinal() {
		t.Errorf("always ahead: a %+v (ordinal %v), b %+v (ordinal %v)", a, a.Ordinal(), b, b.Ordinal())
	}
	if solo := m.RatePlayers([]rating.Rating{a}, []int{1}); solo[0] != a {
		t.Errorf("a solo game moved the rating: %+v → %+v", a, solo[0])
	}
}

func ExampleModel_RatePlayers() {
	m := rating.OpenSkill()
	ana, ben := m.New(), m.New()
	out := m.RatePlayers([]rating.Rating{ana, ben}, []int{1, 2})
	fmt.Printf("Ana μ %.3f σ %.3f ordinal %.3f\n", out[0].Mu, out[0].Sigma, out[0].Ordinal())
	fmt.Printf("Ben μ %.3f σ %.3f ordinal %.3f\n", out[1].Mu, out[1].Sigma, out[1].Ordinal())
	// Output:
	// Ana μ 27.635 σ 8.066 ordinal 3.439
	// Ben μ 22.365 σ 8.066 ordinal -1.832
}

// TestEightPlayersWithTies: eight new players, two tied for second,
// rated as scorepad does (Family: shared places averaged): the tied ones
// move alike and by the mean of what second and third place would give,
// and the means follow the places. (OpenSkill's own tie weighting puts the
// fourth above the tied seconds here.)
func TestEightPlayersWithTies(t *testing.T) {
	t.Parallel()
	m := rating.Family()
	untied := m.RatePlayers(make8(m), []int{1, 2, 3, 4, 5, 6, 7, 8})
	mid := (untied[1].Mu + untied[2].Mu) / 2
	if got := m.RatePlayers(make8(m), []int{1, 2, 2, 4, 5, 6, 7, 8}); math.Abs(got[1].Mu-mid) > 1e-9 || math.Abs(got[2].Mu-mid) > 1e-9 {
		t.Errorf("tied seconds %v %v, want the mean of second and third: %v", got[1].Mu, got[2].Mu, mid)
	}
	if os := rating.OpenSkill().RatePlayers(make8(m), []int{1, 2, 2, 4, 5, 6, 7, 8}); os[3].Mu <= os[1].Mu {
		t.Errorf("OpenSkill's tie weighting: fourth %v, tied second %v (the quirk this model averages away)", os[3].Mu, os[1].Mu)
	}
	in := make8(m)
	places := []int{1, 2, 2, 4, 5, 6, 7, 8}
	out := m.RatePlayers(in, places)
	if out[1] != out[2] {
		t.Errorf("tied players differ: %+v %+v", out[1], out[2])
	}
	for i := 1; i < len(out); i++ {
		if places[i] > places[i-1] && out[i].Mu >= out[i-1].Mu {
			t.Errorf("place %d has μ %v, not below place %d's %v", places[i], out[i].Mu, places[i-1], out[i-1].Mu)
		}
	}
	if out[0].Mu <= 25 || out[7].Mu >= 25 {
		t.Errorf("first %v, last %v", out[0].Mu, out[7].Mu)
	}
}

func make8(m rating.Model) []rating.Rating {
	in := make([]rating.Rating, 8)
	for i := range in {
		in[i] = m.New()
	}
	return in
}

// TestFamilyRatesUntiedGamesAsOpenSkill: without a tie, Family is OpenSkill.
func TestFamilyRatesUntiedGamesAsOpenSkill(t *testing.T) {
	t.Parallel()
	a, b := rating.OpenSkill(), rating.Family()
	in := []rating.Rating{r(25, 8.3), r(30, 4), r(20, 6), r(27, 7.5)}
	x, y := a.RatePlayers(in, []int{2, 1, 4, 3}), b.RatePlayers(in, []int{2, 1, 4, 3})
	for i := range x {
		if x[i] != y[i] {
			t.Errorf("player %d: OpenSkill %+v, Family %+v", i, x[i], y[i])
		}
	}
	// a two-player tie changes no mean, in either model
	for _, m := range []rating.Model{a, b} {
		if out := m.RatePlayers([]rating.Rating{m.New(), m.New()}, []int{1, 1}); math.Abs(out[0].Mu-25) > 1e-9 || math.Abs(out[1].Mu-25) > 1e-9 {
			t.Errorf("a tie of two moved the means: %+v", out)
		}
	}
}
