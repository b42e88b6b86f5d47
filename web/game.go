package web

import (
	"bytes"
	"fmt"
	"html/template"
	"net/http"
	"sort"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
)

// The table view, /games/ID: for the television or the laptop everybody
// looks at. Every sheet large, whose turn it is, the last move with what
// the rules said of it (the terminal's own words, rule ID included), the
// running totals, the winner at the end.

// tableView is the table view's data.
type tableView struct {
	page
	ID      int64
	Version string
	Game    string
	Status  string
	Sheet   template.HTML
	// Wide marks a sheet of more than 12 value columns (four Yam's
	// players of four columns): smaller type, to hold on the screen.
	Wide     bool
	Last     string
	Totals   []totalLine
	Finished bool
	Players  []playerLink
	// Join and JoinQR: the join link, shown on the screen of the computer
	// running serve and to those who hold it.
	Join   string
	JoinQR template.HTML
	// Digital is the turn of digital dice in progress (digital.go).
	Digital *digitalView
}

type totalLine struct {
	Name   string
	Total  string
	Rank   int
	Turn   bool
	Winner bool
}

type playerLink struct {
	Seat int
	Name string
	Turn bool
}

// tableView builds the page of st; r, when set, decides whether the join
// link is shown.
func (s *Server) tableView(p page, st *sheets.State, r *http.Request) tableView {
	l := p.L
	v := tableView{page: p, ID: st.Game.ID, Version: stateVersion(st), Game: st.Game.Kind.Name(), Finished: st.Finished}
	v.Title = fmt.Sprintf(l.T("Game %d — %s"), st.Game.ID, v.Game)
	v.Status = pages.SheetStatus(st, l)
	var b bytes.Buffer
	pages.SheetHTML(&b, st, l, -1)
	v.Sheet = template.HTML(b.String())
	v.Wide = len(st.Table(l).Heads) > 12
	v.Last = s.lastMove(st, l)
	v.Digital = s.digitalShown(l, st) // the dice of the turn, live (digital.go)
	totals, ranks := st.Totals(), st.Ranks()
	shown := pages.ForDisplay(st)
	for i, name := range shown.Game.Players {
		v.Totals = append(v.Totals, totalLine{Name: name, Total: l.Sprintf("%d", totals[i]), Rank: ranks[i], Turn: !st.Finished && st.Turn == i, Winner: st.Finished && ranks[i] == 1})
		v.Players = append(v.Players, playerLink{Seat: i, Name: name, Turn: !st.Finished && st.Turn == i})
	}
	sort.SliceStable(v.Totals, func(a, b int) bool { return v.Totals[a].Rank < v.Totals[b].Rank })
	if r != nil && !st.Finished && st.Game.Abandoned.IsZero() && !s.ReadOnly && s.Table != nil {
		secret := s.joined(r, st.Game.ID)
		if secret != "" && secret == s.tabled(r) || secret == "" && s.Loopback(r) {
			secret, _ = s.Store.Link(r.Context(), st.Game.ID) // the game's own link, not the table's
		}
		if secret != "" {
			v.Join = s.joinURL(r, st.Game.ID, secret)
			v.JoinQR, _ = qrSVG(v.Join)
		}
	}
	return v
}

// lastMove says the game's last move as the terminal said it when it was
// accepted (the Printer of the table), "" before the first.
func (s *Server) lastMove(st *sheets.State, l lang.Lang) string {
	n := len(st.Game.Moves)
	if n == 0 || s.Table == nil {
		return ""
	}
	g := *st.Game
	g.Moves = append([]sheets.Move(nil), st.Game.Moves[:n-1]...)
	before, err := sheets.Replay(&g)
	if err != nil {
		return ""
	}
	out, err := before.Apply(st.Game.Moves[n-1])
	if err != nil {
		return ""
	}
	var b strings.Builder
	t := s.Table(l, &b)
	t.Print.Move(before, out)
	if w := s.robotWords(st, l); w != "" { // a robot's move: how it played (robot.go)
		return w + "\n" + strings.TrimSpace(b.String())
	}
	return strings.TrimSpace(b.String())
}

func (s *Server) handleGame(w http.ResponseWriter, r *http.Request) {
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	p := s.page(w, r, "")
	p.Body = "table"
	v := s.tableView(p, st, r)
	s.render(w, http.StatusOK, "game.html", v)
}

// load loads the game of the path, or answers 404.
func (s *Server) load(w http.ResponseWriter, r *http.Request) (*sheets.State, bool) {
	id, ok := gameID(r)
	if ok {
		st, err := s.Service.Load(r.Context(), id)
		if err == nil {
			return st, true
		}
		if _, isRule := scoring.AsError(err); !isRule {
			s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
			return nil, false
		}
	}
	s.fail(w, r, http.StatusNotFound, "No such game.")
	return nil, false
}

// handleSheet serves the printed sheet: /games/ID/sheet/html or pdf (or txt, md), as
// scorepad sheet ID --format html|pdf writes it.
func (s *Server) handleSheet(w http.ResponseWriter, r *http.Request) {
	format := r.PathValue("format")
	types := map[string]string{"html": "text/html; charset=utf-8", "pdf": "application/pdf", "txt": "text/plain; charset=utf-8", "md": "text/markdown; charset=utf-8"}
	ct, known := types[format]
	if !known {
		s.fail(w, r, http.StatusNotFound, "No such page.")
		return
	}
	st, ok := s.load(w, r)
	if !ok {
		return
	}
	f := map[string]string{"txt": "text"}[format]
	if f == "" {
		f = format
	}
	var b bytes.Buffer
	if err := pages.WriteSheet(&b, st, f, s.lang(w, r), false); err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The sheet could not be drawn.")
		return
	}
	w.Header().Set("Content-Type", ct)
	if format == "pdf" {
		w.Header().Set("Content-Disposition", fmt.Sprintf("inline; filename=\"scorepad-%d.pdf\"", st.Game.ID))
	}
	w.Write(b.Bytes())
}
