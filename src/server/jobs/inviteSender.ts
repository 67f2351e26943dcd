import { and, eq } from 'drizzle-orm';
import { events, invitees, users } from '../db/schema';
import { publicUrl } from '../env';
import type { AppDeps } from '../trpc/context';
import { invitationMail, inviteLinks, inviteTokenFor } from './inviteMail';

// Delivering one invitation. sendInvites marks guests TRIGGERED and enqueues one job per guest (see queue.ts);
// the job worker calls attemptInvite once per attempt and lets pg-boss retry, so a restart loses nothing.

export type SendDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'mail' | 'sms' | 'secrets'>;

/**
 * Sends one guest's invitation (e-mail, or SMS for phone-only guests) and marks it SUCCESS. Throws when the
 * provider fails, so the queue retries. 'skipped' when the guest is gone or no longer TRIGGERED (e.g. a
 * duplicate job after a restart), so nobody gets the invitation twice.
 */
export async function attemptInvite(deps: SendDeps, inviteeId: string): Promise<'SUCCESS' | 'skipped'> {
  const [row] = await deps.db
    .select({ invitee: invitees, event: events, hostName: users.name })
    .from(invitees)
    .innerJoin(events, eq(events.id, invitees.eventId))
    .leftJoin(users, eq(users.id, events.organizerId))
    .where(eq(invitees.id, inviteeId));
  if (!row || row.invitee.inviteStatus !== 'TRIGGERED') return 'skipped';
  const { invitee, event } = row;
  const { token, tokenHash } = inviteTokenFor(deps.secrets.codeKey, invitee.id);
  // Keep a token the guest already holds (e.g. from an anonymous RSVP); only fill an empty one.
  if (!invitee.tokenHash) {
    await deps.db.update(invitees).set({ tokenHash }).where(eq(invitees.id, invitee.id));
  }
  const baseUrl = publicUrl(deps.env);
  const links = inviteLinks(baseUrl, event.id, invitee.id, token);
  if (invitee.email) {
    await deps.mail.send(
      invitationMail({
        to: invitee.email,
        event,
        hostName: row.hostName ?? '',
        guestName: invitee.name,
        links,
        baseUrl,
      }),
    );
  } else if (invitee.phone) {
    await deps.sms.send({
      to: invitee.phone,
      text: `${row.hostName || 'Your host'} invited you to ${event.title}: ${links.invitation}`,
      meta: { eventId: event.id, kind: 'invite' },
    });
  } else {
    throw new Error('The guest has no e-mail or phone.');
  }
  await setSendOutcome(deps, invitee.id, 'SUCCESS');
  return 'SUCCESS';
}

/** Records how a TRIGGERED send ended; a guest edited or re-queued meanwhile keeps its newer status. */
export async function setSendOutcome(
  deps: Pick<SendDeps, 'db'>,
  inviteeId: string,
  status: 'SUCCESS' | 'FAILED',
) {
  await deps.db
    .update(invitees)
    .set({ inviteStatus: status, updatedAt: new Date() })
    .where(and(eq(invitees.id, inviteeId), eq(invitees.inviteStatus, 'TRIGGERED')));
}
