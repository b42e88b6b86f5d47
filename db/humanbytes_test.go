package db_test

import (
	"testing"

	"github.com/scorepad/scorepad/db"
)

// The free space a full disk leaves is said in both languages, the French
// with the decimal comma and the French units.
func TestHumanBytes(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		n      uint64
		en, fr string
	}{
		{512, "512 B", "512 o"},
		{1536, "1.5 KiB", "1,5 Kio"},
		{12*1<<20 + 300*1<<10, "12.3 MiB", "12,3 Mio"},
		{3 << 30, "3.0 GiB", "3,0 Gio"},
	} {
		if got := db.HumanBytes(c.n); got != c.en {
			t.Errorf("HumanBytes(%d) = %q, want %q", c.n, got, c.en)
		}
		if got := db.HumanBytesFR(c.n); got != c.fr {
			t.Errorf("HumanBytesFR(%d) = %q, want %q", c.n, got, c.fr)
		}
	}
}
