package cmd

import (
	"path/filepath"
	"strings"
)

// extFormats maps an output file's extension to the format it calls for.
var extFormats = map[string]string{
	".pdf": "pdf", ".html": "html", ".htm": "html", ".md": "md", ".markdown": "md",
	".json": "json", ".txt": "text", ".text": "text", ".csv": "csv",
}

// formatForOutput returns the format to write: the one given with --format
// (or --json), else the one the extension of -o FILE calls for, else def.
// A known extension that disagrees with --format, or that names a format
// the command cannot write (allowed), is a flag error: `-o x.pdf` never
// gets text.
func formatForOutput(format, output, def string, allowed []string) (string, error) {
	ext := strings.ToLower(filepath.Ext(output))
	want, known := extFormats[ext]
	switch {
	case output == "" || !known:
		if format == "" {
			format = def
		}
		return format, nil
	case format != "" && format != want:
		return "", flagErrorf("-o %s is a %s file but --format is %s: drop one or make them agree", output, want, format)
	}
	for _, a := range allowed {
		if a == want {
			return want, nil
		}
	}
	return "", flagErrorf("-o %s: this command cannot write %s (it writes %s)", output, want, strings.Join(allowed, ", "))
}
