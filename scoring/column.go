package scoring

// Column is the state of one column of a sheet: which boxes are filled, what
// they hold, and the extra five-alike bonuses earned in it. Its zero value is
// an empty column.
type Column struct {
	Filled uint16          // bit b set when box b is filled
	Points [NumBoxes]int16 // points written in each filled box
	Extra  int16           // extra five-alike bonuses earned (P6, Y5), a multiple of 100
}

// IsFilled reports whether box b holds a value.
func (c *Column) IsFilled(b Box) bool { return c.Filled&(1<<b) != 0 }

// Value returns the points in box b and whether it is filled.
func (c *Column) Value(b Box) (int, bool) { return int(c.Points[b]), c.IsFilled(b) }

// Upper returns the sum of the upper boxes (aces … sixes).
func (c *Column) Upper() int {
	t := 0
	for b := Aces; b <= Sixes; b++ {
		t += int(c.Points[b])
	}
	return t
}

// UpperBonusReached returns the upper bonus that points written in an upper
// box earn when the upper total was before (P5, Y4): UpperBonus when they
// bring it to UpperBonusThreshold, 0 otherwise (below, or already there).
// The solver asks it in its inner loops: keep it small enough to inline.
func UpperBonusReached(before, points int) int {
	if before < UpperBonusThreshold && before+points >= UpperBonusThreshold {
		return UpperBonus
	}
	return 0
}

// UpperBonus returns 35 when the upper total reaches 63 (P5, Y4), else 0.
func (c *Column) UpperBonus() int {
	if c.Upper() >= UpperBonusThreshold {
		return UpperBonus
	}
	return 0
}

// Lower returns the sum of the lower boxes, the five-alike box included and
// plus/minus excluded.
func (c *Column) Lower() int {
	t := 0
	for b := ThreeKind; b <= Yams; b++ {
		t += int(c.Points[b])
	}
	return t
}

// PlusMinus returns plus − minus (Y3); it may be negative, and is 0 until both
// are filled.
func (c *Column) PlusMinus() int {
	if !c.IsFilled(Plus) || !c.IsFilled(Minus) {
		return 0
	}
	return int(c.Points[Plus]) - int(c.Points[Minus])
}

// Total returns upper + upper bonus + lower + extra bonuses + (plus − minus)
// (P9, Y3, Y4, Y5).
func (c *Column) Total() int {
	return c.Upper() + c.UpperBonus() + c.Lower() + int(c.Extra) + c.PlusMinus()
}

// Complete reports whether every box of r's column is filled.
func (r *Rules) Complete(c *Column) bool { return c.Filled&r.inColumn == r.inColumn }

// Reason says why a box was judged as it was; Verdict.Explain turns it into
// a sentence.
type Reason uint8

const (
	ReasonScores           Reason = iota // the figure is there: it scores
	ReasonNoFigure                       // free box, figure absent: a sacrifice at 0 (P4)
	ReasonFiveNotFull                    // five alike is not a full (P3 decision)
	ReasonFiveOrdinary                   // P8: five alike with the penta box at 0
	ReasonFilled                         // the box already holds a value
	ReasonOrderDown                      // ↓ column: only the first free box
	ReasonOrderUp                        // ↑ column: only the last free box
	ReasonJokerUpper                     // P7a: the upper box of the face is the only legal box
	ReasonJokerForcedUpper               // P7a: refused, the upper box of the face is free
	ReasonJokerLower                     // P7b: lower box at joker value
	ReasonJokerLowerFirst                // P7b: refused, a lower box is still free
	ReasonJokerUpperZero                 // P7c: upper box at 0
	ReasonJokerFree                      // free-choice joker (solver rule sets)
)

// Verdict is the judgement of one box for one throw: whether it may take the
// throw, what it would receive, the bonus earned, and why.
type Verdict struct {
	Column     uint8
	Box        Box
	Legal      bool
	Points     int16 // what the box receives; 0 when illegal
	Bonus      int16 // extra five-alike bonus earned by this throw (100 or 0)
	UpperBonus int16 // 35 when this box brings the upper total to 63
	Reason     Reason
	Rule       string // main RULES.md ID
	Other      Box    // the box the rules require instead, for refusals
	Hand       Hand
	Mode       Mode
	Game       Game
	// Full and FourKind are the organiser's options the points were
	// counted under (Y3), for the explanation's arithmetic.
	Full     FullRule
	FourKind FourKindRule
}

// Evaluate judges box b of column ci (of mode mode, state c) for hand h. It
// never allocates. The box must belong to the game (see Has).
func (r *Rules) Evaluate(c *Column, ci int, h Hand, b Box) Verdict {
	v := Verdict{Column: uint8(ci), Box: b, Hand: h, Mode: r.Columns[ci], Game: r.Game, Other: NoBox, Full: r.Full, FourKind: r.FourKind}
	vr := r.valueRule()
	if c.IsFilled(b) {
		v.Reason, v.Rule = ReasonFilled, r.byGame("P2", "Y2")
		return v
	}
	switch v.Mode {
	case Down:
		if first := r.firstFree(c); first != b {
			v.Reason, v.Rule, v.Other = ReasonOrderDown, "Y6", first
			return v
		}
	case Up:
		if last := r.lastFree(c); last != b {
			v.Reason, v.Rule, v.Other = ReasonOrderUp, "Y6", last
			return v
		}
	}
	face := h.FiveAlike()
	fiveFilled := c.IsFilled(r.five)
	fiveAt50 := r.FiveAt50(c)
	if face != 0 && fiveAt50 && !r.NoExtraBonus {
		v.Bonus = ExtraBonus
	}
	joker := face != 0 && fiveFilled && (r.Joker == JokerForced || r.Joker == JokerFree || (r.Joker == JokerForcedWhile50 && fiveAt50))
	v.Legal = true
	switch {
	case joker && r.Joker == JokerFree:
		// Verhoeff's free choice: any free box; once the face's upper box
		// is filled the lower boxes take joker values.
		v.Points = r.score[h][b]
		if c.IsFilled(Box(face - 1)) {
			v.Points = r.jscore[h][b]
		}
		v.Reason, v.Rule = ReasonJokerFree, "P7"
	case joker:
		upper := Box(face - 1)
		switch {
		case b == upper:
			v.Points = r.score[h][b]
			v.Reason, v.Rule = ReasonJokerUpper, "P7"
		case !c.IsFilled(upper):
			v = r.refuse(v, ReasonJokerForcedUpper, upper)
		case r.jokerSet&(1<<b) != 0:
			v.Points = r.jscore[h][b]
			v.Reason, v.Rule = ReasonJokerLower, "P7"
		case b.Upper() && r.jokerSet&r.inColumn&^c.Filled != 0:
			v = r.refuse(v, ReasonJokerLowerFirst, r.firstFreeOf(c, r.jokerSet))
		default: // P7c: every joker box filled, any free upper box at 0
			v.Reason, v.Rule = ReasonJokerUpperZero, "P7"
		}
	default:
		v.Points = r.score[h][b]
		switch {
		case face != 0 && fiveFilled && !fiveAt50 && r.Game == GamePenta:
			v.Reason, v.Rule = ReasonFiveOrdinary, "P8"
			if v.Points == 0 && b == Full {
				v.Reason = ReasonFiveNotFull
			}
		case v.Points == 0 && b == Full && face != 0:
			v.Reason, v.Rule = ReasonFiveNotFull, vr
		case v.Points == 0 && !r.hasFigure(b, h):
			v.Reason, v.Rule = ReasonNoFigure, SacrificeRule(r.Game)
		case v.Points == 0:
			// the figure is there and the organiser's option makes it
			// worth 0 (four_kind fixed:0): not a sacrifice
			v.Reason, v.Rule = ReasonScores, vr
		case v.Bonus != 0:
			v.Reason, v.Rule = ReasonScores, r.byGame("P6", "Y5")
		default:
			v.Reason, v.Rule = ReasonScores, vr
		}
	}
	if v.Legal && b.Upper() {
		v.UpperBonus = int16(UpperBonusReached(c.Upper(), int(v.Points)))
	}
	return v
}

// PointsNow returns what a verdict adds to its column's total now, the
// simple measure of a box while no better one is at hand: the box's points,
// the extra five-alike bonus and the upper bonus it reaches (P5, P6, Y4,
// Y5), the minus box's points counted against the total since plus − minus
// is what the column gets (Y3). A refused verdict adds 0.
func (v Verdict) PointsNow() int {
	if !v.Legal {
		return 0
	}
	p := int(v.Points)
	if v.Box == Minus {
		p = -p
	}
	return p + int(v.Bonus) + int(v.UpperBonus)
}

func (r *Rules) refuse(v Verdict, why Reason, other Box) Verdict {
	v.Legal, v.Points, v.Bonus = false, 0, 0
	v.Reason, v.Rule, v.Other = why, "P7", other
	return v
}

func (r *Rules) byGame(penta, yams string) string {
	if r.Game == GameYams {
		return yams
	}
	return penta
}

func (r *Rules) valueRule() string { return r.byGame("P3", "Y3") }

func (r *Rules) firstFree(c *Column) Box {
	for _, b := range r.boxes {
		if !c.IsFilled(b) {
			return b
		}
	}
	return NoBox
}

func (r *Rules) lastFree(c *Column) Box {
	for i := len(r.boxes) - 1; i >= 0; i-- {
		if !c.IsFilled(r.boxes[i]) {
			return r.boxes[i]
		}
	}
	return NoBox
}

func (r *Rules) firstFreeOf(c *Column, set uint16) Box {
	for _, b := range r.boxes {
		if set&(1<<b) != 0 && !c.IsFilled(b) {
			return b
		}
	}
	return NoBox
}

// Options appends to out the verdict of every free box of every column, in
// column then sheet order, and returns it. With out of capacity
// len(Columns)×16 it does not allocate.
func (r *Rules) Options(cols []Column, h Hand, out []Verdict) []Verdict {
	for ci := range cols {
		c := &cols[ci]
		for _, b := range r.boxes {
			if c.IsFilled(b) {
				continue
			}
			out = append(out, r.Evaluate(c, ci, h, b))
		}
	}
	return out
}

// MustSacrifice reports whether no legal option scores: every box the player
// may use would receive 0 (P4).
func MustSacrifice(opts []Verdict) bool {
	any := false
	for i := range opts {
		if opts[i].Legal {
			any = true
			if opts[i].Points > 0 {
				return false
			}
		}
	}
	return any
}

// Write applies a legal verdict to its column: the box takes the points and
// the column any bonus. It returns an *Error (Illegal) for a refused verdict
// and changes nothing then.
func (r *Rules) Write(cols []Column, v Verdict) error {
	if !v.Legal {
		return &Error{Rule: v.Rule, Illegal: true, msg: v.Why()}
	}
	c := &cols[v.Column]
	c.Filled |= 1 << v.Box
	c.Points[v.Box] = v.Points
	c.Extra += v.Bonus
	return nil
}

// Play judges box b of column ci for hand h and, when legal, writes it. It
// returns the verdict, and an *Error when the box is refused (nothing
// written) or does not belong to the game.
func (r *Rules) Play(cols []Column, ci int, h Hand, b Box) (Verdict, error) {
	if ci < 0 || ci >= len(cols) || ci >= len(r.Columns) {
		return Verdict{}, badInput("Y6", "no column %d on this sheet", ci+1)
	}
	if !r.Has(b) {
		return Verdict{}, r.notOnSheet(b)
	}
	v := r.Evaluate(&cols[ci], ci, h, b)
	return v, r.Write(cols, v)
}

func (r *Rules) notOnSheet(b Box) *Error {
	if b == Plus || b == Minus {
		// the box's ID in English, its name in French
		return badInput("Y3", "box %[1]s is not on this sheet: the plus/minus lines are not enabled (Y3)", b.ID(), b.Label())
	}
	return badInput(r.byGame("P1", "Y1"), "box %[1]s is not on a %[3]s sheet", b.ID(), b.Label(), r.Game)
}

// CheckBox returns an *Error when b is not a box of this game's columns.
func (r *Rules) CheckBox(b Box) error {
	if !r.Has(b) {
		return r.notOnSheet(b)
	}
	return nil
}
