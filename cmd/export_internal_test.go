package cmd

import (
	"bytes"
	"testing"
	"time"

	"github.com/scorepad/scorepad/pages"
	"github.com/scorepad/scorepad/sheets"
)

// TestStreamExportIsTheDocumentByteForByte: the export written game by
// game is the document pages.WriteExport writes from the whole archive, byte for
// byte, with no game and with games whose names need escaping (&, <, a
// bidi control, a line feed).
func TestStreamExportIsTheDocumentByteForByte(t *testing.T) {
	t.Parallel()
	at := time.Date(2026, 12, 1, 12, 25, 33, 123456789, time.UTC)
	fin := at.Add(time.Minute)
	games := []sheets.ArchiveGame{
		{UUID: "bf31a1ac-e92a-477d-9616-7a9a9399e646", ID: 1, Kind: sheets.FiveThousand, Players: []string{"A&B", "<C>", "D\u202eE", "F\nG"}, Started: at, Updated: fin,
			State: "finished", Finished: &fin, Moves: []sheets.ArchiveMove{{Seq: 1, Player: "A&B", At: at, Play: sheets.FivePlay{Points: 5000}}}},
		{UUID: "0b6c5f0e-7f4a-4d7b-9a51-3c2f8f8f1a01", ID: 7, Kind: sheets.Yams, Options: sheets.Options{Rules: sheets.BoxOptions{Columns: []string{"down", "up"}}}, Players: []string{"Ana"}, Started: at, Updated: at,
			State: "in_progress", Moves: []sheets.ArchiveMove{}, ConflictOf: "bf31a1ac-e92a-477d-9616-7a9a9399e646"},
	}
	for _, n := range []int{0, 1, 2} {
		a := &sheets.Archive{Format: sheets.ArchiveFormat, Version: sheets.ArchiveVersion, Exported: at, Games: append([]sheets.ArchiveGame{}, games[:n]...)}
		var whole, streamed bytes.Buffer
		if err := pages.WriteExport(&whole, a); err != nil {
			t.Fatal(err)
		}
		err := pages.StreamExport(&streamed, at, func(each func(sheets.ArchiveGame) error) error {
			for _, g := range a.Games {
				if err := each(g); err != nil {
					return err
				}
			}
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
		if whole.String() != streamed.String() {
			t.Errorf("%d games: streamed\n%s\nwant\n%s", n, streamed.String(), whole.String())
		}
	}
}
