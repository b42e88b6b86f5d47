package review

import "github.com/scorepad/scorepad/sheets"

// Line is one judged decision as review prints it and in --json.
type Line struct {
	Move     int     `json:"move"`
	Player   string  `json:"player"`
	Decision string  `json:"decision"` // "keep" or "box"
	Dice     string  `json:"dice"`
	Chosen   string  `json:"chosen"`
	Best     string  `json:"best"`
	Loss     float64 `json:"loss"`
}

// Lines are the judged decisions of g, each with its player's name.
func Lines(g *sheets.Game, judged []ReviewLine) []Line {
	lines := make([]Line, 0, len(judged))
	for _, d := range judged {
		lines = append(lines, Line{Move: d.Move, Player: g.Players[d.Seat], Decision: d.Kind, Dice: d.Dice, Chosen: d.Chosen, Best: d.Best, Loss: d.Loss})
	}
	return lines
}

// PlayerLoss is one player's total in a review (the "players" of --json).
type PlayerLoss struct {
	Name      string  `json:"name"`
	Loss      float64 `json:"loss"`
	Decisions int     `json:"decisions"`
}

// LossPerPlayer adds up the review lines of each player, in seat order.
func LossPerPlayer(players []string, lines []Line) []PlayerLoss {
	per := make([]PlayerLoss, 0, len(players))
	for _, p := range players {
		pl := PlayerLoss{Name: p}
		for _, l := range lines {
			if l.Player == p {
				pl.Loss += l.Loss
				pl.Decisions++
			}
		}
		per = append(per, pl)
	}
	return per
}
