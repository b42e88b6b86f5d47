package cmd

import (
	"fmt"

	"github.com/scorepad/scorepad/scoring"
)

// Each engine's flags, by command (kindCmd.flags): the one place an
// engine says which flags of move (and edit), hint, check and simulate it
// takes; any other engine's are refused (engineFlagSet.refuse).

func (boxCmd) flags(name string) engineFlags {
	return map[string]engineFlags{"move": &boxMoveFlags{}, "hint": &boxHintFlags{}, "check": &boxCheckFlags{}, "simulate": &boxSimulateFlags{}}[name]
}

func (fiveCmd) flags(name string) engineFlags {
	return map[string]engineFlags{"move": &fiveMoveFlags{}, "hint": &fiveHintFlags{}, "check": &fiveCheckFlags{}, "simulate": &fiveSimulateFlags{}}[name]
}

func (sacksonCmd) flags(name string) engineFlags {
	return map[string]engineFlags{"move": &sacksonMoveFlags{}, "hint": &sacksonHintFlags{}, "check": &sacksonCheckFlags{}, "simulate": &sacksonSimulateFlags{}}[name]
}

// gameOver is the refusal to advise on a finished game.
func gameOver(id int64) error {
	return scoring.NewError("G2", true, fmt.Sprintf("game %d is over", id), fmt.Sprintf("la partie %d est terminée", id))
}
