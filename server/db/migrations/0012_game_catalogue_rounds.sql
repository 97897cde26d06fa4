CREATE TABLE "game" (
	"id" serial PRIMARY KEY NOT NULL,
	"maker_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"category_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"how_to_play" text DEFAULT '' NOT NULL,
	"developer" text DEFAULT '' NOT NULL,
	"last_updated" timestamp with time zone DEFAULT now() NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"rtp_basis_points" integer,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	CONSTRAINT "game_maker_game_code_unique" UNIQUE("maker_id","code"),
	CONSTRAINT "game_rtp_check" CHECK ("game"."rtp_basis_points" is null or "game"."rtp_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "game_category" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_category_code_unique" UNIQUE("code"),
	CONSTRAINT "game_category_code_check" CHECK ("game_category"."code" in ('slots', 'poker', 'table', 'fishing', 'sports'))
);
--> statement-breakpoint
CREATE TABLE "game_comment" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"game_id" integer NOT NULL,
	"player_id" bigint NOT NULL,
	"parent_id" bigint,
	"score" smallint,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "game_comment_score_check" CHECK (("game_comment"."parent_id" is null and "game_comment"."score" between 1 and 5) or ("game_comment"."parent_id" is not null and "game_comment"."score" is null))
);
--> statement-breakpoint
CREATE TABLE "game_favorite" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_favorite_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_like" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_like_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_maker" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"logo" text DEFAULT '' NOT NULL,
	"maintenance" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_maker_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_navigation_tag" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "game_navigation_tag_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "game_recent" (
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"last_played_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_recent_player_id_game_id_pk" PRIMARY KEY("player_id","game_id")
);
--> statement-breakpoint
CREATE TABLE "game_round" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"maker_code" text NOT NULL,
	"maker_round_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"game_id" integer NOT NULL,
	"game_code" text NOT NULL,
	"bet" bigint NOT NULL,
	"win" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"server_seed_hash" text NOT NULL,
	"server_seed" text,
	"client_seed" text NOT NULL,
	"nonce" integer NOT NULL,
	"wager" jsonb NOT NULL,
	"outcome" jsonb NOT NULL,
	"finished_at" timestamp with time zone NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "game_round_maker_round_unique" UNIQUE("maker_code","maker_round_id"),
	CONSTRAINT "game_round_amounts_check" CHECK ("game_round"."bet" >= 0 and "game_round"."win" >= 0 and "game_round"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "game_tag" (
	"game_id" integer NOT NULL,
	"tag_id" integer NOT NULL,
	CONSTRAINT "game_tag_game_id_tag_id_pk" PRIMARY KEY("game_id","tag_id")
);
--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_maker_id_game_maker_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."game_maker"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game" ADD CONSTRAINT "game_category_id_game_category_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."game_category"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_comment" ADD CONSTRAINT "game_comment_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_favorite" ADD CONSTRAINT "game_favorite_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_like" ADD CONSTRAINT "game_like_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_recent" ADD CONSTRAINT "game_recent_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_round" ADD CONSTRAINT "game_round_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tag" ADD CONSTRAINT "game_tag_game_id_game_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."game"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_tag" ADD CONSTRAINT "game_tag_tag_id_game_navigation_tag_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."game_navigation_tag"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_category_idx" ON "game" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "game_comment_game_idx" ON "game_comment" USING btree ("game_id","created_at") WHERE "game_comment"."parent_id" is null and "game_comment"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "game_comment_parent_idx" ON "game_comment" USING btree ("parent_id") WHERE "game_comment"."parent_id" is not null;--> statement-breakpoint
CREATE INDEX "game_favorite_game_idx" ON "game_favorite" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_like_game_idx" ON "game_like" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "game_recent_player_idx" ON "game_recent" USING btree ("player_id","last_played_at");--> statement-breakpoint
CREATE INDEX "game_round_maker_idx" ON "game_round" USING btree ("maker_code","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_round_finished_idx" ON "game_round" USING btree ("finished_at","game_id");--> statement-breakpoint
CREATE INDEX "game_round_win_idx" ON "game_round" USING btree ("win" DESC NULLS LAST,"finished_at") WHERE "game_round"."win" > 0;--> statement-breakpoint
CREATE INDEX "game_round_player_idx" ON "game_round" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "game_round_seed_hash_idx" ON "game_round" USING btree ("server_seed_hash");