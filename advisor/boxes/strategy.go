package boxes

import (
	"math"
	"math/rand/v2"

	"github.com/scorepad/scorepad/scoring"
)

// Strategy decides a player's turn: which dice to keep before a rethrow,
// and which box takes the final throw.
type Strategy interface {
	// Keep returns the faces to keep from faces with rollsLeft (1 or 2)
	// throws to come; all five to stop.
	Keep(cols []scoring.Column, faces []uint8, rollsLeft int) []uint8
	// Box returns the column and box for the final hand.
	Box(cols []scoring.Column, h scoring.Hand) (int, scoring.Box)
}

// Expert plays the optimum of its tables (exact for one column). Its
// choices for a sheet state are computed once for the turn, and kept in
// Memo when there is one (shared with other Experts of the same advisor).
type Expert struct {
	A    *Advisor
	Memo *Memo
	cur  *choices
	at   []scoring.Column // the sheet cur is for
}

// choices returns the choices for the sheet cols.
func (e *Expert) choices(cols []scoring.Column) *choices {
	if e.cur == nil || !sameCols(e.at, cols) {
		e.cur = e.A.choicesOf(e.Memo, cols, nil, nil)
		e.at = append(e.at[:0], cols...)
	}
	return e.cur
}

func sameCols(a, b []scoring.Column) bool {
	if len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// Keep keeps the best keep (Turn.BestKeep's choice).
func (e *Expert) Keep(cols []scoring.Column, faces []uint8, rollsLeft int) []uint8 {
	h := scoring.HandOf(faces)
	bits := e.choices(cols).keep[rollsLeft-1][h]
	hf := keeps.faces[keeps.firstOf5+int(h)]
	var out []uint8
	for i := range 5 {
		if bits&(1<<i) != 0 {
			out = append(out, hf[i])
		}
	}
	return out
}

// Box takes the best box.
func (e *Expert) Box(cols []scoring.Column, h scoring.Hand) (int, scoring.Box) {
	w := e.choices(cols).where[h]
	return int(w >> 4), scoring.Box(w & 15)
}

// Normal plays like a fair club player: it keeps its most frequent face
// (the higher on a tie) or a straight draw of four, and writes the box
// worth most now, sparing chance and the five-alike box for later.
type Normal struct{ Rules *scoring.Rules }

// Keep stops on a hand worth 25 or more in a free box, chases a straight
// while a straight box is free, and otherwise keeps its most frequent face.
func (n Normal) Keep(cols []scoring.Column, faces []uint8, rollsLeft int) []uint8 {
	h := scoring.HandOf(faces)
	straightFree := false
	for _, v := range n.Rules.Options(cols, h, nil) {
		if v.Legal && v.Points >= 25 && v.Box != scoring.Chance && v.Box != scoring.ThreeKind && v.Box != scoring.FourKind && !v.Box.Upper() {
			return faces
		}
		if v.Legal && (v.Box == scoring.SmallStraight || v.Box == scoring.LargeStraight) {
			straightFree = true
		}
	}
	var c [7]int
	for _, f := range faces {
		c[f]++
	}
	best := 6
	for f := 6; f >= 1; f-- {
		if c[f] > c[best] {
			best = f
		}
	}
	if straightFree && c[best] < 3 {
		// a run of three or four: keep it, one die of each
		for _, lo := range []int{2, 3, 1} {
			if c[lo] > 0 && c[lo+1] > 0 && c[lo+2] > 0 && c[lo+3] > 0 {
				return []uint8{uint8(lo), uint8(lo + 1), uint8(lo + 2), uint8(lo + 3)}
			}
		}
	}
	var keep []uint8
	for range c[best] {
		keep = append(keep, uint8(best))
	}
	return keep
}

// Box writes the box worth most now, with a small reluctance to spend
// chance or the five-alike box.
func (n Normal) Box(cols []scoring.Column, h scoring.Hand) (int, scoring.Box) {
	best := math.Inf(-1)
	var bc int
	var bb scoring.Box
	for _, v := range n.Rules.Options(cols, h, nil) {
		if !v.Legal {
			continue
		}
		s := float64(v.Points + v.Bonus + v.UpperBonus)
		switch {
		case v.Box == scoring.Chance:
			s -= 10
		case v.Box == n.Rules.FiveBox() && v.Points == 0:
			s -= 8
		case v.Box.Upper():
			s += float64(int(h.Counts()[v.Box.Face()])-3)*float64(v.Box.Face()) + 6 // par is three of a face: the 63 bonus
		case v.Box == scoring.Minus:
			s = -s + 20
		}
		if s > best {
			best, bc, bb = s, int(v.Column), v.Box
		}
	}
	return bc, bb
}

// Game is one simulated game: the final sheet and what was written.
type Game struct {
	Cols  []scoring.Column
	Total int
}

// Decision is a whole turn taken by a strategy: the throws with what was
// kept after each ("66123/66"), the final dice and the box chosen.
type Decision struct {
	Throws []string
	Faces  []uint8
	Column int
	Box    scoring.Box
}

// TakeTurn plays one turn on cols with strategy s: up to three throws of
// dice from die, keeping what s keeps, then the box s chooses.
func TakeTurn(cols []scoring.Column, s Strategy, die func() uint8) Decision {
	faces := make([]uint8, 5)
	for i := range faces {
		faces[i] = die()
	}
	var d Decision
	stopped := false
	for left := scoring.MaxThrows - 1; left >= 1 && !stopped; left-- {
		keep := s.Keep(cols, faces, left)
		d.Throws = append(d.Throws, scoring.ThrowRecord{Dice: faces, Keep: keep}.String())
		if stopped = len(keep) == 5; stopped {
			break
		}
		n := copy(faces, keep)
		for i := n; i < 5; i++ {
			faces[i] = die()
		}
	}
	if !stopped {
		// the last throw, written as kept whole: its dice are the final ones
		d.Throws = append(d.Throws, scoring.ThrowRecord{Dice: faces, Keep: faces}.String())
	}
	d.Faces = faces
	d.Column, d.Box = s.Box(cols, scoring.HandOf(faces))
	return d
}

// Play plays one solitaire game of rules r with strategy s and dice from
// rng, every box written through scoring.
func Play(r *scoring.Rules, s Strategy, rng *rand.Rand) Game {
	cols := make([]scoring.Column, len(r.Columns))
	die := func() uint8 { return uint8(rng.IntN(6) + 1) }
	for turn := 0; turn < r.Turns(); turn++ {
		d := TakeTurn(cols, s, die)
		if _, err := r.Play(cols, d.Column, scoring.HandOf(d.Faces), d.Box); err != nil {
			panic("advisor: strategy chose an illegal box: " + err.Error())
		}
	}
	g := Game{Cols: cols}
	for i := range cols {
		g.Total += cols[i].Total()
	}
	return g
}
