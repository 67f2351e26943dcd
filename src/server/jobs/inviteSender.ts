import { and, eq, inArray, isNull } from 'drizzle-orm';
import { events, invitees, users } from '../db/schema';
import { publicUrl } from '../env';
import type { AppDeps } from '../trpc/context';
import { invitationMail, inviteLinks, inviteTokenFor } from './inviteMail';

// Delivering invitations. sendInvites marks guests TRIGGERED and hands their ids here; each delivery ends in
// SUCCESS or (after MAX_ATTEMPTS) FAILED. NOTE: runs in-process for now; the durable pg-boss queue is still to
// come (see the issue 6 report), so a restart mid-send leaves guests TRIGGERED.

type SendDeps = Pick<AppDeps, 'db' | 'env' | 'logger' | 'mail' | 'sms' | 'secrets'>;

const MAX_ATTEMPTS = 3;

/** Sends one guest's invitation (e-mail, or SMS for phone-only guests) and records the outcome. */
export async function deliverInvite(deps: SendDeps, inviteeId: string): Promise<'SUCCESS' | 'FAILED'> {
  const [row] = await deps.db
    .select({ invitee: invitees, event: events, hostName: users.name })
    .from(invitees)
    .innerJoin(events, eq(events.id, invitees.eventId))
    .leftJoin(users, eq(users.id, events.organizerId))
    .where(eq(invitees.id, inviteeId));
  if (!row) return 'FAILED';
  const { invitee, event } = row;
  const { token, tokenHash } = inviteTokenFor(deps.secrets.codeKey, invitee.id);
  // Keep a token the guest already holds (e.g. from an anonymous RSVP); only fill an empty one.
  await deps.db
    .update(invitees)
    .set({ tokenHash })
    .where(and(eq(invitees.id, invitee.id), isNull(invitees.tokenHash)));
  const baseUrl = publicUrl(deps.env);
  const links = inviteLinks(baseUrl, event.id, invitee.id, token);
  let lastError: unknown;
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
    try {
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
      await setStatus(deps, invitee.id, 'SUCCESS');
      return 'SUCCESS';
    } catch (error) {
      lastError = error;
    }
  }
  deps.logger.warn({ err: lastError, inviteeId }, 'invite delivery failed');
  await setStatus(deps, invitee.id, 'FAILED');
  return 'FAILED';
}

async function setStatus(deps: SendDeps, inviteeId: string, status: 'SUCCESS' | 'FAILED') {
  await deps.db
    .update(invitees)
    .set({ inviteStatus: status, updatedAt: new Date() })
    .where(and(eq(invitees.id, inviteeId), inArray(invitees.inviteStatus, ['TRIGGERED'])));
}

/** Delivers every id one after another; the caller does not wait. Resolves when all are done (tests wait). */
export function deliverInvites(deps: SendDeps, inviteeIds: string[]): Promise<void> {
  return (async () => {
    for (const id of inviteeIds) {
      await deliverInvite(deps, id).catch((error: unknown) =>
        deps.logger.error({ err: error, inviteeId: id }, 'invite delivery crashed'),
      );
    }
  })();
}
