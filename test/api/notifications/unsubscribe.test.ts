import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ElkEvent } from '../../../src/shared/events/schema';
import type { UnsubscribeStatus } from '../../../src/shared/notifications/schema';
import { mailHeader, textPart } from '../../helpers/mime';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import {
  addInvitee,
  call,
  createEventFor,
  type Session,
  trpcMutation,
  trpcQuery,
} from '../events/eventsFixtures';
import { appOnSmtp, mailsTo, settle, type Smtp, waitFor } from './notificationsFixtures';

// Unsubscribing (issue #15): every party e-mail carries List-Unsubscribe with RFC 8058 one-click; the POST a
// mail client sends stops that party's messages to that guest (the next blast skips them, other parties still
// reach them); the page behind the link asks before it stops anything, can stop everything from Elk and undo
// it; the profile's account-wide switch is honoured by blasts, reminders and notices alike.

let smtp: Smtp;
let t: TestApp;
let host: Session;
let party: ElkEvent;
let other: ElkEvent;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp);
  host = await signInByEmail(t.app, t.db, 'unsub-host@example.com', 'Uma Host');
  party = await createEventFor(t.app, host, { title: 'Blast party' });
  other = await createEventFor(t.app, host, { title: 'Other party' });
  for (const [event, name] of [
    [party, 'ann'],
    [party, 'bob'],
    [other, 'ann'],
  ] as const) {
    await addInvitee(t.db, {
      eventId: event.id,
      name,
      email: `${name}.unsub@example.com`,
      rsvpStatus: 'YES',
      inviteStatus: 'SUCCESS',
    });
  }
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

let blasts = 0;
/** A blast to the going guests of `event`, and the mails it brought each address (waiting for `expected`). */
async function blast(event: ElkEvent, expected: string[]) {
  const message = `News ${++blasts} for ${event.title}`;
  await call(
    t.app,
    'sendEventComment',
    { eventId: event.id, isTextBlast: true, sendToStatuses: ['GOING'], message },
    host,
  );
  const has = (to: string) => mailsTo(smtp, to).some((mail) => textPart(mail.raw).includes(message));
  await waitFor(() => expected.every(has), `blast ${blasts}`);
  await settle();
  return (to: string) => has(to);
}

/** The one-click address in the newest mail to `to`. */
function oneClickOf(to: string): URL {
  const mails = mailsTo(smtp, to);
  const header = mailHeader(mails.at(-1)!.raw, 'List-Unsubscribe')!;
  return new URL(/^<([^>]+)>$/.exec(header)![1]!);
}

describe('one-click unsubscribe (RFC 8058)', () => {
  it('stops the next blast of that party for that guest, and no other party’s', async () => {
    const first = await blast(party, ['ann.unsub@example.com', 'bob.unsub@example.com']);
    expect(first('ann.unsub@example.com')).toBe(true);
    const mail = mailsTo(smtp, 'ann.unsub@example.com').at(-1)!;
    expect(mailHeader(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // What a mail client sends: a form POST, no cookie, no Origin of ours.
    const url = oneClickOf('ann.unsub@example.com');
    const res = await request(t.app)
      .post(url.pathname)
      .set('Origin', 'https://mail.example.net')
      .type('form')
      .send('List-Unsubscribe=One-Click');
    expect(res.status).toBe(200);

    const second = await blast(party, ['bob.unsub@example.com']);
    expect(second('ann.unsub@example.com')).toBe(false);
    const elsewhere = await blast(other, ['ann.unsub@example.com']);
    expect(elsewhere('ann.unsub@example.com')).toBe(true);
  });

  it('answers a forged link with 404, and sends someone opening the address to the page that asks', async () => {
    const url = oneClickOf('bob.unsub@example.com');
    const forged = url.pathname.replace(/.$/, (c) => (c === '0' ? '1' : '0'));
    expect((await request(t.app).post(forged).type('form').send('List-Unsubscribe=One-Click')).status).toBe(
      404,
    );
    const opened = await request(t.app).get(url.pathname);
    expect(opened.status).toBe(303);
    expect(opened.headers.location).toBe(url.pathname.replace('/api/unsubscribe/', '/unsubscribe/'));
    // Opening it stopped nothing: Bob still gets the party's messages.
    const next = await blast(party, ['bob.unsub@example.com']);
    expect(next('bob.unsub@example.com')).toBe(true);
  });
});

describe('the unsubscribe page', () => {
  const tokenOf = (to: string) => oneClickOf(to).pathname.split('/').pop()!;
  const status = async (token: string) =>
    (await trpcQuery(t.app, 'notifications.unsubscribeStatus', { token })).body.result
      .data as UnsubscribeStatus;
  const set = async (token: string, scope: 'party' | 'all', unsubscribed: boolean) =>
    (await trpcMutation(t.app, 'notifications.setUnsubscribed', { token, scope, unsubscribed })).body.result
      .data as UnsubscribeStatus;

  it('shows what is stopped, stops everything from Elk to the address, and undoes it', async () => {
    const token = tokenOf('bob.unsub@example.com');
    expect(await status(token)).toEqual({ title: 'Blast party', party: false, all: false });
    expect(await set(token, 'all', true)).toEqual({ title: 'Blast party', party: false, all: true });
    // Bob joins another party: its messages do not reach him either.
    await addInvitee(t.db, {
      eventId: other.id,
      name: 'bob',
      email: 'bob.unsub@example.com',
      rsvpStatus: 'YES',
      inviteStatus: 'SUCCESS',
    });
    const whileAll = await blast(other, ['ann.unsub@example.com']);
    expect(whileAll('bob.unsub@example.com')).toBe(false);

    expect(await set(token, 'all', false)).toEqual({ title: 'Blast party', party: false, all: false });
    const resumed = await blast(other, ['bob.unsub@example.com']);
    expect(resumed('bob.unsub@example.com')).toBe(true);
  });

  it('refuses a link that is not ours with the page’s message', async () => {
    const res = await trpcQuery(t.app, 'notifications.unsubscribeStatus', { token: 'g.not-a-token' });
    expect(res.status).toBe(404);
    expect(JSON.stringify(res.body)).toContain('This unsubscribe link is not valid.');
  });
});

describe('the account-wide opt-out (profile)', () => {
  it('stops blasts to the account (known only by its account on the list) until it is turned off', async () => {
    const gia = await signInByEmail(t.app, t.db, 'gia.account@example.com', 'Gia Account');
    await addInvitee(t.db, { eventId: party.id, name: 'Gia', userId: gia.userId, rsvpStatus: 'YES' });
    // Known only by her account: the blast reaches its verified address.
    const reached = await blast(party, ['gia.account@example.com']);
    expect(reached('gia.account@example.com')).toBe(true);

    const on = await trpcMutation(t.app, 'notifications.setMessageOptOut', { optedOut: true }, gia.cookie);
    expect(on.body.result.data).toEqual({ optedOut: true });
    const settings = await trpcQuery(t.app, 'notifications.messageSettings', undefined, gia.cookie);
    expect(settings.body.result.data).toEqual({ optedOut: true });
    const stopped = await blast(party, ['bob.unsub@example.com']);
    expect(stopped('gia.account@example.com')).toBe(false);

    await trpcMutation(t.app, 'notifications.setMessageOptOut', { optedOut: false }, gia.cookie);
    const resumed = await blast(party, ['gia.account@example.com']);
    expect(resumed('gia.account@example.com')).toBe(true);
  });
});
