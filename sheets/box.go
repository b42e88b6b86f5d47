package sheets

import (
	"fmt"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// Penta and Yam's (P1–P10, Y1–Y9): one engine, scoring.Rules, fills boxes
// of columns; the State holds a BoxSheet.
type boxModel struct{ game scoring.Game }

// BoxSheet is the sheets of a Penta or Yam's game.
type BoxSheet struct {
	Rules *scoring.Rules
	Cols  [][]scoring.Column // per seat, per column

	applied int // moves replayed
}

// Boxes returns the sheets of a Penta or Yam's game, nil for other kinds.
func (s *State) Boxes() *BoxSheet {
	b, _ := s.sheet.(*BoxSheet)
	return b
}

// BoxOptions are the organiser's options of a Yam's game (Y3, Y6); a
// Penta game has none (P1). Empty, a rule is its default.
type BoxOptions struct {
	Full      string   `json:"full,omitempty"`       // 25, 25+sum, sum
	FourKind  string   `json:"four_kind,omitempty"`  // sum5, sum4, fixed:N, fixed+sum:N
	PlusMinus bool     `json:"plus_minus,omitempty"` // the plus/minus boxes
	Columns   []string `json:"columns,omitempty"`    // the column modes
}

// Box returns the options of a Penta or Yam's game (every default when o
// holds none).
func (o Options) Box() BoxOptions { return rulesOf[BoxOptions](o) }

// OptionsFromConfig records a Penta or Yam's rule set as Options.
func OptionsFromConfig(c scoring.Config) Options {
	if c.Game == scoring.GamePenta {
		return Options{}
	}
	o := BoxOptions{Full: c.Full.String(), FourKind: c.FourKind.String(), PlusMinus: c.PlusMinus}
	for _, m := range c.Columns {
		o.Columns = append(o.Columns, m.String())
	}
	return Options{Rules: o}
}

// Config returns the Penta or Yam's rules of options o for kind k.
func (o BoxOptions) Config(k Kind) (scoring.Config, error) {
	game, ok := k.BoxGame()
	if !ok {
		return scoring.Config{}, fmt.Errorf("sheets: %s is not scored box by box", k)
	}
	if game == scoring.GamePenta {
		return scoring.PentaConfig(), nil
	}
	c := scoring.YamsConfig()
	var err error
	if len(o.Columns) > 0 {
		if c.Columns, err = scoring.ParseColumns(strings.Join(o.Columns, ",")); err != nil {
			return c, err
		}
	}
	if o.Full != "" {
		if c.Full, err = scoring.ParseFullRule(o.Full); err != nil {
			return c, err
		}
	}
	if o.FourKind != "" {
		if c.FourKind, err = scoring.ParseFourKindRule(o.FourKind); err != nil {
			return c, err
		}
	}
	c.PlusMinus = o.PlusMinus
	return c, nil
}

func (o BoxOptions) isZero() bool {
	return o.Full == "" && o.FourKind == "" && !o.PlusMinus && len(o.Columns) == 0
}

func (o BoxOptions) appendJSON(b []byte, first *bool) []byte {
	if o.Full != "" {
		b = appendJSONString(appendField(b, first, "full"), o.Full)
	}
	if o.FourKind != "" {
		b = appendJSONString(appendField(b, first, "four_kind"), o.FourKind)
	}
	if o.PlusMinus {
		b = append(appendField(b, first, "plus_minus"), "true"...)
	}
	if len(o.Columns) > 0 {
		b = appendStrings(appendField(b, first, "columns"), o.Columns)
	}
	return b
}

func (o *BoxOptions) set(key string, v flatValue) bool {
	switch key {
	case "full":
		o.Full = v.s
	case "four_kind":
		o.FourKind = v.s
	case "plus_minus":
		o.PlusMinus = v.b
		return v.kind == 'b'
	case "columns":
		o.Columns = v.list
		return v.kind == 'a'
	default:
		return false
	}
	return v.kind == 's'
}

func (o *BoxOptions) rules() RuleOptions { return *o }

func (o BoxOptions) clone() RuleOptions {
	o.Columns = append([]string(nil), o.Columns...)
	return o
}

func (o BoxOptions) board(key string) string {
	switch key {
	case "columns":
		return strings.Join(o.Columns, ",")
	case "full":
		if o.Full != "" {
			return "full " + o.Full
		}
	case "four_kind":
		if o.FourKind != "" {
			return "four_kind " + o.FourKind
		}
	case "plus_minus":
		if o.PlusMinus {
			return "plus/minus"
		}
	}
	return ""
}

// BoxPlay is a Penta or Yam's move: the five dice written in a box of a
// column, and the throws that led to them when known.
type BoxPlay struct {
	Dice   string   `json:"dice,omitempty"`
	Column string   `json:"column,omitempty"`
	Box    string   `json:"box,omitempty"`
	Throws []string `json:"throws,omitempty"` // throws and keeps, when known ("66123/66")
	Auto   bool     `json:"auto,omitempty"`   // written by the program (P10)
}

func (BoxPlay) what() lang.Msg { return lang.MPlain("a box to fill") }

// The JSON of a box (flatjson.go): set reads its fields as their tags
// name them (flatObject), play hands the play read over, and appendJSON
// writes it without reflection.

func (p *BoxPlay) set(key string, v flatValue) bool {
	switch key {
	case "dice":
		p.Dice = v.s
	case "column":
		p.Column = v.s
	case "box":
		p.Box = v.s
	case "throws":
		p.Throws = v.list
		return v.kind == 'a'
	case "auto":
		p.Auto = v.b
		return v.kind == 'b'
	default:
		return false
	}
	return v.kind == 's'
}

func (p *BoxPlay) play() Play {
	q := *p
	*p = BoxPlay{}
	return q
}

func (p BoxPlay) appendJSON(b []byte) []byte {
	first := true
	b = append(b, '{')
	if p.Dice != "" {
		b = appendJSONString(appendField(b, &first, "dice"), p.Dice)
	}
	if p.Column != "" {
		b = appendJSONString(appendField(b, &first, "column"), p.Column)
	}
	if p.Box != "" {
		b = appendJSONString(appendField(b, &first, "box"), p.Box)
	}
	if len(p.Throws) > 0 {
		b = appendStrings(appendField(b, &first, "throws"), p.Throws)
	}
	if p.Auto {
		b = append(appendField(b, &first, "auto"), "true"...)
	}
	return append(b, '}')
}

func (boxModel) decode(data []byte) (Play, error) { return decodeFlat[BoxPlay](data) }

func (boxModel) newFlat() flatPlay { return &BoxPlay{} }

func (boxModel) newOptions() optionsReader { return &BoxOptions{} }

func (boxModel) prepare(g *Game) {}

func (boxModel) seat(g *Game, roll func() uint8) {}

func (boxModel) start(s *State) error {
	b := &BoxSheet{}
	var err error
	if b.Rules, err = compiled(s.Game.Kind, s.Game.Options.Box()); err != nil {
		return err
	}
	b.Cols = make([][]scoring.Column, len(s.Game.Players))
	for i := range b.Cols {
		b.Cols[i] = make([]scoring.Column, len(b.Rules.Columns))
	}
	s.sheet = b
	return nil
}

// options: Penta has none (P1); Yam's are its column modes, full and
// four-of-a-kind rules and plus/minus (Y3, Y6), read as new reads them.
// Neither has the options of another engine.
func (bm boxModel) options(k Kind, o Options) error {
	b, err := ownRules[BoxOptions](k, o)
	if err != nil {
		return err
	}
	if bm.game == scoring.GamePenta {
		if !b.isZero() {
			return foreignOptions(k)
		}
		return nil
	}
	_, err = compiled(k, b)
	return err
}

// rulesCache holds the rules compiled for each kind and options met: a
// compiled *scoring.Rules is never changed, and compiling one builds its
// tables of every hand (a replay of 10,000 games would compile 10,000
// times).
var rulesCache sync.Map // string → *scoring.Rules

// compiled returns the rules of a box game of kind k under options o.
func compiled(k Kind, o BoxOptions) (*scoring.Rules, error) {
	key := fmt.Sprintf("%s|%s|%s|%v|%s", k, o.Full, o.FourKind, o.PlusMinus, strings.Join(o.Columns, ","))
	if r, ok := rulesCache.Load(key); ok {
		return r.(*scoring.Rules), nil
	}
	cfg, err := o.Config(k)
	if err != nil {
		return nil, err
	}
	r, err := cfg.Compile()
	if err != nil {
		return nil, err
	}
	rulesCache.Store(key, r)
	return r, nil
}

// check judges the throw-by-throw record of a live move (P2).
func (boxModel) check(s *State, m Move) error {
	p, err := playOf[BoxPlay](s, m)
	if err != nil || len(p.Throws) == 0 {
		return err
	}
	return checkThrows(p)
}

func (boxModel) apply(s *State, m Move, out *Outcome) error {
	p, err := playOf[BoxPlay](s, m)
	if err != nil {
		return err
	}
	return s.applyBox(m.Seat, p, out)
}

// total is the sum of the columns (P9, Y6).
func (boxModel) total(s *State, seat int) int {
	sh := s.Boxes()
	t := 0
	for ci := range sh.Cols[seat] {
		t += sh.Cols[seat][ci].Total()
	}
	return t
}

// BoxFigures are the statistics of a final line of a game scored box by
// box (Penta, Yam's).
type BoxFigures struct {
	UpperBonuses int // columns that made the 63 bonus
	Fives        int // five-alike boxes at 50
	ExtraBonuses int // +100 bonuses
	Sacrifices   int // boxes written at 0
	Columns      int // sheet columns
	// BoxSums is, per box, the points written summed over the columns (0
	// for a box the sheet does not have).
	BoxSums [scoring.NumBoxes]int
}

// Engine says the figures are the box engine's.
func (*BoxFigures) Engine() Engine { return EngineBoxes }

func (boxModel) results(s *State, out []Result) {
	sh := s.Boxes()
	figs := make([]BoxFigures, len(out))
	for i := range out {
		f := &figs[i]
		f.Columns = len(sh.Cols[i])
		for ci := range sh.Cols[i] {
			c := &sh.Cols[i][ci]
			if c.UpperBonus() > 0 {
				f.UpperBonuses++
			}
			if sh.Rules.FiveAt50(c) {
				f.Fives++
			}
			f.ExtraBonuses += int(c.Extra) / scoring.ExtraBonus
			for _, b := range sh.Rules.Boxes() {
				v, ok := c.Value(b)
				if ok && v == 0 {
					f.Sacrifices++
				}
				f.BoxSums[b] += v
			}
		}
		out[i].Figures = f
	}
}

func (boxModel) table(s *State, t *Table, l lang.Lang, winners map[int]bool) {
	s.boxTable(t, l, winners)
}

// checkThrows judges the throw-by-throw record of a Penta or Yam's move
// against its final dice (P2).
func checkThrows(m BoxPlay) error {
	final, err := scoring.ParseDice(m.Dice, 5, 5)
	if err != nil {
		return err
	}
	recs, err := scoring.ParseThrowRecords(m.Throws)
	if err != nil {
		return err
	}
	return scoring.CheckTurn(recs, final)
}

// BoxOutcome is what a Penta or Yam's move did: the box's verdict and
// the column it went into (its ID).
type BoxOutcome struct {
	Verdict scoring.Verdict
	Column  string
}

func (BoxOutcome) outcome() {}

func (s *State) applyBox(seat int, m BoxPlay, out *Outcome) error {
	sh := s.Boxes()
	r := sh.Rules
	if seat != s.Turn {
		return s.wrongPlayer()
	}
	faces, err := scoring.ParseDice(m.Dice, 5, 5)
	if err != nil {
		return err
	}
	b, err := scoring.ParseBox(r.Game, m.Box)
	if err != nil {
		return err
	}
	ci := 0
	if m.Column != "" {
		if ci, err = r.ColumnIndex(m.Column); err != nil {
			return err
		}
	} else if len(r.Columns) > 1 {
		return malformed("Y6", "which column? this sheet has %s", joinNames(r.ColumnNames()))
	}
	cols := sh.Cols[seat]
	v, err := r.Play(cols, ci, scoring.HandOf(faces), b)
	if err != nil {
		if out != nil { // the verdict that refused it
			*out = Outcome{Detail: BoxOutcome{Verdict: v}}
		}
		return err
	}
	if out != nil {
		*out = Outcome{Seat: seat, Detail: BoxOutcome{Verdict: v, Column: r.ColumnID(ci)}}
	}
	s.advance()
	sh.applied++
	if sh.applied >= r.Turns()*len(s.Game.Players) { // P9, Y9
		s.finish()
	}
	return nil
}

func (s *State) boxTable(t *Table, l lang.Lang, winners map[int]bool) {
	sh := s.Boxes()
	r := sh.Rules
	names := r.ColumnNames()
	for p := range s.Game.Players {
		for ci, m := range r.Columns {
			h := Head{Player: s.Game.Players[p], Winner: winners[p]}
			if len(r.Columns) > 1 || r.Game == scoring.GameYams {
				// "↓ Descendante", "↕ Libre 2" for a repeated mode
				h.Sub = m.Symbol() + " " + l.Say(m.Label()) + strings.TrimPrefix(names[ci], m.String())
			}
			t.Heads = append(t.Heads, h)
		}
	}
	row := func(label string, k RowKind, cell func(c *scoring.Column) Cell) {
		rw := Row{Label: label, Kind: k}
		for p := range sh.Cols {
			for ci := range sh.Cols[p] {
				rw.Cells = append(rw.Cells, cell(&sh.Cols[p][ci]))
			}
		}
		t.Rows = append(t.Rows, rw)
	}
	box := func(b scoring.Box) {
		row(l.Say(b.Label()), RowBox, func(c *scoring.Column) Cell {
			v, ok := c.Value(b)
			if !ok {
				return Cell{Empty: true}
			}
			return Cell{Text: l.Int(v), Struck: v == 0}
		})
	}
	for _, b := range r.Boxes() {
		if b.Upper() {
			box(b)
		}
	}
	row(l.T("Upper total"), RowSubtotal, func(c *scoring.Column) Cell { return num(l, c.Upper()) })
	row(l.Say(scoring.UpperBonusMsg()), RowBonus, func(c *scoring.Column) Cell { return num(l, c.UpperBonus()) })
	if r.PlusMinus {
		box(scoring.Plus)
		box(scoring.Minus)
		row(l.T("Plus − minus"), RowSubtotal, func(c *scoring.Column) Cell { return num(l, c.PlusMinus()) })
	}
	for _, b := range r.Boxes() {
		if !b.Upper() && b != scoring.Plus && b != scoring.Minus {
			box(b)
		}
	}
	row(l.T("Lower total"), RowSubtotal, func(c *scoring.Column) Cell { return num(l, c.Lower()) })
	five := l.Say(r.FiveBox().Label())
	row(fmt.Sprintf(l.T("Extra %s (+%d)"), five, scoring.ExtraBonus), RowBonus, func(c *scoring.Column) Cell { return num(l, int(c.Extra)) })
	row(l.T("Column total"), RowTotal, func(c *scoring.Column) Cell { return num(l, c.Total()) })
	totals := s.Totals()
	g := Row{Label: l.T("Player total"), Kind: RowGrand}
	for p := range sh.Cols {
		g.Cells = append(g.Cells, Cell{Text: l.Int(totals[p]), Span: len(r.Columns), Mark: winners[p]})
	}
	t.Rows = append(t.Rows, g)
	t.Notes = append(t.Notes, l.Say(r.Summary()))
}

// BoxSheetDoc is a Penta or Yam's player's columns in sheet --json.
type BoxSheetDoc struct {
	Columns []ColumnDoc `json:"columns,omitempty"`
}

func (BoxSheetDoc) sheetDoc() {}

// ColumnDoc is one Penta or Yam's column: its boxes by ID (null when not
// filled yet), in the sheet's order, and its totals.
type ColumnDoc struct {
	Name       string      `json:"name"`
	Mode       string      `json:"mode"`
	Boxes      OrderedInts `json:"boxes"`
	Upper      int         `json:"upper"`
	UpperBonus int         `json:"upper_bonus"`
	Lower      int         `json:"lower"`
	ExtraBonus int         `json:"extra_bonus"`
	PlusMinus  int         `json:"plus_minus"`
	Total      int         `json:"total"`
}

func (boxModel) doc(s *State, p int) SheetDoc {
	sh := s.Boxes()
	names := sh.Rules.ColumnNames()
	var d BoxSheetDoc
	for ci := range sh.Cols[p] {
		c := &sh.Cols[p][ci]
		cd := ColumnDoc{Name: names[ci], Mode: sh.Rules.Columns[ci].String(), Upper: c.Upper(), UpperBonus: c.UpperBonus(),
			Lower: c.Lower(), ExtraBonus: int(c.Extra), PlusMinus: c.PlusMinus(), Total: c.Total()}
		for _, b := range sh.Rules.Boxes() {
			var v *int
			if x, ok := c.Value(b); ok {
				v = intp(x)
			}
			cd.Boxes.add(b.ID(), v)
		}
		d.Columns = append(d.Columns, cd)
	}
	return d
}

// ruleKey: Yam's columns, full, four of a kind and plus/minus
// ("down,up,free", "full=25", "four=sum5", "plusminus"); none for Penta.
func (boxModel) ruleKey(k Kind, o Options) []string {
	cfg, err := o.Box().Config(k)
	if err != nil || cfg.Game == scoring.GamePenta {
		return nil
	}
	cols := make([]string, len(cfg.Columns))
	for i, m := range cfg.Columns {
		cols[i] = m.String()
	}
	parts := []string{strings.Join(cols, ","), "full=" + cfg.Full.String(), "four=" + cfg.FourKind.String()}
	if cfg.PlusMinus {
		parts = append(parts, "plusminus")
	}
	return parts
}

func (boxModel) ruleText(k Kind, o Options, l lang.Lang) string {
	cfg, err := o.Box().Config(k)
	if err != nil || cfg.Game == scoring.GamePenta {
		return ""
	}
	cols := make([]string, len(cfg.Columns))
	for i, m := range cfg.Columns {
		cols[i] = m.Symbol() + "\u00a0" + strings.ToLower(l.Say(m.Label()))
	}
	head := fmt.Sprintf(l.N(len(cols), "%d column", "%d columns"), len(cols))
	s := fmt.Sprintf(l.T("%s: %s · full %s · four of a kind %s"),
		head, strings.Join(cols, ", "), l.Say(cfg.Full.Label()), l.Say(cfg.FourKind.Label()))
	if cfg.PlusMinus {
		s += l.T(" · plus/minus")
	}
	return s
}

// ruleLabel names the rule set by its columns' count and plus/minus:
// "3 columns, plus/minus"; "" for Penta.
func (boxModel) ruleLabel(k Kind, o Options, l lang.Lang) string {
	cfg, err := o.Box().Config(k)
	if err != nil || cfg.Game == scoring.GamePenta {
		return ""
	}
	n := len(cfg.Columns)
	s := l.Sprintf(l.N(n, "%d column", "%d columns"), n)
	if cfg.PlusMinus {
		s += l.T(", plus/minus")
	}
	return s
}

// ruleOptions: the columns are the first part, when it is not an option.
func (boxModel) ruleOptions(parts []string) Options {
	var o BoxOptions
	for i, part := range parts {
		name, val, hasVal := strings.Cut(part, "=")
		switch {
		case i == 0 && !hasVal && name != "" && name != "plusminus":
			o.Columns = strings.Split(name, ",")
		case name == "full":
			o.Full = val
		case name == "four":
			o.FourKind = val
		case name == "plusminus":
			o.PlusMinus = true
		}
	}
	return OptionsOf(o)
}

// BoxMove returns the Penta/Yam's move that writes faces in box b of
// column ci (an index into the rules' columns), with the throws that led
// to it ("66123/66"), as robots and digital dice record them.
func (s *State) BoxMove(ci int, b scoring.Box, faces []uint8, throws []string) Move {
	sh := s.Boxes()
	p := BoxPlay{Dice: scoring.FormatDice(faces), Box: b.ID(), Throws: throws}
	if len(sh.Rules.Columns) > 1 {
		p.Column = sh.Rules.ColumnID(ci)
	}
	return Move{Play: p}
}

// Canonical returns m as the move log holds it, written by its kind's
// model: a box and column as their canonical IDs ("fours", "free2")
// whatever name or alias was typed ("quatre", "Libre2"; RULES.md, Box IDs;
// Y6). Names that do not parse are left as they are, for Apply to refuse
// with its reason. Kinds with nothing to rewrite return m unchanged.
func (s *State) Canonical(m Move) Move { return s.model().canonical(s, m) }

func (boxModel) canonical(s *State, m Move) Move {
	sh := s.Boxes()
	p, ok := m.Play.(BoxPlay)
	if sh == nil || !ok {
		return m
	}
	r := sh.Rules
	box, column := p.Box, p.Column
	if b, err := scoring.ParseBox(r.Game, p.Box); err == nil && r.Has(b) {
		p.Box = b.ID()
	}
	if p.Column != "" {
		if ci, err := r.ColumnIndex(p.Column); err == nil {
			p.Column = r.ColumnID(ci)
		}
	}
	if p.Box != box || p.Column != column {
		m.Play = p // boxed again only when it changed (an import replays a lifetime of moves)
	}
	return m
}
