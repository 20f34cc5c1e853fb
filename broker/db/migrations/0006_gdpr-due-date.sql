ALTER TABLE "gdpr_request" ALTER COLUMN "subject" SET DATA TYPE text;--> statement-breakpoint
UPDATE "gdpr_request" SET "subject" = 'portability' WHERE "subject" = 'data_portability';--> statement-breakpoint
UPDATE "gdpr_request" SET "subject" = 'restriction' WHERE "subject" = 'restriction_of_processing';--> statement-breakpoint
DROP TYPE "public"."gdpr_subject";--> statement-breakpoint
CREATE TYPE "public"."gdpr_subject" AS ENUM('access', 'rectification', 'portability', 'erasure', 'objection', 'restriction');--> statement-breakpoint
ALTER TABLE "gdpr_request" ALTER COLUMN "subject" SET DATA TYPE "public"."gdpr_subject" USING "subject"::"public"."gdpr_subject";--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD COLUMN "due_date" date;--> statement-breakpoint
UPDATE "gdpr_request" SET "due_date" = ((("created_at" AT TIME ZONE 'Europe/Paris')::date) + interval '1 month')::date;--> statement-breakpoint
ALTER TABLE "gdpr_request" ALTER COLUMN "due_date" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD COLUMN "answered_at" timestamp with time zone;
