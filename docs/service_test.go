package docs

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// verifyUnit runs systemd-analyze --user verify on a copy of unit in a home
// of its own, where %h/.local/bin/scorepad is an executable as
// install.md puts it; it returns what systemd-analyze said and whether it
// succeeded.
func verifyUnit(t *testing.T, analyze string, unit []byte) (string, bool) {
	t.Helper()
	home := t.TempDir()
	run := filepath.Join(home, "run")
	bin := filepath.Join(home, ".local", "bin")
	for _, d := range []string{run, bin} {
		if err := os.MkdirAll(d, 0o700); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(bin, "scorepad"), []byte("#!/bin/sh\n"), 0o755); err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(home, "scorepad-serve.service")
	if err := os.WriteFile(file, unit, 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(analyze, "--user", "verify", file)
	cmd.Env = []string{"HOME=" + home, "XDG_RUNTIME_DIR=" + run, "PATH=" + os.Getenv("PATH"), "SYSTEMD_LOG_COLOR=0"}
	var out bytes.Buffer
	cmd.Stdout, cmd.Stderr = &out, &out
	err := cmd.Run()
	return strings.TrimSpace(out.String()), err == nil
}

// TestServeUnitVerifies: docs/scorepad-serve.service, the systemd user unit
// install.md gives for scorepad serve on a Raspberry Pi, passes
// systemd-analyze verify without a word (a warning, such as an unknown
// key, is a failure too), and install.md shows the unit as it is.
func TestServeUnitVerifies(t *testing.T) {
	t.Parallel()
	unit, err := os.ReadFile("scorepad-serve.service")
	if err != nil {
		t.Fatal(err)
	}
	guide, err := os.ReadFile("install.md")
	if err != nil {
		t.Fatal(err)
	}
	var body []string // the unit without its comment lines, as install.md shows it
	for _, line := range strings.Split(string(unit), "\n") {
		if !strings.HasPrefix(line, "# ") && line != "#" {
			body = append(body, line)
		}
	}
	if shown := "```ini\n" + strings.Join(body, "\n"); !strings.Contains(string(guide), strings.TrimSpace(shown)+"\n```") {
		t.Errorf("install.md does not show scorepad-serve.service as it is (without its # comments), in an ini block:\n%s", shown)
	}
	analyze, err := exec.LookPath("systemd-analyze")
	if err != nil {
		t.Skip("systemd-analyze is not installed (Debian: apt-get install systemd)")
	}
	if out, ok := verifyUnit(t, analyze, unit); !ok || out != "" {
		t.Errorf("systemd-analyze --user verify scorepad-serve.service: ok %v\n%s", ok, out)
	}
	// the check can fail: a misspelt value is reported
	bad := strings.Replace(string(unit), "Restart=on-failure", "Restart=sometimes", 1)
	if out, _ := verifyUnit(t, analyze, []byte(bad)); !strings.Contains(out, "sometimes") {
		t.Errorf("systemd-analyze said nothing of Restart=sometimes: %q", out)
	}
}
