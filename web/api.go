package web

import (
	"bytes"
	"net/http"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
)

// handleAPIGame serves /api/games/ID: byte for byte what scorepad sheet ID
// --json prints (its shape is documented in the README).
func (s *Server) handleAPIGame(w http.ResponseWriter, r *http.Request) {
	id, ok := gameID(r)
	if !ok {
		http.Error(w, `{"error": "no such game"}`, http.StatusNotFound)
		return
	}
	st, err := s.Service.Load(r.Context(), id)
	if err != nil {
		w.Header().Set("Content-Type", "application/json")
		if _, rule := scoring.AsError(err); rule {
			w.WriteHeader(http.StatusNotFound)
			w.Write([]byte("{\"error\": \"no such game\"}\n"))
			return
		}
		w.WriteHeader(http.StatusInternalServerError)
		w.Write([]byte("{\"error\": \"the database could not be read\"}\n"))
		return
	}
	var b bytes.Buffer
	if err := pages.WriteSheet(&b, st, "json", lang.EN, false); err != nil {
		http.Error(w, err.Error(), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(b.Bytes())
}
