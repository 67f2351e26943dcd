import type { EventRow, InviteeRow } from '../../core/access/eventsAccess';
import type { Db } from '../../platform/db/client';
import type { EnqueueAny } from '../../platform/jobs';
import { reachGuests } from '../invitations';
import { guestDeliveries } from './deliveryStore';
import { queueDeliveries } from './sendJob';

// Queues the notice of the host's waitlist decision (written when sent: waitlistNotices.ts).

export type WaitlistDecision = 'APPROVED' | 'DENIED';

/** Queues the notice of `decision` to the guest; answers how many deliveries were queued. */
export async function noticeWaitlistDecision(
  deps: { db: Db; enqueue: EnqueueAny },
  event: Pick<EventRow, 'id' | 'cancelledAt'>,
  guest: InviteeRow,
  decision: WaitlistDecision,
  now: Date = new Date(),
): Promise<number> {
  if (event.cancelledAt) return 0;
  const reach = await reachGuests(deps.db, [guest], { all: true });
  return queueDeliveries(
    deps,
    guestDeliveries(reach.get(guest.id) ?? { routes: [] }, {
      dedupeKey: `waitlist:${guest.id}:${decision}:${now.getTime()}`,
      kind: 'waitlist',
      eventId: event.id,
      inviteeId: guest.id,
      params: { decision },
    }),
  );
}
