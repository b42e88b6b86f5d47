package web

import (
	"compress/gzip"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"html"
	"io"
	"io/fs"
	"net/http"
	"sort"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/internal/lang"
)

// The family's app installed on a phone (issue 37): the web app manifest
// (add to the home screen), the icons (assets/icons, drawn by
// icons_test.go), the service worker that keeps the pages' shell (sw.js,
// served at /sw.js for the scope /) and the page shown offline. The
// worker's version is a hash of every embedded asset: a new scorepad
// replaces the worker and its caches.

var shell struct {
	once    sync.Once
	version string
	assets  []string // the assets' paths (/assets/…), the worker's own excepted
	sw      []byte
}

// shellOf computes the assets' hash and the worker's text once.
func shellOf() (version string, sw []byte) {
	shell.once.Do(func() {
		h := sha256.New()
		var paths []string
		fs.WalkDir(assetFS, "assets", func(path string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() {
				return err
			}
			b, err := assetFS.ReadFile(path)
			if err != nil {
				return err
			}
			h.Write([]byte(path + "\x00"))
			h.Write(b)
			h.Write([]byte{0})
			if path != "assets/sw.js" {
				paths = append(paths, "/"+path)
			}
			return nil
		})
		sort.Strings(paths)
		shell.version = hex.EncodeToString(h.Sum(nil))[:16]
		shell.assets = paths
		list, _ := json.Marshal(append(append([]string(nil), paths...), "/manifest.webmanifest", "/offline"))
		src, _ := assetFS.ReadFile("assets/sw.js")
		text := strings.Replace(string(src), "{{VERSION}}", shell.version, 1)
		text = strings.Replace(text, "{{SHELL}}", string(list), 1)
		shell.sw = []byte(text)
	})
	return shell.version, shell.sw
}

// AssetsVersion is the hash of the embedded assets that names the service
// worker's caches.
func AssetsVersion() string { v, _ := shellOf(); return v }

// themeColor is the colour of the phone's bar around the app: the
// header's blue.
const themeColor = "#0b5394"

func (s *Server) pwaRoutes(mux *http.ServeMux) {
	mux.HandleFunc("GET /sw.js", s.handleServiceWorker)
	mux.HandleFunc("GET /manifest.webmanifest", s.handleManifest)
	mux.HandleFunc("GET /offline", s.handleOffline)
	mux.HandleFunc("/", s.handleNoPage) // every other address: a page that says so, in the reader's language
}

func (s *Server) handleNoPage(w http.ResponseWriter, r *http.Request) {
	s.fail(w, r, http.StatusNotFound, "No such page: %s", r.URL.Path)
}

func (s *Server) handleServiceWorker(w http.ResponseWriter, r *http.Request) {
	_, sw := shellOf()
	h := w.Header()
	h.Set("Content-Type", "text/javascript; charset=utf-8")
	h.Set("Cache-Control", "no-cache") // the browser asks again at every visit: an update is seen at once
	h.Set("Service-Worker-Allowed", "/")
	w.Write(sw)
}

type manifestIcon struct {
	Src     string `json:"src"`
	Sizes   string `json:"sizes"`
	Type    string `json:"type"`
	Purpose string `json:"purpose"`
}

type manifest struct {
	Name            string         `json:"name"`
	ShortName       string         `json:"short_name"`
	Description     string         `json:"description"`
	Lang            string         `json:"lang"`
	ID              string         `json:"id"`
	StartURL        string         `json:"start_url"`
	Scope           string         `json:"scope"`
	Display         string         `json:"display"`
	Orientation     string         `json:"orientation"`
	ThemeColor      string         `json:"theme_color"`
	BackgroundColor string         `json:"background_color"`
	Icons           []manifestIcon `json:"icons"`
}

func (s *Server) handleManifest(w http.ResponseWriter, r *http.Request) {
	l := s.lang(nil, r)
	m := manifest{
		Name: "scorepad", ShortName: "scorepad", Lang: l.String(), ID: "/", StartURL: "/", Scope: "/",
		Description: l.T("The score sheets of the family's dice games: Penta, Yam's, 5000 and Sackson."),
		Display:     "standalone", Orientation: "any", ThemeColor: themeColor, BackgroundColor: "#fbfaf6",
		Icons: []manifestIcon{
			{Src: "/assets/icons/icon-192.png", Sizes: "192x192", Type: "image/png", Purpose: "any"},
			{Src: "/assets/icons/icon-512.png", Sizes: "512x512", Type: "image/png", Purpose: "any"},
			{Src: "/assets/icons/maskable-512.png", Sizes: "512x512", Type: "image/png", Purpose: "maskable"},
		},
	}
	b, _ := json.MarshalIndent(m, "", "  ")
	w.Header().Set("Content-Type", "application/manifest+json")
	w.Header().Set("Cache-Control", "no-cache")
	w.Write(b)
}

// handleOffline is the page the service worker shows for a page it never
// kept, when the network is down.
func (s *Server) handleOffline(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, s.lang(nil, r).T("No network"))
	p.Message = p.L.T("No network: this page was not kept on this phone. The games' pages you opened are kept; a move entered on one waits here and is sent when the network returns.")
	s.render(w, http.StatusOK, "error.html", p)
}

// statsChrome is what the statistics page (drawn whole by pages/, as
// scorepad stats --format html writes it) gets of the app's pages: the
// manifest and icons, the system's dark mode (its charts keep their light
// background, as printed), the way home and the language switch.
const statsChrome = `<meta name="color-scheme" content="light dark">
<meta name="theme-color" content="` + themeColor + `">
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" href="/assets/icons/icon-192.png" type="image/png">
<link rel="apple-touch-icon" href="/assets/icons/apple-touch-icon.png">
<script src="/assets/offline.js" defer></script>
<style>
nav.app{display:flex;gap:1em;align-items:center;margin:-1em 0 1em}
nav.app a{display:inline-flex;align-items:center;min-height:44px;color:#0b5394}
nav.app a.home{font-weight:bold;text-decoration:none}
:focus-visible{outline:3px solid #0b5394;outline-offset:2px}
@media screen and (max-width:700px){table{display:block;overflow-x:auto}}
@media (prefers-color-scheme:dark){
body{background:#15171a;color:#e8e6e1}
a,nav.app a{color:#8ab4f8}
th{background:#272a30}
th,td{border-color:#6b6f76}
h2{border-bottom-color:#3a3d44}
.card{background:#1f2226;border-color:#4a4d54}
p.sub,p.rules,caption,.note{color:#b9b6ae}
svg{background:#fff;color:#1d1d1f}
:focus-visible{outline-color:#8ab4f8}
}
</style>
`

// withAppChrome adds statsChrome to a whole page drawn by pages/, and the
// bar with the way home and the switch to the other language of p.
func withAppChrome(doc []byte, p page) []byte {
	s := string(doc)
	nav := `<nav class="app"><a class="home" href="/">scorepad</a><a class="lang" href="` + html.EscapeString(p.Other) + `" hreflang="` + p.otherLang() + `" lang="` + p.otherLang() + `">` + html.EscapeString(p.OtherName) + `</a></nav>`
	s = strings.Replace(s, "</head>", statsChrome+"</head>", 1)
	if i := strings.Index(s, "<body"); i >= 0 {
		if j := strings.Index(s[i:], ">"); j >= 0 {
			s = s[:i+j+1] + "\n" + nav + s[i+j+1:]
		}
	}
	return []byte(s)
}

// otherLang is the code of the language the switch leads to.
func (p page) otherLang() string {
	if p.L == lang.FR {
		return "en"
	}
	return "fr"
}

// compress sends the pages and assets gzipped to a browser that takes it
// (a phone's first load on a slow network: the statistics page of a
// family's years is 230 KB drawn, 30 KB sent). The event streams and the
// PDF are sent as they are.
func compress(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if !strings.Contains(r.Header.Get("Accept-Encoding"), "gzip") || strings.HasSuffix(r.URL.Path, "/events") || strings.HasSuffix(r.URL.Path, "/pdf") {
			h.ServeHTTP(w, r)
			return
		}
		r.Header.Del("Range") // a range of the uncompressed file means nothing once compressed
		gw := &gzipWriter{ResponseWriter: w}
		defer gw.close()
		h.ServeHTTP(gw, r)
	})
}

type gzipWriter struct {
	http.ResponseWriter
	zw      *gzip.Writer
	decided bool
}

func (g *gzipWriter) WriteHeader(code int) {
	if !g.decided {
		g.decided = true
		hd := g.Header()
		hd.Add("Vary", "Accept-Encoding")
		if code != http.StatusNoContent && code != http.StatusNotModified && hd.Get("Content-Encoding") == "" {
			hd.Del("Content-Length")
			hd.Set("Content-Encoding", "gzip")
			g.zw = gzipPool.Get().(*gzip.Writer)
			g.zw.Reset(g.ResponseWriter)
		}
	}
	g.ResponseWriter.WriteHeader(code)
}

func (g *gzipWriter) Write(b []byte) (int, error) {
	if !g.decided {
		if g.Header().Get("Content-Type") == "" {
			g.Header().Set("Content-Type", http.DetectContentType(b))
		}
		g.WriteHeader(http.StatusOK)
	}
	if g.zw == nil {
		return g.ResponseWriter.Write(b)
	}
	return g.zw.Write(b)
}

func (g *gzipWriter) close() {
	if g.zw != nil {
		g.zw.Close()
		g.zw.Reset(io.Discard)
		gzipPool.Put(g.zw)
	}
}

// gzipPool keeps the compressors (each holds a few hundred KB of state)
// from one answer to the next. BestSpeed: on a home network the CPU is
// dearer than the bytes, which it still divides by four or five.
var gzipPool = sync.Pool{New: func() any {
	zw, _ := gzip.NewWriterLevel(io.Discard, gzip.BestSpeed)
	return zw
}}
