-- S4 was corrected: writing a value in a fifth-die track opens it and is no
-- longer a check. Every Sackson game saved before the correction was played
-- under the first reading; it keeps it (options.sackson_rules = 1, see
-- scoring.SacksonRules) so that its replay does not change: a finished game
-- does not reopen, a total does not move. New games are created with the
-- current reading written in their options.
UPDATE games SET options = json_set(options, '$.sackson_rules', 1)
WHERE kind = 'sackson' AND json_extract(options, '$.sackson_rules') IS NULL;
