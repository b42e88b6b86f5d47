package pages

import "github.com/scorepad/scorepad/sheets"

// 5000: a wide column of turns per player, no marks to explain.
func init() { RegisterLook(sheets.EngineFive, Look{Wide: true}) }
