-- The table's link of scorepad serve (issue 37): one secret for the whole
-- database, that lets a phone start a game and write to every game (the
-- join link of a game, links, lets it write to that one only). Kept here
-- so that a link printed once keeps working after the server restarts;
-- `serve --new-table-link` replaces it, which makes the old one useless.
CREATE TABLE table_secret (
	id      INTEGER PRIMARY KEY CHECK (id = 1),
	secret  TEXT NOT NULL,
	created TEXT NOT NULL
);
