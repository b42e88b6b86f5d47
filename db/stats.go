package db

import (
	"context"
	"database/sql"
	"database/sql/driver"
	"encoding/json"
	"fmt"
	"hash/fnv"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/scorepad/scorepad/internal/lang"
	"github.com/scorepad/scorepad/sheets"
	"github.com/scorepad/scorepad/sheets/rating"
	sqlite "modernc.org/sqlite"
)

// Statistics are kept per group: a player's games of one rule set
// (sheets.RuleSet: a 1-column Yam's is not a 4-column one), and apart
// from them the games the player played alone (the group's key with
// "|solo"): a solo game is never a win. The read models' kind column holds
// the group key; results.kind stays the kind.

// soloSuffix marks the group of the games played alone.
const soloSuffix = "|solo"

var (
	groupMu   sync.Mutex
	groupMemo = map[string]string{}
)

// ruleSetKey returns the rule set key of a game of kind under the options
// JSON, remembered (every result row of a rebuild asks).
func ruleSetKey(kind, options string) string {
	groupMu.Lock()
	defer groupMu.Unlock()
	k := kind + "\x00" + options
	if v, ok := groupMemo[k]; ok {
		return v
	}
	// A text that does not read counts under the kind's defaults, every
	// field dropped, those that read too (on an error Options' UnmarshalJSON
	// leaves o empty). Only a damaged row holds one (scorepad writes
	// options through Options' MarshalJSON; import refuses them): the game
	// itself does not load (Store.Game's error names it), and the
	// statistics of every other game are still rebuilt.
	var o sheets.Options
	_ = json.Unmarshal([]byte(options), &o)
	v := sheets.RuleSetOf(sheets.Kind(kind), o).Key
	groupMemo[k] = v
	return v
}

func init() {
	// stat_group(kind, options, players): the statistics group of a game.
	sqlite.MustRegisterDeterministicScalarFunction("stat_group", 3, func(_ *sqlite.FunctionContext, args []driver.Value) (driver.Value, error) {
		kind, _ := args[0].(string)
		opts, _ := args[1].(string)
		n, _ := args[2].(int64)
		return withSolo(ruleSetKey(kind, opts), int(n)), nil
	})
}

// statGroup is the statistics group of a game of kind with options o and
// players lines of results, as stat_group computes it in SQL: its rule set,
// apart when played alone.
func statGroup(kind sheets.Kind, o sheets.Options, players int) string {
	return withSolo(sheets.RuleSetOf(kind, o).Key, players)
}

// withSolo is the group of a game of rule set key with players lines of
// results: a game played alone is counted apart.
func withSolo(key string, players int) string {
	if players == 1 {
		return key + soloSuffix
	}
	return key
}

// groupOf is the SQL of the statistics group of the results row named a.
func groupOf(a string) string {
	return "(SELECT stat_group(g.kind, g.options, (SELECT count(*) FROM results x WHERE x.game_id = g.id)) FROM games g WHERE g.id = " + a + ".game_id)"
}

// groupsOfKind is the condition that column col holds a group of kind k.
func groupsOfKind(col, k string) (string, []any) {
	return "(" + col + " = ? OR substr(" + col + ", 1, ?) IN (?, ?))", []any{k, len(k) + 1, k + ":", k + "|"}
}

// StatsFilter narrows the statistics: one player (G1: any case), one kind,
// games finished since a date, and before Until (the first day of a month:
// a year in review is Since 1 January, Until the next 1 January). Zero
// values mean no filter.
type StatsFilter struct {
	Player string
	Kind   sheets.Kind
	Since  time.Time
	Until  time.Time
}

// KindStats is one player's figures at one game.
type KindStats struct {
	Player string `json:"player"`
	Kind   string `json:"game"`
	// Rules is the rule set's stable key (sheets.RuleSet), RulesText the
	// rule set in words ("" for Penta).
	Rules     string `json:"rules"`
	RulesText string `json:"rules_text"`
	// Games and everything below but Solo count the games played with
	// others: a win is finishing first (ties share the place) against at
	// least one other player.
	Games     int     `json:"games"`
	Wins      int     `json:"wins"`
	WinRate   float64 `json:"win_rate"`
	Mean      float64 `json:"mean"`
	Median    float64 `json:"median"`
	Best      int     `json:"best"`
	BestDate  string  `json:"best_date"`
	Worst     int     `json:"worst"`
	WorstDate string  `json:"worst_date"`
	// Figures are the figures of the game's engine (BoxStats, FiveStats,
	// SacksonStats), nil when the player has no game with others at the
	// rule set: their JSON members follow worst_date (MarshalJSON).
	Figures KindFigures `json:"-"`

	// Streak is the longest run of games won in a row; CurrentStreak the
	// games won in a row up to the player's last game.
	Streak        int `json:"longest_streak"`
	CurrentStreak int `json:"current_streak"`
	// Trend is the mean total per month, oldest first.
	Trend []TrendPoint `json:"trend"`
	// MeanWinningScore is the mean total of the games won (nil: none);
	// MinutesPlayed the time from start to finish of the player's games
	// with others.
	MeanWinningScore *float64 `json:"mean_winning_score"`
	MinutesPlayed    int      `json:"minutes_played"`
	// Solo is the games the player played alone at this rule set.
	Solo Solo `json:"solo"`
	// Rating is the player's rating at this rule set after the last game
	// with others (nil when none); RatingTrend its conservative value at
	// the end of each month the player played.
	Rating      *RatingFigure `json:"rating"`
	RatingTrend []TrendPoint  `json:"-"`
	// WinTrend is the player's win rate over their last WinTrendWindow
	// games with others, after each such game from the WinTrendMin-th
	// on, in finishing order (empty: fewer games).
	WinTrend []WinPoint `json:"win_trend"`
}

// WinTrendWindow is how many of a player's latest games with others the
// rolling win rate covers; WinTrendMin how many it needs to be drawn.
const (
	WinTrendWindow = 10
	WinTrendMin    = 3
)

// WinPoint is a player's rolling win rate after one game with others:
// its date, the rate (0 to 1) over the Games it covers (at most
// WinTrendWindow).
type WinPoint struct {
	Date  string  `json:"date"`
	Rate  float64 `json:"rate"`
	Games int     `json:"games"`
}

// Solo is a player's games played alone: how many, their mean and best
// (nil when none), and the personal bests in the order they were set
// (each solo game that beat every earlier one).
type Solo struct {
	Games    int        `json:"games"`
	Mean     *float64   `json:"mean"`
	Best     *int       `json:"best"`
	BestDate string     `json:"best_date,omitempty"`
	Bests    []SoloBest `json:"personal_bests,omitempty"`
}

// SoloBest is a personal best set alone: its total and date.
type SoloBest struct {
	Total  int    `json:"total"`
	Date   string `json:"date"`
	GameID int64  `json:"game_id"`
}

// RatingFigure is a rating (sheets/rating): skill mean Mu, uncertainty
// Sigma, and the conservative Ordinal μ − 3σ that rankings sort on.
type RatingFigure struct {
	Mu      float64 `json:"mu"`
	Sigma   float64 `json:"sigma"`
	Ordinal float64 `json:"ordinal"`
	Games   int     `json:"games"`
}

// TrendPoint is a player's mean total over one month.
type TrendPoint struct {
	Month string  `json:"month"`
	Mean  float64 `json:"mean"`
	Games int     `json:"games"`
}

// HeadToHead is two players' record in the games they played together:
// AheadA the games A finished ahead of B, AheadB the reverse, Ties the
// games they shared a place (WinsA and WinsB: the games each won).
type HeadToHead struct {
	A      string `json:"a"`
	B      string `json:"b"`
	Games  int    `json:"games"`
	WinsA  int    `json:"wins_a"`
	WinsB  int    `json:"wins_b"`
	AheadA int    `json:"ahead_a"`
	AheadB int    `json:"ahead_b"`
	Ties   int    `json:"ties"`
}

// Nemesis is the player who finished ahead of Player most often.
type Nemesis struct {
	Player  string `json:"player"`
	Nemesis string `json:"nemesis"`
	Beaten  int    `json:"times_beaten"`
	Games   int    `json:"games_together"`
}

// Record is one of the best games ever at a rule set (Solo: played
// alone).
type Record struct {
	Kind   string `json:"game"`
	Rules  string `json:"rules"`
	Solo   bool   `json:"solo"`
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
	RuleSets   []RuleSet    `json:"rule_sets"`
	// Days is the number of days on which a game finished.
	Days int `json:"days_played"`
}

// RuleSet is what a rule set's games say beyond each player's line:
// wins by seat (the first player's advantage), the totals' spread, the
// latest games.
type RuleSet struct {
	Rules  string       `json:"rules"`
	Games  int          `json:"games"` // with others
	Solo   int          `json:"solo_games"`
	Seats  []SeatFigure `json:"seats"`
	Totals []TotalsBin  `json:"totals"`
	Recent []RecentGame `json:"recent"`
	// Minutes is the time from start to finish of all the rule set's
	// games, solo ones included.
	Minutes int `json:"minutes_played"`
}

// SeatFigure is the games played from one seat (1: first to play) and
// the wins; Fair is the wins expected if the seat gave no edge (the sum
// of 1/players over those games).
type SeatFigure struct {
	Seat  int     `json:"seat"`
	Games int     `json:"games"`
	Wins  int     `json:"wins"`
	Fair  float64 `json:"fair_wins"`
}

// TotalsBin counts the totals from From to To (both included), of
// games with others and solo alike.
type TotalsBin struct {
	From  int `json:"from"`
	To    int `json:"to"`
	Count int `json:"count"`
}

// RecentGame is one of a rule set's last games: its players in seat
// order with their totals and places.
type RecentGame struct {
	GameID  int64         `json:"game_id"`
	Date    string        `json:"date"`
	Players []RecentScore `json:"players"`
}

// RecentScore is a player's line in a recent game.
type RecentScore struct {
	Player string `json:"player"`
	Total  int    `json:"total"`
	Rank   int    `json:"rank"`
	Won    bool   `json:"won"`
}

// recentGames is how many of a rule set's latest games the report lists.
const recentGames = 5

// bucket is the statistics of one player at one kind over one month (or,
// for a --since that falls mid-month, over the rest of that month). The
// same fold builds it from result rows whether it is stored in stat_months
// or computed on the fly.
type bucket struct {
	playerID              int64
	kind, month           string
	games, wins, sumTotal int
	best, worst           int
	bestDate, worstDate   string
	// sums are every engine's figure sums (the layout's stat_months
	// columns): the bucket's engine's, 0 elsewhere
	sums                figureRow
	lead, trail, maxRun int
}

// resultCols are the columns of results a bucket folds, in scan order: the
// figure columns of every engine last.
func resultCols() string {
	return "player_id, " + groupOf("results") + ", substr(finished, 1, 7), substr(finished, 1, 10), total, won" + columnList(layout().resultCols)
}

// foldQuery folds the results matching where (ordered by finish) into
// buckets.
func foldQuery(ctx context.Context, tx *sql.Tx, where string, args ...any) ([]*bucket, error) {
	rows, err := tx.QueryContext(ctx, "SELECT "+resultCols()+" FROM results WHERE "+where+" ORDER BY player_id, kind, finished, game_id", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	return foldResults(rows)
}

// insertBuckets writes buckets into stat_months.
func insertBuckets(ctx context.Context, tx *sql.Tx, bs []*bucket) error {
	marks := strings.TrimSuffix(strings.Repeat("?, ", len((&bucket{}).fields())), ", ")
	ins, err := tx.PrepareContext(ctx, "INSERT INTO stat_months ("+monthCols()+") VALUES ("+marks+")")
	if err != nil {
		return err
	}
	defer ins.Close()
	for _, b := range bs {
		var args []any
		for _, f := range b.fields() {
			args = append(args, reflectDeref(f))
		}
		if _, err := ins.ExecContext(ctx, args...); err != nil {
			return err
		}
	}
	return nil
}

// foldResults folds result rows (ordered by finish) into buckets, one per
// player, kind and month.
func foldResults(rows *sql.Rows) ([]*bucket, error) {
	l := layout()
	spans := map[string]*figureSpan{} // by group
	var vals figureRow
	var out []*bucket
	by := map[string]*bucket{}
	for rows.Next() {
		var b bucket
		var date string
		var total, won int
		dest := []any{&b.playerID, &b.kind, &b.month, &date, &total, &won}
		for i := range l.resultCols {
			dest = append(dest, &vals[i])
		}
		if err := rows.Scan(dest...); err != nil {
			return nil, err
		}
		b.games, b.wins, b.sumTotal = 1, won, total
		b.best, b.bestDate, b.worst, b.worstDate = total, date, total, date
		if won == 1 {
			b.lead, b.trail, b.maxRun = 1, 1, 1
		}
		sp, ok := spans[b.kind]
		if !ok {
			sp = l.spanOfGroup(b.kind)
			spans[b.kind] = sp
		}
		sp.foldValues(&b, &vals, won == 1)
		k := fmt.Sprint(b.playerID, b.kind, b.month)
		if acc, ok := by[k]; ok {
			acc.merge(&b)
		} else {
			c := b
			by[k] = &c
			out = append(out, &c)
		}
	}
	return out, rows.Err()
}

// merge adds the later bucket n to b: sums add, extremes compare, runs of
// wins join across the boundary.
func (b *bucket) merge(n *bucket) {
	if n.best > b.best || (n.best == b.best && n.bestDate < b.bestDate) {
		b.best, b.bestDate = n.best, n.bestDate
	}
	if n.worst < b.worst || (n.worst == b.worst && n.worstDate < b.worstDate) {
		b.worst, b.worstDate = n.worst, n.worstDate
	}
	b.maxRun = max(b.maxRun, n.maxRun, b.trail+n.lead)
	if b.lead == b.games {
		b.lead += n.lead
	}
	if n.trail == n.games {
		b.trail += n.trail
	} else {
		b.trail = n.trail
	}
	b.games += n.games
	b.wins += n.wins
	b.sumTotal += n.sumTotal
	for i := range b.sums {
		b.sums[i] += n.sums[i]
	}
}

// monthCols are the columns of stat_months, in the order of a bucket's
// fields: the figure columns of every engine before the runs of wins.
func monthCols() string {
	return "player_id, kind, month, games, wins, sum_total, best, best_date, worst, worst_date" + columnList(layout().sumCols) + ", streak_lead, streak_trail, streak_max"
}

// fields are pointers to b's fields, one per monthCols.
func (b *bucket) fields() []any {
	f := []any{&b.playerID, &b.kind, &b.month, &b.games, &b.wins, &b.sumTotal, &b.best, &b.bestDate, &b.worst, &b.worstDate}
	for i := range layout().sumCols {
		f = append(f, &b.sums[i])
	}
	return append(f, &b.lead, &b.trail, &b.maxRun)
}

func monthRange(month string) (from, to string) {
	t, _ := time.Parse("2006-01", month)
	return t.Format("2006-01-02"), t.AddDate(0, 1, 0).Format("2006-01-02")
}

// statKey is one game's line as the read models index it.
type statKey struct {
	player int64
	kind   string
	month  string
	total  int
}

func gameKeys(ctx context.Context, tx *sql.Tx, gameID int64) ([]statKey, error) {
	rows, err := tx.QueryContext(ctx, "SELECT player_id, "+groupOf("results")+", substr(finished, 1, 7), total FROM results WHERE game_id = ? ORDER BY seat", gameID)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	var keys []statKey
	for rows.Next() {
		var k statKey
		if err := rows.Scan(&k.player, &k.kind, &k.month, &k.total); err != nil {
			return nil, err
		}
		keys = append(keys, k)
	}
	return keys, rows.Err()
}

// staleGroups reports whether the read models still hold rows keyed by
// kind alone, as a scorepad before rule-set groups wrote them: a row of a
// kind with options (Yam's, 5000, Sackson) without its rule set.
func staleGroups(ctx context.Context, tx *sql.Tx) (bool, error) {
	var plain []any
	for _, k := range sheets.Kinds {
		if rs := sheets.RuleSetOf(k, sheets.Options{}); rs.Key != string(k) {
			plain = append(plain, string(k))
		}
	}
	if len(plain) == 0 {
		return false, nil
	}
	var stale bool
	err := tx.QueryRowContext(ctx, "SELECT EXISTS (SELECT 1 FROM stat_months WHERE kind IN (?"+strings.Repeat(", ?", len(plain)-1)+"))", plain...).Scan(&stale)
	return stale, err
}

// refreshStats rebuilds the read models touched by the given games' lines,
// just written (sign +1) or just deleted (sign −1): each month bucket and
// pair bucket is recomputed from the results once, each total counted.
// Read models an older scorepad kept by kind alone are rebuilt whole
// instead, the first time anything is written.
func refreshStats(ctx context.Context, tx *sql.Tx, games [][]statKey, sign int) error {
	if stale, err := staleGroups(ctx, tx); err != nil || stale {
		if err != nil {
			return err
		}
		return rebuildStats(ctx, tx)
	}
	type mk struct {
		p    int64
		kind string
		m    string
	}
	type pk struct {
		a, b int64
		kind string
		m    string
	}
	months, pairs := map[mk]bool{}, map[pk]bool{}
	for _, keys := range games {
		for _, k := range keys {
			months[mk{k.player, k.kind, k.month}] = true
			if _, err := tx.ExecContext(ctx, `INSERT INTO stat_totals (player_id, kind, total, n) VALUES (?, ?, ?, ?)
				ON CONFLICT (player_id, kind, total) DO UPDATE SET n = n + excluded.n`, k.player, k.kind, k.total, sign); err != nil {
				return err
			}
			for _, o := range keys {
				if o.player != k.player {
					pairs[pk{k.player, o.player, k.kind, k.month}] = true
				}
			}
		}
	}
	for m := range months {
		if err := refreshMonth(ctx, tx, m.p, m.kind, m.m); err != nil {
			return err
		}
	}
	for p := range pairs {
		from, to := monthRange(p.m)
		b, err := pairBucket(ctx, tx, p.a, p.b, p.kind, from, to)
		if err != nil {
			return err
		}
		if _, err := tx.ExecContext(ctx, "DELETE FROM stat_pairs WHERE a = ? AND b = ? AND kind = ? AND month = ?", p.a, p.b, p.kind, p.m); err != nil {
			return err
		}
		if b.Games > 0 {
			if _, err := tx.ExecContext(ctx, "INSERT INTO stat_pairs (a, b, kind, month, games, wins_a, wins_b, b_ahead) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
				p.a, p.b, p.kind, p.m, b.Games, b.WinsA, b.WinsB, b.bAhead); err != nil {
				return err
			}
		}
	}
	_, err := tx.ExecContext(ctx, "DELETE FROM stat_totals WHERE n <= 0")
	return err
}

// refreshMonth recomputes one stat_months row from the results it sums.
func refreshMonth(ctx context.Context, tx *sql.Tx, player int64, group, month string) error {
	from, to := monthRange(month)
	bs, err := foldQuery(ctx, tx, "player_id = ? AND kind = ? AND "+groupOf("results")+" = ? AND finished >= ? AND finished < ?",
		player, string(sheets.KindOfRuleSet(group)), group, from, to)
	if err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, "DELETE FROM stat_months WHERE player_id = ? AND kind = ? AND month = ?", player, group, month); err != nil {
		return err
	}
	return insertBuckets(ctx, tx, bs)
}

func reflectDeref(p any) any {
	switch v := p.(type) {
	case *int:
		return *v
	case *int64:
		return *v
	case *string:
		return *v
	}
	panic("db: unexpected field type")
}

// pair is a head-to-head bucket: a's view of the games with b.
type pair struct {
	HeadToHead
	bAhead int
}

func pairBucket(ctx context.Context, tx *sql.Tx, a, b int64, group, from, to string) (pair, error) {
	var p pair
	var wa, wb, ahead sql.NullInt64
	err := tx.QueryRowContext(ctx, `SELECT count(*), sum(ra.won), sum(rb.won), sum(rb.rank < ra.rank)
		FROM results ra JOIN results rb ON rb.game_id = ra.game_id AND rb.player_id = ?
		WHERE ra.player_id = ? AND ra.kind = ? AND `+groupOf("ra")+` = ? AND ra.finished >= ? AND ra.finished < ?`,
		b, a, string(sheets.KindOfRuleSet(group)), group, from, to).Scan(&p.Games, &wa, &wb, &ahead)
	p.WinsA, p.WinsB, p.bAhead = int(wa.Int64), int(wb.Int64), int(ahead.Int64)
	return p, err
}

// rebuildStats recomputes every read model from the results (after a bulk
// import, or when the stats schema first appears).
func rebuildStats(ctx context.Context, tx *sql.Tx) error {
	for _, t := range []string{"stat_months", "stat_totals", "stat_pairs"} {
		if _, err := tx.ExecContext(ctx, "DELETE FROM "+t); err != nil {
			return err
		}
	}
	// each game's group worked out once (groupOf, a game at a time), not
	// once a row
	groups := `WITH gg AS MATERIALIZED (SELECT g.id AS game_id, stat_group(g.kind, g.options, (SELECT count(*) FROM results x WHERE x.game_id = g.id)) AS grp
		FROM games g WHERE EXISTS (SELECT 1 FROM results r WHERE r.game_id = g.id)) `
	rows, err := tx.QueryContext(ctx, groups+"SELECT "+strings.Replace(resultCols(), groupOf("results"), "gg.grp", 1)+
		" FROM results LEFT JOIN gg ON gg.game_id = results.game_id ORDER BY results.player_id, results.kind, results.finished, results.game_id")
	if err != nil {
		return err
	}
	bs, err := foldResults(rows)
	rows.Close()
	if err != nil {
		return err
	}
	if err := insertBuckets(ctx, tx, bs); err != nil {
		return err
	}
	if _, err := tx.ExecContext(ctx, groups+`INSERT INTO stat_totals SELECT r.player_id, gg.grp, r.total, count(*)
		FROM results r LEFT JOIN gg ON gg.game_id = r.game_id GROUP BY 1, 2, 3`); err != nil {
		return err
	}
	_, err = tx.ExecContext(ctx, groups+`INSERT INTO stat_pairs SELECT a.player_id, b.player_id, gg.grp, substr(a.finished, 1, 7), count(*), sum(a.won), sum(b.won), sum(b.rank < a.rank)
		FROM results a JOIN results b ON b.game_id = a.game_id AND b.player_id <> a.player_id LEFT JOIN gg ON gg.game_id = a.game_id GROUP BY 1, 2, 3, 4`)
	return err
}

// Stats computes the report from the statistics read models (kept in step
// with the stored results), never by replaying games: one entry per player
// and rule set (solo games in its Solo), head to head, nemeses, records per
// rule set, and from one pass over the results the Plackett–Luce ratings
// and the rule sets' figures. A --since date that falls inside a month
// takes that month's part from the results; read models of an older
// scorepad (kept by kind alone) are not read at all.
func (s *Store) Stats(ctx context.Context, f StatsFilter) (*Report, error) {
	rep := &Report{Players: []KindStats{}, HeadToHead: []HeadToHead{}, Nemeses: []Nemesis{}, Records: []Record{}, RuleSets: []RuleSet{}}
	err := s.read(ctx, func(tx *sql.Tx) error {
		names, err := playerNames(ctx, tx)
		if err != nil {
			return err
		}
		pid := int64(-1)
		if f.Player != "" {
			for id, n := range names {
				if sheets.NameKey(n) == sheets.NameKey(f.Player) {
					pid = id
				}
			}
			if pid < 0 {
				return nil
			}
		}
		w := newWindow(f, pid)
		// read models kept by an older scorepad (kind alone): until the
		// next write rebuilds them, everything comes from the results
		if stale, err := staleGroups(ctx, tx); err != nil {
			return err
		} else if stale {
			w = w.allFromResults()
		}
		if err := w.kindStats(ctx, tx, names, rep); err != nil {
			return fmt.Errorf("db: stats: %w", err)
		}
		if err := w.medians(ctx, tx, names, rep); err != nil {
			return fmt.Errorf("db: stats medians: %w", err)
		}
		if err := w.pairs(ctx, tx, names, rep); err != nil {
			return fmt.Errorf("db: stats pairs: %w", err)
		}
		if err := w.ratings(ctx, tx, names, rep); err != nil {
			return fmt.Errorf("db: stats ratings: %w", err)
		}
		return w.records(ctx, tx, names, rep)
	})
	return rep, err
}

func playerNames(ctx context.Context, tx *sql.Tx) (map[int64]string, error) {
	rows, err := tx.QueryContext(ctx, "SELECT id, name FROM players")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	m := map[int64]string{}
	for rows.Next() {
		var id int64
		var n string
		if err := rows.Scan(&id, &n); err != nil {
			return nil, err
		}
		m[id] = n
	}
	return m, rows.Err()
}

// window is a filter turned into SQL: whole months come from the read
// models, the part of a month after a mid-month --since from the results.
type window struct {
	player    int64 // -1: everyone
	kind      string
	since     string // YYYY-MM-DD or ""
	fullFrom  string // first whole month (YYYY-MM) or ""
	until     string // YYYY-MM-DD (a first of month) or ""
	fullTo    string // the month after the last (YYYY-MM) or ""
	partTo    string // end of the partial month (YYYY-MM-DD) or ""
	hasPartly bool
}

func newWindow(f StatsFilter, pid int64) window {
	w := window{player: pid, kind: string(f.Kind)}
	if !f.Until.IsZero() {
		w.until, w.fullTo = f.Until.Format("2006-01-02"), f.Until.Format("2006-01")
	}
	if !f.Since.IsZero() {
		w.since = f.Since.Format("2006-01-02")
		m := f.Since.Format("2006-01")
		if f.Since.Day() == 1 {
			w.fullFrom = m
		} else {
			_, w.partTo = monthRange(m)
			w.fullFrom = w.partTo[:7]
			w.hasPartly = true
		}
	}
	return w
}

// allFromResults is the window read from the results alone, none of it
// from the read models: its whole span is the "partial month".
func (w window) allFromResults() window {
	if w.since == "" {
		w.since = "0000-01-01"
	}
	w.partTo = "9999-12-31"
	if w.until != "" {
		w.partTo = w.until
	}
	w.fullFrom, w.hasPartly = "9999-12", true
	return w
}

// dates adds the window's dates on column col to a condition.
func (w window) dates(cond string, args []any, col string) (string, []any) {
	if w.since != "" {
		cond, args = cond+" AND "+col+" >= ?", append(args, w.since)
	}
	if w.until != "" {
		cond, args = cond+" AND "+col+" < ?", append(args, w.until)
	}
	return cond, args
}

// whereGroups returns the player and kind conditions on a read model's
// columns p and k (k holds groups: the kind's rule sets, solo or not).
func (w window) whereGroups(p, k string) (string, []any) {
	conds, args := []string{"1"}, []any{}
	if w.player >= 0 {
		conds, args = append(conds, p+" = ?"), append(args, w.player)
	}
	if w.kind != "" {
		c, a := groupsOfKind(k, w.kind)
		conds, args = append(conds, c), append(args, a...)
	}
	return strings.Join(conds, " AND "), args
}

// where returns the player and kind conditions on columns named p and k.
func (w window) where(p, k string) (string, []any) {
	conds, args := []string{"1"}, []any{}
	if w.player >= 0 {
		conds, args = append(conds, p+" = ?"), append(args, w.player)
	}
	if w.kind != "" {
		conds, args = append(conds, k+" = ?"), append(args, w.kind)
	}
	return strings.Join(conds, " AND "), args
}

// kindStats gives rep one entry per player and rule set the window holds,
// from the read models' months (and the results of a partial month), the
// solo games of a rule set as the entry's Solo.
func (w window) kindStats(ctx context.Context, tx *sql.Tx, names map[int64]string, rep *Report) error {
	all, err := w.monthBuckets(ctx, tx)
	if err != nil {
		return err
	}
	mb := mergeBuckets(all, names)
	mb.entries(names, rep)
	sort.SliceStable(rep.Players, func(i, j int) bool {
		a, b := rep.Players[i], rep.Players[j]
		if a.Player != b.Player {
			return a.Player < b.Player
		}
		if a.Kind != b.Kind {
			return a.Kind < b.Kind
		}
		return a.Rules < b.Rules
	})
	for i := range rep.Players {
		rep.Players[i].RulesText = sheets.ParseRuleSet(rep.Players[i].Rules).Text(lang.EN)
	}
	return nil
}

// monthBuckets returns the buckets the window holds, in player, group and
// month order: a partial month's folded from the results first (it
// precedes every whole month), then the read models' whole months.
func (w window) monthBuckets(ctx context.Context, tx *sql.Tx) ([]*bucket, error) {
	var all []*bucket
	if w.hasPartly {
		cond, args := w.where("player_id", "kind")
		part, err := foldQuery(ctx, tx, cond+" AND finished >= ? AND finished < ?", append(args, w.since, w.partTo)...)
		if err != nil {
			return nil, err
		}
		all = part
	}
	cond, args := w.whereGroups("player_id", "kind")
	if w.fullFrom != "" {
		cond, args = cond+" AND month >= ?", append(args, w.fullFrom)
	}
	if w.fullTo != "" {
		cond, args = cond+" AND month < ?", append(args, w.fullTo)
	}
	rows, err := tx.QueryContext(ctx, "SELECT "+monthCols()+" FROM stat_months WHERE "+cond+" ORDER BY player_id, kind, month", args...)
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var b bucket
		if err := rows.Scan(b.fields()...); err != nil {
			return nil, err
		}
		all = append(all, &b)
	}
	return all, rows.Err()
}

// mergedBuckets are the buckets of each player at each group merged, with
// their monthly trend, in the order of the names and groups.
type mergedBuckets struct {
	merged map[playerSet]*bucket
	trend  map[playerSet][]TrendPoint
	order  []playerSet
}

// mergeBuckets merges each player's buckets (all, in month order) by
// group.
func mergeBuckets(all []*bucket, names map[int64]string) mergedBuckets {
	mb := mergedBuckets{merged: map[playerSet]*bucket{}, trend: map[playerSet][]TrendPoint{}}
	for _, b := range all {
		key := playerSet{b.playerID, b.kind}
		if m, ok := mb.merged[key]; ok {
			m.merge(b)
		} else {
			c := *b
			mb.merged[key] = &c
			mb.order = append(mb.order, key)
		}
		tr := mb.trend[key]
		if n := len(tr); n > 0 && tr[n-1].Month == b.month {
			tr[n-1].Mean = (tr[n-1].Mean*float64(tr[n-1].Games) + float64(b.sumTotal)) / float64(tr[n-1].Games+b.games)
			tr[n-1].Games += b.games
		} else {
			tr = append(tr, TrendPoint{Month: b.month, Mean: float64(b.sumTotal) / float64(b.games), Games: b.games})
		}
		mb.trend[key] = tr
	}
	sort.Slice(mb.order, func(i, j int) bool {
		if names[mb.order[i].p] != names[mb.order[j].p] {
			return names[mb.order[i].p] < names[mb.order[j].p]
		}
		return mb.order[i].g < mb.order[j].g
	})
	return mb
}

// entries appends the report's entries: a group's entry holds the games
// with others; its solo games, kept in their own group, become the
// entry's Solo (an entry with no game with others when the player only
// ever played alone).
func (mb mergedBuckets) entries(names map[int64]string, rep *Report) {
	at := map[playerSet]int{}
	for _, key := range mb.order {
		if strings.HasSuffix(key.g, soloSuffix) {
			continue
		}
		at[key] = len(rep.Players)
		rep.Players = append(rep.Players, mb.merged[key].stats(names[key.p], mb.trend[key]))
	}
	for _, key := range mb.order {
		main, solo := strings.CutSuffix(key.g, soloSuffix)
		if !solo {
			continue
		}
		mk := playerSet{key.p, main}
		i, ok := at[mk]
		if !ok {
			i = len(rep.Players)
			at[mk] = i
			rep.Players = append(rep.Players, KindStats{Player: names[key.p], Kind: string(sheets.KindOfRuleSet(main)), Rules: main, Trend: []TrendPoint{}})
		}
		b := mb.merged[key]
		mean, best := float64(b.sumTotal)/float64(b.games), b.best
		rep.Players[i].Solo = Solo{Games: b.games, Mean: &mean, Best: &best, BestDate: b.bestDate}
	}
}

// stats turns a player's merged bucket into the figures of the report.
func (b *bucket) stats(name string, trend []TrendPoint) KindStats {
	kind := sheets.KindOfRuleSet(b.kind)
	k := KindStats{Player: name, Kind: string(kind), Rules: b.kind, Games: b.games, Wins: b.wins, WinRate: float64(b.wins) / float64(b.games),
		Mean: float64(b.sumTotal) / float64(b.games), Best: b.best, BestDate: b.bestDate, Worst: b.worst, WorstDate: b.worstDate,
		Streak: b.maxRun, CurrentStreak: b.trail, Trend: trend}
	k.Figures = layout().figuresOf(b)
	return k
}

func (w window) medians(ctx context.Context, tx *sql.Tx, names map[int64]string, rep *Report) error {
	var rows *sql.Rows
	var err error
	if w.since == "" && w.until == "" {
		cond, args := w.whereGroups("player_id", "kind")
		rows, err = tx.QueryContext(ctx, "SELECT player_id, kind, total, n FROM stat_totals WHERE "+cond+" ORDER BY player_id, kind, total", args...)
	} else {
		cond, args := w.where("player_id", "kind")
		cond, args = w.dates(cond, args, "finished")
		rows, err = tx.QueryContext(ctx, "SELECT player_id, grp, total, count(*) FROM (SELECT player_id, "+groupOf("results")+" AS grp, total FROM results WHERE "+cond+") GROUP BY 1, 2, 3 ORDER BY 1, 2, 3", args...)
	}
	if err != nil {
		return err
	}
	defer rows.Close()
	type hist struct{ totals, counts []int }
	hs := map[string]*hist{}
	for rows.Next() {
		var p int64
		var kind string
		var total, n int
		if err := rows.Scan(&p, &kind, &total, &n); err != nil {
			return err
		}
		key := names[p] + "\x00" + kind
		h := hs[key]
		if h == nil {
			h = &hist{}
			hs[key] = h
		}
		h.totals, h.counts = append(h.totals, total), append(h.counts, n)
	}
	for i := range rep.Players {
		k := &rep.Players[i]
		h := hs[k.Player+"\x00"+k.Rules]
		if h == nil || k.Games == 0 {
			continue
		}
		k.Median = (float64(nth(h.totals, h.counts, (k.Games-1)/2)) + float64(nth(h.totals, h.counts, k.Games/2))) / 2
	}
	return rows.Err()
}

// nth returns the i-th smallest value (0-based) of a histogram.
func nth(totals, counts []int, i int) int {
	for j, c := range counts {
		if i < c {
			return totals[j]
		}
		i -= c
	}
	return 0
}

// pairs gives rep the head to head of every two players and each
// player's nemesis, from the read models' pairs of the window's whole
// months and the results of a partial month.
func (w window) pairs(ctx context.Context, tx *sql.Tx, names map[int64]string, rep *Report) error {
	t := &pairTally{acc: map[playerPair]*pair{}}
	q, args := w.pairsQuery()
	rows, err := tx.QueryContext(ctx, q, args...)
	if err := t.scan(rows, err, false); err != nil {
		return err
	}
	if w.hasPartly {
		cond, args := w.where("a.player_id", "a.kind")
		rows, err := tx.QueryContext(ctx, `SELECT a.player_id, b.player_id, count(*), sum(a.won), sum(b.won), sum(b.rank < a.rank), sum(a.rank < b.rank)
			FROM results a JOIN results b ON b.game_id = a.game_id AND b.player_id <> a.player_id
			WHERE `+cond+` AND a.finished >= ? AND a.finished < ? GROUP BY 1, 2`, append(args, w.since, w.partTo)...)
		if err := t.scan(rows, err, w.player >= 0); err != nil {
			return err
		}
	}
	t.report(w, names, rep)
	return nil
}

// pairsQuery is the query of the read models' pairs in the window's whole
// months, one row per ordered pair of players.
func (w window) pairsQuery() (string, []any) {
	var conds []string
	var args []any
	if w.player >= 0 {
		conds, args = append(conds, "(a = ? OR b = ?)"), append(args, w.player, w.player)
	}
	if w.kind != "" {
		c, a := groupsOfKind("kind", w.kind)
		conds, args = append(conds, c), append(args, a...)
	}
	if w.fullFrom != "" {
		conds, args = append(conds, "month >= ?"), append(args, w.fullFrom)
	}
	if w.fullTo != "" {
		conds, args = append(conds, "month < ?"), append(args, w.fullTo)
	}
	q := "SELECT a, b, sum(games), sum(wins_a), sum(wins_b), sum(b_ahead), 0 FROM stat_pairs"
	if len(conds) > 0 {
		q += " WHERE " + strings.Join(conds, " AND ")
	}
	return q + " GROUP BY a, b", args
}

// playerPair is an ordered pair of players.
type playerPair struct{ a, b int64 }

// pairTally adds up the games of each ordered pair of players, in the
// order the pairs are met.
type pairTally struct {
	acc   map[playerPair]*pair
	order []playerPair
}

func (t *pairTally) add(a, b int64, p pair) {
	k := playerPair{a, b}
	if x, ok := t.acc[k]; ok {
		x.Games += p.Games
		x.WinsA += p.WinsA
		x.WinsB += p.WinsB
		x.bAhead += p.bAhead
	} else {
		t.acc[k] = &p
		t.order = append(t.order, k)
	}
}

// scan adds rows of (a, b, games, wins a, wins b, b ahead, a ahead);
// mirror adds b's view too, for queries that kept only a's side.
func (t *pairTally) scan(rows *sql.Rows, err error, mirror bool) error {
	if err != nil {
		return err
	}
	defer rows.Close()
	for rows.Next() {
		var a, b int64
		var p pair
		var aAhead int
		if err := rows.Scan(&a, &b, &p.Games, &p.WinsA, &p.WinsB, &p.bAhead, &aAhead); err != nil {
			return err
		}
		t.add(a, b, p)
		if mirror {
			t.add(b, a, pair{HeadToHead{Games: p.Games, WinsA: p.WinsB, WinsB: p.WinsA}, aAhead})
		}
	}
	return rows.Err()
}

// report appends to rep the head to head of each two players (once, in
// name order) and the nemesis of each player the window holds: the one
// who finished ahead of them most often (fewer games together breaking
// a tie).
func (t *pairTally) report(w window, names map[int64]string, rep *Report) {
	nem := map[int64]*Nemesis{}
	var nemOrder []int64
	order := t.order
	sort.Slice(order, func(i, j int) bool {
		if names[order[i].a] != names[order[j].a] {
			return names[order[i].a] < names[order[j].a]
		}
		return names[order[i].b] < names[order[j].b]
	})
	for _, k := range order {
		p := t.acc[k]
		na, nb := names[k.a], names[k.b]
		if na < nb {
			// the games b finished ahead of a are a's bucket's; those a
			// finished ahead of b, b's (both directions are kept)
			aAhead := 0
			if r, ok := t.acc[playerPair{k.b, k.a}]; ok {
				aAhead = r.bAhead
			}
			rep.HeadToHead = append(rep.HeadToHead, HeadToHead{A: na, B: nb, Games: p.Games, WinsA: p.WinsA, WinsB: p.WinsB,
				AheadA: aAhead, AheadB: p.bAhead, Ties: p.Games - aAhead - p.bAhead})
		}
		if w.player >= 0 && k.a != w.player {
			continue
		}
		n, ok := nem[k.a]
		if !ok {
			n = &Nemesis{Player: na}
			nem[k.a] = n
			nemOrder = append(nemOrder, k.a)
		}
		if p.bAhead > n.Beaten || (p.bAhead == n.Beaten && p.bAhead > 0 && p.Games < n.Games) {
			n.Nemesis, n.Beaten, n.Games = nb, p.bAhead, p.Games
		}
	}
	for _, a := range nemOrder {
		if nem[a].Beaten > 0 {
			rep.Nemeses = append(rep.Nemeses, *nem[a])
		}
	}
}

// records lists the three best games of each rule set in the report
// (solo games among them, marked), reading each kind's results from the
// best down until every rule set has its three.
func (w window) records(ctx context.Context, tx *sql.Tx, names map[int64]string, rep *Report) error {
	groups := map[string][]string{} // kind → its rule sets in the report
	seen := map[string]bool{}
	for _, k := range rep.Players {
		if !seen[k.Rules] {
			seen[k.Rules] = true
			groups[k.Kind] = append(groups[k.Kind], k.Rules)
		}
	}
	var kinds []string // every kind of the registry, by name
	for _, k := range sheets.Kinds {
		kinds = append(kinds, string(k))
	}
	sort.Strings(kinds)
	for _, kind := range kinds {
		gs := groups[kind]
		if len(gs) == 0 {
			continue
		}
		sort.Strings(gs)
		q := "SELECT player_id, total, substr(finished, 1, 10), game_id, " + groupOf("results") + " FROM results WHERE kind = ?"
		args := []any{kind}
		if w.player >= 0 {
			q, args = q+" AND player_id = ?", append(args, w.player)
		}
		q, args = w.dates(q, args, "finished")
		rows, err := tx.QueryContext(ctx, q+" ORDER BY total DESC, finished, game_id, seat", args...)
		if err != nil {
			return err
		}
		per := map[string][]Record{}
		full := 0
		for full < len(gs) && rows.Next() {
			var r Record
			var p int64
			var grp string
			if err := rows.Scan(&p, &r.Total, &r.Date, &r.GameID, &grp); err != nil {
				rows.Close()
				return err
			}
			r.Kind, r.Player = kind, names[p]
			r.Rules, r.Solo = strings.CutSuffix(grp, soloSuffix)
			if !seen[r.Rules] || len(per[r.Rules]) == 3 {
				continue
			}
			per[r.Rules] = append(per[r.Rules], r)
			if len(per[r.Rules]) == 3 {
				full++
			}
		}
		rows.Close()
		if err := rows.Err(); err != nil {
			return err
		}
		for _, g := range gs {
			rep.Records = append(rep.Records, per[g]...)
		}
	}
	return nil
}

// ratings rates the players of every rule set from the games with others
// the window holds (whoever played them: an opponent's rating depends on
// all their games), game after game in the order they finished, and
// gives each entry of the report its player's rating and its monthly
// trend. The same pass over the games gathers what BG Stats users look
// for: the mean winning score and time played of each entry, and per rule
// set the wins by seat, the spread of the totals and the latest games
// (of the games the filter keeps), and the days played.
func (w window) ratings(ctx context.Context, tx *sql.Tx, names map[int64]string, rep *Report) error {
	cond, args := "1", []any{}
	if w.kind != "" {
		cond, args = "g.kind = ?", append(args, w.kind)
	}
	cond, args = w.dates(cond, args, "g.finished")
	// Two plain reads, each in its table's own order (no sort, no
	// lookup per row): the results' lines by game, then the games in
	// finishing order.
	lines, err := resultLines(ctx, tx)
	if err != nil {
		return err
	}
	rows, err := tx.QueryContext(ctx, `SELECT g.id, g.kind, g.options, g.started, g.finished FROM games g
		WHERE g.finished IS NOT NULL AND `+cond+` ORDER BY g.finished, g.id`, args...)
	if err != nil {
		return err
	}
	defer rows.Close()
	p := newRatingPass(w, names)
	var g finishedGame
	for rows.Next() {
		var kind, opts string
		if err := rows.Scan(&g.id, &kind, &opts, &g.started, &g.finished); err != nil {
			return err
		}
		ls := lines[g.id]
		if len(ls) == 0 {
			continue // abandoned: no results
		}
		sort.Slice(ls, func(i, j int) bool { return ls[i].seat < ls[j].seat })
		g.group, g.month = ruleSetKey(kind, opts), g.finished[:min(7, len(g.finished))]
		g.seats, g.places, g.totals, g.won = g.seats[:0], g.places[:0], g.totals[:0], g.won[:0]
		for _, ln := range ls {
			g.seats, g.places, g.totals, g.won = append(g.seats, ln.player), append(g.places, ln.rank), append(g.totals, ln.total), append(g.won, ln.won)
		}
		p.rate(&g)
		p.tally(&g)
	}
	if err := rows.Err(); err != nil {
		return err
	}
	p.report(rep)
	return nil
}

// resultLine is one line of a game's results, as ratings reads it.
type resultLine struct {
	seat, rank, total int
	player            int64
	won               bool
}

// resultLines reads every result line, by game, in the table's own order.
func resultLines(ctx context.Context, tx *sql.Tx) (map[int64][]resultLine, error) {
	lines := map[int64][]resultLine{}
	rows, err := tx.QueryContext(ctx, "SELECT game_id, seat, player_id, rank, total, won FROM results")
	if err != nil {
		return nil, err
	}
	defer rows.Close()
	for rows.Next() {
		var id int64
		var ln resultLine
		if err := rows.Scan(&id, &ln.seat, &ln.player, &ln.rank, &ln.total, &ln.won); err != nil {
			return nil, err
		}
		lines[id] = append(lines[id], ln)
	}
	return lines, rows.Err()
}

// finishedGame is one finished game as ratings walks them: its rule set,
// its times and its lines in seat order.
type finishedGame struct {
	id                              int64
	group, month, started, finished string
	seats                           []int64
	places, totals                  []int
	won                             []bool
}

// day is the game's finishing date (YYYY-MM-DD).
func (g *finishedGame) day() string { return g.finished[:min(10, len(g.finished))] }

// minutes is the time the game took, 0 when its times do not say.
func (g *finishedGame) minutes() int {
	if t0, t1 := parseTime(g.started), parseTime(g.finished); !t0.IsZero() && !t1.IsZero() && t1.After(t0) {
		return int(t1.Sub(t0).Round(time.Minute) / time.Minute)
	}
	return 0
}

// playerSet keys one player at one rule set.
type playerSet struct {
	p int64
	g string
}

// playerFigures is what the games say of one player at one rule set
// beyond the rating (see RuleSet).
type playerFigures struct {
	winSum, winN, minutes int
	bests                 []SoloBest
	last                  []bool // the latest games with others: won?
	winTrend              []WinPoint
}

// ratingPass is one walk over the finished games: the ratings, their
// trends, and the figures gathered beside them.
type ratingPass struct {
	w         window
	names     map[int64]string
	m         rating.Model
	cur       map[playerSet]rating.Rating
	played    map[playerSet]int
	trend     map[playerSet][]TrendPoint
	per       map[playerSet]*playerFigures
	sets      map[string]*RuleSet
	allTotals map[string][]int
	days      map[string]bool
}

func newRatingPass(w window, names map[int64]string) *ratingPass {
	return &ratingPass{w: w, names: names, m: rating.Family(),
		cur: map[playerSet]rating.Rating{}, played: map[playerSet]int{}, trend: map[playerSet][]TrendPoint{},
		per: map[playerSet]*playerFigures{}, sets: map[string]*RuleSet{}, allTotals: map[string][]int{}, days: map[string]bool{}}
}

// figures returns the figures of player p at rule set g, made when new.
func (p *ratingPass) figures(k playerSet) *playerFigures {
	a := p.per[k]
	if a == nil {
		a = &playerFigures{}
		p.per[k] = a
	}
	return a
}

// rate moves the ratings of g's players, when g was played with others,
// whoever the filter keeps (an opponent's rating rests on all their
// games), and their monthly trend.
func (p *ratingPass) rate(g *finishedGame) {
	if len(g.seats) < 2 {
		return
	}
	in := make([]rating.Rating, len(g.seats))
	for i, pl := range g.seats {
		r, ok := p.cur[playerSet{pl, g.group}]
		if !ok {
			r = p.m.New()
		}
		in[i] = r
	}
	for i, r := range p.m.RatePlayers(in, g.places) {
		k := playerSet{g.seats[i], g.group}
		p.cur[k] = r
		p.played[k]++
		tr := p.trend[k]
		if n := len(tr); n > 0 && tr[n-1].Month == g.month {
			tr[n-1].Mean, tr[n-1].Games = r.Ordinal(), tr[n-1].Games+1
		} else {
			tr = append(tr, TrendPoint{Month: g.month, Mean: r.Ordinal(), Games: 1})
		}
		p.trend[k] = tr
	}
}

// tally adds g to its rule set's figures and its players', when the
// window keeps one of its players: days, totals and time played, a solo
// game's best, and for a game with others the wins by seat, the rolling
// win rates and the latest games.
func (p *ratingPass) tally(g *finishedGame) {
	rs := p.sets[g.group]
	if rs == nil {
		rs = &RuleSet{Rules: g.group, Seats: []SeatFigure{}, Totals: []TotalsBin{}, Recent: []RecentGame{}}
		p.sets[g.group] = rs
	}
	mine := false
	for _, pl := range g.seats {
		mine = mine || p.w.player < 0 || pl == p.w.player
	}
	if !mine {
		return
	}
	p.days[g.day()] = true
	p.allTotals[g.group] = append(p.allTotals[g.group], g.totals...)
	mins := g.minutes()
	rs.Minutes += mins
	if len(g.seats) < 2 {
		rs.Solo++
		a := p.figures(playerSet{g.seats[0], g.group})
		if n := len(a.bests); n == 0 || g.totals[0] > a.bests[n-1].Total {
			a.bests = append(a.bests, SoloBest{Total: g.totals[0], Date: g.day(), GameID: g.id})
		}
		return
	}
	rs.Games++
	rg := RecentGame{GameID: g.id, Date: g.day()}
	for i, pl := range g.seats {
		for len(rs.Seats) <= i {
			rs.Seats = append(rs.Seats, SeatFigure{Seat: len(rs.Seats) + 1})
		}
		rs.Seats[i].Games++
		rs.Seats[i].Fair += 1 / float64(len(g.seats))
		a := p.figures(playerSet{pl, g.group})
		a.minutes += mins
		a.addResult(g.won[i], g.day())
		if g.won[i] {
			rs.Seats[i].Wins++
			a.winSum += g.totals[i]
			a.winN++
		}
		rg.Players = append(rg.Players, RecentScore{Player: p.names[pl], Total: g.totals[i], Rank: g.places[i], Won: g.won[i]})
	}
	rs.Recent = append(rs.Recent, rg)
	if len(rs.Recent) > recentGames {
		rs.Recent = rs.Recent[1:]
	}
}

// addResult moves the rolling win rate over the latest games with others
// by one game, won or not, finished on day.
func (a *playerFigures) addResult(won bool, day string) {
	a.last = append(a.last, won)
	if len(a.last) > WinTrendWindow {
		a.last = a.last[1:]
	}
	if len(a.last) < WinTrendMin {
		return
	}
	n := 0
	for _, v := range a.last {
		if v {
			n++
		}
	}
	a.winTrend = append(a.winTrend, WinPoint{Date: day, Rate: float64(n) / float64(len(a.last)), Games: len(a.last)})
}

// report gives each entry of rep its rating, trends and figures, and rep
// the rule sets its entries play, the latest game first, with the days
// played.
func (p *ratingPass) report(rep *Report) {
	ids := map[string]int64{}
	for id, n := range p.names {
		ids[n] = id
	}
	groups := map[string]bool{}
	for i := range rep.Players {
		e := &rep.Players[i]
		groups[e.Rules] = true
		k := playerSet{ids[e.Player], e.Rules}
		e.WinTrend = []WinPoint{}
		if r, ok := p.cur[k]; ok && e.Games > 0 {
			e.Rating = &RatingFigure{Mu: r.Mu, Sigma: r.Sigma, Ordinal: r.Ordinal(), Games: p.played[k]}
			e.RatingTrend = p.trend[k]
		}
		if a := p.per[k]; a != nil {
			if e.Solo.Games > 0 {
				e.Solo.Bests = a.bests
			}
			e.MinutesPlayed = a.minutes
			if e.Games > 0 && len(a.winTrend) > 0 {
				e.WinTrend = a.winTrend
			}
			if a.winN > 0 {
				m := float64(a.winSum) / float64(a.winN)
				e.MeanWinningScore = &m
			}
		}
	}
	var keys []string
	for g := range p.sets {
		if groups[g] {
			keys = append(keys, g)
		}
	}
	sort.Strings(keys)
	rep.RuleSets = []RuleSet{}
	for _, g := range keys {
		rs := p.sets[g]
		rs.Totals = totalsBins(p.allTotals[g])
		// the latest game first
		slices.Reverse(rs.Recent)
		rep.RuleSets = append(rep.RuleSets, *rs)
	}
	rep.Days = len(p.days)
}

// totalsBins spreads totals over about ten bins of a round width.
func totalsBins(ts []int) []TotalsBin {
	out := []TotalsBin{}
	if len(ts) == 0 {
		return out
	}
	lo, hi := ts[0], ts[0]
	for _, t := range ts {
		lo, hi = min(lo, t), max(hi, t)
	}
	width := 1
	for _, m := range []int{1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000, 2000, 2500, 5000} {
		width = m
		if (hi-lo)/m < 10 {
			break
		}
	}
	floor := func(v int) int { // toward −∞, to a multiple of width
		q := v / width
		if v < 0 && v%width != 0 {
			q--
		}
		return q * width
	}
	first := floor(lo)
	n := (floor(hi)-first)/width + 1
	bins := make([]TotalsBin, n)
	for i := range bins {
		bins[i] = TotalsBin{From: first + i*width, To: first + (i+1)*width - 1}
	}
	for _, t := range ts {
		bins[(floor(t)-first)/width].Count++
	}
	return bins
}

// FinishedGame is a finished game's id, kind and finish date, and what
// changes when it is edited: its move count and the time of its last
// change (with its UUID, the key of a cached judgement).
type FinishedGame struct {
	ID       int64
	Kind     sheets.Kind
	Finished string // YYYY-MM-DD
	Rules    string // its rule set (sheets.RuleSet)
	UUID     string
	Moves    int
	Updated  string
	// Log is a digest of the stored move log (FNV-1a, 64 bits): it
	// changes with any change to a move, even one made behind scorepad's
	// back.
	Log string
}

// FinishedGames lists the finished games a filter keeps (its player
// among the players), oldest first: the games a review replays.
func (s *Store) FinishedGames(ctx context.Context, f StatsFilter) ([]FinishedGame, error) {
	var out []FinishedGame
	err := s.read(ctx, func(tx *sql.Tx) error {
		w := newWindow(f, -1)
		cond, args := "finished IS NOT NULL", []any{}
		if w.kind != "" {
			cond, args = cond+" AND kind = ?", append(args, w.kind)
		}
		cond, args = w.dates(cond, args, "finished")
		if f.Player != "" {
			cond, args = cond+" AND id IN (SELECT gp.game_id FROM game_players gp JOIN players p ON p.id = gp.player_id WHERE p.name_key = ?)", append(args, sheets.NameKey(f.Player))
		}
		rows, err := tx.QueryContext(ctx, "SELECT id, kind, substr(finished, 1, 10), options, coalesce(uuid, ''), moves, coalesce(updated, '') FROM games WHERE "+cond+" ORDER BY finished, id", args...)
		if err != nil {
			return err
		}
		defer rows.Close()
		for rows.Next() {
			var g FinishedGame
			var opts string
			if err := rows.Scan(&g.ID, &g.Kind, &g.Finished, &opts, &g.UUID, &g.Moves, &g.Updated); err != nil {
				return err
			}
			g.Rules = ruleSetKey(string(g.Kind), opts)
			out = append(out, g)
		}
		if err := rows.Err(); err != nil {
			return err
		}
		rows.Close()
		// each game's log digest, from its moves as stored
		at := map[int64]int{}
		for i, g := range out {
			at[g.ID] = i
		}
		mrows, err := tx.QueryContext(ctx, "SELECT game_id, data FROM moves WHERE game_id IN (SELECT id FROM games WHERE "+cond+") ORDER BY game_id, seq", args...)
		if err != nil {
			return err
		}
		defer mrows.Close()
		h, cur := fnv.New64a(), int64(-1)
		done := func() {
			if i, ok := at[cur]; ok {
				out[i].Log = strconv.FormatUint(h.Sum64(), 36)
			}
			h.Reset()
		}
		for mrows.Next() {
			var id int64
			var data sql.RawBytes // read in place: the log is only hashed
			if err := mrows.Scan(&id, &data); err != nil {
				return err
			}
			if id != cur {
				if cur >= 0 {
					done()
				}
				cur = id
			}
			h.Write(data)
			h.Write([]byte{0})
		}
		if cur >= 0 {
			done()
		}
		return mrows.Err()
	})
	return out, err
}
