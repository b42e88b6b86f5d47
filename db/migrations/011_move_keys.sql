-- The idempotency keys of moves entered from a phone (issue 37): a form of
-- `scorepad serve` carries a random key, recorded here in the transaction
-- that saves its move. The same form sent again (a phone that kept it while
-- the Wi-Fi was down and sends it when the network returns, a double tap)
-- finds its key and is answered "already saved", never applied twice.
-- A key stays when its move is taken back: the form was applied once.
CREATE TABLE move_keys (
	game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
	key     TEXT NOT NULL,
	seq     INTEGER NOT NULL,
	at      TEXT NOT NULL,
	PRIMARY KEY (game_id, key)
);
