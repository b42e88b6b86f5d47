package advisor

import (
	"bufio"
	"encoding/binary"
	"fmt"
	"hash/crc32"
	"io"
	"math"

	"github.com/scorepad/scorepad/scoring"
)

// The evaluation on disk, like the other tables: magic, version, key,
// the values as little-endian float64, CRC-32. A file of another version,
// penalty, training or size, or a damaged one, is refused with ErrStale.

const (
	sackMagic   = "SCPDSKE\x00"
	sackVersion = 1
	// the training of the shipped evaluation: rounds of policy iteration,
	// games per round, seed
	sackRounds = 3
	sackGames  = 30000
	sackSeed   = 1
)

// SacksonKey names the evaluation for penalty pen (the cache file name).
func SacksonKey(pen scoring.Penalty) string {
	return fmt.Sprintf("sackson-eval-pen%d-r%d-g%d-s%d", pen, sackRounds, sackGames, sackSeed)
}

// SolveSacksonEval computes the evaluation for penalty pen with the
// training the program ships (deterministic).
func SolveSacksonEval(pen scoring.Penalty) *SacksonEval {
	return TrainSackson(pen, sackRounds, sackGames, sackSeed)
}

func (e *SacksonEval) flat() []float64 {
	out := make([]float64, 0, 13*sackC*sackT*sackM)
	for s := range e.W {
		for c := range e.W[s] {
			for t := range e.W[s][c] {
				out = append(out, e.W[s][c][t][:]...)
			}
		}
	}
	return out
}

// WriteTo writes the evaluation in the cache format.
func (e *SacksonEval) WriteTo(out io.Writer) (int64, error) {
	h := crc32.NewIEEE()
	bw := bufio.NewWriter(io.MultiWriter(out, h))
	key := SacksonKey(e.Pen)
	vals := e.flat()
	hdr := append([]byte(sackMagic), binary.LittleEndian.AppendUint32(nil, sackVersion)...)
	hdr = binary.LittleEndian.AppendUint32(hdr, uint32(len(key)))
	hdr = append(hdr, key...)
	hdr = binary.LittleEndian.AppendUint64(hdr, uint64(len(vals)))
	bw.Write(hdr)
	buf := make([]byte, 8)
	for _, v := range vals {
		binary.LittleEndian.PutUint64(buf, math.Float64bits(v))
		bw.Write(buf)
	}
	if err := bw.Flush(); err != nil {
		return 0, err
	}
	_, err := out.Write(binary.LittleEndian.AppendUint32(nil, h.Sum32()))
	return int64(len(hdr) + 8*len(vals) + 4), err
}

// ReadSacksonEval reads the evaluation for penalty pen written by WriteTo,
// or returns ErrStale (wrapped).
func ReadSacksonEval(rd io.Reader, pen scoring.Penalty) (*SacksonEval, error) {
	data, err := io.ReadAll(rd)
	if err != nil {
		return nil, err
	}
	key := SacksonKey(pen)
	e := &SacksonEval{Pen: pen}
	n := len(e.flat())
	head := len(sackMagic) + 8 + len(key) + 8
	if len(data) != head+8*n+4 || string(data[:8]) != sackMagic ||
		binary.LittleEndian.Uint32(data[8:]) != sackVersion ||
		binary.LittleEndian.Uint32(data[12:]) != uint32(len(key)) || string(data[16:16+len(key)]) != key ||
		binary.LittleEndian.Uint64(data[16+len(key):]) != uint64(n) {
		return nil, fmt.Errorf("%w: header", ErrStale)
	}
	if crc32.ChecksumIEEE(data[:len(data)-4]) != binary.LittleEndian.Uint32(data[len(data)-4:]) {
		return nil, fmt.Errorf("%w: checksum", ErrStale)
	}
	p := head
	for s := range e.W {
		for c := range e.W[s] {
			for t := range e.W[s][c] {
				for m := range e.W[s][c][t] {
					v := math.Float64frombits(binary.LittleEndian.Uint64(data[p:]))
					if math.IsNaN(v) || math.IsInf(v, 0) {
						return nil, fmt.Errorf("%w: value", ErrStale)
					}
					e.W[s][c][t][m] = v
					p += 8
				}
			}
		}
	}
	return e, nil
}
