package scoring

import (
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// FifthDie says what S3 asks of the fifth die for one throw.
type FifthDie uint8

const (
	// FifthFree: fewer than three values are recorded; a new value opens a
	// track, a recorded one is checked on its track.
	FifthFree FifthDie = iota
	// FifthForced: the throw shows recorded values; the fifth die must be one
	// of them, and is checked.
	FifthForced
	// FifthFreeThrow: three values are recorded and the throw shows none
	// ("jet sec"): any die is the fifth and nothing is checked.
	FifthFreeThrow
)

// Obligation is the fifth-die rule that applies to one player for one throw
// (S3).
type Obligation struct {
	Kind  FifthDie
	Shown []uint8 // FifthForced: the recorded values the throw shows, in track order
}

// Obligation returns what S3 asks of p's fifth die for roll.
func (p *SacksonPad) Obligation(roll []uint8) Obligation {
	if len(p.Tracks) < FifthDieTracks {
		return Obligation{Kind: FifthFree}
	}
	c := counts6(roll)
	var o Obligation
	for _, t := range p.Tracks {
		if c[t.Value] > 0 {
			o.Shown = append(o.Shown, t.Value)
		}
	}
	if len(o.Shown) == 0 {
		o.Kind = FifthFreeThrow
	} else {
		o.Kind = FifthForced
	}
	return o
}

// Allows reports whether fifth may be the fifth die under o.
func (o Obligation) Allows(fifth uint8) bool {
	if o.Kind != FifthForced {
		return true
	}
	for _, v := range o.Shown {
		if v == fifth {
			return true
		}
	}
	return false
}

// shownList writes the values shown: "3, 5".
func (o Obligation) shownList() string {
	s := make([]string, len(o.Shown))
	for i, v := range o.Shown {
		s[i] = strconv.Itoa(int(v))
	}
	return strings.Join(s, ", ")
}

// Why says the obligation to the player before they choose.
func (o Obligation) Why() lang.Msg {
	switch o.Kind {
	case FifthForced:
		return lang.M("The throw shows %s: the fifth die must be one of them (S3).", o.shownList())
	case FifthFreeThrow:
		return lang.M("Free throw: none of your three values shows, nothing is checked for the fifth die (S3).")
	}
	return lang.M("Fifth die free: a new value opens a track (S3).")
}
