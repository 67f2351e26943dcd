-- A guest's song request (an answer carrying a song), or a party getting a new playlist, says so on channel
-- elk_song_requested with the event id: the music feature queues one sync job per party (pg-boss singleton),
-- which adds the party's requested songs to its playlist. Fires only for song answers, never for other RSVPs.
CREATE OR REPLACE FUNCTION elk_notify_song_requested() RETURNS trigger AS $$
DECLARE
  requested_event uuid;
BEGIN
  IF TG_TABLE_NAME = 'events' THEN
    requested_event := NEW.id;
  ELSE
    SELECT q.event_id INTO requested_event FROM questions q WHERE q.id = NEW.question_id;
  END IF;
  IF requested_event IS NOT NULL THEN
    PERFORM pg_notify('elk_song_requested', requested_event::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER answers_notify_song_requested AFTER INSERT OR UPDATE OF song ON answers
  FOR EACH ROW WHEN (NEW.song IS NOT NULL) EXECUTE FUNCTION elk_notify_song_requested();
--> statement-breakpoint
CREATE TRIGGER events_notify_playlist_set AFTER UPDATE OF playlist_id ON events
  FOR EACH ROW WHEN (NEW.playlist_id IS NOT NULL AND NEW.playlist_id IS DISTINCT FROM OLD.playlist_id)
  EXECUTE FUNCTION elk_notify_song_requested();
