import { eq } from 'drizzle-orm';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { type RecipientGroup } from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import type { JobQueue } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import type { EventRow } from '../../platform/access/eventsAccess';
import { blastRecipients, messageSendJob, storeMessage } from '../messages';

// Where guests are told about a cancelled party; the caller runs this right after cancelling.

type HookDeps = { logger: Logger };

/**
 * Called once, right after a party is cancelled: a blast from the host to every guest saying so, kept in the
 * party's messages and delivered by e-mail (or text) through the message queue.
 */
export async function notifyGuestsOfCancellation(
  deps: HookDeps & { db: Db; jobs: Pick<JobQueue, 'enqueue'> },
  event: EventRow,
  byUserId: string,
  note?: string,
) {
  const [sender] = await deps.db
    .select({ name: users.name, photoUrl: users.photoUrl })
    .from(users)
    .where(eq(users.id, byUserId));
  const groups: RecipientGroup[] = ['ALL'];
  const { row } = await storeMessage(deps.db, {
    eventId: event.id,
    sender: { userId: byUserId, name: sender?.name ?? '', photoUrl: sender?.photoUrl ?? null },
    message: cancellationNotice(event.title, note),
    isTextBlast: true,
    sendToStatuses: groups,
    receiverInviteeId: null,
  });
  const guests = await blastRecipients(deps.db, event.id, groups, byUserId);
  await deps.jobs.enqueue(
    messageSendJob,
    guests.map((guest) => ({
      messageId: row.id,
      // A guest who answered signed in may have no address on the guest list: their account's reaches them.
      to: !guest.email && !guest.phone && guest.userId ? { userId: guest.userId } : { inviteeId: guest.id },
    })),
  );
  deps.logger.info(
    { eventId: event.id, byUserId, guests: guests.length },
    'event cancelled: guests notified',
  );
}

/** The notice's words: the spec's sentence, then the host's note to guests when they gave one. */
export function cancellationNotice(title: string, note?: string | null): string {
  const notice = MESSAGE_TEXT.cancelled(title.trim() || UNTITLED_PARTY);
  const trimmed = note?.trim();
  return trimmed ? `${notice}\n\n${trimmed}` : notice;
}
