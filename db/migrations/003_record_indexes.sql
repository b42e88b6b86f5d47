-- Records ("best games ever") are read in the order total DESC, finished,
-- game, seat: indexes in exactly that order answer them without touching
-- the table, for one kind or one player's kind.
DROP INDEX IF EXISTS results_kind_total;
DROP INDEX IF EXISTS results_player_total;
CREATE INDEX results_kind_best ON results (kind, total DESC, finished, game_id, seat, player_id);
CREATE INDEX results_player_best ON results (player_id, kind, total DESC, finished, game_id, seat);
