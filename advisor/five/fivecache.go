package five

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"hash/crc32"
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
	h := crc32.NewIEEE()
	bw := bufio.NewWriter(io.MultiWriter(out, h))
	key := FiveKey(w.Rule)
	hdr := make([]byte, 0, 64+len(key))
	hdr = append(hdr, fiveMagic...)
	hdr = binary.LittleEndian.AppendUint32(hdr, fiveVersion)
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(key)))
	hdr = append(hdr, key...)
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(w.N))
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(w.States))
	hdr = binary.LittleEndian.AppendUint64(hdr, math.Float64bits(w.Seconds))
	bw.Write(hdr)
	buf := make([]byte, 8)
	for _, v := range w.W {
		binary.LittleEndian.PutUint64(buf, math.Float64bits(v))
		bw.Write(buf)
	}
	if err := bw.Flush(); err != nil {
		return 0, err
	}
	_, err := out.Write(binary.LittleEndian.AppendUint32(nil, h.Sum32()))
	return int64(len(hdr) + 8*len(w.W) + 4), err
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
	if crc32.ChecksumIEEE(data[:len(data)-4]) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
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
