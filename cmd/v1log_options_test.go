package cmd_test

import (
	"database/sql"
	"encoding/json"
	"reflect"
	"testing"

	"github.com/scorepad/scorepad/sheets"
	_ "modernc.org/sqlite"
)

// TestV1LogOptionsReadIntoTheirEngine: the options of every game of the
// v1log database (each kind's, Penta's {}) read into the options type of
// the game's engine, pass the game's check, and write back the very bytes
// stored.
func TestV1LogOptionsReadIntoTheirEngine(t *testing.T) {
	t.Parallel()
	want := map[sheets.Engine]reflect.Type{
		sheets.EngineBoxes:   reflect.TypeFor[sheets.BoxOptions](),
		sheets.EngineFive:    reflect.TypeFor[sheets.FiveOptions](),
		sheets.EngineSackson: reflect.TypeFor[sheets.SacksonOptions](),
	}
	sdb, err := sql.Open("sqlite", "file:"+copyV1Log(t)+"?mode=ro") // a copy: reading it writes beside it
	if err != nil {
		t.Fatal(err)
	}
	defer sdb.Close()
	rows, err := sdb.Query("SELECT id, kind, options FROM games ORDER BY id")
	if err != nil {
		t.Fatal(err)
	}
	defer rows.Close()
	n := 0
	for rows.Next() {
		var id int
		var kind, stored string
		if err := rows.Scan(&id, &kind, &stored); err != nil {
			t.Fatal(err)
		}
		n++
		k := sheets.Kind(kind)
		var o sheets.Options
		if err := json.Unmarshal([]byte(stored), &o); err != nil {
			t.Errorf("game %d: %s: %v", id, stored, err)
			continue
		}
		if o.Rules != nil && reflect.TypeOf(o.Rules) != want[k.Engine()] {
			t.Errorf("game %d (%s): %s read as %T", id, k, stored, o.Rules)
		}
		if k != sheets.Penta && o.Rules == nil {
			t.Errorf("game %d (%s): %s read as no options", id, k, stored)
		}
		if err := sheets.CheckOptions(k, o); err != nil {
			t.Errorf("game %d (%s): %s: %v", id, k, stored, err)
		}
		if back, err := json.Marshal(o); err != nil || string(back) != stored {
			t.Errorf("game %d: writes back %s %v, stored %s", id, back, err, stored)
		}
	}
	if err := rows.Err(); err != nil || n != 10 {
		t.Fatalf("%d games read (%v), want the 10 of v1log", n, err)
	}
}
