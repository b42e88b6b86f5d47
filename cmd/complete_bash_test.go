package cmd_test

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// completeInBash completes line (the cursor at its end) in a plain bash
// (--norc: no bash-completion package) after source <(scorepad completion
// bash): COMP_LINE, COMP_POINT, COMP_WORDS and COMP_CWORD are set as bash
// sets them (words split at blanks and at = and :), the completion
// function registered for scorepad is called, and COMPREPLY is returned.
// With pkg, bash-completion's own file is sourced first.
func completeInBash(t *testing.T, db, line, pkg string) []string {
	t.Helper()
	script := `
if [[ -n $PKG ]]; then source "$PKG"; fi
source <(scorepad completion bash) || exit 9
if [[ -z $PKG ]] && declare -F _get_comp_words_by_ref >/dev/null; then echo "bash-completion is loaded" >&2; exit 8; fi
fn=$(complete -p scorepad | sed -n 's/.*-F \([^ ]*\) .*/\1/p')
COMP_LINE=$LINE
COMP_POINT=${#LINE}
COMP_WORDS=()
read -ra parts <<<"$LINE"
for p in "${parts[@]}"; do
  while [[ $p == *[=:]* ]]; do
    pre=${p%%[=:]*}
    [[ -n $pre ]] && COMP_WORDS+=("$pre")
    COMP_WORDS+=("${p:${#pre}:1}")
    p=${p:${#pre}+1}
  done
  [[ -n $p ]] && COMP_WORDS+=("$p")
done
[[ $LINE == *" " ]] && COMP_WORDS+=("")
COMP_CWORD=$((${#COMP_WORDS[@]} - 1))
COMP_TYPE=9
"$fn" scorepad "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}" 2>/dev/null
printf '%s\n' "${COMPREPLY[@]}"
`
	c := exec.Command("bash", "--norc", "--noprofile", "-c", script)
	c.Env = []string{"PATH=" + filepath.Dir(bin(t)) + ":/usr/bin:/bin", "HOME=" + t.TempDir(), "SCOREPAD_DB=" + db, "LANG=en_US.UTF-8",
		"LINE=" + line, "PKG=" + pkg}
	out, err := c.CombinedOutput()
	if err != nil {
		t.Fatalf("bash, completing %q: %v\n%s", line, err, out)
	}
	return strings.Fields(string(out))
}

// TestCompletionInAPlainBash (issue 31, item 11): source <(scorepad
// completion bash) works in a bash without the bash-completion package
// (it failed with "_get_comp_words_by_ref: command not found"): commands,
// game numbers, flag values after a blank and after "=", and folders;
// and the same with the package when it is installed.
func TestCompletionInAPlainBash(t *testing.T) {
	if os.Getenv("SCOREPAD_LONG") == "" {
		// the completions themselves are tested in process (complete
		// tests); a real bash in a real terminal, in the long suite
		t.Skip("long check (bash in a real terminal): set SCOREPAD_LONG=1")
	}
	if _, err := exec.LookPath("bash"); err != nil {
		t.Skip("no bash")
	}
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana,Ben", "--preset", "francaise")
	dir := t.TempDir()
	os.Mkdir(filepath.Join(dir, "manpages"), 0o755)
	cases := []struct {
		line string
		want []string
	}{
		{"scorepad she", []string{"sheet"}},
		{"scorepad sheet ", []string{"1"}},
		{"scorepad new yams --columns d", []string{"down"}},
		{"scorepad new yams --columns=d", []string{"down"}},
		{"scorepad --lang=f", []string{"fr"}},
		{"scorepad move 1 --player B", []string{"Ben"}},
		{"scorepad man " + dir + "/man", []string{dir + "/manpages"}},
	}
	pkgs := []string{""}
	if p := "/usr/share/bash-completion/bash_completion"; fileExists(p) {
		pkgs = append(pkgs, p)
	}
	// a stand-in for the package's word reader: the script uses it when
	// it is there
	stub := filepath.Join(dir, "stub.bash")
	mark := filepath.Join(dir, "stub-called")
	os.WriteFile(stub, []byte(`_get_comp_words_by_ref() {
    touch "`+mark+`"
    while [[ $1 == -* ]]; do shift 2; done
    words=("${COMP_WORDS[@]:0:COMP_CWORD+1}"); cword=$COMP_CWORD
    cur=${COMP_WORDS[COMP_CWORD]}; prev=${COMP_WORDS[COMP_CWORD-1]}
}
`), 0o644)
	if got := completeInBash(t, db, "scorepad she", stub); strings.Join(got, " ") != "sheet" || !fileExists(mark) {
		t.Errorf("with a word reader loaded: %q, the reader called: %v", got, fileExists(mark))
	}
	for _, pkg := range pkgs {
		for _, tc := range cases {
			if got := completeInBash(t, db, tc.line, pkg); strings.Join(got, " ") != strings.Join(tc.want, " ") {
				t.Errorf("bash-completion %q: %q completes to %q, want %q", pkg, tc.line, got, tc.want)
			}
		}
	}
}

func fileExists(p string) bool { _, err := os.Stat(p); return err == nil }

// TestTerminalCompletionInAPlainBash (issue 31, item 11): in an interactive
// bash without bash-completion (tmux, bash --norc), TAB completes a
// command and a flag's value, and no error is printed.
func TestTerminalCompletionInAPlainBash(t *testing.T) {
	needTmux(t)
	t.Parallel()
	db := newDB(t)
	ok(t, db, "new", "yams", "--players", "Ana,Ben", "--preset", "francaise")
	name := fmt.Sprintf("spc%d", time.Now().UnixNano())
	shell := fmt.Sprintf("env -i PATH=%s:/usr/bin:/bin HOME=%s SCOREPAD_DB=%s LANG=en_US.UTF-8 TERM=xterm PS1='$ ' bash --norc --noprofile -i",
		filepath.Dir(bin(t)), t.TempDir(), db)
	if out, err := exec.Command("tmux", "new-session", "-d", "-s", name, "-x", "80", "-y", "24", shell).CombinedOutput(); err != nil {
		t.Fatalf("tmux: %v %s", err, out)
	}
	s := &screen{t: t, name: name}
	t.Cleanup(s.kill)
	s.send("source <(scorepad completion bash) && echo SOURCED", "Enter")
	s.waitFor("\nSOURCED")
	s.send("scorepad she", "Tab")
	s.waitFor("$ scorepad sheet")
	s.send("C-u", "scorepad new yams --columns=do", "Tab")
	screen := s.waitFor("--columns=down")
	keepScreen("completion-plain-bash.txt", screen)
	if strings.Contains(screen, "command not found") {
		t.Fatalf("completion failed:\n%s", screen)
	}
	s.send("C-u", "exit", "Enter")
}

// TestCompletionHelpSaysBashNeedsNoPackage (issue 31, item 11): completion
// --help says, in both languages, that the bash script needs no
// bash-completion package, and how to keep it in every bash.
func TestCompletionHelpSaysBashNeedsNoPackage(t *testing.T) {
	t.Parallel()
	db := newDB(t)
	for lang, want := range map[string]string{
		"en": "works in a plain bash: the bash-completion package is not needed",
		"fr": "marche dans un bash simple : le paquet bash-completion n'est pas nécessaire",
	} {
		out := strings.Join(strings.Fields(ok(t, db, "--lang", lang, "completion", "--help")), " ")
		for _, w := range []string{want, "echo 'source <(scorepad completion bash)' >> ~/.bashrc"} {
			if !strings.Contains(out, w) {
				t.Errorf("completion --help --lang %s lacks %q:\n%s", lang, w, out)
			}
		}
	}
}
