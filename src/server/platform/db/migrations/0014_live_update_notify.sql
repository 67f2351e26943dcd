-- Live updates (platform/live): what else changes says so, beside 0006's elk_event_changed. Payloads carry ids
-- only; each app instance's one LISTEN connection fans them out to the open subscriptions. PostgreSQL sends one
-- notification per distinct channel and payload per transaction, so bulk writes stay one notification each.
--   elk_event_changed         <event id>              now also when the party's cohosts or album photos change
--   elk_event_access_changed  <event id>              who may act for the party changed (cohosts, organizer,
--                                                     the party deleted): host-only streams check again
--   elk_message_changed       <event id>:<message id> a message stored, changed or removed
--   elk_drafts_changed        <user id>:<draft id>    one of the user's drafts saved or deleted
--   elk_user_events_changed   <user id>               the parties on the user's /events list changed (organized,
--                                                     co-hosted, invited to or hidden); changes to the parties
--                                                     themselves come on elk_event_changed
CREATE TRIGGER cohosts_notify_event_changed AFTER INSERT OR UPDATE OR DELETE ON cohosts
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
--> statement-breakpoint
-- A photo added to or removed from the album: open party pages read their album preview again.
CREATE TRIGGER album_photos_notify_event_changed AFTER INSERT OR DELETE ON album_photos
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elk_notify_event_access_changed() RETURNS trigger AS $$
DECLARE
  changed_event uuid;
BEGIN
  -- Separate statements, not one CASE: a record's missing field is an error even in a branch not taken.
  IF TG_TABLE_NAME = 'events' THEN
    changed_event := OLD.id;
  ELSIF TG_OP = 'DELETE' THEN
    changed_event := OLD.event_id;
  ELSE
    changed_event := NEW.event_id;
  END IF;
  PERFORM pg_notify('elk_event_access_changed', changed_event::text);
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cohosts_notify_access_changed AFTER INSERT OR UPDATE OR DELETE ON cohosts
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_access_changed();
--> statement-breakpoint
CREATE TRIGGER events_notify_access_deleted AFTER DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_access_changed();
--> statement-breakpoint
CREATE TRIGGER events_notify_access_organizer AFTER UPDATE ON events
  FOR EACH ROW WHEN (OLD.organizer_id IS DISTINCT FROM NEW.organizer_id)
  EXECUTE FUNCTION elk_notify_event_access_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elk_notify_message_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('elk_message_changed', OLD.event_id::text || ':' || OLD.id::text);
  ELSE
    PERFORM pg_notify('elk_message_changed', NEW.event_id::text || ':' || NEW.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER messages_notify_changed AFTER INSERT OR UPDATE OR DELETE ON messages
  FOR EACH ROW EXECUTE FUNCTION elk_notify_message_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elk_notify_drafts_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM pg_notify('elk_drafts_changed', OLD.user_id::text || ':' || OLD.id::text);
  ELSE
    PERFORM pg_notify('elk_drafts_changed', NEW.user_id::text || ':' || NEW.id::text);
    IF TG_OP = 'UPDATE' AND OLD.user_id IS DISTINCT FROM NEW.user_id THEN
      PERFORM pg_notify('elk_drafts_changed', OLD.user_id::text || ':' || OLD.id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER drafts_notify_changed AFTER INSERT OR UPDATE OR DELETE ON drafts
  FOR EACH ROW EXECUTE FUNCTION elk_notify_drafts_changed();
--> statement-breakpoint
-- Whose list changed: the row's user before and after (organizer_id on events, user_id elsewhere).
CREATE OR REPLACE FUNCTION elk_notify_user_events_changed() RETURNS trigger AS $$
DECLARE
  before_user uuid;
  after_user uuid;
BEGIN
  IF TG_TABLE_NAME = 'events' THEN
    IF TG_OP <> 'INSERT' THEN before_user := OLD.organizer_id; END IF;
    IF TG_OP <> 'DELETE' THEN after_user := NEW.organizer_id; END IF;
  ELSE
    IF TG_OP <> 'INSERT' THEN before_user := OLD.user_id; END IF;
    IF TG_OP <> 'DELETE' THEN after_user := NEW.user_id; END IF;
  END IF;
  IF before_user IS NOT NULL THEN
    PERFORM pg_notify('elk_user_events_changed', before_user::text);
  END IF;
  IF after_user IS NOT NULL AND after_user IS DISTINCT FROM before_user THEN
    PERFORM pg_notify('elk_user_events_changed', after_user::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER events_notify_user_events_insert AFTER INSERT ON events
  FOR EACH ROW WHEN (NEW.organizer_id IS NOT NULL)
  EXECUTE FUNCTION elk_notify_user_events_changed();
--> statement-breakpoint
CREATE TRIGGER events_notify_user_events_update AFTER UPDATE ON events
  FOR EACH ROW WHEN (OLD.organizer_id IS DISTINCT FROM NEW.organizer_id)
  EXECUTE FUNCTION elk_notify_user_events_changed();
--> statement-breakpoint
-- Guests without an account (most RSVPs, every imported row) have no list: their writes call nothing here.
CREATE TRIGGER invitees_notify_user_events_insert AFTER INSERT ON invitees
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL)
  EXECUTE FUNCTION elk_notify_user_events_changed();
--> statement-breakpoint
CREATE TRIGGER invitees_notify_user_events_update AFTER UPDATE ON invitees
  FOR EACH ROW WHEN (
    OLD.user_id IS DISTINCT FROM NEW.user_id
    OR (OLD.rsvp_status = 'HIDDEN') IS DISTINCT FROM (NEW.rsvp_status = 'HIDDEN')
  )
  EXECUTE FUNCTION elk_notify_user_events_changed();
--> statement-breakpoint
CREATE TRIGGER invitees_notify_user_events_delete AFTER DELETE ON invitees
  FOR EACH ROW WHEN (OLD.user_id IS NOT NULL)
  EXECUTE FUNCTION elk_notify_user_events_changed();
--> statement-breakpoint
CREATE TRIGGER cohosts_notify_user_events AFTER INSERT OR UPDATE OR DELETE ON cohosts
  FOR EACH ROW EXECUTE FUNCTION elk_notify_user_events_changed();
