package sheets

import (
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/scoring"
)

// Doc is a game's sheet as numbers, the shape scorepad sheet --json
// prints (documented in README.md and sheet --help; stable). Where Table
// is text laid out for printers, Doc keeps the figures and the IDs; the
// kind's model projects both from the same sheets (doc beside table).
type Doc struct {
	Game     int64             `json:"game"`
	Kind     string            `json:"kind"`
	Finished bool              `json:"finished"`
	Started  string            `json:"started"`
	Options  Options           `json:"options"`
	Turn     map[string]string `json:"turn"` // {"player": name}, null when no seat is to move
	Round    int               `json:"round"`
	Players  []PlayerDoc       `json:"players"`
	Winners  []string          `json:"winners"`
}

// PlayerDoc is one player's sheet; the fields of the other kinds are left
// out.
type PlayerDoc struct {
	Name  string `json:"name"`
	Total int    `json:"total"`
	// Penta / Yam's
	Columns []ColumnDoc `json:"columns,omitempty"`
	// 5000
	Score  *int      `json:"score,omitempty"`
	Opened *bool     `json:"opened,omitempty"`
	Turns  []TurnDoc `json:"turns,omitempty"`
	// Sackson
	Finished  *bool        `json:"finished,omitempty"`
	Rows      *OrderedInts `json:"rows,omitempty"`
	RowScores *OrderedInts `json:"row_scores,omitempty"`
	Tracks    []TrackDoc   `json:"tracks,omitempty"`
}

// ColumnDoc is one Penta or Yam's column: its boxes by ID (null when not
// filled yet), in the sheet's order, and its totals.
type ColumnDoc struct {
	Name       string      `json:"name"`
	Mode       string      `json:"mode"`
	Boxes      OrderedInts `json:"boxes"`
	Upper      int         `json:"upper"`
	UpperBonus int         `json:"upper_bonus"`
	Lower      int         `json:"lower"`
	ExtraBonus int         `json:"extra_bonus"`
	PlusMinus  int         `json:"plus_minus"`
	Total      int         `json:"total"`
}

// TurnDoc is one 5000 turn of a player.
type TurnDoc struct {
	Points   int  `json:"points"`
	Recorded int  `json:"recorded"`
	Bust     bool `json:"bust"`
	Opening  bool `json:"opening"`
	Score    int  `json:"score"`
}

// TrackDoc is one Sackson fifth-die track.
type TrackDoc struct {
	Value  int `json:"value"`
	Checks int `json:"checks"`
}

// OrderedInts marshals as a JSON object keeping its keys in order (a
// value nil is null).
type OrderedInts struct {
	keys []string
	vals []*int
}

// MarshalJSON writes {"key": value, …} in the order added.
func (o OrderedInts) MarshalJSON() ([]byte, error) {
	var b strings.Builder
	b.WriteByte('{')
	for i, k := range o.keys {
		if i > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Quote(k) + ":")
		if o.vals[i] == nil {
			b.WriteString("null")
		} else {
			b.WriteString(strconv.Itoa(*o.vals[i]))
		}
	}
	b.WriteByte('}')
	return []byte(b.String()), nil
}

func (o *OrderedInts) add(k string, v *int) { o.keys = append(o.keys, k); o.vals = append(o.vals, v) }

func intp(n int) *int { return &n }

// Doc projects the sheets of s as numbers (sheet --json).
func (s *State) Doc() Doc {
	g := s.Game
	d := Doc{Game: g.ID, Kind: string(g.Kind), Finished: s.Finished, Started: g.Started.Format("2006-01-02T15:04:05Z"),
		Options: g.Options, Round: s.Round, Winners: []string{}}
	if !s.Finished && s.Turn >= 0 {
		d.Turn = map[string]string{"player": g.Players[s.Turn]}
	}
	for _, w := range s.Winners() {
		d.Winners = append(d.Winners, g.Players[w])
	}
	totals := s.Totals()
	for p, name := range g.Players {
		pd := PlayerDoc{Name: name, Total: totals[p]}
		s.model().doc(s, p, &pd)
		d.Players = append(d.Players, pd)
	}
	return d
}

func (boxModel) doc(s *State, p int, pd *PlayerDoc) {
	sh := s.Boxes()
	names := sh.Rules.ColumnNames()
	for ci := range sh.Cols[p] {
		c := &sh.Cols[p][ci]
		cd := ColumnDoc{Name: names[ci], Mode: sh.Rules.Columns[ci].String(), Upper: c.Upper(), UpperBonus: c.UpperBonus(),
			Lower: c.Lower(), ExtraBonus: int(c.Extra), PlusMinus: c.PlusMinus(), Total: c.Total()}
		for _, b := range sh.Rules.Boxes() {
			var v *int
			if x, ok := c.Value(b); ok {
				v = intp(x)
			}
			cd.Boxes.add(b.ID(), v)
		}
		pd.Columns = append(pd.Columns, cd)
	}
}

func (fiveModel) doc(s *State, p int, pd *PlayerDoc) {
	fp := s.Five().Players[p]
	pd.Score, pd.Opened = intp(fp.Score), &fp.Opened
	pd.Turns = []TurnDoc{}
	for _, t := range fp.Turns {
		pd.Turns = append(pd.Turns, TurnDoc{t.Points, t.Recorded, t.Bust, t.Opening, t.Score})
	}
}

func (sacksonModel) doc(s *State, p int, pd *PlayerDoc) {
	sh := s.Sackson()
	pad := sh.Pads[p]
	ended := pad.Ended
	pd.Finished = &ended
	pd.Rows, pd.RowScores = &OrderedInts{}, &OrderedInts{}
	for sum := 2; sum <= 12; sum++ {
		k := strconv.Itoa(sum)
		pd.Rows.add(k, intp(pad.Rows[sum]))
		pd.RowScores.add(k, intp(scoring.SacksonRowScore(sum, pad.Rows[sum], sh.Pen)))
	}
	pd.Tracks = []TrackDoc{}
	for _, t := range pad.Tracks {
		pd.Tracks = append(pd.Tracks, TrackDoc{int(t.Value), t.Checks})
	}
}
