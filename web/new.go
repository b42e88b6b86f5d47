package web

import (
	"crypto/rand"
	"encoding/base64"
	"errors"
	"fmt"
	"html/template"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/table"
)

// The new game from a phone, /new (issue 37): the kind, the players in
// seat order (each a name of the family offered, a robot, or a new name
// typed), the organiser's options of scorepad new (table.NewFields: the
// wizard's own questions and choices), real or digital dice. The answers
// are read as scorepad new's flags (table.NewGame, built by the command's
// own code through Actions.New): the same validation, the same messages.
// Starting a game needs the table's link; on success the phone goes to
// the game's page, and every home page shows the game (index.go's stream).

type newView struct {
	page
	Kinds []kindChoice
	// Kind is the kind chosen ("" before one is).
	Kind, KindName string
	// Form is set when this browser may start a game; Why says why not.
	Form  bool
	Why   string
	Token string
	Nonce string
	Seats []seatRow
	// Robots are the robots a seat may take (Y8).
	Robots []table.Option
	Fields []newFieldView
	Dice   []table.Option
	// Starts says who starts: the first seat, or the throw of C1.
	Starts string
	// Error is why the last form was refused, its rule IDs linked.
	Error template.HTML
}

type kindChoice struct {
	Value, Label string
	Current      bool
}

// seatRow is one seat of the form: a name chosen (Chosen: a known name or
// a robot) or typed (Name).
type seatRow struct {
	N      int
	Known  []table.Option
	Chosen string
	Name   string
}

type newFieldView struct {
	table.NewField
	Value, OtherValue string
}

// newNonces remembers the forms already sent (their nonce) and the game
// each started: a form sent twice (a double tap, a retry) starts one game.
type newNonces struct {
	mu sync.Mutex
	m  map[string]int64
	// order keeps the throws for the order of play of the games started
	// here (C1: not saved with the game), to say them on its first page
	order map[int64]*sheets.Game
}

// thrown keeps the throws for the order of game g.
func (n *newNonces) thrown(g *sheets.Game) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.order == nil || len(n.order) > 1000 {
		n.order = map[int64]*sheets.Game{}
	}
	n.order[g.ID] = &sheets.Game{ID: g.ID, Players: g.Players, OrderRolls: g.OrderRolls}
}

// orderText says how the order of game id was thrown, in l; "" when it
// was not thrown here.
func (s *Server) orderText(id int64, l lang.Lang) string {
	n := &s.started
	n.mu.Lock()
	g := n.order[id]
	n.mu.Unlock()
	if g == nil {
		return ""
	}
	return strings.TrimSpace(table.OrderText(g, l, pages.Printable))
}

func (n *newNonces) get(k string) (int64, bool) {
	n.mu.Lock()
	defer n.mu.Unlock()
	id, ok := n.m[k]
	return id, ok
}

func (n *newNonces) put(k string, id int64) {
	n.mu.Lock()
	defer n.mu.Unlock()
	if n.m == nil || len(n.m) > 10000 {
		n.m = map[string]int64{}
	}
	n.m[k] = id
}

func newNonce() string {
	b := make([]byte, 12)
	rand.Read(b)
	return base64.RawURLEncoding.EncodeToString(b)
}

// handleNew draws the form: the kinds, then with ?kind= the kind's form.
func (s *Server) handleNew(w http.ResponseWriter, r *http.Request) {
	p := s.page(w, r, "")
	p.Body = "new"
	v := s.newView(r, p, r.URL.Query().Get("kind"), nil)
	s.render(w, http.StatusOK, "new.html", v)
}

// newView builds the form for kind (a kind's name as ParseKind reads it,
// "" for none yet) with the answers of form (nil: the defaults).
func (s *Server) newView(r *http.Request, p page, kind string, form url.Values) newView {
	l := p.L
	v := newView{page: p}
	v.Title = l.T("New game")
	k, kerr := sheets.ParseKind(kind)
	for _, x := range sheets.Kinds {
		v.Kinds = append(v.Kinds, kindChoice{Value: string(x), Label: x.Pitch(l), Current: kerr == nil && x == k})
	}
	secret := s.tabled(r)
	switch {
	case !s.writes():
		v.Why = l.T("This server only shows the games (serve --read-only).")
		return v
	case secret == "":
		v.Why = l.T("To start a game from this phone, open the table's link: its QR code is on the home page of the computer running scorepad serve, and serve prints it.")
		return v
	case kerr != nil:
		return v
	}
	v.Form, v.Kind, v.KindName = true, string(k), k.Name()
	v.Token, v.Nonce = formToken(secret, 0), form.Get("n")
	if v.Nonce == "" {
		v.Nonce = newNonce()
	}
	t := s.Table(l, &strings.Builder{})
	known, _ := s.Service.KnownPlayers(r.Context())
	v.Robots = t.RobotChoices()
	chosen, typed := form["seat"], form["name"]
	for i := range k.Players().Max {
		row := seatRow{N: i + 1}
		if i < len(chosen) {
			row.Chosen = chosen[i]
		}
		if i < len(typed) {
			row.Name = typed[i]
		}
		for _, n := range known {
			row.Known = append(row.Known, table.Option{Label: n, Value: n})
		}
		v.Seats = append(v.Seats, row)
	}
	for _, f := range t.NewFields(k) {
		fv := newFieldView{NewField: f, Value: f.Default}
		if form != nil {
			fv.Value = form.Get(f.Flag)
			if f.Kind == "confirm" && fv.Value == "" {
				fv.Value = table.No
			}
			fv.OtherValue = form.Get(f.Flag + table.OtherSuffix)
		}
		v.Fields = append(v.Fields, fv)
	}
	dice := form.Get("dice")
	for _, o := range t.DiceChoices() {
		o.Selected = o.Value == dice || dice == "" && o.Value == "real"
		v.Dice = append(v.Dice, o)
	}
	info, _ := k.Info()
	switch {
	case info.Shared:
		v.Starts = l.T("Everyone plays each shared throw (S1).")
	case k == sheets.FiveThousand:
		v.Starts = l.T("Player 1 starts, the others follow in seat order — unless the order is thrown for (C1).")
	default:
		v.Starts = l.T("Player 1 starts, the others follow in seat order.")
	}
	return v
}

// handleNewPost starts the game the form describes: with the table's
// link and the form's token only; a refusal redraws the form with what
// was typed and why, nothing created.
func (s *Server) handleNewPost(w http.ResponseWriter, r *http.Request) {
	if err := r.ParseForm(); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.fail(w, r, http.StatusRequestEntityTooLarge, "The form is too large: nothing was saved.")
			return
		}
		s.fail(w, r, http.StatusBadRequest, "The form could not be read: nothing was saved.")
		return
	}
	if !s.writes() {
		s.fail(w, r, http.StatusForbidden, "This server only shows the games (serve --read-only): nothing was saved.")
		return
	}
	secret := s.tabled(r)
	if secret == "" {
		s.fail(w, r, http.StatusForbidden, "No game was started: this browser has not opened the table's link (or the link was replaced).")
		return
	}
	if !validToken(secret, 0, r.PostForm.Get("t")) {
		s.fail(w, r, http.StatusForbidden, "Nothing was saved: the form's anti-forgery token is wrong. Reload the page and enter again.")
		return
	}
	form := r.PostForm
	nonce := form.Get("n")
	if id, ok := s.started.get(nonce); ok && nonce != "" { // sent twice: the game it started
		http.Redirect(w, r, fmt.Sprintf("/games/%d/phone", id), http.StatusSeeOther)
		return
	}
	p := s.page(w, r, "")
	p.Body = "new"
	l := p.L
	refuse := func(status int, why string) {
		v := s.newView(r, p, form.Get("kind"), form)
		v.Error = ruleLinked(why)
		s.render(w, status, "new.html", v)
	}
	k, err := sheets.ParseKind(form.Get("kind"))
	if err != nil {
		refuse(http.StatusBadRequest, lang.ErrorText(err, l))
		return
	}
	players, why := seatsOf(l, form)
	if why != "" {
		refuse(http.StatusUnprocessableEntity, why)
		return
	}
	var said strings.Builder
	do := s.Actions(l, &said)
	a := table.NewGame{Kind: k, Players: players, Options: table.NewAnswersOf(k, form.Get), Digital: form.Get("dice") == "digital"}
	// each name checked alone first: new's --players is one list, which
	// a comma typed in a name would split
	if err := sheets.CheckPlayers(k, players); err != nil {
		refuse(http.StatusUnprocessableEntity, s.refusalText(do, err, l))
		return
	}
	g, err := do.New(a)
	if err != nil {
		refuse(http.StatusUnprocessableEntity, s.refusalText(do, err, l))
		return
	}
	t := s.Table(l, &said)
	if err := t.Service.Create(r.Context(), g, t.Die); err != nil {
		if _, rule := scoringError(err); rule {
			refuse(http.StatusUnprocessableEntity, s.refusalText(do, err, l))
			return
		}
		s.fail(w, r, http.StatusInternalServerError, "The game could not be saved: %s", err.Error())
		return
	}
	s.started.put(nonce, g.ID)
	s.hub.poke()
	if len(g.OrderRolls) > 0 { // C1: the dice thrown for the order, said on the game's page
		s.started.thrown(g)
		http.Redirect(w, r, fmt.Sprintf("/games/%d/phone?order=1", g.ID), http.StatusSeeOther)
		return
	}
	http.Redirect(w, r, fmt.Sprintf("/games/%d/phone", g.ID), http.StatusSeeOther)
}

// seatsOf reads the players of the form in seat order: each seat a name
// chosen or typed (not both), empty seats skipped; why says what is
// wrong with them, "" when nothing.
func seatsOf(l lang.Lang, form url.Values) (players []string, why string) {
	chosen, typed := form["seat"], form["name"]
	for i := range max(len(chosen), len(typed)) {
		var c, n string
		if i < len(chosen) {
			c = strings.TrimSpace(chosen[i])
		}
		if i < len(typed) {
			n = strings.Trim(typed[i], " ")
		}
		switch {
		case c != "" && n != "":
			return nil, fmt.Sprintf(l.T("Player %d: choose a name or type a new one, not both."), i+1)
		case c != "":
			players = append(players, c)
		case n != "":
			players = append(players, n)
		}
	}
	if len(players) == 0 {
		return nil, l.T("Name at least one player.")
	}
	return players, ""
}
