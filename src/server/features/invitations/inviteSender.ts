import { and, eq } from 'drizzle-orm';
import { events, invitees, partyNotices, users } from '../../platform/db/schema';
import { publicUrl } from '../../platform/env';
import { senderAddress } from '../../platform/mail/mailText';
import type { JobDeps } from '../../platform/jobs';
import { inviteChannelOf } from './inviteContact';
import { deliveryToken } from './invitationTokens';
import { invitationMail, inviteLinks, previewLinks } from './inviteMail';
import { clearSendFailure, recordSendFailure } from './sendFailures';

// Delivering one invitation. sendInvites marks guests TRIGGERED and enqueues one 'invite-send' job per guest
// (jobs.ts); the job worker calls attemptInvite once per attempt and lets pg-boss retry, so a restart loses
// nothing.

export type SendDeps = Pick<JobDeps, 'db' | 'env' | 'logger' | 'mail' | 'sms' | 'secrets'>;

/**
 * Sends one guest's invitation and marks it SUCCESS: by e-mail (the row's, else the account's verified one), or
 * by text to a phone-only guest who accepts texts (inviteContact.ts). Throws when the provider fails, so the
 * queue retries. A guest who cannot be reached at all is marked FAILED at once, with the reason logged (a
 * retry would not help). 'skipped' when the guest is gone or no longer TRIGGERED (e.g. a duplicate job after a
 * restart), so nobody gets the invitation twice.
 */
export async function attemptInvite(
  deps: SendDeps,
  inviteeId: string,
): Promise<'SUCCESS' | 'FAILED' | 'skipped'> {
  const [row] = await deps.db
    .select({
      invitee: invitees,
      event: events,
      hostName: users.name,
      hostPhotoUrl: users.photoUrl,
      sequence: partyNotices.calendarSequence,
    })
    .from(invitees)
    .innerJoin(events, eq(events.id, invitees.eventId))
    .leftJoin(users, eq(users.id, events.organizerId))
    .leftJoin(partyNotices, eq(partyNotices.eventId, events.id))
    .where(eq(invitees.id, inviteeId));
  if (!row || row.invitee.inviteStatus !== 'TRIGGERED') return 'skipped';
  const { invitee, event } = row;
  const channel = await inviteChannelOf(deps.db, invitee);
  if (channel.kind === 'none') {
    deps.logger.warn({ inviteeId, eventId: event.id, reason: channel.reason }, 'invite not sendable');
    await setSendOutcome(deps, invitee.id, 'FAILED', channel.reason);
    return 'FAILED';
  }
  // The token of the address it goes to: the guest keeps any other token they hold (an anonymous RSVP's).
  const token = await deliveryToken(deps, invitee, channel.to);
  const baseUrl = publicUrl(deps.env);
  const links = token ? inviteLinks(baseUrl, event.id, invitee.id, token) : previewLinks(baseUrl, event.id);
  if (channel.kind === 'email') {
    await deps.mail.send(
      invitationMail({
        to: channel.to,
        event,
        hostName: row.hostName ?? '',
        hostPhotoUrl: row.hostPhotoUrl,
        guestName: invitee.name,
        links,
        baseUrl,
        invitee: { ...invitee, email: channel.to },
        sequence: row.sequence ?? 0,
        sender: senderAddress(deps.env),
        unsubscribe: { secretKey: deps.secrets.codeKey, target: { kind: 'guest', inviteeId: invitee.id } },
      }),
    );
  } else {
    await deps.sms.send({
      to: channel.to,
      text: `${row.hostName || 'Your host'} invited you to ${event.title}: ${links.invitation}`,
      meta: { eventId: event.id, kind: 'invite' },
    });
  }
  await setSendOutcome(deps, invitee.id, 'SUCCESS');
  return 'SUCCESS';
}

/**
 * Records how a TRIGGERED send ended, and why a failed one failed (the host's guest table shows it); a guest
 * edited or re-queued meanwhile keeps its newer status.
 */
export async function setSendOutcome(
  deps: Pick<SendDeps, 'db'>,
  inviteeId: string,
  status: 'SUCCESS' | 'FAILED',
  failure?: unknown,
) {
  const updated = await deps.db
    .update(invitees)
    .set({ inviteStatus: status, updatedAt: new Date() })
    .where(and(eq(invitees.id, inviteeId), eq(invitees.inviteStatus, 'TRIGGERED')))
    .returning({ id: invitees.id });
  if (updated.length === 0) return;
  if (status === 'SUCCESS') await clearSendFailure(deps.db, inviteeId, 'invite');
  else await recordSendFailure(deps.db, inviteeId, 'invite', failure ?? '');
}
