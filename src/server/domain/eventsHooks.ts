import type { Logger } from '../logger';
import type { EventRow } from './eventsAccess';

// Where guests will be told about a cancelled or deleted party. The messaging layer (a later issue) replaces
// these bodies with queued e-mails and texts; the callers already run them at the right moment.

type HookDeps = { logger: Logger };

/** Called once, right after a party is cancelled. */
export async function notifyGuestsOfCancellation(deps: HookDeps, event: EventRow, byUserId: string) {
  deps.logger.info(
    { eventId: event.id, byUserId },
    'event cancelled: guest notification waits for the messaging layer',
  );
}

/** Called right before a party is deleted, while its guest list still exists. */
export async function notifyGuestsOfDeletion(deps: HookDeps, event: EventRow, byUserId: string) {
  deps.logger.info(
    { eventId: event.id, byUserId },
    'event deleted: guest notification waits for the messaging layer',
  );
}
