package sheets

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
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
	// ConflictOf is, for a conflict copy (see Service.ImportFrom), the
	// UUID of the game it was copied beside; absent otherwise.
	ConflictOf string `json:"conflict_of,omitempty"`
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
	return am.appendJSON(make([]byte, 0, 128))
}

// appendJSON appends the move as MarshalJSON writes it.
func (am ArchiveMove) appendJSON(b []byte) ([]byte, error) {
	b = append(b, `{"seq":`...)
	b = strconv.AppendInt(b, int64(am.Seq), 10)
	if am.Player != "" {
		b = appendJSONString(append(b, `,"player":`...), am.Player)
	}
	b = append(b, `,"at":"`...)
	// time.Time's MarshalJSON, quotes around AppendText, in place
	var err error
	if b, err = am.At.AppendText(b); err != nil {
		_, err = am.At.MarshalJSON() // its own words
		return nil, err
	}
	b = append(b, '"')
	if am.Play == nil {
		return append(b, '}'), nil
	}
	start := len(b)
	b = am.Play.appendJSON(b)
	if len(b)-start == 2 { // {}
		return append(b[:start], '}'), nil
	}
	b[start] = ',' // the play's fields follow in the same object
	return b, nil
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
// it refuses the kind. A field of the wrong type is a *FieldError naming
// it as the file has it ("moves" entry 5, "auto").
func (ag *ArchiveGame) UnmarshalJSON(data []byte) error {
	var raw archiveRaw
	if err := json.Unmarshal(data, &raw); err != nil {
		return fieldError(0, err)
	}
	g, err := raw.game()
	if err != nil {
		return err
	}
	*ag = g
	return nil
}

// archiveRaw is an archived game with its moves not read yet: a stream
// decodes a game into it in one pass, then game reads the moves.
type archiveRaw struct {
	archivePlain
	Moves []json.RawMessage `json:"moves"`
}

type archivePlain ArchiveGame // ArchiveGame without its UnmarshalJSON

// game reads the moves of r with its kind.
func (r archiveRaw) game() (ArchiveGame, error) {
	g := r.archivePlain
	raw := r
	g.Moves = make([]ArchiveMove, len(raw.Moves))
	k, kerr := ParseKind(string(g.Kind))
	var fp flatPlay
	if kerr == nil {
		fp = flatPlayOf(k)
	}
	for i, m := range raw.Moves {
		if fp != nil {
			if am, ok := flatMove(fp, m); ok {
				g.Moves[i] = am
				continue
			}
		}
		if err := json.Unmarshal(m, &g.Moves[i]); err != nil {
			return ArchiveGame{}, fieldError(i+1, err)
		}
		if kerr != nil {
			continue
		}
		p, err := DecodePlay(k, g.Moves[i].data)
		if err != nil {
			return ArchiveGame{}, fieldError(i+1, err)
		}
		g.Moves[i].Play, g.Moves[i].data = p, nil
	}
	return ArchiveGame(g), nil
}

// FieldError is a field of an archived game that holds the wrong type of
// value: Move is the move it belongs to (1-based; 0 for the game's own
// fields), Field its name as the file writes it, Value what the file holds
// (a JSON type: string, number, bool, array, object) and Want the Go type
// expected.
type FieldError struct {
	Move        int
	Field       string
	Value, Want string
	Err         error
}

func (e *FieldError) Error() string { return e.Text(lang.EN) }

// Unwrap returns the decoder's error.
func (e *FieldError) Unwrap() error { return e.Err }

// Text says which field holds what, in lang: `move 5: "auto" holds a
// string where true or false is expected`.
func (e *FieldError) Text(l lang.Lang) string {
	want := lang.MPlain("%s", e.Want)
	switch e.Want {
	case "bool":
		want = lang.MPlain("true or false")
	case "int", "int64", "uint8":
		want = lang.MPlain("a whole number")
	case "string", "sheets.Kind":
		want = lang.MPlain("a string")
	case "[]string":
		want = lang.MPlain("a list of strings")
	case "time.Time":
		want = lang.MPlain("a time (RFC 3339)")
	}
	where := lang.MPlain("")
	if e.Move > 0 {
		where = lang.MPlain("move %d: ", e.Move)
	}
	return l.Say(lang.Whole(lang.MPlain("%s%q holds %s where %s is expected", where, e.Field, jsonValueName(e.Value, l), want)))
}

func jsonValueName(v string, l lang.Lang) string {
	switch v {
	case "string":
		return l.T("a string")
	case "number":
		return l.T("a number")
	case "bool":
		return l.T("true or false")
	case "array":
		return l.T("a list")
	case "object":
		return l.T("an object")
	}
	if strings.HasPrefix(v, "number ") { // an integer out of range: "number 1e99"
		return fmt.Sprintf(l.T("the number %s"), strings.TrimPrefix(v, "number "))
	}
	return v
}

// fieldError turns the decoder's type error into a *FieldError of move
// (0: the game's own fields); other errors come back as they are.
func fieldError(move int, err error) error {
	var te *json.UnmarshalTypeError
	if !errors.As(err, &te) {
		var pe *time.ParseError
		if errors.As(err, &pe) {
			field := "at"
			if move == 0 {
				field = "started/finished/abandoned/updated"
			}
			return &FieldError{Move: move, Field: field, Value: fmt.Sprintf("%q", pe.Value), Want: "time.Time", Err: err}
		}
		return err
	}
	want := ""
	if te.Type != nil {
		want = te.Type.String()
	}
	return &FieldError{Move: move, Field: te.Field, Value: te.Value, Want: want, Err: err}
}

// AppendJSON appends the game as one JSON object, byte for byte as
// encoding/json writes it with HTML escaping off (export's lines), without
// reflection over its moves.
func (ag ArchiveGame) AppendJSON(b []byte) ([]byte, error) {
	var err error
	appendTime := func(b []byte, t *time.Time) ([]byte, error) {
		if t == nil {
			return append(b, "null"...), nil
		}
		j, err := t.MarshalJSON()
		return append(b, j...), err
	}
	b = appendJSONString(append(b, `{"uuid":`...), ag.UUID)
	b = strconv.AppendInt(append(b, `,"id":`...), ag.ID, 10)
	b = appendJSONString(append(b, `,"kind":`...), string(ag.Kind))
	b = ag.Options.appendJSON(append(b, `,"options":`...))
	b = append(b, `,"players":`...)
	if ag.Players == nil {
		b = append(b, "null"...)
	} else {
		b = appendStrings(b, ag.Players)
	}
	started, updated := ag.Started, ag.Updated
	for _, f := range []struct {
		key string
		t   *time.Time
	}{{"started", &started}, {"finished", ag.Finished}, {"abandoned", ag.Abandoned}, {"updated", &updated}} {
		if b, err = appendTime(append(append(append(b, `,"`...), f.key...), `":`...), f.t); err != nil {
			return nil, err
		}
	}
	b = appendJSONString(append(b, `,"state":`...), ag.State)
	b = append(b, `,"moves":`...)
	if ag.Moves == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i, m := range ag.Moves {
			if i > 0 {
				b = append(b, ',')
			}
			if b, err = m.appendJSON(b); err != nil {
				return nil, err
			}
		}
		b = append(b, ']')
	}
	if ag.ConflictOf != "" {
		b = appendJSONString(append(b, `,"conflict_of":`...), ag.ConflictOf)
	}
	return append(b, '}'), nil
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
	a := &Archive{Format: ArchiveFormat, Version: ArchiveVersion, Exported: s.now().UTC(), Games: []ArchiveGame{}}
	err := s.ExportEach(ctx, since, func(ag ArchiveGame) error {
		a.Games = append(a.Games, ag)
		return nil
	})
	if err != nil {
		return nil, err
	}
	return a, nil
}

// ExportEach calls fn with each game changed on or after since (all when
// zero) as the export document holds it, oldest first, one at a time (a
// lifetime of games is never in memory at once). The store reads the
// games in one goroutine while they are replayed and given to fn in
// another: on two cores the two halves overlap.
func (s *Service) ExportEach(ctx context.Context, since time.Time, fn func(ArchiveGame) error) error {
	games := make(chan *Game, 32)
	stopped, finished := make(chan struct{}), make(chan struct{})
	var ferr error // fn's or the replay's first error, read once finished is closed
	go func() {
		defer close(finished)
		for g := range games {
			if ferr != nil {
				continue // the store is being stopped
			}
			if ferr = exportGame(g, fn); ferr != nil {
				close(stopped)
			}
		}
	}()
	err := s.records().ExportGames(ctx, since, func(g *Game) error {
		select {
		case games <- g:
			return nil
		case <-stopped:
			return errExportStopped
		}
	})
	close(games)
	<-finished
	if ferr != nil {
		return ferr
	}
	return err
}

var errExportStopped = errors.New("export stopped")

// exportGame replays g and gives fn the game as the export holds it.
func exportGame(g *Game, fn func(ArchiveGame) error) error {
	st, err := Replay(g)
	if err != nil {
		return err
	}
	ag := ArchiveGame{UUID: g.UUID, ID: g.ID, Kind: g.Kind, Options: g.Options, Players: g.Players, Started: g.Started,
		Updated: g.Updated, State: GameState(st), Moves: make([]ArchiveMove, 0, len(g.Moves)), ConflictOf: g.ConflictOf}
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
	return fn(ag)
}

// Import replays every game of a through the rules and saves them as
// ImportFrom does, in one transaction.
func (s *Service) Import(ctx context.Context, a *Archive) (ImportCounts, error) {
	if err := checkHead(a.Format, a.Version); err != nil {
		return ImportCounts{}, err
	}
	return s.importGames(ctx, func(yield func(ArchiveGame) error) error {
		for _, ag := range a.Games {
			if err := yield(ag); err != nil {
				return err
			}
		}
		return nil
	})
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
// as import does (its times are not compared with the clock).
func (ag ArchiveGame) Replay() (*State, error) {
	_, st, err := replayArchived(ag, 0, time.Time{})
	return st, err
}

// Earliest is the earliest start an imported game may have: scorepad
// kept no score before it.
var Earliest = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// ClockSkew is how far in the future an imported time may be: the clocks
// of two devices differ a little.
const ClockSkew = time.Hour

// MaxGameID is the largest game number an import keeps: a game numbered
// beyond it (or below 1) gets the next free number, keeping its UUID, so
// that new goes on counting from the family's own numbers.
const MaxGameID = 999_999_999

// gameName names game n of an archive in messages: its UUID, else its
// place in the file.
func gameName(ag ArchiveGame, n int) string {
	if ag.UUID != "" {
		return ag.UUID
	}
	return fmt.Sprintf("%d", n)
}

// badGame says that game name of the file is refused, and that nothing was
// imported; a refusal of the rules stays one (exit 1).
func badGame(name string, err error) error {
	var se *scoring.Error
	if errors.As(err, &se) {
		return scoring.Refusal(se.Rule, se.Illegal, lang.MPlain("game %s: %s; nothing was imported", name, se.Msg()))
	}
	var fe *FieldError
	if errors.As(err, &fe) {
		return scoring.Refusal("", false, lang.MPlain("game %s: %s; nothing was imported", name, lang.Of(func(l lang.Lang) string { return fe.Text(l) })))
	}
	return fmt.Errorf("game %s: %w", name, err)
}

// replayArchived checks game n of an archive as the commands that would
// have written it check what they are given — the UUID, the kind, the
// players' names (robots included), the options, each move (throws
// recorded, 5000 turns, the player whose turn it is) replayed through the
// rules, and its times: a start after Earliest, moves in order from the
// start, none after now (+ClockSkew; a zero now skips that check).
func replayArchived(ag ArchiveGame, n int, now time.Time) (ImportGame, *State, error) {
	bad := func(err error) (ImportGame, *State, error) { return ImportGame{}, nil, badGame(gameName(ag, n), err) }
	k, players, err := checkArchivedHead(ag, now)
	if err != nil {
		return bad(err)
	}
	g := &Game{ID: ag.ID, UUID: strings.ToLower(ag.UUID), Kind: k, Options: ag.Options, Players: players, Started: ag.Started.UTC(), Updated: ag.Updated.UTC()}
	if ag.Abandoned != nil {
		g.Abandoned = ag.Abandoned.UTC()
	}
	st, err := NewState(g)
	if err != nil {
		return bad(err)
	}
	last, err := replayArchivedMoves(ag, g, st, now)
	if err != nil {
		return bad(err)
	}
	if err := checkArchivedEnd(g, last, now); err != nil {
		return bad(err)
	}
	if g.ID < 1 || g.ID > MaxGameID {
		g.ID = 0 // a new number, the UUID kept
	}
	ig := ImportGame{Game: g, Plays: playsJSON(g.Moves)}
	if st.Finished {
		ig.Results = st.Results()
	}
	return ig, st, nil
}

// inFuture reports whether t is after now (+ClockSkew); never when now is
// zero.
func inFuture(t, now time.Time) bool { return !now.IsZero() && t.After(now.Add(ClockSkew)) }

// checkArchivedHead checks what an archived game says before its moves:
// its UUIDs, kind, players' names, options and start; it returns the kind
// and the players as the commands write them.
func checkArchivedHead(ag ArchiveGame, now time.Time) (Kind, []string, error) {
	if !validUUID(ag.UUID) {
		return "", nil, malformed("", "uuid %q is not a UUID", ag.UUID)
	}
	if ag.ConflictOf != "" && !validUUID(ag.ConflictOf) {
		return "", nil, malformed("", "conflict_of %q is not a UUID", ag.ConflictOf)
	}
	k, err := ParseKind(string(ag.Kind))
	if err != nil {
		return "", nil, err
	}
	players, err := ParsePlayers(k, strings.Join(ag.Players, ","))
	if err != nil {
		return "", nil, err
	}
	if len(players) != len(ag.Players) {
		return "", nil, malformed("G1", "a player's name holds a comma")
	}
	if err := CheckOptions(k, ag.Options); err != nil {
		return "", nil, err
	}
	if ag.Started.IsZero() {
		return "", nil, malformed("", "no start date")
	}
	if ag.Started.Before(Earliest) || inFuture(ag.Started, now) {
		return "", nil, malformed("", "the start, %s, is not a date scorepad could have written (from %s to now, %s)",
			timeWords(ag.Started), timeWords(Earliest), timeWords(now))
	}
	return k, players, nil
}

// replayArchivedMoves replays the archived moves of ag on st, appending
// them to g as stored (numbered, seated, canonical), each checked as a
// live move is and dated in order; it returns the time of the last move
// (the start when there is none).
func replayArchivedMoves(ag ArchiveGame, g *Game, st *State, now time.Time) (time.Time, error) {
	last := g.Started
	if len(ag.Moves) > 0 {
		g.Moves = make([]Move, 0, len(ag.Moves)) // one allocation
	}
	for i, am := range ag.Moves {
		m := Move{Seq: i + 1, At: am.At.UTC(), Play: am.Play}
		if am.Seq != i+1 {
			return last, malformed("", "move %d is numbered %d", i+1, am.Seq)
		}
		if m.At.Before(last) || inFuture(m.At, now) {
			return last, malformed("", "move %d is dated %s: a move comes after the start and the move before (%s) and not after now (%s)",
				i+1, timeWords(m.At), timeWords(last), timeWords(now))
		}
		last = m.At
		m.Seat = st.Mover()
		m = st.Canonical(m) // an archive's aliases ("quatre", "libre") are stored as IDs
		if am.Player != "" && m.Seat >= 0 && am.Player != g.Players[m.Seat] && NameKey(am.Player) != NameKey(g.Players[m.Seat]) {
			return last, refused("G2", "move %d: it is %s's turn, not %s's (G2)", i+1, g.Players[m.Seat], am.Player)
		}
		// Apply: the checks of a live move too (the throws recorded, P2; a
		// 5000 move is one of a turn, points or a bust)
		if err := st.judge(m, nil); err != nil {
			var se *scoring.Error
			if errors.As(err, &se) {
				err = scoring.Refusal(se.Rule, se.Illegal, lang.MPlain("move %d%s: %s", i+1, moveAuthor(g, m), se.Msg()))
			}
			return last, err
		}
		g.Moves = append(g.Moves, m)
	}
	return last, nil
}

// checkArchivedEnd checks g's abandonment and change time against its
// last move (at last) and now, and sets its change time no earlier than
// its last move or its abandonment.
func checkArchivedEnd(g *Game, last, now time.Time) error {
	if g.Updated.IsZero() {
		g.Updated = last
	}
	if !g.Abandoned.IsZero() && (g.Abandoned.Before(last) || inFuture(g.Abandoned, now)) {
		return malformed("", "abandoned %s: that is before its last move (%s) or after now (%s)",
			timeWords(g.Abandoned), timeWords(last), timeWords(now))
	}
	if inFuture(g.Updated, now) {
		return malformed("", "updated %s is after now (%s)", timeWords(g.Updated), timeWords(now))
	}
	g.Updated = latest(g.Updated, latest(last, g.Abandoned))
	return nil
}

// playsJSON returns the moves' JSON (Move.MarshalJSON), side by side in
// one buffer.
func playsJSON(moves []Move) [][]byte {
	plays := make([][]byte, len(moves))
	buf := make([]byte, 0, 48*len(moves))
	for i, m := range moves {
		start := len(buf)
		if m.Play == nil {
			buf = append(buf, "{}"...)
		} else {
			buf = m.Play.appendJSON(buf)
		}
		plays[i] = buf[start:len(buf):len(buf)]
	}
	return plays
}

// timeWords writes t for a message: RFC 3339 in UTC, to the second.
func timeWords(t time.Time) string { return t.UTC().Format(time.RFC3339) }
