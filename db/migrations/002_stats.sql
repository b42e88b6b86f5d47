-- Statistics read models, kept up to date in the transaction that finishes
-- (or reopens) a game, so that a report over 100,000 games reads a few
-- thousand rows instead of every result.

-- One row per player, game kind and month: sums and extremes of results.
CREATE TABLE stat_months (
	player_id     INTEGER NOT NULL REFERENCES players (id),
	kind          TEXT NOT NULL,
	month         TEXT NOT NULL, -- YYYY-MM of the finish
	games         INTEGER NOT NULL,
	wins          INTEGER NOT NULL,
	sum_total     INTEGER NOT NULL,
	best          INTEGER NOT NULL,
	best_date     TEXT NOT NULL,
	worst         INTEGER NOT NULL,
	worst_date    TEXT NOT NULL,
	upper_bonuses INTEGER NOT NULL,
	columns       INTEGER NOT NULL,
	fives         INTEGER NOT NULL,
	extra_bonuses INTEGER NOT NULL,
	sacrifices    INTEGER NOT NULL,
	won_turns     INTEGER NOT NULL, -- 5000: turns played in the games won
	busts         INTEGER NOT NULL,
	banked_turns  INTEGER NOT NULL,
	banked_points INTEGER NOT NULL,
	opening_sum   INTEGER NOT NULL,
	opened        INTEGER NOT NULL,
	penalties     INTEGER NOT NULL,
	rows_complete INTEGER NOT NULL,
	b_aces INTEGER NOT NULL,
	b_twos INTEGER NOT NULL,
	b_threes INTEGER NOT NULL,
	b_fours INTEGER NOT NULL,
	b_fives INTEGER NOT NULL,
	b_sixes INTEGER NOT NULL,
	b_plus INTEGER NOT NULL,
	b_minus INTEGER NOT NULL,
	b_three_kind INTEGER NOT NULL,
	b_four_kind INTEGER NOT NULL,
	b_full INTEGER NOT NULL,
	b_small_straight INTEGER NOT NULL,
	b_large_straight INTEGER NOT NULL,
	b_penta INTEGER NOT NULL,
	b_yams INTEGER NOT NULL,
	b_chance INTEGER NOT NULL,
	streak_lead   INTEGER NOT NULL, -- wins in a row from the month's first game
	streak_trail  INTEGER NOT NULL, -- wins in a row up to its last game
	streak_max    INTEGER NOT NULL, -- the longest run inside the month
	PRIMARY KEY (player_id, kind, month)
) WITHOUT ROWID;

-- How many games each player finished with each total (for medians).
CREATE TABLE stat_totals (
	player_id INTEGER NOT NULL REFERENCES players (id),
	kind      TEXT NOT NULL,
	total     INTEGER NOT NULL,
	n         INTEGER NOT NULL,
	PRIMARY KEY (player_id, kind, total)
) WITHOUT ROWID;

-- Every ordered pair of players who finished a game together, per month.
CREATE TABLE stat_pairs (
	a       INTEGER NOT NULL REFERENCES players (id),
	b       INTEGER NOT NULL REFERENCES players (id),
	kind    TEXT NOT NULL,
	month   TEXT NOT NULL,
	games   INTEGER NOT NULL,
	wins_a  INTEGER NOT NULL,
	wins_b  INTEGER NOT NULL,
	b_ahead INTEGER NOT NULL, -- games where b ranked before a
	PRIMARY KEY (a, b, kind, month)
) WITHOUT ROWID;

CREATE INDEX results_kind_total ON results (kind, total);
CREATE INDEX results_player_total ON results (player_id, kind, total);
