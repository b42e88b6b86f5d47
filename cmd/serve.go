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

	"github.com/scorepad/scorepad/db"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/scoring"
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
}

// servePorts are the ports serve tries, in order, when --addr names none.
const servePort, servePorts = 8080, 20

func newCmdServe(f *factory) *cobra.Command {
	o := &serveOptions{f: f}
	c := &cobra.Command{
		Use:   "serve",
		Short: f.T("Show the games live on every phone and on the TV; enter moves from a phone", "Montrer les parties en direct sur chaque téléphone et sur la télé ; saisir les coups depuis un téléphone"),
		Long: f.T(`Serve the games on the home network: the table view for a TV or a laptop
(/games/ID: every sheet, whose turn, the last move with its rule, the totals),
a player view for each phone (/games/ID/phone), the statistics (/stats), the
printed sheets and /api/games/ID (exactly scorepad sheet ID --json). Every
page follows the game live: a move saved by any scorepad (play, move, edit,
undo, a phone) shows within a second.

  scorepad serve [--addr HOST:PORT] [--db FILE] [--read-only] [--new-link ID]

Anyone who can reach the address sees the games. Entering a move needs the
game's join link (a secret kept in the database): serve prints it for each
game in progress, and the table view shows it as a QR code on this computer's
screen. --new-link ID replaces game ID's link (the old one stops working).
--read-only shows the games and writes nothing.
By default serve listens on every network interface, on port 8080 or the next
free one; --addr 127.0.0.1:8080 keeps it on this computer. Ctrl-C stops it.
Exit codes: 0 stopped, 2 bad input (an address that cannot be listened on),
3 the database failed.`, `Servir les parties sur le réseau de la maison : la vue de la table pour une télé ou
un portable (/games/ID : toutes les feuilles, à qui le tour, le dernier coup avec
sa règle, les totaux), une vue par joueur pour chaque téléphone (/games/ID/phone),
les statistiques (/stats), les feuilles imprimables et /api/games/ID (exactement
scorepad sheet ID --json). Chaque page suit la partie en direct : un coup
enregistré par n'importe quel scorepad (play, move, edit, undo, un téléphone)
s'affiche en moins d'une seconde.

  scorepad serve [--addr HÔTE:PORT] [--db FICHIER] [--read-only] [--new-link ID]

Quiconque atteint l'adresse voit les parties. Saisir un coup demande le lien
pour rejoindre la partie (un secret gardé dans la base) : serve l'affiche pour
chaque partie en cours, et la vue de la table le montre en QR code sur l'écran
de cet ordinateur. --new-link ID remplace le lien de la partie ID (l'ancien ne
marche plus). --read-only montre les parties et n'écrit rien.
Par défaut serve écoute sur toutes les interfaces réseau, sur le port 8080 ou le
suivant qui est libre ; --addr 127.0.0.1:8080 le garde sur cet ordinateur.
Ctrl-C l'arrête.
Codes de sortie : 0 arrêté, 2 saisie incorrecte (une adresse où l'on ne peut pas
écouter), 3 la base de données a échoué.`),
		Args: cobra.NoArgs,
		RunE: func(c *cobra.Command, args []string) error {
			if o.readOnly && o.newLink != 0 {
				return flagErrorf("--read-only and --new-link cannot be used together: a new link is written in the database", "--read-only et --new-link ne vont pas ensemble : un nouveau lien s'écrit dans la base")
			}
			if c.Flags().Changed("new-link") && o.newLink <= 0 {
				return flagErrorf("--new-link %d is not a game number", "--new-link %d n'est pas un numéro de partie", o.newLink)
			}
			ctx, stop := signal.NotifyContext(c.Context(), os.Interrupt, syscall.SIGTERM)
			defer stop()
			return runServe(ctx, o)
		},
	}
	fs := c.Flags()
	fs.StringVar(&o.addr, "addr", "", f.T("where to listen, HOST:PORT (default: every interface, port 8080 or the next free one)", "où écouter, HÔTE:PORT (par défaut : toutes les interfaces, port 8080 ou le suivant libre)"))
	fs.BoolVar(&o.readOnly, "read-only", false, f.T("show the games, write nothing (no join link works)", "montrer les parties, ne rien écrire (aucun lien pour rejoindre ne marche)"))
	intFlag(fs, &o.newLink, "new-link", 0, f.T("replace game ID's join link with a new one (the old one stops working)", "remplacer le lien pour rejoindre la partie ID par un nouveau (l'ancien ne marche plus)"))
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
	ln, err := listen(o.addr)
	if err != nil {
		return err
	}
	defer ln.Close()
	s := &web.Server{Store: store, Service: svc, ReadOnly: o.readOnly, Table: serveTable(f, svc)}
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
	fmt.Fprintln(f.IO.Out, f.T("Stopped: every page was told, nothing is lost.", "Arrêté : chaque page a été prévenue, rien n'est perdu."))
	return nil
}

// serveTable is the dialogue of the table for one form of the web pages:
// the terminal's printer and Expert, in the page's language, saying what
// they say on out.
func serveTable(f *factory, svc *sheets.Service) func(l scoring.Lang, out io.Writer) *tbl.Table {
	return func(l scoring.Lang, out io.Writer) *tbl.Table {
		f2, streams := *f, *f.IO
		streams.Out, streams.OutTTY = out, false
		f2.IO, f2.lang = &streams, l
		t := &table{f: &f2, svc: svc, l: l, die: rollDie}
		return &tbl.Table{Service: svc, Out: out, Lang: l, Print: tablePrinter{&f2, out}, Expert: tableExpert{t}, Die: rollDie}
	}
}

// listen listens on addr, or on every interface at port 8080 or the first
// free one after it.
func listen(addr string) (net.Listener, error) {
	if addr != "" {
		ln, err := net.Listen("tcp", addr)
		if err != nil {
			return nil, flagErrorf("--addr %s: cannot listen there (%v)", "--addr %s : impossible d'écouter là (%v)", addr, err)
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
	return nil, flagErrorf("no free port from %d to %d (%v): choose one with --addr", "aucun port libre de %d à %d (%v) : choisissez-en un avec --addr", servePort, servePort+servePorts-1, last)
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
	fmt.Fprintln(w, f.T("scorepad serve: the games, live.", "scorepad serve : les parties, en direct."))
	for _, u := range urls {
		fmt.Fprintf(w, "  %s/\n", u)
	}
	if qr, err := web.QRText(urls[0]+"/", f.IO.OutTTY); err == nil {
		fmt.Fprint(w, qr)
	}
	switch {
	case local:
		fmt.Fprintln(w, f.T("Only this computer can open these pages (--addr on a loopback address).", "Seul cet ordinateur peut ouvrir ces pages (--addr sur une adresse locale)."))
	default:
		fmt.Fprintln(w, f.T("Anyone on this network can see the games, the sheets and the statistics.", "Tout le monde sur ce réseau peut voir les parties, les feuilles et les statistiques."))
	}
	if o.readOnly {
		fmt.Fprintln(w, f.T("Read-only: nothing can be entered, nothing is written.", "Lecture seule : rien ne peut être saisi, rien n'est écrit."))
		fmt.Fprintln(w, f.T("Ctrl-C stops the server.", "Ctrl-C arrête le serveur."))
		return nil
	}
	fmt.Fprintln(w, f.T("Entering a move needs the game's join link: give it only to the players.", "Saisir un coup demande le lien pour rejoindre la partie : ne le donnez qu'aux joueurs."))
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
		fmt.Fprintf(w, f.T("  game %d (%s: %s): %s\n", "  partie %d (%s : %s) : %s\n"), g.ID, g.Kind.Name(), strings.Join(pages.PrintableAll(g.Players), ", "), link)
		if g.ID == int64(o.newLink) {
			fmt.Fprintln(w, f.T("  (a new link: the old one no longer works)", "  (un nouveau lien : l'ancien ne marche plus)"))
			if qr, err := web.QRText(link, f.IO.OutTTY); err == nil {
				fmt.Fprint(w, qr)
			}
		}
	}
	if len(games) > 0 {
		fmt.Fprintln(w, f.T("The table view of a game shows its join link as a QR code on this computer's screen.", "La vue de la table d'une partie montre son lien en QR code sur l'écran de cet ordinateur."))
	}
	fmt.Fprintln(w, f.T("Ctrl-C stops the server.", "Ctrl-C arrête le serveur."))
	return nil
}
