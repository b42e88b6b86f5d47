package db_test

import (
	"bytes"
	"encoding/json"
	"testing"

	"github.com/scorepad/scorepad/db"
)

// oldKindStats is KindStats as it was with a field for every kind's
// figures (issue 29): the JSON of stats --json is the contract.
type oldKindStats struct {
	Player           string             `json:"player"`
	Kind             string             `json:"game"`
	Rules            string             `json:"rules"`
	RulesText        string             `json:"rules_text"`
	Games            int                `json:"games"`
	Wins             int                `json:"wins"`
	WinRate          float64            `json:"win_rate"`
	Mean             float64            `json:"mean"`
	Median           float64            `json:"median"`
	Best             int                `json:"best"`
	BestDate         string             `json:"best_date"`
	Worst            int                `json:"worst"`
	WorstDate        string             `json:"worst_date"`
	UpperBonusRate   *float64           `json:"upper_bonus_rate,omitempty"`
	Fives            *int               `json:"fives,omitempty"`
	ExtraBonuses     *int               `json:"extra_bonuses,omitempty"`
	Sacrifices       *int               `json:"sacrifices,omitempty"`
	MeanPerBox       map[string]float64 `json:"mean_per_box,omitempty"`
	TurnsToWin       *float64           `json:"turns_to_win,omitempty"`
	BustsPerGame     *float64           `json:"busts_per_game,omitempty"`
	MeanBankedTurn   *float64           `json:"mean_banked_turn,omitempty"`
	OpeningTurn      *float64           `json:"opening_turn,omitempty"`
	Penalties        *int               `json:"penalties,omitempty"`
	RowsCompleted    *int               `json:"rows_completed,omitempty"`
	Streak           int                `json:"longest_streak"`
	CurrentStreak    int                `json:"current_streak"`
	Trend            []db.TrendPoint    `json:"trend"`
	MeanWinningScore *float64           `json:"mean_winning_score"`
	MinutesPlayed    int                `json:"minutes_played"`
	Solo             db.Solo            `json:"solo"`
	Rating           *db.RatingFigure   `json:"rating"`
	RatingTrend      []db.TrendPoint    `json:"-"`
	WinTrend         []db.WinPoint      `json:"win_trend"`
}

func ptr[T any](v T) *T { return &v }

// TestKindStatsJSONAsBefore (issue 29): a line's figures in their engine's
// type write the same bytes as the fields of every kind did — the same
// keys in the same place (between worst_date and longest_streak), the
// same ones left out — under the encoder's HTML escaping or without, on
// one line or indented.
func TestKindStatsJSONAsBefore(t *testing.T) {
	t.Parallel()
	base := func(name string) (db.KindStats, oldKindStats) {
		mean := 301.5
		k := db.KindStats{Player: name, Kind: "yams", Rules: "yams:down", RulesText: "1 column <down> & more", Games: 4, Wins: 1, WinRate: 0.25,
			Mean: 250.25, Median: 240, Best: 310, BestDate: "2025-01-02", Worst: 180, WorstDate: "2025-03-04", Streak: 1, CurrentStreak: 0,
			Trend: []db.TrendPoint{{Month: "2025-01", Mean: 250, Games: 4}}, MeanWinningScore: &mean, MinutesPlayed: 95,
			Solo: db.Solo{Games: 1, Mean: &mean, Best: ptr(302), BestDate: "2025-02-02"}, Rating: &db.RatingFigure{Mu: 25, Sigma: 8, Ordinal: 1, Games: 4},
			RatingTrend: []db.TrendPoint{{Month: "2025-01"}}, WinTrend: []db.WinPoint{}}
		o := oldKindStats{k.Player, k.Kind, k.Rules, k.RulesText, k.Games, k.Wins, k.WinRate, k.Mean, k.Median, k.Best, k.BestDate, k.Worst, k.WorstDate,
			nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, nil, k.Streak, k.CurrentStreak, k.Trend, k.MeanWinningScore, k.MinutesPlayed, k.Solo, k.Rating, k.RatingTrend, k.WinTrend}
		return k, o
	}
	type pair struct {
		name string
		new  db.KindStats
		old  oldKindStats
	}
	var cases []pair
	k, o := base("Ana & <Bo>")
	cases = append(cases, pair{"no figures (solo only)", k, o})
	k, o = base("Zoé")
	k.Figures = db.BoxStats{UpperBonusRate: 0.5, Fives: 0, ExtraBonuses: 2, Sacrifices: 3, MeanPerBox: map[string]float64{"aces": 2.5, "yams": 0}}
	o.UpperBonusRate, o.Fives, o.ExtraBonuses, o.Sacrifices, o.MeanPerBox = ptr(0.5), ptr(0), ptr(2), ptr(3), map[string]float64{"aces": 2.5, "yams": 0}
	cases = append(cases, pair{"boxes", k, o})
	k, o = base("Léo")
	k.Figures = db.FiveStats{BustsPerGame: 1.25, MeanBankedTurn: 0}
	o.BustsPerGame, o.MeanBankedTurn = ptr(1.25), ptr(0.0)
	cases = append(cases, pair{"5000 without a win nor an opening", k, o})
	k, o = base("Léo")
	k.Figures = db.FiveStats{TurnsToWin: ptr(12.5), BustsPerGame: 0, MeanBankedTurn: 412.75, OpeningTurn: ptr(2.0)}
	o.TurnsToWin, o.BustsPerGame, o.MeanBankedTurn, o.OpeningTurn = ptr(12.5), ptr(0.0), ptr(412.75), ptr(2.0)
	cases = append(cases, pair{"5000", k, o})
	k, o = base("Cléo")
	k.Figures = db.SacksonStats{Penalties: 0, RowsCompleted: 2}
	o.Penalties, o.RowsCompleted = ptr(0), ptr(2)
	cases = append(cases, pair{"Sackson", k, o})
	for _, c := range cases {
		for _, escape := range []bool{true, false} {
			for _, indent := range []string{"", "  "} {
				got, want := encode(t, []db.KindStats{c.new}, escape, indent), encode(t, []oldKindStats{c.old}, escape, indent)
				if !bytes.Equal(got, want) {
					t.Errorf("%s (escape %v, indent %q):\n got %s\nwant %s", c.name, escape, indent, got, want)
				}
			}
		}
	}
}

func encode(t *testing.T, v any, escape bool, indent string) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(escape)
	enc.SetIndent("", indent)
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}
