package cmd_test

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
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

// syncBenchDB returns a database of 10,000 generated games for the export
// and import benchmarks (built once, kept in the temporary folder).
func syncBenchDB(b *testing.B) []string {
	db := filepath.Join(os.TempDir(), "scorepad-sync-bench-10k-v7.db")
	env := []string{"SCOREPAD_DB=" + db, "HOME=" + b.TempDir()}
	if _, err := os.Stat(db); err != nil {
		cmd := exec.Command(bin(b), "dev", "fill", "--games", "10000", "--seed", "9")
		cmd.Env = env
		if out, err := cmd.CombinedOutput(); err != nil {
			b.Fatalf("%v %s", err, out)
		}
	}
	return env
}

// BenchmarkExportProcess10k runs a whole `scorepad export -o FILE` of
// 10,000 games (the goal: ≤ 3 s on two cores); it reports the
// peak memory.
func BenchmarkExportProcess10k(b *testing.B) {
	env := syncBenchDB(b)
	out := filepath.Join(b.TempDir(), "e.json")
	procCPU = 0
	var mb float64
	for b.Loop() {
		os.Remove(out)
		_, m := procStats(b, env, "export", "-o", out)
		mb = max(mb, m)
	}
	b.ReportMetric(mb, "peak-MB")
	b.ReportMetric(procCPU.Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkImportProcess10k runs a whole `scorepad import FILE` of 10,000
// games into an empty database (goal: ≤ 6 s on two cores); it reports the
// peak memory.
func BenchmarkImportProcess10k(b *testing.B) {
	env := syncBenchDB(b)
	file := filepath.Join(b.TempDir(), "e.json")
	procStats(b, env, "export", "-o", file)
	procCPU = 0
	var mb float64
	i := 0
	for b.Loop() {
		i++
		into := []string{"SCOREPAD_DB=" + filepath.Join(b.TempDir(), itoa(i)+".db"), "HOME=" + b.TempDir()}
		_, m := procStats(b, into, "import", file)
		mb = max(mb, m)
	}
	b.ReportMetric(mb, "peak-MB")
	b.ReportMetric(procCPU.Seconds()/float64(b.N), "cpu-s/op")
}

// BenchmarkImportProcess200MB imports a file of about 200 MB (the 10,000
// games written again under new UUIDs until the file is that large): the
// peak memory (goal: ≤ 200 MB) does not grow with the file, which is read
// game by game. The file is written line by line, so that this process
// stays small: a child's peak memory counts its parent's at the fork.
func BenchmarkImportProcess200MB(b *testing.B) {
	env := syncBenchDB(b)
	small := filepath.Join(b.TempDir(), "e.json")
	procStats(b, env, "export", "-o", small)
	big := filepath.Join(b.TempDir(), "big.json")
	if err := repeatGames(small, big, 200<<20); err != nil {
		b.Fatal(err)
	}
	procCPU = 0
	var mb float64
	i := 0
	for b.Loop() {
		i++
		into := []string{"SCOREPAD_DB=" + filepath.Join(b.TempDir(), itoa(i)+".db"), "HOME=" + b.TempDir()}
		_, m := procStats(b, into, "import", big)
		mb = max(mb, m)
	}
	b.ReportMetric(mb, "peak-MB")
	b.ReportMetric(procCPU.Seconds()/float64(b.N), "cpu-s/op")
}

// repeatGames writes to out the export in, its game lines written again —
// each copy under a new UUID (its last 12 digits) and no number — until
// out holds at least size bytes.
func repeatGames(in, out string, size int) error {
	w, err := os.Create(out)
	if err != nil {
		return err
	}
	defer w.Close()
	bw := bufio.NewWriter(w)
	written, n := 0, 0
	for pass := 0; written < size; pass++ {
		r, err := os.Open(in)
		if err != nil {
			return err
		}
		sc := bufio.NewScanner(r)
		sc.Buffer(make([]byte, 1<<20), 16<<20)
		for sc.Scan() {
			l := sc.Text()
			if !strings.HasPrefix(l, "    {") {
				if pass == 0 && n == 0 {
					bw.WriteString(l + "\n")
				}
				continue
			}
			g := strings.TrimSuffix(l, ",")
			if n > 0 {
				bw.WriteString(",\n")
			}
			n++
			i := strings.Index(g, `"uuid":"`) + len(`"uuid":"`)
			g = g[:i+24] + fmt.Sprintf("%012x", n) + g[i+36:]
			j := strings.Index(g, `"id":`)
			k := j + strings.Index(g[j:], ",")
			g = g[:j] + `"id":0` + g[k:]
			g = strings.Replace(g, `,"conflict_of":"`, `,"x":"`, 1)
			bw.WriteString("    " + g)
			written += len(g) + 6
		}
		r.Close()
		if err := sc.Err(); err != nil {
			return err
		}
	}
	bw.WriteString("\n  ]\n}\n")
	return bw.Flush()
}
