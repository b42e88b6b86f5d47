package cmd

import (
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/pflag"
)

// TestOrganiserFlagsRefusedByOneCheck (issue 29, item 1): every organiser's
// option an engine declares (new's, and the rules of check, hint, solve and
// simulate) is taken by the kinds listed here and refused for every other
// kind by the one generic check (rulesFlags.refuse), the refusal naming the
// option and the games that take it, in both languages; Penta takes none of
// Yam's options although it shares the box engine (P1).
func TestOrganiserFlagsRefusedByOneCheck(t *testing.T) {
	t.Parallel()
	yams := []sheets.Kind{sheets.Yams}
	takes := map[string][]sheets.Kind{"columns": yams, "preset": yams, "full": yams, "four-kind": yams, "plus-minus": yams,
		"bust-rule": {sheets.FiveThousand}, "penalty": {sheets.Sackson}}
	value := map[string]string{"plus-minus": "true", "penalty": "150"}
	for _, name := range []string{"rules", "new"} {
		var all rulesFlags
		all.bind(name, pflag.NewFlagSet(name, pflag.ContinueOnError))
		want := maps.Clone(takes)
		if name == "new" {
			want["order"] = []sheets.Kind{sheets.FiveThousand}
		}
		if got := all.set.takers; !reflect.DeepEqual(got, want) {
			t.Errorf("%s: organiser's options taken %v, want %v", name, got, want)
		}
		for flag, takers := range want {
			for _, k := range sheets.Kinds {
				rf := formRulesGiven(t, name, "--"+flag+"="+value[flag])
				err := rf.refuse(k)
				if slices.Contains(takers, k) {
					if err != nil {
						t.Errorf("%s %s --%s refused: %v", name, k, flag, err)
					}
					continue
				}
				fe, ok := err.(*flagError)
				if !ok {
					t.Errorf("%s %s --%s: want a flag error (exit 2), got %v", name, k, flag, err)
					continue
				}
				en := "--" + flag + " is a " + takers[0].Title() + " option, not a " + k.Title() + " option"
				fr := "--" + flag + " est une option du " + takers[0].Title() + ", pas du " + k.Title()
				if lang.EN.Say(fe.msg) != en || lang.FR.Say(fe.msg) != fr {
					t.Errorf("%s %s --%s: %q / %q, want %q / %q", name, k, flag, lang.EN.Say(fe.msg), lang.FR.Say(fe.msg), en, fr)
				}
			}
		}
	}
}

// formRulesGiven binds the organiser's options of command name and parses
// args, as the command line gives them.
func formRulesGiven(t *testing.T, name string, args ...string) rulesFlags {
	t.Helper()
	var rf rulesFlags
	rf.bind(name, pflag.NewFlagSet(name, pflag.ContinueOnError))
	if err := rf.fs.Parse(args); err != nil {
		t.Fatalf("%s %v: %v", name, args, err)
	}
	return rf
}

// TestOrganiserOptionsConvert: each engine turns its own organiser's
// options into its rules (Y6, C2, C1, S6); none given is every engine's
// defaults, and a form's answers read as the flags they stand for.
func TestOrganiserOptionsConvert(t *testing.T) {
	t.Parallel()
	var none rulesFlags
	if c, err := boxRulesOf(&none).config(sheets.Penta); err != nil || c.Game != scoring.GamePenta {
		t.Errorf("penta config %+v %v", c, err)
	}
	if c, err := boxRulesOf(&none).config(sheets.Yams); err != nil || c.Game != scoring.GameYams || len(c.Columns) != 1 {
		t.Errorf("yams config %+v %v", c, err)
	}
	if r, err := fiveRulesOf(&none).bust(); err != nil || r != scoring.BustBooklet {
		t.Errorf("bust rule %v %v", r, err)
	}
	if p, err := sacksonRulesOf(&none).pen(); err != nil || p != scoring.DefaultPenalty {
		t.Errorf("penalty %v %v", p, err)
	}
	rf := formRulesGiven(t, "new", "--columns", "down,up", "--plus-minus", "--bust-rule", "nothing-scores", "--order", "roll", "--penalty", "100")
	if c, err := boxRulesOf(&rf).config(sheets.Yams); err != nil || len(c.Columns) != 2 || !c.PlusMinus {
		t.Errorf("yams --columns down,up --plus-minus: %+v %v", c, err)
	}
	if r, err := fiveRulesOf(&rf).bust(); err != nil || r != scoring.BustNothingScores || fiveRulesOf(&rf).order != "roll" {
		t.Errorf("5000 --bust-rule nothing-scores --order roll: %v %q %v", r, fiveRulesOf(&rf).order, err)
	}
	if p, err := sacksonRulesOf(&rf).pen(); err != nil || p != 100 {
		t.Errorf("sackson --penalty 100: %v %v", p, err)
	}
	// Penta's options past the check are scoring's refusal (P1).
	if c, err := boxRulesOf(&rf).config(sheets.Penta); err == nil {
		if _, err := c.Compile(); err == nil {
			t.Error("penta compiled with --columns")
		}
	}
	form := formRules("rules", tbl.BoxNewAnswers{Columns: "down"}.Args())
	if !form.given() || boxRulesOf(&form).plusMinus || boxRulesOf(&form).fs.Changed("preset") {
		t.Errorf("form answers read as flags: %+v", boxRulesOf(&form))
	}
	if err := form.refuse(sheets.Penta); err == nil {
		t.Error("a form's --columns for Penta not refused")
	}
}

// TestEngineFlagsRefusedByOneCheck (issue 29, item 1): every flag an
// engine declares for move, hint, check or simulate is taken for its own
// kinds and refused for every other kind by the one generic check, the
// refusal naming the flag and the games that take it, in both languages.
func TestEngineFlagsRefusedByOneCheck(t *testing.T) {
	t.Parallel()
	value := map[string]string{"points": "100", "turn-total": "50", "score": "0", "rolls-left": "1", "rollouts": "0", "bust": "true"}
	for _, cmdName := range []string{"move", "hint", "check", "simulate"} {
		fs := pflag.NewFlagSet(cmdName, pflag.ContinueOnError)
		s := bindEngineFlags(cmdName, fs)
		if len(s.takers) == 0 {
			t.Fatalf("%s: no engine flag bound", cmdName)
		}
		for name, takers := range s.takers {
			v, ok := value[name]
			if !ok {
				v = "x"
			}
			for _, k := range sheets.Kinds {
				given := pflag.NewFlagSet(cmdName, pflag.ContinueOnError)
				gs := bindEngineFlags(cmdName, given)
				if err := given.Parse([]string{"--" + name + "=" + v}); err != nil {
					t.Fatalf("%s --%s: %v", cmdName, name, err)
				}
				err := gs.refuse(given, k)
				if slices.Contains(takers, k) {
					if err != nil {
						t.Errorf("%s %s --%s refused: %v", cmdName, k, name, err)
					}
					continue
				}
				fe, ok := err.(*flagError)
				if !ok {
					t.Errorf("%s %s --%s: want a flag error (exit 2), got %v", cmdName, k, name, err)
					continue
				}
				taker := takers[0].Title()
				if !strings.Contains(lang.EN.Say(fe.msg), "--"+name+" is a ") || !strings.Contains(lang.EN.Say(fe.msg), taker) || !strings.Contains(lang.EN.Say(fe.msg), "not a "+k.Title()) {
					t.Errorf("%s %s --%s: %q does not name the flag, %s and %s", cmdName, k, name, lang.EN.Say(fe.msg), taker, k.Title())
				}
				if !strings.Contains(lang.FR.Say(fe.msg), "--"+name+" est une option du ") || !strings.Contains(lang.FR.Say(fe.msg), "pas du "+k.Title()) {
					t.Errorf("%s %s --%s: French %q", cmdName, k, name, lang.FR.Say(fe.msg))
				}
			}
		}
	}
}

// TestSharedEngineFlagSetsBoth: a flag two engines take (simulate's
// --strategy, Penta/Yam's and Sackson) is one flag whose value reaches
// both engines' structs.
func TestSharedEngineFlagSetsBoth(t *testing.T) {
	t.Parallel()
	fs := pflag.NewFlagSet("simulate", pflag.ContinueOnError)
	s := bindEngineFlags("simulate", fs)
	if err := fs.Parse([]string{"--strategy", "normal"}); err != nil {
		t.Fatal(err)
	}
	box := s.of[sheets.EngineBoxes].(*boxSimulateFlags)
	sack := s.of[sheets.EngineSackson].(*sacksonSimulateFlags)
	if box.strategy != "normal" || sack.strategy != "normal" {
		t.Errorf("--strategy normal reached %q and %q", box.strategy, sack.strategy)
	}
	if got := s.takers["strategy"]; !reflect.DeepEqual(got, []sheets.Kind{sheets.Penta, sheets.Yams, sheets.Sackson}) {
		t.Errorf("--strategy taken by %v", got)
	}
}

// TestFormAnswersReadAsFlags (issue 29, item 1): the answers of the
// table's forms, each engine's own type, are read back by cmd as the
// flags they stand for, on the flag sets the commands bind — the
// wizard's as new's organiser's options, the check form's as check's
// flags and rules, the edit form's as move's — and another engine's
// flags are refused by the same check as on the command line.
func TestFormAnswersReadAsFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		a    tbl.Answers
		want map[string]string
	}{
		{tbl.BoxNewAnswers{Columns: "down,up", Full: "sum", PlusMinus: true}, map[string]string{"columns": "down,up", "full": "sum", "plus-minus": "true"}},
		{tbl.FiveNewAnswers{BustRule: "nothing-scores", Order: "roll"}, map[string]string{"bust-rule": "nothing-scores", "order": "roll"}},
		{tbl.SacksonNewAnswers{Penalty: "150"}, map[string]string{"penalty": "150"}},
	} {
		o := newGameOptions(&factory{}, tbl.NewGame{Options: c.a})
		if o.rules.err != nil {
			t.Fatalf("%#v: %v", c.a, o.rules.err)
		}
		assertChanged(t, o.rules.fs, c.want)
	}
	if o := newGameOptions(&factory{}, tbl.NewGame{Kind: sheets.Penta}); o.rules.given() {
		t.Error("Penta's wizard asks no option: none given")
	}
	for _, c := range []struct {
		c       tbl.Check
		want    map[string]string
		refused sheets.Kind
	}{
		{tbl.Check{Game: "yams", Asked: tbl.BoxCheckAnswers{Dice: "66666", Sheet: "yams=50", BoxNewAnswers: tbl.BoxNewAnswers{Preset: "francaise"}}},
			map[string]string{"dice": "66666", "sheet": "yams=50", "preset": "francaise"}, sheets.FiveThousand},
		{tbl.Check{Game: "5000", Asked: tbl.FiveCheckAnswers{Throw: "155234", Keep: "155", BustRule: "booklet"}},
			map[string]string{"throw": "155234", "keep": "155", "bust-rule": "booklet"}, sheets.Sackson},
		{tbl.Check{Game: "sackson", Asked: tbl.SacksonCheckAnswers{Roll: "33456", Choice: "3+4,5+6/3"}},
			map[string]string{"roll": "33456", "choice": "3+4,5+6/3"}, sheets.Penta},
	} {
		o, err := checkOf(&factory{}, c.c)
		if err != nil {
			t.Fatalf("%#v: %v", c.c, err)
		}
		assertChanged(t, o.fs, c.want)
		k := sheets.Kind(c.c.Game)
		if err := o.rules.refuse(k); err != nil {
			t.Errorf("%s's own options refused: %v", k, err)
		}
		if err := o.engines.refuse(o.fs, k); err != nil {
			t.Errorf("%s's own flags refused: %v", k, err)
		}
		if err := o.engines.refuse(o.fs, c.refused); err == nil {
			t.Errorf("%s's flags taken for %s", k, c.refused)
		}
	}
	s, fs, err := parseArgs("move", tbl.ArgsOf(tbl.FiveEditAnswers{Points: 650, PointsSet: true}))
	if err != nil {
		t.Fatal(err)
	}
	assertChanged(t, fs, map[string]string{"points": "650"})
	if s.refuse(fs, sheets.FiveThousand) != nil || s.refuse(fs, sheets.Yams) == nil {
		t.Error("--points: a 5000 flag, refused for Yam's")
	}
}

// assertChanged checks that exactly the flags of want were given on fs,
// with those values.
func assertChanged(t *testing.T, fs *pflag.FlagSet, want map[string]string) {
	t.Helper()
	got := map[string]string{}
	fs.Visit(func(fl *pflag.Flag) { got[fl.Name] = fl.Value.String() })
	if !maps.Equal(got, want) {
		t.Errorf("flags given %v, want %v", got, want)
	}
}
