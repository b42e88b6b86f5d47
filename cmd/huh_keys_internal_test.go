package cmd

import (
	"reflect"
	"testing"

	"github.com/charmbracelet/bubbles/key"
	"github.com/charmbracelet/huh"
	"github.com/scorepad/scorepad/internal/lang"
)

// TestFrenchKeyHelpHasNoEnglish (issue 31, item 9): every key of the
// forms scorepad draws (Input, Select, MultiSelect, Confirm) has its help
// in French — none left with huh's English words ("esc set filter").
func TestFrenchKeyHelpHasNoEnglish(t *testing.T) {
	t.Parallel()
	fr, en := reflect.ValueOf(*keyMap(lang.FR)), reflect.ValueOf(*huh.NewDefaultKeyMap())
	for _, field := range []string{"Input", "Select", "MultiSelect", "Confirm"} {
		f, e := fr.FieldByName(field), en.FieldByName(field)
		for i := range f.NumField() {
			b, ok := f.Field(i).Interface().(key.Binding)
			if !ok {
				continue
			}
			d := e.Field(i).Interface().(key.Binding)
			if d.Help().Desc != "" && b.Help().Desc == d.Help().Desc {
				t.Errorf("%s.%s: help %q %q is huh's English", field, f.Type().Field(i).Name, b.Help().Key, b.Help().Desc)
			}
		}
	}
}
