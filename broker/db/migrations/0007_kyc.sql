CREATE TABLE "dynamic_form_step" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"prospect_id" text,
	"owner_id" text NOT NULL,
	"form" text NOT NULL,
	"step" text NOT NULL,
	"answers" jsonb NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dynamic_form_step" ADD CONSTRAINT "dynamic_form_step_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_form_step" ADD CONSTRAINT "dynamic_form_step_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dynamic_form_step" ADD CONSTRAINT "dynamic_form_step_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dynamic_form_step_owner_uq" ON "dynamic_form_step" USING btree ("brand_id","owner_id","form","step");