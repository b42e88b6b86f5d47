package web

import (
	"fmt"
	"net/http"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// The home page, /: the games in progress and the recent ones, each with
// its table view, its players' views and its printed sheets; the
// statistics.

type indexView struct {
	page
	Playing []gameLine
	Recent  []gameLine
	More    bool
}

type gameLine struct {
	ID      int64
	Game    string
	Players string
	Started string
	Moves   int
	State   string
	// Phones names the link to the players' views.
	Phones string
}

// recentGames is how many games the home page lists.
const recentGames = 30

func (s *Server) handleIndex(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "scorepad")
	p.Body = "index"
	l := p.L
	games, err := s.Service.Games(r.Context(), sheets.GamesQuery{All: true, Limit: recentGames + 1})
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
		return
	}
	v := indexView{page: p}
	if len(games) > recentGames {
		games, v.More = games[:recentGames], true
	}
	for _, g := range games {
		line := gameLine{ID: g.ID, Game: g.Kind.Name(), Moves: g.Moves, Started: g.Started.Local().Format("2006-01-02 15:04"), Phones: l.T("players' views")}
		names := pages.PrintableAll(g.Players)
		for i, n := range names {
			if i > 0 {
				line.Players += ", "
			}
			line.Players += n
		}
		switch {
		case g.Abandoned:
			line.State = l.T("abandoned")
		case g.Finished:
			line.State = l.T("finished")
		default:
			line.State = fmt.Sprintf(l.T("in progress, %d moves"), g.Moves)
			v.Playing = append(v.Playing, line)
			continue
		}
		v.Recent = append(v.Recent, line)
	}
	s.render(w, http.StatusOK, "index.html", v)
}
