package pages

import "github.com/scorepad/scorepad/scoring"

// The statistics page's counted words, through the catalogue
// (scoring.Lang.Sprintf): "1 time", "2 times", « 1 fois ».
func init() {
	scoring.SetPlural("%d times", 1, "%d time", "%d times", "%d fois", "%d fois")
}
