-- A player's latest session at a maker was found by reading every session of theirs (game_session_player_idx
-- is by opening time) and sorting: the round sync asks it of every player in each batch, and its
-- cost grew with every launch. This index answers it with its first entry.
CREATE INDEX "game_session_player_maker_idx" ON "game_session" USING btree ("player_id","maker_code","id" DESC NULLS FIRST);