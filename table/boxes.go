package table

import (
	"errors"
	"fmt"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Penta and Yam's: the dice (typed, or thrown up to three times with
// digital dice), then the box.

func init() {
	engines[sheets.EngineBoxes] = engine{
		turn:      (*Table).boxTurn,
		takenBack: (*Table).boxTakenBack,
		robotPlayed: func(t *Table, _ *sheets.State, m sheets.Move) string {
			p, _ := m.Play.(sheets.BoxPlay)
			return t.throwsWords(p.Throws)
		},
		ask:   (*Table).boxAsk,
		edit:  (*Table).boxEdit,
		check: (*Table).boxCheck,
		// the player's sheet, said under the dice and box questions
		shownSheet: func(t *Table, st *sheets.State) string {
			if st.Turn < 0 {
				return ""
			}
			return t.compactSheet(st, st.Turn)
		},
	}
}

// boxTakenBack: "Ben's Fours 16 (44412) in turn 3 taken back", the column
// named when the sheet has several.
func (t *Table) boxTakenBack(before *sheets.State, m sheets.Move, out sheets.Outcome, err error) string {
	p, _ := m.Play.(sheets.BoxPlay)
	what := p.Box + " " + p.Dice
	if o, ok := out.Detail.(sheets.BoxOutcome); ok && err == nil {
		what = fmt.Sprintf("%s %d (%s)", t.Lang.Say(o.Verdict.Box.Label()), o.Verdict.Points+o.Verdict.Bonus, p.Dice)
		if len(before.Boxes().Rules.Columns) > 1 {
			what = o.Column + " · " + what
		}
	}
	return t.seatTakenBack(before, m, what, before.Round)
}

// waitSeconds is scoring's DigitalWait in whole seconds, for the messages
// (P10); the wait is counted from the last key pressed.
var waitSeconds = int(scoring.DigitalWait / time.Second)

func (t *Table) boxTurn(st *sheets.State) error {
	seat := st.Turn
	r := st.Boxes().Rules
	title := fmt.Sprintf(t.T("%s — round %d/%d: the five dice"), t.name(st.Game.Players[seat]), st.Round, r.Turns())
	var faces []uint8
	var throws []string
	var err error
	if t.Digital {
		faces, throws, err = t.digitalThrows(st, title)
	} else {
		faces, err = t.askDice(st, title, t.compactSheet(st, seat), 5, func(d []uint8) string {
			return t.Ranking(st, scoring.HandOf(d)).BestLine(t.Lang)
		}, func(d []uint8) string { return t.typedAdvice(st, d) })
	}
	if err != nil {
		return err
	}
	return t.chooseBox(st, faces, throws)
}

// Ranking is the one order of the boxes for a throw: every box of every
// column with its verdict, the legal ones ranked. With the Expert's tables
// loaded the rank is the Expert's value of the player's actual sheet
// (bonus, joker and columns included) and Best is the Expert's choice;
// until they are, the rank is what the box adds to the column total now
// (scoring's PointsNow: upper bonus reached counted, minus counted against),
// a simple order named as such.
type Ranking struct {
	// Options are the verdicts in sheet order (column, then box).
	Options []scoring.Verdict
	// Order lists indexes into Options: legal boxes best first, then the
	// refused ones in sheet order.
	Order []int
	// Best indexes the best legal box into Options, -1 when none.
	Best int
	// ByExpert is true when the rank is the Expert's.
	ByExpert bool
	// Expected holds, by the Expert, the expected final total after each
	// legal option (indexed like Options).
	Expected []float64
}

// Ranking ranks the boxes of the player to move in st for hand h, by the
// Expert when its tables are cached (never solving for it), else by points.
func (t *Table) Ranking(st *sheets.State, h scoring.Hand) Ranking {
	boxes := st.Boxes()
	a := t.cachedExpert(boxes.Rules)
	cols := boxes.Cols[st.Turn]
	rk := Ranking{Options: boxes.Rules.Options(cols, h, nil), Best: -1}
	score := make([]float64, len(rk.Options))
	if a != nil {
		rk.ByExpert = true
		rk.Expected = make([]float64, len(rk.Options))
		idx := map[[2]int]int{}
		for i, v := range rk.Options {
			idx[[2]int{int(v.Column), int(v.Box)}] = i
		}
		for _, o := range a.Turn(cols).Boxes(cols, h) {
			if i, ok := idx[[2]int{o.Column, int(o.Box)}]; ok {
				rk.Expected[i], score[i] = o.Expected, o.Expected
			}
		}
	} else {
		for i, v := range rk.Options {
			score[i] = float64(v.PointsNow())
		}
	}
	for i := range rk.Options {
		rk.Order = append(rk.Order, i)
	}
	sort.SliceStable(rk.Order, func(a, b int) bool {
		x, y := rk.Options[rk.Order[a]], rk.Options[rk.Order[b]]
		if x.Legal != y.Legal {
			return x.Legal
		}
		return x.Legal && score[rk.Order[a]] > score[rk.Order[b]]
	})
	if len(rk.Order) > 0 && rk.Options[rk.Order[0]].Legal {
		rk.Best = rk.Order[0]
	}
	return rk
}

// BestLine names the best box as the dice are typed: "best: Aces 3 (the
// Expert)" by the Expert, "most points: Aces 3 (63 reached: +35)" by what
// the box adds now.
func (rk Ranking) BestLine(l lang.Lang) string {
	if rk.Best < 0 {
		return ""
	}
	v := rk.Options[rk.Best]
	label := fmt.Sprintf("%s %d", l.Say(v.Box.Label()), v.Points+v.Bonus)
	if rk.ByExpert {
		return l.T("best: ") + label + l.T(" (the Expert)")
	}
	if v.UpperBonus > 0 {
		label += fmt.Sprintf(l.T(" (%d reached: +%d)"), scoring.UpperBonusThreshold, v.UpperBonus)
	}
	return l.T("most points: ") + label
}

// chooseBox offers the legal boxes for the throw, best first, with their
// points and sacrifices marked; the boxes the rules refuse are folded into
// one line ("12 boxes not allowed: why?") that opens them. The reason of a
// refusal and the hint are said first, next to the question, and the
// cursor goes back to a legal box.
func (t *Table) chooseBox(st *sheets.State, faces []uint8, throws []string) error {
	c := t.newBoxChoice(st, faces)
	// P10: with digital dice, nothing picked within DigitalWait of the last key
	// after the last throw (the third) lets the computer write its box.
	wait := time.Duration(0)
	clock := ""
	if t.Digital && len(throws) == scoring.MaxThrows {
		wait = scoring.DigitalWait
		clock = fmt.Sprintf(t.T("Pick within %d s of your last key or the computer writes its choice (P10)."), waitSeconds)
	}
	for {
		v, err := t.P.SelectWithin(fmt.Sprintf(t.T("%s: %s — which box?"), t.name(st.Game.Players[st.Turn]), scoring.FormatDice(faces)), c.description(clock), c.options(), c.def, wait)
		if errors.Is(err, ErrTimeout) {
			return t.autoBox(st, faces, throws)
		}
		if err != nil {
			return err
		}
		wait, clock = 0, "" // once the player acts, no clock
		switch v {
		case "back": // back to the dice: the last throw or keep taken back
			if t.rec != nil {
				if _, err := t.rec.takeBack(); err != nil {
					return err
				}
			}
			return ErrAgain
		case "hint":
			c.hint()
			continue
		case "why":
			c.unfold()
			continue
		}
		i, err := strconv.Atoi(v)
		if err != nil || i < 0 || i >= len(c.rk.Options) {
			continue
		}
		verdict := c.rk.Options[i]
		if !verdict.Legal {
			c.refuse(verdict)
			continue
		}
		ok, err := c.confirmSacrifice(verdict)
		if err != nil {
			return err
		}
		if !ok { // not confirmed: the list again
			continue
		}
		return t.save(st, st.BoxMove(int(verdict.Column), verdict.Box, faces, throws), st.Game.Players[st.Turn])
	}
}

// boxChoice is the box list of one throw while chooseBox asks it: the
// boxes ranked, which of them are shown, and what is said next to the
// question.
type boxChoice struct {
	t     *Table
	st    *sheets.State
	faces []uint8
	r     *scoring.Rules
	multi bool     // several columns: each box named with its column
	names []string // the columns' names
	rk    Ranking
	// legal and refused index rk.Options in the order shown.
	legal, refused []int
	best           string // the best legal box's value, "" when none
	sheet          string // the sheet, and how the boxes are ranked
	note           string // a refusal's reason or the hint: first, next to the question
	expanded       bool   // the refused boxes are listed, not folded
	def            string // where the cursor is
}

// newBoxChoice ranks the boxes of faces for the player to move in st, the
// cursor on the best.
func (t *Table) newBoxChoice(st *sheets.State, faces []uint8) *boxChoice {
	r := st.Boxes().Rules
	c := &boxChoice{t: t, st: st, faces: faces, r: r, multi: len(r.Columns) > 1, names: t.Lang.SayAll(scoring.ColumnLabels(r.Columns))}
	c.rank()
	c.def = c.best
	return c
}

// rank is the ranking step: the boxes ranked (by the Expert when its
// tables are at hand), split into legal and refused, and the sheet said
// with how they are ranked.
func (c *boxChoice) rank() {
	t := c.t
	c.rk = t.Ranking(c.st, scoring.HandOf(c.faces))
	opts := c.rk.Options
	// On a terminal the ranked boxes come first, so the highlighted
	// line is the best box. Read out line by line, the legal boxes
	// keep their sheet order.
	order := c.rk.Order
	if t.P.Accessible() {
		order = make([]int, len(opts))
		for i := range order {
			order[i] = i
		}
	}
	c.legal, c.refused = nil, nil
	for _, i := range order {
		if opts[i].Legal {
			c.legal = append(c.legal, i)
		} else {
			c.refused = append(c.refused, i)
		}
	}
	c.best = ""
	if c.rk.Best >= 0 {
		c.best = strconv.Itoa(c.rk.Best)
	}
	c.sheet = ""
	if !t.P.Accessible() { // the accessible dice prompt has just read the sheet out
		c.sheet = t.compactSheet(c.st, c.st.Turn)
	}
	switch {
	case c.rk.ByExpert && t.P.Accessible():
		c.sheet = strings.TrimSpace(c.sheet + "\n" + t.T("Boxes in sheet order; ★ marks the Expert's best for this sheet."))
	case c.rk.ByExpert:
		c.sheet = strings.TrimSpace(c.sheet + "\n" + t.T("Boxes ranked by the Expert for this sheet."))
	}
}

// label says box i of the list: its column when there are several, its
// points and bonus, a sacrifice or a refusal marked, and the best starred
// when the list keeps the sheet's order.
func (c *boxChoice) label(i int) string {
	t, r := c.t, c.r
	v := c.rk.Options[i]
	l := t.Lang.Say(v.Box.Label())
	if c.multi {
		l = r.Columns[v.Column].Symbol() + " " + c.names[v.Column] + " · " + l
	}
	switch {
	case !v.Legal:
		return "✘ " + l + t.T(" — not allowed")
	case v.Points == 0 && v.Bonus == 0:
		l += fmt.Sprintf(t.T(" — 0 (sacrifice, %s)"), scoring.SacrificeRule(r.Game))
	default:
		l += fmt.Sprintf(" — %d", v.Points)
		if v.Bonus > 0 {
			l += fmt.Sprintf(" +%d", v.Bonus)
		}
		if v.UpperBonus > 0 {
			l += fmt.Sprintf(t.T(" (%d reached: +%d)"), scoring.UpperBonusThreshold, scoring.UpperBonus)
		}
	}
	if t.P.Accessible() && i == c.rk.Best {
		// read out in sheet order: the best is said, not placed first
		if c.rk.ByExpert {
			l += t.T(" ★ the Expert's best")
		} else {
			l += t.T(" ★ most points")
		}
	}
	return l
}

// options are the list as offered: the legal boxes, the refused ones
// (or the one line that opens them), the hint and the way back.
func (c *boxChoice) options() []Option {
	t := c.t
	var choices []Option
	for _, i := range c.legal {
		choices = append(choices, Option{Label: c.label(i), Value: strconv.Itoa(i)})
	}
	if len(c.refused) > 0 {
		if c.expanded {
			for _, i := range c.refused {
				choices = append(choices, Option{Label: c.label(i), Value: strconv.Itoa(i)})
			}
		} else {
			fold := fmt.Sprintf(t.T("✘ %d boxes not allowed: why?"), len(c.refused))
			if len(c.refused) == 1 {
				fold = t.T("✘ 1 box not allowed: why?")
			}
			choices = append(choices, Option{Label: fold, Value: "why"})
		}
	}
	return append(choices, Option{Label: t.T("? Hint: the Expert's advice"), Value: "hint"},
		Option{Label: t.T("← other dice"), Value: "back"})
}

// description is what is said under the question: the note first, the
// P10 clock, a sacrifice that cannot be avoided, then the sheet.
func (c *boxChoice) description(clock string) string {
	var parts []string
	for _, p := range []string{c.note, clock} {
		if p != "" {
			parts = append(parts, p)
		}
	}
	if scoring.MustSacrifice(c.rk.Options) {
		parts = append(parts, c.t.Lang.Say(scoring.SacrificeMsgFor(c.r.Game)))
	}
	if c.sheet != "" {
		parts = append(parts, c.sheet)
	}
	return strings.Join(parts, "\n")
}

// hint is the hint step: the Expert's advice said in the question only
// (its first line: printed above too, it stayed on screen after the box
// was written); its tables are at hand now, so the boxes are ranked by
// them, the cursor on the box the hint names.
func (c *boxChoice) hint() {
	c.note = c.t.boxCoach().Hint(c.st, c.faces, 0)
	c.rank()
	c.def = c.best
}

// unfold lists the refused boxes, each of which says why when picked; the
// cursor on top, so that the list shows from the first box.
func (c *boxChoice) unfold() {
	c.expanded = true
	c.def = c.best
	c.note = c.t.T("Each ✘ box says why when picked.")
}

// refuse is the refusal step: the rules' reason said in the question only
// (gone once a box is written), the pick forgotten and the cursor back on
// a legal box.
func (c *boxChoice) refuse(v scoring.Verdict) {
	c.note = "✘ " + c.t.Lang.Say(v.Why())
	c.t.refusal(c.t.Lang.Say(v.Why()), v.Rule)
	c.t.forget(1)
	c.def = c.best
}

// confirmSacrifice asks before a box is written at 0 (true at once for a
// box that scores); a No forgets the pick and its answer.
func (c *boxChoice) confirmSacrifice(v scoring.Verdict) (bool, error) {
	if v.Points != 0 || v.Bonus != 0 {
		return true, nil
	}
	t, r := c.t, c.r
	box := t.Lang.Say(v.Box.Label())
	if c.multi {
		box = fmt.Sprintf(t.T("%s in column %s %s"), box, r.Columns[v.Column].Symbol(), c.names[v.Column])
	}
	ok, err := t.P.Confirm(fmt.Sprintf(t.T("Sacrifice %s at 0 (%s)?"), box, scoring.SacrificeRule(r.Game)), t.Lang.Say(v.Why()), false)
	if err == nil && !ok {
		t.forget(2)
	}
	return ok, err
}

// autoBox writes the throw where the Expert would (P10).
func (t *Table) autoBox(st *sheets.State, faces []uint8, throws []string) error {
	boxes := st.Boxes()
	a, err := t.boxCoach().Advisor(boxes.Rules)
	if err != nil {
		return err
	}
	ci, b := a.Turn(boxes.Cols[st.Turn]).BestBox(scoring.HandOf(faces))
	m := st.BoxMove(ci, b, faces, throws)
	bp := m.Play.(sheets.BoxPlay)
	bp.Auto = true
	m.Play = bp
	name := st.Game.Players[st.Turn]
	if err := t.save(st, m, name); err != nil { // saved before it is announced (G2)
		return err
	}
	// Announced, and held until a key: keys typed as the clock ran out
	// were dropped by the Prompter and reach no one (P10).
	p := t.P
	if t.rec != nil {
		p = t.rec.inner // nothing of the next turn
	}
	announce := fmt.Sprintf(t.T("No choice within %d s of the last key: the computer wrote %s for %s (P10)."), waitSeconds, t.Lang.Say(b.Label()), t.name(name))
	t.say("\n%s\n", announce)
	_, err = p.Select(announce, t.T("Press Enter to go on."), []Option{{Label: t.T("Go on"), Value: "ok"}}, "ok")
	return err
}

// digitalThrows throws the dice for the player: up to three throws, keeping
// what they pick (P2). It returns the final faces and the record of throws.
func (t *Table) digitalThrows(st *sheets.State, title string) ([]uint8, []string, error) {
	faces := make([]uint8, 5)
	kept := make([]bool, 5)
	var record []string
	for throw := 1; ; throw++ {
		for i := range faces {
			if !kept[i] {
				faces[i] = t.die()
			}
		}
		if err := t.thrown(faces); err != nil { // saved before it is shown
			return nil, nil, err
		}
		t.say("\n%s\n%s\n", t.compactSheet(st, st.Turn), fmt.Sprintf(t.T("Throw %d/%d: %s"), throw, scoring.MaxThrows, DiceFaces(faces)))
		if throw == scoring.MaxThrows {
			record = append(record, scoring.ThrowRecord{Dice: faces, Keep: faces}.String())
			return faces, record, nil
		}
		var act string
		def, note := "", ""
		for {
			var err error
			opts := append([]Option{{Label: t.T("Score this throw"), Value: "score"}, {Label: t.T("Keep some dice and throw the others"), Value: "keep"},
				{Label: t.T("? Hint: the Expert's advice"), Value: "hint"}}, t.commandOptions()...)
			desc := t.T("if scored now: ") + t.Ranking(st, scoring.HandOf(faces)).BestLine(t.Lang)
			if note != "" { // the advice first, next to the question
				desc = note + "\n" + desc
			}
			act, err = t.P.Select(title+fmt.Sprintf(" — %s", DiceFaces(faces)), desc, opts, def)
			if err != nil {
				return nil, nil, err
			}
			if act != "hint" {
				break
			}
			left := scoring.MaxThrows - throw
			note = t.boxCoach().Hint(st, faces, left)
			// the cursor on what the hint advises: keep (and throw) or
			// score now when it keeps all five
			def = "keep"
			if a := t.cachedExpert(st.Boxes().Rules); a != nil {
				if ks := a.Turn(st.Boxes().Cols[st.Turn]).Keeps(faces, left); len(ks) > 0 && len(ks[0].Keep) == len(faces) {
					def = "score"
				}
			}
		}
		if act == "u" || act == "s" || act == "p" {
			return nil, nil, t.command(st, act)
		}
		if act == "score" {
			record = append(record, scoring.ThrowRecord{Dice: faces, Keep: faces}.String())
			return faces, record, nil
		}
		keep, err := t.keepDice(faces, kept, throw)
		if err != nil {
			return nil, nil, err
		}
		kept = keep
		var sel []string
		for i, k := range kept {
			if k {
				sel = append(sel, strconv.Itoa(i))
			}
		}
		record = append(record, scoring.ThrowRecord{Dice: faces, Keep: picked(faces, sel)}.String())
	}
}

// keepDice asks which of faces to keep before throw+1 (P2). The dice kept
// before (before) come ticked, marked "kept", and stay kept unless the
// player releases them: the title says what each key does, the line under
// the dice says what the throw will do as they are ticked, and a throw
// that would throw again a die kept before is said, die by die, and asked
// once (P2 allows it); No opens the form again with those dice kept.
func (t *Table) keepDice(faces []uint8, before []bool, throw int) ([]bool, error) {
	f := keepForm{t: t, faces: faces, before: before}
	sel := append([]bool(nil), before...)
	title := t.T("Keep which dice? x or space: keep/release · Enter: throw the others")
	desc := f.keptLine(throw)
	for {
		vs, err := t.P.MultiSelect(title, desc, f.options(sel), f.live)
		if err != nil {
			return nil, err
		}
		k := f.read(vs)
		r := f.released(k)
		if len(r) == 0 {
			return k, nil
		}
		ok, err := f.confirmRelease(r)
		if err != nil {
			return nil, err
		}
		if ok {
			return k, nil
		}
		t.forget(2) // neither the keep nor the No is part of the turn
		for i := range k {
			sel[i] = k[i] || before[i]
		}
	}
}

// keepForm is the keep question of one throw (keepDice): the faces thrown
// and the dice kept before it.
type keepForm struct {
	t      *Table
	faces  []uint8
	before []bool
}

// keptLine says the dice kept after throw-1, which stay kept: "" when none.
func (f keepForm) keptLine(throw int) string {
	var kept []string
	for i, k := range f.before {
		if k {
			kept = append(kept, f.t.dieWords(f.faces, i))
		}
	}
	if len(kept) == 0 {
		return ""
	}
	return fmt.Sprintf(f.t.T("Kept after throw %d: %s — they stay kept unless you release them."), throw-1, strings.Join(kept, ", "))
}

// options are the dice, sel ticked, those kept before marked so.
func (f keepForm) options(sel []bool) []Option {
	opts := f.t.diceOptions(f.faces, sel)
	for i := range opts {
		if f.before[i] {
			opts[i].Label += f.t.T(" — kept")
		}
	}
	return opts
}

// read returns, by position, the dice ticked in the answer vs.
func (f keepForm) read(vs []string) []bool {
	k := make([]bool, len(f.faces))
	for _, s := range vs {
		if i, err := strconv.Atoi(s); err == nil && i >= 0 && i < len(f.faces) {
			k[i] = true
		}
	}
	return k
}

// released names the dice kept before that k throws again.
func (f keepForm) released(k []bool) []string {
	var out []string
	for i := range k {
		if f.before[i] && !k[i] {
			out = append(out, f.t.dieWords(f.faces, i))
		}
	}
	return out
}

// live says what the throw will do as the dice are ticked: what it keeps,
// how many it throws, and the dice kept before it throws again.
func (f keepForm) live(vs []string) string {
	t := f.t
	k := f.read(vs)
	n := 0
	for _, x := range k {
		if !x {
			n++
		}
	}
	line := fmt.Sprintf(t.T("keeps %s · throws %d"), orDash(strings.Split(scoring.FormatDice(picked(f.faces, vs)), "")), n)
	if r := f.released(k); len(r) > 0 {
		line += "\n" + fmt.Sprintf(t.T("⚠ throws again, though kept before: %s"), strings.Join(r, ", "))
	}
	return line
}

// confirmRelease asks once before the dice r, kept before, are thrown
// again (P2 allows it).
func (f keepForm) confirmRelease(r []string) (bool, error) {
	t := f.t
	dice := make([]string, len(r))
	for i, d := range r { // « le dé 1 (6) et le dé 2 (3) »
		dice[i] = fmt.Sprintf(t.TC("released die", "%s"), d)
	}
	what := strings.Join(dice, t.TC("released dice", " and "))
	title := t.Lang.Typeset(t.Lang.N(len(r), "Throw again %s, kept before?", "Throw again %s, kept before?"))
	return t.P.Confirm(fmt.Sprintf(title, what),
		t.T("The rules allow it (P2). No: back to the dice, those kept."), false)
}

// dieWords names die i of faces: "die 2 (4)".
func (t *Table) dieWords(faces []uint8, i int) string {
	return fmt.Sprintf(t.T("die %d (%d)"), i+1, faces[i])
}

// compactSheet is one player's sheet in a few lines, shown while choosing.
func (t *Table) compactSheet(st *sheets.State, seat int) string {
	boxes := st.Boxes()
	l := t.Lang
	r := boxes.Rules
	cols := boxes.Cols[seat]
	var b strings.Builder
	total := 0
	for ci := range cols {
		total += cols[ci].Total()
	}
	fmt.Fprintf(&b, l.T("%s — total %s"), t.name(st.Game.Players[seat]), lang.Itoa(total))
	names := t.Lang.SayAll(scoring.ColumnLabels(r.Columns))
	if len(cols) > 1 {
		b.WriteString("\n" + fmt.Sprintf("%-16s", ""))
		for ci, m := range r.Columns {
			head := []rune(m.Symbol() + " " + names[ci])
			if len(head) > 8 {
				head = append(head[:7], '.')
			}
			fmt.Fprintf(&b, "%9s", string(head))
		}
	}
	for _, box := range r.Boxes() {
		fmt.Fprintf(&b, "\n%-16s", l.Say(box.Label()))
		for ci := range cols {
			cell := "·"
			if v, ok := cols[ci].Value(box); ok {
				cell = strconv.Itoa(v)
				if v == 0 {
					cell = "✗0"
				}
			}
			fmt.Fprintf(&b, "%9s", cell)
		}
	}
	fmt.Fprintf(&b, "\n%-16s", fmt.Sprintf(l.T("upper / %d"), scoring.UpperBonusThreshold))
	for ci := range cols {
		fmt.Fprintf(&b, "%9s", fmt.Sprintf("%d/%d", cols[ci].Upper(), scoring.UpperBonusThreshold))
	}
	return b.String()
}
