ALTER TABLE "bank_card" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "operator_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_card" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_card_one_default" ON "bank_card" USING btree ("player_id") WHERE "bank_card"."default_status" = 1;--> statement-breakpoint
ALTER TABLE "bank_card" ADD CONSTRAINT "bank_card_default_status_check" CHECK ("bank_card"."default_status" in (0, 1));