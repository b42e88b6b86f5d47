// Package web is scorepad's web server (issue 32): the games live on every
// phone and on the television, entered from any phone that holds the
// game's join link. It is an adapter at the level of cmd/: pages are drawn
// by pages/ (the renderers of sheet and stats), moves go through the
// dialogue of table/ and the rules of sheets/ and scoring/, storage is
// db/. One file per resource: index.go (/), game.go (the table view),
// phone.go (the player view and the entry form), events.go (server-sent
// events), api.go (JSON), stats.go, join.go (the join link).
package web

import (
	"bytes"
	"context"
	"embed"
	"errors"
	"fmt"
	"html/template"
	"io"
	"io/fs"
	"net"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

//go:embed templates/*.html
var templateFS embed.FS

//go:embed assets
var assetFS embed.FS

// Limits of a request: a form is a few answers, a header a few cookies.
const (
	maxBody           = 16 << 10 // bytes of a POST
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 15 * time.Second
	idleTimeout       = 120 * time.Second
	maxHeaderBytes    = 32 << 10
)

// Server serves the pages of one database.
type Server struct {
	// Store is the database; Service reads games through it.
	Store   *db.Store
	Service *sheets.Service
	// ReadOnly refuses every write: no join link works.
	ReadOnly bool
	// Table returns the dialogue of the table in l, its Service, Printer
	// and Expert set, saying what it says on out (its Printer too). Nil
	// when the server takes no moves.
	Table func(l lang.Lang, out io.Writer) *table.Table
	// Poll is how often the database is looked at for changes made by
	// any process (50 ms when zero: one cheap PRAGMA); NewTicker makes the
	// ticker (tests drive their own).
	Poll      time.Duration
	NewTicker func(d time.Duration) (<-chan time.Time, func())
	// Loopback reports whether r comes from this machine: it is shown
	// the join links (the screen of the computer running serve).
	Loopback func(r *http.Request) bool
	// Base is the address phones open ("http://192.168.1.20:8080"), for
	// the join links shown on the page; "" uses the request's host.
	Base string
	// Actions are the commands the pages run as the command line does
	// (table.Actions: new's build, check, edit, undo, abandon), in l,
	// saying what they say on out; cmd/ supplies them. Nil: no game can
	// be started, checked or corrected here.
	Actions func(l lang.Lang, out io.Writer) table.Actions

	// Now is the server's clock (time.Now when nil): P10's deadlines and
	// the robots' pace (digital.go, robot.go). Pace is the pause before a
	// robot's move (2 s when zero); SweepTicker makes the ticker of the
	// sweep that writes what is due (Poll; a real ticker when nil).
	Now         func() time.Time
	Pace        time.Duration
	SweepTicker func(d time.Duration) (<-chan time.Time, func())

	started newNonces
	due     due
	turns   sync.Map // game ID → *sync.Mutex: one act at a time (digital.go)

	tmpl *template.Template
	hub  *hub
	once sync.Once
}

// Handler returns the server's routes.
func (s *Server) Handler() http.Handler {
	s.init()
	mux := http.NewServeMux()
	mux.HandleFunc("GET /{$}", s.handleIndex)
	mux.HandleFunc("GET /games/{id}", s.handleGame)
	mux.HandleFunc("GET /games/{id}/phone", s.handlePhone)
	mux.HandleFunc("POST /games/{id}/play", s.handlePlay)
	mux.HandleFunc("POST /games/{id}/digital", s.handleDigital)
	mux.HandleFunc("POST /games/{id}/photo", s.handlePhoto)
	mux.HandleFunc("GET /games/{id}/join", s.handleJoin)
	mux.HandleFunc("GET /games/{id}/events", s.handleEvents)
	mux.HandleFunc("GET /games/{id}/sheet/{format}", s.handleSheet)
	mux.HandleFunc("GET /api/games/{id}", s.handleAPIGame)
	mux.HandleFunc("GET /stats", s.handleStats)
	mux.HandleFunc("GET /table", s.handleTableLink)
	mux.HandleFunc("GET /new", s.handleNew)
	mux.HandleFunc("POST /new", s.handleNewPost)
	mux.HandleFunc("GET /events", s.handleIndexEvents)
	mux.HandleFunc("GET /games/{id}/manage", s.handleManage)
	mux.HandleFunc("POST /games/{id}/undo", s.handleUndo)
	mux.HandleFunc("POST /games/{id}/abandon", s.handleAbandon)
	mux.HandleFunc("POST /games/{id}/edit", s.handleEdit)
	mux.HandleFunc("GET /check", s.handleCheck)
	mux.HandleFunc("GET /rules", s.handleRules)
	mux.HandleFunc("GET /rules/{id}", s.handleRules)
	s.helpRoutes(mux) // /help, /help/NAME: the reference of docs/
	s.pwaRoutes(mux)  // /sw.js, /manifest.webmanifest, /offline (pwa.go)
	assets, _ := fs.Sub(assetFS, "assets")
	mux.Handle("GET /assets/", http.StripPrefix("/assets/", assetCache(http.FileServerFS(assets))))
	return secure(compress(mux)) // gzip for the browsers that take it (pwa.go)
}

func (s *Server) init() {
	s.once.Do(func() {
		s.tmpl = template.Must(template.New("").Funcs(funcs).ParseFS(templateFS, "templates/*.html"))
		if s.Poll == 0 {
			s.Poll = 50 * time.Millisecond
		}
		if s.NewTicker == nil {
			s.NewTicker = func(d time.Duration) (<-chan time.Time, func()) {
				t := time.NewTicker(d)
				return t.C, t.Stop
			}
		}
		if s.Loopback == nil {
			s.Loopback = fromLoopback
		}
		s.hub = newHub(s)
	})
}

// Run watches the database until ctx ends, waking the event streams of a
// game when it changes. It returns ctx's error, or the database's.
func (s *Server) Run(ctx context.Context) error {
	s.init()
	go s.sweep(ctx) // P10's boxes and the robots' moves, when due
	return s.hub.run(ctx)
}

// HTTPServer returns an http.Server for the handler with the timeouts and
// limits of a home network: slow or idle clients are let go, an event
// stream is not (it writes without a deadline).
func (s *Server) HTTPServer(addr string) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           s.Handler(),
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
	}
}

// Serve serves on ln until ctx ends, then stops: the event streams are
// closed, requests in flight finish (a few seconds at most).
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	hs := s.HTTPServer(ln.Addr().String())
	ctx, cancel := context.WithCancel(ctx)
	defer cancel()
	watch := make(chan error, 1)
	go func() { watch <- s.Run(ctx) }()
	hs.RegisterOnShutdown(s.hub.stop)
	served := make(chan error, 1)
	go func() { served <- hs.Serve(ln) }()
	var err error
	select {
	case <-ctx.Done():
	case err = <-served:
	case err = <-watch:
	}
	cancel()
	s.hub.stop()
	sctx, stop := context.WithTimeout(context.Background(), 5*time.Second)
	defer stop()
	if e := hs.Shutdown(sctx); e != nil && err == nil {
		err = e
	}
	if errors.Is(err, http.ErrServerClosed) || errors.Is(err, context.Canceled) {
		err = nil
	}
	return err
}

// DropStreams ends every open event stream, as a dropped connection would:
// the pages reconnect and resume from their last event.
func (s *Server) DropStreams() {
	s.init()
	s.hub.closeAll()
}

// Resumed returns how many event streams began with a Last-Event-ID (a
// page resuming after a dropped connection or a restart).
func (s *Server) Resumed() int64 {
	s.init()
	return s.hub.resumed.Load()
}

// secure sets the headers every page carries: no framing, no sniffing,
// no referrer (a join link never leaks through one), scripts and styles
// from this server only.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		hd := w.Header()
		hd.Set("X-Content-Type-Options", "nosniff")
		hd.Set("X-Frame-Options", "DENY")
		hd.Set("Referrer-Policy", "no-referrer")
		hd.Set("Content-Security-Policy", "default-src 'self'; img-src 'self' data: blob:; style-src 'self' 'unsafe-inline'; frame-ancestors 'none'; form-action 'self'; base-uri 'none'")
		if r.Method == http.MethodPost {
			limit := int64(maxBody)
			if strings.HasSuffix(r.URL.Path, "/photo") {
				limit = maxPhoto // a photo of the dice (photo.go)
			}
			r.Body = http.MaxBytesReader(w, r.Body, limit)
		}
		h.ServeHTTP(w, r)
	})
}

func assetCache(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Cache-Control", "public, max-age=3600")
		h.ServeHTTP(w, r)
	})
}

// fromLoopback reports whether r comes from this machine.
func fromLoopback(r *http.Request) bool {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	ip := net.ParseIP(host)
	return ip != nil && ip.IsLoopback()
}

// gameID reads the {id} of the path.
func gameID(r *http.Request) (int64, bool) {
	id, err := strconv.ParseInt(r.PathValue("id"), 10, 64)
	return id, err == nil && id > 0
}

// render writes template name with data, or a server error.
func (s *Server) render(w http.ResponseWriter, status int, name string, data any) {
	var b bytes.Buffer
	if err := s.tmpl.ExecuteTemplate(&b, name, data); err != nil {
		http.Error(w, "template: "+err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	w.Write(b.Bytes())
}

// fail answers with a page saying what went wrong, in the reader's language.
// fail's key is the English of the catalogue, formatted with args and
// typeset whole.
func (s *Server) fail(w http.ResponseWriter, r *http.Request, status int, key string, args ...any) {
	p := s.page(w, r, fmt.Sprint(status))
	p.Message = p.L.Say(lang.Whole(lang.MPlain(key, args...)))
	s.render(w, status, "error.html", p)
}
