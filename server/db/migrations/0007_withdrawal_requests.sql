CREATE TABLE "withdrawal_request" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "withdrawal_request_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"player_id" bigint NOT NULL,
	"bank_card_id" bigint,
	"bank_name" text NOT NULL,
	"holder" text NOT NULL,
	"account" text NOT NULL,
	"amount" bigint NOT NULL,
	"state" text DEFAULT 'pendingReview' NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	"review_note" text DEFAULT '' NOT NULL,
	CONSTRAINT "withdrawal_request_order_no_unique" UNIQUE("order_no"),
	CONSTRAINT "withdrawal_request_amount_positive" CHECK ("withdrawal_request"."amount" > 0),
	CONSTRAINT "withdrawal_request_state_check" CHECK ("withdrawal_request"."state" in ('pendingReview', 'failed', 'pendingPayment', 'done')),
	CONSTRAINT "withdrawal_request_review_check" CHECK (("withdrawal_request"."state" = 'pendingReview') = ("withdrawal_request"."reviewed_by" is null))
);
--> statement-breakpoint
CREATE INDEX "withdrawal_request_player_idx" ON "withdrawal_request" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawal_request_state_idx" ON "withdrawal_request" USING btree ("state","created_at");