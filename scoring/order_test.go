package scoring_test

import (
	"reflect"
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
