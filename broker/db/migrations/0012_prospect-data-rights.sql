ALTER TABLE "gdpr_request" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD COLUMN "prospect_id" text;--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD CONSTRAINT "gdpr_request_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "gdpr_request_prospect_idx" ON "gdpr_request" USING btree ("brand_id","prospect_id");--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD CONSTRAINT "gdpr_request_one_owner" CHECK (("gdpr_request"."client_id" is null) <> ("gdpr_request"."prospect_id" is null));