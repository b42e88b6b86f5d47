-- The family's records (issue 17): every game gets a stable UUID (export,
-- import and BG Stats key on it), a game can be abandoned (kept, out of
-- statistics), and every edit of a past move is recorded so that undo can
-- take it back.
ALTER TABLE games ADD COLUMN uuid TEXT;
ALTER TABLE games ADD COLUMN abandoned TEXT; -- when it was abandoned, NULL if not
ALTER TABLE games ADD COLUMN updated TEXT;   -- the last change: import keeps the newer copy
UPDATE games SET updated = coalesce(finished, (SELECT max(at) FROM moves WHERE game_id = games.id), started);
CREATE UNIQUE INDEX games_uuid ON games (uuid);

CREATE TABLE edits (
	id       INTEGER PRIMARY KEY,
	game_id  INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	seq      INTEGER NOT NULL,  -- the move replaced
	moves    INTEGER NOT NULL,  -- moves in the game when edited: undo takes the edit back only then
	old      TEXT NOT NULL,     -- the move as it was (JSON)
	new      TEXT NOT NULL,     -- the move written instead (JSON)
	by       TEXT NOT NULL,     -- who edited (--by, else the system user)
	at       TEXT NOT NULL,
	undone   TEXT               -- when undo took it back, NULL while in force
);
CREATE INDEX edits_game ON edits (game_id, id);
