package cmd

import (
	"context"
	"crypto/rand"
	"fmt"
	"strings"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
	tbl "github.com/scorepad/scorepad/table"
	"github.com/spf13/cobra"
)

type newOptions struct {
	f       *factory
	game    string
	players string
	json    bool
	rules   rulesFlags
	digital bool // the game's dice: digital (Options.Digital) or real
}

func newCmdNew(f *factory) *cobra.Command {
	o := &newOptions{f: f}
	c := &cobra.Command{
		Use:   "new " + kindUse() + " --players \"Ana,Ben\"",
		Short: f.T("Start a new game"),
		Long: `Start a new game and print its number.

  scorepad new penta --players "Ana,Ben"        (robot:normal, robot:expert play themselves)
  scorepad new yams --players "Ana,Ben" [--columns down,up,free | --preset francaise]
        [--full 25|25+sum|sum] [--four-kind sum5|sum4|fixed:N|fixed+sum:N] [--plus-minus]
  scorepad new 5000 --players "Ana,Ben,Cléo" [--order given|roll] [--bust-rule booklet|nothing-scores]
  scorepad new sackson --players "Ana,Ben" [--penalty 200|150|100]

--digital: the game is played with digital dice (scorepad play throws them);
without it, real dice typed at the table. play --digital/--real-dice changes it.

Names are separated by commas: a name cannot hold a comma, an equals sign
(move --choice NAME=…) or a control or invisible character; at most 40 characters.

With --order roll each player throws one die, highest starts, ties throw again (C1):
scorepad shows every die thrown and who starts.

--json prints {"game": ID, "players": [names in playing order], "starts": name,
"order_throws": [[{"player", "die"}…]…]} (order_throws only with --order roll: the
throw of all, then each tie thrown again).`,
		Args: cobra.ExactArgs(1),
		RunE: func(c *cobra.Command, args []string) error {
			g, err := parseGame(args[0])
			if err != nil {
				return err
			}
			o.game = g
			if err := o.rules.refuse(sheets.Kind(g)); err != nil {
				return err
			}
			if o.players == "" {
				return flagErrorf("--players required, e.g. --players \"Ana,Ben\"")
			}
			return runNew(c.Context(), o)
		},
	}
	c.Flags().StringVar(&o.players, "players", "", "players in seat order, comma-separated (a name holds no comma, no '=' and no control character)")
	c.Flags().BoolVar(&o.json, "json", false, "print JSON")
	c.Flags().BoolVar(&o.digital, "digital", false, "played with digital dice: scorepad play throws them (saved with the game)")
	o.rules.bind("new", c.Flags())
	return c
}

// buildGame turns the options into a game to create.
func (o *newOptions) buildGame() (*sheets.Game, error) {
	kind := sheets.Kind(o.game)
	if o.rules.err != nil { // a form's answers that did not read as flags
		return nil, o.rules.err
	}
	players, err := sheets.ParsePlayers(kind, o.players)
	if err != nil {
		return nil, err
	}
	if err := checkRobots(kind, players); err != nil {
		return nil, err
	}
	g := &sheets.Game{Kind: kind, Players: players}
	if err := cmdOf(kind).options(o, g); err != nil {
		return nil, err
	}
	g.Options.Digital = o.digital
	return g, nil
}

func runNew(ctx context.Context, o *newOptions) error {
	f := o.f
	g, err := o.buildGame()
	if err != nil {
		return err
	}
	svc, err := f.Service()
	if err != nil {
		return err
	}
	if err := svc.Create(ctx, g, rollDie); err != nil {
		return err
	}
	f.markSaved(lang.MPlain("new game %d (%s: %s)", g.ID, g.Kind.Name(), strings.Join(pages.PrintableAll(g.Players), ", ")))
	if o.json {
		return pages.WriteJSON(f.IO.Out, struct {
			Game        int64                `json:"game"`
			Players     []string             `json:"players"`
			Starts      string               `json:"starts"`
			OrderThrows [][]sheets.OrderRoll `json:"order_throws,omitempty"`
		}{g.ID, g.Players, g.Players[0], g.OrderRolls})
	}
	fmt.Fprintf(f.IO.Out, f.T("Game %d: %s — %s\n"), g.ID, g.Kind, strings.Join(pages.PrintableAll(g.Players), ", "))
	fmt.Fprint(f.IO.Out, tbl.OrderText(g, f.Lang(), pages.Printable))
	return nil
}

// rollDie throws one fair die from the operating system's random source.
func rollDie() uint8 {
	var b [1]byte
	for {
		if _, err := rand.Read(b[:]); err != nil {
			panic(err)
		}
		if b[0] < 252 { // 252 = 6 × 42: no modulo bias
			return b[0]%6 + 1
		}
	}
}
