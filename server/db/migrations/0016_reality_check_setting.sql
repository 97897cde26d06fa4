CREATE TABLE "reality_check_setting" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"interval_minutes" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reality_check_setting_interval_check" CHECK ("reality_check_setting"."interval_minutes" is null or "reality_check_setting"."interval_minutes" in (15, 30, 60))
);
