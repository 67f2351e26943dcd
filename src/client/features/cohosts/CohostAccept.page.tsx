import { useEffect } from 'react';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorCard } from '../../app/errors/ErrorCard';
import { errorCode, errorMessage } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { CohostAcceptCard } from './CohostAcceptCard';
import { AcceptSkeleton, CohostLinkInvalid, CohostPartyMissing } from './CohostAcceptStates';
import { useCohostAccessQuery, useCohostInviteQuery } from './queries';

/**
 * /event/cohost/add/{eventId}?link={uuid}[&c={cohostId}] (login required): the party and Accept / Decline. Without
 * a link in the address a pending cohost's own link is used; a dead or foreign link gets a clear error.
 */
export function CohostAcceptPage() {
  const { eventId = '' } = useParams();
  const [params] = useSearchParams();
  const linkParam = params.get('link');
  const cohostId = params.get('c') ?? undefined;
  const access = useCohostAccessQuery(eventId, { enabled: Boolean(eventId) && !linkParam });
  const linkUuid = linkParam ?? access.data?.linkUuid ?? null;
  const invite = useCohostInviteQuery(eventId, linkUuid);
  const failure = access.error ?? invite.error;
  const code = errorCode(failure);

  useEffect(() => {
    if (failure) log.warn(`Cohost accept page: ${code ?? 'unknown'} ${errorMessage(failure, '')}`);
  }, [failure, code]);

  if (!eventId) return <Navigate to="/" replace />;
  if (code === 'NOT_FOUND') return <CohostPartyMissing />;
  if (failure && code !== 'FORBIDDEN' && code !== 'BAD_REQUEST') {
    return <ErrorCard detail={errorMessage(failure, '')} />;
  }
  if (!linkParam && access.isPending) return <AcceptSkeleton />;
  // Someone who already cohosts, opening the page without a link, has nothing to answer.
  if (!linkParam && access.data?.role === 'cohost') return <Navigate to={`/event/${eventId}`} replace />;
  if (!linkUuid || failure) return <CohostLinkInvalid eventId={eventId} />;
  if (!invite.data) return <AcceptSkeleton />;
  return <CohostAcceptCard invite={invite.data} linkUuid={linkUuid} cohostId={cohostId} />;
}
