CREATE TABLE "deposit_order" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "deposit_order_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"order_no" text NOT NULL,
	"player_id" bigint NOT NULL,
	"source" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee" bigint DEFAULT 0 NOT NULL,
	"state" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"channel_id" integer,
	"bank_code" text,
	"pay_url" text,
	"end_time" timestamp with time zone,
	"gateway_reference" text,
	"payee_account_id" integer,
	"payer_account" text,
	"deposit_time" timestamp with time zone,
	"receipt_url" text,
	"operator" text,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "deposit_order_amount_check" CHECK ("deposit_order"."amount" > 0 and "deposit_order"."fee" >= 0),
	CONSTRAINT "deposit_order_source_check" CHECK ("deposit_order"."source" in ('auto', 'manual')),
	CONSTRAINT "deposit_order_state_check" CHECK ("deposit_order"."state" in ('pendingReview', 'failed', 'pendingPayment', 'done'))
);
--> statement-breakpoint
CREATE TABLE "pay_channel" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_channel_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"method_id" integer NOT NULL,
	"name" text NOT NULL,
	"channel" text NOT NULL,
	"gateway" text NOT NULL,
	"min_amount" bigint NOT NULL,
	"max_amount" bigint NOT NULL,
	"daily_times" integer,
	"fee_basis_points" integer DEFAULT 0 NOT NULL,
	"quick_amounts" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"needs_bank" boolean DEFAULT false NOT NULL,
	"pay_minutes" integer DEFAULT 15 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "pay_channel_limits_check" CHECK ("pay_channel"."min_amount" > 0 and "pay_channel"."max_amount" >= "pay_channel"."min_amount"),
	CONSTRAINT "pay_channel_daily_times_check" CHECK ("pay_channel"."daily_times" is null or "pay_channel"."daily_times" >= 0),
	CONSTRAINT "pay_channel_fee_check" CHECK ("pay_channel"."fee_basis_points" between 0 and 10000),
	CONSTRAINT "pay_channel_pay_minutes_check" CHECK ("pay_channel"."pay_minutes" between 1 and 1440)
);
--> statement-breakpoint
CREATE TABLE "pay_channel_bank" (
	"channel_id" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_method" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "pay_method_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"operator_code" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payee_account" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payee_account_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"country" text NOT NULL,
	"bank_name" text NOT NULL,
	"account_name" text NOT NULL,
	"account_number" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_change_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_change_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"actor" text NOT NULL,
	"change" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "upload" (
	"name" text PRIMARY KEY NOT NULL,
	"player_id" bigint NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pay_channel" ADD CONSTRAINT "pay_channel_method_id_pay_method_id_fk" FOREIGN KEY ("method_id") REFERENCES "public"."pay_method"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_channel_bank" ADD CONSTRAINT "pay_channel_bank_channel_id_pay_channel_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."pay_channel"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deposit_order_order_no_unique" ON "deposit_order" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "deposit_order_player_idx" ON "deposit_order" USING btree ("player_id","created_at");--> statement-breakpoint
CREATE INDEX "deposit_order_pending_idx" ON "deposit_order" USING btree ("state","end_time");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_channel_channel_unique" ON "pay_channel" USING btree ("channel");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_channel_bank_unique" ON "pay_channel_bank" USING btree ("channel_id","bank_code");--> statement-breakpoint
CREATE INDEX "upload_player_idx" ON "upload" USING btree ("player_id");