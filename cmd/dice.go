package cmd

import (
	"errors"
	"os"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/vision"
	"github.com/spf13/cobra"
)

// ExitUnsure is scorepad dice's answer when a photo was read but not
// surely (a die unreadable, or not the number of dice asked): a person
// must look.
const ExitUnsure = 5

type diceOptions struct {
	f     *factory
	json  bool
	count int
}

func newCmdDice(f *factory) *cobra.Command {
	o := &diceOptions{f: f}
	c := &cobra.Command{
		Use:   "dice PHOTO...",
		Short: f.T("Read the dice from photos of the table"),
		Long: helpf(`Read the top faces of the dice in each photo (JPEG, PNG, GIF or WebP, taken
from above, up to 45°), and say how sure the reading is.

  scorepad dice table.jpg                 the dice, in reading order
  scorepad dice --count 5 table.jpg       5 dice are expected: another number is a problem
  scorepad dice --json a.jpg b.jpg        one JSON object a line: {"file", "dice",
        "sure", "found": [{"value", "x", "y", "w", "h", "confidence", "sure"}],
        "problems", "size": {"w", "h"}}

A die read unsurely is printed with "?" after its best guess, and each problem
is said in words (which die, why). Nothing is saved: scorepad move --photo and
scorepad check --photo take the dice from a photo once a person confirms them.
Exit codes: 0 every die read surely, 5 read but not surely (look at the
photo), 2 a file that is not a photo or cannot be read (the others are still
read).`),
		Args: cobra.MinimumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error { return runDice(o, args) },
	}
	fs := c.Flags()
	fs.BoolVar(&o.json, "json", false, "print JSON")
	fs.IntVar(&o.count, "count", 0, "the number of dice expected (0: any)")
	return c
}

func runDice(o *diceOptions, files []string) error {
	f := o.f
	if o.count < 0 || o.count > maxPhotoDice {
		return flagErrorf("--count %d: give the number of dice expected, 0 to %d (0: any)", o.count, maxPhotoDice)
	}
	code := ExitOK
	for _, file := range files {
		r, err := readPhoto(file, o.count)
		if err != nil {
			f.say(f.lang.Say(lang.Whole(photoError(file, err))))
			code = ExitBadInput
			continue
		}
		if o.json {
			err = pages.WriteJSONLine(f.IO.Out, pages.DicePhoto(file, r, f.lang))
		} else {
			err = pages.DiceRead(f.IO.Out, f.lang, file, r)
		}
		if err != nil {
			return err
		}
		if !r.Sure && code == ExitOK {
			code = ExitUnsure
		}
	}
	if code != ExitOK {
		return &silentExit{code: code}
	}
	return nil
}

// maxPhotoDice is the most dice scorepad dice --count takes: the dice of
// the four games on the table at once, with room.
const maxPhotoDice = 30

// readPhoto reads the dice of the photo file, want of them (0: any).
func readPhoto(file string, want int) (vision.Reading, error) {
	fh, err := os.Open(file)
	if err != nil {
		return vision.Reading{}, err
	}
	defer fh.Close()
	if st, err := fh.Stat(); err == nil && !st.Mode().IsRegular() {
		return vision.Reading{}, errNotRegular
	}
	return vision.Read(fh, want)
}

var errNotRegular = errors.New("not a regular file")

// photoError says why the photo file could not be read.
func photoError(file string, err error) lang.Msg {
	switch {
	case errors.Is(err, os.ErrNotExist):
		return lang.MPlain("%s: no such file", file)
	case errors.Is(err, os.ErrPermission):
		return lang.MPlain("%s: not allowed to read this file", file)
	case errors.Is(err, errNotRegular):
		return lang.MPlain("%s: not a photo (a folder or a device, not a file)", file)
	}
	var ve interface{ Msg() lang.Msg }
	if errors.As(err, &ve) {
		return lang.MPlain("%s: %s", file, ve.Msg())
	}
	return lang.MPlain("%s: the photo could not be read: %s", file, err.Error())
}
