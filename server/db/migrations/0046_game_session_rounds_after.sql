-- Where a session's rounds start. The reality check sums the rounds of the player's open session
-- on every reading (each reminder, and each time the frame asks), and found them by the player
-- alone (game_round_player_idx) and tested each one's maker and finish time, so the read grew
-- with all the player had ever played (303 rows and index entries of game_round read for a
-- session of 2 rounds after an earlier one of 300), or, by finish time, with every player's
-- rounds since the opening. A session keeps the last round id recorded when it opened (the games
-- module's highWater); its rounds are all recorded above it, so the read walks the player's index
-- from there (4 reads for the same session; tests/server/reality-check/reality-totals-at-size.test.ts).
-- Nullable and no backfill: a session opened before this reads from 0, as it did.
ALTER TABLE "game_session" ADD COLUMN "rounds_after" bigint;
