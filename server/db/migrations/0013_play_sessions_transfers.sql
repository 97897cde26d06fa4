CREATE TABLE "game_session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "game_session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"game_id" bigint NOT NULL,
	"maker_code" text NOT NULL,
	"game_code" text NOT NULL,
	"launch_key" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_at" timestamp with time zone,
	"close_reason" text,
	CONSTRAINT "game_session_state_check" CHECK ("game_session"."state" in ('open', 'closed')),
	CONSTRAINT "game_session_close_reason_check" CHECK ("game_session"."close_reason" is null or "game_session"."close_reason" in ('exit', 'auto', 'replaced')),
	CONSTRAINT "game_session_closed_check" CHECK (("game_session"."state" = 'closed') = ("game_session"."closed_at" is not null and "game_session"."close_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "maker_transfer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "maker_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"maker_code" text NOT NULL,
	"session_id" bigint,
	"direction" text NOT NULL,
	"amount" bigint,
	"last_round_id" text,
	"state" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maker_transfer_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "maker_transfer_direction_check" CHECK ("maker_transfer"."direction" in ('in', 'out')),
	CONSTRAINT "maker_transfer_state_check" CHECK ("maker_transfer"."state" in ('pending', 'done', 'failed')),
	CONSTRAINT "maker_transfer_amount_check" CHECK ("maker_transfer"."amount" is null or "maker_transfer"."amount" >= 0),
	CONSTRAINT "maker_transfer_in_amount_check" CHECK ("maker_transfer"."direction" <> 'in' or "maker_transfer"."amount" > 0),
	CONSTRAINT "maker_transfer_done_amount_check" CHECK ("maker_transfer"."state" <> 'done' or "maker_transfer"."amount" is not null)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "game_session_one_open_per_player" ON "game_session" USING btree ("player_id") WHERE "game_session"."state" = 'open';--> statement-breakpoint
CREATE INDEX "game_session_player_idx" ON "game_session" USING btree ("player_id","opened_at");--> statement-breakpoint
CREATE INDEX "game_session_launch_key_idx" ON "game_session" USING btree ("player_id","launch_key");--> statement-breakpoint
CREATE INDEX "maker_transfer_pending_idx" ON "maker_transfer" USING btree ("state","updated_at");--> statement-breakpoint
CREATE INDEX "maker_transfer_player_idx" ON "maker_transfer" USING btree ("player_id","maker_code","created_at");--> statement-breakpoint
CREATE INDEX "maker_transfer_session_idx" ON "maker_transfer" USING btree ("session_id");