package web

import (
	"context"
	"fmt"
	"log"
	"net/http"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
)

// Live pages (issue 3 of 32's list): one goroutine reads the database's
// data version every Poll (db.Watch: it changes when any process commits,
// a terminal's play or move as much as a phone), and when it changed,
// the versions of the games that have open pages; a game whose version
// changed wakes its streams, and each sends its page's live part drawn
// anew — drawn once per game, view and language, then shared (liveCache).
//
// An event's ID is the game's version (its move count and last change),
// so a page that reconnects — after a dropped connection or a restart of
// the server — says what it last showed (Last-Event-ID), and is sent the
// game at once when it changed meanwhile.

// heartbeat keeps idle streams open through proxies and lets a dead
// client be noticed.
const heartbeat = 25 * time.Second

// retryMillis is how soon a page reconnects after losing its stream.
const retryMillis = 1000

// versionOf is the event ID of a game at a version.
func versionOf(v db.GameVersion) string {
	s := strconv.Itoa(v.Moves) + "." + strconv.FormatInt(v.Updated.UnixNano(), 36)
	if v.Draft != 0 { // a turn in progress: the digital dice (digital.go)
		s += "." + strconv.FormatUint(uint64(v.Draft), 36)
	}
	return s
}

// stateVersion is versionOf for a loaded game.
func stateVersion(st *sheets.State) string {
	return versionOf(db.GameVersion{Moves: len(st.Game.Moves), Updated: st.Game.Updated})
}

// stream is one open event stream.
type stream struct {
	nudge chan struct{} // buffered: a change to look at
	end   chan struct{} // closed: the stream ends (drop, shutdown)
}

type hub struct {
	s        *Server
	mu       sync.Mutex
	subs     map[int64]map[*stream]bool
	seen     map[int64]string // the version each watched game had last
	stopping bool
	wake     chan struct{}
	resumed  atomic.Int64
	cache    liveCache
	// indexGen counts the database's changes the watcher saw, for the
	// home page's drawings (indexCache)
	indexGen atomic.Int64
	index    indexCache
}

func newHub(s *Server) *hub {
	return &hub{s: s, subs: map[int64]map[*stream]bool{}, seen: map[int64]string{}, wake: make(chan struct{}, 1)}
}

// subscribe opens a stream of game id; nil when the server is stopping.
func (h *hub) subscribe(id int64) *stream {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.stopping {
		return nil
	}
	st := &stream{nudge: make(chan struct{}, 1), end: make(chan struct{})}
	if h.subs[id] == nil {
		h.subs[id] = map[*stream]bool{}
	}
	h.subs[id][st] = true
	return st
}

func (h *hub) unsubscribe(id int64, st *stream) {
	h.mu.Lock()
	defer h.mu.Unlock()
	delete(h.subs[id], st)
	if len(h.subs[id]) == 0 {
		delete(h.subs, id)
		delete(h.seen, id)
	}
}

// closeAll ends every open stream (the pages reconnect).
func (h *hub) closeAll() {
	h.mu.Lock()
	defer h.mu.Unlock()
	for id, subs := range h.subs {
		for st := range subs {
			close(st.end)
		}
		delete(h.subs, id)
		delete(h.seen, id)
	}
}

// stop ends every stream and opens no more.
func (h *hub) stop() {
	h.mu.Lock()
	h.stopping = true
	h.mu.Unlock()
	h.closeAll()
}

// version returns the version the watcher last saw of game id, "" when
// it has seen none.
func (h *hub) version(id int64) string {
	h.mu.Lock()
	defer h.mu.Unlock()
	return h.seen[id]
}

// poke asks the watcher to look now (after this server saved a move).
func (h *hub) poke() {
	select {
	case h.wake <- struct{}{}:
	default:
	}
}

// run is the watcher: until ctx ends.
func (h *hub) run(ctx context.Context) error {
	w, err := h.s.Store.Watch(ctx)
	if err != nil {
		return err
	}
	defer w.Close()
	last, err := w.Version(ctx)
	if err != nil {
		return err
	}
	tick, stop := h.s.NewTicker(h.s.Poll)
	defer stop()
	for {
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-tick:
		case <-h.wake:
		}
		v, err := w.Version(ctx)
		if err != nil {
			if ctx.Err() != nil {
				return ctx.Err()
			}
			log.Printf("scorepad serve: %v", err)
			continue
		}
		if v == last {
			continue
		}
		last = v
		if err := h.check(ctx); err != nil && ctx.Err() == nil {
			log.Printf("scorepad serve: %v", err)
		}
	}
}

// check wakes the streams of the watched games whose version changed.
func (h *hub) check(ctx context.Context) error {
	h.mu.Lock()
	ids := make([]int64, 0, len(h.subs))
	for id := range h.subs {
		if id != indexStreams {
			ids = append(ids, id)
		}
	}
	h.indexGen.Add(1)                      // the home page's list may have changed: drawn again
	for st := range h.subs[indexStreams] { // the home pages: any change may be theirs
		select {
		case st.nudge <- struct{}{}:
		default:
		}
	}
	h.mu.Unlock()
	if len(ids) == 0 {
		return nil
	}
	vs, err := h.s.Store.GameVersions(ctx, ids)
	if err != nil {
		return err
	}
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, id := range ids {
		v := versionOf(vs[id])
		if h.seen[id] == v {
			continue
		}
		h.seen[id] = v
		for st := range h.subs[id] {
			select {
			case st.nudge <- struct{}{}:
			default:
			}
		}
	}
	return nil
}

// liveKey names one drawing of a page's live part.
type liveKey struct {
	id     int64
	view   string // "table" or "phone"
	lang   lang.Lang
	seat   int
	secret string // the phone's form, for the holder of the link
}

type liveEntry struct {
	version string
	html    string
}

// liveCache keeps the last drawing of each live part: fifty pages of one
// game cost one drawing per change.
type liveCache struct {
	mu sync.Mutex
	m  map[liveKey]liveEntry
}

// live returns the live part of a page of game id and its version,
// drawn once per version. known is the game's version when the caller
// knows it (the watcher just read it), "" to read it.
func (s *Server) live(ctx context.Context, k liveKey, known string) (html, version string, err error) {
	if known == "" {
		vs, err := s.Store.GameVersions(ctx, []int64{k.id})
		if err != nil {
			return "", "", err
		}
		if v, ok := vs[k.id]; ok {
			known = versionOf(v)
		}
	}
	c := &s.hub.cache
	c.mu.Lock()
	defer c.mu.Unlock()
	if e, ok := c.m[k]; ok && known != "" && e.version == known {
		return e.html, e.version, nil
	}
	st, err := s.Service.Load(ctx, k.id)
	if err != nil {
		return "", "", err
	}
	var b strings.Builder
	switch k.view {
	case "phone":
		err = s.tmpl.ExecuteTemplate(&b, "phone-live", s.phoneView(ctx, page{L: k.lang}, st, k.seat, k.secret))
	default:
		err = s.tmpl.ExecuteTemplate(&b, "table-live", s.tableView(page{L: k.lang}, st, nil))
	}
	if err != nil {
		return "", "", err
	}
	if c.m == nil {
		c.m = map[liveKey]liveEntry{}
	}
	if len(c.m) > 1000 { // pages of many games, languages and seats: start again
		clear(c.m)
	}
	e := liveEntry{version: stateVersion(st), html: b.String()}
	if known != "" && strings.HasPrefix(known, e.version+".") { // the same position, a turn in progress
		e.version = known
	}
	c.m[k] = e
	return e.html, e.version, nil
}

// handleEvents streams game id's live part: at once when the page's
// version (Last-Event-ID, else ?v=) is not the game's, then at every change.
func (s *Server) handleEvents(w http.ResponseWriter, r *http.Request) {
	id, ok := gameID(r)
	if !ok {
		http.NotFound(w, r)
		return
	}
	e := &eventStream{s: s, w: w, r: r, k: s.eventsKey(r, id)}
	e.last = r.Header.Get("Last-Event-ID")
	if e.last != "" {
		s.hub.resumed.Add(1)
	} else {
		e.last = r.URL.Query().Get("v")
	}
	if _, _, err := s.live(r.Context(), e.k, ""); err != nil {
		http.NotFound(w, r)
		return
	}
	st := s.hub.subscribe(id)
	if st == nil {
		http.Error(w, "stopping", http.StatusServiceUnavailable)
		return
	}
	defer s.hub.unsubscribe(id, st)
	e.open()
	if err := e.send(""); err != nil {
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
			if err := e.send(s.hub.version(id)); err != nil {
				return
			}
		case <-beat:
			if err := e.ping(); err != nil {
				return
			}
		}
	}
}

// eventsKey is the live part r's stream follows: the table's, or with
// ?view=phone a player's view of it (?seat=), with its form for the holder
// of the join link.
func (s *Server) eventsKey(r *http.Request, id int64) liveKey {
	q := r.URL.Query()
	k := liveKey{id: id, view: "table", lang: s.lang(nil, r), seat: -1}
	if q.Get("view") == "phone" {
		k.view = "phone"
		k.seat = seatParam(q.Get("seat"))
		k.secret = s.joined(r, id)
	}
	return k
}

// eventStream is one stream of server-sent events of a live part: what it
// follows (k) and the version the page has last been sent (last).
type eventStream struct {
	s    *Server
	w    http.ResponseWriter
	r    *http.Request
	rc   *http.ResponseController
	k    liveKey
	last string
}

// open starts the stream: no read or write deadline (a stream outlives
// the server's timeouts), its headers, and the browser's retry delay.
func (e *eventStream) open() {
	e.rc = http.NewResponseController(e.w)
	e.rc.SetReadDeadline(time.Time{})
	e.rc.SetWriteDeadline(time.Time{})
	h := e.w.Header()
	h.Set("Content-Type", "text/event-stream; charset=utf-8")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	e.w.WriteHeader(http.StatusOK)
	fmt.Fprintf(e.w, "retry: %d\n\n", retryMillis)
}

// send sends the live part when its version (known, "" to read it) is not
// the one sent last.
func (e *eventStream) send(known string) error {
	html, v, err := e.s.live(e.r.Context(), e.k, known)
	if err != nil || v == e.last {
		return err
	}
	var b strings.Builder
	fmt.Fprintf(&b, "id: %s\nevent: live\n", v)
	for _, line := range strings.Split(html, "\n") {
		b.WriteString("data: " + line + "\n")
	}
	b.WriteString("\n")
	if _, err := e.w.Write([]byte(b.String())); err != nil {
		return err
	}
	e.last = v
	return e.rc.Flush()
}

// ping is the heartbeat: a comment line that keeps the connection open.
func (e *eventStream) ping() error {
	if _, err := e.w.Write([]byte(": ping\n\n")); err != nil {
		return err
	}
	return e.rc.Flush()
}

// seatParam reads ?seat=, -1 when absent or wrong.
func seatParam(v string) int {
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 {
		return -1
	}
	return n
}
