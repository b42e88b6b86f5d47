package web

import (
	"html/template"
	"io/fs"
	"net/http"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/docs"
	"github.com/scorepad/scorepad/internal/lang"
)

// /help: the reference of docs/ (embedded by package docs), drawn by the
// Markdown renderer of markdown.go, the pages' chrome in the reader's
// language. /help lists the documents, /help/NAME shows NAME.md.

// helpOrder is the order /help lists the documents in: a newcomer's first,
// the developers' last; a document not named here comes after them.
var helpOrder = []string{"install", "commands", "rules", "rules.en", "rules.fr", "stats", "sync", "serve", "advisor", "json", "performance", "development"}

// helpDoc is one document of /help.
type helpDoc struct {
	Name  string // the file's name without .md: its address /help/Name
	Title string
	HTML  template.HTML
}

var (
	helpOnce sync.Once
	helpDocs []helpDoc
)

// helpPages returns the documents of docs/, drawn once (they are part of
// the binary).
func helpPages() []helpDoc {
	helpOnce.Do(func() { helpDocs = drawHelp(docs.Files) })
	return helpDocs
}

// drawHelp draws every *.md file of files, in helpOrder.
func drawHelp(files fs.FS) []helpDoc {
	names, _ := fs.Glob(files, "*.md")
	for i := range names {
		names[i] = strings.TrimSuffix(names[i], ".md")
	}
	rank := func(n string) int {
		if i := slices.Index(helpOrder, n); i >= 0 {
			return i
		}
		return len(helpOrder)
	}
	slices.SortStableFunc(names, func(a, b string) int {
		if d := rank(a) - rank(b); d != 0 {
			return d
		}
		return strings.Compare(a, b)
	})
	link := func(dest string) string {
		switch {
		case strings.HasPrefix(dest, "https://"), strings.HasPrefix(dest, "http://"), strings.HasPrefix(dest, "#"):
			return dest
		}
		file, frag, _ := strings.Cut(dest, "#")
		name, ok := strings.CutSuffix(file, ".md")
		if !ok || path.Base(name) != name || !slices.Contains(names, name) {
			return "" // not a document of /help: its words only
		}
		if frag != "" {
			frag = "#" + frag
		}
		return "/help/" + name + frag
	}
	var out []helpDoc
	for _, n := range names {
		src, err := fs.ReadFile(files, n+".md")
		if err != nil {
			continue
		}
		d := renderMarkdown(string(src), link)
		if d.Title == "" {
			d.Title = n
		}
		// the text is escaped whole by renderMarkdown
		out = append(out, helpDoc{Name: n, Title: d.Title, HTML: template.HTML(d.HTML)})
	}
	return out
}

type helpView struct {
	page
	Docs []helpDoc
	Doc  *helpDoc
	// Note says in which language the page is, when it is not the
	// reader's; Twin leads to the same text in the reader's language.
	Note string
	Twin *helpDoc
}

// helpRoutes adds /help and /help/NAME to mux.
func (s *Server) helpRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /help", s.handleHelp)
	mux.HandleFunc("GET /help/{$}", s.handleHelp)
	mux.HandleFunc("GET /help/{name}", s.handleHelp)
}

// handleHelp serves the list of the documents (/help) or one of them.
func (s *Server) handleHelp(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "")
	p.Title = p.T("Help")
	p.Body = "help"
	v := helpView{page: p, Docs: helpPages()}
	find := func(name string) *helpDoc {
		for i := range v.Docs {
			if v.Docs[i].Name == name {
				return &v.Docs[i]
			}
		}
		return nil
	}
	if name := r.PathValue("name"); name != "" {
		if v.Doc = find(name); v.Doc == nil {
			s.fail(w, r, http.StatusNotFound, "No such page.")
			return
		}
		v.Title = v.Doc.Title
		switch {
		case name == "rules.fr" && p.L == lang.EN:
			v.Note, v.Twin = p.T("These are the rules in French."), find("rules.en")
		case name == "rules.fr":
		case p.L == lang.FR && (name == "rules.en" || name == "rules"):
			v.Note, v.Twin = p.T("This page is in English."), find("rules.fr")
		case p.L == lang.FR:
			v.Note = p.T("This page is in English.")
		}
	}
	w.Header().Set("Cache-Control", "no-cache")
	s.render(w, http.StatusOK, "help.html", v)
}
