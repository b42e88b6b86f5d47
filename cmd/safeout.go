package cmd

import (
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"syscall"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/internal/safeout"
)

// Every file scorepad writes for the user (-o FILE of sheet, stats and
// export) goes through createOutput and internal/safeout: written to a
// temporary file, renamed over the target only when complete.

// writeError is a failure to write the output (exit 3).
type writeError struct {
	path string
	err  error
	// missing is the folder of path when it does not exist (said in
	// words, not as the temporary file's open error)
	missing string
}

func (e *writeError) Error() string { return fmt.Sprintf("write %s: %v", e.path, e.err) }
func (e *writeError) Unwrap() error { return e.err }

// text says what failed, in English or French, with the free space when
// the disk is full.
func (e *writeError) text(f *factory) string {
	what := f.T("the output")
	if e.path != "" {
		what = e.path
	}
	if e.missing != "" {
		return fmt.Sprintf(f.T("cannot write %s: the folder %s does not exist; nothing was written (create it first, or choose another place)"), e.path, e.missing)
	}
	why := e.err
	if e.path != "" {
		why = unwrapPathErr(e.err) // the temporary file's name is ours, not the user's
	}
	msg := fmt.Sprintf(f.T("cannot write %s: %v"), what, why)
	if errors.Is(e.err, syscall.ENOSPC) {
		dir := "."
		if e.path != "" {
			dir = filepath.Dir(e.path)
		}
		if free, ok := db.FreeSpace(dir); ok && e.path != "" {
			msg += fmt.Sprintf(f.T(" (the disk is full: %s free)"), f.lang.Say(lang.MC("bytes", "%[1]s", db.HumanBytes(free), db.HumanBytesFR(free))))
		} else {
			msg += f.T(" (the disk is full)")
		}
	}
	if e.path != "" {
		msg += f.T("; the file was left as it was")
	}
	return msg
}

// createOutput checks path as a file to write (-o) and starts writing it
// (safeout.Create): it refuses (exit 2, nothing written) the open
// database and its files, any other SQLite file, and a folder.
func (f *factory) createOutput(flag, path string) (*safeout.File, error) {
	db, err := f.dbPath()
	if err != nil {
		db = ""
	}
	o, err := safeout.Create(path, db, f.IO.Out, f.IO.OutTTY)
	var re *safeout.Refused
	if errors.As(err, &re) {
		refuse := func(why string) error {
			return flagErrorf("%s %s: %s; nothing was written", flag, path, lang.MPlain(why))
		}
		switch re.Reason {
		case safeout.Folder:
			return nil, refuse("that is a folder")
		case safeout.SQLite:
			return nil, refuse("that file is a SQLite database")
		}
		return nil, refuse("that is scorepad's database (or one of its files)")
	}
	return o, asWriteError(err)
}

// commitOutput ends o (safeout.File.Commit); werr, the writer's error,
// is returned as it is when it is already a write failure.
func commitOutput(o *safeout.File, werr error) error {
	err := o.Commit(werr)
	var we *writeError
	if werr != nil && errors.As(werr, &we) {
		return werr
	}
	return asWriteError(err)
}

// asWriteError is safeout's failure as cmd's writeError (exit 3).
func asWriteError(err error) error {
	var se *safeout.Error
	if errors.As(err, &se) {
		return &writeError{path: se.Path, err: se.Err, missing: se.Missing}
	}
	return err
}

// writeTo writes to -o path through createOutput, or to standard output
// when path is empty or "-"; write is given the writer and whether it is a
// terminal.
func (f *factory) writeTo(flag, path string, write func(w io.Writer, tty bool) error) error {
	if path == "" || path == "-" {
		return write(f.IO.Out, f.IO.OutTTY)
	}
	o, err := f.createOutput(flag, path)
	if err != nil {
		return err
	}
	return commitOutput(o, write(o, o.TTY))
}

// errWriter remembers the first error of the writer under it and refuses
// every write after it: standard output on a full disk or a closed pipe
// makes the command fail (exit 3) instead of exiting 0.
type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) Write(p []byte) (int, error) {
	if e.err != nil {
		return 0, e.err
	}
	n, err := e.w.Write(p)
	if err == nil && n < len(p) {
		err = io.ErrShortWrite
	}
	if err != nil {
		e.err = err
	}
	return n, err
}
