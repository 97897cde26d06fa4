-- The seamless-wallet callbacks' own tables (docs/seamless-wallet.md): each money call of a seamless
-- maker by its transaction id with its first answer, and each debit it named as it stands.
CREATE TABLE "seamless_debit" (
	"maker_code" text NOT NULL,
	"debit_transaction_id" text NOT NULL,
	"player_id" bigint NOT NULL,
	"session_id" bigint NOT NULL,
	"round_id" text NOT NULL,
	"game_code" text,
	"amount" bigint,
	"promotion_record_id" bigint,
	"state" text NOT NULL,
	"settled_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "seamless_debit_pkey" PRIMARY KEY("maker_code","debit_transaction_id"),
	CONSTRAINT "seamless_debit_state_check" CHECK ("seamless_debit"."state" in ('open', 'credited', 'rolledBack')),
	CONSTRAINT "seamless_debit_amount_check" CHECK ("seamless_debit"."amount" is null or "seamless_debit"."amount" > 0),
	CONSTRAINT "seamless_debit_settled_check" CHECK (("seamless_debit"."state" = 'open') = ("seamless_debit"."settled_by" is null))
);
--> statement-breakpoint
CREATE TABLE "seamless_transaction" (
	"maker_code" text NOT NULL,
	"transaction_id" text NOT NULL,
	"call" text NOT NULL,
	"fingerprint" text NOT NULL,
	"player_id" bigint NOT NULL,
	"status" text DEFAULT '' NOT NULL,
	"answer" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seamless_transaction_pkey" PRIMARY KEY("maker_code","transaction_id"),
	CONSTRAINT "seamless_transaction_call_check" CHECK ("seamless_transaction"."call" in ('debit', 'credit', 'rollback'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "seamless_debit_round_unique" ON "seamless_debit" USING btree ("maker_code","round_id");--> statement-breakpoint
CREATE INDEX "seamless_debit_player_idx" ON "seamless_debit" USING btree ("player_id","created_at");