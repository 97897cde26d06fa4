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
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX "feedback_state_idx" ON "feedback" USING btree ("state","id");--> statement-breakpoint
CREATE INDEX "feedback_player_idx" ON "feedback" USING btree ("player_id");