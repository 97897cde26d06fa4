CREATE TABLE "seamless_maker_round" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seamless_maker_round_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"wallet_token" text NOT NULL,
	"state" text DEFAULT 'debiting' NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance" bigint,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"wager" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "seamless_maker_round_state_check" CHECK ("seamless_maker_round"."state" in ('debiting', 'debited', 'settled', 'refused', 'rolledBack')),
	CONSTRAINT "seamless_maker_round_amounts_check" CHECK ("seamless_maker_round"."bet" > 0 and "seamless_maker_round"."win" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seamless_maker_seed" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seamless_maker_seed_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone,
	CONSTRAINT "seamless_maker_seed_hash_unique" UNIQUE("server_seed_hash"),
	CONSTRAINT "seamless_maker_seed_nonce_check" CHECK ("seamless_maker_seed"."nonce" >= 0)
);
--> statement-breakpoint
CREATE TABLE "seamless_maker_session" (
	"launch_token_hash" text PRIMARY KEY NOT NULL,
	"key_hash" text,
	"player_id" bigint NOT NULL,
	"game_code" text NOT NULL,
	"locale" text NOT NULL,
	"display_name" text NOT NULL,
	"currency_symbol" text NOT NULL,
	"wallet_token" text NOT NULL,
	"max_bet" bigint,
	"launch_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "seamless_maker_session_key_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE INDEX "seamless_maker_round_player_idx" ON "seamless_maker_round" USING btree ("player_id","id");--> statement-breakpoint
CREATE INDEX "seamless_maker_round_unfinished_idx" ON "seamless_maker_round" USING btree ("id") WHERE "seamless_maker_round"."state" in ('debiting', 'debited');--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_maker_round_seed_nonce_unique" ON "seamless_maker_round" USING btree ("server_seed_hash","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_maker_seed_active_unique" ON "seamless_maker_seed" USING btree ("player_id") WHERE "seamless_maker_seed"."revealed_at" is null;--> statement-breakpoint
CREATE INDEX "seamless_maker_session_player_idx" ON "seamless_maker_session" USING btree ("player_id");--> statement-breakpoint
-- Penalty Shootout moves to the seamless maker (server/makers/seamless), which plays it straight
-- from the wallet: a site seeded while the demo maker served it gets the maker's row, and the
-- seeded game moves to it. A fresh site gets both from the seed (server/modules/games/game-seed.ts).
INSERT INTO "game_maker" ("code", "name", "logo", "maintenance", "sort")
SELECT 'seamless', 'Lantern Forge Live', '/makers/seamless.svg', false, COALESCE((SELECT max("sort") FROM "game_maker"), 0) + 1
WHERE EXISTS (SELECT 1 FROM "game_maker" WHERE "code" = 'demo')
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
UPDATE "game" SET "maker_id" = (SELECT "id" FROM "game_maker" WHERE "code" = 'seamless'), "last_updated" = now()
WHERE "code" = 'penalty-shootout'
  AND "maker_id" = (SELECT "id" FROM "game_maker" WHERE "code" = 'demo')
  AND EXISTS (SELECT 1 FROM "game_maker" WHERE "code" = 'seamless');
