-- Every change to an event, its guests, questions or answers says so on channel elk_event_changed, with the
-- event id as the only payload (platform/db/notifications.ts listens; the events feature drops its cached
-- page). Triggers cover every write path and every app instance; PostgreSQL sends one notification per
-- distinct payload per transaction, so a bulk import of 10,000 guests sends one.
CREATE OR REPLACE FUNCTION elk_notify_event_changed() RETURNS trigger AS $$
DECLARE
  changed_event uuid;
BEGIN
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
  IF TG_OP = 'UPDATE' AND TG_TABLE_NAME IN ('invitees', 'questions') THEN
    IF OLD.event_id IS DISTINCT FROM NEW.event_id THEN
      PERFORM pg_notify('elk_event_changed', OLD.event_id::text);
    END IF;
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER invitees_notify_event_changed AFTER INSERT OR UPDATE OR DELETE ON invitees
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
--> statement-breakpoint
CREATE TRIGGER questions_notify_event_changed AFTER INSERT OR UPDATE OR DELETE ON questions
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
--> statement-breakpoint
CREATE TRIGGER answers_notify_event_changed AFTER INSERT OR UPDATE OR DELETE ON answers
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
--> statement-breakpoint
CREATE TRIGGER events_notify_event_changed AFTER UPDATE OR DELETE ON events
  FOR EACH ROW EXECUTE FUNCTION elk_notify_event_changed();
