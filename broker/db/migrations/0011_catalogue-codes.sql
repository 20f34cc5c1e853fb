ALTER TABLE "product" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "service" ADD COLUMN "code" text;