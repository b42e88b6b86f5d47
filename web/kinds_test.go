package web_test

import (
	"context"
	"errors"
	"net/http"
	"net/url"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/sheets"
)

// noExpert is an Expert without advice: it plays no robot and coaches no
// engine (table.BoxCoach, FiveCoach, SacksonCoach), so the dialogue asks
// every question without advice; these tests check the questions.
type noExpert struct{}

func (noExpert) RobotMove(*sheets.State, func() uint8) (sheets.Move, error) {
	return sheets.Move{}, errors.New("no robot in these tests")
}

func (noExpert) Coach(sheets.Engine) any { return nil }

// useGame makes the fixture's game a new one of kind.
func (f *fixture) useGame(kind sheets.Kind, players ...string) {
	f.t.Helper()
	ctx := context.Background()
	g := &sheets.Game{Kind: kind, Players: players}
	if err := f.svc.Create(ctx, g, nil); err != nil {
		f.t.Fatal(err)
	}
	secret, err := f.store.Link(ctx, g.ID)
	if err != nil {
		f.t.Fatal(err)
	}
	f.id, f.secret = g.ID, secret
}

func TestPhoneEntersEveryKindOfMove(t *testing.T) {
	f := newFixture(t)
	f.expert(noExpert{})
	type step struct {
		form url.Values // k, a, v, m
		code int
		want string // on the page answered (or "" for a redirect)
	}
	tests := []struct {
		name    string
		kind    sheets.Kind
		players []string
		steps   []step
		check   func(*sheets.State) bool
	}{
		{"5000: throw by throw, a set-aside, then bank", sheets.FiveThousand, []string{"Ana", "Ben"}, []step{
			{url.Values{"k": {"select"}, "v": {"throws"}}, 200, "Throw 1: the 6 dice thrown"},
			{url.Values{"k": {"input"}, "a": {"throws"}, "v": {"115234"}}, 200, "Set aside which dice?"},
			// the 2 does not score: refused as the terminal refuses it
			{url.Values{"k": {"multi"}, "a": {"throws", "115234"}, "m": {"0", "3"}}, http.StatusUnprocessableEntity, "✘"},
			{url.Values{"k": {"multi"}, "a": {"throws", "115234"}, "m": {"0", "1", "2"}}, 200, "Stop and bank 250"},
			{url.Values{"k": {"select"}, "a": {"throws", "115234", "0,1,2"}, "v": {"stop"}}, http.StatusSeeOther, ""},
		}, func(st *sheets.State) bool { return len(st.Game.Moves) == 1 && st.Turn == 1 }},
		{"Sackson: the shared throw, then each player's split", sheets.Sackson, []string{"Ana", "Ben"}, []step{
			{url.Values{"k": {"input"}, "v": {"33456"}}, 200, "Ana: split 33456"},
			{url.Values{"k": {"select"}, "a": {"33456"}, "v": {"3+4,5+6/3"}}, 200, "Ben: split 33456"},
			{url.Values{"k": {"select"}, "a": {"33456", "3+4,5+6/3"}, "v": {"3+3,4+5/6"}}, http.StatusSeeOther, ""},
		}, func(st *sheets.State) bool { return len(st.Game.Moves) == 1 && st.Round == 2 }},
		{"Penta: a sacrifice is confirmed first", sheets.Penta, []string{"Ana", "Ben"}, []step{
			{url.Values{"k": {"input"}, "v": {"12346"}}, 200, "which box?"},
			{url.Values{"k": {"select"}, "a": {"12346"}, "v": {"12"}}, 200, "Sacrifice Penta at 0"},
			{url.Values{"k": {"confirm"}, "a": {"12346", "12"}, "v": {"no"}}, 200, "which box?"},
			{url.Values{"k": {"confirm"}, "a": {"12346", "12"}, "v": {"yes"}}, http.StatusSeeOther, ""},
		}, func(st *sheets.State) bool { return len(st.Game.Moves) == 1 && st.Totals()[0] == 0 }},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			f.useGame(tt.kind, tt.players...)
			c := f.client(true)
			tok := f.token(c)
			for i, s := range tt.steps {
				s.form.Set("t", tok)
				s.form.Set("moves", "0")
				code, body := f.post(c, s.form)
				if code != s.code || !strings.Contains(body, s.want) {
					t.Fatalf("step %d (%v): status %d, want %d and %q:\n%s", i+1, s.form, code, s.code, s.want, body)
				}
			}
			st, err := f.svc.Load(context.Background(), f.id)
			if err != nil || !tt.check(st) {
				t.Fatalf("after the phone's answers: %d moves, turn %d, round %d (%v)", len(st.Game.Moves), st.Turn, st.Round, err)
			}
		})
	}
}
