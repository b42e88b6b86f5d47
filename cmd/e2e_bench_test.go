package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// BenchmarkMoveProcess10k runs a whole `scorepad move` process, from start
// to exit, on a database holding 10,000 finished games.
func BenchmarkMoveProcess10k(b *testing.B) {
	db := filepath.Join(os.TempDir(), "scorepad-move-bench-10k.db")
	env := []string{"SCOREPAD_DB=" + db, "HOME=" + b.TempDir()}
	if _, err := os.Stat(db); err != nil {
		cmd := exec.Command(bin(b), "dev", "fill", "--games", "10000", "--seed", "9")
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v %s", err, out)
		}
	}
	boxes := []string{"aces", "twos", "threes", "fours", "fives", "sixes", "three_kind", "four_kind", "full", "small_straight", "large_straight", "chance", "penta"}
	newGame := func() string {
		cmd := exec.Command(bin(b), "new", "penta", "--players", "Ana")
		cmd.Env = env
		out, err := cmd.Output()
		if err != nil {
			b.Fatal(err)
		}
		return string(out)
	}
	b.StopTimer()
	newGame()
	var list []struct{ ID int64 }
	cmd := exec.Command(bin(b), "games", "--json")
	cmd.Env = env
	out, _ := cmd.Output()
	decodeB(b, out, &list)
	id := list[0].ID
	b.StartTimer()
	i := 0
	for b.Loop() {
		if i == len(boxes) {
			b.StopTimer()
			newGame()
			id++
			i = 0
			b.StartTimer()
		}
		cmd := exec.Command(bin(b), "move", itoa(int(id)), "--dice", "12345", "--box", boxes[i])
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v %s", err, out)
		}
		i++
	}
}
