package web

import (
	"html/template"
	"net/http"
	"net/url"
	"sort"
	"strconv"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
)

// page is what every page's layout needs: the language, the title, the
// switch to the other language.
type page struct {
	L       lang.Lang
	Title   string
	Message string
	// Other is the link to this page in the other language.
	Other     string
	OtherName string
	// Body is the class of <body> (table, phone, index).
	Body string
}

// T returns the text en (English, key of the catalogue) in the page's
// language, typeset.
func (p page) T(en string) string { return p.L.T(en) }

// TC is T for the English en in context ctx.
func (p page) TC(ctx, en string) string { return p.L.TC(ctx, en) }

// Lang is the page's language code for <html lang>.
func (p page) Lang() string { return p.L.String() }

// page returns the base of a page for r, in its reader's language.
func (s *Server) page(w http.ResponseWriter, r *http.Request, title string) page {
	l := s.lang(w, r)
	other, name := lang.FR, "Français"
	if l == lang.FR {
		other, name = lang.EN, "English"
	}
	q := r.URL.Query()
	q.Set("lang", other.String())
	u := url.URL{Path: r.URL.Path, RawQuery: q.Encode()}
	if r.Method == http.MethodPost { // after a form, the switch leads to the page it came from
		u.Path = strings.TrimSuffix(u.Path, "/play") + "/phone"
	}
	return page{L: l, Title: title, Other: u.String(), OtherName: name}
}

// lang returns the language of r: ?lang= (remembered in a cookie), else the
// cookie, else the browser's Accept-Language, else English.
func (s *Server) lang(w http.ResponseWriter, r *http.Request) lang.Lang {
	if v := r.URL.Query().Get("lang"); v != "" {
		if l, ok := lang.ParseLang(v); ok {
			if w != nil {
				http.SetCookie(w, &http.Cookie{Name: "lang", Value: l.String(), Path: "/", MaxAge: 365 * 24 * 3600, SameSite: http.SameSiteLaxMode, HttpOnly: true})
			}
			return l
		}
	}
	if c, err := r.Cookie("lang"); err == nil {
		if l, ok := lang.ParseLang(c.Value); ok {
			return l
		}
	}
	return acceptLanguage(r.Header.Get("Accept-Language"))
}

// acceptLanguage picks French or English from an Accept-Language header by
// its weights, English when it names neither.
func acceptLanguage(h string) lang.Lang {
	type choice struct {
		l lang.Lang
		q float64
		i int
	}
	var cs []choice
	for i, part := range strings.Split(h, ",") {
		tag, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		l, ok := lang.ParseLang(tag)
		if !ok {
			continue
		}
		q := 1.0
		if v, found := strings.CutPrefix(strings.TrimSpace(params), "q="); found {
			if f, err := strconv.ParseFloat(v, 64); err == nil {
				q = f
			}
		}
		if q > 0 {
			cs = append(cs, choice{l, q, i})
		}
	}
	sort.SliceStable(cs, func(a, b int) bool { return cs[a].q > cs[b].q })
	if len(cs) == 0 {
		return lang.EN
	}
	return cs[0].l
}

// funcs are the templates' helpers.
var funcs = template.FuncMap{
	// html marks a fragment drawn by pages/ (which escapes every name) as
	// safe to insert.
	"html": func(s string) template.HTML { return template.HTML(s) },
	"add":  func(a, b int) int { return a + b },
}
