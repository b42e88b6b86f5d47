-- scorepad schema, version 1. The move log is the source of truth; results
-- are written once a game ends so that statistics need not replay games.
CREATE TABLE players (
	id       INTEGER PRIMARY KEY,
	name     TEXT NOT NULL,
	name_key TEXT NOT NULL UNIQUE, -- lower-case name: one person across games (G1)
	created  TEXT NOT NULL
);

CREATE TABLE games (
	id       INTEGER PRIMARY KEY,
	kind     TEXT NOT NULL CHECK (kind IN ('penta', 'yams', '5000', 'sackson')),
	options  TEXT NOT NULL,
	started  TEXT NOT NULL,
	finished TEXT,
	moves    INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX games_finished ON games (finished, id);

CREATE TABLE game_players (
	game_id   INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seat      INTEGER NOT NULL,
	player_id INTEGER NOT NULL REFERENCES players (id),
	PRIMARY KEY (game_id, seat),
	UNIQUE (game_id, player_id)
);
CREATE INDEX game_players_player ON game_players (player_id);

CREATE TABLE moves (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seq     INTEGER NOT NULL,
	seat    INTEGER NOT NULL,
	data    TEXT NOT NULL,
	at      TEXT NOT NULL,
	PRIMARY KEY (game_id, seq)
) WITHOUT ROWID;

CREATE TABLE results (
	game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seat          INTEGER NOT NULL,
	player_id     INTEGER NOT NULL REFERENCES players (id),
	kind          TEXT NOT NULL,
	finished      TEXT NOT NULL,
	total         INTEGER NOT NULL,
	rank          INTEGER NOT NULL,
	won           INTEGER NOT NULL,
	upper_bonuses INTEGER NOT NULL DEFAULT 0,
	fives         INTEGER NOT NULL DEFAULT 0,
	extra_bonuses INTEGER NOT NULL DEFAULT 0,
	sacrifices    INTEGER NOT NULL DEFAULT 0,
	turns         INTEGER NOT NULL DEFAULT 0,
	busts         INTEGER NOT NULL DEFAULT 0,
	opening_turn  INTEGER NOT NULL DEFAULT 0,
	columns       INTEGER NOT NULL DEFAULT 0, -- Penta/Yam's: sheet columns (for the 63-bonus rate)
	-- Penta/Yam's: points written per box, summed over the columns
	b_aces INTEGER NOT NULL DEFAULT 0,
	b_twos INTEGER NOT NULL DEFAULT 0,
	b_threes INTEGER NOT NULL DEFAULT 0,
	b_fours INTEGER NOT NULL DEFAULT 0,
	b_fives INTEGER NOT NULL DEFAULT 0,
	b_sixes INTEGER NOT NULL DEFAULT 0,
	b_plus INTEGER NOT NULL DEFAULT 0,
	b_minus INTEGER NOT NULL DEFAULT 0,
	b_three_kind INTEGER NOT NULL DEFAULT 0,
	b_four_kind INTEGER NOT NULL DEFAULT 0,
	b_full INTEGER NOT NULL DEFAULT 0,
	b_small_straight INTEGER NOT NULL DEFAULT 0,
	b_large_straight INTEGER NOT NULL DEFAULT 0,
	b_penta INTEGER NOT NULL DEFAULT 0,
	b_yams INTEGER NOT NULL DEFAULT 0,
	b_chance INTEGER NOT NULL DEFAULT 0,
	banked_turns  INTEGER NOT NULL DEFAULT 0, -- 5000: turns banked (recorded or not)
	banked_points INTEGER NOT NULL DEFAULT 0, -- 5000: their points
	penalties     INTEGER NOT NULL DEFAULT 0,
	rows_complete INTEGER NOT NULL DEFAULT 0,
	PRIMARY KEY (game_id, seat)
);
CREATE INDEX results_player ON results (player_id, kind, finished);
CREATE INDEX results_kind ON results (kind, finished);
