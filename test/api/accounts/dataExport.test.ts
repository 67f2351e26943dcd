import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answers, coinLedger, invitees, messages, questions } from '../../../src/server/platform/db/schema';
import { rpc, signInByEmail } from '../../helpers/rpc';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, trpcQuery, validEvent } from '../events/eventsFixtures';

// "Download my data" (issue 40): accounts.exportMyData gives the caller their own account, hosted parties,
// invitations with answers, messages they wrote, photos and coins, and nothing of anybody else.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const exportOf = async (cookie?: string) => trpcQuery(t.app, 'accounts.exportMyData', undefined, cookie);

describe('accounts.exportMyData', () => {
  it("gives the caller's own data, and no other guest's name or address", async () => {
    const host = await signInByEmail(t.app, t.db, 'export-host@example.com', 'Export Host');
    const hostParty = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Host Party' }) },
      host,
    );
    const me = await signInByEmail(t.app, t.db, 'export-me@example.com', 'Export Me');
    const mine = await call<{ id: string }>(
      t.app,
      'editEventDetails',
      { event: validEvent({ title: 'Mine' }) },
      me,
    );
    // Another guest of my own party: I host it, but their contact details are theirs.
    await t.db.insert(invitees).values({
      eventId: mine.id,
      name: 'Secret Guest',
      email: 'secret-guest@example.com',
      phone: '+15550001111',
    });
    const [row] = await t.db
      .insert(invitees)
      .values({
        eventId: hostParty.id,
        userId: me.userId,
        name: 'Export Me',
        email: 'export-me@example.com',
        rsvpStatus: 'YES',
        additionalGuestCount: 2,
        rsvpMessage: 'Wouldn’t miss it',
      })
      .returning();
    const [question] = await t.db.select().from(questions).where(eq(questions.eventId, hostParty.id));
    await t.db
      .insert(answers)
      .values({ inviteeId: row!.id, questionId: question!.id, text: 'No nuts please' });
    await t.db.insert(messages).values([
      {
        eventId: hostParty.id,
        senderUserId: me.userId,
        senderName: 'Export Me',
        message: 'Can I bring cake?',
      },
      { eventId: hostParty.id, senderUserId: host.userId, senderName: 'Export Host', message: 'Host words' },
    ]);
    await t.db
      .insert(coinLedger)
      .values({ userId: me.userId, delta: 100, reason: 'purchase', paymentIntentId: 'pi_export_1' });

    const res = await exportOf(me.cookie);
    expect(res.status).toBe(200);
    const data = res.body.result.data;
    expect(data.account).toMatchObject({
      id: me.userId,
      name: 'Export Me',
      emails: [{ email: 'export-me@example.com', verified: true }],
    });
    expect(data.hostedParties).toHaveLength(1);
    expect(data.hostedParties[0]).toMatchObject({ id: mine.id, title: 'Mine' });
    expect(data.hostedParties[0].guestCount).toBeGreaterThanOrEqual(2);
    expect(data.invitations).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          partyId: hostParty.id,
          partyTitle: 'Host Party',
          rsvpStatus: 'YES',
          additionalGuests: 2,
          rsvpMessage: 'Wouldn’t miss it',
          answers: [expect.objectContaining({ question: question!.question, text: 'No nuts please' })],
        }),
      ]),
    );
    expect(data.messagesWritten).toEqual([
      expect.objectContaining({ partyId: hostParty.id, message: 'Can I bring cake?' }),
    ]);
    expect(data.coins).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ coins: 100, reason: 'purchase', paymentId: 'pi_export_1' }),
      ]),
    );
    expect(data.photos).toEqual({ albumPhotos: [], coverImages: [] });
    expect(typeof data.exportedAt).toBe('string');

    // Nothing of the other people: their names, addresses, words or account ids.
    for (const other of [
      'Secret Guest',
      'secret-guest@example.com',
      '+15550001111',
      'export-host@example.com',
      'Host words',
      host.userId,
    ]) {
      expect(res.text, other).not.toContain(other);
    }
  });

  it("does not give one account another's data", async () => {
    const first = await signInByEmail(t.app, t.db, 'export-first@example.com', 'First Person');
    await call(t.app, 'editEventDetails', { event: validEvent({ title: 'First Party Only' }) }, first);
    const second = await signInByEmail(t.app, t.db, 'export-second@example.com', 'Second Person');
    const res = await exportOf(second.cookie);
    expect(res.status).toBe(200);
    expect(res.body.result.data.hostedParties).toEqual([]);
    expect(res.body.result.data.invitations).toEqual([]);
    for (const other of ['First Party Only', 'export-first@example.com', 'First Person', first.userId]) {
      expect(res.text, other).not.toContain(other);
    }
  });

  it('is UserService.exportMyData on the wire, for the caller alone', async () => {
    const person = await signInByEmail(t.app, t.db, 'export-wire@example.com', 'Wire Person');
    const reply = await rpc(t.app, 'UserService', 'exportMyData', {}, { cookie: person.cookie });
    expect(reply.body.result.account).toMatchObject({ id: person.userId, name: 'Wire Person' });
    const anonymous = await rpc(t.app, 'UserService', 'exportMyData', {});
    expect(anonymous.body.result).toBeUndefined();
    expect(anonymous.body.error).toBeDefined();
  });

  it('refuses without a session', async () => {
    const res = await exportOf();
    expect(res.status).toBe(401);
    expect(res.text).not.toContain('export-me@example.com');
    const forged = await request(t.app)
      .get('/api/trpc/accounts.exportMyData')
      .set('Cookie', 'userId=00000000-0000-0000-0000-000000000000; authToken=forged');
    expect(forged.status).toBe(401);
  });
});

describe('accounts.siteDetails', () => {
  it('names only what the operator configured', async () => {
    const bare = await trpcQuery(t.app, 'accounts.siteDetails', undefined);
    expect(bare.body.result.data).toEqual({
      operatorName: null,
      operatorContact: null,
      socialLinks: [],
      pressMentions: [],
      companySite: false,
    });
    const configured = await createTestApp({
      env: {
        OPERATOR_NAME: 'Party People Ltd',
        OPERATOR_CONTACT: 'privacy@party.example',
        SOCIAL_LINKS: 'Instagram=https://www.instagram.com/party.example',
        PRESS_MENTIONS: 'The Daily Party',
        COMPANY_SITE_URL: 'https://party.example',
      },
    });
    try {
      const res = await trpcQuery(configured.app, 'accounts.siteDetails', undefined);
      expect(res.body.result.data).toEqual({
        operatorName: 'Party People Ltd',
        operatorContact: 'privacy@party.example',
        socialLinks: [{ name: 'Instagram', href: 'https://www.instagram.com/party.example' }],
        pressMentions: ['The Daily Party'],
        companySite: true,
      });
    } finally {
      await configured.close();
    }
  });
});

describe('the legal pages', () => {
  it('are pages of the app, and the other privacy pages lead to the policy', async () => {
    // Answered like any other page of the client (here, without a built client, with the same 503 text).
    const appPage = await request(t.app).get('/profile/edit');
    for (const page of ['/privacy-policy', '/terms-of-service']) {
      const res = await request(t.app).get(page);
      expect(res.headers.location, page).toBeUndefined();
      expect(res.status, page).toBe(appPage.status);
      expect(res.text, page).toBe(appPage.text);
    }
    for (const page of ['/privacy-pledge', '/birthdays-privacy-policy']) {
      const res = await request(t.app).get(page);
      expect(res.status, page).toBe(301);
      expect(res.headers.location, page).toBe('/privacy-policy');
    }
  });

  it('sends company pages home when there is no company site', async () => {
    const res = await request(t.app).get('/about');
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/');
  });
});
