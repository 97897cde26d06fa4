-- The players' deposits found by player alone. The levels read each player's deposit total after
-- every recorded batch (and on a level's page), and the only index by player, (player_id,
-- created_at), holds every transfer of theirs: each recorded batch adds a gameRound transfer for
-- each of its players, so that read grew with all a player had played (3,003 rows and index
-- entries of ledger_transfer read for two deposits after 3,000 round postings;
-- tests/server/games/level-totals-at-size.test.ts).
-- Partial, so it holds the deposits alone and the round postings never touch it.
CREATE INDEX "ledger_transfer_deposit_player_idx" ON "ledger_transfer" USING btree ("player_id") WHERE "ledger_transfer"."kind" = 'deposit';
