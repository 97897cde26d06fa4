CREATE TABLE "game_round_hour" (
	"game_id" integer NOT NULL,
	"hour" timestamp with time zone NOT NULL,
	"rounds" integer NOT NULL,
	CONSTRAINT "game_round_hour_game_id_hour_pk" PRIMARY KEY("game_id","hour")
);
--> statement-breakpoint
CREATE INDEX "game_round_hour_hour_idx" ON "game_round_hour" USING btree ("hour");
--> statement-breakpoint
-- The rounds recorded before this migration, counted once; from here on a batch adds its own.
INSERT INTO "game_round_hour" ("game_id", "hour", "rounds") SELECT "game_id", date_trunc('hour', "finished_at", 'UTC'), count(*) FROM "game_round" GROUP BY 1, 2;
