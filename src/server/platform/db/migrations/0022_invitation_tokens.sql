CREATE TABLE "invitation_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"invitee_id" uuid NOT NULL,
	"sent_to" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "invitation_tokens" ADD CONSTRAINT "invitation_tokens_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invitation_tokens_invitee_idx" ON "invitation_tokens" USING btree ("invitee_id");--> statement-breakpoint
-- The first token of each invitation (invitees.token_hash: the invitation e-mail's, or the one a new guest's
-- browser holds) is one of its tokens too: copied now, and by a trigger whenever it is set, so the writers that
-- set it (the invitation send, an anonymous answer, elk_rsvp_new_guest) need no change.
INSERT INTO "invitation_tokens" ("token_hash", "invitee_id")
  SELECT "token_hash", "id" FROM "invitees" WHERE "token_hash" IS NOT NULL
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elk_invitation_first_token() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO invitation_tokens (token_hash, invitee_id) VALUES (NEW.token_hash, NEW.id)
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER invitees_first_token AFTER INSERT OR UPDATE OF token_hash ON invitees
  FOR EACH ROW WHEN (NEW.token_hash IS NOT NULL) EXECUTE FUNCTION elk_invitation_first_token();
