import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitationTokens, invitees, unsubscribes } from '../../src/server/platform/db/schema';
import { unsubscribeKey } from '../../src/server/platform/mail/unsubscribeLink';
import type { ElkEvent } from '../../src/shared/events/schema';
import { MESSAGE_TEXT } from '../../src/shared/messages/copy';
import { RSVP_MESSAGES } from '../../src/shared/rsvp/copy';
import { WALL_TEXT } from '../../src/shared/wall/copy';
import { mailHeader, textPart } from '../helpers/mime';
import { rpc, signInByEmail } from '../helpers/rpc';
import { startSmtpServer } from '../helpers/smtpServer';
import type { TestApp } from '../helpers/testApp';
import { trpcCall } from '../helpers/trpcHttp';
import {
  addInvitee,
  call,
  callError,
  createEventFor,
  type Session,
  trpcMutation,
} from '../api/events/eventsFixtures';
import { appOnSmtp, mailsTo, settle, type Smtp, waitFor } from '../api/notifications/notificationsFixtures';

// Issue 37: a guest's link is the credential. Without a session only a live token acts as a guest; an invitee
// id alone may mark the invitation seen and nothing else; opening a public page makes nobody a guest; a host's
// correction of an address revokes what went to the old one, and that address's unsubscribe link no longer
// speaks for the guest or their account. Each test failed before the change.

const FORBIDDEN = -32003;
let smtp: Smtp;
let t: TestApp;
let host: Session;
let party: ElkEvent;

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp);
  host = await signInByEmail(t.app, t.db, 'cred-host@example.com', 'Hana Host');
  party = await createEventFor(t.app, host, { title: 'Credential party', questions: [] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Page = {
  event: { location: unknown };
  invitee?: { inviteeId?: string | null; email?: string | null } | null;
};
const getEvent = (params: Record<string, unknown>, who?: Session) =>
  call<Page>(t.app, 'getEvent', { eventId: party.id, ...params }, who);
/** The party's guest wall as the holder of `link` (and of `who`'s session) reads it. */
const readWall = (link: { inviteeUuid?: string; token?: string }, who?: Session) =>
  trpcCall(t.app, { path: 'wall.getWall', kind: 'query' }, { eventId: party.id, ...link }, who);
const rowOf = async (id: string) => (await t.db.select().from(invitees).where(eq(invitees.id, id)))[0]!;

/** The personal link (`iu`, `token`) in the newest mail to `to` whose text includes `marker`. */
async function linkMailedTo(to: string, marker: string) {
  const mail = await waitFor(
    () => mailsTo(smtp, to).find((m) => textPart(m.raw).includes(marker)),
    `a mail to ${to} with ${marker}`,
  );
  const link = /\/event\/[0-9a-f-]+\?iu=([0-9a-f-]+)&token=([0-9a-f]+)/.exec(textPart(mail.raw));
  expect(link).not.toBeNull();
  return { inviteeUuid: link![1]!, token: link![2]!, raw: mail.raw };
}

/** A guest invited by e-mail through the app (queued, then sent), and the personal link their invitation carries. */
async function inviteByMail(name: string, email: string) {
  const row = await addInvitee(t.db, { eventId: party.id, name, email, inviteStatus: 'PENDING' });
  await call(t.app, 'sendInvites', { eventId: party.id }, host);
  return { row, mailed: await linkMailedTo(email, 'Credential party') };
}

let blasts = 0;
async function blast(groups: string[]) {
  const message = `Door code ${4700 + ++blasts}`;
  await call(
    t.app,
    'sendEventComment',
    { eventId: party.id, isTextBlast: true, sendToStatuses: groups, message },
    host,
  );
  return message;
}

describe('an invitee id without its token', () => {
  it('reads nothing of the invitation, writes nothing as the guest, and only marks it seen', async () => {
    const row = await addInvitee(t.db, {
      eventId: party.id,
      name: 'Ida Idonly',
      email: 'ida@example.com',
      phone: '+14155550101',
      rsvpStatus: 'INVITED',
      inviteStatus: 'SUCCESS',
    });
    const page = await getEvent({ inviteeUuid: row.id });
    expect(page.event.location).toBeNull();
    expect(JSON.stringify(page)).not.toContain('ida@example.com');
    expect(JSON.stringify(page)).not.toContain('4155550101');
    expect((await rowOf(row.id)).rsvpStatus).toBe('SEEN');

    const history = await callError(t.app, 'getEventMessageHistory', {
      eventId: party.id,
      inviteeUuid: row.id,
    });
    expect(history).toMatchObject({ code: FORBIDDEN, message: MESSAGE_TEXT.onlyGuests });
    const comment = await callError(t.app, 'sendEventComment', {
      eventId: party.id,
      inviteeUuid: row.id,
      message: 'Hi, it is Ida',
      isTextBlast: false,
    });
    expect(comment.code).toBe(FORBIDDEN);
    // Nor the guest wall (issue 44), which is the party's guests' alone.
    const wall = await readWall({ inviteeUuid: row.id });
    expect(wall.error).toEqual({ code: 'FORBIDDEN', message: WALL_TEXT.onlyGuests });

    const ics = await request(t.app).get(`/api/event/${party.id}/calendar.ics?iu=${row.id}`);
    expect(ics.status).toBe(200);
    expect(ics.text).not.toContain('ATTENDEE');
    expect(ics.text).not.toContain('ida@example.com');
    expect(ics.text).not.toContain('Dolores St');
  });
});

describe('a signed-in account that only opened the public page', () => {
  it('reads no blast, earlier or later; an invited guest holding their token does', async () => {
    const earlier = await blast(['ALL', 'AWAITING']);
    const opener = await signInByEmail(t.app, t.db, 'opener@example.com', 'Opal Opener');
    await getEvent({}, opener);
    const later = await blast(['ALL']);
    const history = await callError(t.app, 'getEventMessageHistory', { eventId: party.id }, opener);
    expect(history).toMatchObject({ code: FORBIDDEN, message: MESSAGE_TEXT.onlyGuests });
    expect((await readWall({}, opener)).error).toEqual({ code: 'FORBIDDEN', message: WALL_TEXT.onlyGuests });

    const { mailed: link } = await inviteByMail('Gus', 'gus@example.com');
    const feed = await call<{ messages: { message: string }[] }>(t.app, 'getEventMessageHistory', {
      eventId: party.id,
      ...link,
      raw: undefined,
    });
    expect(feed.messages.map((m) => m.message)).toEqual(expect.arrayContaining([earlier, later]));
    const wall = await readWall({ inviteeUuid: link.inviteeUuid, token: link.token });
    expect(wall.error).toBeUndefined();
  });
});

describe('a host correcting a guest’s e-mail', () => {
  it('revokes the link that went to the old address and gives the new one its own', async () => {
    const { row, mailed: wrong } = await inviteByMail('Rae Real', 'rae.typo@example.com');
    const asWrong = { inviteeUuid: wrong.inviteeUuid, token: wrong.token };
    expect((await getEvent(asWrong)).event.location).not.toBeNull();

    await call(
      t.app,
      'editInvitee',
      {
        eventId: party.id,
        invitee: {
          inviteeId: row.id,
          name: 'Rae Real',
          email: 'rae@example.com',
          rsvpStatus: 'INVITED',
          additionalGuestCount: 0,
        },
      },
      host,
    );
    const refused = await callError(t.app, 'getEvent', { eventId: party.id, ...asWrong });
    expect(refused).toMatchObject({ code: FORBIDDEN, message: RSVP_MESSAGES.linkInvalid });
    const answer = await callError(t.app, 'updateAttendance', {
      eventId: party.id,
      token: wrong.token,
      invitee: { inviteeId: row.id, name: 'Rae Real', rsvpStatus: 'NO' },
    });
    expect(answer.code).toBe(FORBIDDEN);
    // Still as the link's holder left it when they opened it (seen), not NO.
    expect((await rowOf(row.id)).rsvpStatus).toBe('SEEN');
    const [stored] = await t.db
      .select()
      .from(invitationTokens)
      .where(eq(invitationTokens.sentTo, 'rae.typo@example.com'));
    expect(stored!.revokedAt).not.toBeNull();

    const message = await blast(['AWAITING']);
    const right = await linkMailedTo('rae@example.com', message);
    expect(right.token).not.toBe(wrong.token);
    const page = await getEvent({ inviteeUuid: right.inviteeUuid, token: right.token });
    expect(page.event.location).not.toBeNull();
    expect(mailsTo(smtp, 'rae.typo@example.com').some((m) => textPart(m.raw).includes(message))).toBe(false);
  });

  it('leaves the old address’s unsubscribe link speaking for that address alone', async () => {
    const { row, mailed: oldMail } = await inviteByMail('Uli', 'uli.typo@example.com');
    const oneClick = new URL(/^<([^>]+)>$/.exec(mailHeader(oldMail.raw, 'List-Unsubscribe')!)![1]!);
    const unsubscribeToken = oneClick.pathname.split('/').at(-1)!;
    await call(
      t.app,
      'editInvitee',
      {
        eventId: party.id,
        invitee: {
          inviteeId: row.id,
          name: 'Uli',
          email: 'uli@example.com',
          rsvpStatus: 'INVITED',
          additionalGuestCount: 0,
        },
      },
      host,
    );
    // The real guest signs in with the corrected address and takes the invitation over.
    const uli = await signInByEmail(t.app, t.db, 'uli@example.com', 'Uli');
    await getEvent({}, uli);
    expect((await rowOf(row.id)).userId).toBe(uli.userId);

    // Whoever holds the old mail stops this party and everything: only their own address is switched off.
    const oneClickReply = await request(t.app)
      .post(oneClick.pathname)
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(oneClickReply.status).toBeLessThan(300);
    const all = await trpcMutation(t.app, 'notifications.setUnsubscribed', {
      token: unsubscribeToken,
      scope: 'all',
      unsubscribed: true,
    });
    expect(all.status).toBe(200);
    const keys = (await t.db.select().from(unsubscribes)).map((r) => r.key);
    expect(keys).not.toContain(unsubscribeKey.guest(row.id));
    expect(keys).not.toContain(unsubscribeKey.account(uli.userId));
    await settle(500);
    const message = await blast(['AWAITING']);
    await waitFor(
      () => mailsTo(smtp, 'uli@example.com').find((m) => textPart(m.raw).includes(message)),
      'the blast reaching the real guest',
    );
  });
});

describe('a guest deleting their account', () => {
  it('ends every link to their invitation and forgets the addresses the links went to', async () => {
    const { row, mailed: link } = await inviteByMail('Dee', 'dee@example.com');
    const dee = await signInByEmail(t.app, t.db, 'dee@example.com', 'Dee');
    await getEvent({}, dee);
    expect((await rowOf(row.id)).userId).toBe(dee.userId);
    const deleted = await rpc(t.app, 'UserService', 'deleteAccount', {}, { cookie: dee.cookie });
    expect(deleted.body.error).toBeUndefined();
    const refused = await callError(t.app, 'getEvent', {
      eventId: party.id,
      inviteeUuid: link.inviteeUuid,
      token: link.token,
    });
    expect(refused.code).toBe(FORBIDDEN);
    const left = await t.db.select().from(invitationTokens).where(eq(invitationTokens.inviteeId, row.id));
    expect(left).toEqual([]);
  });
});
