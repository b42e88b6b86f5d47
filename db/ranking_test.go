package db_test

import (
	"slices"
	"testing"

	"github.com/scorepad/scorepad/db"
)

// TestRankingRule: the statistics' ranking of a rule set's players — by
// μ − 3σ, then wins, then mean; players under MinRanked games with others
// after the others; players who only played alone left out; a player
// without a rating after the rated ones; equal players in their order.
func TestRankingRule(t *testing.T) {
	rated := func(name string, games, wins int, mean, ordinal float64) db.KindStats {
		return db.KindStats{Player: name, Games: games, Wins: wins, Mean: mean, Rating: &db.RatingFigure{Ordinal: ordinal, Games: games}}
	}
	unrated := func(name string, games, wins int, mean float64) db.KindStats {
		return db.KindStats{Player: name, Games: games, Wins: wins, Mean: mean}
	}
	cases := []struct {
		name string
		in   []db.KindStats
		want []string
	}{
		{"by rating μ − 3σ, highest first",
			[]db.KindStats{rated("Ana", 5, 1, 200, 10), rated("Ben", 5, 1, 200, 25), rated("Cléo", 5, 1, 200, -3)},
			[]string{"Ben", "Ana", "Cléo"}},
		{"equal ratings: more wins first",
			[]db.KindStats{rated("Ana", 5, 1, 300, 10), rated("Ben", 5, 3, 100, 10)},
			[]string{"Ben", "Ana"}},
		{"equal ratings and wins: higher mean first",
			[]db.KindStats{rated("Ana", 5, 2, 180.5, 10), rated("Ben", 5, 2, 181, 10)},
			[]string{"Ben", "Ana"}},
		{"under MinRanked games after the others, whatever their rating",
			[]db.KindStats{rated("Ana", db.MinRanked-1, 2, 300, 40), rated("Ben", db.MinRanked, 0, 100, -5), rated("Cléo", 1, 1, 250, 30)},
			[]string{"Ben", "Ana", "Cléo"}},
		{"players who only played alone left out",
			[]db.KindStats{{Player: "Solo", Games: 0, Solo: db.Solo{Games: 7}, Mean: 400}, rated("Ana", 4, 1, 200, 3)},
			[]string{"Ana"}},
		{"no rating: after the rated players",
			[]db.KindStats{unrated("Ana", 5, 5, 300), rated("Ben", 5, 0, 100, -20)},
			[]string{"Ben", "Ana"}},
		{"equal on every key: their order kept",
			[]db.KindStats{rated("Ana", 5, 2, 200, 10), rated("Ben", 5, 2, 200, 10), rated("Cléo", 5, 2, 200, 10)},
			[]string{"Ana", "Ben", "Cléo"}},
		{"nobody played with others: an empty ranking",
			[]db.KindStats{{Player: "Solo", Solo: db.Solo{Games: 3}}},
			nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			before := slices.Clone(c.in)
			var got []string
			for _, k := range db.Ranking(c.in) {
				got = append(got, k.Player)
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("Ranking = %q, want %q", got, c.want)
			}
			for i := range before {
				if before[i].Player != c.in[i].Player {
					t.Fatalf("Ranking reordered its argument: %v", c.in)
				}
			}
		})
	}
}

// TestFavouriteGame: a player's favourite game is the rule set played
// most, solo games included; the first on a tie; none without a game.
func TestFavouriteGame(t *testing.T) {
	cases := []struct {
		name  string
		in    []db.KindStats
		kind  string
		games int
	}{
		{"the most games wins", []db.KindStats{{Kind: "penta", Games: 2}, {Kind: "yams", Games: 5}, {Kind: "5000", Games: 4}}, "yams", 5},
		{"solo games count", []db.KindStats{{Kind: "penta", Games: 3}, {Kind: "sackson", Games: 1, Solo: db.Solo{Games: 4}}}, "sackson", 5},
		{"a tie: the first", []db.KindStats{{Kind: "5000", Games: 3}, {Kind: "penta", Games: 1, Solo: db.Solo{Games: 2}}}, "5000", 3},
		{"no game: none", []db.KindStats{{Kind: "penta"}}, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if kind, games := db.Favourite(c.in); kind != c.kind || games != c.games {
				t.Errorf("Favourite = %q, %d; want %q, %d", kind, games, c.kind, c.games)
			}
		})
	}
}
