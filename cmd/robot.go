package cmd

import (
	"context"
	"strings"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// Robots (RULES.md Y8): a player named robot:normal or robot:expert plays
// its own turns with digital dice; the Expert plays the optimum.

// checkRobots refuses robots where they cannot play.
func checkRobots(kind sheets.Kind, players []string) error {
	for _, p := range players {
		if !scoring.IsRobot(p) {
			continue
		}
		if err := scoring.CheckRobot(p); err != nil {
			return err
		}
		if kind == sheets.Sackson {
			return flagErrorf("robots play Penta, Yam's and 5000, not %s", "les robots jouent au Penta, au Yam's et au 5000, pas au %s", kind)
		}
	}
	return nil
}

// strategyFor returns the robot's strategy for the game's rules.
func (t *table) strategyFor(name string, r *scoring.Rules) (advisor.Strategy, error) {
	if strings.EqualFold(strings.TrimSpace(name), scoring.RobotNormal) {
		return advisor.Normal{Rules: r}, nil
	}
	a, err := t.expert(r)
	if err != nil {
		return nil, err
	}
	return &advisor.Expert{A: a}, nil
}

// expert returns the advisor for r, solving (once) what the cache lacks.
func (t *table) expert(r *scoring.Rules) (*advisor.Advisor, error) {
	if t.adv != nil && t.adv.Rules == r {
		return t.adv, nil
	}
	a, info, err := t.f.advisorFor(r)
	if err != nil {
		return nil, err
	}
	if !info.Cached {
		t.say(t.f.T("(the Expert solved its tables in %.1f s; next time they load at once)\n", "(l'Expert a calculé ses tables en %.1f s ; la prochaine fois elles se chargeront aussitôt)\n"), info.Seconds)
	}
	t.adv = a
	return a, nil
}

// robotMove plays the turn of the player to move with strategy s and dice
// from die, and returns it as a move that records every throw.
func robotMove(st *sheets.State, s advisor.Strategy, die func() uint8) sheets.Move {
	d := advisor.TakeTurn(st.Cols[st.Turn], s, die)
	return st.BoxMove(d.Column, d.Box, d.Faces, d.Throws)
}

// robotTurn plays the robot to move and says what it did.
func (t *table) robotTurn(st *sheets.State) error {
	name := st.Game.Players[st.Turn]
	s, err := t.strategyFor(name, st.Rules)
	if err != nil {
		return err
	}
	m := robotMove(st, s, t.die)
	t.say("\n%s: %s\n", printable(name), strings.Join(m.Throws, " "))
	st2, out, err := t.svc.Move(context.Background(), st.Game.ID, m, name)
	if err != nil {
		return err
	}
	printMove(t.f, st2, out, false)
	return nil
}

// hintText is the advice for a turn in one line and its runners-up.
func (t *table) hintText(st *sheets.State, faces []uint8, rollsLeft int) string {
	a, err := t.expert(st.Rules)
	if err != nil {
		return err.Error()
	}
	h := advise(a, st.Cols[st.Turn], faces, rollsLeft)
	var b strings.Builder
	f2 := *t.f
	io := *t.f.IO
	io.Out = &b
	f2.IO = &io
	printHint(&f2, st.Rules, h, "")
	return strings.TrimRight(b.String(), "\n")
}
