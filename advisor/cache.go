package advisor

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"

	"github.com/scorepad/scorepad/scoring"
)

// A table on disk: a header (magic, format version, the rule-set key, the
// counts), the values as little-endian float64, and a CRC-32 of all that.
// A file whose version, key, size or checksum does not match is refused:
// the caller recomputes, never trusts it.

const (
	cacheMagic   = "SCPDTAB\x00"
	cacheVersion = 1
)

// ErrStale is returned by ReadTable for a file of another version, rule
// set or size, or a damaged one.
var ErrStale = errors.New("advisor: stale or damaged table file")

// WriteTo writes the table in the cache format.
func (t *Table) WriteTo(w io.Writer) (int64, error) {
	h := crc32.NewIEEE()
	bw := bufio.NewWriter(io.MultiWriter(w, h))
	key := Key(t.Rules, t.Rules.Columns[0])
	hdr := make([]byte, 0, 64+len(key))
	hdr = append(hdr, cacheMagic...)
	hdr = binary.LittleEndian.AppendUint32(hdr, cacheVersion)
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(key)))
	hdr = append(hdr, key...)
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(len(t.E)))
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(t.States))
	hdr = binary.LittleEndian.AppendUint64(hdr, math.Float64bits(t.Seconds))
	bw.Write(hdr)
	buf := make([]byte, 8)
	for _, v := range t.E {
		binary.LittleEndian.PutUint64(buf, math.Float64bits(v))
		bw.Write(buf)
	}
	if err := bw.Flush(); err != nil {
		return 0, err
	}
	sum := binary.LittleEndian.AppendUint32(nil, h.Sum32())
	_, err := w.Write(sum)
	return int64(len(hdr) + 8*len(t.E) + 4), err
}

// ReadTable reads a table written by WriteTo for rules r and mode, or
// returns ErrStale.
func ReadTable(rd io.Reader, r *scoring.Rules, mode scoring.Mode) (*Table, error) {
	t, err := newTable(r, mode)
	if err != nil {
		return nil, err
	}
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, err
	}
	key := Key(t.Rules, mode)
	want := len(cacheMagic) + 8 + len(key) + 24
	n := state(1<<t.nb-1, scoring.UpperBonusThreshold, 1) + 1
	if len(data) != want+8*n+4 || string(data[:8]) != cacheMagic ||
		binary.LittleEndian.Uint32(data[8:]) != cacheVersion ||
		binary.LittleEndian.Uint32(data[12:]) != uint32(len(key)) || string(data[16:16+len(key)]) != key {
		return nil, fmt.Errorf("%w: header", ErrStale)
	}
	body := data[:len(data)-4]
	if crc32.ChecksumIEEE(body) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, fmt.Errorf("%w: checksum", ErrStale)
	}
	p := 16 + len(key)
	if binary.LittleEndian.Uint64(data[p:]) != uint64(n) {
		return nil, fmt.Errorf("%w: size", ErrStale)
	}
	t.States = int(binary.LittleEndian.Uint64(data[p+8:]))
	t.Seconds = math.Float64frombits(binary.LittleEndian.Uint64(data[p+16:]))
	t.E = make([]float64, n)
	p += 24
	for i := range t.E {
		t.E[i] = math.Float64frombits(binary.LittleEndian.Uint64(data[p+8*i:]))
	}
	return t, nil
}
