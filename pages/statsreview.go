package pages

// ForDisplay returns a copy of x with every name Printable.
func (x *ExtraFacts) ForDisplay() *ExtraFacts {
	c := *x
	c.Decisions = append(c.Decisions[:0:0], x.Decisions...)
	for i := range c.Decisions {
		c.Decisions[i].Player = Printable(c.Decisions[i].Player)
	}
	if x.BestTurn != nil {
		b := *x.BestTurn
		b.Player = Printable(b.Player)
		c.BestTurn = &b
	}
	return &c
}
