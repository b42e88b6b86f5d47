package cmd

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/scorepad/scorepad/advisor"
	"github.com/scorepad/scorepad/scoring"
	"github.com/scorepad/scorepad/sheets"
	"github.com/spf13/cobra"
)

type playOptions struct {
	f          *factory
	id         int64
	digital    bool
	accessible bool
	seed       uint64
}

func newCmdPlay(f *factory) *cobra.Command {
	o := &playOptions{f: f}
	c := &cobra.Command{
		Use:   "play [ID]",
		Short: f.T("Play a game at the table with forms, from the first throw to the final sheet", "Jouer à table avec des formulaires, du premier lancer à la feuille finale"),
		Long: `Play a game with forms: a new one (the wizard asks for the game, the players
and the options) or game ID where it stopped. Every move is saved as it is
accepted; quit at any time (Ctrl-C, or p) and resume with scorepad play ID.

At the dice prompt, type u to undo the last move, s to see the sheets, p to pause.

--digital: scorepad throws the dice (fair, from the system's random source).
--accessible (or ACCESSIBLE=1, or TERM=dumb): line-by-line prompts for screen
readers and piped answers; used automatically without a terminal.`,
		Args: cobra.MaximumNArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			if len(args) == 1 {
				id, err := parseID(args[0])
				if err != nil {
					return err
				}
				o.id = id
			}
			return runPlay(o)
		},
	}
	c.Flags().BoolVar(&o.digital, "digital", false, "scorepad throws the dice")
	c.Flags().BoolVar(&o.accessible, "accessible", false, "line-by-line prompts (screen readers, piped answers)")
	c.Flags().Uint64Var(&o.seed, "seed", 0, "seed the digital dice (for tests and replays)")
	c.Flags().MarkHidden("seed")
	return c
}

// table is one sitting at the table: the prompter, the service and the dice.
type table struct {
	f       *factory
	p       prompter
	svc     *sheets.Service
	l       scoring.Lang
	digital bool
	die     func() uint8
	adv     *advisor.Advisor // the Expert's tables, once needed
	five    *advisor.FiveWin // the 5000 Expert's table, once needed
}

func (f *factory) newTable(accessible, digital bool, seed uint64) (*table, error) {
	svc, err := f.Service()
	if err != nil {
		return nil, err
	}
	t := &table{f: f, p: f.newPrompter(accessible), svc: svc, l: f.Lang(), digital: digital, die: rollDie}
	if seed != 0 {
		rng := rand.New(rand.NewPCG(seed, seed))
		t.die = func() uint8 { return uint8(rng.IntN(6) + 1) }
	}
	return t, nil
}

// newPrompter returns the huh adapter: terminal forms, or line by line when
// asked, or when there is no terminal to draw on.
func (f *factory) newPrompter(accessible bool) prompter {
	acc := accessibleWanted(accessible, f.Getenv) || !f.IO.InTTY || !f.IO.OutTTY
	out := f.IO.Out
	if !acc && f.rawOut != nil {
		// Terminal forms draw on the terminal itself (they ask it for its
		// size and modes through the file).
		out = f.rawOut
	}
	return newHuhPrompter(f.IO.In, out, acc, f.Lang())
}

func (t *table) say(format string, args ...any) { fmt.Fprintf(t.f.IO.Out, format, args...) }

func runPlay(o *playOptions) error {
	t, err := o.f.newTable(o.accessible, o.digital, o.seed)
	if err != nil {
		return err
	}
	id := o.id
	if id == 0 {
		id, err = t.wizard()
		if err != nil {
			return t.stopped(0, err)
		}
	}
	return t.stopped(id, t.play(id))
}

// stopped turns the end of a sitting into its message: a pause is not an
// error, every accepted move being saved.
func (t *table) stopped(id int64, err error) error {
	switch {
	case errors.Is(err, errPaused), errors.Is(err, errNoInput):
		if errors.Is(err, errNoInput) {
			t.say("\n%s\n", t.f.T("The answers ran out.", "Les réponses sont épuisées."))
		}
		if id > 0 {
			t.say(t.f.T("Paused. Every accepted move is saved: resume with scorepad play %d\n", "En pause. Chaque coup accepté est enregistré : reprenez avec scorepad play %d\n"), id)
		}
		return nil
	}
	return err
}

// play runs game id until it ends or the player pauses.
func (t *table) play(id int64) error {
	ctx := context.Background()
	for {
		st, err := t.svc.Load(ctx, id)
		if err != nil {
			return err
		}
		if !st.Game.Abandoned.IsZero() {
			t.say(t.f.T("Game %d was abandoned: it takes no more moves.\n", "La partie %d a été abandonnée : elle ne prend plus de coups.\n"), id)
			return nil
		}
		if st.Finished {
			t.say("\n")
			renderText(t.f.IO.Out, st, t.l, t.f.IO.OutTTY)
			return nil
		}
		switch st.Game.Kind {
		case sheets.Penta, sheets.Yams:
			if sheets.IsRobot(st.Game.Players[st.Turn]) {
				err = t.robotTurn(st)
			} else {
				err = t.boxTurn(st)
			}
		case sheets.FiveThousand:
			if sheets.IsRobot(st.Game.Players[st.Turn]) {
				err = t.fiveRobotTurn(st)
			} else {
				err = t.fiveTurn(st)
			}
		case sheets.Sackson:
			err = t.sacksonRound(st)
		}
		var se *scoring.Error
		if errors.As(err, &se) { // refused by the rules: say why and ask again
			t.say("✘ %s\n", se.Text(t.l))
			continue
		}
		if errors.Is(err, errAgain) {
			continue
		}
		if err != nil {
			return err
		}
	}
}

// errAgain restarts the turn (after undo, a look at the sheets, "back").
var errAgain = errors.New("again")

// commandWords maps the words accepted at a dice prompt to their action.
var commandWords = map[string]string{
	"u": "undo", "undo": "undo", "annuler": "undo",
	"s": "sheets", "sheet": "sheets", "sheets": "sheets", "feuille": "sheets",
	"p": "pause", "q": "pause", "pause": "pause", "quit": "pause",
}

func isCommand(v string) bool { return commandWords[strings.ToLower(strings.TrimSpace(v))] != "" }

// command handles the words accepted at a dice prompt. It returns errAgain
// when it did something, errPaused for a pause, nil when v is no command.
func (t *table) command(st *sheets.State, v string) error {
	switch commandWords[strings.ToLower(strings.TrimSpace(v))] {
	case "undo":
		_, u, err := t.svc.Undo(context.Background(), st.Game.ID)
		var se *scoring.Error
		switch {
		case errors.As(err, &se):
			t.say("%s\n", se.Text(t.l))
		case err != nil:
			return err
		default:
			t.say("%s\n", undoneText(t.l, st.Game.ID, u))
		}
		return errAgain
	case "sheets":
		renderText(t.f.IO.Out, st, t.l, t.f.IO.OutTTY)
		return errAgain
	case "pause":
		return errPaused
	}
	return nil
}

func (t *table) commandsHelp() string {
	return t.f.T("u: undo the last move · s: sheets · p: pause", "u : annuler le dernier coup · s : feuilles · p : pause")
}

// diceQuestion asks for n dice (or a command).
func (t *table) diceQuestion(title string, min, max int, live func([]uint8) string) question {
	return question{
		Title:       title,
		Description: t.commandsHelp(),
		Placeholder: strings.Repeat("6", max),
		Validate: func(s string) error {
			if isCommand(s) {
				return nil
			}
			_, err := scoring.ParseDice(s, min, max)
			if err != nil {
				return errors.New(scoring.ErrorText(err, t.l))
			}
			return nil
		},
		Live: func(s string) string {
			d, err := scoring.ParseDice(s, min, max)
			if err != nil || live == nil {
				return ""
			}
			return live(d)
		},
	}
}

// ----- Penta and Yam's -----

func (t *table) boxTurn(st *sheets.State) error {
	seat := st.Turn
	name := st.Game.Players[seat]
	r := st.Rules
	var faces []uint8
	var throws []string
	title := fmt.Sprintf(t.f.T("%s — round %d/%d: the five dice", "%s — tour %d/%d : les cinq dés"), printable(name), st.Round, r.Turns())
	if t.digital {
		var err error
		faces, throws, err = t.digitalThrows(st, title)
		if err != nil {
			return err
		}
	} else {
		q := t.diceQuestion(title, 5, 5, func(d []uint8) string {
			return t.f.T("best: ", "le mieux : ") + bestBox(st, seat, scoring.HandOf(d), t.l)
		})
		q.Description = compactSheet(st, seat, t.l) + "\n" + q.Description
		v, err := t.p.Input(q)
		if err != nil {
			return err
		}
		if err := t.command(st, v); err != nil {
			return err
		}
		faces, _ = scoring.ParseDice(v, 5, 5)
	}
	return t.chooseBox(st, faces, throws)
}

// bestBox names the legal box worth most for h (a hint while typing).
func bestBox(st *sheets.State, seat int, h scoring.Hand, l scoring.Lang) string {
	best, label := -1, ""
	for _, v := range st.Rules.Options(st.Cols[seat], h, nil) {
		if v.Legal && int(v.Points+v.Bonus) > best {
			best = int(v.Points + v.Bonus)
			label = fmt.Sprintf("%s %d", v.Box.Name(l), v.Points+v.Bonus)
		}
	}
	return label
}

// chooseBox offers every box of every column for the throw: legal ones
// with their points, sacrifices marked, refusals explained on demand.
func (t *table) chooseBox(st *sheets.State, faces []uint8, throws []string) error {
	seat := st.Turn
	r := st.Rules
	h := scoring.HandOf(faces)
	opts := r.Options(st.Cols[seat], h, nil)
	// On a terminal the best boxes come first and refusals last, so the
	// highlighted line is the best box. Read out line by line, the boxes
	// keep their sheet order: each box keeps its number from turn to turn.
	if !t.p.Accessible() {
		sort.SliceStable(opts, func(a, b int) bool {
			if opts[a].Legal != opts[b].Legal {
				return opts[a].Legal
			}
			return opts[a].Points+opts[a].Bonus > opts[b].Points+opts[b].Bonus
		})
	}
	multi := len(r.Columns) > 1
	names := r.ColumnNames()
	var choices []option
	def, bestPts := "", -1
	for i, v := range opts {
		label := v.Box.Name(t.l)
		if multi {
			label = r.Columns[v.Column].Symbol() + " " + names[v.Column] + " · " + label
		}
		switch {
		case !v.Legal:
			label = "✘ " + label + t.f.T(" — not allowed", " — interdit")
		case v.Points == 0 && v.Bonus == 0:
			label += t.f.T(" — 0 (sacrifice)", " — 0 (case barrée)")
		default:
			label += fmt.Sprintf(" — %d", v.Points)
			if v.Bonus > 0 {
				label += fmt.Sprintf(" +%d", v.Bonus)
			}
			if v.UpperBonus > 0 {
				label += fmt.Sprintf(t.f.T(" (%d reached: +%d)", " (%d atteint : +%d)"), scoring.UpperBonusThreshold, scoring.UpperBonus)
			}
		}
		if v.Legal && int(v.Points+v.Bonus) > bestPts {
			bestPts, def = int(v.Points+v.Bonus), strconv.Itoa(i)
		}
		choices = append(choices, option{Label: label, Value: strconv.Itoa(i)})
	}
	choices = append(choices, option{Label: t.f.T("? Hint: the Expert's advice", "? Conseil de l'Expert"), Value: "hint"},
		option{Label: t.f.T("← other dice", "← autres dés"), Value: "back"})
	desc := ""
	if !t.p.Accessible() { // the accessible dice prompt has just read the sheet out
		desc = compactSheet(st, seat, t.l)
	}
	if scoring.MustSacrifice(opts) {
		desc = strings.TrimSpace(scoring.SacrificeMessage(t.l) + "\n\n" + desc)
	}
	// P10: with digital dice, nothing picked within 3 s of the last throw
	// (the third) lets the computer write the box it would choose.
	wait := time.Duration(0)
	if t.digital && len(throws) == 3 {
		wait = 3 * time.Second
		desc = strings.TrimSpace(desc + "\n" + t.f.T("Pick within 3 s or the computer writes its choice (P10).", "Choisissez dans les 3 s ou l'ordinateur inscrit son choix (P10)."))
	}
	for {
		v, err := t.p.SelectWithin(fmt.Sprintf(t.f.T("%s: %s — which box?", "%s : %s — quelle case ?"), printable(st.Game.Players[seat]), scoring.FormatDice(faces)), desc, choices, def, wait)
		if errors.Is(err, errTimeout) {
			return t.autoBox(st, faces, throws)
		}
		if err != nil {
			return err
		}
		wait = 0 // once the player acts, no clock
		if v == "back" {
			return errAgain
		}
		if v == "hint" {
			t.say("%s\n", t.hintText(st, faces, 0))
			continue
		}
		i, _ := strconv.Atoi(v)
		verdict := opts[i]
		if !verdict.Legal {
			t.say("✘ %s\n", verdict.Explain(t.l))
			def = v
			continue
		}
		if verdict.Points == 0 && verdict.Bonus == 0 {
			ok, err := t.p.Confirm(fmt.Sprintf(t.f.T("Sacrifice %s at 0?", "Barrer %s à 0 ?"), verdict.Box.Name(t.l)), verdict.Explain(t.l), false)
			if err != nil {
				return err
			}
			if !ok {
				continue
			}
		}
		m := sheets.Move{Dice: scoring.FormatDice(faces), Box: verdict.Box.ID(), Throws: throws}
		if multi {
			m.Column = names[verdict.Column]
		}
		st2, out, err := t.svc.Move(context.Background(), st.Game.ID, m, st.Game.Players[seat])
		if err != nil {
			return err
		}
		printMove(t.f, st2, out, false)
		return nil
	}
}

// autoBox writes the throw where the Expert would (P10).
func (t *table) autoBox(st *sheets.State, faces []uint8, throws []string) error {
	a, err := t.expert(st.Rules)
	if err != nil {
		return err
	}
	ci, b := a.Turn(st.Cols[st.Turn]).BestBox(scoring.HandOf(faces))
	m := sheets.Move{Dice: scoring.FormatDice(faces), Box: b.ID(), Throws: throws, Auto: true}
	if len(st.Rules.Columns) > 1 {
		m.Column = st.Rules.ColumnNames()[ci]
	}
	t.say(t.f.T("\nNo choice within 3 s: the computer writes %s (P10).\n", "\nPas de choix en 3 s : l'ordinateur inscrit %s (P10).\n"), b.Name(t.l))
	st2, out, err := t.svc.Move(context.Background(), st.Game.ID, m, st.Game.Players[st.Turn])
	if err != nil {
		return err
	}
	printMove(t.f, st2, out, false)
	return nil
}

// digitalThrows throws the dice for the player: up to three throws, keeping
// what they pick (P2). It returns the final faces and the record of throws.
func (t *table) digitalThrows(st *sheets.State, title string) ([]uint8, []string, error) {
	faces := make([]uint8, 5)
	kept := make([]bool, 5)
	var record []string
	for throw := 1; ; throw++ {
		for i := range faces {
			if !kept[i] {
				faces[i] = t.die()
			}
		}
		t.say("\n%s\n%s %d/3: %s\n", compactSheet(st, st.Turn, t.l), t.f.T("Throw", "Lancer"), throw, diceFaces(faces))
		if throw == 3 {
			record = append(record, scoring.ThrowRecord{Dice: faces, Keep: faces}.String())
			return faces, record, nil
		}
		var act string
		for {
			var err error
			act, err = t.p.Select(title+fmt.Sprintf(" — %s", diceFaces(faces)), t.f.T("best now: ", "le mieux maintenant : ")+bestBox(st, st.Turn, scoring.HandOf(faces), t.l),
				[]option{{Label: t.f.T("Score this throw", "Marquer ce lancer"), Value: "score"}, {Label: t.f.T("Keep some dice and throw the others", "Garder des dés et relancer les autres"), Value: "keep"},
					{Label: t.f.T("? Hint: the Expert's advice", "? Conseil de l'Expert"), Value: "hint"},
					{Label: t.f.T("Undo the last move", "Annuler le dernier coup"), Value: "u"}, {Label: t.f.T("Sheets", "Feuilles"), Value: "s"}, {Label: "Pause", Value: "p"}}, "")
			if err != nil {
				return nil, nil, err
			}
			if act != "hint" {
				break
			}
			t.say("%s\n", t.hintText(st, faces, 3-throw))
		}
		if act == "u" || act == "s" || act == "p" {
			return nil, nil, t.command(st, act)
		}
		if act == "score" {
			record = append(record, scoring.ThrowRecord{Dice: faces, Keep: faces}.String())
			return faces, record, nil
		}
		var opts []option
		for i, f := range faces {
			opts = append(opts, option{Label: fmt.Sprintf("%s %d  (%s %d)", dieGlyph(f), f, t.f.T("die", "dé"), i+1), Value: strconv.Itoa(i), Selected: kept[i]})
		}
		keep, err := t.p.MultiSelect(t.f.T("Keep which dice? (space to pick, enter to throw the others)", "Garder quels dés ? (espace pour choisir, entrée pour relancer les autres)"), "", opts, nil)
		if err != nil {
			return nil, nil, err
		}
		kept = make([]bool, 5)
		var k []uint8
		for _, s := range keep {
			i, _ := strconv.Atoi(s)
			kept[i] = true
			k = append(k, faces[i])
		}
		record = append(record, scoring.ThrowRecord{Dice: faces, Keep: k}.String())
	}
}

func dieGlyph(f uint8) string { return string([]rune("⚀⚁⚂⚃⚄⚅")[f-1]) }

func diceFaces(d []uint8) string {
	parts := make([]string, len(d))
	for i, f := range d {
		parts[i] = fmt.Sprintf("%s %d", dieGlyph(f), f)
	}
	return strings.Join(parts, "  ")
}

// compactSheet is one player's sheet in a few lines, shown while choosing.
func compactSheet(st *sheets.State, seat int, l scoring.Lang) string {
	r := st.Rules
	cols := st.Cols[seat]
	var b strings.Builder
	total := 0
	for ci := range cols {
		total += cols[ci].Total()
	}
	fmt.Fprintf(&b, l.Pick("%s — total %d", "%s — total %d"), printable(st.Game.Players[seat]), total)
	names := r.ColumnNames()
	if len(cols) > 1 {
		b.WriteString("\n" + fmt.Sprintf("%-16s", ""))
		for ci, m := range r.Columns {
			fmt.Fprintf(&b, "%9s", m.Symbol()+" "+names[ci])
		}
	}
	for _, box := range r.Boxes() {
		fmt.Fprintf(&b, "\n%-16s", box.Name(l))
		for ci := range cols {
			cell := "·"
			if v, ok := cols[ci].Value(box); ok {
				cell = strconv.Itoa(v)
				if v == 0 {
					cell = "✗0"
				}
			}
			fmt.Fprintf(&b, "%9s", cell)
		}
	}
	fmt.Fprintf(&b, "\n%-16s", fmt.Sprintf(l.Pick("upper / %d", "haut / %d"), scoring.UpperBonusThreshold))
	for ci := range cols {
		fmt.Fprintf(&b, "%9s", fmt.Sprintf("%d/%d", cols[ci].Upper(), scoring.UpperBonusThreshold))
	}
	return b.String()
}

// ----- 5000 -----

func (t *table) fiveTurn(st *sheets.State) error {
	seat := st.Turn
	name := st.Game.Players[seat]
	p := st.Five[seat]
	status := fmt.Sprintf(t.f.T("%s: score %d", "%s : score %d"), printable(name), p.Score)
	if !p.Opened {
		status += fmt.Sprintf(t.f.T(" (not opened: a first turn counts from %d, C6)", " (pas encore ouvert : un premier tour compte à partir de %d, C6)"), scoring.Opening5000)
	}
	t.say("\n%s\n", scoreLine(st))
	mode := "throws"
	if !t.digital {
		var err error
		mode, err = t.p.Select(status, t.f.T("How do you enter this turn?", "Comment saisir ce tour ?"), []option{
			{Label: t.f.T("Throw by throw", "Lancer par lancer"), Value: "throws"},
			{Label: t.f.T("Quick: the turn's total", "Rapide : le total du tour"), Value: "total"},
			{Label: t.f.T("Quick: bust", "Rapide : bust"), Value: "bust"},
			{Label: t.f.T("Undo the last move", "Annuler le dernier coup"), Value: "u"},
			{Label: t.f.T("Sheets", "Feuilles"), Value: "s"},
			{Label: "Pause", Value: "p"},
		}, "throws")
		if err != nil {
			return err
		}
	}
	var m sheets.Move
	switch mode {
	case "u", "s", "p":
		return t.command(st, mode)
	case "bust":
		m.Bust = true
	case "total":
		v, err := t.p.Input(question{Title: fmt.Sprintf(t.f.T("The turn's total (a multiple of %d)", "Le total du tour (un multiple de %d)"), scoring.Unit5000), Placeholder: "650",
			Validate: func(s string) error {
				n, err := strconv.Atoi(strings.TrimSpace(s))
				if err != nil {
					return errors.New(t.f.T("a number, e.g. 650", "un nombre, par exemple 650"))
				}
				if err := scoring.CheckTable5000(n); err != nil {
					return errors.New(scoring.ErrorText(err, t.l))
				}
				return nil
			}})
		if err != nil {
			return err
		}
		m.Points, _ = strconv.Atoi(v)
	default:
		turn, err := t.fiveThrows(st)
		if err != nil {
			return err
		}
		m.Turn = turn.Record()
	}
	st2, out, err := t.svc.Move(context.Background(), st.Game.ID, m, name)
	if err != nil {
		return err
	}
	printMove(t.f, st2, out, false)
	return nil
}

func scoreLine(st *sheets.State) string {
	var parts []string
	for i, p := range st.Five {
		parts = append(parts, fmt.Sprintf("%s %d", printable(st.Game.Players[i]), p.Score))
	}
	return strings.Join(parts, " · ")
}

// fiveThrows runs a turn throw by throw through scoring's stepper (C2–C5)
// and returns it.
func (t *table) fiveThrows(st *sheets.State) (*scoring.Turn5000, error) {
	seat := st.Turn
	opened := st.Five[seat].Opened
	turn := scoring.NewTurn5000(st.Bust)
	for {
		left := turn.Left()
		var d []uint8
		if t.digital {
			d = make([]uint8, left)
			for i := range d {
				d[i] = t.die()
			}
			t.say("%s: %s\n", t.f.T("Throw", "Lancer"), diceFaces(d))
		} else {
			v, err := t.p.Input(t.diceQuestion(fmt.Sprintf(t.f.T("Throw %d: the %d dice thrown", "Lancer %d : les %d dés lancés"), len(turn.Throws())+1, left), left, left,
				func(d []uint8) string {
					v := scoring.JudgeThrow5000(d, st.Bust)
					if v.Bust {
						return t.f.T("bust", "bust")
					}
					return fmt.Sprintf(t.f.T("up to %d", "jusqu'à %d"), v.Best)
				}))
			if err != nil {
				return nil, err
			}
			if isCommand(v) {
				if err := t.command(st, v); err != nil {
					return nil, err
				}
			}
			d, _ = scoring.ParseDice(v, left, left)
		}
		v, err := turn.Throw(d)
		if err != nil {
			return nil, err
		}
		if v.Bust {
			t.say("%s\n", turn.BustText(t.l))
			return turn, nil
		}
		var opts []option
		for i, f := range d {
			opts = append(opts, option{Label: fmt.Sprintf("%s %d  (%s %d)", dieGlyph(f), f, t.f.T("die", "dé"), i+1), Value: strconv.Itoa(i)})
		}
		pick := func(sel []string) []uint8 {
			var k []uint8
			for _, s := range sel {
				i, _ := strconv.Atoi(s)
				k = append(k, d[i])
			}
			return k
		}
		total := turn.Points()
		for {
			sel, err := t.p.MultiSelect(fmt.Sprintf(t.f.T("Set aside which dice? (turn so far %d)", "Mettre de côté quels dés ? (tour jusqu'ici %d)"), total), t.fiveHintLine(st, total, d), opts, func(sel []string) string {
				p, err := scoring.KeepPoints(d, pick(sel), st.Bust)
				if err != nil {
					return "✘ " + scoring.ErrorText(err, t.l)
				}
				return fmt.Sprintf(t.f.T("+%d → turn %d", "+%d → tour %d"), p, total+p)
			})
			if err != nil {
				return nil, err
			}
			if _, err := turn.SetAside(pick(sel)); err != nil {
				t.say("✘ %s\n", scoring.ErrorText(err, t.l))
				continue
			}
			break
		}
		total = turn.Points()
		if turn.HotDice() {
			t.say("%s", t.f.T("All six dice set aside: you may throw all six again (C4).\n", "Les six dés sont de côté : vous pouvez relancer les six (C4).\n"))
		}
		stop := fmt.Sprintf(t.f.T("Stop and bank %d", "S'arrêter et marquer %d"), total)
		if rec, _ := turn.Banked(opened); rec == 0 {
			stop += fmt.Sprintf(t.f.T(" (under %d: not recorded, C6)", " (moins de %d : non noté, C6)"), scoring.Opening5000)
		}
		next, err := t.p.Select(fmt.Sprintf(t.f.T("Turn so far: %d", "Tour jusqu'ici : %d"), total), "", []option{
			{Label: fmt.Sprintf(t.f.T("Throw the %d dice left", "Relancer les %d dés restants"), turn.Left()), Value: "throw"},
			{Label: stop, Value: "stop"},
		}, "throw")
		if err != nil {
			return nil, err
		}
		if next == "stop" {
			return turn, nil
		}
	}
}

// ----- Sackson -----

func (t *table) sacksonRound(st *sheets.State) error {
	t.say("\n%s\n", sacksonSummary(st, t.l))
	var roll []uint8
	if t.digital {
		roll = make([]uint8, 5)
		for i := range roll {
			roll[i] = t.die()
		}
		t.say("%s: %s\n", t.f.T("Throw", "Lancer"), diceFaces(roll))
	} else {
		v, err := t.p.Input(t.diceQuestion(fmt.Sprintf(t.f.T("Round %d: the shared throw of five dice", "Manche %d : le lancer commun de cinq dés"), st.Round), 5, 5, nil))
		if err != nil {
			return err
		}
		if err := t.command(st, v); err != nil {
			return err
		}
		roll, _ = scoring.ParseDice(v, 5, 5)
	}
	m := sheets.Move{Roll: scoring.FormatDice(roll), Choices: make([]string, len(st.Pads))}
	for i := range st.Pads {
		pad := &st.Pads[i]
		if pad.Ended {
			continue
		}
		legal := pad.LegalChoices(roll)
		sort.SliceStable(legal, func(a, b int) bool { return legal[a].Fifth < legal[b].Fifth })
		var opts []option
		for _, c := range legal {
			v := pad.Judge(roll, c)
			s := c.Sums()
			label := fmt.Sprintf(t.f.T("%d (%d+%d) and %d (%d+%d), fifth %d", "%d (%d+%d) et %d (%d+%d), cinquième %d"), s[0], c.Pairs[0][0], c.Pairs[0][1], s[1], c.Pairs[1][0], c.Pairs[1][1], c.Fifth)
			switch {
			case v.FreeThrow:
				label += t.f.T(" — free throw", " — jet sec")
			case v.NewTrack:
				label += t.f.T(" — opens a track", " — ouvre une piste")
			}
			opts = append(opts, option{Label: label, Value: c.String()})
		}
		desc := padLine(st, i, t.l) + "\n" + pad.Obligation(roll).Explain(t.l)
		c, err := t.p.Select(fmt.Sprintf(t.f.T("%s: split %s", "%s : partage de %s"), printable(st.Game.Players[i]), scoring.FormatDice(roll)), desc, opts, "")
		if err != nil {
			return err
		}
		m.Choices[i] = c
	}
	st2, out, err := t.svc.Move(context.Background(), st.Game.ID, m, "")
	if err != nil {
		return err
	}
	printMove(t.f, st2, out, false)
	return nil
}

func padLine(st *sheets.State, seat int, l scoring.Lang) string {
	p := st.Pads[seat]
	var rows, tracks []string
	for s := 2; s <= 12; s++ {
		if p.Rows[s] > 0 {
			rows = append(rows, fmt.Sprintf("%d:%d", s, p.Rows[s]))
		}
	}
	for _, tr := range p.Tracks {
		tracks = append(tracks, fmt.Sprintf("[%d] %d/%d", tr.Value, tr.Checks, scoring.TracksToEnd))
	}
	return fmt.Sprintf(l.Pick("%s — rows %s · fifth die %s · total %d", "%s — lignes %s · cinquième dé %s · total %d"), printable(st.Game.Players[seat]), orDash(rows), orDash(tracks), p.Total(st.Pen))
}

func orDash(s []string) string {
	if len(s) == 0 {
		return "—"
	}
	return strings.Join(s, " ")
}

func sacksonSummary(st *sheets.State, l scoring.Lang) string {
	var lines []string
	for i := range st.Pads {
		line := padLine(st, i, l)
		if st.Pads[i].Ended {
			line += l.Pick(" (ended, S4)", " (terminé, S4)")
		}
		lines = append(lines, line)
	}
	return strings.Join(lines, "\n")
}
