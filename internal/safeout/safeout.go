// Package safeout writes the files scorepad makes for the user (-o FILE of
// sheet, stats and export) so that a failure never leaves half a file: the
// target is checked, the content written to a temporary file in the same
// folder, synced, and renamed over the target only when complete. A target
// that is not a regular file (standard output, a named pipe, a terminal,
// /dev/null) is written straight to, as there is no file to replace.
package safeout

import (
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"

	store "github.com/scorepad/scorepad/db"
	"golang.org/x/term"
)

// StdoutNames are the names of standard output that Create writes to as
// such (the injected one, so that the command's stdout is the one written).
var StdoutNames = map[string]bool{"/dev/stdout": true, "/dev/fd/1": true, "/proc/self/fd/1": true}

// Error is a failure to write the output.
type Error struct {
	// Path is the target as given; "" for standard output, a pipe or a
	// device written straight to.
	Path string
	Err  error
	// Missing is the folder of Path when it does not exist.
	Missing string
}

func (e *Error) Error() string { return fmt.Sprintf("write %s: %v", e.Path, e.Err) }
func (e *Error) Unwrap() error { return e.Err }

// Reason is why Create refuses a target before writing anything.
type Reason int

const (
	// Database: the target is one of the protected files (scorepad's
	// database, its -wal, -shm or -journal), seen through links.
	Database Reason = iota + 1
	// Folder: the target is a folder.
	Folder
	// SQLite: the target is another SQLite database.
	SQLite
)

// Refused is Create's refusal of a target; nothing was written.
type Refused struct {
	Path   string
	Reason Reason
}

func (e *Refused) Error() string { return fmt.Sprintf("refused %s (%d)", e.Path, e.Reason) }

// File is a target being written.
type File struct {
	tmp   *os.File
	final string // the real path, symlinks resolved
	mode  os.FileMode
	err   error // the first write error
	// direct, when not nil, is a target written straight to (standard
	// output, a pipe, a device): no temporary file; closer closes it.
	direct io.Writer
	closer io.Closer
	// TTY: the target is a terminal.
	TTY bool
}

// Resolve returns path with every symbolic link resolved, also when the
// file (or the link's target) does not exist yet.
func Resolve(path string) (string, error) {
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

// Create checks path as a file to write and starts writing it. It refuses
// (*Refused, nothing written) the protected files (the open database,
// given as db; its -wal, -shm and -journal files are protected with it),
// any other SQLite file, and a folder, all seen through symbolic links and
// hard links. stdout is what StdoutNames write to, tty whether it is a
// terminal.
func Create(path, db string, stdout io.Writer, tty bool) (*File, error) {
	real, err := Resolve(path)
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	// Stat the path as given: the system follows its links, also those of
	// /proc/self/fd to a pipe that Resolve cannot name.
	fi, statErr := os.Stat(path)
	if statErr != nil {
		fi, statErr = os.Stat(real)
	}
	if protected(db, real, fi, statErr) {
		return nil, &Refused{Path: path, Reason: Database}
	}
	mode := os.FileMode(0o644)
	if statErr == nil {
		if fi.IsDir() {
			return nil, &Refused{Path: path, Reason: Folder}
		}
		if fi.Mode().IsRegular() && store.IsSQLiteFile(path) {
			return nil, &Refused{Path: path, Reason: SQLite}
		}
		if StdoutNames[path] {
			return &File{final: path, direct: stdout, TTY: tty}, nil
		}
		if !fi.Mode().IsRegular() {
			// A pipe, a terminal, a device: nothing to replace, write to it.
			w, err := os.OpenFile(path, os.O_WRONLY, 0)
			if err != nil {
				return nil, &Error{Path: path, Err: err}
			}
			return &File{final: path, direct: w, closer: w, TTY: term.IsTerminal(int(w.Fd()))}, nil
		}
		mode = fi.Mode().Perm()
	}
	if di, err := os.Stat(filepath.Dir(real)); err != nil || !di.IsDir() {
		return nil, &Error{Path: path, Err: err, Missing: filepath.Dir(path)}
	}
	tmp, err := os.CreateTemp(filepath.Dir(real), "."+filepath.Base(real)+".tmp-*")
	if err != nil {
		return nil, &Error{Path: path, Err: err}
	}
	return &File{tmp: tmp, final: real, mode: mode}, nil
}

// protected reports whether the target (real, its path resolved; fi its
// stat when statErr is nil) is the database db or one of its files, by
// name or as the same file (a hard link).
func protected(db, real string, fi os.FileInfo, statErr error) bool {
	if db == "" {
		return false
	}
	if rp, err := Resolve(db); err == nil {
		db = rp
	}
	for _, d := range []string{db, db + "-wal", db + "-shm", db + "-journal"} {
		if d == real {
			return true
		}
		if statErr == nil {
			if di, err := os.Stat(d); err == nil && os.SameFile(fi, di) {
				return true
			}
		}
	}
	return false
}

func (o *File) Write(p []byte) (int, error) {
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

// Commit makes the file: sync, rename over the target, sync the folder. On
// any error (or when werr, the writer's error, is not nil) the temporary
// file is removed, the target left as it was, and the error returned as an
// *Error (the one werr holds, if any).
func (o *File) Commit(werr error) error {
	if o.direct != nil {
		return o.closeDirect(werr)
	}
	name := o.tmp.Name()
	fail := func(err error) error {
		o.tmp.Close()
		os.Remove(name)
		return wrap(err, o.final)
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
		return &Error{Path: o.final, Err: err}
	}
	if d, err := os.Open(filepath.Dir(o.final)); err == nil {
		d.Sync()
		d.Close()
	}
	return nil
}

// closeDirect ends a target written straight to: it closes it and says
// what failed (an *Error without a path: there is no file to keep).
func (o *File) closeDirect(werr error) error {
	err := werr
	if err == nil {
		err = o.err
	}
	if o.closer != nil {
		if cerr := o.closer.Close(); err == nil {
			err = cerr
		}
	}
	if err == nil {
		return nil
	}
	return wrap(err, "")
}

// wrap returns err as an *Error for path, or the *Error it already holds.
func wrap(err error, path string) error {
	var we *Error
	if errors.As(err, &we) {
		return err
	}
	return &Error{Path: path, Err: err}
}
