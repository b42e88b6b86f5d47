package scoring

import (
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// ParseDice reads dice written as "44412", "4 4 4 1 2", "4,4,4,1,2" or
// "4-4-4-1-2" and returns the faces in the order written. It returns an
// *Error naming the problem when a face is not 1–6 or when fewer than min or
// more than max dice are given.
func ParseDice(s string, min, max int) ([]uint8, error) {
	if n := len(s); n > 0 && n >= min && n <= max && strings.Trim(s, "123456") == "" {
		// "44412" as a replayed log writes it: one face per character
		faces := make([]uint8, n)
		for i := range faces {
			faces[i] = s[i] - '0'
		}
		return faces, nil
	}
	s = strings.TrimSpace(s)
	var faces []uint8
	isSep := func(r rune) bool { return r == ' ' || r == ',' || r == '-' || r == ';' || r == '\t' }
	fields := strings.FieldsFunc(s, isSep)
	if len(fields) == 1 {
		// "44412": one face per character.
		fields = strings.Split(fields[0], "")
	}
	for _, f := range fields {
		if len(f) != 1 || f[0] < '0' || f[0] > '9' {
			return nil, badInput("", "%q is not a die face: faces are 1 to 6", f)
		}
		if f[0] < '1' || f[0] > '6' {
			return nil, badInput("", "a die cannot show %s: faces are 1 to 6", f)
		}
		faces = append(faces, f[0]-'0')
	}
	if len(faces) < min || len(faces) > max {
		want := lang.M("%d", min)
		if min != max {
			want = lang.M("%d to %d", min, max)
		}
		if len(faces) == 0 {
			return nil, inputError("", lang.MPlain("no dice given: %s needed", want))
		}
		return nil, inputError("", lang.MSprintf("%d die given, %s needed", len(faces), want))
	}
	return faces, nil
}

func itoa(n int) string {
	if n < 0 {
		return "-" + itoa(-n)
	}
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

// FormatDice writes faces as "44412".
func FormatDice(faces []uint8) string {
	b := make([]byte, len(faces))
	for i, f := range faces {
		b[i] = '0' + f
	}
	return string(b)
}

// Hand is a throw of five dice up to order: an index into the 252 distinct
// multisets. Hands are what the Penta and Yam's rules score; they make every
// score a table lookup.
type Hand uint8

// NumHands is the number of distinct throws of five dice up to order.
const NumHands = 252

type handInfo struct {
	counts [7]uint8 // counts[f] = dice showing face f
	sum    uint8
	faces  [5]uint8 // sorted
}

var (
	hands     [NumHands]handInfo
	handIndex [1 << 15]uint8 // sorted faces packed 3 bits each → Hand
)

func packSorted(f [5]uint8) uint16 {
	return uint16(f[0]) | uint16(f[1])<<3 | uint16(f[2])<<6 | uint16(f[3])<<9 | uint16(f[4])<<12
}

func init() {
	n := 0
	for a := uint8(1); a <= 6; a++ {
		for b := a; b <= 6; b++ {
			for c := b; c <= 6; c++ {
				for d := c; d <= 6; d++ {
					for e := d; e <= 6; e++ {
						h := &hands[n]
						h.faces = [5]uint8{a, b, c, d, e}
						for _, f := range h.faces {
							h.counts[f]++
							h.sum += f
						}
						handIndex[packSorted(h.faces)] = uint8(n)
						n++
					}
				}
			}
		}
	}
}

// HandOf returns the Hand of five faces 1–6 (in any order). It panics on
// anything else: parse user input with ParseDice first.
func HandOf(faces []uint8) Hand {
	var s [5]uint8
	copy(s[:], faces)
	// insertion sort of five
	for i := 1; i < 5; i++ {
		for j := i; j > 0 && s[j] < s[j-1]; j-- {
			s[j], s[j-1] = s[j-1], s[j]
		}
	}
	if len(faces) != 5 || s[0] < 1 || s[4] > 6 {
		panic("scoring: HandOf needs five faces 1-6")
	}
	return Hand(handIndex[packSorted(s)])
}

// HandFromCounts returns the Hand whose face f appears counts[f] times
// (counts[1..6] summing to 5).
func HandFromCounts(counts [7]uint8) Hand {
	var s [5]uint8
	i := 0
	for f := uint8(1); f <= 6; f++ {
		for k := uint8(0); k < counts[f]; k++ {
			s[i] = f
			i++
		}
	}
	return Hand(handIndex[packSorted(s)])
}

// Counts returns how many dice show each face (index 1–6).
func (h Hand) Counts() [7]uint8 { return hands[h].counts }

// Sum returns the sum of the five dice.
func (h Hand) Sum() int { return int(hands[h].sum) }

// Faces returns the five faces in ascending order.
func (h Hand) Faces() [5]uint8 { return hands[h].faces }

// String returns the sorted faces, e.g. "12445".
func (h Hand) String() string { f := hands[h].faces; return FormatDice(f[:]) }

// FiveAlike returns the face shown by all five dice, or 0.
func (h Hand) FiveAlike() uint8 {
	f := hands[h].faces
	if f[0] == f[4] {
		return f[0]
	}
	return 0
}

// maxCount returns the largest number of equal dice and its face.
func (h Hand) maxCount() (n, face uint8) {
	c := &hands[h].counts
	for f := uint8(1); f <= 6; f++ {
		if c[f] >= n {
			n, face = c[f], f
		}
	}
	return
}

// run returns the length of the longest run of consecutive faces present.
func (h Hand) run() int {
	c := &hands[h].counts
	best, cur := 0, 0
	for f := 1; f <= 6; f++ {
		if c[f] > 0 {
			cur++
			if cur > best {
				best = cur
			}
		} else {
			cur = 0
		}
	}
	return best
}

// isFull reports three of one face and two of another.
func (h Hand) isFull() (three, two uint8, ok bool) {
	c := &hands[h].counts
	for f := uint8(1); f <= 6; f++ {
		switch c[f] {
		case 3:
			three = f
		case 2:
			two = f
		}
	}
	return three, two, three != 0 && two != 0
}
