package scoring_test

import (
	"reflect"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
)

// TestC1_RollForOrderShowsEveryThrow: the dice thrown for the order are
// returned in the order thrown: everyone, then each tie again.
func TestC1_RollForOrderShowsEveryThrow(t *testing.T) {
	t.Parallel()
	// Ana 4, Ben 6, Cléo 4, Dan 6 → Ben and Dan throw again (3, 5), then
	// Ana and Cléo (2, 2), and again (1, 6).
	faces := []uint8{4, 6, 4, 6, 3, 5, 2, 2, 1, 6}
	i := 0
	order, throws := scoring.RollForOrder(4, func() uint8 { f := faces[i]; i++; return f })
	if want := []int{3, 1, 2, 0}; !reflect.DeepEqual(order, want) {
		t.Fatalf("C1 order %v, want %v", order, want)
	}
	want := []scoring.OrderThrow{
		{Seats: []int{0, 1, 2, 3}, Faces: []uint8{4, 6, 4, 6}},
		{Seats: []int{1, 3}, Faces: []uint8{3, 5}},
		{Seats: []int{0, 2}, Faces: []uint8{2, 2}},
		{Seats: []int{0, 2}, Faces: []uint8{1, 6}},
	}
	if !reflect.DeepEqual(throws, want) {
		t.Fatalf("C1 throws %+v, want %+v", throws, want)
	}
}

// TestC1ParsePlayOrder: the order of play is read in both languages, any
// other text refused with the rule.
func TestC1ParsePlayOrder(t *testing.T) {
	for in, want := range map[string]scoring.PlayOrder{"": scoring.OrderGiven, "given": scoring.OrderGiven, "donné": scoring.OrderGiven, "Donne": scoring.OrderGiven,
		"roll": scoring.OrderRoll, "dés": scoring.OrderRoll, "DES": scoring.OrderRoll} {
		if got, err := scoring.ParsePlayOrder(in); err != nil || got != want {
			t.Errorf("ParsePlayOrder(%q) = %q, %v; want %q", in, got, err, want)
		}
	}
	for _, in := range []string{"random", "first", "1"} {
		if _, err := scoring.ParsePlayOrder(in); err == nil || !strings.Contains(err.Error(), "C1") {
			t.Errorf("ParsePlayOrder(%q) = %v; want an error citing C1", in, err)
		}
	}
}
