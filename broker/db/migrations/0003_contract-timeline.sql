CREATE TYPE "public"."timeline_code" AS ENUM('timeline.contract-start', 'timeline.anniversary', 'timeline.premium-review', 'timeline.notice-deadline', 'timeline.formal-notice', 'timeline.termination');--> statement-breakpoint
CREATE TABLE "timeline_entry" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"year" integer NOT NULL,
	"description_code" timeline_code NOT NULL,
	"document_name" text,
	"document_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "timeline_entry" ADD CONSTRAINT "timeline_entry_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entry" ADD CONSTRAINT "timeline_entry_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entry" ADD CONSTRAINT "timeline_entry_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timeline_entry" ADD CONSTRAINT "timeline_entry_document_id_document_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."document"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timeline_entry_contract_idx" ON "timeline_entry" USING btree ("brand_id","client_id","contract_id");