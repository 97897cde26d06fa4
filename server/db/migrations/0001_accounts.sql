CREATE TABLE "bank_card" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bank_card_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"bank_code" text NOT NULL,
	"bank_name" text NOT NULL,
	"holder" text NOT NULL,
	"account" text NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"default_status" smallint DEFAULT 0 NOT NULL,
	"operator_code" text DEFAULT 'CUSTOM' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "online_time" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "online_time_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"unit" smallint NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "online_time_unit_check" CHECK ("online_time"."unit" between 1 and 3)
);
--> statement-breakpoint
CREATE TABLE "player" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "player_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"phone" text NOT NULL,
	"password_hash" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"realname" text DEFAULT '' NOT NULL,
	"gender" text DEFAULT 'unknown' NOT NULL,
	"birthday" date,
	"email" text DEFAULT '' NOT NULL,
	"facebook" text DEFAULT '' NOT NULL,
	"facebook_id" text,
	"avatar" text DEFAULT '' NOT NULL,
	"level" integer DEFAULT 0 NOT NULL,
	"invite_code" text NOT NULL,
	"invited_by" text,
	"failed_logins" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone,
	"previous_login_at" timestamp with time zone,
	CONSTRAINT "player_phone_unique" UNIQUE("phone"),
	CONSTRAINT "player_facebook_id_unique" UNIQUE("facebook_id"),
	CONSTRAINT "player_invite_code_unique" UNIQUE("invite_code"),
	CONSTRAINT "player_gender_check" CHECK ("player"."gender" in ('male', 'female', 'unknown', 'custom'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "session_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"player_id" bigint NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"ip" text DEFAULT '' NOT NULL,
	"user_agent" text DEFAULT '' NOT NULL,
	CONSTRAINT "session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "captcha" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"answer" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sms_code" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_code_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"purpose" text NOT NULL,
	"code_hash" text NOT NULL,
	"salt" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requester_ip" text NOT NULL,
	CONSTRAINT "sms_code_purpose_check" CHECK ("sms_code"."purpose" in ('register', 'login', 'reset', 'bind'))
);
--> statement-breakpoint
CREATE TABLE "sms_outbox" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"phone" text NOT NULL,
	"code" text NOT NULL,
	"purpose" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "supported_bank" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_level" (
	"level" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"required_deposit" bigint DEFAULT 0 NOT NULL,
	"required_bet" bigint DEFAULT 0 NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bank_card" ADD CONSTRAINT "bank_card_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "online_time" ADD CONSTRAINT "online_time_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_player_id_player_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."player"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_card_player_idx" ON "bank_card" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "online_time_player_idx" ON "online_time" USING btree ("player_id","recorded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "player_username_unique" ON "player" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "session_player_idx" ON "session" USING btree ("player_id");--> statement-breakpoint
CREATE INDEX "captcha_expires_idx" ON "captcha" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "sms_code_phone_idx" ON "sms_code" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "sms_code_ip_idx" ON "sms_code" USING btree ("requester_ip","created_at");--> statement-breakpoint
CREATE INDEX "sms_outbox_phone_idx" ON "sms_outbox" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "supported_bank_country_idx" ON "supported_bank" USING btree ("country","sort");