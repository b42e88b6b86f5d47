package cmd_test

import (
	"regexp"
	"strings"
	"testing"
)

// Every number with decimals a person reads is written the language's way:
// "563.2" in English, "563,2" in French; the English is what it always was
// (no digit grouping), --json is never localised.

var (
	// decimalNumber finds a number with decimals standing alone (not the
	// digits of a Sackson choice "3+4,5+6/3"), in either language.
	decimalNumber = regexp.MustCompile(`(?:^|[\s(])([-+]?[\d,.\x{a0}\x{202f}]*\d[.,]\d+)(?:[\s)\x{a0}]|$)`)
	// englishDecimal and frenchDecimal are such a number written each
	// language's way: "2,084.12" (English grouping where l.Sprintf wrote it
	// before), "2 084,12".
	englishDecimal = regexp.MustCompile(`^[-+]?(\d{1,3}(,\d{3})+|\d+)\.\d+$`)
	frenchDecimal  = regexp.MustCompile(`^[-+]?(\d{1,3}([\x{a0}\x{202f}]\d{3})+|\d+),\d+$`)
)

// wantDecimals fails unless en writes at least n numbers with decimals,
// every one with a decimal point, and fr at least n, every one with a
// decimal comma.
func wantDecimals(t *testing.T, what, en, fr string, n int) {
	t.Helper()
	for _, c := range []struct {
		lang, out string
		want      *regexp.Regexp
	}{{"English", en, englishDecimal}, {"French", fr, frenchDecimal}} {
		found := 0
		for _, m := range decimalNumber.FindAllStringSubmatch(c.out, -1) {
			found++
			if !c.want.MatchString(m[1]) {
				t.Errorf("%s in %s: %q is not written the %s way:\n%s", what, c.lang, m[1], c.lang, c.out)
			}
		}
		if found < n {
			t.Errorf("%s in %s: %d numbers with decimals, want at least %d:\n%s", what, c.lang, found, n, c.out)
		}
	}
}

// inBoth runs scorepad with args in English and in French and returns both
// outputs.
func inBoth(t *testing.T, db string, args ...string) (en, fr string) {
	t.Helper()
	return okc(t, db, args...), okc(t, db, append(args, "--lang", "fr")...)
}

// okc runs scorepad with the shared cache, wants exit 0 and returns stdout.
func okc(t *testing.T, db string, args ...string) string {
	t.Helper()
	r := spc(t, db, args...)
	if r.code != 0 {
		t.Fatalf("scorepad %s: exit %d, stderr %q", strings.Join(args, " "), r.code, r.err)
	}
	return r.out
}

func TestSimulateSacksonDecimalComma(t *testing.T) {
	t.Parallel()
	sackEval(t)
	db := newDB(t)
	en, fr := inBoth(t, db, "simulate", "sackson", "--games", "20", "--strategy", "normal", "--seed", "1")
	wantDecimals(t, "simulate sackson", en, fr, 5) // mean ± stderr, σ, throws a game, seconds
	// the same games: the same mean, only its decimal sign differs
	mean := regexp.MustCompile(`(?:mean|moyenne) (-?\d+[.,]\d)`)
	me, mf := mean.FindStringSubmatch(en), mean.FindStringSubmatch(fr)
	if me == nil || mf == nil || strings.Replace(me[1], ".", ",", 1) != mf[1] {
		t.Errorf("the mean: English %q, French %q", me, mf)
	}
	// the Expert before the shipped one says so
	en, fr = inBoth(t, db, "simulate", "sackson", "--games", "2", "--strategy", "expert", "--rollouts", "4")
	if !strings.Contains(en, "expert, 4 rollouts a split") || !strings.Contains(fr, "expert, 4 simulations par partage") {
		t.Errorf("simulate --rollouts 4 does not say which Expert played:\n%s\n%s", en, fr)
	}
	wantDecimals(t, "simulate sackson --rollouts", en, fr, 5)
	// one rollout, one game: the singular in both languages
	en, fr = inBoth(t, db, "simulate", "sackson", "--games", "1", "--strategy", "expert", "--rollouts", "1")
	if !strings.HasPrefix(en, "1 solo game of Sackson, expert, 1 rollout a split,") || !strings.HasPrefix(fr, "1 partie solitaire de Sackson, expert, 1 simulation par partage,") {
		t.Errorf("simulate --games 1 --rollouts 1:\n%s\n%s", en, fr)
	}
}

func TestHintDecimalCommaSacksonAnd5000(t *testing.T) {
	t.Parallel()
	sackEval(t)
	db := newDB(t)
	en, fr := inBoth(t, db, "hint", "sackson", "--roll", "33456", "--rows", "7:3,8:2", "--fifths", "3:2,5:0")
	if !strings.Contains(fr, "total final espéré") || !strings.Contains(fr, "coûte") {
		t.Fatalf("French Sackson hint: %s", fr)
	}
	wantDecimals(t, "hint sackson", en, fr, 3) // the best, an alternative and its cost
	en, fr = inBoth(t, db, "hint", "5000", "--throw", "115234", "--score", "1000")
	if !strings.Contains(fr, "points espérés") || !strings.Contains(fr, "coûte") {
		t.Fatalf("French 5000 hint: %s", fr)
	}
	wantDecimals(t, "hint 5000", en, fr, 3)
}
