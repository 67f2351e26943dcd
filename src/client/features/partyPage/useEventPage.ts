import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { guestAccessClaimed, isPreviewMode, viewWritesNothing } from '../../../shared/events/eventPage';
import { type EventPageQuery, parseEventPageQuery } from '../../../shared/rsvp/rsvpLink';
import type { EventPage } from '../../../shared/events/eventPageSchema';
import { errorCode } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { useSession } from '../../app/lib/session';
import type { GuestAccess } from '../rsvp';
import { useGuestAccess } from './useGuestAccess';
import { useEventPageQuery } from '../events';
import { useEventPageLive } from './useEventPageLive';

type EventPageStatus = 'loading' | 'ready' | 'notFound' | 'linkInvalid' | 'error';

export type EventPageState = {
  status: EventPageStatus;
  page: EventPage | undefined;
  error: unknown;
  /** The invitation credentials in use: the link's, else what this browser remembered for the event. */
  access: GuestAccess;
  query: EventPageQuery;
  /** /event/{id}/ro: no replies and no actions. */
  readOnly: boolean;
  /** A host's preview ('Return to editing your party'); the visit does not count as seen. */
  preview: boolean;
  refetch: () => Promise<unknown>;
  /** Counts the live updates that said this viewer's messages changed: the feed reads them again on each. */
  messagesVersion: number;
  /** Goes up each time the live updates say the guest wall changed. */
  wallVersion: number;
  /** After an RSVP or 'Clear and update details': remember the new credentials and load the page again. */
  changeAccess: (access: GuestAccess) => void;
  /** Forget a link that the server refused and look at the page without it. */
  dropLink: () => void;
};

/** Where the page stands: a refused link that came from storage only is forgotten and read again (loading). */
function pageStatus(
  pageQuery: { isPending: boolean; error: unknown },
  code: string | undefined,
  fromStorageOnly: boolean,
): EventPageStatus {
  if (pageQuery.isPending) return 'loading';
  if (!pageQuery.error) return 'ready';
  if (code === 'NOT_FOUND' || code === 'BAD_REQUEST') return 'notFound';
  if (code === 'FORBIDDEN') return fromStorageOnly ? 'loading' : 'linkInvalid';
  return 'error';
}

/**
 * The event page's data (spec section 2): the query (iu, token, r, ea, ep, fe and the RSVP-link values, with
 * unreadable ones logged), the guest's credentials, and events.getEvent for them.
 */
export function useEventPage(eventId: string): EventPageState {
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const { query, warnings } = useMemo(() => parseEventPageQuery(searchParams), [searchParams]);
  const warningText = warnings.join('\n');
  useEffect(() => {
    for (const warning of warningText.split('\n').filter(Boolean)) log.warn(warning);
  }, [warningText]);

  const { access, changeAccess, dropLink, forgetAccess } = useGuestAccess(eventId, query);

  const readOnly = /\/ro\/?$/.test(location.pathname);
  const preview = isPreviewMode(searchParams, location.state);
  const input = {
    eventId,
    ...(access.inviteeUuid ? { inviteeUuid: access.inviteeUuid } : {}),
    ...(access.token ? { token: access.token } : {}),
    // /ro is only looked at: like a preview, opening it marks nothing seen and creates no invitation.
    ...(viewWritesNothing({ preview, readOnly }) ? { preview: true } : {}),
  };
  const pageQuery = useEventPageQuery(input);
  // Live (issue 15): answers, edits by a host or cohost, and messages, as they happen, with these credentials.
  const [messagesVersion, setMessagesVersion] = useState(0);
  const [wallVersion, setWallVersion] = useState(0);
  const loaded = pageQuery.data?.event.id === eventId && !pageQuery.error;
  useEventPageLive(
    {
      eventId,
      ...(access.inviteeUuid ? { inviteeUuid: access.inviteeUuid } : {}),
      ...(access.token ? { token: access.token } : {}),
    },
    {
      enabled: loaded,
      readAt: () => pageQuery.dataUpdatedAt,
      onMessages: () => setMessagesVersion((version) => version + 1),
      onWall: () => setWallVersion((version) => version + 1),
    },
  );

  const code = pageQuery.error ? errorCode(pageQuery.error) : undefined;
  const fromStorageOnly = !query.inviteeUuid && !query.token && Boolean(access.inviteeUuid || access.token);
  // Remembered credentials that no longer work (the guest was removed, the token replaced) are forgotten
  // quietly; the page then loads as it would for anyone.
  useEffect(() => {
    if (code === 'FORBIDDEN' && fromStorageOnly) {
      log.info('Stored invitation credentials refused; forgetting them');
      forgetAccess();
    }
  }, [code, fromStorageOnly, forgetAccess]);

  // Signed in and merged into the invitation: the account now finds it, so the stored link is forgotten
  // (the address keeps its link; a later visit with it is claimed by the account again).
  const { session } = useSession();
  const claimed = guestAccessClaimed({
    signedIn: Boolean(session),
    invitee: pageQuery.data?.event.id === eventId ? pageQuery.data.viewer.invitee : null,
    access,
  });
  useEffect(() => {
    if (!claimed) return;
    log.info('The account owns this invitation now; forgetting the stored invitation link');
    forgetAccess();
  }, [claimed, forgetAccess]);

  return {
    status: pageStatus(pageQuery, code, fromStorageOnly),
    page: pageQuery.data,
    error: pageQuery.error,
    access,
    query,
    readOnly,
    preview,
    refetch: pageQuery.refetch,
    messagesVersion,
    wallVersion,
    changeAccess,
    dropLink,
  };
}
