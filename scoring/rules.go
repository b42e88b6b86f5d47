package scoring

import (
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// Game is Penta or Yam's: the two games scored box by box.
type Game uint8

const (
	// GamePenta is the Yahtzee-style game of RULES.md P1–P10.
	GamePenta Game = iota
	// GameYams is the French variant of RULES.md Y1–Y9.
	GameYams
)

// String returns "penta" or "yams".
func (g Game) String() string {
	if g == GameYams {
		return "yams"
	}
	return "penta"
}

// FullRule is the value of a full in Yam's (Y3).
type FullRule uint8

const (
	Full25    FullRule = iota // 25, the default
	Full25Sum                 // 25 + the sum of the dice
	FullSum                   // the sum of the dice
)

var fullNames = []string{"25", "25+sum", "sum"}

// String returns the option as written on the command line.
func (f FullRule) String() string { return fullNames[f] }

// fullNamesFR are the full options as French players may type them.
var fullNamesFR = []string{"25", "25+somme", "somme"}

// Label returns the option as shown ("25+sum", "25+somme" in French).
func (f FullRule) Label() lang.Msg { return lang.MC("full option", fullNames[f]) }

// ParseFullRule reads "25", "25+sum" or "sum" (or, in French, "25+somme"
// or "somme").
func ParseFullRule(s string) (FullRule, error) {
	for i, n := range fullNames {
		if t := strings.ReplaceAll(s, " ", ""); strings.EqualFold(t, n) || strings.EqualFold(t, fullNamesFR[i]) {
			return FullRule(i), nil
		}
	}
	return 0, badInput("Y3", "unknown full option %q: use 25, 25+sum or sum (Y3)", s)
}

// FourKindKind is how a four of a kind scores in Yam's (Y3).
type FourKindKind uint8

const (
	FourSum5     FourKindKind = iota // sum of the five dice, the default
	FourFixedSum                     // N + sum of the five
	FourSum4                         // sum of the four alike
	FourFixed                        // N alone
)

// FourKindRule is a four-of-a-kind option with its fixed amount N.
type FourKindRule struct {
	Kind FourKindKind
	N    int
}

// String returns the option as written on the command line ("fixed:40").
func (f FourKindRule) String() string {
	switch f.Kind {
	case FourFixedSum:
		return "fixed+sum:" + strconv.Itoa(f.N)
	case FourSum4:
		return "sum4"
	case FourFixed:
		return "fixed:" + strconv.Itoa(f.N)
	}
	return "sum5"
}

// Label returns the option as shown: as written on the command line in
// English, in French words in French ("fixe+somme:40").
// ParseFourKindRule accepts both.
func (f FourKindRule) Label() lang.Msg {
	switch f.Kind {
	case FourFixedSum:
		return lang.M("fixed+sum:%d", f.N)
	case FourSum4:
		return lang.M("sum4")
	case FourFixed:
		return lang.M("fixed:%d", f.N)
	}
	return lang.M("sum5")
}

// ParseFourKindRule reads "sum5", "sum4", "fixed:N" or "fixed+sum:N" (N
// defaults to 40 when ":N" is left out, and must be 0–500).
func ParseFourKindRule(s string) (FourKindRule, error) {
	t := strings.ToLower(strings.ReplaceAll(s, " ", ""))
	name, num, hasN := strings.Cut(t, ":")
	if id, ok := map[string]string{"somme5": "sum5", "somme4": "sum4", "fixe": "fixed", "fixe+somme": "fixed+sum"}[name]; ok {
		name = id // the French names of Name
	}
	n := DefaultFourKindN
	if hasN {
		v, err := strconv.Atoi(num)
		if err != nil || v < 0 || v > 500 {
			return FourKindRule{}, badInput("Y3", "four_kind amount %q must be a whole number from 0 to 500 (Y3)", num)
		}
		n = v
	}
	switch {
	case name == "sum5" && !hasN:
		return FourKindRule{Kind: FourSum5}, nil
	case name == "sum4" && !hasN:
		return FourKindRule{Kind: FourSum4}, nil
	case name == "fixed":
		return FourKindRule{Kind: FourFixed, N: n}, nil
	case name == "fixed+sum":
		return FourKindRule{Kind: FourFixedSum, N: n}, nil
	}
	return FourKindRule{}, badInput("Y3", "unknown four_kind option %q: use sum5, sum4, fixed:N or fixed+sum:N (Y3)", s)
}

// Mode is the order in which a Yam's column is filled (Y6).
type Mode uint8

const (
	Free    Mode = iota // ↕ any order
	Down                // ↓ first free box only
	Up                  // ↑ last free box only
	Imposed             // ◆ chosen freely, no constraint
)

var modeIDs = []string{"free", "down", "up", "imposed"}

// String returns the mode's ID ("down").
func (m Mode) String() string { return modeIDs[m] }

// Symbol returns the mode's sign on French sheets: ↕ ↓ ↑ ◆.
func (m Mode) Symbol() string { return []string{"↕", "↓", "↑", "◆"}[m] }

// Label returns the mode's name ("Down", "Descendante" in French).
func (m Mode) Label() lang.Msg {
	return []lang.Msg{lang.MC("mode", "Free"), lang.MC("mode", "Down"), lang.MC("mode", "Up"), lang.MC("mode", "Imposed")}[m]
}

// modeNamesFR are the column modes as French players type them (the
// French column names ColumnIndex accepts: "descendante", "libre2").
var modeNamesFR = []string{"libre", "descendante", "montante", "imposé"}

// ParseMode reads a column mode: its ID or French name.
func ParseMode(s string) (Mode, error) {
	switch fold(s) {
	case "free", "libre":
		return Free, nil
	case "down", "descendante":
		return Down, nil
	case "up", "montante":
		return Up, nil
	case "imposed", "impose", "imposee":
		return Imposed, nil
	}
	return 0, badInput("Y6", "unknown column mode %q: use free, down, up or imposed (Y6)", s)
}

// MaxColumns is the most columns a Yam's sheet has (Y6); it has at least
// one.
const MaxColumns = 4

// ParseColumns reads a comma-separated list of 1 to MaxColumns column modes
// ("down,up,free").
func ParseColumns(s string) ([]Mode, error) {
	if strings.TrimSpace(s) == "" {
		return nil, badInput("Y6", "no column given: a sheet has 1 to %d, e.g. free or down,up,free (Y6)", MaxColumns)
	}
	parts := strings.Split(s, ",")
	if len(parts) > MaxColumns {
		return nil, counted("Y6", "%d column given: a sheet has 1 to %d (Y6)", len(parts), MaxColumns)
	}
	modes := make([]Mode, 0, len(parts))
	for _, p := range parts {
		m, err := ParseMode(p)
		if err != nil {
			return nil, err
		}
		modes = append(modes, m)
	}
	return modes, nil
}

// Preset returns the columns of a named preset; "francaise" (Y7) is down, up,
// free.
func Preset(name string) ([]Mode, error) {
	switch fold(name) {
	case "francaise", "french":
		return []Mode{Down, Up, Free}, nil
	}
	return nil, badInput("Y7", "unknown preset %q: the preset is francaise (Y7)", name)
}

// ColumnNames names columns by their mode, numbering a repeated mode from its
// second use: [free down free] → free, down, free2.
func ColumnNames(modes []Mode) []string {
	names := make([]string, len(modes))
	for i := range modes {
		names[i] = columnID(modes, i)
	}
	return names
}

// columnID is the name of column ci (ColumnNames) alone.
func columnID(modes []Mode, ci int) string {
	m, n := modes[ci], 0
	for _, o := range modes[:ci+1] {
		if o == m {
			n++
		}
	}
	if n == 1 {
		return m.String()
	}
	return m.String() + strconv.Itoa(n)
}

// isColumnID reports whether name is the ID of column ci, without
// building it.
func isColumnID(modes []Mode, ci int, name string) bool {
	m, n := modes[ci], 0
	for _, o := range modes[:ci+1] {
		if o == m {
			n++
		}
	}
	id := m.String()
	if n == 1 {
		return name == id
	}
	return strings.HasPrefix(name, id) && name[len(id):] == strconv.Itoa(n)
}

// ColumnLabels names columns as people read them: the IDs in English
// (ColumnNames), the French mode names in French ("descendante",
// "libre2"), numbered the same way. ColumnIndex accepts both.
func ColumnLabels(modes []Mode) []lang.Msg {
	names := ColumnNames(modes)
	out := make([]lang.Msg, len(modes))
	for i, m := range modes {
		out[i] = lang.M("%s%s", lang.MC("column", m.String()), strings.TrimPrefix(names[i], m.String()))
	}
	return out
}

// columnNamesFR are the French column names (ColumnLabels in French), as
// typed.
func columnNamesFR(modes []Mode) []string {
	names := ColumnNames(modes)
	for i, m := range modes {
		names[i] = modeNamesFR[m] + strings.TrimPrefix(names[i], m.String())
	}
	return names
}

// ColumnLabel returns the name of column ci (ColumnLabels).
func (r *Rules) ColumnLabel(ci int) lang.Msg { return ColumnLabels(r.Columns)[ci] }

// Joker says when five alike becomes a joker after the five-alike box is
// filled. Penta uses JokerForcedWhile50 (P7, P8); Yam's has none (Y5). The
// other two exist for the published Yahtzee figures the solver reproduces.
type Joker uint8

const (
	JokerNone          Joker = iota // five alike is an ordinary throw
	JokerForcedWhile50              // P7: forced joker only while the box holds 50
	JokerForced                     // official Yahtzee: forced joker whether the box holds 50 or 0
	JokerFree                       // Verhoeff's free choice: no forcing; joker values once the face's upper box is filled
)

var jokerIDs = []string{"none", "forced50", "forced", "free"}

// String returns the joker rule's ID.
func (j Joker) String() string { return jokerIDs[j] }

// Config is the organiser's choice of rules for one game of Penta or Yam's,
// stored with the game. Its zero value is Penta's rules once Normalize has run.
type Config struct {
	Game      Game
	Full      FullRule
	FourKind  FourKindRule
	PlusMinus bool
	Columns   []Mode
	Joker     Joker
	// NoExtraBonus turns off the +100 for a further five alike (P6/Y5); only
	// the solver's published-figure rule sets use it.
	NoExtraBonus bool
}

// PentaConfig returns the rules of Penta: one free column, forced joker while
// the penta box holds 50 (P1–P9).
func PentaConfig() Config {
	return Config{Game: GamePenta, Columns: []Mode{Free}, Joker: JokerForcedWhile50}
}

// YamsConfig returns Yam's with the default options on the given columns
// (one free column when none).
func YamsConfig(cols ...Mode) Config {
	if len(cols) == 0 {
		cols = []Mode{Free}
	}
	return Config{Game: GameYams, Columns: cols}
}

// Rules is a compiled Config: the boxes of its column in order and the score
// of every box for every hand, so that judging a box is a table lookup.
// A *Rules is immutable and safe for concurrent use.
type Rules struct {
	Config
	boxes    []Box // column order (P1, Y1)
	inColumn uint16
	upperSet uint16
	jokerSet uint16 // lower boxes a forced joker may take (P7b)
	five     Box    // Penta or Yams
	score    [NumHands][NumBoxes]int16
	jscore   [NumHands][NumBoxes]int16 // joker values (P7b)
}

const (
	// UpperBonusThreshold is the upper total that earns the bonus (P5, Y4).
	UpperBonusThreshold = 63
	// UpperBonus is the bonus for reaching it.
	UpperBonus = 35
	// ExtraBonus is the bonus for a further five alike (P6, Y5).
	ExtraBonus = 100
	// FiveAlikePoints is what the five-alike box (penta, yams) holds for
	// five alike (P3, Y3); while it holds that, a further five alike earns
	// ExtraBonus and, in Penta, is a joker (P6, P7).
	FiveAlikePoints = 50
	// FullPoints, SmallStraightPoints and LargeStraightPoints are the fixed
	// values of those boxes (P3, Y3; the joker's values, P7b).
	FullPoints          = 25
	SmallStraightPoints = 30
	LargeStraightPoints = 40
	// DefaultFourKindN is the N of Yam's fixed four-of-a-kind options when
	// ":N" is left out (Y3).
	DefaultFourKindN = 40
)

// FiveAt50 reports whether the five-alike box of column c holds
// FiveAlikePoints: the condition of the extra bonus and the joker (P6–P8,
// Y5).
func (r *Rules) FiveAt50(c *Column) bool {
	v, ok := c.Value(r.five)
	return ok && v == FiveAlikePoints
}

// Compile checks c and returns its Rules. It returns an *Error for a column
// count outside 1–MaxColumns, or options that do not belong to the game (Penta has
// one free column and no organiser options).
func (c Config) Compile() (*Rules, error) {
	if len(c.Columns) == 0 {
		c.Columns = []Mode{Free}
	}
	if len(c.Columns) > MaxColumns {
		return nil, counted("Y6", "%d column given: a sheet has 1 to %d (Y6)", len(c.Columns), MaxColumns)
	}
	if c.Game == GamePenta {
		if len(c.Columns) != 1 || c.Columns[0] != Free || c.Full != Full25 || c.FourKind.Kind != FourSum5 || c.PlusMinus {
			return nil, badInput("P1", "Penta has one free column and no organiser options (P1); those are Yam's options")
		}
	}
	r := &Rules{Config: c}
	r.Columns = append([]Mode(nil), c.Columns...)
	if c.Game == GamePenta {
		r.five = Penta
		r.boxes = []Box{Aces, Twos, Threes, Fours, Fives, Sixes, ThreeKind, FourKind, Full, SmallStraight, LargeStraight, Chance, Penta}
	} else {
		r.five = Yams
		r.boxes = []Box{Aces, Twos, Threes, Fours, Fives, Sixes}
		if c.PlusMinus {
			r.boxes = append(r.boxes, Plus, Minus)
		}
		r.boxes = append(r.boxes, ThreeKind, FourKind, Full, SmallStraight, LargeStraight, Yams, Chance)
	}
	for _, b := range r.boxes {
		r.inColumn |= 1 << b
		if b.Upper() {
			r.upperSet |= 1 << b
		}
	}
	r.jokerSet = 1<<ThreeKind | 1<<FourKind | 1<<Full | 1<<SmallStraight | 1<<LargeStraight | 1<<Chance
	for h := Hand(0); h < NumHands; h++ {
		for _, b := range r.boxes {
			r.score[h][b] = int16(r.value(b, h))
			r.jscore[h][b] = r.score[h][b]
		}
		if h.FiveAlike() != 0 {
			r.jscore[h][Full] = int16(r.fullValue(h))
			r.jscore[h][SmallStraight] = SmallStraightPoints
			r.jscore[h][LargeStraight] = LargeStraightPoints
		}
	}
	return r, nil
}

// MustCompile is Compile for configurations known to be valid; it panics
// otherwise.
func (c Config) MustCompile() *Rules {
	r, err := c.Compile()
	if err != nil {
		panic(err)
	}
	return r
}

func (r *Rules) fullValue(h Hand) int {
	switch r.Full {
	case Full25Sum:
		return FullPoints + h.Sum()
	case FullSum:
		return h.Sum()
	}
	return FullPoints
}

// value is P3/Y3: what box b scores for hand h, no joker.
func (r *Rules) value(b Box, h Hand) int {
	n, face := h.maxCount()
	switch {
	case b.Upper():
		return int(b.Face()) * int(h.Counts()[b.Face()])
	case b == ThreeKind:
		if n >= 3 {
			return h.Sum()
		}
	case b == FourKind:
		if n >= 4 {
			switch r.FourKind.Kind {
			case FourSum4:
				return 4 * int(face)
			case FourFixed:
				return r.FourKind.N
			case FourFixedSum:
				return r.FourKind.N + h.Sum()
			}
			return h.Sum()
		}
	case b == Full:
		if _, _, ok := h.isFull(); ok {
			return r.fullValue(h)
		}
	case b == SmallStraight:
		if h.run() >= 4 {
			return SmallStraightPoints
		}
	case b == LargeStraight:
		if h.run() == 5 {
			return LargeStraightPoints
		}
	case b == Chance, b == Plus, b == Minus:
		return h.Sum()
	case b == Penta, b == Yams:
		if n == 5 {
			return FiveAlikePoints
		}
	}
	return 0
}

// hasFigure reports whether hand h shows the figure box b asks for (P3,
// Y3): a die of the face, three or four alike, a full, a run, five alike;
// chance, plus and minus take any throw.
func (r *Rules) hasFigure(b Box, h Hand) bool {
	n, _ := h.maxCount()
	switch {
	case b.Upper():
		return h.Counts()[b.Face()] > 0
	case b == ThreeKind:
		return n >= 3
	case b == FourKind:
		return n >= 4
	case b == Full:
		_, _, ok := h.isFull()
		return ok
	case b == SmallStraight:
		return h.run() >= 4
	case b == LargeStraight:
		return h.run() == 5
	case b == Penta, b == Yams:
		return n == 5
	}
	return true
}

// Boxes returns the boxes of one column in sheet order (P1, Y1). The slice
// is shared: do not modify it.
func (r *Rules) Boxes() []Box { return r.boxes }

// FiveBox returns Penta or Yams, the five-alike box of the game.
func (r *Rules) FiveBox() Box { return r.five }

// Has reports whether b is a box of this game's columns.
func (r *Rules) Has(b Box) bool { return b < NumBoxes && r.inColumn&(1<<b) != 0 }

// Turns returns the number of turns each player plays: boxes × columns (Y2).
func (r *Rules) Turns() int { return len(r.boxes) * len(r.Columns) }

// ColumnNames names the columns of r (see ColumnNames).
func (r *Rules) ColumnNames() []string { return ColumnNames(r.Columns) }

// ColumnID returns the ID of column ci ("free2"): ColumnNames()[ci].
func (r *Rules) ColumnID(ci int) string { return columnID(r.Columns, ci) }

// ColumnIndex returns the index of the column named name ("free2"), or an
// *Error.
func (r *Rules) ColumnIndex(name string) (int, error) {
	// the ID ("free2") or the French name ("libre2", "descendante"), in any
	// case, with or without accents
	for i := range r.Columns {
		if isColumnID(r.Columns, i, name) { // the ID as written (a replayed log)
			return i, nil
		}
	}
	ids := r.ColumnNames()
	k := fold(name)
	fr := columnNamesFR(r.Columns)
	for i, n := range ids {
		if k == fold(n) || k == fold(fr[i]) {
			return i, nil
		}
	}
	return -1, badInput("Y6", "unknown column %q: this sheet has %s", name, joined(ColumnLabels(r.Columns), ", "))
}

// Score returns what box b scores for hand h without any joker (P3, Y3).
func (r *Rules) Score(b Box, h Hand) int { return int(r.score[h][b]) }

// Summary returns the options as a short line ("full 25, four_kind sum5,
// columns down,up,free").
func (r *Rules) Summary() lang.Msg {
	if r.Game == GamePenta {
		return lang.M("Penta rules: joker and +100 while the Penta box holds 50")
	}
	cols := make([]lang.Msg, len(r.Columns))
	for i, m := range r.Columns {
		cols[i] = lang.M("%s %s", m.Symbol(), m.Label())
	}
	pm := lang.M("off")
	if r.PlusMinus {
		pm = lang.M("on")
	}
	return lang.M("full %s, four of a kind %s, plus/minus %s, columns: %s", r.Full.Label(), r.FourKind.Label(), pm, joined(cols, ", "))
}

// joined returns the messages ms separated by sep ("a, b, c").
func joined(ms []lang.Msg, sep string) lang.Msg {
	args := make([]any, len(ms))
	for i, m := range ms {
		args[i] = m
	}
	return lang.M(strings.Repeat("%s"+sep, max(len(ms)-1, 0))+strings.Repeat("%s", min(len(ms), 1)), args...)
}
