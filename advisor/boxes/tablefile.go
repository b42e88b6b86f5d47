package boxes

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"
	"unsafe"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// A table on disk: a header (magic, format version, the rule-set key padded
// to 8 bytes, the counts), the values as little-endian float64 starting at
// a multiple of 8, and a CRC-32 of all that. A file whose version, key,
// size or checksum does not match, or that holds a value that is not a
// finite number, is refused: the caller recomputes, never trusts it.
//
// advisor.OpenTable maps the file into memory instead of decoding it
// (TableFrom): the values are read where they lie (on a little-endian
// processor), once checked.

const (
	cacheMagic   = "SCPDTAB\x00"
	cacheVersion = 2
)

// header returns the bytes before the values.
func (t *Table) header() []byte {
	key := Key(t.Rules, t.Rules.Columns[0])
	pad := (8 - len(key)%8) % 8
	hdr := make([]byte, 0, 64+len(key))
	hdr = append(hdr, cacheMagic...)
	hdr = binary.LittleEndian.AppendUint32(hdr, cacheVersion)
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(key)))
	hdr = append(hdr, key...)
	hdr = append(hdr, make([]byte, pad)...)
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(t.size()))
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(t.States))
	hdr = binary.LittleEndian.AppendUint64(hdr, math.Float64bits(t.Seconds))
	return hdr
}

// size is the number of values of the table.
func (t *Table) size() int { return state(1<<t.nb-1, scoring.UpperBonusThreshold, 1) + 1 }

// WriteTo writes the table in the cache format.
func (t *Table) WriteTo(w io.Writer) (int64, error) { return engine.WriteTable(w, t.header(), t.E) }

// ReadTable reads a table written by WriteTo for rules r and mode, or
// returns ErrStale (advisor.ErrStale, wrapped).
func ReadTable(rd io.Reader, r *scoring.Rules, mode scoring.Mode) (*Table, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, err
	}
	return TableFrom(data, r, mode)
}

// TableFrom checks data, a whole table file written by WriteTo, for rules r
// and mode and returns its table, or returns ErrStale (advisor.ErrStale,
// wrapped). The table's values stay in data (on a little-endian processor),
// not copied: data (a mapped file, advisor.OpenTable) must not change while
// the table is used.
func TableFrom(data []byte, r *scoring.Rules, mode scoring.Mode) (*Table, error) {
	t, err := newTable(r, mode)
	if err != nil {
		return nil, err
	}
	t.E = nil
	hdr := t.header()
	n := t.size()
	p := len(hdr)
	if len(data) != p+8*n+4 || string(data[:16+len(Key(t.Rules, mode))]) != string(hdr[:16+len(Key(t.Rules, mode))]) {
		return nil, fmt.Errorf("%w: header", engine.ErrStale)
	}
	if binary.LittleEndian.Uint64(data[p-24:]) != uint64(n) {
		return nil, fmt.Errorf("%w: size", engine.ErrStale)
	}
	if !engine.SumOK(data) {
		return nil, fmt.Errorf("%w: checksum", engine.ErrStale)
	}
	t.States = int(binary.LittleEndian.Uint64(data[p-16:]))
	t.Seconds = math.Float64frombits(binary.LittleEndian.Uint64(data[p-8:]))
	vals := data[p : p+8*n]
	if littleEndian && uintptr(unsafe.Pointer(&vals[0]))%8 == 0 {
		t.E = unsafe.Slice((*float64)(unsafe.Pointer(&vals[0])), n)
	} else {
		t.E = make([]float64, n)
		for i := range t.E {
			t.E[i] = math.Float64frombits(binary.LittleEndian.Uint64(vals[8*i:]))
		}
	}
	for i, v := range t.E {
		if math.IsNaN(v) || math.IsInf(v, 0) {
			t.E = nil
			return nil, fmt.Errorf("%w: value %d is not a finite number", engine.ErrStale, i)
		}
	}
	return t, nil
}

// littleEndian reports the processor's byte order.
var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()
