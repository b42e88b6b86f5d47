// Package sheets is the game model: a game is its options plus the ordered
// log of accepted moves; sheets, turns, totals and winners are derived by
// replaying that log through scoring/. Storage sits behind the Store
// interface declared here.
package sheets

import (
	"fmt"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
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
// stored with it: the options of the rules, of the type the game's engine
// declares beside itself (BoxOptions, FiveOptions, SacksonOptions), and the
// dice.
//
// Stored, exported and printed, Options are one flat JSON object: the
// engine's fields, then "digital" (optionsjson.go). It is read where the
// kind may not be known yet (an export's game, a row): the engine whose
// JSON keys are present is the one whose type is read.
type Options struct {
	// Options are not compared with == (the compiler refuses): Yam's
	// options hold a list, and comparing them would panic.
	_ [0]func()
	// Rules are the options of the game's engine, a value of its own
	// type. When none is chosen (Penta, or every default) they are nil or
	// a value with no field set — the same options, with the same JSON;
	// OptionsOf gives nil.
	Rules RuleOptions
	// Digital: the game is played with digital dice (scorepad throws
	// them, P10); absent, as in every game saved before it existed, real
	// dice. Not a rule: it changes no verdict and may change during the
	// game (Service.SetDigital).
	Digital bool
}

// RuleOptions are one engine's options of the rules: BoxOptions,
// FiveOptions or SacksonOptions, each declared beside its engine with its
// JSON keys as tags, as a value (not a pointer). The engine's model
// (newOptions) reads them.
type RuleOptions interface {
	// appendJSON appends the fields set to a JSON object being written
	// (appendField), as encoding/json writes the type (omitempty, the
	// fields in order).
	appendJSON(b []byte, first *bool) []byte
	// isZero reports whether no field is set (the JSON has none of them).
	isZero() bool
	// board writes the option of JSON key as Board Game Stats' board
	// field shows it ("full 25"), "" when it is not set or not the type's.
	board(key string) string
	// clone returns a copy sharing nothing with the options (no list).
	clone() RuleOptions
}

// Clone returns a copy of o that shares nothing with it (Yam's column
// list included).
func (o Options) Clone() Options {
	if o.Rules != nil {
		o.Rules = o.Rules.clone()
	}
	return o
}

// OptionsOf returns a game's options of the rules r (an engine's options
// type, as a value), not digital: none (Rules nil) when r is nil or no
// field of r is set, as a game's options read back from storage or a
// rule-set key are.
func OptionsOf(r RuleOptions) Options {
	if r == nil || r.isZero() {
		return Options{}
	}
	return Options{Rules: r}
}

// rulesOf returns the options of o of type T, the engine's own; T's zero
// value (every default) when o holds none of that type.
func rulesOf[T RuleOptions](o Options) T {
	switch r := o.Rules.(type) {
	case T:
		return r
	case mixedRules:
		for _, p := range r {
			if t, ok := p.(T); ok {
				return t
			}
		}
	}
	var zero T
	return zero
}

// ownRules returns the options of o for a game of kind k, whose engine's
// options are of type T: options of another type (another engine's) are
// bad input (foreignOptions), unless none of their fields is set.
func ownRules[T RuleOptions](k Kind, o Options) (T, error) {
	var zero T
	switch r := o.Rules.(type) {
	case nil:
		return zero, nil
	case T:
		return r, nil
	default:
		if r.isZero() {
			return zero, nil
		}
		return zero, foreignOptions(k)
	}
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
	// ConflictOf is, for a conflict copy an import added beside a game
	// both sides played apart, that game's UUID ("" otherwise).
	ConflictOf string
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

// Move is one accepted move: its place in the log, who made it and when,
// and what was played, of the game's own kind: a BoxPlay (Penta, Yam's), a
// FivePlay (5000) or a SacksonPlay. Stored and exported, a move is the
// JSON of its play alone; it is read back with its game's kind
// (DecodePlay).
type Move struct {
	Seq  int // 1-based position in the log
	Seat int // the player who moved; -1 for a Sackson round
	At   time.Time
	Play Play
}

// Play is what one move plays, on the model of its game's kind (the
// registry's engine): BoxPlay, FivePlay or SacksonPlay.
type Play interface {
	// what names the play for an error: "a 5000 turn".
	what() lang.Msg
	// appendJSON appends the play's JSON object, as jsonobj.Plain
	// writes it (flatjson.go).
	appendJSON(b []byte) []byte
}

// MarshalJSON writes the play of m (its place, seat and time are stored
// beside it): the JSON of the move log and of exports.
func (m Move) MarshalJSON() ([]byte, error) {
	if m.Play == nil {
		return []byte("{}"), nil
	}
	return m.Play.appendJSON(nil), nil
}

// UnmarshalJSON refuses: a move is read with its game's kind (DecodePlay).
func (m *Move) UnmarshalJSON([]byte) error {
	return fmt.Errorf("sheets: a move is read with its game's kind (sheets.DecodePlay)")
}

// DecodePlay reads the JSON of a move of a game of kind k (as Move's
// MarshalJSON wrote it) into the kind's own play.
func DecodePlay(k Kind, data []byte) (Play, error) {
	info, ok := lookup(k)
	if !ok {
		return nil, fmt.Errorf("sheets: unknown kind %q", k)
	}
	return info.model.decode(data)
}

// playOf returns the play of m when it is of type P, the play of the game
// of s; any other play (a 5000 turn sent to a Yam's game) is bad input.
func playOf[P Play](s *State, m Move) (P, error) {
	p, ok := m.Play.(P)
	if ok {
		return p, nil
	}
	var want P
	w := want.what()
	if m.Play == nil {
		return p, scoring.Refusal("", false, lang.MPlain("game %d: the move plays nothing (%s expected)", s.Game.ID, w))
	}
	return p, scoring.Refusal("", false, lang.MPlain("game %d is a game of %s: %s is not one of its moves (%s expected)", s.Game.ID, s.Game.Kind.Name(), m.Play.what(), w))
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
	list := lang.OrList(names...)
	if near := scoring.Nearest(s, names); len(near) > 0 {
		return "", scoring.Refusal("", false, lang.MPlain("unknown game %q: did you mean %s? (%s)", s, strings.Join(near, ", "), list))
	}
	return "", scoring.Refusal("", false, lang.MPlain("unknown game %q: use %s", s, list))
}

// ParsePlayers splits "Ana, Ben" at the commas into names, without the
// spaces around them, and checks them with CheckPlayers. A name cannot
// hold a comma (ValidName); other white space (tab, CR) is refused, not
// trimmed.
func ParsePlayers(k Kind, s string) ([]string, error) {
	names := splitNames(s)
	if err := CheckPlayers(k, names); err != nil {
		return nil, err
	}
	return names, nil
}

// ParseName reads one person's name, of no game (a new name for a
// person): without the spaces around it, checked as a new player's name
// (CheckPlayers' checks of each name, G1). A list ("Ana, Ben", which
// ParsePlayers reads) is refused, after the checks of its names. It
// returns a *scoring.Error.
func ParseName(s string) (string, error) {
	names := splitNames(s)
	if err := checkNames(names); err != nil {
		return "", err
	}
	if len(names) != 1 {
		return "", malformed("G1", "%q is not one name", s)
	}
	return names[0], nil
}

// splitNames splits s at the commas, without the spaces around each part.
func splitNames(s string) []string {
	var names []string
	for _, p := range strings.Split(s, ",") {
		names = append(names, strings.Trim(p, " "))
	}
	return names
}

// CheckPlayers checks the players of a new game of kind k: the number of
// players, no empty name, every name valid (ValidName), no name twice (G1:
// names are compared without case). It returns a *scoring.Error.
func CheckPlayers(k Kind, names []string) error {
	if err := checkNames(names); err != nil {
		return err
	}
	if err := k.Players().Check(len(names), string(k)); err != nil {
		return err
	}
	return nil
}

// checkNames checks names as CheckPlayers does, but not their number: no
// empty name, every name valid (ValidName) and a robot only if it is one
// (scoring.CheckRobot), no name twice (G1).
func checkNames(names []string) error {
	seen := map[string]bool{}
	for _, p := range names {
		if p == "" {
			return scoring.Refusal("G1", false, lang.MPlain("a player's name is empty"))
		}
		if err := ValidName(p); err != nil {
			return err
		}
		if err := scoring.CheckRobot(p); err != nil { // robot:evil is no robot (Y8)
			return err
		}
		key := NameKey(p)
		if seen[key] {
			return scoring.Refusal("G1", false, lang.MPlain("%s is named twice: the same name is the same person (G1)", p))
		}
		seen[key] = true
	}
	return nil
}

// NameKey is the identity of a player's name (G1): case-insensitive.
func NameKey(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// IsRobot reports whether a player is a robot ("robot:expert"): see
// scoring.IsRobot.
func IsRobot(name string) bool { return scoring.IsRobot(name) }
