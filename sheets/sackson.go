package sheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// Sackson (S1–S7): one shared throw a round, split by every player still
// in; the State holds a SacksonSheet.
type sacksonModel struct{}

// SacksonSheet is the pads of a Sackson game.
type SacksonSheet struct {
	Pads []scoring.SacksonPad // per seat
	Pen  scoring.Penalty
	// Rules is the reading of S4 the game is replayed under.
	Rules scoring.SacksonRules
}

// Sackson returns the pads of a Sackson game, nil for other kinds.
func (s *State) Sackson() *SacksonSheet {
	k, _ := s.sheet.(*SacksonSheet)
	return k
}

// SacksonOptions are the organiser's options of a Sackson game. Empty, a
// rule is its default.
type SacksonOptions struct {
	Penalty int `json:"penalty,omitempty"` // S6: 200, 150, 100
	// SacksonRules is the reading of S4 a Sackson game is played under
	// (scoring.SacksonRules): 1 for games saved before the correction, 2
	// since; 0 (absent) is the current reading.
	SacksonRules int `json:"sackson_rules,omitempty"`
}

// Sackson returns the options of a Sackson game (every default when o
// holds none).
func (o Options) Sackson() SacksonOptions { return rulesOf[SacksonOptions](o) }

func (o SacksonOptions) isZero() bool { return o.Penalty == 0 && o.SacksonRules == 0 }

func (o SacksonOptions) appendJSON(b []byte, first *bool) []byte {
	if o.Penalty != 0 {
		b = strconv.AppendInt(appendField(b, first, "penalty"), int64(o.Penalty), 10)
	}
	if o.SacksonRules != 0 {
		b = strconv.AppendInt(appendField(b, first, "sackson_rules"), int64(o.SacksonRules), 10)
	}
	return b
}

func (o *SacksonOptions) set(key string, v flatValue) bool {
	switch key {
	case "penalty":
		o.Penalty = int(v.n)
	case "sackson_rules":
		o.SacksonRules = int(v.n)
	default:
		return false
	}
	return v.kind == 'n'
}

func (o *SacksonOptions) rules() RuleOptions { return *o }

func (o SacksonOptions) clone() RuleOptions { return o }

func (o SacksonOptions) board(key string) string {
	if key == "penalty" && o.Penalty != 0 {
		return fmt.Sprintf("penalty %d", o.Penalty)
	}
	return ""
}

// SacksonPlay is a Sackson round: the shared throw and each player's
// choice, in seat order.
type SacksonPlay struct {
	Roll    string   `json:"roll,omitempty"`
	Choices []string `json:"choices,omitempty"` // per seat; "" for a player who has ended
}

func (SacksonPlay) what() lang.Msg { return lang.MPlain("a Sackson round") }

// The JSON of a Sackson round (flatjson.go): set reads its fields as
// their tags name them (flatObject), play hands the play read over, and
// appendJSON writes it without reflection.

func (p *SacksonPlay) set(key string, v flatValue) bool {
	switch key {
	case "roll":
		p.Roll = v.s
		return v.kind == 's'
	case "choices":
		p.Choices = v.list
		return v.kind == 'a'
	}
	return false
}

func (p *SacksonPlay) play() Play {
	q := *p
	*p = SacksonPlay{}
	return q
}

func (p SacksonPlay) appendJSON(b []byte) []byte {
	first := true
	b = append(b, '{')
	if p.Roll != "" {
		b = appendJSONString(appendField(b, &first, "roll"), p.Roll)
	}
	if len(p.Choices) > 0 {
		b = appendStrings(appendField(b, &first, "choices"), p.Choices)
	}
	return append(b, '}')
}

func (sacksonModel) decode(data []byte) (Play, error) { return decodeFlat[SacksonPlay](data) }

func (sacksonModel) newFlat() flatPlay { return &SacksonPlay{} }

func (sacksonModel) newOptions() optionsReader { return &SacksonOptions{} }

// prepare: a new game is played under the current reading of S4, written
// in its options. Options of another engine (bad input, which
// CheckOptions refuses) are left as they are, not replaced; none of their
// fields set, they are none.
func (sacksonModel) prepare(g *Game) {
	o, own := g.Options.Rules.(SacksonOptions)
	if r := g.Options.Rules; !own && r != nil && !r.isZero() {
		return
	}
	if o.SacksonRules == 0 {
		o.SacksonRules = int(scoring.SacksonRulesCurrent)
		g.Options.Rules = o
	}
}

func (sacksonModel) seat(g *Game, roll func() uint8) {}

func (sacksonModel) start(s *State) error {
	pen, s4 := sacksonRuleSet(s.Game.Options)
	k := &SacksonSheet{Pen: scoring.Penalty(pen)}
	r, err := scoring.ParseSacksonRules(s4)
	if err != nil {
		return err
	}
	k.Rules = r
	k.Pads = make([]scoring.SacksonPad, len(s.Game.Players))
	for i := range k.Pads {
		k.Pads[i].Rules = r
	}
	s.sheet = k
	s.Turn = -1
	return nil
}

// options: the penalty of a row with 1-4 checks (S6) is one of
// scoring.Penalties, the reading of S4 one scoring knows; none of another
// engine's options.
func (sacksonModel) options(k Kind, o Options) error {
	so, err := ownRules[SacksonOptions](k, o)
	if err != nil {
		return err
	}
	if so.Penalty != 0 {
		known := false
		var list []string
		for _, p := range scoring.Penalties {
			known = known || int(p) == so.Penalty
			list = append(list, fmt.Sprint(int(p)))
		}
		if !known {
			return malformed("S6", "penalty %d: a Sackson game's penalty is %s (S6)", so.Penalty, strings.Join(list, ", "))
		}
	}
	_, err = scoring.ParseSacksonRules(so.SacksonRules)
	return err
}

func (sacksonModel) check(s *State, m Move) error { return nil }

// canonical: a Sackson move has no names to rewrite.
func (sacksonModel) canonical(s *State, m Move) Move { return m }

func (sacksonModel) apply(s *State, m Move, out *Outcome) error {
	p, err := playOf[SacksonPlay](s, m)
	if err != nil {
		return err
	}
	return s.applySackson(p, out)
}

// total is the sum of the row scores (S7).
func (sacksonModel) total(s *State, seat int) int {
	sh := s.Sackson()
	return sh.Pads[seat].Total(sh.Pen)
}

// SacksonFigures are the statistics of a final line of Sackson.
type SacksonFigures struct {
	Penalties    int // rows with 1-4 checks
	RowsComplete int // rows with 10 or more checks
}

// Engine says the figures are the Sackson engine's.
func (*SacksonFigures) Engine() Engine { return EngineSackson }

func (sacksonModel) results(s *State, out []Result) {
	figs := make([]SacksonFigures, len(out))
	for i := range out {
		f := &figs[i]
		for sum := 2; sum <= 12; sum++ {
			c := s.Sackson().Pads[i].Rows[sum]
			if scoring.IsPenaltyRow(c) {
				f.Penalties++
			}
			if c >= scoring.MaxRowChecks {
				f.RowsComplete++
			}
		}
		out[i].Figures = f
	}
}

func (sacksonModel) table(s *State, t *Table, l lang.Lang, winners map[int]bool) {
	s.sacksonTable(t, l, winners)
}

// SacksonOutcome is what a Sackson round did: each player's verdict by
// seat (the zero verdict for a player whose game had ended, S4).
type SacksonOutcome struct{ Verdicts []scoring.SacksonVerdict }

func (SacksonOutcome) outcome() {}

func (s *State) applySackson(m SacksonPlay, out *Outcome) error {
	sh := s.Sackson()
	roll, err := scoring.ParseDice(m.Roll, 5, 5)
	if err != nil {
		return err
	}
	if len(m.Choices) != len(sh.Pads) {
		return malformed("S1", "%d choices for %d players", len(m.Choices), len(sh.Pads))
	}
	pads := make([]scoring.SacksonPad, len(sh.Pads))
	for i, p := range sh.Pads {
		pads[i] = p
		pads[i].Tracks = append([]scoring.Track(nil), p.Tracks...)
	}
	verdicts := make([]scoring.SacksonVerdict, len(pads))
	for i, cs := range m.Choices {
		name := s.Game.Players[i]
		if sh.Pads[i].Ended {
			if cs != "" {
				return refused("S4", "%s's game has ended (S4): no choice for them", name)
			}
			continue
		}
		if cs == "" {
			return malformed("S1", "no choice for %s, who is still playing (S1)", name)
		}
		c, err := scoring.ParseChoice(cs)
		if err != nil {
			return err
		}
		v, err := pads[i].Apply(roll, c)
		if err != nil {
			return scoring.Prefix(err, lang.MPlain("%s: ", name))
		}
		verdicts[i] = v
	}
	sh.Pads = pads
	s.Round++
	done := true
	for _, p := range sh.Pads {
		done = done && p.Ended
	}
	if done {
		s.Round--
		s.finish()
	}
	if out != nil {
		*out = Outcome{Seat: -1, Detail: SacksonOutcome{Verdicts: verdicts}}
	}
	return nil
}

func (s *State) sacksonTable(t *Table, l lang.Lang, winners map[int]bool) {
	sh := s.Sackson()
	for p := range sh.Pads {
		h := Head{Player: s.Game.Players[p], Winner: winners[p]}
		if sh.Pads[p].Ended && !s.Finished {
			h.Sub = l.T("ended")
		}
		t.Heads = append(t.Heads, h)
	}
	for sum := 2; sum <= 12; sum++ {
		rw := Row{Label: fmt.Sprintf("%d (%d)", sum, scoring.SacksonRowValue(sum)), Kind: RowBox}
		for p := range sh.Pads {
			c := sh.Pads[p].Rows[sum]
			if c == 0 {
				rw.Cells = append(rw.Cells, Cell{Empty: true})
				continue
			}
			sc := scoring.SacksonRowScore(sum, c, sh.Pen)
			rw.Cells = append(rw.Cells, Cell{Text: marks(c) + " " + l.Signed(sc)})
		}
		t.Rows = append(t.Rows, rw)
	}
	for k := 0; k < scoring.FifthDieTracks; k++ {
		rw := Row{Label: fmt.Sprintf(l.T("Fifth die %d"), k+1), Kind: RowBonus}
		for p := range sh.Pads {
			if k >= len(sh.Pads[p].Tracks) {
				rw.Cells = append(rw.Cells, Cell{Empty: true})
				continue
			}
			tr := sh.Pads[p].Tracks[k]
			// the value box, then the ticks (none just after opening, S4)
			txt := fmt.Sprintf("[%d]", tr.Value)
			if tr.Checks > 0 {
				txt += " " + marks(tr.Checks)
			}
			rw.Cells = append(rw.Cells, Cell{Text: txt, Mark: tr.Checks >= scoring.TracksToEnd})
		}
		t.Rows = append(t.Rows, rw)
	}
	g := Row{Label: l.T("Total"), Kind: RowGrand}
	for p, tot := range s.Totals() {
		g.Cells = append(g.Cells, Cell{Text: l.Int(tot), Mark: winners[p]})
	}
	t.Rows = append(t.Rows, g)
	t.Notes = append(t.Notes, fmt.Sprintf(l.T("3%s = 3 checks; rows with 1–%d checks: −%d (S6); round %d"), CheckSign, scoring.PenaltyChecks, sh.Pen, s.Round))
	if sh.Rules != scoring.SacksonRulesCurrent {
		t.Notes = append(t.Notes, l.Say(sh.Rules.Summary()))
	}
}

// SacksonSheetDoc is a Sackson player's pad in sheet --json: whether
// their game has ended (S4), the checks and score of each row by sum, the
// fifth-die tracks in the order opened (none yet: no "tracks").
type SacksonSheetDoc struct {
	Finished  bool        `json:"finished"`
	Rows      OrderedInts `json:"rows"`
	RowScores OrderedInts `json:"row_scores"`
	Tracks    []TrackDoc  `json:"tracks,omitempty"`
}

func (SacksonSheetDoc) sheetDoc() {}

// TrackDoc is one Sackson fifth-die track.
type TrackDoc struct {
	Value  int `json:"value"`
	Checks int `json:"checks"`
}

func (sacksonModel) doc(s *State, p int) SheetDoc {
	sh := s.Sackson()
	pad := sh.Pads[p]
	d := SacksonSheetDoc{Finished: pad.Ended}
	for sum := 2; sum <= 12; sum++ {
		k := strconv.Itoa(sum)
		d.Rows.add(k, intp(pad.Rows[sum]))
		d.RowScores.add(k, intp(scoring.SacksonRowScore(sum, pad.Rows[sum], sh.Pen)))
	}
	for _, t := range pad.Tracks {
		d.Tracks = append(d.Tracks, TrackDoc{int(t.Value), t.Checks})
	}
	return d
}

// sacksonRuleSet returns the penalty (S6) and the reading of S4 of o, the
// defaults filled in.
func sacksonRuleSet(o Options) (pen, s4 int) {
	pen, s4 = o.Sackson().Penalty, o.Sackson().SacksonRules
	if pen == 0 {
		pen = int(scoring.DefaultPenalty)
	}
	if s4 == 0 {
		s4 = int(scoring.SacksonRulesCurrent)
	}
	return pen, s4
}

// ruleKey: the penalty and the reading of S4, "penalty=200", "s4=2".
func (sacksonModel) ruleKey(k Kind, o Options) []string {
	pen, s4 := sacksonRuleSet(o)
	return []string{"penalty=" + strconv.Itoa(pen), "s4=" + strconv.Itoa(s4)}
}

// ruleText names the reading of S4 only when it is the first.
func (sacksonModel) ruleText(k Kind, o Options, l lang.Lang) string {
	pen, s4 := sacksonRuleSet(o)
	if s4 == int(scoring.SacksonOpeningCounts) {
		return fmt.Sprintf(l.T("penalty %s · first reading of S4"), strconv.Itoa(pen))
	}
	return fmt.Sprintf(l.T("penalty %s"), strconv.Itoa(pen))
}

// ruleLabel is the rule set's text: the penalty (and the first reading of
// S4) is short enough.
func (m sacksonModel) ruleLabel(k Kind, o Options, l lang.Lang) string { return m.ruleText(k, o, l) }

func (sacksonModel) ruleOptions(parts []string) Options {
	var o SacksonOptions
	for _, part := range parts {
		switch name, val, _ := strings.Cut(part, "="); name {
		case "penalty":
			o.Penalty, _ = strconv.Atoi(val)
		case "s4":
			o.SacksonRules, _ = strconv.Atoi(val)
		}
	}
	return OptionsOf(o)
}
