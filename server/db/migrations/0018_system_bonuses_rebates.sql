CREATE TABLE "level_bonus_setting" (
	"level" integer PRIMARY KEY NOT NULL,
	"monthly" bigint DEFAULT 0 NOT NULL,
	"birthday" bigint DEFAULT 0 NOT NULL,
	"upgrade" bigint DEFAULT 0 NOT NULL,
	"deposit_basis_points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "level_bonus_setting_amounts_check" CHECK ("level_bonus_setting"."monthly" >= 0 and "level_bonus_setting"."birthday" >= 0 and "level_bonus_setting"."upgrade" >= 0),
	CONSTRAINT "level_bonus_setting_deposit_check" CHECK ("level_bonus_setting"."deposit_basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "rebate" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"day" date NOT NULL,
	"category" text NOT NULL,
	"turnover" bigint NOT NULL,
	"basis_points" integer NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"issued_at" timestamp with time zone,
	CONSTRAINT "rebate_player_day_category_unique" UNIQUE("player_id","day","category"),
	CONSTRAINT "rebate_amount_check" CHECK ("rebate"."amount" > 0 and "rebate"."turnover" >= 0),
	CONSTRAINT "rebate_state_check" CHECK ("rebate"."state" in ('claim', 'issued'))
);
--> statement-breakpoint
CREATE TABLE "rebate_rate" (
	"level" integer NOT NULL,
	"category" text NOT NULL,
	"basis_points" integer NOT NULL,
	CONSTRAINT "rebate_rate_pk" PRIMARY KEY("level","category"),
	CONSTRAINT "rebate_rate_category_check" CHECK ("rebate_rate"."category" in ('slots', 'poker', 'table', 'fishing', 'sports')),
	CONSTRAINT "rebate_rate_basis_points_check" CHECK ("rebate_rate"."basis_points" between 0 and 10000)
);
--> statement-breakpoint
CREATE TABLE "system_bonus" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text NOT NULL,
	"level" integer,
	"note" text DEFAULT '' NOT NULL,
	"grant_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	CONSTRAINT "system_bonus_grant_unique" UNIQUE("player_id","grant_key"),
	CONSTRAINT "system_bonus_amount_check" CHECK ("system_bonus"."amount" > 0),
	CONSTRAINT "system_bonus_kind_check" CHECK ("system_bonus"."kind" in ('monthly', 'birthday', 'upgrade', 'deposit', 'system')),
	CONSTRAINT "system_bonus_state_check" CHECK ("system_bonus"."state" in ('pending', 'claimed', 'expired', 'issued'))
);
--> statement-breakpoint
CREATE INDEX "rebate_player_idx" ON "rebate" USING btree ("player_id","day" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_bonus_player_idx" ON "system_bonus" USING btree ("player_id","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "system_bonus_pending_idx" ON "system_bonus" USING btree ("expires_at") WHERE "system_bonus"."state" = 'pending';