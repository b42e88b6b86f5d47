package db

import (
	"context"
	"database/sql"
	"fmt"
	"strings"
	"time"

	"github.com/scorepad/scorepad/sheets"
)

// StatsFilter narrows the statistics: one player (G1: any case), one kind,
// games finished since a date. Zero values mean no filter.
type StatsFilter struct {
	Player string
	Kind   sheets.Kind
	Since  time.Time
}

// KindStats is one player's figures at one game.
type KindStats struct {
	Player    string  `json:"player"`
	Kind      string  `json:"game"`
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
	WinRate   float64 `json:"win_rate"`
	Mean      float64 `json:"mean"`
	Median    float64 `json:"median"`
	Best      int     `json:"best"`
	BestDate  string  `json:"best_date"`
	Worst     int     `json:"worst"`
	WorstDate string  `json:"worst_date"`

	// Penta / Yam's
	UpperBonusRate *float64           `json:"upper_bonus_rate,omitempty"`
	Fives          *int               `json:"fives,omitempty"`
	ExtraBonuses   *int               `json:"extra_bonuses,omitempty"`
	Sacrifices     *int               `json:"sacrifices,omitempty"`
	MeanPerBox     map[string]float64 `json:"mean_per_box,omitempty"`
	// 5000
	TurnsToWin     *float64 `json:"turns_to_win,omitempty"`
	BustsPerGame   *float64 `json:"busts_per_game,omitempty"`
	MeanBankedTurn *float64 `json:"mean_banked_turn,omitempty"`
	OpeningTurn    *float64 `json:"opening_turn,omitempty"`
	// Sackson
	Penalties     *int `json:"penalties,omitempty"`
	RowsCompleted *int `json:"rows_completed,omitempty"`
	// Streak is the longest run of games won in a row.
	Streak int `json:"longest_streak"`
	// Trend is the mean total per month, oldest first.
	Trend []TrendPoint `json:"trend"`
}

// TrendPoint is a player's mean total over one month.
type TrendPoint struct {
	Month string  `json:"month"`
	Mean  float64 `json:"mean"`
	Games int     `json:"games"`
}

// HeadToHead is two players' record in the games they played together.
type HeadToHead struct {
	A     string `json:"a"`
	B     string `json:"b"`
	Games int    `json:"games"`
	WinsA int    `json:"wins_a"`
	WinsB int    `json:"wins_b"`
}

// Nemesis is the player who finished ahead of Player most often.
type Nemesis struct {
	Player  string `json:"player"`
	Nemesis string `json:"nemesis"`
	Beaten  int    `json:"times_beaten"`
	Games   int    `json:"games_together"`
}

// Record is one of the best games ever at a kind.
type Record struct {
	Kind   string `json:"game"`
	Player string `json:"player"`
	Total  int    `json:"total"`
	Date   string `json:"date"`
	GameID int64  `json:"game_id"`
}

// Report is the whole statistics answer.
type Report struct {
	Players    []KindStats  `json:"players"`
	HeadToHead []HeadToHead `json:"head_to_head"`
	Nemeses    []Nemesis    `json:"nemeses"`
	Records    []Record     `json:"records"`
}

// filterSQL returns the WHERE clause over results aliased r, with its args.
func (f StatsFilter) where(alias string) (string, []any) {
	var conds []string
	var args []any
	if f.Player != "" {
		conds = append(conds, alias+".player_id = (SELECT id FROM players WHERE name_key = ?)")
		args = append(args, sheets.NameKey(f.Player))
	}
	if f.Kind != "" {
		conds = append(conds, alias+".kind = ?")
		args = append(args, string(f.Kind))
	}
	if !f.Since.IsZero() {
		conds = append(conds, alias+".finished >= ?")
		args = append(args, timeText(f.Since))
	}
	if len(conds) == 0 {
		return "1", nil
	}
	return strings.Join(conds, " AND "), args
}

// Stats computes the report from the stored results (not by replaying
// games), in one read transaction.
func (s *Store) Stats(ctx context.Context, f StatsFilter) (*Report, error) {
	rep := &Report{Players: []KindStats{}, HeadToHead: []HeadToHead{}, Nemeses: []Nemesis{}, Records: []Record{}}
	err := s.read(ctx, func(tx *sql.Tx) error {
		for _, step := range []func(context.Context, *sql.Tx, StatsFilter, *Report) error{perPlayer, medians, streaks, trends, headToHead, records} {
			if err := step(ctx, tx, f, rep); err != nil {
				return fmt.Errorf("db: stats: %w", err)
			}
		}
		return nil
	})
	return rep, err
}

func key(player, kind string) string { return player + "\x00" + kind }

func perPlayer(ctx context.Context, tx *sql.Tx, f StatsFilter, rep *Report) error {
	w, args := f.where("r")
	q := `SELECT p.name, r.kind, count(*), sum(r.won), avg(r.total),
		sum(r.upper_bonuses), sum(r.columns), sum(r.fives), sum(r.extra_bonuses), sum(r.sacrifices),
		avg(CASE WHEN r.won = 1 THEN r.turns END), avg(r.busts), sum(r.banked_points), sum(r.banked_turns),
		avg(CASE WHEN r.opening_turn > 0 THEN r.opening_turn END), sum(r.penalties), sum(r.rows_complete)`
	for _, b := range boxOrder {
		q += ", sum(r.b_" + b + ")"
	}
	q += " FROM results r JOIN players p ON p.id = r.player_id WHERE " + w + " GROUP BY r.player_id, r.kind ORDER BY p.name, r.kind"
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var k KindStats
		var ub, cols, fives, extra, sacr, banked, bankedTurns, pens, rowsC int
		var ttw, busts, open sql.NullFloat64
		boxes := make([]int, len(boxOrder))
		dest := []any{&k.Player, &k.Kind, &k.Games, &k.Wins, &k.Mean, &ub, &cols, &fives, &extra, &sacr, &ttw, &busts, &banked, &bankedTurns, &open, &pens, &rowsC}
		for i := range boxes {
			dest = append(dest, &boxes[i])
		}
		if err := rows.Scan(dest...); err != nil {
			return err
		}
		k.WinRate = float64(k.Wins) / float64(k.Games)
		switch sheets.Kind(k.Kind) {
		case sheets.Penta, sheets.Yams:
			rate := float64(ub) / float64(max(cols, 1))
			k.UpperBonusRate, k.Fives, k.ExtraBonuses, k.Sacrifices = &rate, &fives, &extra, &sacr
			k.MeanPerBox = map[string]float64{}
			for i, b := range boxOrder {
				if (b == "penta" && k.Kind != "penta") || (b == "yams" && k.Kind != "yams") || ((b == "plus" || b == "minus") && boxes[i] == 0) {
					continue
				}
				k.MeanPerBox[b] = float64(boxes[i]) / float64(max(cols, 1))
			}
		case sheets.FiveThousand:
			mb := 0.0
			if bankedTurns > 0 {
				mb = float64(banked) / float64(bankedTurns)
			}
			b := busts.Float64
			k.BustsPerGame, k.MeanBankedTurn = &b, &mb
			if ttw.Valid {
				k.TurnsToWin = &ttw.Float64
			}
			if open.Valid {
				k.OpeningTurn = &open.Float64
			}
		case sheets.Sackson:
			k.Penalties, k.RowsCompleted = &pens, &rowsC
		}
		rep.Players = append(rep.Players, k)
	}
	return rows.Err()
}

func index(rep *Report) map[string]*KindStats {
	m := map[string]*KindStats{}
	for i := range rep.Players {
		m[key(rep.Players[i].Player, rep.Players[i].Kind)] = &rep.Players[i]
	}
	return m
}

// medians fills the median, best and worst (with their dates) by ranking
// each player's totals per kind.
func medians(ctx context.Context, tx *sql.Tx, f StatsFilter, rep *Report) error {
	w, args := f.where("r")
	rows, err := tx.QueryContext(ctx, `WITH o AS (
			SELECT r.player_id, r.kind, r.total, r.finished,
				row_number() OVER (PARTITION BY r.player_id, r.kind ORDER BY r.total, r.finished DESC) AS rn,
				count(*) OVER (PARTITION BY r.player_id, r.kind) AS cnt
			FROM results r WHERE `+w+`)
		SELECT p.name, o.kind, o.total, substr(o.finished, 1, 10), o.rn, o.cnt FROM o JOIN players p ON p.id = o.player_id
		WHERE o.rn = 1 OR o.rn = o.cnt OR o.rn = (o.cnt + 1) / 2 OR o.rn = (o.cnt + 2) / 2`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	idx := index(rep)
	for rows.Next() {
		var name, kind, date string
		var total, rn, cnt int
		if err := rows.Scan(&name, &kind, &total, &date, &rn, &cnt); err != nil {
			return err
		}
		k := idx[key(name, kind)]
		if k == nil {
			continue
		}
		if rn == 1 {
			k.Worst, k.WorstDate = total, date
		}
		if rn == cnt {
			k.Best, k.BestDate = total, date
		}
		lo, hi := (cnt+1)/2, (cnt+2)/2
		if rn == lo {
			k.Median += float64(total) / 2
		}
		if rn == hi {
			k.Median += float64(total) / 2
		}
	}
	return rows.Err()
}

// streaks finds the longest run of wins in a row per player and kind
// (gaps and islands over the games in order).
func streaks(ctx context.Context, tx *sql.Tx, f StatsFilter, rep *Report) error {
	w, args := f.where("r")
	rows, err := tx.QueryContext(ctx, `WITH o AS (
			SELECT r.player_id, r.kind, r.won,
				row_number() OVER (PARTITION BY r.player_id, r.kind ORDER BY r.finished, r.game_id)
				- row_number() OVER (PARTITION BY r.player_id, r.kind, r.won ORDER BY r.finished, r.game_id) AS island
			FROM results r WHERE `+w+`)
		SELECT p.name, o.kind, max(c) FROM (SELECT player_id, kind, count(*) AS c FROM o WHERE won = 1 GROUP BY player_id, kind, island) o
		JOIN players p ON p.id = o.player_id GROUP BY o.player_id, o.kind`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	idx := index(rep)
	for rows.Next() {
		var name, kind string
		var n int
		if err := rows.Scan(&name, &kind, &n); err != nil {
			return err
		}
		if k := idx[key(name, kind)]; k != nil {
			k.Streak = n
		}
	}
	return rows.Err()
}

func trends(ctx context.Context, tx *sql.Tx, f StatsFilter, rep *Report) error {
	w, args := f.where("r")
	rows, err := tx.QueryContext(ctx, `SELECT p.name, r.kind, substr(r.finished, 1, 7) AS month, avg(r.total), count(*)
		FROM results r JOIN players p ON p.id = r.player_id WHERE `+w+`
		GROUP BY r.player_id, r.kind, month ORDER BY month`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	idx := index(rep)
	for rows.Next() {
		var name, kind string
		var tp TrendPoint
		if err := rows.Scan(&name, &kind, &tp.Month, &tp.Mean, &tp.Games); err != nil {
			return err
		}
		if k := idx[key(name, kind)]; k != nil {
			k.Trend = append(k.Trend, tp)
		}
	}
	return rows.Err()
}

func headToHead(ctx context.Context, tx *sql.Tx, f StatsFilter, rep *Report) error {
	fa := f
	fa.Player = ""
	w, args := fa.where("a")
	q := `SELECT pa.name, pb.name, count(*), sum(a.won), sum(b.won), sum(b.rank < a.rank)
		FROM results a JOIN results b ON b.game_id = a.game_id AND b.player_id <> a.player_id
		JOIN players pa ON pa.id = a.player_id JOIN players pb ON pb.id = b.player_id
		WHERE ` + w
	if f.Player != "" {
		q += " AND (pa.name_key = ? OR pb.name_key = ?)"
		args = append(args, sheets.NameKey(f.Player), sheets.NameKey(f.Player))
	}
	q += " GROUP BY a.player_id, b.player_id ORDER BY pa.name, pb.name"
	rows, err := tx.QueryContext(ctx, q, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	nem := map[string]*Nemesis{}
	var order []string
	for rows.Next() {
		var h HeadToHead
		var beaten int
		if err := rows.Scan(&h.A, &h.B, &h.Games, &h.WinsA, &h.WinsB, &beaten); err != nil {
			return err
		}
		if h.A < h.B {
			rep.HeadToHead = append(rep.HeadToHead, h)
		}
		if f.Player != "" && sheets.NameKey(h.A) != sheets.NameKey(f.Player) {
			continue
		}
		n, ok := nem[h.A]
		if !ok {
			n = &Nemesis{Player: h.A}
			nem[h.A] = n
			order = append(order, h.A)
		}
		if beaten > n.Beaten || (beaten == n.Beaten && beaten > 0 && h.Games < n.Games) {
			n.Nemesis, n.Beaten, n.Games = h.B, beaten, h.Games
		}
	}
	for _, p := range order {
		if nem[p].Beaten > 0 {
			rep.Nemeses = append(rep.Nemeses, *nem[p])
		}
	}
	return rows.Err()
}

func records(ctx context.Context, tx *sql.Tx, f StatsFilter, rep *Report) error {
	w, args := f.where("r")
	rows, err := tx.QueryContext(ctx, `WITH o AS (
			SELECT r.kind, r.player_id, r.total, r.finished, r.game_id,
				row_number() OVER (PARTITION BY r.kind ORDER BY r.total DESC, r.finished) AS rn
			FROM results r WHERE `+w+`)
		SELECT o.kind, p.name, o.total, substr(o.finished, 1, 10), o.game_id FROM o JOIN players p ON p.id = o.player_id
		WHERE o.rn <= 3 ORDER BY o.kind, o.rn`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var r Record
		if err := rows.Scan(&r.Kind, &r.Player, &r.Total, &r.Date, &r.GameID); err != nil {
			return err
		}
		rep.Records = append(rep.Records, r)
	}
	return rows.Err()
}
