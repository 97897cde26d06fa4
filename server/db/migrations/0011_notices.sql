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
CREATE INDEX "notice_live_idx" ON "notice" USING btree ("created_at") WHERE "notice"."removed_at" is null;