package pages

import (
	"fmt"
	"io"
	"slices"
	"strings"
	"text/tabwriter"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The box engine (Penta, Yam's) in pages, in one place: its Look (the
// sheet's legend, the statistics figures), registered once below, and its
// answers to the commands: a move said and accepted, check, hint, review,
// solve and simulate.

// Penta and Yam's: one short box column per player, a sacrificed box
// marked; in the statistics the upper bonus rate, fives at 50, +100
// bonuses and sacrifices, then the mean of each box.
func init() {
	registerLook(sheets.EngineBoxes, Look{
		Legend: func(l lang.Lang, printed bool) string {
			if printed {
				return l.T("Struck-through 0: a box sacrificed · ·: not filled yet")
			}
			return l.T("✗0: box sacrificed at 0 · ·: not filled yet")
		},
		Stats: StatsFigures{
			CSV:   []string{"upper_bonus_rate", "fives", "extra_bonuses", "sacrifices"},
			Cells: boxCells,
			Card:  boxCard,
		},
	})
}

// boxCells are the CSV cells of a player's box figures f.
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

// DescribeBoxMove writes a Penta or Yam's move as --dice, --box and
// --column would ("44412 → fours (free)"), the names in l.
func DescribeBoxMove(g *sheets.Game, m sheets.Move, l lang.Lang) string {
	p, _ := m.Play.(sheets.BoxPlay)
	box, col := p.Box, p.Column
	if l == lang.FR { // the French names, which --box and --column take too
		if cfg, err := g.Options.Box().Config(g.Kind); err == nil {
			if r, err := cfg.Compile(); err == nil {
				if b, err := scoring.ParseBox(r.Game, box); err == nil {
					box = strings.ToLower(l.Say(b.Label()))
				}
				if ci, err := r.ColumnIndex(col); err == nil && col != "" {
					col = l.Say(r.ColumnLabel(ci))
				}
			}
		}
	}
	s := p.Dice + " → " + box
	if col != "" {
		s += " (" + col + ")"
	}
	return s
}

// BoxAccepted answers the accepted Penta or Yam's move of seat: JSON, or
// the box written, its points and why; done is true for JSON (nothing
// follows).
func BoxAccepted(w io.Writer, l lang.Lang, st *sheets.State, seat int, out sheets.BoxOutcome, asJSON bool) (done bool, err error) {
	boxes := st.Boxes()
	g, v := st.Game, out.Verdict
	if asJSON {
		return true, WriteJSON(w, struct {
			Game     int64   `json:"game"`
			Player   string  `json:"player"`
			Column   string  `json:"column"`
			Box      string  `json:"box"`
			Points   int     `json:"points"`
			Bonus    int     `json:"bonus"`
			Next     *string `json:"next"`
			Finished bool    `json:"finished"`
		}{g.ID, g.Players[seat], out.Column, v.Box.ID(), int(v.Points), int(v.Bonus), NextPlayer(st), st.Finished})
	}
	fmt.Fprintf(w, l.T("Accepted: %s, %s"), g.Players[seat], l.Say(v.Box.Label()))
	if len(boxes.Rules.Columns) > 1 {
		if ci, err := boxes.Rules.ColumnIndex(out.Column); err == nil {
			fmt.Fprintf(w, " (%s)", l.Say(boxes.Rules.ColumnLabel(ci)))
		}
	}
	fmt.Fprintf(w, " — %d", v.Points)
	if v.Bonus > 0 {
		fmt.Fprintf(w, " +%d", v.Bonus)
	}
	fmt.Fprintf(w, "\n  %s\n", l.Say(v.Why()))
	return false, nil
}

// BoxVerdictJSON is one box's verdict in check --json.
type BoxVerdictJSON struct {
	Column     string `json:"column,omitempty"`
	Box        string `json:"box,omitempty"`
	Legal      bool   `json:"legal"`
	Points     int    `json:"points"`
	Bonus      int    `json:"bonus"`
	UpperBonus int    `json:"upper_bonus"`
	Reason     string `json:"reason"`
	Rule       string `json:"rule"`
}

// VerdictJSON is verdict v of rules r as check --json writes it, said in l.
func VerdictJSON(r *scoring.Rules, v scoring.Verdict, l lang.Lang) BoxVerdictJSON {
	return BoxVerdictJSON{Column: r.ColumnNames()[v.Column], Box: v.Box.ID(), Legal: v.Legal, Points: int(v.Points),
		Bonus: int(v.Bonus), UpperBonus: int(v.UpperBonus), Reason: l.Say(v.Why()), Rule: v.Rule}
}

// BoxCheckOptions answers check penta|yams without --box: every box for
// hand h with its points or refusal (a refusal shared by many boxes
// explained once, under the table), and whether one must be sacrificed.
func BoxCheckOptions(w, folded io.Writer, l lang.Lang, r *scoring.Rules, h scoring.Hand, opts []scoring.Verdict, must bool, width int, fold Fold) {
	fmt.Fprintf(folded, l.T("Throw %s\n"), h)
	multi := len(r.Columns) > 1
	head := []string{l.T("BOX"), "POINTS", l.T("WHY")}
	if multi {
		head = append([]string{l.T("COLUMN")}, head...)
	}
	rows := [][]string{head}
	var refusals []string
	for _, v := range opts {
		pts, why := "—", l.Say(v.Why())
		if v.Legal {
			pts = fmt.Sprint(v.Points)
			if v.Bonus > 0 {
				pts += fmt.Sprintf(" +%d", v.Bonus)
			}
		} else {
			if !slices.Contains(refusals, why) {
				refusals = append(refusals, why)
			}
			why = fmt.Sprintf(l.T("✘ refused (%s, note %d)"), v.Rule, slices.Index(refusals, why)+1)
		}
		row := []string{l.Say(v.Box.Label()), pts, why}
		if multi {
			row = append([]string{r.Columns[v.Column].Symbol() + " " + l.Say(r.ColumnLabel(int(v.Column)))}, row...)
		}
		rows = append(rows, row)
	}
	io.WriteString(w, CheckTable(rows, width, fold))
	for i, why := range refusals {
		// a note's next lines under its text, not its number
		n := fmt.Sprintf("%d. ", i+1)
		fmt.Fprintf(w, "%s%s\n", n, strings.ReplaceAll(fold(why, width-len(n)), "\n", "\n"+strings.Repeat(" ", len(n))))
	}
	if must {
		fmt.Fprintln(folded, l.Say(scoring.SacrificeMsg()))
	}
	fmt.Fprintln(folded, l.T("To read a rule cited here: scorepad rules ID (e.g. scorepad rules P3)."))
}

// BoxCheckVerdict writes check --box's verdict v on box b of column ci:
// legal or not, its points and why, and the rule to read.
func BoxCheckVerdict(folded io.Writer, l lang.Lang, r *scoring.Rules, v scoring.Verdict, b scoring.Box, ci int) {
	where := l.Say(b.Label())
	if len(r.Columns) > 1 {
		where += " (" + l.Say(r.ColumnLabel(ci)) + ")"
	}
	line := fmt.Sprintf("%s — %s", legalMark(l, v.Legal), where)
	if v.Legal {
		// "\u00a0:": the French colon's space, which the typography
		// of a pick does not add before a text's first sign
		line += fmt.Sprintf(l.T(": %d points"), v.Points)
		if v.Bonus > 0 {
			line += fmt.Sprintf(" + %d bonus", v.Bonus)
		}
	}
	fmt.Fprintf(folded, "%s\n  %s\n", line, l.Say(v.Why()))
	RuleHint(folded, l, v.Rule, l.Say(v.Why()))
}

// BoxLabel shows "column:box" (review's and hint's IDs) in language l: the
// box's name, with its column's when the sheet has several ("Six
// (libre)").
func BoxLabel(r *scoring.Rules, ids string, l lang.Lang) string {
	col, id, ok := strings.Cut(ids, ":")
	if !ok {
		return ids
	}
	b, err := scoring.ParseBox(r.Game, id)
	if err != nil {
		return ids
	}
	if len(r.Columns) < 2 {
		return l.Say(b.Label())
	}
	if ci, err := r.ColumnIndex(col); err == nil {
		col = l.Say(r.ColumnLabel(ci))
	}
	return l.Say(b.Label()) + " (" + col + ")"
}

// BoxHint writes a Penta or Yam's hint for rules r: the best keep or box
// with its expected final total, then what each runner-up costs; who
// (when given) is the player advised.
func BoxHint(w io.Writer, l lang.Lang, r *scoring.Rules, h boxes.Hint, who string) {
	if who != "" {
		fmt.Fprint(w, l.Localf(l.T("%s: "), Printable(who)))
	}
	where := BoxLabel(r, h.Column+":"+h.Box, l)
	switch {
	case h.Action == "box" && h.Keep != "":
		fmt.Fprint(w, l.Sprintf(l.T("stop and write %s — expected final total %.2f\n"), where, h.Expected))
	case h.Action == "box":
		fmt.Fprint(w, l.Sprintf(l.T("write %s — expected final total %.2f\n"), where, h.Expected))
	default:
		keep := h.Keep
		if keep == "" {
			keep = l.T("nothing (throw all five)")
		}
		fmt.Fprint(w, l.Sprintf(l.T("keep %s — expected final total %.2f\n"), keep, h.Expected))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Alternatives {
		if i == hintRunnersUp {
			break
		}
		label := ""
		if a.Keep != nil {
			label = l.T("keep ") + *a.Keep
			if *a.Keep == "" {
				label = l.T("keep nothing")
			}
		} else {
			label = BoxLabel(r, a.Column+":"+a.Box, l)
		}
		fmt.Fprint(tw, l.Localf("  %s\t%.2f\t%s %.2f\n", label, a.Expected, l.T("costs"), h.Expected-a.Expected))
	}
	tw.Flush()
}

// BoxReview writes the review of a Penta or Yam's game of rules r: each
// decision against the best, in expected points, and each player's loss.
func BoxReview(w io.Writer, l lang.Lang, r *scoring.Rules, lines []review.Line, per []review.PlayerLoss) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, l.T("MOVE\tPLAYER\tDICE\tCHOSEN\tBEST\tLOSS"))
	for _, ln := range lines {
		chosen, best := BoxLabel(r, ln.Chosen, l), BoxLabel(r, ln.Best, l)
		if ln.Decision == "keep" {
			chosen, best = l.T("keep ")+ln.Chosen, l.T("keep ")+ln.Best
		}
		fmt.Fprint(tw, l.Sprintf("%d\t%s\t%s\t%s\t%s\t%.2f%s\n", ln.Move, Printable(ln.Player), ln.Dice, chosen, best, ln.Loss, ReviewMark(ln.Loss)))
	}
	tw.Flush()
	reviewLegend(w, l, lines, l.TC("review legend", "expected points"))
	for _, p := range per {
		fmt.Fprint(w, l.Sprintf(l.T("%s: %.1f expected points lost over %d decisions\n"), Printable(p.Name), p.Loss, p.Decisions))
	}
}

// BoxSolved answers solve penta|yams: the optimal expected score from the
// start of a game of columns columns.
func BoxSolved(w io.Writer, l lang.Lang, expected float64, columns int, s Solved, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			Expected float64 `json:"expected"`
			States   int     `json:"states"`
			Seconds  float64 `json:"seconds"`
			Cached   bool    `json:"cached"`
		}{expected, s.States, s.Seconds, s.Cached})
	}
	fmt.Fprint(w, l.Sprintf(l.T("Optimal expected score: %.4f (%s, %d states, %.2f s)\n"), expected, s.how(l), s.States, s.Seconds))
	if columns > 1 {
		fmt.Fprintln(w, l.T("Several columns: each column's table is exact; their combination is an approximation."))
	}
	return nil
}

// BoxSimulation answers simulate penta|yams: the statistics of the games
// of s, against the table's value expected (exact with one column).
func BoxSimulation(w io.Writer, l lang.Lang, s boxes.Stats, expected float64, columns int, seed uint64, asJSON bool) error {
	// With one column the table's value is the optimum; with several it is
	// each column's optimum played alone, summed (and the first turn solved
	// on top): an approximation, which the Expert's mean may pass.
	exact := columns == 1
	if asJSON {
		return WriteJSON(w, struct {
			boxes.Stats
			Expected      float64 `json:"expected"`
			ExpectedExact bool    `json:"expected_exact"`
			Seed          uint64  `json:"seed"`
		}{s, expected, exact, seed})
	}
	fmt.Fprint(w, l.Sprintf(l.T("%s, %s: mean %.2f ± %.2f (σ %.1f), min %d, max %d\n"), l.Sprintf("%d games", s.Games), s.Strategy, s.Mean, s.StdErr, s.StdDev, s.Min, s.Max))
	fmt.Fprint(w, l.Sprintf(l.T("%d bonus %.1f %% of columns · five alike %.1f %% · %.2f extra bonuses a game\n"), scoring.UpperBonusThreshold, 100*s.UpperBonusRate, 100*s.FiveRate, s.ExtraBonuses))
	if exact {
		fmt.Fprint(w, l.Sprintf(l.T("the optimal table expects %.4f · %.0f games a second\n"), expected, s.GamesPerSecond))
	} else {
		fmt.Fprint(w, l.Sprintf(l.T("the %d columns' tables, each column played alone, sum to %.4f: an approximation for several columns, not the Expert's expected mean · %.0f games a second\n"), columns, expected, s.GamesPerSecond))
	}
	if s.Strategy == "expert" {
		fmt.Fprint(w, l.Sprintf(l.T("the Expert's choices came from its memo in %.1f %% of turns\n"), 100*s.MemoHitRate))
	}
	return nil
}
