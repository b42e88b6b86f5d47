-- The turn in progress at the table (issue 16): one row per game, the
-- answers typed so far and the digital dice already thrown, as JSON written
-- by the table at each step. It is never read by sheets or statistics; the
-- transaction that appends the accepted move deletes it.
CREATE TABLE drafts (
	game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	moves   INTEGER NOT NULL, -- moves in the game when the turn began: a draft for another position is stale
	data    TEXT NOT NULL,
	at      TEXT NOT NULL
);
