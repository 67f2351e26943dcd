import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import {
  invitationTokens,
  invitees,
  outbox,
  userPhones,
  users,
} from '../../../src/server/platform/db/schema';
import { publicUrl } from '../../../src/server/platform/env';
import { SmtpMailProvider } from '../../../src/server/platform/providers/mail/smtp';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { QueueInvitesResult } from '../../../src/shared/guests/schema';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { addInvitee, call, createEventFor, type Session } from '../events/eventsFixtures';
import { splitMail, waitForSends } from './inviteJobsFixtures';

// Sending invitations through a real SMTP server: statuses, the personal token link, Accept/Decline links and
// the .ics invitation. Retries, restarts and text messages: invitesQueue.test.ts.

/** Quoted-printable soft breaks and escapes undone, so links can be matched in the raw message. */
const decodeQp = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

describe('sendInvites over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let host: Session;
  let party: ElkEvent;
  let base: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const mail = splitMail(new SmtpMailProvider(smtp.url, 'Elk <hello@elk.test>'));
    t = await createTestApp({ mail: mail.provider });
    mail.attach(t);
    base = publicUrl(t.deps.env);
    host = await signInByEmail(t.app, t.db, 'send-host@example.com', 'Hana Host');
    party = await createEventFor(t.app, host, { title: 'Send party' });
    smtp.received.length = 0;
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('moves guests from PENDING through TRIGGERED to SUCCESS and mails each a working token link', async () => {
    const queued = await call<QueueInvitesResult>(
      t.app,
      'queueInvites',
      {
        eventId: party.id,
        invitees: [
          { name: 'Ann', email: 'ann@example.com' },
          { name: 'Bo', email: 'bo@example.com' },
        ],
      },
      host,
    );
    const sent = await call<{ count: number; triggered: string[] }>(
      t.app,
      'sendInvites',
      { eventId: party.id },
      host,
    );
    expect(sent.count).toBe(2);
    expect(await waitForSends(t.db, sent.triggered)).toEqual(
      Object.fromEntries(sent.triggered.map((id) => [id, 'SUCCESS'])),
    );
    const rows = await t.db.select().from(invitees).where(eq(invitees.eventId, party.id));
    const guests = rows.filter((row) => row.role === 'ATTENDEE');
    expect(guests.map((row) => row.inviteStatus)).toEqual(['SUCCESS', 'SUCCESS']);
    expect(smtp.received.map((mail) => mail.to[0]).sort()).toEqual(['ann@example.com', 'bo@example.com']);

    const ann = queued.invitees.find((guest) => guest.email === 'ann@example.com')!;
    const mail = decodeQp(smtp.received.find((m) => m.to[0] === 'ann@example.com')!.raw);
    const link = new RegExp(
      `${base.replace(/\./g, '\\.')}/event/${party.id}\\?iu=${ann.inviteeId}&token=([0-9a-f]+)`,
    ).exec(mail);
    expect(link).not.toBeNull();
    const token = link![1]!;
    // The link's token is the invitation's token for the address it went to (issue 37: one per address).
    const [stored] = await t.db
      .select()
      .from(invitationTokens)
      .where(eq(invitationTokens.tokenHash, sha256Hex(token)));
    expect(stored).toMatchObject({ inviteeId: ann.inviteeId, sentTo: 'ann@example.com', revokedAt: null });
    // Accept / Decline open the personal page with that answer (invitationMail.test.ts follows them).
    expect(mail).toContain(`${base}/event/${party.id}?iu=${ann.inviteeId}&token=${token}&r=yes`);
    expect(mail).toContain(`${base}/event/${party.id}?iu=${ann.inviteeId}&token=${token}&r=no`);
    expect(mail).toMatch(/Content-Type: text\/calendar; method=REQUEST/i);
    // The calendar part, whatever transfer encoding nodemailer picked for it.
    const calendarPart = mail.slice(mail.search(/Content-Type: text\/calendar/i));
    const bodyStart = calendarPart.indexOf('\r\n\r\n') + 4;
    const icsBody = calendarPart.slice(bodyStart, calendarPart.indexOf('\r\n--', bodyStart));
    const ics = icsBody.includes('BEGIN:VCALENDAR')
      ? icsBody
      : Buffer.from(icsBody.replace(/\s/g, ''), 'base64').toString('utf8');
    expect(ics).toContain('METHOD:REQUEST');
    expect(ics).toContain('SUMMARY:Send party');
    // The recipient's own ATTENDEE line (unfolded: iCalendar wraps long lines), asking for their answer; nobody
    // else's address. The ORGANIZER (RFC 5546) is the host by name at the app's own sending address (MAIL_FROM's),
    // never the host's.
    const unfolded = ics.replace(/\r?\n[ \t]/g, '');
    const attendees = unfolded.split(/\r?\n/).filter((line) => line.startsWith('ATTENDEE'));
    expect(attendees).toHaveLength(1);
    expect(attendees[0]).toMatch(/PARTSTAT="?NEEDS-ACTION"?[;:]/);
    expect(attendees[0]).toMatch(/RSVP=TRUE/);
    expect(attendees[0]).toMatch(/CN="?Ann"?[;:]/);
    expect(attendees[0]).toMatch(/:mailto:ann@example\.com$/i);
    expect(unfolded).not.toContain('bo@example.com');
    const organizers = unfolded.split(/\r?\n/).filter((line) => line.startsWith('ORGANIZER'));
    expect(organizers).toEqual(['ORGANIZER;CN="Hana Host":mailto:no-reply@elk.localhost']);
    expect(unfolded).not.toContain('send-host@example.com');

    // The link admits the guest on the event page.
    const page = await call<{ viewer: { role: string; invitee: { inviteeId: string } | null } }>(
      t.app,
      'getEventPreview',
      { eventId: party.id, token },
    );
    expect(page.viewer.role).toBe('guest');
    expect(page.viewer.invitee?.inviteeId).toBe(ann.inviteeId);

    // Nothing is pending any more, so a second send does nothing.
    expect((await call<{ count: number }>(t.app, 'sendInvites', { eventId: party.id }, host)).count).toBe(0);
  });

  it('sendTemplateEmail mails a marked preview to the host, acting on no guest', async () => {
    smtp.received.length = 0;
    const reply = await call<{ message: string }>(t.app, 'sendTemplateEmail', { eventId: party.id }, host);
    expect(reply.message).toBe('Invite sent to send-host@example.com.');
    expect(smtp.received).toHaveLength(1);
    const mail = decodeQp(smtp.received[0]!.raw);
    expect(mail).toMatch(/Subject: \[Preview\]/);
    expect(mail).not.toMatch(/iu=[0-9a-f-]{36}/);
  });
});

describe('who a guest is reached at', () => {
  let t: TestApp;
  let host: Session;
  let party: ElkEvent;
  let earlier: ElkEvent;
  beforeAll(async () => {
    t = await createTestApp();
    host = await signInByEmail(t.app, t.db, 'reach-host@example.com', 'Rhea Host');
    party = await createEventFor(t.app, host, { title: 'Reach party' });
    earlier = await createEventFor(t.app, host, { title: 'Earlier party' });
  });
  afterAll(() => t.close());

  /** A host adds by account only people they share a party with: this makes the account a past guest. */
  const met = async (userId: string) => {
    await addInvitee(t.db, { eventId: earlier.id, userId, name: 'Met before', inviteStatus: 'SUCCESS' });
    return userId;
  };

  /** A person with an account and a verified phone only; opted out or refusing texts when asked. */
  async function phoneUser(phone: string, extra: Partial<typeof users.$inferInsert> = {}) {
    const [user] = await t.db
      .insert(users)
      .values({ name: `Phone ${phone}`, ...extra })
      .returning();
    await t.db.insert(userPhones).values({ userId: user!.id, phone, verifiedAt: new Date() });
    return user!;
  }
  const send = async (guests: Record<string, unknown>[]) => {
    const queued = await call<QueueInvitesResult>(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: guests },
      host,
    );
    const ids = queued.invitees.map((guest) => guest.inviteeId);
    await call(t.app, 'sendInvites', { eventId: party.id, inviteeIds: ids }, host);
    return { ids, statuses: await waitForSends(t.db, ids) };
  };
  const sentTo = (channel: 'email' | 'sms', to: string) =>
    t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.channel, channel), eq(outbox.to, to)));

  it("mails a member added by account only at the account's verified e-mail", async () => {
    const member = await signInByEmail(t.app, t.db, 'member-only@example.com', 'Mo Member');
    const { ids, statuses } = await send([{ name: 'Mo Member', userId: await met(member.userId) }]);
    expect(statuses).toEqual({ [ids[0]!]: 'SUCCESS' });
    const mails = await sentTo('email', 'member-only@example.com');
    expect(mails.filter((m) => m.subject?.includes('Reach party'))).toHaveLength(1);
  });

  it('texts a member with only a verified phone on the account, when the account accepts texts', async () => {
    const user = await phoneUser('+14155550111');
    const { ids, statuses } = await send([{ name: 'Pia Phone', userId: await met(user.id) }]);
    expect(statuses).toEqual({ [ids[0]!]: 'SUCCESS' });
    expect(await sentTo('sms', '+14155550111')).toHaveLength(1);
  });

  it('never texts a number whose owner opted out or rejected texts: FAILED without a retry', async () => {
    await phoneUser('+14155550122', { optedOutAt: new Date() });
    await phoneUser('+14155550133', { textPermissionStatus: 'REJECTED' });
    const rejecting = await phoneUser('+14155550144', { textPermissionStatus: 'REJECTED' });
    const { ids, statuses } = await send([
      { name: 'Opted Out', phone: '+14155550122' },
      { name: 'Rejected', phone: '+14155550133' },
      { name: 'Rejected Member', userId: await met(rejecting.id) },
    ]);
    expect(Object.values(statuses)).toEqual(['FAILED', 'FAILED', 'FAILED']);
    expect(ids).toHaveLength(3);
    for (const phone of ['+14155550122', '+14155550133', '+14155550144']) {
      expect(await sentTo('sms', phone)).toEqual([]);
    }
  });

  it('mails a guest with a phone that refuses texts when the account has an e-mail', async () => {
    const member = await signInByEmail(t.app, t.db, 'both-ways@example.com', 'Bea Both');
    await t.db.update(users).set({ textPermissionStatus: 'REJECTED' }).where(eq(users.id, member.userId));
    await t.db
      .insert(userPhones)
      .values({ userId: member.userId, phone: '+14155550155', verifiedAt: new Date() });
    const [row] = await t.db
      .insert(invitees)
      .values({
        eventId: party.id,
        userId: member.userId,
        name: 'Bea Both',
        phone: '+14155550155',
        role: 'ATTENDEE',
        inviteStatus: 'PENDING',
      })
      .returning();
    await call(t.app, 'sendInvites', { eventId: party.id, inviteIds: [row!.id] }, host);
    expect(await waitForSends(t.db, [row!.id])).toEqual({ [row!.id]: 'SUCCESS' });
    expect(await sentTo('sms', '+14155550155')).toEqual([]);
    expect((await sentTo('email', 'both-ways@example.com')).length).toBeGreaterThan(0);
  });

  it("mails the number's owner instead of texting when the owner refuses texts but has an e-mail", async () => {
    const owner = await signInByEmail(t.app, t.db, 'no-texts@example.com', 'Nat NoText');
    await t.db.update(users).set({ optedOutAt: new Date() }).where(eq(users.id, owner.userId));
    await t.db
      .insert(userPhones)
      .values({ userId: owner.userId, phone: '+14155550166', verifiedAt: new Date() });
    const { ids, statuses } = await send([{ name: 'Nat', phone: '+14155550166' }]);
    expect(statuses).toEqual({ [ids[0]!]: 'SUCCESS' });
    expect(await sentTo('sms', '+14155550166')).toEqual([]);
    expect(
      (await sentTo('email', 'no-texts@example.com')).some((m) => m.subject?.includes('Reach party')),
    ).toBe(true);
  });
});
