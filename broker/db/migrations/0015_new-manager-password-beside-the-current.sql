ALTER TABLE "account" ADD COLUMN "new_manager_password_hash" text;--> statement-breakpoint
ALTER TABLE "account" ADD COLUMN "new_manager_password_expires_at" timestamp with time zone;