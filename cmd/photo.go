package cmd

import (
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/pflag"
)

// The dice of a move or a check taken from a photo (issue 38): the photo
// is read (package vision), the dice read are shown and a person confirms
// or corrects them at a terminal; elsewhere only a sure reading is taken,
// and a move read from a photo is saved only with --yes, the person's
// confirmation written on the command line. Nothing read from a photo is
// saved before a person confirms it.

// photoFlags are --photo and --yes, on move and check.
type photoFlags struct {
	path string
	yes  bool
}

func (p *photoFlags) bind(fs *pflag.FlagSet, move bool) {
	fs.StringVar(&p.path, "photo", "", "take the dice from a photo of the table (confirmed before use)")
	if move {
		fs.BoolVar(&p.yes, "yes", false, "with --photo and no terminal: the dice read surely are confirmed")
	}
}

// photoTarget is the flag a photo's dice stand for, for an engine and a
// command, and how many dice it takes.
type photoTarget struct {
	flag     string
	min, max int
}

// photoTargets are the dice flags a photo fills, by command and engine.
// The numbers are the flags' own (the dice each one takes).
var photoTargets = map[string]map[sheets.Engine]photoTarget{
	"move": {sheets.EngineBoxes: {"dice", 5, 5}, sheets.EngineSackson: {"roll", 5, 5}},
	"check": {sheets.EngineBoxes: {"dice", 5, 5}, sheets.EngineFive: {"throw", 1, scoring.Dice5000},
		sheets.EngineSackson: {"roll", 5, 5}},
}

// fillFromPhoto reads the photo of p for the command cmd of game kind k and
// sets the engine's dice flag on fs to the dice confirmed.
func (f *factory) fillFromPhoto(p *photoFlags, cmd string, k sheets.Kind, fs *pflag.FlagSet, saves bool) error {
	if p.path == "" {
		return nil
	}
	target, ok := photoTargets[cmd][k.Engine()]
	if !ok {
		return flagErrorf("--photo: a %s turn has several throws; read each throw with scorepad check 5000 --photo, or use the phone's camera (scorepad serve)", string(k))
	}
	if fl := fs.Lookup(target.flag); fl != nil && fl.Changed {
		return flagErrorf("--photo and --%s both give the dice: keep one", target.flag)
	}
	want := 0
	if target.min == target.max {
		want = target.min
	}
	r, err := readPhoto(p.path, want)
	if err != nil {
		return &flagError{msg: photoError(p.path, err)}
	}
	read := pages.DiceTyped(r)
	var dice string
	if f.IO.InTTY && f.IO.OutTTY {
		var b strings.Builder
		if err := pages.DiceRead(&b, f.lang, p.path, r); err != nil {
			return err
		}
		pr := f.newPrompter(false)
		ans, err := pr.Input(question{
			Title:       f.T("The dice read from the photo: Enter confirms them, or type the dice"),
			Description: strings.TrimRight(b.String(), "\n"),
			Value:       strings.ReplaceAll(read, "?", ""),
			Validate: func(s string) error {
				_, err := scoring.ParseDice(s, target.min, target.max)
				return err
			},
		})
		if err != nil {
			return err
		}
		dice = ans
	} else {
		if !r.Sure {
			var b strings.Builder
			_ = pages.DiceRead(&b, f.lang, p.path, r)
			fmt.Fprint(f.IO.ErrOut, b.String())
			f.say(f.T("The photo was not read surely: nothing was taken from it. Give the dice with the flag, or confirm them at a terminal."))
			return &silentExit{code: ExitUnsure}
		}
		if saves && !p.yes {
			return flagErrorf("--photo read %s: a move read from a photo is saved once confirmed; add --yes to confirm these dice, or give --%s", read, target.flag)
		}
		dice = read
	}
	if _, err := scoring.ParseDice(dice, target.min, target.max); err != nil {
		return err
	}
	if err := fs.Set(target.flag, dice); err != nil {
		return flagErrorf("--photo: %s", err.Error())
	}
	return nil
}
