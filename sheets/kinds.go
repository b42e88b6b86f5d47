package sheets

import (
	"slices"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// model is one kind of game behind State: how its sheets start, how a move
// is judged and written, a player's total and statistics, the grid every
// printer draws (Table) and the figures sheet --json prints (Doc). Each game is one implementation
// (box.go, five.go, sackson.go), registered once in registry below: the
// one place that names the kinds.
type model interface {
	// prepare completes the options of a game about to be created.
	prepare(g *Game)
	// seat orders the players of a new game once its state is sound
	// (Service.Create), throwing dice with roll where the rules say so.
	seat(g *Game, roll func() uint8)
	// start lays out the empty sheets of s.
	start(s *State) error
	// options checks the organiser's options of a game of the kind, as
	// the command that creates one would have written them: a *scoring.Error
	// naming the option (bad input).
	options(k Kind, o Options) error
	// newOptions returns the engine's options type, empty, to read
	// (optionsjson.go): a pointer to a struct whose JSON tags are its keys.
	newOptions() optionsReader
	// check judges what only a live move carries (not replayed: moves
	// saved before a check existed keep replaying as they did).
	check(s *State, m Move) error
	// apply judges m for s and, when the rules accept it, writes it; when
	// out is not nil, it says there what the move did (the engine's
	// OutcomeDetail: a replay keeps none and allocates none). A play of
	// another kind is bad input (playOf).
	apply(s *State, m Move, out *Outcome) error
	// canonical returns m as the move log holds it (names typed in any
	// language or alias written as IDs); m itself when nothing changes.
	canonical(s *State, m Move) Move
	// decode reads a move's JSON into the kind's own play.
	decode(data []byte) (Play, error)
	// newFlat returns an empty play of the kind for flatObject to fill.
	newFlat() flatPlay
	// total is the score of seat.
	total(s *State, seat int) int
	// results sets the Figures of every seat's final line (out, by seat):
	// the engine's own type, one slice of them for the game.
	results(s *State, out []Result)
	// table lays the sheets out as the one grid printers draw.
	table(s *State, t *Table, l lang.Lang, winners map[int]bool)
	// doc returns seat's sheet as numbers (Doc, sheet --json): the
	// engine's own SheetDoc.
	doc(s *State, seat int) SheetDoc
	// ruleKey returns the parts of the rule-set key of a game of kind k
	// under options o (RuleSetOf), their defaults filled in; none where
	// the kind has one rule set.
	ruleKey(k Kind, o Options) []string
	// ruleText says the rule set of o in l (RuleSet.Text), "" where the
	// kind has one rule set.
	ruleText(k Kind, o Options, l lang.Lang) string
	// ruleLabel says it in a few words (RuleSet.Label, the statistics'
	// groups), "" where the kind has one rule set.
	ruleLabel(k Kind, o Options, l lang.Lang) string
	// ruleOptions reads back the options of the parts ruleKey wrote
	// (ParseRuleSet); an unknown part is left at its default.
	ruleOptions(parts []string) Options
}

// KindInfo describes one game in the registry.
type KindInfo struct {
	Kind  Kind
	Name  string // as printed: "Yam's"
	Title string // short, for headings: "Sackson" (Name when empty)
	// Pitch is the line menus offer the game with.
	Pitch   lang.Msg
	Aliases []string // other names ParseKind accepts
	Players scoring.PlayerRange
	// Shared is true when every player still in plays each round at once
	// (one shared throw, S1): no seat is to move.
	Shared bool
	// Organiser is true when the organiser of a new game chooses options
	// of the rules (Yam's columns, 5000's bust rule, Sackson's penalty).
	Organiser bool
	// Engine is the model the kind is played on. The layers above sheets
	// register their per-kind behaviour (forms, dialogue, advice, reviews,
	// the generator) under it, never under the kind: a new kind played on
	// an existing engine is one entry here.
	Engine Engine
	// BGStats is how Board Game Stats files the game: its name, and the
	// options that name the variant played (Options' JSON keys, in order).
	BGStats BGStats
	// RobotRule is the rule a refusal about a robot's turn cites:
	// scoring.RobotRuleNamed where the game's rules name the robot, else
	// (empty) scoring.RobotRuleProgram.
	RobotRule string
	// Mix is how often the generator of realistic games (internal/gen)
	// draws the kind, as a weight against the other kinds' (a family's
	// habits).
	Mix   int
	model model
}

// Engine names a model of game: boxes (Penta, Yam's), 5000, Sackson.
type Engine string

// The engines of the registry.
const (
	EngineBoxes   Engine = "boxes"
	EngineFive    Engine = "5000"
	EngineSackson Engine = "sackson"
)

// BGStats is a kind's entry in a Board Game Stats file.
type BGStats struct {
	Name string
	// Board lists the options (JSON keys of the engine's options) that
	// name the variant, written in the play's board field when set.
	Board []string
}

// registry is the list of games, in the order menus offer them.
var registry = []KindInfo{
	{Kind: Penta, Name: "Penta", Pitch: lang.M("Penta — Yahtzee-style, 13 boxes"), Players: scoring.PlayersPenta, Engine: EngineBoxes,
		BGStats: BGStats{Name: "Penta"}, Mix: 4, model: boxModel{game: scoring.GamePenta}},
	{Kind: Yams, Name: "Yam's", Pitch: lang.M("Yam's — the French sheet, up to four columns"), Aliases: []string{"yam's", "yam", "yahtzee"}, Players: scoring.PlayersYams, Organiser: true, Engine: EngineBoxes,
		BGStats: BGStats{Name: "Yam's", Board: []string{"columns", "full", "four_kind", "plus_minus"}}, RobotRule: scoring.RobotRuleNamed, Mix: 3, model: boxModel{game: scoring.GameYams}},
	{Kind: FiveThousand, Name: "5000", Pitch: lang.M("5000 — six dice, first to 5000"), Players: scoring.Players5000, Organiser: true, Engine: EngineFive,
		BGStats: BGStats{Name: "5000", Board: []string{"bust_rule"}}, Mix: 2, model: fiveModel{}},
	{Kind: Sackson, Name: "Sackson (Can't Stop Express)", Title: "Sackson", Pitch: lang.M("Sackson — Can't Stop Express, shared throws"), Aliases: []string{"cantstop", "can't-stop", "solitaire"}, Players: scoring.PlayersSackson, Shared: true, Organiser: true, Engine: EngineSackson,
		BGStats: BGStats{Name: "Can't Stop Express (Sackson)", Board: []string{"penalty"}}, Mix: 1, model: sacksonModel{}},
}

// CheckOptions checks the options of a game of kind k as the command that
// creates one would have written them (an import's): a *scoring.Error
// (bad input) naming what is wrong.
func CheckOptions(k Kind, o Options) error {
	info, ok := lookup(k)
	if !ok {
		_, err := ParseKind(string(k))
		return err
	}
	return info.model.options(k, o)
}

// foreignOptions is the error of options another kind of game has.
func foreignOptions(k Kind) error {
	return malformed("", "options of another game for a game of %s", k.Name())
}

// Kinds lists the games, in the order menus offer them.
var Kinds = func() []Kind {
	out := make([]Kind, len(registry))
	for i, info := range registry {
		out[i] = info.Kind
	}
	return out
}()

// lookup returns the registry entry of k.
func lookup(k Kind) (KindInfo, bool) {
	for _, info := range registry {
		if info.Kind == k {
			return info, true
		}
	}
	return KindInfo{}, false
}

// Info returns the registry entry of k; ok is false for an unknown kind.
func (k Kind) Info() (info KindInfo, ok bool) { return lookup(k) }

// Name returns the game's name as printed ("Yam's").
func (k Kind) Name() string {
	if info, ok := lookup(k); ok {
		return info.Name
	}
	return string(k)
}

// Title returns the game's short name, for headings ("Sackson").
func (k Kind) Title() string {
	if info, ok := lookup(k); ok && info.Title != "" {
		return info.Title
	}
	return k.Name()
}

// Pitch returns the line menus offer the game with, in language l.
func (k Kind) Pitch(l lang.Lang) string {
	info, _ := lookup(k)
	return l.Say(info.Pitch)
}

// Players returns how many may play kind k (scoring's PlayerRange).
func (k Kind) Players() scoring.PlayerRange {
	info, _ := lookup(k)
	return info.Players
}

// RobotRule returns the rule a refusal about a robot's turn cites in a game
// of kind k (scoring.RobotRuleNamed or RobotRuleProgram).
func (k Kind) RobotRule() string {
	if info, _ := lookup(k); info.RobotRule != "" {
		return info.RobotRule
	}
	return scoring.RobotRuleProgram
}

// KindsOf lists the kinds played on engine e, in the registry's order.
func KindsOf(e Engine) []Kind {
	var out []Kind
	for _, info := range registry {
		if info.Engine == e {
			out = append(out, info.Kind)
		}
	}
	return out
}

// Engines lists the engines of the registry, each once, in the order of
// their first kind (the registry's order): every layer that goes through
// the engines goes in this order.
func Engines() []Engine {
	entries := engineEntries()
	out := make([]Engine, len(entries))
	for i, info := range entries {
		out[i] = info.Engine
	}
	return out
}

// engineEntries returns the registry entry of each engine's first kind
// (its model), in the order of Engines.
func engineEntries() []KindInfo {
	var out []KindInfo
	for _, info := range registry {
		if !slices.ContainsFunc(out, func(e KindInfo) bool { return e.Engine == info.Engine }) {
			out = append(out, info)
		}
	}
	return out
}

// Engine returns the model kind k is played on ("" for an unknown kind).
func (k Kind) Engine() Engine {
	info, _ := lookup(k)
	return info.Engine
}

// BoxGame returns the box game of a kind scored box by box (Penta, Yam's);
// ok is false for the others.
func (k Kind) BoxGame() (g scoring.Game, ok bool) {
	info, _ := lookup(k)
	bm, ok := info.model.(boxModel)
	return bm.game, ok
}
