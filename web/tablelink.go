package web

import (
	"html/template"
	"net/http"
	"strings"
)

// The table's link (issue 37): /table?k=SECRET, one secret per database
// (db.Store.TableSecret), printed with its QR code by serve and shown on
// the home page of the computer running it. Opened, it leaves the secret
// in a cookie of every page (HttpOnly, SameSite=Lax) and leads home.
//
// Who may write: anyone on the network sees every page; a phone that
// opened the table's link may start a game and write to every game (enter
// a move, undo, correct, abandon) — the table's link holds every game's
// join link; a phone that opened a game's join link writes to that game
// only. --read-only refuses every write, whatever the links. Every form
// carries a token derived from the secret it was drawn for (formToken).

const tableCookie = "scorepad_table"

// TablePath is the path of the table's link with secret.
func TablePath(secret string) string { return "/table?k=" + secret }

func (s *Server) handleTableLink(w http.ResponseWriter, r *http.Request) {
	if !s.writes() {
		s.fail(w, r, http.StatusForbidden, "This server only shows the games (serve --read-only): nothing can be entered here.")
		return
	}
	k := r.URL.Query().Get("k")
	good, err := s.Store.CheckTableSecret(r.Context(), k)
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
		return
	}
	if !good {
		s.fail(w, r, http.StatusForbidden, "This table link is not (or no longer) this server's: ask whoever runs scorepad serve for the current one.")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: tableCookie, Value: k, Path: "/", MaxAge: 180 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	http.Redirect(w, r, "/?table=1", http.StatusSeeOther)
}

// writes reports whether this server takes writes at all.
func (s *Server) writes() bool { return !s.ReadOnly && s.Table != nil && s.Actions != nil }

// tabled returns the table's secret when r holds it, "" otherwise (or
// when this server writes nothing).
func (s *Server) tabled(r *http.Request) string {
	if s.ReadOnly || s.Table == nil {
		return ""
	}
	c, err := r.Cookie(tableCookie)
	if err != nil || c.Value == "" {
		return ""
	}
	if ok, err := s.Store.CheckTableSecret(r.Context(), c.Value); err != nil || !ok {
		return ""
	}
	return c.Value
}

// tableURL is the whole table link, on base or on r's host.
func (s *Server) tableURL(r *http.Request, secret string) string {
	base := s.Base
	if base == "" {
		base = "http://" + r.Host
	}
	return strings.TrimSuffix(base, "/") + TablePath(secret)
}

// tableLinkShown is the table's link and its QR code for the home page of
// the computer running serve (loopback), nothing elsewhere.
func (s *Server) tableLinkShown(r *http.Request) (link string, qr template.HTML) {
	if !s.writes() || !s.Loopback(r) {
		return "", ""
	}
	secret, err := s.Store.TableSecret(r.Context())
	if err != nil {
		return "", ""
	}
	link = s.tableURL(r, secret)
	qr, _ = qrSVG(link)
	return link, qr
}
