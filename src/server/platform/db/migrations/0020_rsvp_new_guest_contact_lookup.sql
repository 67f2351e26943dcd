-- elk_rsvp_new_guest (0016) as it was, save how it asks whether the contact is on the list already: one
-- lookup per contact given, each answered by its own index ((event_id, email); (event_id, phone), migration
-- 0019). The one condition with an OR (email or phone) had no index to answer both halves: PL/pgSQL planned it
-- again on every call, or, generic, read the party's whole list; a new guest's answer cost PostgreSQL about a
-- third more.
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
      photo_upload_mode, seen_at, responded_at, updated_at)
    VALUES (p_id, p_event_id, p_name, p_email, p_phone, NULL, p_rsvp_status, p_additional_guest_count,
      p_rsvp_message, p_waitlist_status, p_notification_preference, p_token_hash, p_text_permission_granted,
      p_photo_upload_mode, p_now, p_responded_at, p_now)
    RETURNING i.id, i.email, i.phone, i.rsvp_status, i.waitlist_status
    INTO r_id, r_email, r_phone, r_rsvp_status, r_waitlist_status;
  INSERT INTO answers (invitee_id, question_id, text, is_yes, song, updated_at)
    SELECT r_id, (a ->> 'questionUuid')::uuid, a ->> 'text', (a ->> 'isYes')::boolean,
        nullif(a -> 'song', 'null'::jsonb), p_now
      FROM jsonb_array_elements(p_answers) AS a;
  RETURN NEXT;
END;
$$;
