import { eq } from 'drizzle-orm';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { type RecipientGroup } from '../../../shared/messages/schema';
import { MESSAGE_TEXT } from '../../../shared/messages/copy';
import type { Db } from '../../platform/db/client';
import { users } from '../../platform/db/schema';
import type { Env } from '../../platform/env';
import type { JobQueue } from '../../platform/jobs';
import type { Logger } from '../../platform/logger';
import type { EventRow } from '../../core/access/eventsAccess';
import { storeMessage } from '../messages';
import { noticeCancellation } from '../notifications';

// Where guests are told about a cancelled or deleted party; the caller runs this right after cancelling, or
// right before deleting (while the guest list still exists).

type HookDeps = { db: Db; env: Env; logger: Logger; jobs: Pick<JobQueue, 'enqueue'> };

/**
 * Called once, right after a party is cancelled (or before it is deleted): the notice goes to every guest
 * who had not declined, once, with the host's note and a calendar cancellation (notifications). A cancelled
 * party also keeps the notice among its messages, where its page shows it.
 */
export async function notifyGuestsOfCancellation(
  deps: HookDeps,
  event: EventRow,
  byUserId: string,
  options: { note?: string | null; deleted?: boolean } = {},
) {
  if (!options.deleted) {
    const [sender] = await deps.db
      .select({ name: users.name, photoUrl: users.photoUrl })
      .from(users)
      .where(eq(users.id, byUserId));
    const groups: RecipientGroup[] = ['ALL'];
    await storeMessage(deps.db, {
      eventId: event.id,
      sender: { userId: byUserId, name: sender?.name ?? '', photoUrl: sender?.photoUrl ?? null },
      message: cancellationNotice(event.title, options.note),
      isTextBlast: true,
      sendToStatuses: groups,
      receiverInviteeId: null,
    });
  }
  const guests = await noticeCancellation({ db: deps.db, env: deps.env, enqueue: deps.jobs.enqueue }, event, {
    byUserId,
    note: options.note,
    deleted: Boolean(options.deleted),
  });
  deps.logger.info(
    { eventId: event.id, byUserId, guests, deleted: Boolean(options.deleted) },
    'party called off: guests notified',
  );
}

/** The notice's words: the spec's sentence, then the host's note to guests when they gave one. */
export function cancellationNotice(title: string, note?: string | null): string {
  const notice = MESSAGE_TEXT.cancelled(title.trim() || UNTITLED_PARTY);
  const trimmed = note?.trim();
  return trimmed ? `${notice}\n\n${trimmed}` : notice;
}
