import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { PageLoader } from '../../app/ui/PageLoader';
import { errorCode } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { useEventPreviewQuery } from '../events';
import { ManageInvitesView } from './ManageInvitesView';

/**
 * /event/invite/{eventId}: the host's guest list. Hosts and accepted cohosts only; everyone else (and a party
 * that cannot be loaded) goes to the event page.
 */
export function ManageInvitesPage() {
  const { eventId = '' } = useParams();
  const location = useLocation();
  const page = useEventPreviewQuery(eventId);
  const fromCreate = Boolean((location.state as { fromCreate?: unknown } | null)?.fromCreate);

  useEffect(() => {
    if (page.error)
      log.warn(`Manage invites: getEvent failed (${errorCode(page.error) ?? 'unknown'})`, page.error);
  }, [page.error]);

  if (!eventId) return <Navigate to="/" replace />;
  if (page.isPending) return <PageLoader />;
  if (page.error || !page.data) return <Navigate to={`/event/${eventId}`} replace />;
  const { event, viewer } = page.data;
  if (viewer.role !== 'host' && viewer.role !== 'cohost')
    return <Navigate to={`/event/${eventId}`} replace />;
  return <ManageInvitesView event={event} role={viewer.role} fromCreate={fromCreate} />;
}
