import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { mergeLinkCredentials } from '../../../shared/events/eventPage';
import type { EventPageQuery } from '../../../shared/rsvp/rsvpLink';
import { clearGuestAccess, type GuestAccess, loadGuestAccess, saveGuestAccess } from '../rsvp';

/** The link's credentials merged into what the browser stored; the link's values are saved so they last. */
function initialAccess(eventId: string, query: EventPageQuery): GuestAccess {
  const stored = loadGuestAccess(eventId);
  const { access, save } = mergeLinkCredentials(stored, {
    inviteeUuid: query.inviteeUuid,
    token: query.token,
  });
  if (save) {
    // saveGuestAccess merges; a link for someone else must not keep the previous guest's token.
    clearGuestAccess(eventId);
    return saveGuestAccess(eventId, access);
  }
  return access;
}

/**
 * The invitation credentials the party page reads with: the link's, else what this browser remembered for the
 * party; changed after an RSVP, forgotten when refused or once the account owns the invitation.
 */
export function useGuestAccess(eventId: string, query: EventPageQuery) {
  const [, setSearchParams] = useSearchParams();
  const [accessOf, setAccessOf] = useState(() => ({ eventId, access: initialAccess(eventId, query) }));
  // Another event (a link from one party page to another): start from that event's credentials.
  const access = accessOf.eventId === eventId ? accessOf.access : initialAccess(eventId, query);
  useEffect(() => {
    if (accessOf.eventId !== eventId) setAccessOf({ eventId, access });
  }, [accessOf.eventId, eventId, access]);

  const changeAccess = useCallback(
    (next: GuestAccess) => {
      const empty = !next.inviteeUuid && !next.token;
      if (empty) {
        clearGuestAccess(eventId);
        // The link's credentials would come back on the next visit: take them out of the address too.
        setSearchParams(
          (params) => {
            params.delete('iu');
            params.delete('token');
            return params;
          },
          { replace: true },
        );
      } else {
        saveGuestAccess(eventId, next);
      }
      setAccessOf({ eventId, access: empty ? {} : loadGuestAccess(eventId) });
    },
    [eventId, setSearchParams],
  );

  const dropLink = useCallback(() => changeAccess({}), [changeAccess]);

  const forgetAccess = useCallback(() => {
    clearGuestAccess(eventId);
    setAccessOf({ eventId, access: {} });
  }, [eventId]);

  return { access, changeAccess, dropLink, forgetAccess };
}
