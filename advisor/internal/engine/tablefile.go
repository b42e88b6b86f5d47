package engine

import (
	"bufio"
	"encoding/binary"
	"hash/crc32"
	"io"
	"math"
)

// WriteTable writes a table file as the engines' readers read it: hdr,
// then every value as a little-endian float64, then the CRC-32 (IEEE) of
// all that. It returns the bytes written.
func WriteTable(out io.Writer, hdr []byte, values []float64) (int64, error) {
	h := crc32.NewIEEE()
	bw := bufio.NewWriterSize(io.MultiWriter(out, h), 1<<16)
	bw.Write(hdr)
	buf := make([]byte, 8)
	for _, v := range values {
		binary.LittleEndian.PutUint64(buf, math.Float64bits(v))
		bw.Write(buf)
	}
	if err := bw.Flush(); err != nil {
		return 0, err
	}
	_, err := out.Write(binary.LittleEndian.AppendUint32(nil, h.Sum32()))
	return int64(len(hdr) + 8*len(values) + 4), err
}

// SumOK reports whether data, a whole table file, ends with the CRC-32 of
// what comes before it (WriteTable).
func SumOK(data []byte) bool {
	return len(data) >= 4 && crc32.ChecksumIEEE(data[:len(data)-4]) == binary.LittleEndian.Uint32(data[len(data)-4:])
}
