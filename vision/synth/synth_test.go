package synth

import (
	"bytes"
	"testing"
)

// TestDeterministic: a seed draws one photo, another seed another.
func TestDeterministic(t *testing.T) {
	a := Generate(42, 320, 240, Options{})
	b := Generate(42, 320, 240, Options{})
	c := Generate(43, 320, 240, Options{})
	if !bytes.Equal(a.Image.Pix, b.Image.Pix) || len(a.Dice) != len(b.Dice) {
		t.Fatal("seed 42 drew two different photos")
	}
	for i := range a.Dice {
		if a.Dice[i] != b.Dice[i] {
			t.Fatalf("seed 42: labels differ: %+v, %+v", a.Dice[i], b.Dice[i])
		}
	}
	if bytes.Equal(a.Image.Pix, c.Image.Pix) {
		t.Fatal("seeds 42 and 43 drew one photo")
	}
}

// TestLabels: the dice asked for are drawn, faces 1 to 6, inside the
// photo unless labelled cut by the frame.
func TestLabels(t *testing.T) {
	for seed := uint64(1); seed <= 20; seed++ {
		p := Generate(seed, 320, 240, Options{Dice: 5, Clean: true})
		if len(p.Dice) != 5 {
			t.Errorf("seed %d: %d dice drawn, want 5", seed, len(p.Dice))
		}
		for _, d := range p.Dice {
			if d.Value < 1 || d.Value > 6 || d.W <= 0 || d.H <= 0 {
				t.Errorf("seed %d: label %+v", seed, d)
			}
			in := d.X >= 0 && d.Y >= 0 && d.X+d.W <= 320 && d.Y+d.H <= 240
			if in == (d.Why == "cut by the frame") {
				t.Errorf("seed %d: label %+v inside %v", seed, d, in)
			}
		}
	}
}
