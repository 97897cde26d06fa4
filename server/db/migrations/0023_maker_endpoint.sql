CREATE TABLE "maker_endpoint" (
	"maker_code" text NOT NULL,
	"api_origin" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "maker_endpoint_unique" ON "maker_endpoint" USING btree ("maker_code","api_origin");