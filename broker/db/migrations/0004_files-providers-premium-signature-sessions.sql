ALTER TYPE "public"."payment_status" ADD VALUE 'canceled';--> statement-breakpoint
CREATE TABLE "file_blob" (
	"key" text PRIMARY KEY NOT NULL,
	"mime" text NOT NULL,
	"original_name" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_record" (
	"kind" text NOT NULL,
	"key" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer NOT NULL,
	"forget_after" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "provider_record_kind_key_pk" PRIMARY KEY("kind","key")
);
--> statement-breakpoint
DROP TABLE "signature_session" CASCADE;--> statement-breakpoint
ALTER TABLE "contract" ADD COLUMN "annual_premium" numeric(12, 2);--> statement-breakpoint
CREATE INDEX "provider_record_forget_idx" ON "provider_record" USING btree ("forget_after");