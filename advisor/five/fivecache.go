package five

import (
	"encoding/binary"
	"fmt"
	"io"
	"math"

	"github.com/scorepad/scorepad/advisor/internal/engine"
	"github.com/scorepad/scorepad/scoring"
)

// A 5000 table on disk, like the Penta tables: a header (magic, format
// version, the rule key, the goal in units, the counts), the values as
// little-endian float64, and a CRC-32 of all that. ReadFiveWin refuses a
// file of another version, rule, size or checksum with ErrStale
// (advisor.ErrStale).

const (
	fiveMagic   = "SCPD5KW\x00"
	fiveVersion = 1
)

// FiveKey names the table of rule (the cache file name).
func FiveKey(rule scoring.BustRule) string { return "5000-win-" + rule.String() }

// WriteTo writes the table in the cache format.
func (w *FiveWin) WriteTo(out io.Writer) (int64, error) {
	key := FiveKey(w.Rule)
	hdr := make([]byte, 0, 64+len(key))
	hdr = append(hdr, fiveMagic...)
	hdr = binary.LittleEndian.AppendUint32(hdr, fiveVersion)
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(key)))
	hdr = append(hdr, key...)
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(w.N))
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(w.States))
	hdr = binary.LittleEndian.AppendUint64(hdr, math.Float64bits(w.Seconds))
	return engine.WriteTable(out, hdr, w.W)
}

// ReadFiveWin reads the table of rule for a game to goal points (5000 for
// the game of C7) written by WriteTo, or returns ErrStale (advisor.ErrStale,
// wrapped) for a file of another version, rule, goal or size, or a damaged
// one.
func ReadFiveWin(rd io.Reader, rule scoring.BustRule, goal int) (*FiveWin, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, err
	}
	key := FiveKey(rule)
	n := goal / scoring.Unit5000
	head := len(fiveMagic) + 8 + len(key) + 24
	if len(data) != head+8*n*n+4 || string(data[:8]) != fiveMagic ||
		binary.LittleEndian.Uint32(data[8:]) != fiveVersion ||
		binary.LittleEndian.Uint32(data[12:]) != uint32(len(key)) || string(data[16:16+len(key)]) != key {
		return nil, fmt.Errorf("%w: header", engine.ErrStale)
	}
	if !engine.SumOK(data) {
		return nil, fmt.Errorf("%w: checksum", engine.ErrStale)
	}
	p := 16 + len(key)
	if binary.LittleEndian.Uint64(data[p:]) != uint64(n) {
		return nil, fmt.Errorf("%w: size", engine.ErrStale)
	}
	w := &FiveWin{Rule: rule, N: n, W: make([]float64, n*n)}
	w.States = int(binary.LittleEndian.Uint64(data[p+8:]))
	w.Seconds = math.Float64frombits(binary.LittleEndian.Uint64(data[p+16:]))
	p += 24
	for i := range w.W {
		v := math.Float64frombits(binary.LittleEndian.Uint64(data[p+8*i:]))
		if !(v >= 0 && v <= 1) {
			return nil, fmt.Errorf("%w: value %d out of [0, 1]", engine.ErrStale, i)
		}
		w.W[i] = v
	}
	return w, nil
}
