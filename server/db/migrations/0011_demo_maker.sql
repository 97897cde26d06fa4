CREATE TABLE "demo_maker_launch_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "demo_maker_open_round" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_maker_open_round_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"bet" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"wager" jsonb NOT NULL,
	"shown" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_maker_open_round_player_unique" UNIQUE("player_id"),
	CONSTRAINT "demo_maker_open_round_bet_check" CHECK ("demo_maker_open_round"."bet" > 0)
);
--> statement-breakpoint
CREATE TABLE "demo_maker_player" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"display_name" text DEFAULT '' NOT NULL,
	"locale" text DEFAULT 'en_US' NOT NULL,
	"currency_symbol" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_maker_player_balance_check" CHECK ("demo_maker_player"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_maker_round" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_maker_round_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"wager" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_maker_round_amounts_check" CHECK ("demo_maker_round"."bet" > 0 and "demo_maker_round"."win" >= 0 and "demo_maker_round"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_maker_seed" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_maker_seed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "demo_maker_seed_hash_unique" UNIQUE("server_seed_hash"),
	CONSTRAINT "demo_maker_seed_nonce_check" CHECK ("demo_maker_seed"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "demo_maker_session" (
	"key_hash" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"locale" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_maker_transfer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_maker_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"direction" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"last_round_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demo_maker_transfer_transfer_id_unique" UNIQUE("transfer_id"),
	CONSTRAINT "demo_maker_transfer_direction_check" CHECK ("demo_maker_transfer"."direction" in ('in', 'out')),
	CONSTRAINT "demo_maker_transfer_amount_check" CHECK ("demo_maker_transfer"."amount" >= 0)
);
--> statement-breakpoint
CREATE INDEX "demo_maker_round_player_idx" ON "demo_maker_round" USING btree ("player_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_maker_round_seed_nonce_unique" ON "demo_maker_round" USING btree ("server_seed_hash","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_maker_seed_active_unique" ON "demo_maker_seed" USING btree ("player_id") WHERE "demo_maker_seed"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "demo_maker_session_player_idx" ON "demo_maker_session" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "demo_maker_transfer_player_idx" ON "demo_maker_transfer" USING btree ("player_id");