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
		if !sheets.IsRobot(p) {
			continue
		}
		switch strings.ToLower(p) {
		case "robot:normal", "robot:expert":
		default:
			return flagErrorf("%q: robots are robot:normal and robot:expert", p)
		}
		if kind != sheets.Penta && kind != sheets.Yams {
			return flagErrorf("robots play Penta and Yam's, not %s", kind)
		}
	}
	return nil
}

// strategyFor returns the robot's strategy for the game's rules.
func (t *table) strategyFor(name string, r *scoring.Rules) (advisor.Strategy, error) {
	if strings.EqualFold(name, "robot:normal") {
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

// robotMove plays the robot's whole turn: up to three throws, its keeps,
// its box; the move records every throw for review.
func robotMove(st *sheets.State, s advisor.Strategy, die func() uint8) sheets.Move {
	cols := st.Cols[st.Turn]
	faces := make([]uint8, 5)
	for i := range faces {
		faces[i] = die()
	}
	var record []string
	for left := 2; left >= 1; left-- {
		keep := s.Keep(cols, faces, left)
		record = append(record, scoring.FormatDice(faces)+"/"+scoring.FormatDice(keep))
		if len(keep) == 5 {
			break
		}
		n := copy(faces, keep)
		for i := n; i < 5; i++ {
			faces[i] = die()
		}
	}
	if len(record) == 2 && !strings.HasSuffix(record[1], "/"+scoring.FormatDice(faces)) {
		record = append(record, scoring.FormatDice(faces)+"/"+scoring.FormatDice(faces))
	}
	ci, b := s.Box(cols, scoring.HandOf(faces))
	m := sheets.Move{Dice: scoring.FormatDice(faces), Box: b.ID(), Throws: record}
	if len(st.Rules.Columns) > 1 {
		m.Column = st.Rules.ColumnNames()[ci]
	}
	return m
}

// robotTurn plays the robot to move and says what it did.
func (t *table) robotTurn(st *sheets.State) error {
	name := st.Game.Players[st.Turn]
	s, err := t.strategyFor(name, st.Rules)
	if err != nil {
		return err
	}
	m := robotMove(st, s, t.die)
	t.say("\n%s: %s\n", name, strings.Join(m.Throws, " "))
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
