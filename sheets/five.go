package sheets

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// 5000 (C1–C7): turns banked or bust; the State holds a FiveSheet, and
// Winner once a score reaches 5000.
type fiveModel struct{}

// FiveSheet is the sheet of a 5000 game.
type FiveSheet struct {
	Players []FivePlayer // per seat
	Bust    scoring.BustRule
}

// Five returns the sheet of a 5000 game, nil for other kinds.
func (s *State) Five() *FiveSheet {
	f, _ := s.sheet.(*FiveSheet)
	return f
}

// FiveOptions are the organiser's options of a 5000 game. Empty, a rule
// is its default.
type FiveOptions struct {
	BustRule string            `json:"bust_rule,omitempty"` // C2: booklet, nothing-scores
	Order    scoring.PlayOrder `json:"order,omitempty"`     // C1: given, roll
}

// Five returns the options of a 5000 game (every default when o holds
// none).
func (o Options) Five() FiveOptions { return rulesOf[FiveOptions](o) }

func (o FiveOptions) isZero() bool { return o.BustRule == "" && o.Order == "" }

func (o FiveOptions) appendJSON(b []byte, first *bool) []byte {
	if o.BustRule != "" {
		b = appendJSONString(appendField(b, first, "bust_rule"), o.BustRule)
	}
	if o.Order != "" {
		b = appendJSONString(appendField(b, first, "order"), string(o.Order))
	}
	return b
}

func (o *FiveOptions) set(key string, v flatValue) bool {
	switch key {
	case "bust_rule":
		o.BustRule = v.s
	case "order":
		o.Order = scoring.PlayOrder(v.s)
	default:
		return false
	}
	return v.kind == 's'
}

func (o *FiveOptions) rules() RuleOptions { return *o }

func (o FiveOptions) clone() RuleOptions { return o }

func (o FiveOptions) board(key string) string {
	if key == "bust_rule" && o.BustRule != "" {
		return "bust " + o.BustRule
	}
	return ""
}

// FivePlay is a 5000 turn: written throw by throw (Turn, "111234/111
// 556/55"), or only its banked total (Points), or a bust.
type FivePlay struct {
	Turn   string `json:"turn,omitempty"`   // full notation, or empty
	Points int    `json:"points,omitempty"` // table's total when no notation
	Bust   bool   `json:"bust,omitempty"`
}

func (FivePlay) what() lang.Msg { return lang.MPlain("a 5000 turn") }

// The JSON of a 5000 turn (flatjson.go): set reads its fields as their tags
// name them (flatObject), play hands the play read over, and appendJSON
// writes it without reflection.

func (p *FivePlay) set(key string, v flatValue) bool {
	switch key {
	case "turn":
		p.Turn = v.s
		return v.kind == 's'
	case "points":
		p.Points = int(v.n)
		return v.kind == 'n'
	case "bust":
		p.Bust = v.b
		return v.kind == 'b'
	}
	return false
}

func (p *FivePlay) play() Play {
	q := *p
	*p = FivePlay{}
	return q
}

func (p FivePlay) appendJSON(b []byte) []byte {
	first := true
	b = append(b, '{')
	if p.Turn != "" {
		b = appendJSONString(appendField(b, &first, "turn"), p.Turn)
	}
	if p.Points != 0 {
		b = strconv.AppendInt(appendField(b, &first, "points"), int64(p.Points), 10)
	}
	if p.Bust {
		b = append(appendField(b, &first, "bust"), "true"...)
	}
	return append(b, '}')
}

func (fiveModel) decode(data []byte) (Play, error) { return decodeFlat[FivePlay](data) }

func (fiveModel) newFlat() flatPlay { return &FivePlay{} }

func (fiveModel) newOptions() optionsReader { return &FiveOptions{} }

func (fiveModel) prepare(g *Game) {}

// seat: with order "roll", the players throw for the order of play (C1),
// the throws kept in g.OrderRolls to be shown; else they play as given.
func (fiveModel) seat(g *Game, roll func() uint8) {
	if g.Options.Five().Order != scoring.OrderRoll {
		return
	}
	order, throws := scoring.RollForOrder(len(g.Players), roll)
	g.OrderRolls = nil
	for _, t := range throws {
		var rs []OrderRoll
		for i, seat := range t.Seats {
			rs = append(rs, OrderRoll{Player: g.Players[seat], Face: int(t.Faces[i])})
		}
		g.OrderRolls = append(g.OrderRolls, rs)
	}
	p := make([]string, len(order))
	for i, seat := range order {
		p[i] = g.Players[seat]
	}
	g.Players = p
}

func (fiveModel) start(s *State) error {
	r, err := scoring.ParseBustRule(s.Game.Options.Five().BustRule)
	if err != nil {
		return err
	}
	s.sheet = &FiveSheet{Players: make([]FivePlayer, len(s.Game.Players)), Bust: r}
	return nil
}

// options: the bust rule (C2) and the order of play (C1), as new takes
// them; none of another engine's options.
func (fiveModel) options(k Kind, o Options) error {
	f, err := ownRules[FiveOptions](k, o)
	if err != nil {
		return err
	}
	if _, err := scoring.ParseBustRule(f.BustRule); err != nil {
		return err
	}
	switch f.Order {
	case "", "given", "roll":
		return nil
	}
	return malformed("C1", "order %q: a 5000 game's order is given or roll (C1)", f.Order)
}

// check: a 5000 move is exactly one of a turn written throw by throw, a
// banked total or a bust, as move's --turn, --points and --bust.
func (fiveModel) check(s *State, m Move) error {
	p, err := playOf[FivePlay](s, m)
	if err != nil {
		return err
	}
	n := 0
	for _, set := range []bool{p.Turn != "", p.Points != 0, p.Bust} {
		if set {
			n++
		}
	}
	if n > 1 { // none: apply says what a banked total must be (C3)
		return malformed("", "a 5000 move is exactly one of a turn, points or a bust (%d given)", n)
	}
	return nil
}

// canonical: a 5000 move has no names to rewrite.
func (fiveModel) canonical(s *State, m Move) Move { return m }

func (fiveModel) apply(s *State, m Move, out *Outcome) error {
	p, err := playOf[FivePlay](s, m)
	if err != nil {
		return err
	}
	return s.applyFive(m.Seat, p, out)
}

func (fiveModel) total(s *State, seat int) int { return s.Five().Players[seat].Score }

// FiveFigures are the statistics of a final line of 5000.
type FiveFigures struct {
	BankedTurns  int // turns banked, recorded or not
	BankedPoints int // their points
	Turns        int // turns played
	Busts        int
	OpeningTurn  int // 1-based turn that opened, 0 if never
}

// Engine says the figures are the 5000 engine's.
func (*FiveFigures) Engine() Engine { return EngineFive }

func (fiveModel) results(s *State, out []Result) {
	figs := make([]FiveFigures, len(out))
	for i := range out {
		f, p := &figs[i], s.Five().Players[i]
		f.Turns = len(p.Turns)
		for k, t := range p.Turns {
			if t.Bust {
				f.Busts++
			} else {
				f.BankedTurns++
				f.BankedPoints += t.Points
			}
			if t.Opening {
				f.OpeningTurn = k + 1
			}
		}
		out[i].Figures = f
	}
}

func (fiveModel) table(s *State, t *Table, l lang.Lang, winners map[int]bool) {
	s.fiveTable(t, l, winners)
}

// FivePlayer is one player's 5000 sheet.
type FivePlayer struct {
	Score  int
	Opened bool
	Turns  []FiveTurn
}

// FiveTurn is one 5000 turn as it went onto the sheet.
type FiveTurn struct {
	Points   int  // banked by the turn (0 for a bust)
	Recorded int  // what the opening let onto the sheet (C6)
	Bust     bool // C5
	Opening  bool // this turn opened the player (C6)
	Score    int  // running total after the turn
	Throws   int  // throws typed in, 0 when entered as a total
}

// FiveOutcome is what a 5000 turn did: the turn as it went onto the sheet.
type FiveOutcome struct{ Turn FiveTurn }

func (FiveOutcome) outcome() {}

func (s *State) applyFive(seat int, m FivePlay, out *Outcome) error {
	sh := s.Five()
	if seat != s.Turn {
		return s.wrongPlayer()
	}
	var t FiveTurn
	switch {
	case m.Turn != "":
		throws, err := scoring.ParseTurn(m.Turn)
		if err != nil {
			return err
		}
		res, err := scoring.PlayTurn(throws, sh.Bust)
		if err != nil {
			return err
		}
		t.Points, t.Bust, t.Throws = res.Points, res.Bust, len(throws)
	case m.Bust:
		t.Bust = true
	default:
		if err := scoring.CheckTable5000(m.Points); err != nil {
			return err
		}
		t.Points = m.Points
	}
	p := &sh.Players[seat]
	if !t.Bust {
		wasOpen := p.Opened
		t.Recorded, p.Opened = scoring.Record5000(p.Opened, t.Points)
		t.Opening = p.Opened && !wasOpen
	}
	p.Score += t.Recorded
	t.Score = p.Score
	p.Turns = append(p.Turns, t)
	if out != nil {
		*out = Outcome{Seat: seat, Detail: FiveOutcome{Turn: t}}
	}
	if p.Score >= scoring.Target5000 { // C7: that player wins at once
		s.Winner = seat
		s.finish()
		return nil
	}
	s.advance()
	return nil
}

func (s *State) fiveTable(t *Table, l lang.Lang, winners map[int]bool) {
	sh := s.Five()
	most := 0
	for p, fp := range sh.Players {
		t.Heads = append(t.Heads, Head{Player: s.Game.Players[p], Winner: winners[p]})
		if len(fp.Turns) > most {
			most = len(fp.Turns)
		}
	}
	for k := 0; k < most; k++ {
		rw := Row{Label: fmt.Sprintf(l.T("Turn %d"), k+1), Kind: RowBox}
		for p, fp := range sh.Players {
			if k >= len(fp.Turns) {
				rw.Cells = append(rw.Cells, Cell{Empty: true})
				continue
			}
			tu := fp.Turns[k]
			c := Cell{}
			switch {
			case tu.Bust:
				c = Cell{Text: l.T("bust"), Struck: true}
			case tu.Recorded == 0:
				c = Cell{Text: fmt.Sprintf(l.T("%s (not opened)"), l.Int(tu.Points)), Struck: true}
			default:
				c = Cell{Text: l.Signed(tu.Recorded) + " → " + l.Int(tu.Score)}
				if tu.Opening {
					c.Text += l.T(" (opening)")
					c.Mark = true
				}
				if winners[p] && k == len(fp.Turns)-1 && s.Winner == p {
					c.Text += l.T(" ★ wins")
					c.Mark = true
				}
			}
			rw.Cells = append(rw.Cells, c)
		}
		t.Rows = append(t.Rows, rw)
	}
	g := Row{Label: l.T("Score"), Kind: RowGrand}
	for p, fp := range sh.Players {
		g.Cells = append(g.Cells, Cell{Text: l.Int(fp.Score), Mark: winners[p]})
	}
	t.Rows = append(t.Rows, g)
	t.Notes = append(t.Notes, fmt.Sprintf(l.T("Bust rule: %s; opening at %s (C6); first to %s wins (C7)"), l.Say(sh.Bust.Label()), l.Int(scoring.Opening5000), l.Int(scoring.Target5000)))
}

// FiveSheetDoc is a 5000 player's sheet in sheet --json (no turns yet:
// no "turns").
type FiveSheetDoc struct {
	Score  int       `json:"score"`
	Opened bool      `json:"opened"`
	Turns  []TurnDoc `json:"turns,omitempty"`
}

func (FiveSheetDoc) sheetDoc() {}

// TurnDoc is one 5000 turn of a player.
type TurnDoc struct {
	Points   int  `json:"points"`
	Recorded int  `json:"recorded"`
	Bust     bool `json:"bust"`
	Opening  bool `json:"opening"`
	Score    int  `json:"score"`
}

func (fiveModel) doc(s *State, p int) SheetDoc {
	fp := s.Five().Players[p]
	d := FiveSheetDoc{Score: fp.Score, Opened: fp.Opened}
	for _, t := range fp.Turns {
		d.Turns = append(d.Turns, TurnDoc{t.Points, t.Recorded, t.Bust, t.Opening, t.Score})
	}
	return d
}

// ruleKey: the bust rule (C2), "bust=booklet".
func (fiveModel) ruleKey(k Kind, o Options) []string {
	b, _ := scoring.ParseBustRule(o.Five().BustRule)
	return []string{"bust=" + b.String()}
}

func (fiveModel) ruleText(k Kind, o Options, l lang.Lang) string {
	b, _ := scoring.ParseBustRule(o.Five().BustRule)
	return fmt.Sprintf(l.T("bust rule: %s"), l.Say(b.Label()))
}

// ruleLabel is the rule set's text: the bust rule is short enough.
func (m fiveModel) ruleLabel(k Kind, o Options, l lang.Lang) string { return m.ruleText(k, o, l) }

func (fiveModel) ruleOptions(parts []string) Options {
	var o FiveOptions
	for _, part := range parts {
		if name, val, _ := strings.Cut(part, "="); name == "bust" {
			o.BustRule = val
		}
	}
	return OptionsOf(o)
}
