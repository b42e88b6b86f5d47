-- Issue 28: a game both households played apart is kept twice: the local
-- game and, beside it, a conflict copy holding the other side's log,
-- linked to it until someone deletes the copy or keeps it (the link is
-- then cleared).
ALTER TABLE games ADD COLUMN conflict_of INTEGER REFERENCES games (id) ON DELETE SET NULL;
CREATE INDEX games_conflict_of ON games (conflict_of) WHERE conflict_of IS NOT NULL;
