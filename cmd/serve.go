package cmd

import (
	"context"
	"fmt"
	"io"
	"net"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/scorepad/scorepad/web"
	"github.com/spf13/cobra"
)

type serveOptions struct {
	f        *factory
	addr     string
	readOnly bool
	newLink  int
	// newTable replaces the table's link (--new-table-link)
	newTable bool
}

// servePorts are the ports serve tries, in order, when --addr names none.
const servePort, servePorts = 8080, 20

func newCmdServe(f *factory) *cobra.Command {
	o := &serveOptions{f: f}
	c := &cobra.Command{
		Use:   "serve",
		Short: f.T("Show the games live on every phone and on the TV; enter moves from a phone"),
		Long: f.T(`Serve the games on the home network: the table view for a TV or a laptop
(/games/ID: every sheet, whose turn, the last move with its rule, the totals),
a player view for each phone (/games/ID/phone), the statistics (/stats), the
printed sheets and /api/games/ID (exactly scorepad sheet ID --json). Every
page follows the game live: a move saved by any scorepad (play, move, edit,
undo, a phone) shows within a second.

  scorepad serve [--addr HOST:PORT] [--db FILE] [--read-only] [--new-link ID]
        [--new-table-link]

Anyone who can reach the address sees the games, checks a box (/check) and
reads the rules (/rules). Writing needs a link (a secret kept in the
database): the table's link lets a phone start a game (/new) and write to
every game (enter a move, undo, correct a move, abandon); a game's join link
lets it write to that game only. serve prints the table's link with its QR
code, and the join link of each game in progress; the home page and the table
view show them as QR codes on this computer's screen. --new-link ID replaces
game ID's link, --new-table-link the table's (the old one stops working).
--read-only shows the games and writes nothing, whatever the links.
By default serve listens on every network interface, on port 8080 or the next
free one; --addr 127.0.0.1:8080 keeps it on this computer. Ctrl-C stops it.
Exit codes: 0 stopped, 2 bad input (an address that cannot be listened on),
3 the database failed.`),
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.readOnly && o.newLink != 0 {
				return flagErrorf("--read-only and --new-link cannot be used together: a new link is written in the database")
			}
			if o.readOnly && o.newTable {
				return flagErrorf("--read-only and --new-table-link cannot be used together: a new link is written in the database")
			}
			if c.Flags().Changed("new-link") && o.newLink <= 0 {
				return flagErrorf("--new-link %d is not a game number", o.newLink)
			}
			ctx, stop := signal.NotifyContext(c.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return runServe(ctx, o)
		},
	}
	fs := c.Flags()
	fs.StringVar(&o.addr, "addr", "", f.T("where to listen, HOST:PORT (default: every interface, port 8080 or the next free one)"))
	fs.BoolVar(&o.readOnly, "read-only", false, f.T("show the games, write nothing (no join link works)"))
	intFlag(fs, &o.newLink, "new-link", 0, f.T("replace game ID's join link with a new one (the old one stops working)"))
	fs.BoolVar(&o.newTable, "new-table-link", false, f.T("replace the table's link with a new one (the old one stops working)"))
	return c
}

func runServe(ctx context.Context, o *serveOptions) error {
	f := o.f
	var store *db.Store
	var err error
	if o.readOnly {
		store, err = f.ReadStore()
	} else {
		store, err = f.Store()
	}
	if err != nil {
		return err
	}
	svc := sheets.NewService(store, f.Now)
	if o.newLink != 0 {
		if _, err := svc.Load(ctx, int64(o.newLink)); err != nil {
			return err
		}
		if _, err := store.NewLink(ctx, int64(o.newLink)); err != nil {
			return err
		}
	}
	if o.newTable {
		if _, err := store.NewTableSecret(ctx); err != nil {
			return err
		}
	}
	ln, err := listen(o.addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	s := newWebServer(f, store, svc, o.readOnly)
	urls := serveURLs(ln.Addr().(*net.TCPAddr))
	if len(urls) > 0 {
		s.Base = urls[0]
	}
	if err := o.announce(ctx, store, svc, urls, ln.Addr().(*net.TCPAddr).IP.IsLoopback()); err != nil {
		return err
	}
	if err := s.Serve(ctx, ln); err != nil {
		return err
	}
	fmt.Fprintln(f.IO.Out, f.T("Stopped: every page was told, nothing is lost."))
	return nil
}

// newWebServer is serve's web server over store: the table's dialogue
// and the commands of the menu (serveTable, serveActions).
func newWebServer(f *factory, store *db.Store, svc *sheets.Service, readOnly bool) *web.Server {
	return &web.Server{Store: store, Service: svc, ReadOnly: readOnly, Table: serveTable(f, svc), Actions: serveActions(f, svc)}
}

// WebServer is scorepad serve's web server over store, opened by the
// caller, with getenv for the environment and now for the clock (the web
// pages' tests, in process): the same dialogue and commands as serve's.
func WebServer(store *db.Store, readOnly bool, getenv func(string) string, now func() time.Time) *web.Server {
	f := &factory{IO: &IOStreams{In: strings.NewReader(""), Out: io.Discard, ErrOut: io.Discard}, Getenv: getenv, Now: now, store: store, lang: lang.EN}
	return newWebServer(f, store, sheets.NewService(store, now), readOnly)
}

// serveTable is the dialogue of the table for one form of the web pages:
// the terminal's printer and Expert, in the page's language, saying what
// they say on out.
func serveTable(f *factory, svc *sheets.Service) func(l lang.Lang, out io.Writer) *tbl.Table {
	return func(l lang.Lang, out io.Writer) *tbl.Table {
		f2, streams := *f, *f.IO
		streams.Out, streams.OutTTY = out, false
		f2.IO, f2.lang = &streams, l
		t := &table{f: &f2, svc: svc, l: l, die: rollDie}
		return &tbl.Table{Service: svc, Out: out, Lang: l, Print: tablePrinter{&f2, out}, Expert: tableExpert{t}, Die: rollDie}
	}
}

// serveTextWidth is the width of what a command says on a page of serve
// (check's verdicts, edit's before and after): a phone's.
const serveTextWidth = 44

// serveActions are the commands the pages run (the menu's actions: new's
// build, check, edit, undo, abandon), in the page's language, saying what
// they say on out, laid out for a phone.
func serveActions(f *factory, svc *sheets.Service) func(l lang.Lang, out io.Writer) tbl.Actions {
	return func(l lang.Lang, out io.Writer) tbl.Actions {
		f2, streams := *f, *f.IO
		streams.Out, streams.OutTTY, streams.InTTY = out, false, false
		f2.IO, f2.lang, f2.textCols = &streams, l, serveTextWidth
		return menuActions{t: &table{f: &f2, svc: svc, l: l, die: rollDie}, ctx: context.Background()}
	}
}

// listen listens on addr, or on every interface at port 8080 or the first
// free one after it.
func listen(addr string) (net.Listener, error) {
	if addr != "" {
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			return nil, flagErrorf("--addr %s: cannot listen there (%v)", addr, err)
		}
		return ln, nil
	}
	var last error
	for p := servePort; p < servePort+servePorts; p++ {
		ln, err := net.Listen("tcp", ":"+strconv.Itoa(p))
		if err == nil {
			return ln, nil
		}
		last = err
	}
	return nil, flagErrorf("no free port from %d to %d (%v): choose one with --addr", servePort, servePort+servePorts-1, last)
}

// serveURLs returns the addresses to open: the network's first (for the
// phones), then this computer's.
func serveURLs(a *net.TCPAddr) []string {
	port := strconv.Itoa(a.Port)
	if !a.IP.IsUnspecified() {
		return []string{"http://" + net.JoinHostPort(a.IP.String(), port)}
	}
	var urls []string
	if addrs, err := net.InterfaceAddrs(); err == nil {
		for _, x := range addrs {
			n, ok := x.(*net.IPNet)
			if !ok || n.IP.IsLoopback() || n.IP.IsLinkLocalUnicast() || n.IP.To4() == nil {
				continue
			}
			urls = append(urls, "http://"+net.JoinHostPort(n.IP.String(), port))
		}
	}
	return append(urls, "http://"+net.JoinHostPort("127.0.0.1", port))
}

// announce prints where to look, a QR code for the phones, who can see and
// who can write, and the join links of the games in progress.
func (o *serveOptions) announce(ctx context.Context, store *db.Store, svc *sheets.Service, urls []string, local bool) error {
	f := o.f
	w := f.IO.Out
	fmt.Fprintln(w, f.T("scorepad serve: the games, live."))
	for _, u := range urls {
		fmt.Fprintf(w, "  %s/\n", u)
	}
	if qr, err := web.QRText(urls[0]+"/", f.IO.OutTTY); err == nil {
		fmt.Fprint(w, qr)
	}
	switch {
	case local:
		fmt.Fprintln(w, f.T("Only this computer can open these pages (--addr on a loopback address)."))
	default:
		fmt.Fprintln(w, f.T("Anyone on this network can see the games, the sheets and the statistics."))
	}
	if o.readOnly {
		fmt.Fprintln(w, f.T("Read-only: nothing can be entered, nothing is written."))
		fmt.Fprintln(w, f.T("Ctrl-C stops the server."))
		return nil
	}
	secret, err := store.TableSecret(ctx)
	if err != nil {
		return err
	}
	fmt.Fprintln(w, f.T("Starting a game and writing to every game needs the table's link: give it only to the family."))
	fmt.Fprintf(w, "  %s\n", urls[0]+web.TablePath(secret))
	if o.newTable {
		fmt.Fprintln(w, f.T("  (a new link: the old one no longer works)"))
	}
	if qr, err := web.QRText(urls[0]+web.TablePath(secret), f.IO.OutTTY); err == nil {
		fmt.Fprint(w, qr)
	}
	fmt.Fprintln(w, f.T("Entering a move needs the game's join link: give it only to the players."))
	games, err := svc.Games(ctx, sheets.GamesQuery{Limit: 10})
	if err != nil {
		return err
	}
	for _, g := range games {
		secret, err := store.Link(ctx, g.ID)
		if err != nil {
			return err
		}
		link := urls[0] + web.JoinPath(g.ID, secret)
		fmt.Fprintf(w, f.T("  game %d (%s: %s): %s\n"), g.ID, g.Kind.Name(), strings.Join(pages.PrintableAll(g.Players), ", "), link)
		if g.ID == int64(o.newLink) {
			fmt.Fprintln(w, f.T("  (a new link: the old one no longer works)"))
			if qr, err := web.QRText(link, f.IO.OutTTY); err == nil {
				fmt.Fprint(w, qr)
			}
		}
	}
	if len(games) > 0 {
		fmt.Fprintln(w, f.T("The table view of a game shows its join link as a QR code on this computer's screen."))
	}
	fmt.Fprintln(w, f.T("Ctrl-C stops the server."))
	return nil
}
