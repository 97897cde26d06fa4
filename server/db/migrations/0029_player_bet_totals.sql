CREATE TABLE "game_player_bet" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"bet" bigint NOT NULL
);
--> statement-breakpoint
-- What the rounds recorded so far add up to, once; from here each batch of rounds adds its own.
INSERT INTO "game_player_bet" ("player_id", "bet")
SELECT "player_id", sum("bet") FROM "game_round" GROUP BY "player_id";
