package advisor

import (
	"fmt"
	"os"

	"github.com/scorepad/scorepad/advisor/boxes"
	"github.com/scorepad/scorepad/scoring"
)

// OpenTable maps the table file at path for rules r and mode instead of
// decoding it (boxes.TableFrom: the values are read where they lie, once
// checked), or returns ErrStale (or the error opening it).
func OpenTable(path string, r *scoring.Rules, mode scoring.Mode) (*boxes.Table, error) {
	if fi, err := os.Stat(path); err != nil {
		return nil, err
	} else if !fi.Mode().IsRegular() {
		return nil, fmt.Errorf("%w: not a regular file", ErrStale) // a FIFO would block
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := mapFile(f)
	if err != nil {
		return nil, err
	}
	return boxes.TableFrom(data, r, mode)
}
