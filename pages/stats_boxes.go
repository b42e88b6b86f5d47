package pages

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Penta and Yam's in the statistics: the upper bonus rate, fives at 50,
// +100 bonuses and sacrifices, then the mean of each box.
func init() {
	RegisterStatsFigures(sheets.EngineBoxes, StatsFigures{
		CSV:   []string{"upper_bonus_rate", "fives", "extra_bonuses", "sacrifices"},
		Cells: boxCells,
		Card:  boxCard,
	})
}

func boxCells(f db.KindFigures) []string {
	b, ok := f.(db.BoxStats)
	if !ok {
		return nil
	}
	return []string{csvFloat(b.UpperBonusRate), csvInt(b.Fives), csvInt(b.ExtraBonuses), csvInt(b.Sacrifices)}
}

// boxCard are the bonuses of a card's line, then the means per box in the
// order of the statistics (scoring.StatsOrder).
func boxCard(k db.KindStats, l lang.Lang) []string {
	b, ok := k.Figures.(db.BoxStats)
	if !ok {
		return nil
	}
	parts := []string{figures(l,
		fmt.Sprintf(l.T("%d bonus"), scoring.UpperBonusThreshold), Pct(l, b.UpperBonusRate),
		fivesLabel(k.Kind, l), Num(l, b.Fives),
		l.T("extra bonuses"), Num(l, b.ExtraBonuses),
		l.T("sacrifices"), Num(l, b.Sacrifices))}
	var boxes []string
	game, _ := sheets.Kind(k.Kind).BoxGame()
	for _, id := range scoring.BoxIDs(scoring.StatsOrder) {
		if m, ok := b.MeanPerBox[id]; ok {
			box, _ := scoring.ParseBox(game, id)
			boxes = append(boxes, l.Say(box.Label()), F1(l, m))
		}
	}
	return append(parts, l.Typeset(l.T("mean per box: ")+figures(l, boxes...)))
}

// fivesLabel names the five-alike boxes of a kind scored box by box:
// "Pentas", "Yam's".
func fivesLabel(kind string, l lang.Lang) string {
	cfg, err := sheets.BoxOptions{}.Config(sheets.Kind(kind))
	if err != nil {
		return ""
	}
	n := l.Say(cfg.MustCompile().FiveBox().Label())
	if !strings.HasSuffix(n, "'s") {
		n += "s"
	}
	return n
}
