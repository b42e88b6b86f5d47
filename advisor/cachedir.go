package advisor

import (
	"os"
	"path/filepath"
	"runtime"
)

// CacheDir is where solved tables are kept, read from the environment
// scorepad was given (getenv, so that a test's HOME is honoured):
// $SCOREPAD_CACHE, else $XDG_CACHE_HOME/scorepad, else the OS's cache
// folder (as os.UserCacheDir finds it).
func CacheDir(getenv func(string) string) (string, error) {
	if x := getenv("SCOREPAD_CACHE"); x != "" {
		return x, nil
	}
	if x := getenv("XDG_CACHE_HOME"); x != "" {
		return filepath.Join(x, "scorepad"), nil
	}
	home := getenv("HOME")
	switch {
	case runtime.GOOS == "windows" && getenv("LocalAppData") != "":
		return filepath.Join(getenv("LocalAppData"), "scorepad"), nil
	case runtime.GOOS == "darwin" && home != "":
		return filepath.Join(home, "Library", "Caches", "scorepad"), nil
	case runtime.GOOS != "windows" && runtime.GOOS != "darwin" && home != "":
		return filepath.Join(home, ".cache", "scorepad"), nil
	}
	d, err := os.UserCacheDir()
	if err != nil {
		return "", err
	}
	return filepath.Join(d, "scorepad"), nil
}
