package cmd_test

import (
	"os"
	"os/exec"
	"path/filepath"
	"syscall"
	"testing"
	"time"
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

// procStats runs one scorepad process and returns its wall time and peak
// resident memory, and adds its CPU time to procCPU.
func procStats(b *testing.B, env []string, args ...string) (time.Duration, float64) {
	b.Helper()
	cmd := exec.Command(bin(b), args...)
	cmd.Env = env
	start := time.Now()
	if out, err := cmd.CombinedOutput(); err != nil {
		b.Fatalf("scorepad %v: %v %s", args, err, out)
	}
	wall := time.Since(start)
	ru := cmd.ProcessState.SysUsage().(*syscall.Rusage)
	procCPU += cmd.ProcessState.UserTime() + cmd.ProcessState.SystemTime()
	return wall, float64(ru.Maxrss) / 1024
}

// procCPU is the CPU time of the processes procStats ran.
var procCPU time.Duration

// BenchmarkHintProcess runs a whole `scorepad hint` process on a warm
// cache (the Penta table solved once beforehand); it reports the peak
// memory in MB.
func BenchmarkHintProcess(b *testing.B) {
	home := b.TempDir()
	env := []string{"HOME=" + home, "SCOREPAD_CACHE=" + filepath.Join(home, "cache"), "SCOREPAD_DB=" + filepath.Join(home, "x.db")}
	procStats(b, env, "solve", "penta")
	var mb float64
	procCPU = 0
	for b.Loop() {
		_, m := procStats(b, env, "hint", "penta", "--sheet", "aces=3,threes=9,fives=15", "--dice", "66123", "--rolls-left", "2")
		mb = max(mb, m)
	}
	b.ReportMetric(mb, "peak-MB")
	b.ReportMetric(procCPU.Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkGamesProcess100k runs `scorepad games --all` over 100,000
// finished games (the database generated once, kept in the temporary
// folder between runs).
func BenchmarkGamesProcess100k(b *testing.B) {
	db := filepath.Join(os.TempDir(), "scorepad-games-bench-100k.db")
	env := []string{"SCOREPAD_DB=" + db, "HOME=" + b.TempDir()}
	if _, err := os.Stat(db); err != nil {
		cmd := exec.Command(bin(b), "dev", "fill", "--games", "100000", "--seed", "9")
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v %s", err, out)
		}
	}
	procStats(b, env, "games", "--all") // a migration, if any, runs once
	procCPU = 0
	var mb float64
	for b.Loop() {
		_, m := procStats(b, env, "games", "--all")
		mb = max(mb, m)
	}
	b.ReportMetric(mb, "peak-MB")
	b.ReportMetric(procCPU.Seconds()/float64(b.N), "cpu-s/op")
}
