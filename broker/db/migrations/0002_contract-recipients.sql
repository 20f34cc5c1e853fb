CREATE TABLE "contract_recipient" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"relationship" text NOT NULL,
	"birth_date" date,
	"covered_from" date,
	"covered_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "contract_recipient" ADD CONSTRAINT "contract_recipient_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_recipient" ADD CONSTRAINT "contract_recipient_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_recipient" ADD CONSTRAINT "contract_recipient_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contract_recipient_contract_idx" ON "contract_recipient" USING btree ("brand_id","client_id","contract_id");