// Package sheets is the game model: a game is its options plus the ordered
// log of accepted moves; sheets, turns, totals and winners are derived by
// replaying that log through scoring/. Storage sits behind the Store
// interface declared here.
package sheets

import (
	"fmt"
	"strings"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// Kind is the game played.
type Kind string

// The four games.
const (
	Penta        Kind = "penta"
	Yams         Kind = "yams"
	FiveThousand Kind = "5000"
	Sackson      Kind = "sackson"
)

// Options are the organiser's choices, fixed when the game is created and
// stored with it.
type Options struct {
	Full      string   `json:"full,omitempty"`       // Yam's: 25, 25+sum, sum
	FourKind  string   `json:"four_kind,omitempty"`  // Yam's: sum5, sum4, fixed:N, fixed+sum:N
	PlusMinus bool     `json:"plus_minus,omitempty"` // Yam's
	Columns   []string `json:"columns,omitempty"`    // Yam's column modes
	BustRule  string   `json:"bust_rule,omitempty"`  // 5000: booklet, nothing-scores
	Order     string   `json:"order,omitempty"`      // 5000: given, roll
	Penalty   int      `json:"penalty,omitempty"`    // Sackson: 200, 150, 100
	// SacksonRules is the reading of S4 a Sackson game is played under
	// (scoring.SacksonRules): 1 for games saved before the correction, 2
	// since; 0 (absent) is the current reading.
	SacksonRules int `json:"sackson_rules,omitempty"`
}

// OptionsFromConfig records a Penta or Yam's rule set as Options.
func OptionsFromConfig(c scoring.Config) Options {
	if c.Game == scoring.GamePenta {
		return Options{}
	}
	o := Options{Full: c.Full.String(), FourKind: c.FourKind.String(), PlusMinus: c.PlusMinus}
	for _, m := range c.Columns {
		o.Columns = append(o.Columns, m.String())
	}
	return o
}

// Config returns the Penta or Yam's rules of options o for kind k.
func (o Options) Config(k Kind) (scoring.Config, error) {
	info, _ := lookup(k)
	bm, ok := info.model.(boxModel)
	if !ok {
		return scoring.Config{}, fmt.Errorf("sheets: %s is not scored box by box", k)
	}
	if bm.game == scoring.GamePenta {
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

// Game is one game: who plays, under which options, and every accepted move
// in order. Everything else is derived by Replay.
type Game struct {
	ID      int64
	UUID    string // stable across databases (export, import, BG Stats)
	Kind    Kind
	Options Options
	Players []string // seat order: the first plays first
	Started time.Time
	Moves   []Move
	// Abandoned is when the game was abandoned (zero if it was not): it
	// is kept, takes no more moves and counts in no statistics.
	Abandoned time.Time
	// Updated is the last change to the game (a move, an undo, an edit,
	// abandoning it): import keeps the more recent copy.
	Updated time.Time
	// OrderRolls are the dice Service.Create threw for the order of play
	// (C1): everyone's throw, then each tie thrown again. They are shown
	// when the game is created and not stored.
	OrderRolls [][]OrderRoll `json:"-"`
}

// OrderRoll is one player's die thrown for the order of play (C1).
type OrderRoll struct {
	Player string `json:"player"`
	Face   int    `json:"die"`
}

// Move is one accepted move. Which fields are set depends on the game kind:
// Penta/Yam's a throw and a box; 5000 a turn; Sackson a round.
type Move struct {
	Seq  int       `json:"-"` // 1-based position in the log
	Seat int       `json:"-"` // the player who moved; -1 for a Sackson round
	At   time.Time `json:"-"`

	// Penta / Yam's
	Dice   string   `json:"dice,omitempty"`
	Column string   `json:"column,omitempty"`
	Box    string   `json:"box,omitempty"`
	Throws []string `json:"throws,omitempty"` // throws and keeps, when known ("66123/66")
	Auto   bool     `json:"auto,omitempty"`   // written by the program (P10)

	// 5000
	Turn   string `json:"turn,omitempty"`   // full notation, or empty
	Points int    `json:"points,omitempty"` // table's total when no notation
	Bust   bool   `json:"bust,omitempty"`

	// Sackson
	Roll    string   `json:"roll,omitempty"`
	Choices []string `json:"choices,omitempty"` // per seat; "" for a player who has ended
}

// ParseKind reads a game kind: one of Kinds, or an alias ("yam's",
// "cantstop"). It returns a *scoring.Error (bad input) for anything else.
func ParseKind(s string) (Kind, error) {
	k := strings.ToLower(strings.TrimSpace(s))
	for _, info := range registry {
		if k == string(info.Kind) {
			return info.Kind, nil
		}
		for _, a := range info.Aliases {
			if k == a {
				return info.Kind, nil
			}
		}
	}
	names := make([]string, len(Kinds))
	for i, x := range Kinds {
		names[i] = string(x)
	}
	last := len(names) - 1
	en := strings.Join(names[:last], ", ") + " or " + names[last]
	fr := strings.Join(names[:last], ", ") + " ou " + names[last]
	if near := scoring.Nearest(s, names); len(near) > 0 {
		return "", scoring.NewError("", false, fmt.Sprintf("unknown game %q: did you mean %s? (%s)", s, strings.Join(near, ", "), en),
			fmt.Sprintf("jeu « %s » inconnu : vouliez-vous dire %s ? (%s)", s, strings.Join(near, ", "), fr))
	}
	return "", scoring.NewError("", false, fmt.Sprintf("unknown game %q: use %s", s, en), fmt.Sprintf("jeu « %s » inconnu : %s", s, fr))
}

// ParsePlayers splits "Ana, Ben" at the commas into names, without the
// spaces around them, and checks them with CheckPlayers. A name cannot
// hold a comma (ValidName); other white space (tab, CR) is refused, not
// trimmed.
func ParsePlayers(k Kind, s string) ([]string, error) {
	var names []string
	for _, p := range strings.Split(s, ",") {
		names = append(names, strings.Trim(p, " "))
	}
	if err := CheckPlayers(k, names); err != nil {
		return nil, err
	}
	return names, nil
}

// CheckPlayers checks the players of a new game of kind k: the number of
// players, no empty name, every name valid (ValidName), no name twice (G1:
// names are compared without case). It returns a *scoring.Error.
func CheckPlayers(k Kind, names []string) error {
	seen := map[string]bool{}
	for _, p := range names {
		if p == "" {
			return scoring.NewError("G1", false, "a player's name is empty", "un nom de joueur est vide")
		}
		if err := ValidName(p); err != nil {
			return err
		}
		key := NameKey(p)
		if seen[key] {
			return scoring.NewError("G1", false, fmt.Sprintf("%s is named twice: the same name is the same person (G1)", p), fmt.Sprintf("%s est nommé deux fois : un même nom est une même personne (G1)", p))
		}
		seen[key] = true
	}
	if err := k.Players().Check(len(names), string(k)); err != nil {
		return err
	}
	return nil
}

// NameKey is the identity of a player's name (G1): case-insensitive.
func NameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// IsRobot reports whether a player is a robot ("robot:expert"): see
// scoring.IsRobot.
func IsRobot(name string) bool { return scoring.IsRobot(name) }
