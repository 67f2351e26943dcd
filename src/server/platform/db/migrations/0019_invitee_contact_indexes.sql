DROP INDEX "invitees_event_idx";--> statement-breakpoint
CREATE INDEX "invitees_event_phone_idx" ON "invitees" USING btree ("event_id","phone") WHERE "invitees"."phone" is not null;