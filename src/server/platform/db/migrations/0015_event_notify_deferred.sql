-- Two changes to the event-change notifications of 0006_event_change_notify (issue 14).
-- 1. A transaction may say it announces its own changes after it commits (set_config('elk.event_notify', 'app',
--    true)); its rows then NOTIFY nothing. PostgreSQL serialises the commits of every notifying transaction,
--    disk flush included, so a NOTIFY in each RSVP capped answers at the disk's flush rate. The RSVP paths
--    announce in batches instead (platform/db/eventCache.ts); every other write path still notifies here.
-- 2. Cohost links notify too: the hosts' cached event page shows the cohost link (cohosts notify since 0014).
CREATE OR REPLACE FUNCTION elk_notify_event_changed() RETURNS trigger AS $$
DECLARE
  changed_event uuid;
BEGIN
  IF current_setting('elk.event_notify', true) = 'app' THEN
    RETURN NULL;
  END IF;
  IF TG_TABLE_NAME = 'events' THEN
    changed_event := OLD.id;
  ELSIF TG_TABLE_NAME = 'answers' THEN
    SELECT q.event_id INTO changed_event FROM questions q
      WHERE q.id = (CASE WHEN TG_OP = 'DELETE' THEN OLD.question_id ELSE NEW.question_id END);
  ELSIF TG_OP = 'DELETE' THEN
    changed_event := OLD.event_id;
  ELSE
    changed_event := NEW.event_id;
  END IF;
  IF changed_event IS NOT NULL THEN
    PERFORM pg_notify('elk_event_changed', changed_event::text);
  END IF;
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('invitees', 'questions', 'cohosts', 'cohost_links') THEN
    IF OLD.event_id IS DISTINCT FROM NEW.event_id THEN
      PERFORM pg_notify('elk_event_changed', OLD.event_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER cohost_links_notify_event_changed AFTER INSERT OR UPDATE OR DELETE ON cohost_links
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
