package scoring

import (
	"strings"
	"unicode"

	"github.com/scorepad/scorepad/internal/lang"
	"golang.org/x/text/unicode/norm"
)

// Box is one box of a Penta or Yam's column. Its value is its bit in a
// column's filled mask.
type Box uint8

// The boxes, upper section first.
const (
	Aces Box = iota
	Twos
	Threes
	Fours
	Fives
	Sixes
	ThreeKind
	FourKind
	Full
	SmallStraight
	LargeStraight
	Chance
	Penta
	Yams
	Plus
	Minus
	NumBoxes
	NoBox Box = 255
)

var boxIDs = [NumBoxes]string{
	"aces", "twos", "threes", "fours", "fives", "sixes",
	"three_kind", "four_kind", "full", "small_straight", "large_straight",
	"chance", "penta", "yams", "plus", "minus",
}

var boxEN = [NumBoxes]string{
	"Aces", "Twos", "Threes", "Fours", "Fives", "Sixes",
	"Three of a kind", "Four of a kind", "Full house", "Small straight", "Large straight",
	"Chance", "Penta", "Yam's", "Plus", "Minus",
}

// boxFR are the French names of the boxes as players type them (ParseBox
// accepts them, BoxNames offers them); the names printed on sheets are
// boxEN's, in the catalogue.
var boxFR = [NumBoxes]string{
	"As", "Deux", "Trois", "Quatre", "Cinq", "Six",
	"Brelan", "Carré", "Full", "Petite suite", "Grande suite",
	"Chance", "Penta", "Yam's", "Plus", "Moins",
}

// aliases maps a folded name (lowercase, no accents, no spaces, dashes,
// underscores or apostrophes) to its box; see the box table of RULES.md.
// The five-alike box is resolved per game in ParseBox.
var aliases = map[string]Box{
	"aces": Aces, "as": Aces, "1": Aces, "un": Aces, "ones": Aces,
	"twos": Twos, "deux": Twos, "2": Twos,
	"threes": Threes, "trois": Threes, "3": Threes,
	"fours": Fours, "quatre": Fours, "4": Fours,
	"fives": Fives, "cinq": Fives, "5": Fives,
	"sixes": Sixes, "six": Sixes, "6": Sixes,
	"threekind": ThreeKind, "brelan": ThreeKind, "3k": ThreeKind,
	"fourkind": FourKind, "carre": FourKind, "4k": FourKind,
	"full": Full, "fullhouse": Full,
	"smallstraight": SmallStraight, "petitesuite": SmallStraight, "ps": SmallStraight, "petite": SmallStraight,
	"largestraight": LargeStraight, "grandesuite": LargeStraight, "gs": LargeStraight, "grande": LargeStraight,
	"chance": Chance,
	"plus":   Plus, "max": Plus,
	"minus": Minus, "moins": Minus, "min": Minus,
}

// fold lowercases s and drops accents, spaces, dashes, underscores and
// apostrophes: "Carré" and "carre", "Petite-suite" and "petite_suite" fold
// alike.
func fold(s string) string {
	plain := true // lower-case ASCII with nothing to drop: already folded
	for i := 0; i < len(s) && plain; i++ {
		c := s[i]
		plain = c < 0x80 && !(c >= 'A' && c <= 'Z') && c != ' ' && c != '-' && c != '_' && c != '\'' && c != '\t'
	}
	if plain {
		return s
	}
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch {
		case unicode.Is(unicode.Mn, r):
		case r == ' ' || r == '-' || r == '_' || r == '\'' || r == '’' || r == '\t':
		default:
			b.WriteRune(unicode.ToLower(r))
		}
	}
	return b.String()
}

// StatsOrder lists every box of both games in the order statistics and
// stored results list them: the upper section, plus and minus, the lower
// boxes, the five-alike boxes, chance.
var StatsOrder = []Box{Aces, Twos, Threes, Fours, Fives, Sixes, Plus, Minus, ThreeKind, FourKind, Full, SmallStraight, LargeStraight, Penta, Yams, Chance}

// BoxIDs returns the IDs of boxes, in order.
func BoxIDs(boxes []Box) []string {
	out := make([]string, len(boxes))
	for i, b := range boxes {
		out[i] = b.ID()
	}
	return out
}

// ID returns the canonical ASCII ID of b ("three_kind").
func (b Box) ID() string {
	if b >= NumBoxes {
		return "?"
	}
	return boxIDs[b]
}

// String returns the ID.
func (b Box) String() string { return b.ID() }

// Label returns the name printed on the sheet ("Three of a kind",
// "Brelan" in French).
func (b Box) Label() lang.Msg {
	if b >= NumBoxes {
		return lang.M("?")
	}
	return lang.M(boxEN[b])
}

// Upper reports whether b is one of aces … sixes.
func (b Box) Upper() bool { return b <= Sixes }

// Face returns the face counted by an upper box (1–6), 0 for the others.
func (b Box) Face() uint8 {
	if b.Upper() {
		return uint8(b) + 1
	}
	return 0
}

// ParseBox returns the box of game g named s: its ID, its French name or an
// alias, in any case, with or without accents, spaces, dashes or
// underscores. It returns an *Error for a name unknown in that game.
func ParseBox(g Game, s string) (Box, error) {
	k := fold(s)
	if b, ok := aliases[k]; ok {
		return b, nil
	}
	switch k {
	case "penta":
		if g == GamePenta {
			return Penta, nil
		}
	case "yams", "yam":
		if g == GameYams {
			return Yams, nil
		}
	case "yahtzee":
		if g == GamePenta {
			return Penta, nil
		}
		return Yams, nil
	}
	if near := Nearest(s, BoxNames(g)); len(near) > 0 {
		return NoBox, badInput("", "unknown box %q: did you mean %s?", s, strings.Join(near, ", "))
	}
	return NoBox, badInput("", "unknown box %q", s)
}

// BoxNames returns every name ParseBox accepts for game g: the IDs first,
// then the French names and the aliases. Completion and "did you mean"
// offer them.
func BoxNames(g Game) []string {
	var names []string
	for b := Box(0); b < NumBoxes; b++ {
		if !boxOfGame(g, b) {
			continue
		}
		names = append(names, boxIDs[b])
	}
	for b := Box(0); b < NumBoxes; b++ {
		if !boxOfGame(g, b) {
			continue
		}
		if fold(boxFR[b]) != fold(boxIDs[b]) {
			names = append(names, strings.ToLower(boxFR[b]))
		}
	}
	return names
}

// HasBox reports whether a sheet of game g can have box b (Plus and Minus
// only under Yam's plus/minus option).
func (g Game) HasBox(b Box) bool { return boxOfGame(g, b) }

// boxOfGame reports whether a sheet of game g can have box b.
func boxOfGame(g Game, b Box) bool {
	switch b {
	case Penta:
		return g == GamePenta
	case Yams, Plus, Minus:
		return g == GameYams
	}
	return true
}
