package cmd

import "github.com/scorepad/scorepad/sheets"

// bgStatsFile is export --format bgstats's document (sheets.BGStatsFile).
func bgStatsFile(a *sheets.Archive) (*sheets.BGStatsDoc, error) { return sheets.BGStatsFile(a) }
