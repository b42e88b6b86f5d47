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
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// The advisor's answers as text (scorepad hint, review, the table's
// hints): each engine's hint, and the review table.

// hintRunnersUp is how many alternatives a hint shows under its best.
const hintRunnersUp = 8

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

// FiveValue writes a 5000 value: a chance to win or points expected.
func FiveValue(l lang.Lang, measure string, v float64) string {
	if measure == "win_probability" {
		return l.Localf(l.T("%.2f %% to win"), 100*v)
	}
	return l.Localf(l.T("%.1f points expected"), v)
}

func fiveCost(l lang.Lang, measure string, v float64) string {
	if measure == "win_probability" {
		return l.Localf("%.2f", 100*v)
	}
	return l.Localf("%.1f", v)
}

// FiveAction says one 5000 decision in words.
func FiveAction(l lang.Lang, a five.HintAlt) string {
	if a.Action == "bank" {
		return fmt.Sprintf(l.T("set aside %s and bank %d"), a.Keep, a.Total)
	}
	return fmt.Sprintf(l.T("set aside %s (%d) and throw %d"), a.Keep, a.Total, a.Left)
}

// FiveHint writes a 5000 hint: the best decision and its value, then what
// each runner-up costs.
func FiveHint(w io.Writer, l lang.Lang, h five.Hint) {
	if h.Player != "" {
		fmt.Fprint(w, l.Localf(l.T("%s: "), Printable(h.Player)))
	}
	if h.Bust {
		fmt.Fprintf(w, l.T("%s busts: the turn is lost (C2, C5)\n"), h.Throw)
		return
	}
	fmt.Fprintf(w, "%s — %s\n", FiveAction(l, h.Best()), FiveValue(l, h.Measure, h.Value))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Options {
		if i == hintRunnersUp {
			break
		}
		fmt.Fprintf(tw, "  %s\t%s\t%s %s\n", FiveAction(l, a), FiveValue(l, h.Measure, a.Value), l.T("costs"), fiveCost(l, h.Measure, h.Value-a.Value))
	}
	tw.Flush()
}

// SacksonHint writes a Sackson hint: the best split with its expected
// final total, then what each runner-up costs.
func SacksonHint(w io.Writer, l lang.Lang, h sackson.Hint) {
	if h.Player != "" {
		fmt.Fprint(w, l.Localf(l.T("%s: "), Printable(h.Player)))
	}
	fmt.Fprint(w, l.Localf(l.T("%s — expected final total %.1f\n"), sacksonChoiceWords(l, h.Choice), h.Expected))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for i, a := range h.Alternatives {
		if i == hintRunnersUp {
			break
		}
		fmt.Fprint(tw, l.Localf("  %s\t%.1f\t%s %.1f\n", sacksonChoiceWords(l, a.Choice), a.Expected, l.T("costs"), h.Expected-a.Expected))
	}
	tw.Flush()
}

// sacksonChoiceWords says a choice "3+4,5+6/3" in words.
func sacksonChoiceWords(l lang.Lang, s string) string {
	c, err := scoring.ParseChoice(s)
	if err != nil {
		return s
	}
	sums := c.Sums()
	return fmt.Sprintf(l.T("%d (%d+%d) and %d (%d+%d), fifth %d"), sums[0], c.Pairs[0][0], c.Pairs[0][1], sums[1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth)
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
func reviewLegend(w io.Writer, l lang.Lang, lines []review.Line, unit string) {
	if len(lines) == 0 {
		return
	}
	fmt.Fprint(w, l.Sprintf(l.T("← marks a loss above %.2f %s\n"), ReviewMarkAbove, unit))
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

// Review writes a review of 5000 or Sackson: the decisions and each
// player's total loss, in win probability (measure "win_probability",
// shown in percentage points) or expected points.
func Review(w io.Writer, l lang.Lang, lines []review.Line, per []review.PlayerLoss, measure string) {
	scale, unit, one := 1.0, l.T("expected points"), l.TC("review legend", "expected points")
	if measure == "win_probability" {
		scale = 100
		unit = l.T("percentage points of winning chance")
		one = l.TC("review legend", "percentage points of winning chance")
	}
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, l.T("MOVE\tPLAYER\tDICE\tCHOSEN\tBEST\tLOSS"))
	for _, ln := range lines {
		fmt.Fprint(tw, l.Localf("%d\t%s\t%s\t%s\t%s\t%.2f%s\n", ln.Move, Printable(ln.Player), ln.Dice, reviewWords(l, ln.Chosen), reviewWords(l, ln.Best), scale*ln.Loss, ReviewMark(scale*ln.Loss)))
	}
	tw.Flush()
	reviewLegend(w, l, lines, one)
	for _, p := range per {
		fmt.Fprint(w, l.Sprintf(l.T("%s: %.2f %s lost over %d decisions\n"), Printable(p.Name), scale*p.Loss, unit, p.Decisions))
	}
}

// reviewWords translates the action words of a review label.
func reviewWords(l lang.Lang, s string) string {
	s = strings.Replace(s, " bank", l.T(" bank"), 1)
	return strings.Replace(s, " throw", l.T(" throw"), 1)
}
