package boxes

import (
	"sync"
	"sync/atomic"

	"github.com/scorepad/scorepad/scoring"
)

// Memo keeps the Expert's choices per sheet state, computed once and reused
// across turns and games (the early states repeat in every game). It is
// safe for concurrent use; Simulate shares one between its goroutines.
// The choices live in chunks without pointers, indexed by the state (one
// column) or by a map of the columns' states, so that the garbage
// collector has nothing to scan. With one column a lookup takes no lock:
// the index and the chunks are published atomically, each entry written
// before its index.
type Memo struct {
	mu     sync.RWMutex
	flat   atomic.Pointer[[]atomic.Int32] // one column: state+1 → position+1 in chunks
	m      map[memoKey]int32
	chunks []atomic.Pointer[[memoChunk]choices]
	n      int
	max    int
	hits   atomic.Int64
	misses atomic.Int64
}

const memoChunk = 1024

// memoKey is the state of each column (state index + 1; 0 past the last
// column).
type memoKey [4]uint32

// choices is every choice of the Expert in one sheet state: the keep for
// each hand with 1 or 2 throws to come (keep[r-1]), and the column and box
// for each final hand.
type choices struct {
	// keep[r-1][h]: which of hand h's five dice (ascending) to keep, as
	// bits 0–4
	keep [2][scoring.NumHands]uint8
	// where[h]: column << 4 | box
	where [scoring.NumHands]uint8
}

// subsetOf returns keep k (a sub-keep of hand h) as bits over the hand's
// dice in ascending order.
func subsetOf(h scoring.Hand, k uint16) uint8 {
	hf := &keeps.faces[keeps.firstOf5+int(h)]
	kf := keeps.faces[k][:keeps.size[k]]
	var bits uint8
	j := 0
	for i := 0; i < 5 && j < len(kf); i++ {
		if hf[i] == kf[j] {
			bits |= 1 << i
			j++
		}
	}
	return bits
}

// NewMemo returns a memo holding at most max states (760 bytes each);
// past that, choices are computed without being kept.
func NewMemo(max int) *Memo {
	return &Memo{m: map[memoKey]int32{}, max: max, chunks: make([]atomic.Pointer[[memoChunk]choices], (max+memoChunk-1)/memoChunk)}
}

// lookup returns the choices kept for k, or nil.
func (m *Memo) lookup(k memoKey, single bool) *choices {
	var i int32
	if single {
		if f := m.flat.Load(); f != nil && int(k[0]) < len(*f) {
			i = (*f)[k[0]].Load()
		}
	} else {
		m.mu.RLock()
		i = m.m[k]
		m.mu.RUnlock()
	}
	if i == 0 {
		return nil
	}
	return &m.chunks[(i-1)/memoChunk].Load()[(i-1)%memoChunk]
}

// store keeps c for k while there is room; size is the number of states of
// a one-column table.
func (m *Memo) store(k memoKey, single bool, size int, c *choices) {
	m.mu.Lock()
	defer m.mu.Unlock()
	if m.n >= m.max {
		return
	}
	f := m.flat.Load()
	if single && f == nil {
		fl := make([]atomic.Int32, size+1)
		f = &fl
		m.flat.Store(f)
	}
	if (single && (*f)[k[0]].Load() != 0) || (!single && m.m[k] != 0) {
		return // another goroutine was first
	}
	chunk := m.chunks[m.n/memoChunk].Load()
	if m.n%memoChunk == 0 {
		chunk = new([memoChunk]choices)
		m.chunks[m.n/memoChunk].Store(chunk)
	}
	chunk[m.n%memoChunk] = *c
	m.n++
	if single {
		(*f)[k[0]].Store(int32(m.n))
	} else {
		m.m[k] = int32(m.n)
	}
}

// HitRate returns the share of lookups answered from the memo.
func (m *Memo) HitRate() float64 {
	h, n := m.hits.Load(), m.misses.Load()
	if h+n == 0 {
		return 0
	}
	return float64(h) / float64(h+n)
}

// Lookups returns how many states were asked for, and how many were held.
func (m *Memo) Lookups() (asked int64, held int) {
	m.mu.RLock()
	defer m.mu.RUnlock()
	return m.hits.Load() + m.misses.Load(), m.n
}

// key returns the memo key of a sheet: the state of each column, except
// that the upper totals which can no longer reach the bonus count as 0.
// Those states share every value of the table (lanesOf computes one and
// copies it; so do the states they lead to, where the bonus stays out of
// reach), so their turns are the same to the bit and so are the choices.
func (a *Advisor) key(cols []scoring.Column) memoKey {
	var k memoKey
	for ci := range cols {
		t := a.tables[ci]
		mask, u, b50 := t.stateOf(&cols[ci])
		if u+t.roomOf[cols[ci].Filled&(1<<(scoring.Sixes+1)-1)] < scoring.UpperBonusThreshold {
			u = 0
		}
		k[ci] = uint32(state(mask, u, b50) + 1)
	}
	return k
}

// choicesOf returns the Expert's choices for the sheet cols, from the memo
// when it holds them; tu is scratch (nil: one is made), and so is c.
func (a *Advisor) choicesOf(m *Memo, cols []scoring.Column, tu *Turn, c *choices) *choices {
	k := a.key(cols)
	single := len(cols) == 1
	if m != nil {
		if c := m.lookup(k, single); c != nil {
			prefetchChoices(c)
			m.hits.Add(1)
			return c
		}
		m.misses.Add(1)
	}
	if tu == nil {
		tu = &Turn{}
	}
	a.turnInto(tu, cols, false)
	if c == nil {
		c = &choices{}
	}
	for r := 1; r <= 2; r++ {
		for h := range c.where {
			c.keep[r-1][h] = subsets[tu.keepArg[r][keeps.firstOf5+h]][h]
		}
	}
	for h := range c.where {
		c.where[h] = uint8(tu.finalCol[h])<<4 | uint8(tu.finalBox[h])
	}
	if m != nil {
		m.store(k, single, len(a.tables[0].E), c)
	}
	return c
}

// subsets[k][h] is subsetOf(h, k) for every sub-keep k of hand h (keep
// major: neighbouring hands often share their best keep, and then one
// cache line).
var subsets = func() *[numKeeps][scoring.NumHands]uint8 {
	var s [numKeeps][scoring.NumHands]uint8
	for h := range scoring.NumHands {
		hf := keeps.faces[keeps.firstOf5+h]
		for bits := range 32 {
			k := uint16(0)
			for i := range 5 {
				if bits&(1<<i) != 0 {
					k = keeps.child[k][hf[i]-1]
				}
			}
			s[k][h] = subsetOf(scoring.Hand(h), k)
		}
	}
	return &s
}()
