CREATE VIEW "public"."player_summary" AS (select id, level, birthday from player);--> statement-breakpoint
CREATE VIEW "public"."deposit_order_summary" AS (select id, player_id, order_no, state, amount, created_at, reason from deposit_order);--> statement-breakpoint
CREATE VIEW "public"."withdrawal_summary" AS (select id, order_no, state, reason from withdrawal_request);--> statement-breakpoint
CREATE VIEW "public"."game_round_summary" AS (select r.player_id, c.code as category, r.bet, r.finished_at, r.promotion_record_id from game_round r join game g on g.id = r.game_id join game_category c on c.id = g.category_id);--> statement-breakpoint
CREATE VIEW "public"."game_summary" AS (select id, name from game);--> statement-breakpoint
CREATE VIEW "public"."maker_transfer_summary" AS (select mt.id, mt.transfer_id, mt.session_id, gs.game_id from maker_transfer mt left join game_session gs on gs.id = mt.session_id);