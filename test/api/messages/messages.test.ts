import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '../../../src/server/platform/auth/crypto';
import { outbox, users } from '../../../src/server/platform/db/schema';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { MessageHistory, SendEventCommentResult } from '../../../src/shared/messages/schema';
import { mailHtmlProblems } from '../../helpers/mailHtml';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import {
  addCohost,
  addInvitee,
  call,
  callError,
  createEventFor,
  type Session,
} from '../events/eventsFixtures';

// EventService.sendEventComment, sendPrivateMessage, getEventMessageHistory and getUserEventMessageHistory
// (spec sections 2, 3, 5, 7): who may send and read, the spec's validation messages, and exactly who the queued
// e-mails and texts reach (read back from the dev outbox the providers write to).

const FORBIDDEN = -32003;
const UNAUTHORIZED = -32001;
const INVALID = -32602;
const NOT_FOUND = -32004;
const CONFLICT = -32009;

let t: TestApp;
let host: Session;
let party: ElkEvent;
const guestIds: Record<string, string> = {};

/** Every e-mail or text the message queue delivered whose text contains `needle`, waiting until `count` arrive. */
async function deliveries(needle: string, count: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const rows = await t.db
      .select()
      .from(outbox)
      .where(and(sql`${outbox.meta}->>'kind' = 'message'`, sql`position(${needle} in ${outbox.text}) > 0`));
    if (rows.length >= count || Date.now() > until) {
      // A moment more, so a delivery that should not happen has had its chance to show up.
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return t.db
        .select()
        .from(outbox)
        .where(and(sql`${outbox.meta}->>'kind' = 'message'`, sql`position(${needle} in ${outbox.text}) > 0`));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const blast = (params: Record<string, unknown>, who?: Session) =>
  call<SendEventCommentResult>(
    t.app,
    'sendEventComment',
    { eventId: party.id, isTextBlast: true, ...params },
    who,
  );
const history = (params: Record<string, unknown>, who?: Session) =>
  call<MessageHistory>(t.app, 'getEventMessageHistory', { eventId: party.id, ...params }, who);

beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'msg-host@example.com', 'Hana Host');
  party = await createEventFor(t.app, host, { title: 'Message party' });
  const add = async (key: string, values: Omit<Parameters<typeof addInvitee>[1], 'eventId'>) => {
    guestIds[key] = (await addInvitee(t.db, { eventId: party.id, ...values })).id;
  };
  await add('going', {
    name: 'Gina Going',
    email: 'gina@example.com',
    rsvpStatus: 'YES',
    inviteStatus: 'SUCCESS',
    tokenHash: sha256Hex('gina-token'),
  });
  await add('goingPhone', {
    name: 'Pat Phone',
    phone: '+14155550101',
    rsvpStatus: 'YES',
    inviteStatus: 'SUCCESS',
  });
  await add('goingNoTexts', {
    name: 'Quinn Quiet',
    phone: '+14155550102',
    rsvpStatus: 'YES',
    inviteStatus: 'SUCCESS',
    textPermissionGranted: false,
  });
  await add('declined', {
    name: 'Dan Declined',
    email: 'dan@example.com',
    rsvpStatus: 'NO',
    inviteStatus: 'SUCCESS',
    tokenHash: sha256Hex('dan-token'),
  });
  await add('awaiting', {
    name: 'Ava Awaiting',
    email: 'ava@example.com',
    rsvpStatus: 'SEEN',
    inviteStatus: 'OPENED',
  });
  await add('unsent', {
    name: 'Uma Unsent',
    email: 'uma@example.com',
    rsvpStatus: 'INVITED',
    inviteStatus: 'PENDING',
  });
  await add('waitlisted', {
    name: 'Wes Waiting',
    email: 'wes@example.com',
    rsvpStatus: 'YES',
    waitlistStatus: 'PENDING_APPROVAL',
  });
  await add('denied', {
    name: 'Den Denied',
    email: 'den@example.com',
    rsvpStatus: 'YES',
    waitlistStatus: 'DENIED',
  });
});
afterAll(() => t.close());

describe('who may send a blast', () => {
  it('refuses a signed-in guest, a link guest and an anonymous caller; nothing is stored', async () => {
    const guest = await signInByEmail(t.app, t.db, 'signed-guest@example.com', 'Sid Signed');
    guestIds.signed = (
      await addInvitee(t.db, {
        eventId: party.id,
        name: 'Sid Signed',
        userId: guest.userId,
        rsvpStatus: 'YES',
      })
    ).id;
    const params = {
      eventId: party.id,
      isTextBlast: true,
      sendToStatuses: ['GOING'],
      message: 'Not allowed',
    };
    expect((await callError(t.app, 'sendEventComment', params, guest)).code).toBe(FORBIDDEN);
    expect((await callError(t.app, 'sendEventComment', { ...params, token: 'gina-token' })).code).toBe(
      UNAUTHORIZED,
    );
    expect((await callError(t.app, 'sendEventComment', params)).code).toBe(UNAUTHORIZED);
    // A guest cannot reply "privately" to another guest either.
    const reply = { eventId: party.id, message: 'Psst', receiverInviteeUuid: guestIds.declined };
    expect((await callError(t.app, 'sendEventComment', reply, guest)).code).toBe(FORBIDDEN);
    expect((await callError(t.app, 'getUserEventMessageHistory', { eventId: party.id }, guest)).code).toBe(
      FORBIDDEN,
    );
    expect(
      (await call<MessageHistory>(t.app, 'getUserEventMessageHistory', { eventId: party.id }, host)).messages,
    ).toEqual([]);
  });

  it('lets an accepted cohost blast, not a pending one', async () => {
    const other = await createEventFor(t.app, host, { title: 'Cohosted party' });
    const accepted = await signInByEmail(t.app, t.db, 'co-accepted@example.com', 'Cora Cohost');
    const pending = await signInByEmail(t.app, t.db, 'co-pending@example.com', 'Pia Pending');
    await addCohost(t.db, other.id, accepted.userId, 'accepted');
    await addCohost(t.db, other.id, pending.userId, 'pending');
    const params = {
      eventId: other.id,
      isTextBlast: true,
      sendToStatuses: ['ALL'],
      message: 'From a cohost',
    };
    const result = await call<SendEventCommentResult>(t.app, 'sendEventComment', params, accepted);
    expect(result.message).toMatchObject({ textBlast: true, senderProfile: { name: 'Cora Cohost' } });
    expect((await callError(t.app, 'sendEventComment', params, pending)).code).toBe(FORBIDDEN);
  });
});

describe('validation', () => {
  it("answers with the spec's messages and stores nothing", async () => {
    const base = { eventId: party.id, isTextBlast: true, sendToStatuses: ['GOING'], message: 'Hello' };
    const noGroup = await callError(t.app, 'sendEventComment', { ...base, sendToStatuses: [] }, host);
    expect(noGroup).toMatchObject({ code: INVALID });
    expect(noGroup.message).toContain('Please select at least one recipient group');
    const tooLong = await callError(t.app, 'sendEventComment', { ...base, message: 'x'.repeat(1001) }, host);
    expect(tooLong.message).toContain('Please limit your message to 1000 characters.');
    const badEmail = await callError(t.app, 'sendEventComment', { ...base, email: 'not-an-address' }, host);
    expect(badEmail.message).toContain('Please enter a valid email');
    const empty = await callError(t.app, 'sendEventComment', { ...base, message: '   ' }, host);
    expect(empty.code).toBe(INVALID);
    const stored = await call<MessageHistory>(
      t.app,
      'getUserEventMessageHistory',
      { eventId: party.id },
      host,
    );
    expect(stored.messages).toEqual([]);
  });
});

describe('a blast to Going', () => {
  let sent: SendEventCommentResult;
  beforeAll(async () => {
    sent = await blast({ sendToStatuses: ['GOING'], message: 'Doors open at 7!' }, host);
  });

  it('reaches exactly the going guests: e-mail, a text for phone-only guests who did not refuse texts', async () => {
    expect(sent.recipientCount).toBe(4);
    const rows = await deliveries('Doors open at 7!', 3);
    expect(rows.map((row) => `${row.channel}:${row.to}`).sort()).toEqual([
      'email:gina@example.com',
      // Sid's invitee row has no address, but his account's verified e-mail reaches him (one contact rule).
      'email:signed-guest@example.com',
      'sms:+14155550101',
    ]);
  });

  it("carries the guest's personal link, which opens the feed without an account", async () => {
    const rows = await deliveries('Doors open at 7!', 3);
    const mail = rows.find((row) => row.to === 'gina@example.com')!;
    expect(mail.subject).toBe('Hana Host sent a message about Message party');
    // Every link carries a token (issue 37): Gina keeps the token she holds, and her mail carries her
    // address's own; Pat, texted, gets his phone's. Each opens the feed.
    const mailed = /\/event\/([0-9a-f-]+)\?iu=([0-9a-f-]+)&token=([0-9a-f]+)/.exec(mail.text);
    expect([mailed?.[1], mailed?.[2]]).toEqual([party.id, guestIds.going]);
    expect((await history({ inviteeUuid: mailed![2], token: mailed![3] })).messages).toHaveLength(1);
    expect((await history({ token: 'gina-token' })).messages).toHaveLength(1);
    const text = rows.find((row) => row.channel === 'sms')!.text;
    const link = /\/event\/([0-9a-f-]+)\?iu=([0-9a-f-]+)&token=([0-9a-f]+)/.exec(text);
    expect([link?.[1], link?.[2]]).toEqual([party.id, guestIds.goingPhone]);
    expect(link![3]).not.toBe(mailed![3]);
    const feed = await history({ inviteeUuid: link![2], token: link![3] });
    expect(feed.messages.map((m) => m.message)).toEqual(['Doors open at 7!']);
    expect(feed.messages[0]).toMatchObject({
      senderProfile: { name: 'Hana Host' },
      textBlast: true,
      sendToStatuses: null,
    });
    // The id alone reads nothing.
    expect(
      (await callError(t.app, 'getEventMessageHistory', { eventId: party.id, inviteeUuid: guestIds.going }))
        .code,
    ).toBe(FORBIDDEN);
  });

  it('is shown to the going guest by token, not to a guest who declined, nor to anyone without an invitation', async () => {
    expect((await history({ token: 'gina-token' })).messages).toHaveLength(1);
    expect((await history({ token: 'dan-token' })).messages).toEqual([]);
    expect((await callError(t.app, 'getEventMessageHistory', { eventId: party.id })).code).toBe(FORBIDDEN);
    const stranger = await signInByEmail(t.app, t.db, 'stranger@example.com', 'Sam Stranger');
    expect((await callError(t.app, 'getEventMessageHistory', { eventId: party.id }, stranger)).code).toBe(
      FORBIDDEN,
    );
  });

  it("refuses a foreign token: another party's guest cannot read this party's messages", async () => {
    const other = await createEventFor(t.app, host, { title: 'Other party' });
    await addInvitee(t.db, {
      eventId: other.id,
      name: 'Otto',
      email: 'otto@example.com',
      tokenHash: sha256Hex('otto-token'),
    });
    expect(
      (await callError(t.app, 'getEventMessageHistory', { eventId: party.id, token: 'otto-token' })).code,
    ).toBe(FORBIDDEN);
    expect(
      (await callError(t.app, 'getEventMessageHistory', { eventId: party.id, token: 'guessed' })).code,
    ).toBe(FORBIDDEN);
  });

  it('shows the host the blast with its groups', async () => {
    const mine = await call<MessageHistory>(t.app, 'getUserEventMessageHistory', { eventId: party.id }, host);
    expect(mine.messages.map((m) => [m.message, m.sendToStatuses])).toEqual([
      ['Doors open at 7!', ['GOING']],
    ]);
  });
});

describe('groups and retries', () => {
  it('All reaches every listed guest but never waitlisted-pending or denied ones; a copy goes to the given address', async () => {
    await blast(
      { sendToStatuses: ['ALL'], message: 'Everyone: parking tips', email: 'Copy@Example.com' },
      host,
    );
    const rows = await deliveries('Everyone: parking tips', 7);
    expect(rows.map((row) => row.to).sort()).toEqual([
      '+14155550101',
      'ava@example.com',
      'copy@example.com',
      'dan@example.com',
      'gina@example.com',
      'signed-guest@example.com',
      'uma@example.com',
    ]);
  });

  it('Declined and Unsent reach only those guests', async () => {
    await blast({ sendToStatuses: ['DECLINED', 'UNSENT'], message: 'We will miss you' }, host);
    const rows = await deliveries('We will miss you', 2);
    expect(rows.map((row) => row.to).sort()).toEqual(['dan@example.com', 'uma@example.com']);
  });

  it('stores and delivers a message sent twice with the same messageId once', async () => {
    const messageId = randomUUID();
    const params = { messageId, sendToStatuses: ['AWAITING'], message: 'Only once please' };
    const first = await blast(params, host);
    const again = await blast(params, host);
    expect(again.message.messageId).toBe(first.message.messageId);
    expect((await deliveries('Only once please', 1)).map((row) => row.to)).toEqual(['ava@example.com']);
  });

  it("refuses a messageId already used for another party's message", async () => {
    const other = await createEventFor(t.app, host, { title: 'Id party' });
    const messageId = randomUUID();
    await blast({ messageId, sendToStatuses: ['GOING'], message: 'First use' }, host);
    const error = await callError(
      t.app,
      'sendEventComment',
      { eventId: other.id, messageId, isTextBlast: true, sendToStatuses: ['GOING'], message: 'Second use' },
      host,
    );
    expect(error.code).toBe(CONFLICT);
    const kept = await call<MessageHistory>(t.app, 'getUserEventMessageHistory', { eventId: other.id }, host);
    expect(kept.messages).toEqual([]);
  });
});

describe('private messages', () => {
  it('a guest writes to the host, the host answers, and each sees the thread', async () => {
    const fromGuest = await call<SendEventCommentResult>(t.app, 'sendEventComment', {
      eventId: party.id,
      token: 'dan-token',
      message: 'Sorry I cannot come!',
    });
    expect(fromGuest.message).toMatchObject({ fromHost: false, receiverInviteeUuid: guestIds.declined });
    expect((await deliveries('Sorry I cannot come!', 1)).map((row) => row.to)).toEqual([
      'msg-host@example.com',
    ]);

    await call(
      t.app,
      'sendEventComment',
      { eventId: party.id, message: 'No worries, Dan', receiverInviteeUuid: guestIds.declined },
      host,
    );
    expect((await deliveries('No worries, Dan', 1)).map((row) => row.to)).toEqual(['dan@example.com']);

    const mine = await history({ token: 'dan-token' });
    expect(mine.personalMessages).toHaveLength(1);
    expect(mine.personalMessages[0]!.messages.map((m) => [m.message, m.fromHost])).toEqual([
      ['No worries, Dan', true],
      ['Sorry I cannot come!', false],
    ]);
    const hosts = await call<MessageHistory>(
      t.app,
      'getUserEventMessageHistory',
      { eventId: party.id },
      host,
    );
    expect(hosts.personalMessages.map((thread) => thread.inviteeName)).toEqual(['Dan Declined']);
    // Each side's "View the party" opens the party page at the thread (issue 38): the host's page, Dan's link.
    const [toHost] = await deliveries('Sorry I cannot come!', 1);
    expect(toHost!.text).toMatch(new RegExp(`View the party: \\S+/event/${party.id}#private-messages\n`));
    expect(toHost!.html).toContain(`/event/${party.id}#private-messages"`);
    expect(await mailHtmlProblems(toHost!.html!)).toEqual([]);
    const [toDan] = await deliveries('No worries, Dan', 1);
    expect(toDan!.text).toMatch(
      new RegExp(
        `View the party: \\S+/event/${party.id}\\?iu=${guestIds.declined}&token=[0-9a-f]+#private-messages\n`,
      ),
    );
    // A blast's link stays the party page itself.
    expect((await deliveries('Doors open at 7!', 3))[0]!.text).not.toContain('#private-messages');
    // Gina's link does not show Dan's thread.
    expect((await history({ token: 'gina-token' })).personalMessages).toEqual([]);
  });

  it("refuses a reply to someone who is not this party's guest", async () => {
    const other = await createEventFor(t.app, host, { title: 'Third party' });
    const foreign = await addInvitee(t.db, { eventId: other.id, name: 'Fay', email: 'fay@example.com' });
    const error = await callError(
      t.app,
      'sendPrivateMessage',
      { eventId: party.id, inviteeId: foreign.id, message: 'Hi Fay' },
      host,
    );
    expect(error.code).toBe(NOT_FOUND);
    const ok = await call<SendEventCommentResult>(
      t.app,
      'sendPrivateMessage',
      { eventId: party.id, inviteeId: guestIds.going, message: 'See you, Gina' },
      host,
    );
    expect(ok.message).toMatchObject({ textBlast: false, receiverInviteeUuid: guestIds.going });
  });
});

describe('cancelling the party', () => {
  it('keeps the notice among the messages; the cancellation notice (notifications) is not a blast', async () => {
    const cancelled = await createEventFor(t.app, host, { title: 'Short-lived party' });
    await addInvitee(t.db, { eventId: cancelled.id, name: 'Cy', email: 'cy@example.com', rsvpStatus: 'YES' });
    await call(t.app, 'cancelEvent', { eventId: cancelled.id }, host);
    const mine = await call<MessageHistory>(
      t.app,
      'getUserEventMessageHistory',
      { eventId: cancelled.id },
      host,
    );
    expect(mine.messages.map((m) => m.message)).toEqual(['Short-lived party has been canceled.']);
    const [user] = await t.db.select().from(users).where(eq(users.id, host.userId));
    expect(mine.messages[0]!.senderProfile.name).toBe(user!.name);
    expect(await deliveries('Short-lived party has been canceled.', 0, 0)).toEqual([]);
  });
});
