package table_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"reflect"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// wizardBuild makes the game from the wizard's answers the way a test can
// check them: it records them and writes them as the game's options.
func wizardBuild(got *table.NewGame) func(table.NewGame) (*sheets.Game, error) {
	return func(a table.NewGame) (*sheets.Game, error) {
		*got = a
		g := &sheets.Game{Kind: a.Kind, Players: a.Players}
		switch a.Kind.Engine() {
		case sheets.EngineBoxes:
			if o, ok := a.Options.(table.BoxNewAnswers); ok { // Yam's
				g.Options = sheets.Options{Rules: sheets.BoxOptions{Full: o.Full, FourKind: o.FourKind, PlusMinus: o.PlusMinus, Columns: strings.Split(o.Columns, ",")}}
			}
		case sheets.EngineFive:
			o := a.Options.(table.FiveNewAnswers)
			g.Options = sheets.Options{Rules: sheets.FiveOptions{BustRule: o.BustRule, Order: scoring.PlayOrder(o.Order)}}
		case sheets.EngineSackson:
			p, err := scoring.ParsePenalty(a.Options.(table.SacksonNewAnswers).Penalty)
			if err != nil {
				return nil, err
			}
			g.Options = sheets.Options{Rules: sheets.SacksonOptions{Penalty: int(p)}}
		}
		return g, nil
	}
}

// TestG1WizardAsksEachKind: the new-game wizard of each kind asks the
// game, the family (known players picked, new ones typed), the organiser's
// options of that kind, who starts, and creates the game once confirmed.
func TestG1WizardAsksEachKind(t *testing.T) {
	t.Parallel()
	cases := []struct {
		kind    sheets.Kind
		steps   []step
		players []string
		check   func(a table.NewGame) bool
		summary string
	}{
		{sheets.Penta, []step{
			{"multi", "Who plays?", "names:Ben"}, {"input", "New players", "Cléo"},
			{"select", "Who starts?", "~Cléo"}},
			[]string{"Cléo", "Ben"}, func(a table.NewGame) bool { return a.Options == nil }, "Penta — Cléo, Ben\nWho starts: Cléo\nThe dice: Real dice, thrown at the table and typed"},
		{sheets.Yams, []step{
			{"multi", "Who plays?", ""}, {"input", "New players", "Ana"},
			{"select", "Columns", "other"}, {"input", "Columns, 1 to 4", "down,free"},
			{"select", "Full house scores", scoring.Full25Sum.String()}, {"select", "Four of a kind scores", "sum4"},
			{"confirm", "Plus and minus lines?", "y"}},
			[]string{"Ana"}, func(a table.NewGame) bool {
				return a.Options == table.BoxNewAnswers{Columns: "down,free", Full: scoring.Full25Sum.String(), FourKind: "sum4", PlusMinus: true}
			}, "Yam's — Ana\nColumns: ↓ down, ↕ free\nFull house scores: 25 + the dice\nFour of a kind scores: the sum of the four alike\nPlus and minus lines: yes\n"},
		{sheets.FiveThousand, []step{
			{"multi", "Who plays?", "names:Ana,Ben"}, {"input", "New players", ""},
			{"select", "When does a throw bust?", "nothing-scores"}, {"select", "Order of play", "roll"}}, // no "who starts": the dice say (C1)
			nil, func(a table.NewGame) bool {
				return a.Options == table.FiveNewAnswers{BustRule: "nothing-scores", Order: "roll"}
			}, "When does a throw bust: Nothing scores (three 2s save it)\nOrder of play: Throw for it: highest starts (C1)"},
		{sheets.Sackson, []step{
			{"multi", "Who plays?", ""}, {"input", "New players", "Ana, " + scoring.RobotExpert},
			{"select", "Penalty of a row", "150"}}, // no "who starts": everyone plays the same throw
			[]string{"Ana", scoring.RobotExpert}, func(a table.NewGame) bool { return a.Options == table.SacksonNewAnswers{Penalty: "150"} }, "— Ana, Robot (Expert)\nPenalty of a row with 1 to 4 checks: "},
	}
	for _, c := range cases {
		t.Run(string(c.kind), func(t *testing.T) {
			t.Parallel()
			// a first game makes Ana and Ben the known family
			s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana", "Ben"}})
			s.p.steps = append(append([]step{{"select", "New game: which game?", string(c.kind)}}, c.steps...), step{"select", "The dice", ""}, step{"confirm", "Start this game?", "y"})
			var a table.NewGame
			g, err := s.tab.Wizard(wizardBuild(&a))
			if err != nil {
				t.Fatalf("%v\n%s", err, s.out)
			}
			s.p.done()
			if a.Kind != c.kind || !c.check(a) {
				t.Fatalf("answers %+v", a)
			}
			st, err := s.svc.Load(context.Background(), g.ID)
			if err != nil {
				t.Fatal(err)
			}
			if c.players != nil && !slices.Equal(st.Game.Players, c.players) {
				t.Fatalf("players in seat order %v, want %v", st.Game.Players, c.players)
			}
			if c.kind == sheets.FiveThousand && len(g.OrderRolls) == 0 {
				t.Fatalf("C1: the order was thrown for: %+v", g)
			}
			if last := s.p.asked[len(s.p.asked)-1]; !strings.Contains(last, c.summary) {
				t.Fatalf("the summary sums the game up with %q: %s", c.summary, last)
			}
			if !strings.Contains(s.out.String(), "started: ") {
				t.Fatalf("the start is said:\n%s", s.out)
			}
		})
	}
}

// TestG1WizardRefusesAndAsksAgain: a name given twice is refused with its
// reason (G1), no player at all too, and the players are asked again;
// no at the summary creates nothing.
func TestG1WizardRefusesAndAsksAgain(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "which game?", string(sheets.Penta)},
		step{"multi", "Who plays?", ""}, step{"input", "New players", "Ana, ana"},
		step{"input", "New players", ""},
		step{"input", "New players", "Ana"},
		step{"select", "The dice", ""},
		step{"confirm", "Start this game?", "n"})
	var a table.NewGame
	_, err := s.tab.Wizard(wizardBuild(&a))
	if !errors.Is(err, table.ErrPaused) {
		t.Fatalf("no at the summary leaves: %v", err)
	}
	s.p.done()
	out := s.out.String()
	for _, want := range []string{"✘ ana is named twice: the same name is the same person (G1)", "✘ Name at least one player."} {
		if !strings.Contains(out, want) {
			t.Errorf("the wizard says %q:\n%s", want, out)
		}
	}
	if !slices.Equal(a.Players, []string{"Ana"}) {
		t.Errorf("players %v", a.Players)
	}
	games, err := s.svc.Games(context.Background(), sheets.GamesQuery{All: true})
	if err != nil || len(games) != 1 {
		t.Fatalf("nothing created: %d games, %v", len(games), err)
	}
}

// played returns a sitting over game g with moves already accepted.
func played(t *testing.T, g *sheets.Game, moves ...sheets.Move) *sitting {
	t.Helper()
	s := newSitting(t, g)
	for _, m := range moves {
		st := s.state(t)
		m.Seat = st.Turn
		if _, _, err := s.svc.Move(context.Background(), s.id, m, ""); err != nil {
			t.Fatal(err)
		}
	}
	return s
}

// moveOptions numbers st's moves as the menu lists them.
func moveOptions(st *sheets.State) []table.Option {
	var opts []table.Option
	for _, m := range st.Game.Moves {
		opts = append(opts, table.Option{Label: "move", Value: strconv.Itoa(m.Seq)})
	}
	return opts
}

// TestEditFormAsksEachKind: the correction of a move asks what the
// move's kind writes — dice, box and column; the turn of 5000 (a number is
// its total, "bust" (or the French "perdu", "tour perdu") a bust,
// anything else the throws); the shared throw and
// each Sackson player's split — and hands it back as edit's flags.
func TestEditFormAsksEachKind(t *testing.T) {
	t.Parallel()
	yams := &sheets.Game{Kind: sheets.Yams, Players: []string{"Ana"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "free"}}}}
	five := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	sack := &sheets.Game{Kind: sheets.Sackson, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.SacksonOptions{Penalty: 200, SacksonRules: int(scoring.SacksonRulesCurrent)}}}
	cases := []struct {
		name  string
		g     *sheets.Game
		moves []sheets.Move
		steps []step
		want  table.Edit
	}{
		{"penta", &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}}, []sheets.Move{{Play: sheets.BoxPlay{Dice: "11123", Box: "aces"}}},
			[]step{{"input", "The five dice", "44412"}, {"select", "In which box?", "fours"}}, table.Edit{Seq: 1, Move: table.BoxEditAnswers{Dice: "44412", Box: "fours"}}},
		{"yams columns", yams, []sheets.Move{{Play: sheets.BoxPlay{Dice: "11123", Box: "aces", Column: "down"}}},
			[]step{{"input", "The five dice", "11145"}, {"select", "In which box?", "aces"}, {"select", "Which column?", "free"}}, table.Edit{Seq: 1, Move: table.BoxEditAnswers{Dice: "11145", Box: "aces", Column: "free"}}},
		{"5000 total", five, []sheets.Move{{Play: sheets.FivePlay{Points: 650}}},
			[]step{{"input", "The turn", " 700 "}}, table.Edit{Seq: 1, Move: table.FiveEditAnswers{Points: 700, PointsSet: true}}},
		{"5000 bust", five, []sheets.Move{{Play: sheets.FivePlay{Points: 650}}},
			[]step{{"input", "The turn", "Bust"}}, table.Edit{Seq: 1, Move: table.FiveEditAnswers{Bust: true}}},
		{"5000 tour perdu", five, []sheets.Move{{Play: sheets.FivePlay{Points: 650}}},
			[]step{{"input", "The turn", " Tour  perdu "}}, table.Edit{Seq: 1, Move: table.FiveEditAnswers{Bust: true}}},
		{"5000 perdu", five, []sheets.Move{{Play: sheets.FivePlay{Points: 650}}},
			[]step{{"input", "The turn", "perdu"}}, table.Edit{Seq: 1, Move: table.FiveEditAnswers{Bust: true}}},
		{"5000 throws", five, []sheets.Move{{Play: sheets.FivePlay{Points: 650}}},
			[]step{{"input", "The turn", "155234/155 234/-"}}, table.Edit{Seq: 1, Move: table.FiveEditAnswers{Turn: "155234/155 234/-"}}},
		{"sackson", sack, []sheets.Move{{Play: sheets.SacksonPlay{Roll: "22222", Choices: []string{"2+2,2+2/2", "2+2,2+2/2"}}}},
			[]step{{"input", "The shared throw", "12345"}, {"input", "Ana's choice", "1+2,3+4/5"}, {"input", "Ben's choice", ""}},
			table.Edit{Seq: 1, Move: table.SacksonEditAnswers{Roll: "12345", Choices: []string{"Ana=1+2,3+4/5"}}}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			t.Parallel()
			g := *c.g
			s := played(t, &g, c.moves...)
			s.p.steps = append([]step{{"select", "Which move?", ""}}, c.steps...) // the default: the last move
			st := s.state(t)
			e, err := s.tab.EditForm(st, moveOptions(st))
			if err != nil {
				t.Fatal(err)
			}
			s.p.done()
			if !reflect.DeepEqual(e, c.want) {
				t.Fatalf("edit %+v, want %+v", e, c.want)
			}
		})
	}
}

// TestCheckFormAsksTheDisputedThrow: the check form offers the four
// games (issue 31, item 8) and asks what scorepad check takes for each:
// the five dice and the boxes filled; the 5000 throw, set-aside and bust
// rule; the Sackson throw, split and tracks; for Yam's first the
// organiser's options as the wizard asks them, each going back a question,
// the first back to the game. A command word at the dice leaves it.
func TestCheckFormAsksTheDisputedThrow(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"select", "Check which game?", "yams"}, step{"select", "Columns", "down,up"}, step{"select", "Full house scores", "shift+tab"},
		step{"select", "Columns", "~← back"}, step{"select", "Check which game?", "yams"},
		step{"select", "Columns", "francaise"}, step{"select", "Full house scores", "25+sum"}, step{"select", "Four of a kind scores", ""}, step{"confirm", "Plus and minus lines?", "y"},
		step{"input", "The five dice", "66666"}, step{"input", "Boxes already filled", "free:yams=50"},
		step{"select", "Check which game?", "5000"}, step{"input", "The dice thrown", "155234"}, step{"input", "The dice set aside", "15"}, step{"select", "When does a throw bust?", "nothing-scores"},
		step{"select", "Check which game?", "5000"}, step{"input", "The dice thrown", "222"}, step{"input", "The dice set aside", ""}, step{"select", "When does a throw bust?", ""},
		step{"select", "Check which game?", "sackson"}, step{"input", "The shared throw", "33456"}, step{"input", "The split", "3+4,5+6/3"}, step{"input", "Fifth-die tracks", "3:2"},
		step{"select", "Check which game?", ""}, step{"input", "The five dice", "p"})
	for _, want := range []table.Check{
		{Game: "yams", Asked: table.BoxCheckAnswers{Dice: "66666", Sheet: "free:yams=50", BoxNewAnswers: table.BoxNewAnswers{Preset: "francaise", Full: "25+sum", FourKind: "sum5", PlusMinus: true}}},
		{Game: "5000", Asked: table.FiveCheckAnswers{Throw: "155234", Keep: "15", BustRule: "nothing-scores"}},
		{Game: "5000", Asked: table.FiveCheckAnswers{Throw: "222", BustRule: "booklet"}},
		{Game: "sackson", Asked: table.SacksonCheckAnswers{Roll: "33456", Choice: "3+4,5+6/3", Fifths: "3:2"}},
	} {
		c, ok, err := s.tab.CheckForm()
		if err != nil || !ok || c != want {
			t.Fatalf("check %+v %v %v, want %+v", c, ok, err, want)
		}
	}
	var want []string
	for _, k := range sheets.Kinds {
		want = append(want, k.Name())
	}
	if !slices.Equal(s.p.labels[0], want) || len(want) != 4 {
		t.Fatalf("the four games: %v, want %v", s.p.labels[0], want)
	}
	if _, ok, err := s.tab.CheckForm(); ok || err != nil {
		t.Fatalf("p at the dice leaves: %v %v", ok, err)
	}
	s.p.done()
}

// TestRobotTurnOf5000ThroughPlay: a 5000 robot plays its own turn between the
// person's through table.Play, its throws recorded and said.
func TestRobotTurnOf5000ThroughPlay(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"Ana", scoring.RobotNormal}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet", Order: "given"}}}
	s := newSitting(t, g, step{"select", "Ana: score 0", "bust"}, step{"select", "Ana: score 0", "p"})
	rng := rand.New(rand.NewPCG(5000, 1))
	s.tab.Die = func() uint8 { return uint8(rng.IntN(6) + 1) }
	if err := s.tab.Play(s.id); !errors.Is(err, table.ErrPaused) {
		t.Fatalf("%v\n%s", err, s.out)
	}
	st := s.state(t)
	if len(st.Game.Moves) != 2 || st.Turn != 0 {
		t.Fatalf("Ana's bust then the robot's turn: %+v", st.Game.Moves)
	}
	p, ok := st.Game.Moves[1].Play.(sheets.FivePlay)
	if !ok || p.Turn == "" || st.Game.Moves[1].Seat != 1 {
		t.Fatalf("the robot's throws are recorded: %+v", st.Game.Moves[1])
	}
	if _, err := scoring.ParseTurn(p.Turn); err != nil {
		t.Fatalf("the robot's turn reads back: %q: %v", p.Turn, err)
	}
	if out := s.out.String(); !strings.Contains(out, scoring.RobotNormal+": throws ") || strings.Contains(out, p.Turn) {
		t.Fatalf("the robot's turn is said in words, not in notation (%s):\n%s", p.Turn, out)
	}
}

// TestCheckFormForAGameGiven: scorepad check GAME's form asks no game; the
// options the command's flags gave are not asked (the 5000's bust rule,
// Yam's columns); Shift+Tab at the first question leaves, nothing judged.
func TestCheckFormForAGameGiven(t *testing.T) {
	t.Parallel()
	s := newSitting(t, &sheets.Game{Kind: sheets.Penta, Players: []string{"Ana"}},
		step{"input", "The dice thrown", "155234"}, step{"input", "The dice set aside", "155"},
		step{"input", "The five dice", "12345"}, step{"input", "Boxes already filled", ""},
		step{"select", "Columns", "shift+tab"})
	for _, c := range []struct {
		game    string
		options bool
		want    table.Check
	}{
		{"5000", false, table.Check{Game: "5000", Asked: table.FiveCheckAnswers{Throw: "155234", Keep: "155"}}},
		{"yams", false, table.Check{Game: "yams", Asked: table.BoxCheckAnswers{Dice: "12345"}}},
	} {
		got, ok, err := s.tab.CheckFormFor(c.game, c.options)
		if err != nil || !ok || got != c.want {
			t.Fatalf("check %s: %+v %v %v, want %+v", c.game, got, ok, err, c.want)
		}
	}
	if _, ok, err := s.tab.CheckFormFor("yams", true); ok || err != nil {
		t.Fatalf("Shift+Tab at the first question leaves: %v %v", ok, err)
	}
	s.p.done()
}

// TestFormAnswersWriteTheirFlags (issue 29, item 1): each engine's answers
// to a form write the flags of the command they stand for, an answer left
// empty not given (cmd/ reads them as it reads its flags).
func TestFormAnswersWriteTheirFlags(t *testing.T) {
	t.Parallel()
	for _, c := range []struct {
		a    table.Answers
		want []string
	}{
		{nil, nil},
		{table.BoxNewAnswers{}, nil},
		{table.BoxNewAnswers{Columns: "down,up", Full: "sum", FourKind: "sum4", PlusMinus: true}, []string{"--columns=down,up", "--full=sum", "--four-kind=sum4", "--plus-minus"}},
		{table.BoxNewAnswers{Preset: "francaise"}, []string{"--preset=francaise"}},
		{table.FiveNewAnswers{BustRule: "nothing-scores", Order: "roll"}, []string{"--bust-rule=nothing-scores", "--order=roll"}},
		{table.SacksonNewAnswers{Penalty: "150"}, []string{"--penalty=150"}},
		{table.BoxCheckAnswers{Dice: "66666", Sheet: "yams=50", BoxNewAnswers: table.BoxNewAnswers{Preset: "francaise"}}, []string{"--dice=66666", "--sheet=yams=50", "--preset=francaise"}},
		{table.FiveCheckAnswers{Throw: "155234", Keep: " ", BustRule: "booklet"}, []string{"--throw=155234", "--bust-rule=booklet"}},
		{table.FiveCheckAnswers{Throw: "155234", Keep: "155"}, []string{"--throw=155234", "--keep=155"}},
		{table.SacksonCheckAnswers{Roll: "33456", Choice: "3+4,5+6/3"}, []string{"--roll=33456", "--choice=3+4,5+6/3"}},
		{table.BoxEditAnswers{Dice: "44412", Box: "fours", Column: "free"}, []string{"--dice=44412", "--box=fours", "--column=free"}},
		{table.FiveEditAnswers{Points: 0, PointsSet: true}, []string{"--points=0"}},
		{table.FiveEditAnswers{Turn: "155234/155 234/-"}, []string{"--turn=155234/155 234/-"}},
		{table.FiveEditAnswers{Bust: true}, []string{"--bust"}},
		{table.SacksonEditAnswers{Roll: "12345", Choices: []string{"Ana=1+2,3+4/5", "Ben=1+3,2+4/5"}}, []string{"--roll=12345", "--choice=Ana=1+2,3+4/5", "--choice=Ben=1+3,2+4/5"}},
	} {
		if got := table.ArgsOf(c.a); !slices.Equal(got, c.want) {
			t.Errorf("%#v: %q, want %q", c.a, got, c.want)
		}
	}
}
