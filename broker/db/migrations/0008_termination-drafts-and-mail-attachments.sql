ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb;--> statement-breakpoint
ALTER TABLE "termination_request" ADD COLUMN "submitted_at" timestamp with time zone;