package sheets

import (
	"crypto/sha1"
	"fmt"
	"sort"
	"strings"
	"time"
)

// BG Stats' play file (the .bgsplay document BG Stats itself shares and
// opens): tables of players, locations and games, and plays that refer to
// them by id. Every row carries a uuid by which BG Stats recognises it when
// the file is opened again: the play's is the scorepad game's UUID, a
// player's and a game's are derived from the name, so a re-export updates
// the same plays and people instead of adding new ones.

// BGStatsDoc is a BG Stats play file, written as JSON.
type BGStatsDoc struct {
	About     string        `json:"about"`
	Players   []bgsPlayer   `json:"players"`
	Locations []bgsLocation `json:"locations"`
	Games     []bgsGame     `json:"games"`
	Plays     []bgsPlay     `json:"plays"`
}

type bgsPlayer struct {
	UUID             string `json:"uuid"`
	ID               int    `json:"id"`
	Name             string `json:"name"`
	IsAnonymous      bool   `json:"isAnonymous"`
	ModificationDate string `json:"modificationDate"`
	BggUsername      string `json:"bggUsername"`
}

type bgsLocation struct {
	UUID             string `json:"uuid"`
	ID               int    `json:"id"`
	Name             string `json:"name"`
	ModificationDate string `json:"modificationDate"`
}

type bgsGame struct {
	UUID             string `json:"uuid"`
	ID               int    `json:"id"`
	Name             string `json:"name"`
	ModificationDate string `json:"modificationDate"`
	Cooperative      bool   `json:"cooperative"`
	HighestWins      bool   `json:"highestWins"`
	NoPoints         bool   `json:"noPoints"`
	UsesTeams        bool   `json:"usesTeams"`
	MinPlayerCount   int    `json:"minPlayerCount"`
	MaxPlayerCount   int    `json:"maxPlayerCount"`
	BggID            int    `json:"bggId"`
}

type bgsPlay struct {
	UUID             string     `json:"uuid"`
	ModificationDate string     `json:"modificationDate"`
	EntryDate        string     `json:"entryDate"`
	PlayDate         string     `json:"playDate"`
	UsesTeams        bool       `json:"usesTeams"`
	DurationMin      int        `json:"durationMin"`
	Ignored          bool       `json:"ignored"`
	ManualWinner     bool       `json:"manualWinner"`
	Rounds           int        `json:"rounds"`
	LocationRefID    int        `json:"locationRefId"`
	GameRefID        int        `json:"gameRefId"`
	Board            string     `json:"board"`
	Comments         string     `json:"comments"`
	PlayerScores     []bgsScore `json:"playerScores"`
}

type bgsScore struct {
	Score       string `json:"score"`
	Winner      bool   `json:"winner"`
	NewPlayer   bool   `json:"newPlayer"`
	StartPlayer bool   `json:"startPlayer"`
	PlayerRefID int    `json:"playerRefId"`
	Rank        int    `json:"rank"`
	SeatOrder   int    `json:"seatOrder"`
	Role        string `json:"role"`
}

// bgsDate is BG Stats' date format (UTC).
func bgsDate(t time.Time) string { return t.UTC().Format("2006-01-02 15:04:05") }

// stableUUID derives a UUID (version 5 layout, SHA-1) from a name, the same
// on every run and every device.
func stableUUID(name string) string {
	h := sha1.Sum([]byte("scorepad:" + name))
	h[6] = h[6]&0x0f | 0x50
	h[8] = h[8]&0x3f | 0x80
	return fmt.Sprintf("%x-%x-%x-%x-%x", h[0:4], h[4:6], h[6:8], h[8:10], h[10:16])
}

// BGStatsFile turns the finished games of an archive (abandoned ones left
// out) into a BG Stats play file.
func BGStatsFile(a *Archive) (*BGStatsDoc, error) {
	d := &BGStatsDoc{
		About:     "This is a Play file that can be read by Board Game Stats. If you see this text, try to use a share, export or open-in function to open it with Board Game Stats. Written by scorepad.",
		Players:   []bgsPlayer{},
		Locations: []bgsLocation{},
		Games:     []bgsGame{},
		Plays:     []bgsPlay{},
	}
	players := map[string]int{}
	games := map[Kind]int{}
	// People and games change when plays do: their date is the last play's
	// change, so that the same records give the same file.
	var last time.Time
	for _, ag := range a.Games {
		if ag.State == "finished" && ag.Updated.After(last) {
			last = ag.Updated
		}
	}
	now := bgsDate(last)
	for _, ag := range a.Games {
		if ag.State != "finished" {
			continue
		}
		st, err := ag.Replay()
		if err != nil {
			return nil, err
		}
		g := st.Game
		gid, ok := games[g.Kind]
		if !ok {
			info, _ := g.Kind.Info()
			lo, hi := info.Players.Min, info.Players.Max
			gid = len(d.Games) + 1
			games[g.Kind] = gid
			d.Games = append(d.Games, bgsGame{UUID: stableUUID("game:" + string(g.Kind)), ID: gid, Name: info.BGStats.Name, ModificationDate: now,
				HighestWins: true, MinPlayerCount: lo, MaxPlayerCount: hi})
		}
		totals, ranks := st.Totals(), st.Ranks()
		win := map[int]bool{}
		for _, w := range st.Winners() {
			win[w] = true
		}
		finished := ag.Started
		if ag.Finished != nil {
			finished = *ag.Finished
		}
		p := bgsPlay{UUID: ag.UUID, ModificationDate: bgsDate(ag.Updated), EntryDate: bgsDate(ag.Started), PlayDate: bgsDate(ag.Started),
			DurationMin: int(finished.Sub(ag.Started).Round(time.Minute) / time.Minute), Rounds: st.Round, GameRefID: gid,
			Board: bgsBoard(g), Comments: fmt.Sprintf("scorepad %s", ag.UUID)}
		for seat, name := range g.Players {
			key := NameKey(name)
			pid, ok := players[key]
			if !ok {
				pid = len(d.Players) + 1
				players[key] = pid
				d.Players = append(d.Players, bgsPlayer{UUID: stableUUID("player:" + key), ID: pid, Name: name, ModificationDate: now})
			}
			p.PlayerScores = append(p.PlayerScores, bgsScore{Score: fmt.Sprint(totals[seat]), Winner: win[seat], StartPlayer: seat == 0,
				PlayerRefID: pid, Rank: ranks[seat], SeatOrder: seat + 1})
		}
		d.Plays = append(d.Plays, p)
	}
	sort.SliceStable(d.Plays, func(i, j int) bool { return d.Plays[i].PlayDate < d.Plays[j].PlayDate })
	return d, nil
}

// bgsBoard names the rules a game was played under (BG Stats' "board" or
// variant field): the options the kind's registry entry lists, when set.
func bgsBoard(g *Game) string {
	if g.Options.Rules == nil {
		return ""
	}
	var parts []string
	info, _ := g.Kind.Info()
	for _, key := range info.BGStats.Board {
		if p := g.Options.Rules.board(key); p != "" {
			parts = append(parts, p)
		}
	}
	return strings.Join(parts, "; ")
}
