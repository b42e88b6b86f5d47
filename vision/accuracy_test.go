package vision

import (
	"fmt"
	"math"
	"os"
	"testing"

	"github.com/scorepad/scorepad/vision/synth"
)

// score is what a set of photos measured: dice read right, photos read
// entirely right, dice called sure and wrong.
type score struct {
	dice, diceRight     int
	photos, photosRight int
	sureWrong           int
	sure                int // dice read and called sure
}

func (s score) String() string {
	return fmt.Sprintf("%d photos, %d dice: %.1f %% of dice right, %.1f %% of photos right, %.2f %% of dice sure but wrong (%.1f %% called sure)",
		s.photos, s.dice, pct(s.diceRight, s.dice), pct(s.photosRight, s.photos), pct(s.sureWrong, s.dice), pct(s.sure, s.dice))
}

func pct(a, b int) float64 {
	if b == 0 {
		return 0
	}
	return 100 * float64(a) / float64(b)
}

// judgeSynth compares a reading with the labels of its photo and adds to
// s; it returns a line saying what went wrong, "" when all is right.
func (s *score) add(r Reading, labels []synth.Label) string {
	s.photos++
	used := make([]bool, len(r.Dice))
	ok := true
	var why string
	for _, l := range labels {
		cx, cy := float64(l.X)+float64(l.W)/2, float64(l.Y)+float64(l.H)/2
		best, bd := -1, math.Inf(1)
		for i, d := range r.Dice {
			dx, dy := float64(d.X)+float64(d.W)/2-cx, float64(d.Y)+float64(d.H)/2-cy
			if dist := math.Hypot(dx, dy); dist < 0.6*float64(max(l.W, l.H)) && dist < bd && !used[i] {
				best, bd = i, dist
			}
		}
		if !l.Unreadable {
			s.dice++
		}
		if best < 0 {
			if !l.Unreadable {
				ok = false
				why += fmt.Sprintf(" missed %d at %d,%d;", l.Value, l.X, l.Y)
			}
			continue
		}
		used[best] = true
		d := r.Dice[best]
		if l.Unreadable {
			if d.Sure && d.Value != l.Value {
				s.sureWrong++
				why += fmt.Sprintf(" unreadable %d read %d sure;", l.Value, d.Value)
			}
			continue
		}
		if d.Sure {
			s.sure++
		}
		if d.Value == l.Value {
			s.diceRight++
		} else {
			ok = false
			why += fmt.Sprintf(" %d read %d (%.2f) at %d,%d;", l.Value, d.Value, d.Confidence, l.X, l.Y)
			if d.Sure {
				s.sureWrong++
				why += " SURE;"
			}
		}
	}
	for i, d := range r.Dice {
		if !used[i] {
			ok = false
			why += fmt.Sprintf(" phantom %d (%.2f) at %d,%d;", d.Value, d.Confidence, d.X, d.Y)
			if d.Sure {
				s.sureWrong++
				why += " SURE;"
			}
		}
	}
	unread := false
	for _, l := range labels {
		unread = unread || l.Unreadable
	}
	if unread && r.Sure {
		ok = false
		why += " sure despite an unreadable die;"
	}
	if ok {
		s.photosRight++
		return ""
	}
	return why
}

// synthScore reads n synthetic photos from seed first, of w×h pixels.
func synthScore(t *testing.T, first uint64, n, w, h int, verbose bool) score {
	var s score
	for k := 0; k < n; k++ {
		seed := first + uint64(k)
		ph := synth.Generate(seed, w, h, synth.Options{})
		r := ReadImage(ph.Image, len(ph.Dice))
		if why := s.add(r, ph.Dice); why != "" && verbose {
			t.Logf("seed %d (%s, tilt %.0f°):%s", seed, ph.Background, ph.Tilt, why)
		}
	}
	return s
}

// TestAccuracySynthQuick reads 30 synthetic photos: a floor well under
// the goal, so that a reader broken shows at once.
func TestAccuracySynthQuick(t *testing.T) {
	s := synthScore(t, 1, 30, 640, 480, testing.Verbose())
	t.Log(s)
	if pct(s.diceRight, s.dice) < 90 || pct(s.sureWrong, s.dice) > 2 {
		t.Errorf("synthetic accuracy too low: %v", s)
	}
}

// TestAccuracySynthLong reads 2000 synthetic photos of 0.3 to 1.2 MP and
// asserts the goal of issue 38 (SCOREPAD_LONG=1).
func TestAccuracySynthLong(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		t.Skip("long check: set SCOREPAD_LONG=1")
	}
	sizes := [][2]int{{640, 480}, {816, 612}, {1024, 768}, {1280, 960}, {768, 1024}}
	var all score
	for i, sz := range sizes {
		s := synthScore(t, 100000+uint64(i)*1000, 400, sz[0], sz[1], false)
		t.Logf("%d×%d: %v", sz[0], sz[1], s)
		all.dice += s.dice
		all.diceRight += s.diceRight
		all.photos += s.photos
		all.photosRight += s.photosRight
		all.sureWrong += s.sureWrong
		all.sure += s.sure
	}
	t.Log("all:", all)
	// the goal of issue 38; measured: 99.2 % of dice, 93.9 % of photos,
	// 0.07 % sure but wrong (the photos are deterministic: a change of the
	// reader that loses some fails here)
	if pct(all.diceRight, all.dice) < 97 || pct(all.photosRight, all.photos) < 90 || pct(all.sureWrong, all.dice) > 1 {
		t.Errorf("synthetic accuracy under the goal (97 %% of dice, 90 %% of photos, ≤ 1 %% sure but wrong): %v", all)
	}
}
