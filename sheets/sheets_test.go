package sheets_test

import (
	"errors"
	"fmt"
	"strings"
	"testing"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

func play(t *testing.T, s *sheets.State, moves ...sheets.Move) {
	t.Helper()
	for i, m := range moves {
		m.Seat = s.Turn
		if s.Game.Kind == sheets.Sackson {
			m.Seat = -1
		}
		if _, err := s.Apply(m); err != nil {
			t.Fatalf("move %d: %v", i, err)
		}
		s.Game.Moves = append(s.Game.Moves, m)
	}
}

func TestReplayEqualsLive(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{ID: 1, Kind: sheets.Yams, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "up"}, PlusMinus: true}}}
	s, err := sheets.NewState(g)
	if err != nil {
		t.Fatal(err)
	}
	play(t, s, sheets.Move{Play: sheets.BoxPlay{Dice: "11123", Box: "aces", Column: "down"}}, sheets.Move{Play: sheets.BoxPlay{Dice: "66655", Box: "chance", Column: "up"}},
		sheets.Move{Play: sheets.BoxPlay{Dice: "66655", Box: "chance", Column: "up"}}, sheets.Move{Play: sheets.BoxPlay{Dice: "66666", Box: "yams", Column: "up"}})
	r, err := sheets.Replay(g)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := r.Totals(), s.Totals(); got[0] != want[0] || got[1] != want[1] || r.Turn != s.Turn || r.Round != 3 {
		t.Fatalf("replay %v turn %d round %d, live %v turn %d", got, r.Turn, r.Round, want, s.Turn)
	}
}

func TestRanksSharedWin(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.Sackson, Players: []string{"A", "B", "C"}}
	s, _ := sheets.NewState(g)
	s.Sackson().Pads[0].Rows[7] = 7 // 60
	s.Sackson().Pads[1].Rows[6] = 6 // 40
	s.Sackson().Pads[1].Rows[2] = 5 // 0
	s.Sackson().Pads[1].Rows[3] = 5
	s.Sackson().Pads[2].Rows[8] = 7 // 80 - 0
	s.Sackson().Pads[2].Rows[4] = 1 // -200 → -120
	s.Sackson().Pads[1].Rows[12] = 5
	s.Sackson().Pads[1].Rows[11] = 5
	s.Sackson().Pads[1].Rows[10] = 5
	s.Sackson().Pads[1].Rows[9] = 7 // +100 → 140
	s.Sackson().Pads[0].Rows[5] = 9 // +200 → 260
	if r := s.Ranks(); r[0] != 1 || r[1] != 2 || r[2] != 3 {
		t.Fatalf("ranks %v totals %v", r, s.Totals())
	}
	s.Sackson().Pads[1].Rows[9] = 10 // 250 → 290? 40+250 = 290
	s.Sackson().Pads[0].Rows[7] = 8  // 90+200 = 290
	if r := s.Ranks(); r[0] != 1 || r[1] != 1 || r[2] != 3 {
		t.Fatalf("S7 ties share: ranks %v totals %v", r, s.Totals())
	}
}

func TestParsePlayers(t *testing.T) {
	t.Parallel()
	if _, err := sheets.ParsePlayers(sheets.Penta, "Ana, ana"); err == nil {
		t.Error("G1: the same name twice (case-insensitive) is one person")
	}
	if _, err := sheets.ParsePlayers(sheets.Sackson, "A,B,C,D,E"); err == nil {
		t.Error("S1: 1 to 4 players")
	}
	if _, err := sheets.ParsePlayers(sheets.FiveThousand, "A"); err == nil {
		t.Error("C1: 2 to 5 players")
	}
	if p, err := sheets.ParsePlayers(sheets.Penta, " Ana ,Ben"); err != nil || p[0] != "Ana" {
		t.Errorf("%v %v", p, err)
	}
}

// TestG1_ParseNameOfNoGame (issue 29): one person's name is read without
// a game's kind, with the refusals and messages of a new player's name
// (ParsePlayers), and a list of names is not one name — however many.
func TestG1_ParseNameOfNoGame(t *testing.T) {
	t.Parallel()
	for _, in := range []string{" Zoé ", "robot:expert", "", " ", "Ana,", "Ana, ana", "Ana, Ben", "robot:evil", "Ana\tB", "A=B", "Zoé\u200b", "\xff", strings.Repeat("x", 41)} {
		got, err := sheets.ParseName(in)
		names, want := sheets.ParsePlayers(sheets.Penta, in)
		if want == nil && len(names) != 1 {
			want = fmt.Errorf("%q is not one name", in)
		}
		if fmt.Sprint(err) != fmt.Sprint(want) {
			t.Errorf("ParseName(%q): %v, want %v", in, err, want)
			continue
		}
		if err == nil && got != names[0] {
			t.Errorf("ParseName(%q) = %q, want %q", in, got, names[0])
		}
		if _, ok := scoring.AsError(err); err != nil && !ok {
			t.Errorf("ParseName(%q): %T is no refusal", in, err)
		}
	}
	nine := "A,B,C,D,E,F,G,H,I" // more than any game seats: still not one name
	if _, err := sheets.ParseName(nine); err == nil || err.Error() != fmt.Sprintf("%q is not one name", nine) {
		t.Errorf("ParseName(%q): %v", nine, err)
	}
}

func TestMoveAfterEndRefused(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{Kind: sheets.FiveThousand, Players: []string{"A", "B"}}
	s, _ := sheets.NewState(g)
	play(t, s, sheets.Move{Play: sheets.FivePlay{Points: 5000}})
	if !s.Finished || s.Winner != 0 {
		t.Fatal("C7")
	}
	_, err := s.Apply(sheets.Move{Seat: 1, Play: sheets.FivePlay{Points: 100}})
	if e, ok := scoring.AsError(err); !ok || !e.Illegal {
		t.Fatalf("got %v", err)
	}
}

// BenchmarkReplayFourColumns replays a whole four-column Yam's game for two
// players (104 moves).
func BenchmarkReplayFourColumns(b *testing.B) {
	g := &sheets.Game{ID: 1, Kind: sheets.Yams, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "up", "free", "imposed"}}}}
	s, _ := sheets.NewState(g)
	r := s.Boxes().Rules
	boxes := r.Boxes()
	dice := []string{"11123", "22213", "33312", "44412", "55512", "66612", "66634", "66663", "33322", "12346", "23456", "66666", "66655"}
	for i := range boxes {
		for _, col := range []string{"down", "up", "free", "imposed"} {
			k := i
			if col == "up" {
				k = len(boxes) - 1 - i
			}
			for range 2 {
				m := sheets.Move{Seat: s.Turn, Play: sheets.BoxPlay{Dice: dice[k], Box: boxes[k].ID(), Column: col}}
				if _, err := s.Apply(m); err != nil {
					b.Fatal(err)
				}
				g.Moves = append(g.Moves, m)
			}
		}
	}
	if !s.Finished {
		b.Fatal("not finished")
	}
	b.ReportAllocs()
	for b.Loop() {
		if _, err := sheets.Replay(g); err != nil {
			b.Fatal(err)
		}
	}
}

// A stored log the rules refuse is a damaged log, reported as a
// *ReplayError naming the game and the move, never as a refusal.
func TestReplayErrorIsNotARefusal(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{ID: 12, Kind: sheets.Penta, Players: []string{"Ana"}, Moves: []sheets.Move{
		{Seq: 1, Play: sheets.BoxPlay{Dice: "44412", Box: "fours"}},
		{Seq: 2, Play: sheets.BoxPlay{Dice: "44412", Box: "fours"}}, // fours already filled: P2
	}}
	_, err := sheets.Replay(g)
	var re *sheets.ReplayError
	if !errors.As(err, &re) || re.Game != 12 || re.Seq != 2 {
		t.Fatalf("got %v, want a ReplayError for move 2", err)
	}
	if _, ok := scoring.AsError(err); ok {
		t.Fatal("a damaged log must not read as a rules refusal")
	}
	if !strings.HasPrefix(re.Text(lang.EN), "game 12's move 2 cannot be replayed: Fours is already filled") ||
		!strings.HasPrefix(re.Text(lang.FR), "le coup 2 de la partie 12 ne peut pas être rejoué\u00a0: Quatre est déjà remplie") {
		t.Fatalf("texts: %q / %q", re.Text(lang.EN), re.Text(lang.FR))
	}
}

// The registry names every kind once: ParseKind, Name, Players and the
// shared rounds of Sackson all come from it.
func TestKindRegistry(t *testing.T) {
	t.Parallel()
	for _, tc := range []struct {
		in     string
		kind   sheets.Kind
		name   string
		min    int
		max    int
		shared bool
	}{
		{"penta", sheets.Penta, "Penta", 1, 8, false},
		{"Yam's", sheets.Yams, "Yam's", 1, 8, false},
		{"5000", sheets.FiveThousand, "5000", 2, 5, false},
		{"cantstop", sheets.Sackson, "Sackson (Can't Stop Express)", 1, 4, true},
	} {
		k, err := sheets.ParseKind(tc.in)
		info, ok := k.Info()
		if err != nil || k != tc.kind || !ok || k.Name() != tc.name || k.Players().Min != tc.min || k.Players().Max != tc.max || info.Shared != tc.shared {
			t.Errorf("%s: %v %v %+v", tc.in, k, err, info)
		}
		s, err := sheets.NewState(&sheets.Game{Kind: k, Players: []string{"A", "B"}})
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		if want := 0; tc.shared {
			if s.Mover() != -1 {
				t.Errorf("%s: a shared round has no seat to move, got %d", k, s.Mover())
			}
		} else if s.Mover() != want {
			t.Errorf("%s: seat %d moves first, got %d", k, want, s.Mover())
		}
	}
	if len(sheets.Kinds) != 4 {
		t.Fatalf("kinds %v", sheets.Kinds)
	}
	if _, err := sheets.ParseKind("poker"); err == nil || !strings.Contains(err.Error(), "penta, yams, 5000 or sackson") {
		t.Fatalf("unknown kind: %v", err)
	}
}

// Walk shows each move with the state before it, and a move that does not
// replay is a *ReplayError however the caller walks (the reviews, the
// statistics), never the rules' refusal.
func TestWalkStateBeforeEachMove(t *testing.T) {
	t.Parallel()
	g := &sheets.Game{ID: 7, Kind: sheets.FiveThousand, Players: []string{"Ana", "Ben"}, Options: sheets.Options{Rules: sheets.FiveOptions{BustRule: "booklet"}}, Moves: []sheets.Move{
		{Seq: 1, Play: sheets.FivePlay{Points: 1000}},
		{Seq: 2, Seat: 1, Play: sheets.FivePlay{Points: 1000}},
		{Seq: 3, Play: sheets.FivePlay{Turn: "155234/234"}}, // a kept 2 scores nothing (C3, C4)
	}}
	var seen []string
	_, err := sheets.Walk(g, func(st *sheets.State, m sheets.Move) error {
		seen = append(seen, fmt.Sprintf("%d:%d:%d", m.Seq, st.Turn, st.Five().Players[0].Score))
		return nil
	})
	var re *sheets.ReplayError
	if !errors.As(err, &re) || re.Game != 7 || re.Seq != 3 {
		t.Fatalf("got %v, want a ReplayError for move 3", err)
	}
	if _, ok := scoring.AsError(err); ok {
		t.Fatal("a damaged log must not read as a rules refusal")
	}
	if strings.Join(seen, " ") != "1:0:0 2:1:1000 3:0:1000" {
		t.Fatalf("states before the moves: %v", seen)
	}
	stop := errors.New("stop")
	if _, err := sheets.Walk(g, func(*sheets.State, sheets.Move) error { return stop }); err != stop {
		t.Fatalf("the visitor's error is returned as it is: %v", err)
	}
	g.Moves = g.Moves[:2]
	st, err := sheets.Walk(g, nil)
	if err != nil || st.Five().Players[1].Score != 1000 || st.Turn != 0 {
		t.Fatalf("the state after the walk: %v %+v", err, st)
	}
}
