ALTER TABLE "mandate" ALTER COLUMN "client_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "mandate" ADD COLUMN "prospect_id" text;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "additional_information" text;--> statement-breakpoint
ALTER TABLE "quote" ADD COLUMN "optin_choices" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "signature" ADD COLUMN "portal_reference" text;--> statement-breakpoint
ALTER TABLE "mandate" ADD CONSTRAINT "mandate_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "signature_portal_reference_uq" ON "signature" USING btree ("brand_id","portal_reference");