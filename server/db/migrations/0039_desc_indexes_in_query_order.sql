-- An index on (a, b DESC NULLS LAST) gives no order the queries ask for: drizzle's desc() is
-- NULLS FIRST, PostgreSQL's default for DESC, so the planner sorted instead. The home's four biggest-win
-- reads (every second, on every instance) read and sorted every winning round, and a player's
-- newest-first lists and the round sync's cursor walked the primary key back through other players'
-- and makers' rows. Each index is now in its queries' order; the winners' also ends with the id the
-- list breaks ties by.
DROP INDEX "game_round_win_idx";--> statement-breakpoint
DROP INDEX "game_round_maker_idx";--> statement-breakpoint
DROP INDEX "game_round_player_idx";--> statement-breakpoint
DROP INDEX "promotion_record_player_idx";--> statement-breakpoint
DROP INDEX "rebate_player_idx";--> statement-breakpoint
DROP INDEX "system_bonus_player_idx";--> statement-breakpoint
CREATE INDEX "game_round_win_order_idx" ON "game_round" USING btree ("win" DESC NULLS FIRST,"finished_at","id") WHERE "game_round"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_round_maker_idx" ON "game_round" USING btree ("maker_code","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "game_round_player_idx" ON "game_round" USING btree ("player_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "promotion_record_player_idx" ON "promotion_record" USING btree ("player_id","id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "rebate_player_idx" ON "rebate" USING btree ("player_id","day" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "system_bonus_player_idx" ON "system_bonus" USING btree ("player_id","id" DESC NULLS FIRST);