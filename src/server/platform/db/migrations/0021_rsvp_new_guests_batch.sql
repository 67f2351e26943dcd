-- New guests' first answers, several in one statement and one transaction (issue 14): under a crowd the app
-- gathers the answers that arrive while the previous batch is on its way (features/rsvp/newGuestBatch.ts) and
-- sends them here, so a crowd pays one round trip, one commit and one WAL flush per batch instead of per guest.
-- Each answer is still elk_rsvp_new_guest (0020), called in the batch's order, so two answers with one contact
-- in one batch behave as they would one after the other: the second finds the first on the list.
-- All the batch's advisory locks are taken first, ordered by event and then by contact key, the order
-- elk_rsvp_new_guest takes one event's in: a batch and a single answer, or two batches from two instances,
-- that share a contact wait for each other instead of deadlocking on these locks.
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
      text_permission_granted boolean, photo_upload_mode text, now timestamptz, responded_at timestamptz,
      answers jsonb, id uuid)
  LOOP
    RETURN QUERY SELECT i, f.r_hits, f.r_taken, f.r_id, f.r_email, f.r_phone, f.r_rsvp_status, f.r_waitlist_status
      FROM elk_rsvp_new_guest(g.event_id, g.contact_keys, g.limit_keys, g.window_start, g.max_hits, g.do_insert,
        g.name, g.email, g.phone, g.rsvp_status, g.additional_guest_count, g.rsvp_message, g.waitlist_status,
        g.notification_preference, g.token_hash, g.text_permission_granted, g.photo_upload_mode, g.now,
        g.responded_at, coalesce(g.answers, '[]'::jsonb), g.id) AS f;
    i := i + 1;
  END LOOP;
END;
$$;
