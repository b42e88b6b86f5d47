package pages

import (
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/advisor/five"
	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/advisor/sackson"
	"github.com/scorepad/scorepad/scoring"
)

// The advisor's answers as text (scorepad hint, review, the table's
// hints): each engine's hint, and the review table.

// hintRunnersUp is how many alternatives a hint shows under its best.
const hintRunnersUp = 8

// BoxLabel shows "column:box" (review's and hint's IDs) in language l: the
// box's name, with its column's when the sheet has several ("Six
// (libre)").
func BoxLabel(r *scoring.Rules, ids string, l scoring.Lang) string {
	col, id, ok := strings.Cut(ids, ":")
	if !ok {
		return ids
	}
	b, err := scoring.ParseBox(r.Game, id)
	if err != nil {
		return ids
	}
	if len(r.Columns) < 2 {
		return b.Name(l)
	}
	if ci, err := r.ColumnIndex(col); err == nil {
		col = r.ColumnName(ci, l)
	}
	return b.Name(l) + " (" + col + ")"
}

// BoxHint writes a Penta or Yam's hint for rules r: the best keep or box
// with its expected final total, then what each runner-up costs; who
// (when given) is the player advised.
func BoxHint(w io.Writer, l scoring.Lang, r *scoring.Rules, h boxes.Hint, who string) {
	if who != "" {
		fmt.Fprint(w, l.Localf(l.Pick("%s: ", "%s : "), Printable(who)))
	}
	where := BoxLabel(r, h.Column+":"+h.Box, l)
	switch {
	case h.Action == "box" && h.Keep != "":
		fmt.Fprint(w, l.Sprintf(l.Pick("stop and write %s — expected final total %.2f\n", "arrêtez-vous et inscrivez %s — total final espéré %.2f\n"), where, h.Expected))
	case h.Action == "box":
		fmt.Fprint(w, l.Sprintf(l.Pick("write %s — expected final total %.2f\n", "inscrivez %s — total final espéré %.2f\n"), where, h.Expected))
	default:
		keep := h.Keep
		if keep == "" {
			keep = l.Pick("nothing (throw all five)", "rien (relancez les cinq)")
		}
		fmt.Fprint(w, l.Sprintf(l.Pick("keep %s — expected final total %.2f\n", "gardez %s — total final espéré %.2f\n"), keep, h.Expected))
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Alternatives {
		if i == hintRunnersUp {
			break
		}
		label := ""
		if a.Keep != nil {
			label = l.Pick("keep ", "garder ") + *a.Keep
			if *a.Keep == "" {
				label = l.Pick("keep nothing", "ne rien garder")
			}
		} else {
			label = BoxLabel(r, a.Column+":"+a.Box, l)
		}
		fmt.Fprint(tw, l.Localf("  %s\t%.2f\t%s %.2f\n", label, a.Expected, l.Pick("costs", "coûte"), h.Expected-a.Expected))
	}
	tw.Flush()
}

// FiveValue writes a 5000 value: a chance to win or points expected.
func FiveValue(l scoring.Lang, measure string, v float64) string {
	if measure == "win_probability" {
		return l.Localf(l.Pick("%.2f %% to win", "%.2f %% de gagner"), 100*v)
	}
	return l.Localf(l.Pick("%.1f points expected", "%.1f points espérés"), v)
}

func fiveCost(l scoring.Lang, measure string, v float64) string {
	if measure == "win_probability" {
		return l.Localf("%.2f", 100*v)
	}
	return l.Localf("%.1f", v)
}

// FiveAction says one 5000 decision in words.
func FiveAction(l scoring.Lang, a five.HintAlt) string {
	if a.Action == "bank" {
		return fmt.Sprintf(l.Pick("set aside %s and bank %d", "mettre %s de côté et marquer %d"), a.Keep, a.Total)
	}
	return fmt.Sprintf(l.Pick("set aside %s (%d) and throw %d", "mettre %s de côté (%d) et relancer %d"), a.Keep, a.Total, a.Left)
}

// FiveHint writes a 5000 hint: the best decision and its value, then what
// each runner-up costs.
func FiveHint(w io.Writer, l scoring.Lang, h five.Hint) {
	if h.Player != "" {
		fmt.Fprint(w, l.Localf(l.Pick("%s: ", "%s : "), Printable(h.Player)))
	}
	if h.Bust {
		fmt.Fprintf(w, l.Pick("%s busts: the turn is lost (C2, C5)\n", "%s fait perdre le tour : ses points sont perdus (C2, C5)\n"), h.Throw)
		return
	}
	fmt.Fprintf(w, "%s — %s\n", FiveAction(l, h.Best()), FiveValue(l, h.Measure, h.Value))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Options {
		if i == hintRunnersUp {
			break
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s %s\n", FiveAction(l, a), FiveValue(l, h.Measure, a.Value), l.Pick("costs", "coûte"), fiveCost(l, h.Measure, h.Value-a.Value))
	}
	tw.Flush()
}

// SacksonHint writes a Sackson hint: the best split with its expected
// final total, then what each runner-up costs.
func SacksonHint(w io.Writer, l scoring.Lang, h sackson.Hint) {
	if h.Player != "" {
		fmt.Fprint(w, l.Localf(l.Pick("%s: ", "%s : "), Printable(h.Player)))
	}
	fmt.Fprint(w, l.Localf(l.Pick("%s — expected final total %.1f\n", "%s — total final espéré %.1f\n"), sacksonChoiceWords(l, h.Choice), h.Expected))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Alternatives {
		if i == hintRunnersUp {
			break
		}
		fmt.Fprint(tw, l.Localf("  %s\t%.1f\t%s %.1f\n", sacksonChoiceWords(l, a.Choice), a.Expected, l.Pick("costs", "coûte"), h.Expected-a.Expected))
	}
	tw.Flush()
}

// sacksonChoiceWords says a choice "3+4,5+6/3" in words.
func sacksonChoiceWords(l scoring.Lang, s string) string {
	c, err := scoring.ParseChoice(s)
	if err != nil {
		return s
	}
	sums := c.Sums()
	return fmt.Sprintf(l.Pick("%d (%d+%d) and %d (%d+%d), fifth %d", "%d (%d+%d) et %d (%d+%d), cinquième %d"), sums[0], c.Pairs[0][0], c.Pairs[0][1], sums[1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth)
}

// ReviewMarkAbove is the loss, as printed (two decimals: expected points,
// or percentage points of winning chance at 5000), above which review
// marks a decision with ←; printed under the table and in review --help.
const ReviewMarkAbove = 0.5

// ReviewMark returns " ←" when shown, the loss as printed with two
// decimals, is above ReviewMarkAbove ("0.51" is marked, "0.50" is not),
// so that the mark agrees with the number on its line; else "".
func ReviewMark(shown float64) string {
	if math.Round(shown*100) > math.Round(ReviewMarkAbove*100) {
		return " ←"
	}
	return ""
}

// reviewLegend writes, under a review table with at least one line, what
// the ← mark means: a loss above ReviewMarkAbove in unit (said in l: French
// writes "0,50 point", in the singular).
func reviewLegend(w io.Writer, l scoring.Lang, lines []review.Line, unit string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprint(w, l.Sprintf(l.Pick("← marks a loss above %.2f %s\n", "← marque une perte de plus de %.2f %s\n"), ReviewMarkAbove, unit))
}

// BoxReview writes the review of a Penta or Yam's game of rules r: each
// decision against the best, in expected points, and each player's loss.
func BoxReview(w io.Writer, l scoring.Lang, r *scoring.Rules, lines []review.Line, per []review.PlayerLoss) {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, l.Pick("MOVE\tPLAYER\tDICE\tCHOSEN\tBEST\tLOSS", "COUP\tJOUEUR\tDÉS\tCHOIX\tMEILLEUR\tPERTE"))
	for _, ln := range lines {
		chosen, best := BoxLabel(r, ln.Chosen, l), BoxLabel(r, ln.Best, l)
		if ln.Decision == "keep" {
			chosen, best = l.Pick("keep ", "garder ")+ln.Chosen, l.Pick("keep ", "garder ")+ln.Best
		}
		fmt.Fprint(tw, l.Sprintf("%d\t%s\t%s\t%s\t%s\t%.2f%s\n", ln.Move, Printable(ln.Player), ln.Dice, chosen, best, ln.Loss, ReviewMark(ln.Loss)))
	}
	tw.Flush()
	reviewLegend(w, l, lines, l.Pick("expected points", "point espéré"))
	for _, p := range per {
		fmt.Fprint(w, l.Sprintf(l.Pick("%s: %.1f expected points lost over %d decisions\n", "%s : %.1f points espérés perdus sur %d décisions\n"), Printable(p.Name), p.Loss, p.Decisions))
	}
}

// Review writes a review of 5000 or Sackson: the decisions and each
// player's total loss, in win probability (measure "win_probability",
// shown in percentage points) or expected points.
func Review(w io.Writer, l scoring.Lang, lines []review.Line, per []review.PlayerLoss, measure string) {
	scale, unit, one := 1.0, l.Pick("expected points", "points espérés"), l.Pick("expected points", "point espéré")
	if measure == "win_probability" {
		scale = 100
		unit = l.Pick("percentage points of winning chance", "points de pourcentage de chances de gagner")
		one = l.Pick("percentage points of winning chance", "point de pourcentage de chances de gagner")
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, l.Pick("MOVE\tPLAYER\tDICE\tCHOSEN\tBEST\tLOSS", "COUP\tJOUEUR\tDÉS\tCHOIX\tMEILLEUR\tPERTE"))
	for _, ln := range lines {
		fmt.Fprint(tw, l.Localf("%d\t%s\t%s\t%s\t%s\t%.2f%s\n", ln.Move, Printable(ln.Player), ln.Dice, reviewWords(l, ln.Chosen), reviewWords(l, ln.Best), scale*ln.Loss, ReviewMark(scale*ln.Loss)))
	}
	tw.Flush()
	reviewLegend(w, l, lines, one)
	for _, p := range per {
		fmt.Fprint(w, l.Sprintf(l.Pick("%s: %.2f %s lost over %d decisions\n", "%s : %.2f %s perdus sur %d décisions\n"), Printable(p.Name), scale*p.Loss, unit, p.Decisions))
	}
}

// reviewWords translates the action words of a review label.
func reviewWords(l scoring.Lang, s string) string {
	s = strings.Replace(s, " bank", l.Pick(" bank", " marquer"), 1)
	return strings.Replace(s, " throw", l.Pick(" throw", " relancer"), 1)
}
