package pages

import "github.com/scorepad/scorepad/sheets"

// Sackson: wide columns of rows and tracks, no marks to explain.
func init() { RegisterLook(sheets.EngineSackson, Look{Wide: true}) }
