package engine

import (
	"errors"
	"fmt"
	"math"
	"sync"
	"testing"
)

// Keyed makes each key's value once, even asked from many goroutines, and
// keeps the values of different keys apart.
func TestKeyedMakesEachValueOnce(t *testing.T) {
	var k Keyed[int, *int]
	var mu sync.Mutex
	made := map[int]int{}
	mk := func(key int) func() *int {
		return func() *int {
			mu.Lock()
			made[key]++
			mu.Unlock()
			v := key * 10
			return &v
		}
	}
	var wg sync.WaitGroup
	got := make([]*int, 16)
	for i := range got {
		wg.Add(1)
		go func(i int) {
			defer wg.Done()
			got[i] = k.Get(i%2, mk(i%2))
		}(i)
	}
	wg.Wait()
	for i, p := range got {
		if *p != (i%2)*10 || p != got[i%2] {
			t.Fatalf("key %d: got %d (%p), want the one value %d", i%2, *p, p, (i%2)*10)
		}
	}
	if made[0] != 1 || made[1] != 1 {
		t.Fatalf("each value is made once: %v", made)
	}
}

// Spread: mean, sample standard deviation (n − 1), standard error of the
// mean and the extremes; one game has no deviation.
func TestSpread(t *testing.T) {
	mean, sd, se, lo, hi := Spread([]int{2, 4, 4, 4, 5, 5, 7, 9})
	wantSD := math.Sqrt(32.0 / 7)
	if mean != 5 || math.Abs(sd-wantSD) > 1e-12 || math.Abs(se-wantSD/math.Sqrt(8)) > 1e-12 || lo != 2 || hi != 9 {
		t.Fatalf("got %v %v %v %d %d", mean, sd, se, lo, hi)
	}
	mean, sd, se, lo, hi = Spread([]int{250})
	if mean != 250 || sd != 0 || se != 0 || lo != 250 || hi != 250 {
		t.Fatalf("one game: got %v %v %v %d %d", mean, sd, se, lo, hi)
	}
}

// ErrStale is found through the wrapping of every reader's refusal.
func TestErrStaleWrapped(t *testing.T) {
	if err := fmt.Errorf("%w: checksum", ErrStale); !errors.Is(err, ErrStale) {
		t.Fatal("a wrapped refusal is ErrStale")
	}
}
