package sheets

import (
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/jsonobj"
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

// PlayerDoc is one player's sheet: the name and total every game has,
// then the figures of the game's engine (Sheet), written as fields of the
// same object after them (MarshalJSON).
type PlayerDoc struct {
	Name  string
	Total int
	Sheet SheetDoc
}

// SheetDoc is one player's figures as the game's engine writes them in
// sheet --json: a BoxSheetDoc, FiveSheetDoc or SacksonSheetDoc, each
// beside its model. It marshals as a JSON object.
type SheetDoc interface{ sheetDoc() }

// MarshalJSON writes {"name", "total", then the fields of Sheet in their
// order}: the object README documents.
func (p PlayerDoc) MarshalJSON() ([]byte, error) {
	b, err := jsonobj.Plain(struct {
		Name  string `json:"name"`
		Total int    `json:"total"`
	}{p.Name, p.Total})
	if err != nil || p.Sheet == nil {
		return b, err
	}
	return jsonobj.Splice(b, "", p.Sheet)
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
		d.Players = append(d.Players, PlayerDoc{Name: name, Total: totals[p], Sheet: s.model().doc(s, p)})
	}
	return d
}
