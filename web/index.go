package web

import (
	"context"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"html/template"
	"net/http"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// The home page, /: the games in progress and the recent ones, each with
// its table view, its players' views and its printed sheets; a new game,
// the check of a box, the rules and the statistics. Its list follows the
// database live (/events: a game started anywhere shows on every open
// home page).

type indexView struct {
	page
	// Live is the list's drawing (index-live), Version its digest.
	Live    template.HTML
	Version string
	// New: this browser may start a game (it holds the table's link).
	New bool
	// Table and TableQR: the table's link, on the computer running serve.
	Table   string
	TableQR template.HTML
	// Writes: the server takes writes at all.
	Writes bool
}

// indexLive is the part of the home page that follows the database.
type indexLive struct {
	L       lang.Lang
	Playing []gameLine
	Recent  []gameLine
	More    bool
}

// T is the live part's lookup in the catalogue.
func (v indexLive) T(en string) string { return v.L.T(en) }

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

// indexStreams is the streams of the home pages in the hub (no game has
// ID 0).
const indexStreams = 0

func (s *Server) indexLive(ctx context.Context, l lang.Lang) (indexLive, error) {
	games, err := s.Service.Games(ctx, sheets.GamesQuery{All: true, Limit: recentGames + 1})
	if err != nil {
		return indexLive{}, err
	}
	v := indexLive{L: l}
	if len(games) > recentGames {
		games, v.More = games[:recentGames], true
	}
	for _, g := range games {
		line := gameLine{ID: g.ID, Game: g.Kind.Name(), Moves: g.Moves, Started: g.Started.Local().Format("2006-01-02 15:04"), Phones: l.T("players' views")}
		line.Players = strings.Join(pages.PrintableAll(g.Players), ", ")
		switch {
		case g.Abandoned:
			line.State = l.T("abandoned")
		case g.Finished:
			line.State = l.T("finished")
		default:
			line.State = fmt.Sprintf(l.N(g.Moves, "in progress, %d move", "in progress, %d moves"), g.Moves)
			v.Playing = append(v.Playing, line)
			continue
		}
		v.Recent = append(v.Recent, line)
	}
	return v, nil
}

// indexHTML draws the live part of the home page in l and its version
// (a digest of what it shows).
func (s *Server) indexHTML(ctx context.Context, l lang.Lang) (html, version string, err error) {
	v, err := s.indexLive(ctx, l)
	if err != nil {
		return "", "", err
	}
	var b strings.Builder
	if err := s.tmpl.ExecuteTemplate(&b, "index-live", v); err != nil {
		return "", "", err
	}
	sum := sha256.Sum256([]byte(b.String()))
	return b.String(), base64.RawURLEncoding.EncodeToString(sum[:9]), nil
}

func (s *Server) handleIndex(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "scorepad")
	p.Body = "index"
	live, version, err := s.indexHTML(r.Context(), p.L)
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
		return
	}
	v := indexView{page: p, Live: template.HTML(live), Version: version, Writes: s.writes(), New: s.tabled(r) != ""}
	v.Table, v.TableQR = s.tableLinkShown(r)
	s.render(w, http.StatusOK, "index.html", v)
}

// indexCache keeps the last drawing of the home page's list in each
// language, for the generation of changes it was drawn at: fifty home
// pages open cost one drawing per change.
type indexCache struct {
	mu sync.Mutex
	m  map[lang.Lang]indexDrawn
}

type indexDrawn struct {
	gen           int64
	html, version string
}

// indexShared is indexHTML drawn once per change the watcher saw.
func (s *Server) indexShared(ctx context.Context, l lang.Lang) (html, version string, err error) {
	c := &s.hub.index
	gen := s.hub.indexGen.Load()
	c.mu.Lock()
	defer c.mu.Unlock()
	if d, ok := c.m[l]; ok && d.gen == gen {
		return d.html, d.version, nil
	}
	if html, version, err = s.indexHTML(ctx, l); err != nil {
		return "", "", err
	}
	if c.m == nil {
		c.m = map[lang.Lang]indexDrawn{}
	}
	c.m[l] = indexDrawn{gen, html, version}
	return html, version, nil
}

// handleIndexEvents streams the live part of the home page: at once when
// the page's version is not the list's, then at every change.
func (s *Server) handleIndexEvents(w http.ResponseWriter, r *http.Request) {
	l := s.lang(nil, r)
	last := r.Header.Get("Last-Event-ID")
	if last != "" {
		s.hub.resumed.Add(1)
	} else {
		last = r.URL.Query().Get("v")
	}
	st := s.hub.subscribe(indexStreams)
	if st == nil {
		http.Error(w, "stopping", http.StatusServiceUnavailable)
		return
	}
	defer s.hub.unsubscribe(indexStreams, st)
	e := &eventStream{s: s, w: w, r: r, last: last}
	e.open()
	send := func() error {
		html, v, err := s.indexShared(r.Context(), l)
		if err != nil || v == e.last {
			return err
		}
		var b strings.Builder
		fmt.Fprintf(&b, "id: %s\nevent: live\n", v)
		for _, line := range strings.Split(html, "\n") {
			b.WriteString("data: " + line + "\n")
		}
		b.WriteString("\n")
		if _, err := w.Write([]byte(b.String())); err != nil {
			return err
		}
		e.last = v
		return e.rc.Flush()
	}
	if err := send(); err != nil {
		return
	}
	if err := e.rc.Flush(); err != nil {
		return
	}
	beat, stop := s.NewTicker(heartbeat)
	defer stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-st.end:
			return
		case <-st.nudge:
			if err := send(); err != nil {
				return
			}
		case <-beat:
			if err := e.ping(); err != nil {
				return
			}
		}
	}
}
