package sheets

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/scorepad/scorepad/scoring"
)

// The export document's name and version: a reader refuses any other.
const (
	ArchiveFormat  = "scorepad-export"
	ArchiveVersion = 1
)

// Archive is the export document: every game with its whole move log, so
// that another database can replay and keep it.
type Archive struct {
	Format   string        `json:"format"`
	Version  int           `json:"version"`
	Exported time.Time     `json:"exported"`
	Games    []ArchiveGame `json:"games"`
}

// ArchiveGame is one game of an Archive. Options are carried whole (rule
// versions included): the game is replayed under them.
type ArchiveGame struct {
	UUID      string        `json:"uuid"`
	ID        int64         `json:"id"` // its number in the exporting database
	Kind      Kind          `json:"kind"`
	Options   Options       `json:"options"`
	Players   []string      `json:"players"`
	Started   time.Time     `json:"started"`
	Finished  *time.Time    `json:"finished"`
	Abandoned *time.Time    `json:"abandoned"`
	Updated   time.Time     `json:"updated"`
	State     string        `json:"state"` // in_progress, finished, abandoned
	Moves     []ArchiveMove `json:"moves"`
}

// ArchiveMove is one move of an ArchiveGame: its place, who moved (empty for
// a Sackson round, every player choosing), when, and the move itself,
// whose fields follow in the same JSON object.
type ArchiveMove struct {
	Seq    int       `json:"seq"`
	Player string    `json:"player,omitempty"`
	At     time.Time `json:"at"`
	Play   Play      `json:"-"`
	// data is the JSON read, for the play to be read with the game's kind
	// (ArchiveGame.UnmarshalJSON).
	data []byte
}

type archiveMoveHead struct {
	Seq    int       `json:"seq"`
	Player string    `json:"player,omitempty"`
	At     time.Time `json:"at"`
}

// MarshalJSON writes the move's place, player and time, then its play's
// fields, in one object.
func (am ArchiveMove) MarshalJSON() ([]byte, error) {
	head, err := marshalPlain(archiveMoveHead{am.Seq, am.Player, am.At})
	if err != nil {
		return nil, err
	}
	play, err := Move{Play: am.Play}.MarshalJSON()
	if err != nil || string(play) == "{}" {
		return head, err
	}
	return append(append(head[:len(head)-1], ','), play[1:]...), nil
}

// UnmarshalJSON reads the move's place, player and time; its play is read
// with the game's kind by ArchiveGame.UnmarshalJSON.
func (am *ArchiveMove) UnmarshalJSON(data []byte) error {
	var h archiveMoveHead
	if err := json.Unmarshal(data, &h); err != nil {
		return err
	}
	*am = ArchiveMove{Seq: h.Seq, Player: h.Player, At: h.At, data: append([]byte(nil), data...)}
	return nil
}

// UnmarshalJSON reads an archived game, each move's play read with the
// game's kind. A game of an unknown kind keeps its moves unread: replaying
// it refuses the kind.
func (ag *ArchiveGame) UnmarshalJSON(data []byte) error {
	type plain ArchiveGame
	var g plain
	if err := json.Unmarshal(data, &g); err != nil {
		return err
	}
	if k, err := ParseKind(string(g.Kind)); err == nil {
		for i := range g.Moves {
			p, err := DecodePlay(k, g.Moves[i].data)
			if err != nil {
				var te *json.UnmarshalTypeError
				if errors.As(err, &te) {
					te.Field = "games.moves." + te.Field
				}
				return err
			}
			g.Moves[i].Play, g.Moves[i].data = p, nil
		}
	}
	*ag = ArchiveGame(g)
	return nil
}

// GameState names a game's state in exports and lists.
func GameState(st *State) string {
	switch {
	case !st.Game.Abandoned.IsZero():
		return "abandoned"
	case st.Finished:
		return "finished"
	}
	return "in_progress"
}

// Export returns the games changed on or after since (all when zero),
// oldest first.
func (s *Service) Export(ctx context.Context, since time.Time) (*Archive, error) {
	games, err := s.records().ExportGames(ctx, since)
	if err != nil {
		return nil, err
	}
	a := &Archive{Format: ArchiveFormat, Version: ArchiveVersion, Exported: s.now().UTC(), Games: []ArchiveGame{}}
	for _, g := range games {
		st, err := Replay(g)
		if err != nil {
			return nil, err
		}
		ag := ArchiveGame{UUID: g.UUID, ID: g.ID, Kind: g.Kind, Options: g.Options, Players: g.Players, Started: g.Started,
			Updated: g.Updated, State: GameState(st), Moves: []ArchiveMove{}}
		if st.Finished {
			t := g.Moves[len(g.Moves)-1].At
			ag.Finished = &t
		}
		if !g.Abandoned.IsZero() {
			t := g.Abandoned
			ag.Abandoned = &t
		}
		for _, m := range g.Moves {
			am := ArchiveMove{Seq: m.Seq, At: m.At, Play: m.Play}
			if m.Seat >= 0 && m.Seat < len(g.Players) {
				am.Player = g.Players[m.Seat]
			}
			ag.Moves = append(ag.Moves, am)
		}
		a.Games = append(a.Games, ag)
	}
	return a, nil
}

// Import replays every game of a through the rules and saves them, matched
// by UUID, in one transaction. A game or move the rules refuse refuses the
// whole archive (a *scoring.Error naming the game and the move) and nothing
// is written.
func (s *Service) Import(ctx context.Context, a *Archive) (ImportCounts, error) {
	if a.Format != ArchiveFormat || a.Version != ArchiveVersion {
		return ImportCounts{}, malformed("", "not a scorepad export (format %q version %d; want %q version %d)", "pas un export scorepad (format « %s » version %d ; attendu « %s » version %d)",
			a.Format, a.Version, ArchiveFormat, ArchiveVersion)
	}
	seen := map[string]bool{}
	var games []ImportGame
	for i, ag := range a.Games {
		ig, _, err := replayArchived(ag, i+1)
		if err != nil {
			return ImportCounts{}, err
		}
		if seen[ig.Game.UUID] {
			return ImportCounts{}, malformed("", "game %s is in the file twice", "la partie %s figure deux fois dans le fichier", ig.Game.UUID)
		}
		seen[ig.Game.UUID] = true
		games = append(games, ig)
	}
	return s.records().ImportGames(ctx, games)
}

// validUUID reports whether u is written as a UUID (8-4-4-4-12 hex digits).
func validUUID(u string) bool {
	if len(u) != 36 {
		return false
	}
	for i, r := range u {
		switch i {
		case 8, 13, 18, 23:
			if r != '-' {
				return false
			}
		default:
			if !strings.ContainsRune("0123456789abcdefABCDEF", r) {
				return false
			}
		}
	}
	return true
}

// Replay checks an archived game and replays its moves through the rules,
// as import does.
func (ag ArchiveGame) Replay() (*State, error) {
	_, st, err := replayArchived(ag, 0)
	return st, err
}

// replayArchived checks game n of an archive and replays its moves.
func replayArchived(ag ArchiveGame, n int) (ImportGame, *State, error) {
	name := fmt.Sprintf("%d", n)
	if ag.UUID != "" {
		name = ag.UUID
	}
	bad := func(err error) error {
		var se *scoring.Error
		if errors.As(err, &se) {
			return scoring.NewError(se.Rule, se.Illegal, fmt.Sprintf("game %s: %s; nothing was imported", name, se.Text(scoring.EN)), fmt.Sprintf("partie %s : %s ; rien n'a été importé", name, se.Text(scoring.FR)))
		}
		return fmt.Errorf("game %s: %w", name, err)
	}
	if !validUUID(ag.UUID) {
		return ImportGame{}, nil, bad(malformed("", "uuid %q is not a UUID", "l'uuid « %s » n'est pas un UUID", ag.UUID))
	}
	k, err := ParseKind(string(ag.Kind))
	if err != nil {
		return ImportGame{}, nil, bad(err)
	}
	players, err := ParsePlayers(k, strings.Join(ag.Players, ","))
	if err != nil {
		return ImportGame{}, nil, bad(err)
	}
	if len(players) != len(ag.Players) {
		return ImportGame{}, nil, bad(malformed("G1", "a player's name holds a comma", "un nom de joueur contient une virgule"))
	}
	if ag.Started.IsZero() {
		return ImportGame{}, nil, bad(malformed("", "no start date", "pas de date de début"))
	}
	g := &Game{ID: ag.ID, UUID: strings.ToLower(ag.UUID), Kind: k, Options: ag.Options, Players: players, Started: ag.Started.UTC(), Updated: ag.Updated.UTC()}
	if ag.Abandoned != nil {
		g.Abandoned = ag.Abandoned.UTC()
	}
	st, err := NewState(g)
	if err != nil {
		return ImportGame{}, nil, bad(err)
	}
	for i, am := range ag.Moves {
		m := Move{Seq: i + 1, At: am.At.UTC(), Play: am.Play}
		if am.Seq != i+1 {
			return ImportGame{}, nil, bad(malformed("", "move %d is numbered %d", "le coup %d porte le numéro %d", i+1, am.Seq))
		}
		m.Seat = st.Mover()
		m = st.Canonical(m) // an archive's aliases ("quatre", "libre") are stored as IDs
		if am.Player != "" && m.Seat >= 0 && NameKey(am.Player) != NameKey(players[m.Seat]) {
			return ImportGame{}, nil, bad(refused("G2", "move %d: it is %s's turn, not %s's (G2)", "coup %d : c'est au tour de %s, pas de %s (G2)", i+1, players[m.Seat], am.Player))
		}
		if _, err := st.apply(m); err != nil {
			var se *scoring.Error
			if errors.As(err, &se) {
				err = scoring.NewError(se.Rule, se.Illegal, fmt.Sprintf("move %d%s: %s", i+1, moveAuthor(g, m), se.Text(scoring.EN)), fmt.Sprintf("coup %d%s : %s", i+1, moveAuthor(g, m), se.Text(scoring.FR)))
			}
			return ImportGame{}, nil, bad(err)
		}
		g.Moves = append(g.Moves, m)
	}
	if g.Updated.IsZero() {
		g.Updated = g.Started
		if len(g.Moves) > 0 {
			g.Updated = g.Moves[len(g.Moves)-1].At
		}
	}
	ig := ImportGame{Game: g}
	if st.Finished {
		ig.Results = st.Results()
	}
	return ig, st, nil
}
