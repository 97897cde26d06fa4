CREATE TABLE "player_safety" (
	"player_id" bigint PRIMARY KEY NOT NULL,
	"day_limit" bigint,
	"week_limit" bigint,
	"month_limit" bigint,
	"day_pending" bigint,
	"day_pending_at" timestamp with time zone,
	"week_pending" bigint,
	"week_pending_at" timestamp with time zone,
	"month_pending" bigint,
	"month_pending_at" timestamp with time zone,
	"break_kind" text,
	"break_started_at" timestamp with time zone,
	"break_until" timestamp with time zone,
	"lift_requested_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "player_safety_limits_positive" CHECK (coalesce("player_safety"."day_limit", 1) > 0 and coalesce("player_safety"."week_limit", 1) > 0 and coalesce("player_safety"."month_limit", 1) > 0),
	CONSTRAINT "player_safety_break_kind" CHECK ("player_safety"."break_kind" is null or "player_safety"."break_kind" in ('timeOut', 'selfExclusion'))
);
