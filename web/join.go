package web

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"fmt"
	"net/http"
	"strings"
)

// The join link: /games/ID/join?k=SECRET, printed by serve and shown as a
// QR code on the screen of the computer running it. Opened, it leaves the
// secret in a cookie of that game's pages (HttpOnly, SameSite=Lax) and
// leads to the phone's view. Every form then carries a token derived from
// the secret (HMAC), so a page of another site cannot post in its place;
// secrets and tokens are compared in constant time.

func joinCookie(id int64) string { return fmt.Sprintf("scorepad_join_%d", id) }

// JoinPath is the path of game id's join link with secret.
func JoinPath(id int64, secret string) string {
	return fmt.Sprintf("/games/%d/join?k=%s", id, secret)
}

func (s *Server) handleJoin(w http.ResponseWriter, r *http.Request) {
	id, ok := gameID(r)
	if !ok {
		s.fail(w, r, http.StatusNotFound, "No such game.")
		return
	}
	if s.ReadOnly || s.Table == nil {
		s.fail(w, r, http.StatusForbidden, "This server only shows the games (serve --read-only): nothing can be entered here.")
		return
	}
	k := r.URL.Query().Get("k")
	good, err := s.Store.CheckLink(r.Context(), id, k)
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
		return
	}
	if !good {
		s.fail(w, r, http.StatusForbidden, "This join link is not (or no longer) the game's: ask whoever runs scorepad serve for the current one.")
		return
	}
	http.SetCookie(w, &http.Cookie{Name: joinCookie(id), Value: k, Path: fmt.Sprintf("/games/%d", id), MaxAge: 14 * 24 * 3600, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	http.Redirect(w, r, fmt.Sprintf("/games/%d/phone", id), http.StatusSeeOther)
}

// joined returns the secret r writes to game id with: the game's join
// secret when r holds it, else the table's (tablelink.go: it writes to
// every game); "" when it holds neither (or when this server takes no
// moves).
func (s *Server) joined(r *http.Request, id int64) string {
	if s.ReadOnly || s.Table == nil {
		return ""
	}
	c, err := r.Cookie(joinCookie(id))
	if err != nil || c.Value == "" {
		return s.tabled(r)
	}
	if ok, err := s.Store.CheckLink(r.Context(), id, c.Value); err != nil || !ok {
		return s.tabled(r)
	}
	return c.Value
}

// formToken is the anti-forgery token of game id's forms for the holder
// of secret.
func formToken(secret string, id int64) string {
	mac := hmac.New(sha256.New, []byte(secret))
	fmt.Fprintf(mac, "scorepad form %d", id)
	return base64.RawURLEncoding.EncodeToString(mac.Sum(nil))
}

// validToken reports, in constant time, whether tok is the token of game
// id's forms for secret.
func validToken(secret string, id int64, tok string) bool {
	want := formToken(secret, id)
	return hmac.Equal([]byte(want), []byte(strings.TrimSpace(tok)))
}

// joinURL is the whole join link, on base or on r's host.
func (s *Server) joinURL(r *http.Request, id int64, secret string) string {
	base := s.Base
	if base == "" {
		base = "http://" + r.Host
	}
	return strings.TrimSuffix(base, "/") + JoinPath(id, secret)
}
