import { assertNever } from '../common/assertNever';
import type { CohostPageRole, CohostStatus } from './schema';

// Cohost status as people read it (spec section 4: success is shown as SENT), the order of the host's list, the
// cohost links, and where the cohost page sends each kind of visitor (spec section 2).

const STATUS_LABELS: Record<CohostStatus, string> = {
  pending: 'Pending',
  success: 'SENT',
  failed: 'Failed',
  accepted: 'Accepted',
  declined: 'Declined',
};

export function cohostStatusLabel(status: CohostStatus): string {
  return STATUS_LABELS[status];
}

/** Badge colours: accepted reads as done, a failed e-mail as a problem, declined as quiet. */
export function cohostStatusColor(status: CohostStatus): string {
  switch (status) {
    case 'accepted':
      return 'green';
    case 'failed':
      return 'red';
    case 'declined':
      return 'gray';
    case 'success':
      return 'blue';
    case 'pending':
      return 'yellow';
    default:
      return assertNever(status, 'cohost status');
  }
}

/** Added but not answered yet: the e-mail is queued (pending), went out (success) or failed. */
export function isAwaitingAnswer(status: CohostStatus): boolean {
  return status === 'pending' || status === 'success' || status === 'failed';
}

const STATUS_ORDER: Record<CohostStatus, number> = {
  accepted: 0,
  success: 1,
  pending: 1,
  failed: 1,
  declined: 2,
};

/** Accepted cohosts first, then those still to answer, then those who declined; by name within each. */
export function sortCohosts<T extends { status: CohostStatus; name: string }>(rows: readonly T[]): T[] {
  return [...rows].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }),
  );
}

/** /event/cohost/add/{eventId}?link={uuid}[&c={cohostId}]: the accept page for one link. */
export function cohostAcceptPath(eventId: string, linkUuid: string | null, cohostId?: string): string {
  const query = new URLSearchParams();
  if (linkUuid) query.set('link', linkUuid);
  if (cohostId) query.set('c', cohostId);
  const search = query.toString();
  return `/event/cohost/add/${eventId}${search ? `?${search}` : ''}`;
}

export function cohostLinkUrl(baseUrl: string, eventId: string, linkUuid: string, cohostId?: string): string {
  return `${baseUrl.replace(/\/$/, '')}${cohostAcceptPath(eventId, linkUuid, cohostId)}`;
}

export type CohostPageDecision = { show: true } | { show: false; redirectTo: string };

/**
 * /event/cohost/{eventId}: hosts and accepted cohosts see the page; a pending cohost is sent to the accept page
 * (with their link when it still works); anyone else goes to the party page.
 */
export function cohostPageDecision(
  eventId: string,
  access: { role: CohostPageRole; linkUuid: string | null },
): CohostPageDecision {
  switch (access.role) {
    case 'host':
    case 'cohost':
      return { show: true };
    case 'pending':
      return { show: false, redirectTo: cohostAcceptPath(eventId, access.linkUuid) };
    case 'none':
      return { show: false, redirectTo: `/event/${eventId}` };
  }
}
