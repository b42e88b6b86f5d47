package sheets

import (
	"context"
	"errors"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
)

// OptionsStore is the store's side of a change of a game's options that
// changes no rule: the dice, digital or real (Options.Digital). A store
// without it keeps the dice a game was created with.
type OptionsStore interface {
	// SetOptions replaces the options of game id by o.
	SetOptions(ctx context.Context, id int64, o Options) error
}

// ErrOptionsFixed is SetDigital's error for a store that cannot change a
// game's options.
var ErrOptionsFixed = errors.New("sheets: this store keeps a game's options as created")

// SetDigital makes game id a game of digital dice (on) or of real dice,
// saved with the game, and reports whether that changed anything. The
// moves and their replay are untouched: the dice are no rule.
func (s *Service) SetDigital(ctx context.Context, id int64, on bool) (bool, error) {
	g, err := s.store.Game(ctx, id)
	if err != nil {
		if errors.Is(err, ErrNotFound) {
			return false, scoring.Refusal("", false, lang.MPlain("no game %d", id))
		}
		return false, err
	}
	if g.Options.Digital == on {
		return false, nil
	}
	w, ok := s.store.(OptionsStore)
	if !ok {
		return false, ErrOptionsFixed
	}
	o := g.Options
	o.Digital = on
	if err := w.SetOptions(ctx, id, o); err != nil {
		return false, err
	}
	return true, nil
}
