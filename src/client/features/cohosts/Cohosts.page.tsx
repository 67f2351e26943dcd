import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { cohostPageDecision } from '../../../shared/cohosts/rules';
import { PageLoader } from '../../app/ui/PageLoader';
import { errorCode } from '../../app/lib/errors';
import { log } from '../../app/lib/log';
import { CohostsView } from './CohostsView';
import { useCohostAccessQuery } from './queries';

/**
 * /event/cohost/{eventId}: the host's cohost page (accepted cohosts may read it). A pending cohost is sent to
 * the accept page (spec section 2); anyone else, signed in or not, to the party page.
 */
export function CohostsPage() {
  const { eventId = '' } = useParams();
  const access = useCohostAccessQuery(eventId, { enabled: Boolean(eventId) });

  useEffect(() => {
    const code = errorCode(access.error);
    if (access.error && code !== 'UNAUTHORIZED')
      log.warn(`Cohost page: access check failed (${code ?? 'unknown'})`);
  }, [access.error]);

  if (!eventId) return <Navigate to="/" replace />;
  if (access.isPending) return <PageLoader />;
  if (access.error) return <Navigate to={`/event/${eventId}`} replace />;
  const decision = cohostPageDecision(eventId, access.data);
  if (!decision.show) return <Navigate to={decision.redirectTo} replace />;
  return <CohostsView eventId={eventId} />;
}
