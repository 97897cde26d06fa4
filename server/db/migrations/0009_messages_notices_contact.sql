CREATE TABLE "message" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"category" text NOT NULL,
	"audience" text NOT NULL,
	"player_id" bigint,
	"level" integer,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_audience_check" CHECK (("message"."audience" = 'player' and "message"."player_id" is not null and "message"."level" is null)
        or ("message"."audience" = 'level' and "message"."player_id" is null and "message"."level" is not null)
        or ("message"."audience" = 'all' and "message"."player_id" is null and "message"."level" is null)),
	CONSTRAINT "message_category_check" CHECK ("message"."category" in ('activity', 'platform', 'system'))
);
--> statement-breakpoint
CREATE TABLE "message_read" (
	"player_id" bigint NOT NULL,
	"message_id" bigint NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_read_player_id_message_id_pk" PRIMARY KEY("player_id","message_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"content" text NOT NULL,
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"phone" text NOT NULL,
	"lang" text NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"answer" text,
	"answered_by" text,
	"answered_at" timestamp with time zone,
	"message_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_state_check" CHECK ("feedback"."state" in ('open', 'answered'))
);
--> statement-breakpoint
CREATE TABLE "service_contact" (
	"id" serial PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"label" text NOT NULL,
	"value" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "notice" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_read" ADD CONSTRAINT "message_read_message_id_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."message"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_player_idx" ON "message" USING btree ("player_id","category","created_at") WHERE "message"."player_id" is not null;--> statement-breakpoint
CREATE INDEX "message_broadcast_idx" ON "message" USING btree ("audience","level","created_at") WHERE "message"."player_id" is null;--> statement-breakpoint
CREATE INDEX "feedback_state_idx" ON "feedback" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "feedback_player_idx" ON "feedback" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "notice_live_idx" ON "notice" USING btree ("created_at") WHERE "notice"."removed_at" is null;