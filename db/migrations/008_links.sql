-- The join link of a game (issue 32): the secret a phone needs to enter
-- moves through `scorepad serve`. One row per game that has a link; `serve
-- --new-link ID` replaces it, which makes the old link useless.
CREATE TABLE links (
	game_id INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
	secret  TEXT NOT NULL,
	created TEXT NOT NULL
);
