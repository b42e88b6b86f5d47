package web

import (
	"bytes"
	"net/http"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
)

// handleStats serves /stats: the family's statistics page, as scorepad
// stats --format html draws it.
func (s *Server) handleStats(w http.ResponseWriter, r *http.Request) {
	l := s.lang(w, r)
	rep, err := s.Store.Stats(r.Context(), db.StatsFilter{})
	if err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The database could not be read.")
		return
	}
	var b bytes.Buffer
	if err := pages.StatsHTML(&b, pages.BuildStatsPage(pages.ReportForDisplay(rep), l, nil, nil, ""), l); err != nil {
		s.fail(w, r, http.StatusInternalServerError, "The statistics could not be drawn.")
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.Write(withAppChrome(b.Bytes(), s.page(w, r, ""))) // the app's bar, manifest and dark mode (pwa.go)
}
