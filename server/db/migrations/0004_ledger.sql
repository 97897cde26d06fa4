CREATE TABLE "ledger_account" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"player_id" bigint,
	"purpose" text NOT NULL,
	"maker" text DEFAULT '' NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_account_key_unique" UNIQUE("key"),
	CONSTRAINT "ledger_account_player_balance_check" CHECK ("ledger_account"."player_id" is null or "ledger_account"."balance" >= 0),
	CONSTRAINT "ledger_account_purpose_check" CHECK (("ledger_account"."player_id" is not null and "ledger_account"."purpose" in ('wallet', 'promotion', 'withdrawalHold', 'game')) or ("ledger_account"."player_id" is null and "ledger_account"."purpose" in ('cashIn', 'cashOut', 'adjustments', 'games')))
);
--> statement-breakpoint
CREATE TABLE "ledger_entry" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_entry_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transfer_id" bigint NOT NULL,
	"account_id" bigint NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	CONSTRAINT "ledger_entry_amount_check" CHECK ("ledger_entry"."amount" <> 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_transfer" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "ledger_transfer_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"reference" text NOT NULL,
	"memo" text DEFAULT '' NOT NULL,
	"actor" text NOT NULL,
	"player_id" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_transfer_reference_unique" UNIQUE("reference"),
	CONSTRAINT "ledger_transfer_kind_check" CHECK ("ledger_transfer"."kind" in ('deposit', 'withdraw', 'toGameMaker', 'outOfGameMaker', 'toPromotion', 'promotionSettlement', 'adjustment'))
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"player_id" bigint NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"fingerprint" text NOT NULL,
	"reply" jsonb DEFAULT 'null'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_key_pk" PRIMARY KEY("player_id","key")
);
--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_transfer_id_ledger_transfer_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfer"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entry" ADD CONSTRAINT "ledger_entry_account_id_ledger_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."ledger_account"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_account_player_idx" ON "ledger_account" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_transfer_idx" ON "ledger_entry" USING btree ("transfer_id");--> statement-breakpoint
CREATE INDEX "ledger_entry_account_idx" ON "ledger_entry" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "ledger_transfer_player_created_idx" ON "ledger_transfer" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "idempotency_key_created_idx" ON "idempotency_key" USING btree ("created_at");