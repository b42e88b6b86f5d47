package pages

import (
	"fmt"
	"io"
	"regexp"
	"slices"
	"strings"

	"github.com/mattn/go-runewidth"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// The answers of scorepad check, text or JSON, per engine. Sentences go
// to folded, a writer that folds them at spaces to the line width; the
// table of boxes is laid out for width, its notes folded by fold.

// Fold folds the lines of a text longer than width cells at spaces.
type Fold func(s string, width int) string

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

// checkMinWhy is the narrowest the WHY column of check's table is kept
// beside the others; narrower, each reason goes under its row.
const checkMinWhy = 20

// CheckTable lays out rows (the first the heads), the last cell of each
// folded at spaces so that no line is wider than width cells: as a
// column when at least checkMinWhy cells are left for it, else under its
// row, indented.
func CheckTable(rows [][]string, width int, fold Fold) string {
	n := len(rows[0])
	ws := make([]int, n-1)
	for _, row := range rows {
		for i, c := range row[:n-1] {
			ws[i] = max(ws[i], runewidth.StringWidth(c))
		}
	}
	left := 0
	for _, w := range ws {
		left += w + 2
	}
	under := width-left < checkMinWhy
	var b strings.Builder
	for _, row := range rows {
		line := ""
		for i, c := range row[:n-1] {
			line += c + strings.Repeat(" ", ws[i]-runewidth.StringWidth(c)+2)
		}
		why := row[n-1]
		if under {
			b.WriteString(strings.TrimRight(line, " ") + "\n")
			b.WriteString("    " + strings.ReplaceAll(fold(why, width-4), "\n", "\n    ") + "\n")
			continue
		}
		b.WriteString(line + strings.ReplaceAll(fold(why, width-left), "\n", "\n"+strings.Repeat(" ", left)) + "\n")
	}
	return b.String()
}

// citedRule matches the rule IDs a verdict's sentence cites.
var citedRule = regexp.MustCompile(`\b[PYCSG][0-9]+[a-c]?\b`)

// RuleHint says how to read the rule behind a verdict: the last rule its
// sentence why cites (the most precise, P7a rather than P7), else rule.
func RuleHint(folded io.Writer, l lang.Lang, rule, why string) {
	if ids := citedRule.FindAllString(why, -1); len(ids) > 0 {
		rule = ids[len(ids)-1]
	}
	if rule == "" {
		return
	}
	fmt.Fprintf(folded, l.T("  read the rule: scorepad rules %s\n"), rule)
}

// legalMark is a verdict's mark: ✔ legal or ✘ illegal.
func legalMark(l lang.Lang, legal bool) string {
	if legal {
		return l.T("✔ legal")
	}
	return l.T("✘ illegal")
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

// FiveCheck is check 5000's answer: the throw's verdict, and the keep's
// when one was given (Legal not nil).
type FiveCheck struct {
	Bust       bool   `json:"bust"`
	Best       int    `json:"best"`
	Legal      *bool  `json:"legal"`
	KeepPoints *int   `json:"keep_points"`
	Reason     string `json:"reason"`
	Rule       string `json:"rule"`
}

// FiveChecked writes check 5000's answer c: JSON on w, or the keep's
// verdict, why, the rule to read and the best from the throw.
func FiveChecked(w, folded io.Writer, l lang.Lang, c FiveCheck, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, c)
	}
	if c.Legal != nil {
		if *c.Legal {
			fmt.Fprintf(folded, "%s — %s points\n", legalMark(l, true), l.Int(*c.KeepPoints))
		} else {
			fmt.Fprintln(folded, legalMark(l, false))
		}
	}
	fmt.Fprintf(folded, "  %s\n", c.Reason)
	RuleHint(folded, l, c.Rule, c.Reason)
	if c.Legal != nil && !c.Bust {
		fmt.Fprintf(folded, l.T("  best from this throw: %s\n"), l.Int(c.Best))
	}
	return nil
}

// SacksonChecked writes check sackson's verdict v on choice c: JSON on w,
// or legal or not, why and the rule to read.
func SacksonChecked(w, folded io.Writer, l lang.Lang, c scoring.SacksonChoice, v scoring.SacksonVerdict, asJSON bool) error {
	if asJSON {
		return WriteJSON(w, struct {
			Legal     bool   `json:"legal"`
			Sums      [2]int `json:"sums"`
			Fifth     int    `json:"fifth"`
			FreeThrow bool   `json:"free_throw"`
			Reason    string `json:"reason"`
			Rule      string `json:"rule"`
		}{v.Legal, v.Sums, v.Fifth, v.FreeThrow, l.Say(v.Why()), v.Rule})
	}
	fmt.Fprintf(folded, "%s — %s\n  %s\n", legalMark(l, v.Legal), c, l.Say(v.Why()))
	RuleHint(folded, l, v.Rule, l.Say(v.Why()))
	return nil
}
