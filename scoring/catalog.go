package scoring

import "github.com/scorepad/scorepad/internal/lang"

// counted returns an *Error for malformed input whose sentence, key of the
// catalogue, is built around a count (its plural forms in
// internal/lang/fr/scoring.po).
func counted(rule, key string, args ...any) *Error {
	return inputError(rule, lang.MSprintf(key, args...))
}
