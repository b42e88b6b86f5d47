package cmd

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"syscall"

	"github.com/scorepad/scorepad/db"
	"golang.org/x/term"
)

// Every file scorepad writes for the user (-o FILE of sheet, stats and
// export, and of the commands to come) goes through createOutput: the
// target is checked, the content written to a temporary file in the same
// folder, synced, and renamed over the target only when complete. A failure
// leaves the old file as it was. "-" is standard output; a target that is
// not a regular file (/dev/stdout, a named pipe, a terminal, /dev/null)
// is written straight to, as there is no file to replace.

// outputFile is an -o target being written.
type outputFile struct {
	tmp   *os.File
	final string // the real path, symlinks resolved
	mode  os.FileMode
	err   error // the first write error
	// direct, when not nil, is a target written straight to (standard
	// output, a pipe, a device): no temporary file; closer closes it.
	direct io.Writer
	closer io.Closer
	tty    bool
}

// stdoutNames are the names of standard output that -o writes to as such
// (the injected one, so that the command's stdout is the one written).
var stdoutNames = map[string]bool{"/dev/stdout": true, "/dev/fd/1": true, "/proc/self/fd/1": true}

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
	what := f.T("the output", "la sortie")
	if e.path != "" {
		what = e.path
	}
	if e.missing != "" {
		return fmt.Sprintf(f.T("cannot write %s: the folder %s does not exist; nothing was written (create it first, or choose another place)",
			"impossible d'écrire %s : le dossier %s n'existe pas ; rien n'a été écrit (créez-le d'abord, ou choisissez un autre endroit)"), e.path, e.missing)
	}
	why := e.err
	if e.path != "" {
		why = unwrapPathErr(e.err) // the temporary file's name is ours, not the user's
	}
	msg := fmt.Sprintf(f.T("cannot write %s: %v", "impossible d'écrire %s : %v"), what, why)
	if errors.Is(e.err, syscall.ENOSPC) {
		dir := "."
		if e.path != "" {
			dir = filepath.Dir(e.path)
		}
		if free, ok := db.FreeSpace(dir); ok && e.path != "" {
			msg += fmt.Sprintf(f.T(" (the disk is full: %s free)", " (le disque est plein : %s libres)"), f.T(db.HumanBytes(free), db.HumanBytesFR(free)))
		} else {
			msg += f.T(" (the disk is full)", " (le disque est plein)")
		}
	}
	if e.path != "" {
		msg += f.T("; the file was left as it was", "\u00a0; le fichier n'a pas été modifié")
	}
	return msg
}

// resolvePath returns path with every symbolic link resolved, also when
// the file (or the link's target) does not exist yet.
func resolvePath(path string) (string, error) {
	abs, err := filepath.Abs(path)
	if err != nil {
		return "", err
	}
	for hops := 0; hops < 40; hops++ {
		if real, err := filepath.EvalSymlinks(abs); err == nil {
			return real, nil
		}
		fi, err := os.Lstat(abs)
		if err == nil && fi.Mode()&os.ModeSymlink != 0 {
			// A link to a file not yet there: follow it by hand.
			target, err := os.Readlink(abs)
			if err != nil {
				return "", err
			}
			if !filepath.IsAbs(target) {
				target = filepath.Join(filepath.Dir(abs), target)
			}
			abs = filepath.Clean(target)
			continue
		}
		dir, err := filepath.EvalSymlinks(filepath.Dir(abs))
		if err != nil {
			return abs, nil // the folder is missing: creating the file will say so
		}
		return filepath.Join(dir, filepath.Base(abs)), nil
	}
	return "", fmt.Errorf("%s: too many symbolic links", path)
}

// sqliteFile reports whether the file at path is a SQLite database, its
// write-ahead log or its rollback journal (by their headers).
func sqliteFile(path string) bool {
	fh, err := os.Open(path)
	if err != nil {
		return false
	}
	defer fh.Close()
	head := make([]byte, 16)
	n, _ := io.ReadFull(fh, head)
	head = head[:n]
	return bytes.HasPrefix(head, []byte("SQLite format 3\x00")) ||
		bytes.HasPrefix(head, []byte{0x37, 0x7f, 0x06, 0x82}) || bytes.HasPrefix(head, []byte{0x37, 0x7f, 0x06, 0x83}) ||
		bytes.HasPrefix(head, []byte{0xd9, 0xd5, 0x05, 0xf9, 0x20, 0xa1, 0x63, 0xd7})
}

// createOutput checks path as a file to write (-o) and starts writing it.
// It refuses (exit 2, nothing written) the open database, its -wal, -shm
// and -journal files, any other SQLite file, and anything that is not a
// regular file, all seen through symbolic links and hard links.
func (f *factory) createOutput(flag, path string) (*outputFile, error) {
	real, err := resolvePath(path)
	if err != nil {
		return nil, &writeError{path: path, err: err}
	}
	refuse := func(en, fr string) error {
		return flagErrorf("%s %s: "+en+"; nothing was written", "%s %s\u00a0: "+fr+"\u00a0; rien n'a été écrit", flag, path)
	}
	var dbFiles []string
	if p, err := f.dbPath(); err == nil {
		if rp, err := resolvePath(p); err == nil {
			p = rp
		}
		dbFiles = []string{p, p + "-wal", p + "-shm", p + "-journal"}
	}
	// Stat the path as given: the system follows its links, also those of
	// /proc/self/fd to a pipe that resolvePath cannot name.
	fi, statErr := os.Stat(path)
	if statErr != nil {
		fi, statErr = os.Stat(real)
	}
	for _, d := range dbFiles {
		if d == real {
			return nil, refuse("that is scorepad's database (or one of its files)", "c'est la base de scorepad (ou l'un de ses fichiers)")
		}
		if statErr == nil {
			if di, err := os.Stat(d); err == nil && os.SameFile(fi, di) {
				return nil, refuse("that is scorepad's database (or one of its files)", "c'est la base de scorepad (ou l'un de ses fichiers)")
			}
		}
	}
	mode := os.FileMode(0o644)
	if statErr == nil {
		if fi.IsDir() {
			return nil, refuse("that is a folder", "c'est un dossier")
		}
		if fi.Mode().IsRegular() && sqliteFile(path) {
			return nil, refuse("that file is a SQLite database", "ce fichier est une base SQLite")
		}
		if stdoutNames[path] {
			return &outputFile{final: path, direct: f.IO.Out, tty: f.IO.OutTTY}, nil
		}
		if !fi.Mode().IsRegular() {
			// A pipe, a terminal, a device: nothing to replace, write to it.
			w, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				return nil, &writeError{path: path, err: err}
			}
			return &outputFile{final: path, direct: w, closer: w, tty: term.IsTerminal(int(w.Fd()))}, nil
		}
		mode = fi.Mode().Perm()
	}
	if di, err := os.Stat(filepath.Dir(real)); err != nil || !di.IsDir() {
		return nil, &writeError{path: path, err: err, missing: filepath.Dir(path)}
	}
	tmp, err := os.CreateTemp(filepath.Dir(real), "."+filepath.Base(real)+".tmp-*")
	if err != nil {
		return nil, &writeError{path: path, err: err}
	}
	return &outputFile{tmp: tmp, final: real, mode: mode}, nil
}

func (o *outputFile) Write(p []byte) (int, error) {
	if o.err != nil {
		return 0, o.err
	}
	var n int
	var err error
	if o.direct != nil {
		n, err = o.direct.Write(p)
		if err == nil && n < len(p) {
			err = io.ErrShortWrite
		}
	} else {
		n, err = o.tmp.Write(p)
	}
	if err != nil {
		o.err = err
	}
	return n, err
}

// commit makes the file: sync, rename over the target, sync the folder. On
// any error (or when werr, the writer's error, is not nil) the temporary
// file is removed and the target left as it was.
func (o *outputFile) commit(werr error) error {
	if o.direct != nil {
		// Written straight to: close it and say what failed.
		err := werr
		if err == nil {
			err = o.err
		}
		if o.closer != nil {
			if cerr := o.closer.Close(); err == nil {
				err = cerr
			}
		}
		var we *writeError
		if err == nil || errors.As(err, &we) {
			return err
		}
		return &writeError{err: err}
	}
	name := o.tmp.Name()
	fail := func(err error) error {
		o.tmp.Close()
		os.Remove(name)
		var we *writeError
		if errors.As(err, &we) {
			return err
		}
		return &writeError{path: o.final, err: err}
	}
	if werr != nil {
		return fail(werr)
	}
	if o.err != nil {
		return fail(o.err)
	}
	if err := o.tmp.Chmod(o.mode); err != nil {
		return fail(err)
	}
	if err := o.tmp.Sync(); err != nil {
		return fail(err)
	}
	if err := o.tmp.Close(); err != nil {
		return fail(err)
	}
	if err := os.Rename(name, o.final); err != nil {
		os.Remove(name)
		return &writeError{path: o.final, err: err}
	}
	if d, err := os.Open(filepath.Dir(o.final)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
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
	return o.commit(write(o, o.tty))
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
