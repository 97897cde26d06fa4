CREATE TABLE "promotion" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"texts" jsonb NOT NULL,
	"picture" text DEFAULT '' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone,
	"join_mode" text NOT NULL,
	"code" text,
	"min_amount" bigint DEFAULT 0 NOT NULL,
	"max_amount" bigint DEFAULT 0 NOT NULL,
	"bonus_percent" integer DEFAULT 0 NOT NULL,
	"bonus_cap" bigint DEFAULT 0 NOT NULL,
	"fixed_bonus" bigint DEFAULT 0 NOT NULL,
	"turnover_multiple" integer DEFAULT 1 NOT NULL,
	"ask_netwin" bigint DEFAULT 0 NOT NULL,
	"ask_balance" bigint DEFAULT 0 NOT NULL,
	"release_conditions_amount" bigint DEFAULT 0 NOT NULL,
	"max_bet" bigint,
	"game_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotion_kind_check" CHECK ("promotion"."kind" in ('activity', 'gamePromotion')),
	CONSTRAINT "promotion_join_mode_check" CHECK ("promotion"."join_mode" in ('amount', 'code')),
	CONSTRAINT "promotion_code_check" CHECK (("promotion"."join_mode" = 'code') = ("promotion"."code" is not null and "promotion"."code" <> '')),
	CONSTRAINT "promotion_dates_check" CHECK ("promotion"."ends_at" > "promotion"."starts_at"),
	CONSTRAINT "promotion_amounts_check" CHECK ("promotion"."min_amount" >= 0 and "promotion"."max_amount" >= "promotion"."min_amount" and "promotion"."bonus_percent" between 0 and 1000 and "promotion"."bonus_cap" >= 0
        and "promotion"."fixed_bonus" >= 0 and "promotion"."turnover_multiple" >= 0 and "promotion"."ask_netwin" >= 0 and "promotion"."ask_balance" >= 0
        and "promotion"."release_conditions_amount" >= 0 and ("promotion"."max_bet" is null or "promotion"."max_bet" > 0)),
	CONSTRAINT "promotion_games_check" CHECK ("promotion"."kind" = 'gamePromotion' or cardinality("promotion"."game_ids") = 0)
);
--> statement-breakpoint
CREATE TABLE "promotion_record" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promotion_record_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"promotion_id" bigint NOT NULL,
	"state" text DEFAULT 'ongoing' NOT NULL,
	"amount" bigint NOT NULL,
	"bonus" bigint NOT NULL,
	"turnover_multiple" integer NOT NULL,
	"ask_netwin" bigint NOT NULL,
	"ask_balance" bigint NOT NULL,
	"release_conditions_amount" bigint NOT NULL,
	"max_bet" bigint,
	"game_ids" bigint[] DEFAULT '{}'::bigint[] NOT NULL,
	"closing_action" text,
	"joined_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "promotion_record_state_check" CHECK ("promotion_record"."state" in ('ongoing', 'settlable', 'closing', 'closed', 'settled', 'unlocked')),
	CONSTRAINT "promotion_record_amounts_check" CHECK ("promotion_record"."amount" >= 0 and "promotion_record"."bonus" >= 0),
	CONSTRAINT "promotion_record_closing_check" CHECK (("promotion_record"."state" = 'closing') = ("promotion_record"."closing_action" is not null)),
	CONSTRAINT "promotion_record_closing_action_check" CHECK ("promotion_record"."closing_action" is null or "promotion_record"."closing_action" in ('settle', 'close', 'unlock')),
	CONSTRAINT "promotion_record_ended_check" CHECK (("promotion_record"."state" in ('closed', 'settled', 'unlocked')) = ("promotion_record"."ended_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "game_round" ADD COLUMN "promotion_record_id" bigint;--> statement-breakpoint
ALTER TABLE "game_session" ADD COLUMN "promotion_record_id" bigint;--> statement-breakpoint
ALTER TABLE "maker_transfer" ADD COLUMN "promotion_record_id" bigint;--> statement-breakpoint
ALTER TABLE "promotion_record" ADD CONSTRAINT "promotion_record_promotion_id_promotion_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotion"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "promotion_kind_idx" ON "promotion" USING btree ("kind","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_record_one_active_per_player" ON "promotion_record" USING btree ("player_id") WHERE "promotion_record"."state" in ('ongoing', 'settlable', 'closing');--> statement-breakpoint
CREATE INDEX "promotion_record_player_idx" ON "promotion_record" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "promotion_record_promotion_idx" ON "promotion_record" USING btree ("promotion_id","player_id");--> statement-breakpoint
CREATE INDEX "game_round_promotion_idx" ON "game_round" USING btree ("promotion_record_id") WHERE "game_round"."promotion_record_id" is not null;--> statement-breakpoint
CREATE INDEX "game_session_promotion_idx" ON "game_session" USING btree ("promotion_record_id") WHERE "game_session"."promotion_record_id" is not null;