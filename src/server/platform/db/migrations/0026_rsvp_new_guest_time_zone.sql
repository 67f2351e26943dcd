-- The guest's own time zone (issue 43, migration 0025) goes in with a new guest's first answer: elk_rsvp_new_guest
-- (0020) and elk_rsvp_new_guests (0021) as they were, with p_time_zone / time_zone beside the photo upload mode,
-- so the answer stays one statement (it was set by an UPDATE of its own after the insert). The old signature
-- is dropped: a call with its 21 arguments would otherwise still find it.
DROP FUNCTION IF EXISTS elk_rsvp_new_guest(uuid, text[], text[], timestamptz, integer, boolean, text, text, text,
  text, integer, text, text, text, text, boolean, text, timestamptz, timestamptz, jsonb, uuid);
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elk_rsvp_new_guest(
  p_event_id uuid,
  p_contact_keys text[],
  p_limit_keys text[],
  p_window_start timestamptz,
  p_max_hits integer,
  p_insert boolean,
  p_name text,
  p_email text,
  p_phone text,
  p_rsvp_status text,
  p_additional_guest_count integer,
  p_rsvp_message text,
  p_waitlist_status text,
  p_notification_preference text,
  p_token_hash text,
  p_text_permission_granted boolean,
  p_photo_upload_mode text,
  p_time_zone text,
  p_now timestamptz,
  p_responded_at timestamptz,
  p_answers jsonb,
  p_id uuid
) RETURNS TABLE (
  r_hits integer,
  r_taken boolean,
  r_id uuid,
  r_email text,
  r_phone text,
  r_rsvp_status text,
  r_waitlist_status text
) LANGUAGE plpgsql VOLATILE AS $$
BEGIN
  PERFORM set_config('elk.event_notify', 'app', true);
  PERFORM pg_advisory_xact_lock(hashtext(p_event_id::text || ':' || k))
    FROM unnest(p_contact_keys) AS k ORDER BY k;
  WITH counted AS (
    INSERT INTO rate_limit_hits AS h (key, window_start, count)
      SELECT k, p_window_start, 1 FROM unnest(p_limit_keys) AS k ORDER BY k
      ON CONFLICT (key, window_start) DO UPDATE SET count = h.count + 1
      RETURNING h.count
  )
  SELECT coalesce(max(count), 0) INTO r_hits FROM counted;
  r_taken := p_email IS NOT NULL AND EXISTS (
    SELECT 1 FROM invitees i WHERE i.event_id = p_event_id AND i.email = p_email);
  IF NOT r_taken AND p_phone IS NOT NULL THEN
    r_taken := EXISTS (SELECT 1 FROM invitees i WHERE i.event_id = p_event_id AND i.phone = p_phone);
  END IF;
  IF r_taken OR r_hits > p_max_hits OR NOT p_insert THEN
    RETURN NEXT;
    RETURN;
  END IF;
  INSERT INTO invitees AS i (id, event_id, name, email, phone, role, rsvp_status, additional_guest_count,
      rsvp_message, waitlist_status, notification_preference, token_hash, text_permission_granted,
      photo_upload_mode, time_zone, seen_at, responded_at, updated_at)
    VALUES (p_id, p_event_id, p_name, p_email, p_phone, NULL, p_rsvp_status, p_additional_guest_count,
      p_rsvp_message, p_waitlist_status, p_notification_preference, p_token_hash, p_text_permission_granted,
      p_photo_upload_mode, p_time_zone, p_now, p_responded_at, p_now)
    RETURNING i.id, i.email, i.phone, i.rsvp_status, i.waitlist_status
    INTO r_id, r_email, r_phone, r_rsvp_status, r_waitlist_status;
  INSERT INTO answers (invitee_id, question_id, text, is_yes, song, updated_at)
    SELECT r_id, (a ->> 'questionUuid')::uuid, a ->> 'text', (a ->> 'isYes')::boolean,
        nullif(a -> 'song', 'null'::jsonb), p_now
      FROM jsonb_array_elements(p_answers) AS a;
  RETURN NEXT;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION elk_rsvp_new_guests(p_batch jsonb)
RETURNS TABLE (
  r_ord integer,
  r_hits integer,
  r_taken boolean,
  r_id uuid,
  r_email text,
  r_phone text,
  r_rsvp_status text,
  r_waitlist_status text
) LANGUAGE plpgsql VOLATILE AS $$
DECLARE
  g record;
  i integer := 0;
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext(l.event_id::text || ':' || l.k))
    FROM (SELECT DISTINCT b.event_id, k
      FROM jsonb_to_recordset(p_batch) AS b(event_id uuid, contact_keys text[]), unnest(b.contact_keys) AS k) AS l
    ORDER BY l.event_id, l.k;
  FOR g IN SELECT * FROM jsonb_to_recordset(p_batch) AS b(
      event_id uuid, contact_keys text[], limit_keys text[], window_start timestamptz, max_hits integer,
      do_insert boolean, name text, email text, phone text, rsvp_status text, additional_guest_count integer,
      rsvp_message text, waitlist_status text, notification_preference text, token_hash text,
      text_permission_granted boolean, photo_upload_mode text, time_zone text, now timestamptz, responded_at timestamptz,
      answers jsonb, id uuid)
  LOOP
    RETURN QUERY SELECT i, f.r_hits, f.r_taken, f.r_id, f.r_email, f.r_phone, f.r_rsvp_status, f.r_waitlist_status
      FROM elk_rsvp_new_guest(g.event_id, g.contact_keys, g.limit_keys, g.window_start, g.max_hits, g.do_insert,
        g.name, g.email, g.phone, g.rsvp_status, g.additional_guest_count, g.rsvp_message, g.waitlist_status,
        g.notification_preference, g.token_hash, g.text_permission_granted, g.photo_upload_mode, g.time_zone, g.now,
        g.responded_at, coalesce(g.answers, '[]'::jsonb), g.id) AS f;
    i := i + 1;
  END LOOP;
END;
$$;
