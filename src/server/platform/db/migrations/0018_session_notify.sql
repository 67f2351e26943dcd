-- What a signed-in call reads about its caller (platform/auth/sessionCache.ts caches it per app instance) says
-- when it changes, on channel elk_session_changed:
--   <session id>   the session row was updated (renewed, moved to another user) or deleted (logout, expiry,
--                  the user deleted or merged away: the foreign key's cascade fires this trigger too)
--   user:<user id> the user row was updated (name, photo, permissions…) or deleted
--   *              sessions or users were truncated: every instance forgets every session
-- The session id is the token's SHA-256, never the token. Inserts need no word: nothing is cached for a
-- session or user that does not exist.
CREATE OR REPLACE FUNCTION elk_notify_session_changed() RETURNS trigger AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM pg_notify('elk_session_changed', '*');
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('elk_session_changed', OLD.id);
  ELSE
    PERFORM pg_notify('elk_session_changed', 'user:' || OLD.id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER sessions_notify_session_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION elk_notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_session_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION elk_notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_session_truncated AFTER TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION elk_notify_session_changed();
--> statement-breakpoint
CREATE TRIGGER users_notify_session_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION elk_notify_session_changed();
