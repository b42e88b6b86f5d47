package scoring

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// Sackson (Can't Stop Express, RULES.md S1–S7): one shared throw of five
// dice, each player splits it into two pairs and a fifth die.

// Penalty is the score of a row with 1–4 checks (S6): 200, or 150 (easy) or
// 100 (children).
type Penalty int

// The penalties of S6: the rule's, and its two variants.
const (
	DefaultPenalty  Penalty = 200
	PenaltyEasy     Penalty = 150
	PenaltyChildren Penalty = 100
)

// Penalties lists the penalties a game may use, the default first.
var Penalties = []Penalty{DefaultPenalty, PenaltyEasy, PenaltyChildren}

// Name returns the penalty as the organiser chooses it: "−200", "−150
// (easy)", "−100 (children)".
func (p Penalty) Label() lang.Msg {
	switch p {
	case PenaltyEasy:
		return lang.M("−%d (easy)", int(p))
	case PenaltyChildren:
		return lang.M("−%d (children)", int(p))
	}
	return lang.M("−%d", int(p))
}

// ParsePenalty reads one of Penalties, 200, 150 or 100 (a leading minus is
// accepted).
func ParsePenalty(s string) (Penalty, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(s), "-"))
	if err == nil {
		for _, p := range Penalties {
			if Penalty(n) == p {
				return p, nil
			}
		}
	}
	return 0, badInput("S6", "penalty %q: use %s (S6)", s, penaltyList())
}

// penaltyList writes Penalties as "200, 150 or 100".
func penaltyList() lang.Msg {
	parts := make([]string, len(Penalties))
	for i, p := range Penalties {
		parts[i] = strconv.Itoa(int(p))
	}
	return lang.OrList(parts...)
}

// SacksonChoice is one player's split of the throw: two pairs and a fifth.
type SacksonChoice struct {
	Pairs [2][2]uint8
	Fifth uint8
}

// Sums returns the two pair sums.
func (c SacksonChoice) Sums() [2]int {
	return [2]int{int(c.Pairs[0][0] + c.Pairs[0][1]), int(c.Pairs[1][0] + c.Pairs[1][1])}
}

// String writes the choice as "3+4,5+6/3".
func (c SacksonChoice) String() string {
	return fmt.Sprintf("%d+%d,%d+%d/%d", c.Pairs[0][0], c.Pairs[0][1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth)
}

func (c SacksonChoice) dice() []uint8 {
	return []uint8{c.Pairs[0][0], c.Pairs[0][1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth}
}

// ParseChoice reads a choice "a+b,c+d/e" written with die faces.
func ParseChoice(s string) (SacksonChoice, error) {
	var c SacksonChoice
	bad := func() (SacksonChoice, error) {
		return SacksonChoice{}, badInput("S2", "choice %q: write two pairs and the fifth die as a+b,c+d/e with die faces, e.g. 3+4,5+6/3 (S2)", s)
	}
	t := strings.ReplaceAll(s, " ", "")
	pairs, fifth, ok := strings.Cut(t, "/")
	if !ok {
		return bad()
	}
	p1, p2, ok := strings.Cut(pairs, ",")
	if !ok {
		return bad()
	}
	for i, p := range []string{p1, p2} {
		a, b, ok := strings.Cut(p, "+")
		if !ok || len(a) != 1 || len(b) != 1 {
			return bad()
		}
		c.Pairs[i] = [2]uint8{a[0] - '0', b[0] - '0'}
	}
	if len(fifth) != 1 {
		return bad()
	}
	c.Fifth = fifth[0] - '0'
	for _, d := range c.dice() {
		if d < 1 || d > 6 {
			return bad()
		}
	}
	return c, nil
}

// Track is one fifth-die track: its value and its checks (S3, S4). Under
// the corrected S4 (SacksonOpeningFree) Checks counts the ticks only: 0 just
// after the track is opened. Under the first reading (SacksonOpeningCounts)
// writing the value was the first check.
type Track struct {
	Value  uint8
	Checks int
}

// SacksonRules is the reading of S4 a Sackson game is played under. A game
// keeps the reading it was created with, so that a saved game replays as it
// was played (a finished game does not reopen, a total does not move).
type SacksonRules uint8

const (
	// SacksonOpeningCounts is the first reading of S4, that of the games
	// saved before the correction: writing a value in a track was its first
	// check, so a track ended the player's game at its 7th tick.
	SacksonOpeningCounts SacksonRules = 1
	// SacksonOpeningFree is S4 as corrected: writing the value opens the
	// track and is not a check; the player's game ends at its 8th tick.
	SacksonOpeningFree SacksonRules = 2
	// SacksonRulesCurrent is the reading new games are played under.
	SacksonRulesCurrent = SacksonOpeningFree
)

// ParseSacksonRules returns the reading numbered n (1 or 2); 0, a game
// that does not name one, is the current reading. Any other number is an
// *Error (a game written by a newer scorepad).
func ParseSacksonRules(n int) (SacksonRules, error) {
	switch n {
	case 0:
		return SacksonRulesCurrent, nil
	case int(SacksonOpeningCounts), int(SacksonOpeningFree):
		return SacksonRules(n), nil
	}
	return 0, badInput("S4", "unknown Sackson rules version %d: this scorepad knows 1 and 2 (S4)", n)
}

// openingChecks is what writing a value in a track puts on it (S4).
func (r SacksonRules) openingChecks() int {
	if r == SacksonOpeningCounts {
		return 1
	}
	return 0
}

// Summary returns one line saying which reading of S4 r is, for the
// sheets of games played under it.
func (r SacksonRules) Summary() lang.Msg {
	if r == SacksonOpeningCounts {
		return lang.M("Played under the first reading of S4 (a game saved before the correction): writing a value in a fifth-die track counted as its first check, so a track ended the game at its 7th tick")
	}
	return lang.M("S4: writing a value opens a fifth-die track and is not a check; a track ends the game at its 8th tick")
}

// SacksonPad is one player's pad: checks per row 2–12, the fifth-die tracks
// in the order they were opened, and whether the player's game has ended.
// Rules is the reading of S4 it is played under; its zero value is the
// current one.
type SacksonPad struct {
	Rows   [13]int // Rows[s] = checks on the row of sum s
	Tracks []Track
	Ended  bool
	Rules  SacksonRules
}

// TracksToEnd is the number of checks on a track that ends a player's game
// (S4).
const TracksToEnd = 8

// NewSacksonPad returns a pad under rules r with tracks already recorded
// (for check), ended when one of them has reached TracksToEnd checks (S4).
func NewSacksonPad(r SacksonRules, tracks []Track) SacksonPad {
	p := SacksonPad{Tracks: tracks, Rules: r}
	p.settle()
	return p
}

// settle ends the player's game when a track has 8 checks (S4).
func (p *SacksonPad) settle() {
	for _, t := range p.Tracks {
		if t.Checks >= TracksToEnd {
			p.Ended = true
		}
	}
}

// FifthDieTracks is how many fifth-die values a player records (S3).
const FifthDieTracks = 3

// ParseFifths reads recorded tracks "3:2,5:0" (value:checks, in the order
// opened) for check. Checks are ticks, the opening not counted (S4): 0 to
// 8, 8 meaning the player's game has ended.
func ParseFifths(s string) ([]Track, error) {
	var out []Track
	if strings.TrimSpace(s) == "" {
		return nil, nil
	}
	seen := map[uint8]bool{}
	for _, item := range strings.Split(s, ",") {
		v, n, ok := strings.Cut(strings.TrimSpace(item), ":")
		val, err1 := strconv.Atoi(v)
		checks, err2 := strconv.Atoi(n)
		if !ok || err1 != nil || err2 != nil || val < 1 || val > 6 || checks < 0 || checks > TracksToEnd {
			return nil, badInput("S4", "track %q: write value:checks, a face 1–6 and 0 to %d checks, the opening not counted (S3, S4)", item, TracksToEnd)
		}
		if seen[uint8(val)] {
			return nil, badInput("S3", "value %d recorded twice: each value has one track (S3)", val)
		}
		seen[uint8(val)] = true
		out = append(out, Track{Value: uint8(val), Checks: checks})
	}
	if len(out) > FifthDieTracks {
		return nil, badInput("S3", "%d tracks: a player records at most three fifth-die values (S3)", len(out))
	}
	return out, nil
}

// SacksonVerdict is the judgement of one choice for one throw.
type SacksonVerdict struct {
	Legal     bool
	Sums      [2]int
	Fifth     int
	FreeThrow bool // S3 "jet sec": nothing checked for the fifth die
	NewTrack  bool // the fifth opens a track
	Rule      string
	why       lang.Msg
}

// Why returns the verdict's explanation, typeset whole.
func (v SacksonVerdict) Why() lang.Msg { return lang.Whole(v.why) }

func sameDice(a, b []uint8) bool {
	if len(a) != len(b) {
		return false
	}
	// the same values as many times each: the same sorted
	var count [256]int
	for i := range a {
		count[a[i]]++
		count[b[i]]--
	}
	for _, v := range a {
		if count[v] != 0 {
			return false
		}
	}
	return true
}

func (p *SacksonPad) track(v uint8) int {
	for i, t := range p.Tracks {
		if t.Value == v {
			return i
		}
	}
	return -1
}

// CheckPlaying returns nil while the pad's player still plays, else an
// *Error (Illegal, S4) saying that their game has ended: "Ana's game has
// ended: a track reached 8 checks (S4)", or of a pad without a name
// ("" for name) "a track has 8 checks: this pad's game has ended (S4)".
func (p *SacksonPad) CheckPlaying(name string) error {
	switch {
	case !p.Ended:
		return nil
	case name == "":
		return illegal("S4", "a track has %d checks: this pad's game has ended (S4)", TracksToEnd)
	}
	return illegal("S4", "%s's game has ended: a track reached %d checks (S4)", name, TracksToEnd)
}

// Judge returns the verdict of choice c for the shared roll (S2, S3, S4).
func (p *SacksonPad) Judge(roll []uint8, c SacksonChoice) SacksonVerdict {
	v := SacksonVerdict{Sums: c.Sums(), Fifth: int(c.Fifth)}
	say := func(rule, key string, args ...any) SacksonVerdict {
		v.Rule, v.why = rule, lang.MPlain(key, args...)
		return v
	}
	if p.Ended {
		return say("S4", "this player's game has ended: a track reached %d checks (S4)", TracksToEnd)
	}
	if !sameDice(roll, c.dice()) {
		return say("S2", "%s does not use the five dice of the throw %s exactly once each (S2)", c, FormatDice(roll))
	}
	switch o := p.Obligation(roll); o.Kind {
	case FifthFreeThrow:
		v.Legal, v.FreeThrow = true, true
		return say("S3", "free throw: the throw shows none of the recorded values %s, so any die is the fifth and nothing is checked (S3)", p.trackList())
	case FifthForced:
		if !o.Allows(c.Fifth) {
			return say("S3", "the throw shows %s, recorded on a track: the fifth die must be one of them, not %d (S3)", o.shownList(), c.Fifth)
		}
		v.Legal = true
		return say("S3", "pairs %d and %d checked; fifth die %d checked on its track (the throw shows a recorded value, S3)", v.Sums[0], v.Sums[1], c.Fifth)
	}
	v.Legal = true
	if p.track(c.Fifth) < 0 {
		v.NewTrack = true
		if p.Rules == SacksonOpeningCounts {
			return say("S3", "pairs %d and %d checked; fifth die %d opens track %d, its first check under the first reading of S4 (S3, S4)", v.Sums[0], v.Sums[1], c.Fifth, len(p.Tracks)+1)
		}
		return say("S3", "pairs %d and %d checked; fifth die %d opens track %d: writing the value is not a check (S3, S4)", v.Sums[0], v.Sums[1], c.Fifth, len(p.Tracks)+1)
	}
	return say("S3", "pairs %d and %d checked; fifth die %d checked on its track (S3)", v.Sums[0], v.Sums[1], c.Fifth)
}

func (p *SacksonPad) trackList() string {
	s := make([]string, len(p.Tracks))
	for i, t := range p.Tracks {
		s[i] = strconv.Itoa(int(t.Value))
	}
	return strings.Join(s, ", ")
}

// Apply judges c and, when legal, checks the pairs' rows and the fifth die's
// track (a new value opens a track: a check only under the first reading of
// S4); a track reaching 8 checks ends the player's game (S4). It returns
// the verdict and an *Error (Illegal) when the choice is refused, leaving the
// pad unchanged.
func (p *SacksonPad) Apply(roll []uint8, c SacksonChoice) (SacksonVerdict, error) {
	v := p.Judge(roll, c)
	if !v.Legal {
		return v, &Error{Rule: v.Rule, Illegal: true, msg: v.why}
	}
	p.Rows[v.Sums[0]]++
	p.Rows[v.Sums[1]]++
	if !v.FreeThrow {
		if i := p.track(c.Fifth); i >= 0 {
			p.Tracks[i].Checks++
		} else {
			p.Tracks = append(p.Tracks, Track{Value: c.Fifth, Checks: p.Rules.openingChecks()})
		}
	}
	p.settle()
	return v, nil
}

// LegalChoices returns every distinct legal choice for roll, pairs written
// smaller sum first.
func (p *SacksonPad) LegalChoices(roll []uint8) []SacksonChoice {
	seen := map[string]bool{}
	var out []SacksonChoice
	for fi := 0; fi < 5; fi++ {
		var rest []uint8
		for i, d := range roll {
			if i != fi {
				rest = append(rest, d)
			}
		}
		// three ways to split four dice into two pairs
		for _, sp := range [][4]int{{0, 1, 2, 3}, {0, 2, 1, 3}, {0, 3, 1, 2}} {
			a := [2]uint8{rest[sp[0]], rest[sp[1]]}
			b := [2]uint8{rest[sp[2]], rest[sp[3]]}
			if a[0] > a[1] {
				a[0], a[1] = a[1], a[0]
			}
			if b[0] > b[1] {
				b[0], b[1] = b[1], b[0]
			}
			if a[0]+a[1] > b[0]+b[1] || (a[0]+a[1] == b[0]+b[1] && a[0] > b[0]) {
				a, b = b, a
			}
			c := SacksonChoice{Pairs: [2][2]uint8{a, b}, Fifth: roll[fi]}
			if seen[c.String()] {
				continue
			}
			seen[c.String()] = true
			if p.Judge(roll, c).Legal {
				out = append(out, c)
			}
		}
	}
	return out
}

// SacksonRowValue is the value of a row (S5).
func SacksonRowValue(sum int) int {
	return [13]int{0, 0, 100, 70, 60, 50, 40, 30, 40, 50, 60, 70, 100}[sum]
}

// The checks of a row (S6): 1 to PenaltyChecks cost the penalty, ZeroChecks
// score 0, each check beyond earns the row's value, up to MaxRowChecks.
const (
	PenaltyChecks = 4
	ZeroChecks    = 5
	MaxRowChecks  = 10
)

// IsPenaltyRow reports whether a row with checks costs the penalty (S6).
func IsPenaltyRow(checks int) bool { return checks >= 1 && checks <= PenaltyChecks }

// SacksonRowScore is the score of a row of sum with checks (S6).
func SacksonRowScore(sum, checks int, pen Penalty) int {
	switch {
	case checks == 0:
		return 0
	case checks <= PenaltyChecks:
		return -int(pen)
	case checks == ZeroChecks:
		return 0
	}
	if checks > MaxRowChecks {
		checks = MaxRowChecks
	}
	return (checks - ZeroChecks) * SacksonRowValue(sum)
}

// Total returns the sum of the row scores (S7).
func (p *SacksonPad) Total(pen Penalty) int {
	t := 0
	for s := 2; s <= 12; s++ {
		t += SacksonRowScore(s, p.Rows[s], pen)
	}
	return t
}
