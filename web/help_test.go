package web

import (
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

func noLinks(string) string { return "" }

// TestHelpMarkdownEscapesEverything: raw HTML in a document is shown as
// text, comments are dropped, and a link leads nowhere but where the link
// function allows (never javascript:).
func TestHelpMarkdownEscapesEverything(t *testing.T) {
	t.Parallel()
	src := "# A <b>title</b>\n\n<script>alert(1)</script> and **<i>x</i>** `<code>` \"q\" 'a' & b\n<!-- flags of \"x\": gone -->\n[click](javascript:alert(1)) [ok](https://example.org/?a=1&b=\"2\")\n\n| a | <td> |\n|---|---|\n| `x \\| y` | <img src=x onerror=alert(1)> |\n\n```\n<script>in code</script>\n```\n"
	allow := func(dest string) string {
		if strings.HasPrefix(dest, "https://") {
			return dest
		}
		return ""
	}
	got := renderMarkdown(src, allow).HTML
	for _, bad := range []string{"<script", "<b>", "<i>", "<img", "<td> ", "javascript:", "gone", "<code><code>"} {
		if strings.Contains(got, bad) {
			t.Errorf("rendered HTML holds %q:\n%s", bad, got)
		}
	}
	for _, want := range []string{
		`<h1 id="a-btitleb">A &lt;b&gt;title&lt;/b&gt;</h1>`,
		`&lt;script&gt;alert(1)&lt;/script&gt;`,
		`<strong>&lt;i&gt;x&lt;/i&gt;</strong>`,
		`<code>&lt;code&gt;</code>`,
		`&#34;q&#34; &#39;a&#39; &amp; b`,
		"click ", // the text of a refused link, without its address
		`<a href="https://example.org/?a=1&amp;b=&#34;2&#34;">ok</a>`,
		`<td><code>x | y</code></td><td>&lt;img src=x onerror=alert(1)&gt;</td>`,
		"<pre><code>&lt;script&gt;in code&lt;/script&gt;</code></pre>",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("rendered HTML lacks %s:\n%s", want, got)
		}
	}
}

// TestHelpMarkdownBlocks: the blocks the documents use, and the code
// host's heading ids.
func TestHelpMarkdownBlocks(t *testing.T) {
	t.Parallel()
	src := `# Commands

## The family's records
## Settling a dispute: ` + "`check`" + `
### P7 · Joker
## Settling a dispute: check

Two lines of
one paragraph, *emphasis*, a [link](other.md#part).

- first item,
  its second line
  - a nested item
- second item

  its second paragraph
- third

1. Close every scorepad.
2. Keep the current database aside:
   ` + "`mv a b`" + `

` + "```sh\nscorepad play   # a comment\n```\n"
	got := renderMarkdown(src, func(d string) string { return "/help/" + d }).HTML
	want := `<h1 id="commands">Commands</h1>
<h2 id="the-familys-records">The family&#39;s records</h2>
<h2 id="settling-a-dispute-check">Settling a dispute: <code>check</code></h2>
<h3 id="p7--joker">P7 · Joker</h3>
<h2 id="settling-a-dispute-check-1">Settling a dispute: check</h2>
<p>Two lines of
one paragraph, <em>emphasis</em>, a <a href="/help/other.md#part">link</a>.</p>
<ul>
<li>first item,
its second line<ul>
<li>a nested item</li>
</ul>
</li>
<li><p>second item</p>
<p>its second paragraph</p>
</li>
<li>third</li>
</ul>
<ol>
<li>Close every scorepad.</li>
<li>Keep the current database aside:
<code>mv a b</code></li>
</ol>
<pre><code class="language-sh">scorepad play   # a comment</code></pre>
`
	if got != want {
		t.Errorf("got:\n%s\nwant:\n%s", got, want)
	}
	if title := renderMarkdown(src, noLinks).Title; title != "Commands" {
		t.Errorf("title %q, want Commands", title)
	}
}

// awaited are documents the reference links to that another part of the
// work brings; an entry must go once its file is there.
var awaited = map[string]string{}

var mdLinkDest = regexp.MustCompile(`\]\(([^)\s]+)\)`)

// TestHelpLinksLead: every link between the documents of docs/ (and from
// the README) names a file that exists, and its #part a heading of that
// document — the same id on the code host and at /help.
func TestHelpLinksLead(t *testing.T) {
	t.Parallel()
	ids := map[string]map[string]bool{} // file → ids of its headings
	headingIDs := func(file string) map[string]bool {
		if m, ok := ids[file]; ok {
			return m
		}
		src, err := os.ReadFile(file)
		if err != nil {
			return nil
		}
		m := map[string]bool{}
		r := regexp.MustCompile(`<h\d id="([^"]+)"`)
		for _, x := range r.FindAllStringSubmatch(renderMarkdown(string(src), noLinks).HTML, -1) {
			m[x[1]] = true
		}
		ids[file] = m
		return m
	}
	files, _ := filepath.Glob("../docs/*.md")
	files = append(files, "../README.md")
	for name := range awaited {
		if _, err := os.Stat(filepath.Join("../docs", name)); err == nil {
			t.Errorf("docs/%s is there now: remove it from awaited", name)
		}
	}
	for _, file := range files {
		src, err := os.ReadFile(file)
		if err != nil {
			t.Fatal(err)
		}
		// links in code are not links
		text := regexp.MustCompile("(?s)```.*?```|`[^`\n]*`").ReplaceAllString(string(src), "")
		for _, m := range mdLinkDest.FindAllStringSubmatch(text, -1) {
			dest := m[1]
			if strings.HasPrefix(dest, "https://") || strings.HasPrefix(dest, "http://") {
				continue
			}
			target, frag, _ := strings.Cut(dest, "#")
			path := file
			if target != "" {
				path = filepath.Join(filepath.Dir(file), target)
				if _, err := os.Stat(path); err != nil {
					if awaited[filepath.Base(target)] != "" {
						continue
					}
					t.Errorf("%s links to %s, which does not exist", file, dest)
					continue
				}
			}
			if frag != "" && strings.HasSuffix(path, ".md") && !headingIDs(path)[frag] {
				t.Errorf("%s links to %s: %s has no heading of id %q", file, dest, path, frag)
			}
		}
	}
}

// TestHelpPages serves /help and a document in both languages.
func TestHelpPages(t *testing.T) {
	t.Parallel()
	srv := httptest.NewServer((&Server{}).Handler())
	defer srv.Close()
	get := func(path string, status int) string {
		t.Helper()
		res, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		defer res.Body.Close()
		b, _ := io.ReadAll(res.Body)
		if res.StatusCode != status {
			t.Fatalf("GET %s: %d, want %d\n%s", path, res.StatusCode, status, b)
		}
		return string(b)
	}
	for _, c := range []struct {
		path string
		want []string
	}{
		{"/help?lang=en", []string{"<title>Help</title>", `<a href="/help/commands">Commands</a>`, `<a href="/help/rules.fr">`, "The reference of scorepad"}},
		{"/help/?lang=fr", []string{"<title>Aide</title>", `<a href="/help/json">JSON output and exit codes</a>`, "La référence de scorepad", "sauf les règles"}},
		{"/help/commands?lang=en", []string{`<h2 id="global-flags-and-files">`, `<a href="/help/json">json.md</a>`, "<td><code>--box string</code></td>", `<a href="/help">All the help pages</a>`}},
		{"/help/commands?lang=fr", []string{"Toutes les pages d", "Cette page est en anglais."}},
		{"/help/rules.en?lang=fr", []string{`<a href="/help/rules.fr" hreflang="fr">`}},
		{"/help/serve?lang=en", []string{`<a href="/help/performance#the-shared-table">`}},
	} {
		body := get(c.path, http.StatusOK)
		for _, w := range c.want {
			if !strings.Contains(body, w) {
				t.Errorf("GET %s lacks %s", c.path, w)
			}
		}
	}
	get("/help/nothing", http.StatusNotFound)
	get("/help/..%2fREADME", http.StatusNotFound)
}

// TestHelpOrder lists the documents in helpOrder, the others after them.
func TestHelpOrder(t *testing.T) {
	t.Parallel()
	fs := fstest.MapFS{"zeta.md": {Data: []byte("# Zeta\n")}, "json.md": {Data: []byte("# JSON\n")}, "commands.md": {Data: []byte("no title\n")}}
	var got []string
	for _, d := range drawHelp(fs) {
		got = append(got, d.Name+"="+d.Title)
	}
	if strings.Join(got, " ") != "commands=commands json=JSON zeta=Zeta" {
		t.Errorf("got %v", got)
	}
}
