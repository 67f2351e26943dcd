import { inArray } from 'drizzle-orm';
import type { Db } from '../../../src/server/platform/db/client';
import { createLogger } from '../../../src/server/platform/logger';
import type { MailProvider } from '../../../src/server/platform/providers/mail';
import { OutboxMailProvider } from '../../../src/server/platform/providers/mail/outbox';
import type { TestApp } from '../../helpers/testApp';
import { invitees } from '../../../src/server/platform/db/schema';

type InviteStatus = (typeof invitees.$inferSelect)['inviteStatus'];

/**
 * Polls the database until every invitee has left TRIGGERED (the queued send jobs ran) and returns their
 * statuses by id; fails after `timeoutMs`.
 */
export async function waitForSends(
  db: Db,
  inviteeIds: string[],
  timeoutMs = 20_000,
): Promise<Record<string, InviteStatus>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await db
      .select({ id: invitees.id, status: invitees.inviteStatus })
      .from(invitees)
      .where(inArray(invitees.id, inviteeIds));
    const statuses = Object.fromEntries(rows.map((row) => [row.id, row.status]));
    if (rows.length === inviteeIds.length && rows.every((row) => row.status !== 'TRIGGERED')) return statuses;
    if (Date.now() > until)
      throw new Error(`Sends did not finish within ${timeoutMs} ms: ${JSON.stringify(statuses)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * Sign-in codes go to the dev outbox (where signInByEmail reads them); invitations (or what `routed` picks) to
 * `invites`. The outbox needs the test app's database, so it is attached once the app exists.
 */
export function splitMail(
  invites: MailProvider,
  routed: (kind: string) => boolean = (kind) => kind.startsWith('invite'),
) {
  const holder: { outbox?: MailProvider } = {};
  const provider: MailProvider = {
    name: 'split',
    send: (message) =>
      routed(String(message.meta?.kind ?? '')) ? invites.send(message) : holder.outbox!.send(message),
  };
  return {
    provider,
    attach: (t: TestApp) => {
      holder.outbox = new OutboxMailProvider(t.db, createLogger('silent'));
    },
  };
}
