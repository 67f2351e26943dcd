import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cohostLinks, cohosts, outbox } from '../../../src/server/platform/db/schema';
import { createLogger } from '../../../src/server/platform/logger';
import type { MailMessage, MailProvider } from '../../../src/server/platform/providers/mail';
import { OutboxMailProvider } from '../../../src/server/platform/providers/mail/outbox';
import { type CohostRow } from '../../../src/shared/cohosts/schema';
import { COHOST_MESSAGES } from '../../../src/shared/cohosts/copy';
import { INVITE_MESSAGES } from '../../../src/shared/guests/copy';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';
import {
  call,
  callError,
  createEventFor,
  type Session,
  trpcMutation,
  trpcQuery,
} from '../events/eventsFixtures';

// Cohosts through /json/EventService (spec sections 4, 6, 7): adding by e-mail, the host's link, accepting and
// declining through it, invalidating it, and who may do each.

const FORBIDDEN = -32003;
const NOT_SIGNED_IN = -32001;
const BAD_PARAMS = -32602;
const CONFLICT = -32009;

type Link = { linkUuid: string; cohostLink: string };
type Added = { cohost: CohostRow; mailSent: boolean; message: string };

let t: TestApp;
let host: Session;
let friend: Session;
let stranger: Session;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'co-host@example.com', 'Hana Host');
  friend = await signInByEmail(t.app, t.db, 'co-friend@example.com', 'Fern Friend');
  stranger = await signInByEmail(t.app, t.db, 'co-stranger@example.com', 'Stan Stranger');
});
afterAll(() => t.close());

const party = (title: string) => createEventFor(t.app, host, { title, questions: [] });
const cohostRows = (eventId: string) => t.db.select().from(cohosts).where(eq(cohosts.eventId, eventId));
const access = async (eventId: string, who: Session) =>
  (await trpcQuery(t.app, 'cohosts.getCohostAccess', { eventId }, who.cookie)).body.result.data as {
    role: string;
    linkUuid: string | null;
  };
const viewerRole = async (eventId: string, who: Session) =>
  (await call<{ viewer: { role: string } }>(t.app, 'getEvent', { eventId, preview: true }, who)).viewer.role;

describe('addCohost', () => {
  it('adds a pending cohost, e-mails the accept link and shows the entry as SENT', async () => {
    const event = await party('Add party');
    const added = await call<Added>(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Fern Friend', email: ' CO-Friend@Example.com ' } },
      host,
    );
    expect(added.mailSent).toBe(true);
    expect(added.message).toBe('Fern Friend added as a cohost.');
    expect(added.cohost).toMatchObject({
      name: 'Fern Friend',
      email: 'co-friend@example.com',
      status: 'success',
    });
    const link = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    const mail = await lastOutboxMessage(t.db, 'co-friend@example.com');
    expect(mail?.subject).toBe('Hana Host invited you to cohost Add party');
    expect(mail?.text).toContain(
      `/event/cohost/add/${event.id}?link=${link.linkUuid}&c=${added.cohost.cohostId}`,
    );
    // Until they answer they are pending: the cohost page sends them to the accept page with their link.
    expect(await access(event.id, friend)).toEqual({ role: 'pending', linkUuid: link.linkUuid });
    expect(await viewerRole(event.id, friend)).not.toBe('cohost');
  });

  it('rejects a bad e-mail, a repeat, and the host’s own address, adding nothing', async () => {
    const event = await party('Validation party');
    expect(
      await callError(t.app, 'addCohost', { eventId: event.id, cohost: { name: 'X', email: 'nope' } }, host),
    ).toEqual({ code: BAD_PARAMS, message: `cohost.email: ${COHOST_MESSAGES.enterValidEmail}` });
    expect(
      (
        await callError(
          t.app,
          'addCohost',
          { eventId: event.id, cohost: { name: ' ', email: 'a@b.io' } },
          host,
        )
      ).message,
    ).toContain(COHOST_MESSAGES.enterName);
    await call(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Ann', email: 'ann@example.com' } },
      host,
    );
    expect(
      await callError(
        t.app,
        'addCohost',
        { eventId: event.id, cohost: { name: 'Ann again', email: 'ANN@example.com' } },
        host,
      ),
    ).toEqual({ code: CONFLICT, message: COHOST_MESSAGES.alreadyCohost });
    expect(
      (
        await callError(
          t.app,
          'addCohost',
          { eventId: event.id, cohost: { name: 'Me', email: 'co-host@example.com' } },
          host,
        )
      ).message,
    ).toBe(COHOST_MESSAGES.cannotAddHost);
    expect(await cohostRows(event.id)).toHaveLength(1);
  });

  it('refuses strangers, accepted cohosts and anonymous callers', async () => {
    const event = await party('Closed party');
    const params = { eventId: event.id, cohost: { name: 'Sneaky', email: 'sneaky@example.com' } };
    expect((await callError(t.app, 'addCohost', params, stranger)).code).toBe(FORBIDDEN);
    expect((await callError(t.app, 'addCohost', params)).code).toBe(NOT_SIGNED_IN);
    await t.db.insert(cohosts).values({ eventId: event.id, userId: friend.userId, status: 'accepted' });
    expect((await callError(t.app, 'addCohost', params, friend)).code).toBe(FORBIDDEN);
    expect(await cohostRows(event.id)).toHaveLength(1);
    expect(await lastOutboxMessage(t.db, 'sneaky@example.com')).toBeUndefined();
  });
});

describe('getCohostLink and invalidateCohostLink', () => {
  it('gives the host one live link, made once even when asked twice at the same moment', async () => {
    const event = await party('Link party');
    const [a, b] = await Promise.all([
      call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host),
      call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host),
    ]);
    expect(a.linkUuid).toBe(b.linkUuid);
    expect(a.cohostLink).toMatch(new RegExp(`/event/cohost/add/${event.id}\\?link=${a.linkUuid}$`));
    const live = await t.db.select().from(cohostLinks).where(eq(cohostLinks.eventId, event.id));
    expect(live).toHaveLength(1);
  });

  it('is for the host only: a cohost or stranger gets FORBIDDEN', async () => {
    const event = await party('Host-only link');
    await t.db.insert(cohosts).values({ eventId: event.id, userId: friend.userId, status: 'accepted' });
    expect(await callError(t.app, 'getCohostLink', { eventId: event.id }, friend)).toEqual({
      code: FORBIDDEN,
      message: 'You do not have permission to do that.',
    });
    expect((await callError(t.app, 'getCohostLink', { eventId: event.id }, stranger)).code).toBe(FORBIDDEN);
    expect((await callError(t.app, 'invalidateCohostLink', { eventId: event.id }, friend)).code).toBe(
      FORBIDDEN,
    );
    expect(await t.db.select().from(cohostLinks).where(eq(cohostLinks.eventId, event.id))).toHaveLength(0);
  });

  it('after invalidating, the old link is refused and changes nothing; the new one works', async () => {
    const event = await party('Invalidate party');
    const old = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    const fresh = await call<Link>(t.app, 'invalidateCohostLink', { eventId: event.id }, host);
    expect(fresh.linkUuid).not.toBe(old.linkUuid);
    expect((await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host)).linkUuid).toBe(
      fresh.linkUuid,
    );

    const refused = await callError(
      t.app,
      'updateCohostStatus',
      { eventId: event.id, linkUuid: old.linkUuid, status: 'accepted' },
      stranger,
    );
    expect(refused).toEqual({ code: FORBIDDEN, message: COHOST_MESSAGES.linkInvalid });
    expect(await cohostRows(event.id)).toHaveLength(0);
    expect(await viewerRole(event.id, stranger)).not.toBe('cohost');

    await call(
      t.app,
      'updateCohostStatus',
      { eventId: event.id, linkUuid: fresh.linkUuid, status: 'accepted' },
      stranger,
    );
    expect(await viewerRole(event.id, stranger)).toBe('cohost');
  });

  it('a pending cohost whose link was invalidated is still pending, without a working link', async () => {
    const event = await party('Stale invite party');
    await call(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Fern', email: 'co-friend@example.com' } },
      host,
    );
    await call(t.app, 'invalidateCohostLink', { eventId: event.id }, host);
    expect(await access(event.id, friend)).toEqual({ role: 'pending', linkUuid: null });
  });
});

describe('updateCohostStatus', () => {
  it('accepting claims the e-mailed entry; the cohost then has the host’s tools and can manage invites', async () => {
    const event = await party('Accept party');
    const added = await call<Added>(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Typed Name', email: 'co-friend@example.com' } },
      host,
    );
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    const result = await call<{ cohost: CohostRow }>(
      t.app,
      'updateCohostStatus',
      { eventId: event.id, linkUuid, status: 'accepted', cohost: { cohostId: added.cohost.cohostId } },
      friend,
    );
    expect(result.cohost).toMatchObject({
      cohostId: added.cohost.cohostId,
      userId: friend.userId,
      status: 'accepted',
    });
    expect(await cohostRows(event.id)).toHaveLength(1);
    expect(await viewerRole(event.id, friend)).toBe('cohost');
    expect(await access(event.id, friend)).toEqual({ role: 'cohost', linkUuid: null });

    const listed = await call<{ events: { id: string; isHost: boolean }[] }>(
      t.app,
      'fetchEvents',
      {},
      friend,
    );
    expect(listed.events.find((e) => e.id === event.id)?.isHost).toBe(true);
    const queued = await call<{ count: number }>(
      t.app,
      'queueInvites',
      { eventId: event.id, invitees: [{ name: 'Gus Guest', email: 'gus@example.com' }] },
      friend,
    );
    expect(queued.count).toBe(1);
    const list = await call<{ guests: { name: string }[] }>(
      t.app,
      'fetchGuestList',
      { eventId: event.id },
      friend,
    );
    expect(list.guests.map((g) => g.name)).toContain('Gus Guest');

    // Reading the cohost list is fine for a cohost; changing it is the host's.
    const cohostsSeen = await call<{ role: string; host: unknown; cohosts: CohostRow[] }>(
      t.app,
      'fetchCohosts',
      { eventId: event.id },
      friend,
    );
    expect(cohostsSeen.role).toBe('cohost');
    expect(cohostsSeen.host).toEqual({ userId: host.userId, name: 'Hana Host', photoUrl: null });
    expect(cohostsSeen.cohosts.map((c) => c.status)).toEqual(['accepted']);
    expect(
      (await callError(t.app, 'removeCohost', { eventId: event.id, cohostId: added.cohost.cohostId }, friend))
        .code,
    ).toBe(FORBIDDEN);
  });

  it('declining leaves the caller without host access, and the host sees Declined', async () => {
    const event = await party('Decline party');
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    await call(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status: 'declined' }, stranger);
    expect(await viewerRole(event.id, stranger)).not.toBe('cohost');
    expect((await callError(t.app, 'fetchGuestList', { eventId: event.id }, stranger)).code).toBe(FORBIDDEN);
    expect(await access(event.id, stranger)).toEqual({ role: 'none', linkUuid: null });
    const seen = await call<{ cohosts: CohostRow[] }>(t.app, 'fetchCohosts', { eventId: event.id }, host);
    expect(seen.cohosts).toEqual([expect.objectContaining({ userId: stranger.userId, status: 'declined' })]);
  });

  it('refuses another party’s link, a made-up link, an unknown status and the host, changing nothing', async () => {
    const mine = await party('Mine');
    const other = await party('Other');
    const otherLink = await call<Link>(t.app, 'getCohostLink', { eventId: other.id }, host);
    const mineLink = await call<Link>(t.app, 'getCohostLink', { eventId: mine.id }, host);
    const foreign = { eventId: mine.id, linkUuid: otherLink.linkUuid, status: 'accepted' };
    expect(await callError(t.app, 'updateCohostStatus', foreign, stranger)).toEqual({
      code: FORBIDDEN,
      message: COHOST_MESSAGES.linkInvalid,
    });
    const madeUp = { ...foreign, linkUuid: '00000000-0000-4000-8000-000000000000' };
    expect((await callError(t.app, 'updateCohostStatus', madeUp, stranger)).code).toBe(FORBIDDEN);
    const badStatus = { eventId: mine.id, linkUuid: mineLink.linkUuid, status: 'success' };
    expect((await callError(t.app, 'updateCohostStatus', badStatus, stranger)).code).toBe(BAD_PARAMS);
    const asHost = { eventId: mine.id, linkUuid: mineLink.linkUuid, status: 'accepted' };
    expect((await callError(t.app, 'updateCohostStatus', asHost, host)).message).toBe(
      COHOST_MESSAGES.hostCannotAccept,
    );
    expect((await callError(t.app, 'updateCohostStatus', asHost)).code).toBe(NOT_SIGNED_IN);
    expect(await cohostRows(mine.id)).toHaveLength(0);
    expect(await cohostRows(other.id)).toHaveLength(0);
  });

  it('a second answer by the same person updates their one entry', async () => {
    const event = await party('Change of mind');
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    await Promise.all([
      call(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status: 'accepted' }, stranger),
      call(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status: 'accepted' }, stranger),
    ]);
    await call(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status: 'declined' }, stranger);
    const rows = await cohostRows(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('declined');
  });
});

describe('one entry per person', () => {
  it('adding someone who declined invites them again on their entry; accepting then leaves one entry', async () => {
    const event = await party('Second thoughts');
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    await call(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status: 'declined' }, friend);
    const again = await call<Added>(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Fern again', email: 'co-friend@example.com' } },
      host,
    );
    expect(again.cohost).toMatchObject({ userId: friend.userId, status: 'success' });
    await call(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status: 'accepted' }, friend);
    const rows = await cohostRows(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userId: friend.userId, status: 'accepted' });
  });

  it('accepting through one e-mail also answers another unanswered e-mail to the same person', async () => {
    const event = await party('Two addresses');
    const work = await call<Added>(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Fern at work', email: 'fern@work.example.com' } },
      host,
    );
    await call(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Fern', email: 'co-friend@example.com' } },
      host,
    );
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    await call(
      t.app,
      'updateCohostStatus',
      { eventId: event.id, linkUuid, status: 'accepted', cohost: { cohostId: work.cohost.cohostId } },
      friend,
    );
    const rows = await cohostRows(event.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: work.cohost.cohostId, userId: friend.userId, status: 'accepted' });
  });
});

describe('removeCohost, fetchCohosts and getCohostAccess', () => {
  it('removing an accepted cohost takes their host access away', async () => {
    const event = await party('Remove party');
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    const { cohost } = await call<{ cohost: CohostRow }>(
      t.app,
      'updateCohostStatus',
      { eventId: event.id, linkUuid, status: 'accepted' },
      friend,
    );
    expect(await viewerRole(event.id, friend)).toBe('cohost');
    expect((await callError(t.app, 'fetchCohosts', { eventId: event.id }, stranger)).code).toBe(FORBIDDEN);
    await call(t.app, 'removeCohost', { eventId: event.id, cohostId: cohost.cohostId }, host);
    expect(await viewerRole(event.id, friend)).not.toBe('cohost');
    expect((await callError(t.app, 'fetchGuestList', { eventId: event.id }, friend)).code).toBe(FORBIDDEN);
    expect(
      (await callError(t.app, 'removeCohost', { eventId: event.id, cohostId: cohost.cohostId }, host))
        .message,
    ).toBe(COHOST_MESSAGES.cohostNotFound);
  });

  it('tells the cohost page who is host, cohost, pending or nobody', async () => {
    const event = await party('Access party');
    expect(await access(event.id, host)).toEqual({ role: 'host', linkUuid: null });
    expect(await access(event.id, stranger)).toEqual({ role: 'none', linkUuid: null });
    const missing = await trpcQuery(
      t.app,
      'cohosts.getCohostAccess',
      { eventId: '00000000-0000-4000-8000-000000000000' },
      stranger.cookie,
    );
    expect(missing.body.error.data.code).toBe('NOT_FOUND');
    const anonymous = await trpcQuery(t.app, 'cohosts.getCohostAccess', { eventId: event.id });
    expect(anonymous.body.error.data.code).toBe('UNAUTHORIZED');
  });

  it('shows the accept page the party and where the caller stands, and refuses a dead link', async () => {
    const event = await party('Invite page party');
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    const invite = await trpcQuery(
      t.app,
      'cohosts.getCohostInvite',
      { eventId: event.id, linkUuid },
      friend.cookie,
    );
    expect(invite.body.result.data).toMatchObject({
      event: { id: event.id, title: 'Invite page party', hostedBy: 'Hana Host', cancelled: false },
      viewerIsHost: false,
      status: null,
    });
    await call(t.app, 'invalidateCohostLink', { eventId: event.id }, host);
    const dead = await trpcQuery(
      t.app,
      'cohosts.getCohostInvite',
      { eventId: event.id, linkUuid },
      friend.cookie,
    );
    expect(dead.body.error.message).toBe(COHOST_MESSAGES.linkInvalid);
  });
});

describe('on a cancelled party (spec section 4: its guest list is read-only)', () => {
  const readOnly = { code: CONFLICT, message: INVITE_MESSAGES.guestListReadOnly };

  it('refuses adding, re-sending, removing, accepting and declining, changing nothing and sending nothing', async () => {
    const event = await party('Cancelled cohost party');
    const pending = await call<Added>(
      t.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Pia Pending', email: 'co-pending@example.com' } },
      host,
    );
    const { linkUuid } = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    const { cohost: accepted } = await call<{ cohost: CohostRow }>(
      t.app,
      'updateCohostStatus',
      { eventId: event.id, linkUuid, status: 'accepted' },
      friend,
    );
    await call(t.app, 'cancelEvent', { eventId: event.id }, host);
    const before = await cohostRows(event.id);

    const added = { eventId: event.id, cohost: { name: 'Late Larry', email: 'co-late@example.com' } };
    expect(await callError(t.app, 'addCohost', added, host)).toEqual(readOnly);
    expect(await lastOutboxMessage(t.db, 'co-late@example.com')).toBeUndefined();
    const resend = await trpcMutation(
      t.app,
      'cohosts.resendCohostInvite',
      { eventId: event.id, cohostId: pending.cohost.cohostId },
      host.cookie,
    );
    expect(resend.body.error).toMatchObject({ message: readOnly.message, data: { code: 'CONFLICT' } });
    expect(
      await callError(t.app, 'removeCohost', { eventId: event.id, cohostId: accepted.cohostId }, host),
    ).toEqual(readOnly);
    for (const status of ['accepted', 'declined']) {
      expect(
        await callError(t.app, 'updateCohostStatus', { eventId: event.id, linkUuid, status }, stranger),
      ).toEqual(readOnly);
    }
    expect(
      await callError(
        t.app,
        'updateCohostStatus',
        { eventId: event.id, linkUuid, status: 'declined' },
        friend,
      ),
    ).toEqual(readOnly);

    expect(await cohostRows(event.id)).toEqual(before);
    expect(await viewerRole(event.id, friend)).toBe('cohost');
    expect(await viewerRole(event.id, stranger)).not.toBe('cohost');
  });

  it('still lets the host read the list and the link, and invalidate the link (that only takes access away)', async () => {
    const event = await party('Cancelled link party');
    const old = await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host);
    await call(t.app, 'cancelEvent', { eventId: event.id }, host);
    expect((await call<Link>(t.app, 'getCohostLink', { eventId: event.id }, host)).linkUuid).toBe(
      old.linkUuid,
    );
    const fresh = await call<Link>(t.app, 'invalidateCohostLink', { eventId: event.id }, host);
    expect(fresh.linkUuid).not.toBe(old.linkUuid);
    const list = await call<{ cohosts: CohostRow[] }>(t.app, 'fetchCohosts', { eventId: event.id }, host);
    expect(list.cohosts).toEqual([]);
  });

  it('still refuses a cohost or a stranger before saying the party is cancelled', async () => {
    const event = await party('Cancelled closed party');
    await call(t.app, 'cancelEvent', { eventId: event.id }, host);
    const params = { eventId: event.id, cohost: { name: 'Sneaky', email: 'co-sneaky@example.com' } };
    expect((await callError(t.app, 'addCohost', params, stranger)).code).toBe(FORBIDDEN);
    expect((await callError(t.app, 'addCohost', params)).code).toBe(NOT_SIGNED_IN);
  });
});

describe('when the e-mail cannot be sent', () => {
  let flaky: TestApp;
  let inner: MailProvider | undefined;
  let failCohostMail = true;
  beforeAll(async () => {
    // Sign-in codes still reach the outbox; only the cohost e-mail fails while failCohostMail is set.
    const mail: MailProvider = {
      name: 'flaky',
      async send(message: MailMessage) {
        if (failCohostMail && message.meta?.kind === 'cohost-invite') throw new Error('mail server down');
        await inner!.send(message);
      },
    };
    flaky = await createTestApp({ mail });
    inner = new OutboxMailProvider(flaky.db, createLogger('silent'));
  });
  afterAll(() => flaky.close());

  it('keeps the cohost as Failed and says so; resending later marks them SENT', async () => {
    const owner = await signInByEmail(flaky.app, flaky.db, 'flaky-host@example.com', 'Flo Host');
    const event = await createEventFor(flaky.app, owner, { title: 'Flaky party', questions: [] });
    const added = await call<Added>(
      flaky.app,
      'addCohost',
      { eventId: event.id, cohost: { name: 'Una', email: 'una@example.com' } },
      owner,
    );
    expect(added.mailSent).toBe(false);
    expect(added.message).toBe(COHOST_MESSAGES.addedMailFailed('Una'));
    expect(added.cohost.status).toBe('failed');
    failCohostMail = false;
    const resent = await rpcResend(flaky, owner, event.id, added.cohost.cohostId);
    expect(resent.cohost.status).toBe('success');
    const sent = await flaky.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, 'una@example.com')));
    expect(sent).toHaveLength(1);
  });
});

/** resendCohostInvite is the page's own call (not in the spec's list), so it goes through tRPC over HTTP. */
async function rpcResend(app: TestApp, who: Session, eventId: string, cohostId: string) {
  const res = await trpcMutation(app.app, 'cohosts.resendCohostInvite', { eventId, cohostId }, who.cookie);
  if (res.body.error) throw new Error(JSON.stringify(res.body.error));
  return res.body.result.data as Added;
}
