CREATE TABLE "album_photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"uploader_user_id" uuid,
	"uploader_invitee_id" uuid,
	"fullsize_url" text NOT NULL,
	"thumbnail_url" text NOT NULL,
	"fullsize_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "albums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "default_photo_upload_mode" text;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_uploader_user_id_users_id_fk" FOREIGN KEY ("uploader_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "album_photos" ADD CONSTRAINT "album_photos_uploader_invitee_id_invitees_id_fk" FOREIGN KEY ("uploader_invitee_id") REFERENCES "public"."invitees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "album_photos_event_idx" ON "album_photos" USING btree ("event_id","created_at");--> statement-breakpoint
CREATE INDEX "album_photos_uploader_idx" ON "album_photos" USING btree ("uploader_user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "albums_event_key" ON "albums" USING btree ("event_id");--> statement-breakpoint
CREATE UNIQUE INDEX "albums_code_key" ON "albums" USING btree ("code");