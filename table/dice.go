package table

import "context"

// SetDice saves digital (or real) dice with game id, saying so when that
// changes them (play ID --digital, --real-dice): play ID without the flag
// resumes it the same way. A finished or abandoned game keeps its dice.
func (t *Table) SetDice(ctx context.Context, id int64, digital bool) error {
	st, err := t.Service.Load(ctx, id)
	if err != nil {
		return err
	}
	if st.Finished || !st.Game.Abandoned.IsZero() {
		return nil // no more dice to throw: play says so
	}
	changed, err := t.Service.SetDigital(ctx, id, digital)
	if err != nil || !changed {
		return err
	}
	if digital {
		t.say(t.T("Game %d now plays with digital dice: scorepad throws them (--real-dice to go back).\n"), id)
	} else {
		t.say(t.T("Game %d now plays with real dice, thrown at the table and typed (--digital to go back).\n"), id)
	}
	return nil
}
