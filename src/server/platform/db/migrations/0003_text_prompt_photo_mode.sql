ALTER TABLE "invitees" ADD COLUMN "photo_upload_mode" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "text_permission_asked_at" timestamp with time zone;