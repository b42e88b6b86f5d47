package pages

import (
	"fmt"
	"io"
	"math"
	"strings"
	"text/tabwriter"

	"github.com/scorepad/scorepad/advisor/review"
	"github.com/scorepad/scorepad/internal/lang"
)

// The advisor's answers as text (scorepad hint, review, the table's
// hints), what the engines share: how many runners-up a hint shows, and
// the review table of 5000 and Sackson with its mark. Each engine's hint
// (and the box engine's review) is in its engine_*.go.

// hintRunnersUp is how many alternatives a hint shows under its best.
const hintRunnersUp = 8

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
