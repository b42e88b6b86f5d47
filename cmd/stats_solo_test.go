package cmd_test

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestStatsSoloGameIsNoWin (issue 30, item 1): a player whose only game is
// a solo Penta has no win, no win rate, no rating and no "best at"; the
// solo game is in solo {games, mean, best}; the entry names its rule set.
func TestStatsSoloGameIsNoWin(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "penta", "--players", "Ana")
	for _, m := range [][2]string{{"11123", "aces"}, {"22213", "twos"}, {"33312", "threes"}, {"44412", "fours"}, {"55512", "fives"},
		{"66612", "sixes"}, {"66634", "brelan"}, {"66663", "carré"}, {"33322", "full"}, {"12346", "ps"}, {"23456", "gs"},
		{"66655", "chance"}, {"66666", "penta"}} {
		ok(t, db, "move", "1", "--dice", m[0], "--box", m[1])
	}
	var rep struct {
		Players []struct {
			Player  string    `json:"player"`
			Rules   string    `json:"rules"`
			Games   int       `json:"games"`
			Wins    int       `json:"wins"`
			WinRate float64   `json:"win_rate"`
			Rating  *struct{} `json:"rating"`
			Solo    struct {
				Games int  `json:"games"`
				Best  *int `json:"best"`
			} `json:"solo"`
		} `json:"players"`
	}
	out := ok(t, db, "stats", "--json")
	if err := json.Unmarshal([]byte(out), &rep); err != nil {
		t.Fatal(err)
	}
	if len(rep.Players) != 1 {
		t.Fatalf("entries: %s", out)
	}
	p := rep.Players[0]
	if p.Games != 0 || p.Wins != 0 || p.WinRate != 0 || p.Rating != nil || p.Solo.Games != 1 || p.Solo.Best == nil || *p.Solo.Best != 323 || p.Rules != "penta" {
		t.Errorf("a solo game counted as a win: %+v", p)
	}
	for _, l := range []string{"en", "fr"} {
		text := ok(t, db, "stats", "--lang", l)
		if strings.Contains(text, "100.0 %") || strings.Contains(text, "100,0\u00a0%") || strings.Contains(text, "Best at Penta: Ana") || strings.Contains(text, "Meilleur au Penta\u00a0: Ana") {
			t.Errorf("%s: the solo game reads as a win:\n%s", l, text)
		}
		if want := map[string]string{"en": "Solo games", "fr": "Parties en solo"}[l]; !strings.Contains(text, want) {
			t.Errorf("%s: no %q:\n%s", l, want, text)
		}
	}
	// Nor in the games list and on the sheet: no one wins alone.
	for l, want := range map[string][2]string{"en": {"finished · solo · Ana 323", "finished (solo)"}, "fr": {"terminée · en solo · Ana 323", "terminée (en solo)"}} {
		if games := ok(t, db, "games", "--all", "--lang", l); !strings.Contains(games, want[0]) || strings.Contains(games, "wins") || strings.Contains(games, "gagne") {
			t.Errorf("%s: games reads the solo game as a win, want %q:\n%s", l, want[0], games)
		}
		if sheet := ok(t, db, "sheet", "1", "--lang", l); !strings.Contains(sheet, want[1]) {
			t.Errorf("%s: the sheet's status, want %q:\n%s", l, want[1], sheet)
		}
	}
}
