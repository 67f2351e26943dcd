CREATE TABLE "closed_walls" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"closed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_followers" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"author_invitee_id" uuid,
	"author_user_id" uuid,
	"author_name" text NOT NULL,
	"author_photo_url" text,
	"by_host" boolean DEFAULT false NOT NULL,
	"text" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wall_reactions" (
	"post_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"reactor" text NOT NULL,
	"reaction" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wall_reactions_post_id_reactor_reaction_pk" PRIMARY KEY("post_id","reactor","reaction")
);
--> statement-breakpoint
ALTER TABLE "party_notices" ADD COLUMN "wall_told_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "closed_walls" ADD CONSTRAINT "closed_walls_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closed_walls" ADD CONSTRAINT "closed_walls_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_followers" ADD CONSTRAINT "wall_followers_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_author_invitee_id_invitees_id_fk" FOREIGN KEY ("author_invitee_id") REFERENCES "public"."invitees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_posts" ADD CONSTRAINT "wall_posts_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wall_reactions" ADD CONSTRAINT "wall_reactions_post_id_wall_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."wall_posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "wall_posts_event_time" ON "wall_posts" USING btree ("event_id","created_at");--> statement-breakpoint
-- Live updates of the wall (platform/live): elk_wall_changed <event id>:<post id> when a post is written, hidden
-- or deleted and when its reactions change; <event id>:<event id> when the hosts turn the wall off or on.
CREATE OR REPLACE FUNCTION elk_notify_wall_changed() RETURNS trigger AS $$
DECLARE
  changed_event uuid;
  changed_row uuid;
BEGIN
  -- Separate statements, not one CASE: a record's missing field is an error even in a branch not taken.
  IF TG_OP = 'DELETE' THEN
    changed_event := OLD.event_id;
  ELSE
    changed_event := NEW.event_id;
  END IF;
  IF TG_TABLE_NAME = 'wall_posts' THEN
    IF TG_OP = 'DELETE' THEN changed_row := OLD.id; ELSE changed_row := NEW.id; END IF;
  ELSIF TG_TABLE_NAME = 'wall_reactions' THEN
    IF TG_OP = 'DELETE' THEN changed_row := OLD.post_id; ELSE changed_row := NEW.post_id; END IF;
  ELSE
    changed_row := changed_event;
  END IF;
  PERFORM pg_notify('elk_wall_changed', changed_event::text || ':' || changed_row::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER wall_posts_notify_changed AFTER INSERT OR UPDATE OR DELETE ON wall_posts
  FOR EACH ROW EXECUTE FUNCTION elk_notify_wall_changed();
--> statement-breakpoint
CREATE TRIGGER wall_reactions_notify_changed AFTER INSERT OR DELETE ON wall_reactions
  FOR EACH ROW EXECUTE FUNCTION elk_notify_wall_changed();
--> statement-breakpoint
CREATE TRIGGER closed_walls_notify_changed AFTER INSERT OR DELETE ON closed_walls
  FOR EACH ROW EXECUTE FUNCTION elk_notify_wall_changed();
