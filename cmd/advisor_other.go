package cmd

import (
	"fmt"

	"github.com/scorepad/scorepad/scoring"
)

// Each engine's flags, by command (kindCmd.flags): the one place an
// engine says which flags of move (and edit), hint, check and simulate it
// takes; any other engine's are refused (engineFlagSet.refuse).

func (boxCmd) flags(name string) engineFlags {
	switch name {
	case "move":
		return &boxMoveFlags{}
	case "hint":
		return &boxHintFlags{}
	case "check":
		return &boxCheckFlags{}
	case "simulate":
		return &boxSimulateFlags{}
	}
	return nil
}

func (fiveCmd) flags(name string) engineFlags {
	switch name {
	case "move":
		return &fiveMoveFlags{}
	case "hint":
		return &fiveHintFlags{}
	case "check":
		return &fiveCheckFlags{}
	case "simulate":
		return &fiveSimulateFlags{}
	}
	return nil
}

func (sacksonCmd) flags(name string) engineFlags {
	switch name {
	case "move":
		return &sacksonMoveFlags{}
	case "hint":
		return &sacksonHintFlags{}
	case "check":
		return &sacksonCheckFlags{}
	case "simulate":
		return &sacksonSimulateFlags{}
	}
	return nil
}

// gameOver is the refusal to advise on a finished game.
func gameOver(id int64) error {
	return scoring.NewError("G2", true, fmt.Sprintf("game %d is over", id), fmt.Sprintf("la partie %d est terminée", id))
}
