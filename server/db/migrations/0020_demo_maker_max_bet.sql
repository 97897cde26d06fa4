ALTER TABLE "demo_maker_launch_token" ADD COLUMN "max_bet" bigint;--> statement-breakpoint
ALTER TABLE "demo_maker_session" ADD COLUMN "max_bet" bigint;