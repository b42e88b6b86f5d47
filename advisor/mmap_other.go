//go:build !unix

package advisor

import (
	"io"
	"os"
)

// mapFile reads f whole where memory maps are not used.
func mapFile(f *os.File) ([]byte, error) { return io.ReadAll(f) }
