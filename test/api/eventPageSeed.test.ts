import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Express } from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app/app';
import { sha256Hex } from '../../src/server/platform/auth/crypto';
import { invitees } from '../../src/server/platform/db/schema';
import { createErrorReporter } from '../../src/server/platform/providers/errors';
import { QUERY_SEED_ID, type QuerySeed } from '../../src/shared/events/pageSeed';
import type { ElkEvent } from '../../src/shared/events/schema';
import { signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { addInvitee, createEventFor, type Session, trpcQuery } from './eventsFixtures';

// The party page's HTML carries the page's first getEvent reply for its caller (issue 14): exactly what that
// caller's own getEvent answers, so a visitor's HTML holds no guest's contact, a link holder's only what their
// reply holds; only for a browser's navigation (a link-preview fetcher marks nobody's invitation seen); and
// never for a shared cache.

const INDEX = `<!doctype html>
<html lang="en">
  <head><title>Elk</title></head>
  <body class="loading"><div id="root"></div><script type="module" src="/assets/index.js"></script></body>
</html>`;

const TOKEN = 'seed-link-token-1';
const CONTACTS = {
  link: { email: 'seed.link@example.com', phone: '+14155550101' },
  yes: { email: 'seed.yes@example.com', phone: '+14155550102' },
  hidden: { email: 'seed.hidden@example.com', phone: '+14155550103' },
};
const NAVIGATION = { 'Sec-Fetch-Dest': 'document', 'Sec-Fetch-Mode': 'navigate' };

let t: TestApp;
let app: Express;
let clientDir: string;
let host: Session;
let party: ElkEvent;
let linkInviteeId: string;

beforeAll(async () => {
  t = await createTestApp();
  clientDir = await mkdtemp(path.join(os.tmpdir(), 'elk-client-'));
  await writeFile(path.join(clientDir, 'index.html'), INDEX);
  app = createApp({ ...t.deps, reporter: createErrorReporter(undefined, t.deps.logger), clientDir });
  host = await signInByEmail(t.app, t.db, 'seed-host@example.com', 'Hana Host');
  // A title that would end a careless script element.
  party = await createEventFor(t.app, host, { title: 'Seeds </script><!-- party \u2028' });
  const linked = await addInvitee(t.db, {
    eventId: party.id,
    name: 'Link Lee',
    ...CONTACTS.link,
    tokenHash: sha256Hex(TOKEN),
    rsvpStatus: 'INVITED',
    inviteStatus: 'SUCCESS',
  });
  linkInviteeId = linked.id;
  await addInvitee(t.db, { eventId: party.id, name: 'Yes Yara', ...CONTACTS.yes, rsvpStatus: 'YES' });
  await addInvitee(t.db, { eventId: party.id, name: 'Hidden Hal', ...CONTACTS.hidden, rsvpStatus: 'HIDDEN' });
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
  await t.close();
});

const BLOCK = new RegExp(`<script type="application/json" id="${QUERY_SEED_ID}">([^<]*)</script>`);

/** The page's data block, parsed, or null when it has none. */
function seedsOf(html: string): QuerySeed[] | null {
  const match = BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as QuerySeed[]) : null;
}

const openPage = (url: string, headers: Record<string, string> = NAVIGATION) =>
  request(app).get(url).set(headers);

/** getEvent as the page itself asks it, over tRPC. */
async function getEventReply(input: Record<string, unknown>, cookie?: string) {
  const res = await trpcQuery(app, 'events.getEvent', input, cookie);
  expect(res.status).toBe(200);
  return (res.body as { result: { data: unknown } }).result.data;
}

const linkRow = async () => (await t.db.select().from(invitees).where(eq(invitees.id, linkInviteeId)))[0]!;

describe('the party page HTML carries the first getEvent reply', () => {
  it('is not given to a link-preview fetcher or a prefetch, which mark nothing seen', async () => {
    const url = `/event/${party.id}?token=${TOKEN}&iu=${linkInviteeId}`;
    const notNavigations: Record<string, string>[] = [
      {},
      { ...NAVIGATION, 'Sec-Purpose': 'prefetch' },
      { 'Sec-Fetch-Dest': 'empty' },
    ];
    for (const headers of notNavigations) {
      const res = await openPage(url, headers);
      expect(res.status).toBe(200);
      expect(res.text).toContain('id="elk-first-paint"');
      expect(seedsOf(res.text)).toBeNull();
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    const row = await linkRow();
    expect(row.seenAt).toBeNull();
    expect(row.inviteStatus).toBe('SUCCESS');
  });

  it('gives a visitor the visitor’s reply: no guest’s e-mail or phone, no place', async () => {
    const res = await openPage(`/event/${party.id}`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const [seed, ...more] = seedsOf(res.text)!;
    expect(more).toHaveLength(0);
    expect(seed).toMatchObject({ path: 'events.getEvent', input: { eventId: party.id } });
    expect(Math.abs(Date.now() - seed!.at)).toBeLessThan(10_000);
    expect(seed!.data).toEqual(await getEventReply({ eventId: party.id }));
    expect((seed!.data as { event: ElkEvent }).event.title).toBe(party.title);
    for (const contact of Object.values(CONTACTS)) {
      expect(res.text).not.toContain(contact.email);
      expect(res.text).not.toContain(contact.phone);
      expect(res.text).not.toContain(contact.phone.slice(2));
    }
    expect(res.text).not.toContain('Hidden Hal');
    expect((seed!.data as { event: ElkEvent }).event.location).toBeNull();
    // Nothing in the block ends the element early or opens a comment.
    expect(BLOCK.exec(res.text)![1]).not.toMatch(/<|\u2028/);
  });

  it('gives a link holder exactly their own reply, and marks their invitation seen as the page would', async () => {
    const res = await openPage(`/event/${party.id}?token=${TOKEN}&iu=${linkInviteeId}&r=yes`);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const [seed] = seedsOf(res.text)!;
    const input = { eventId: party.id, inviteeUuid: linkInviteeId, token: TOKEN };
    expect(seed!.input).toEqual(input);
    expect((await linkRow()).seenAt).not.toBeNull();
    // Their reply, as their own next getEvent answers it: their own contact, nobody else's.
    expect(seed!.data).toEqual(await getEventReply(input));
    expect(res.text).toContain(CONTACTS.link.email);
    for (const contact of [CONTACTS.yes, CONTACTS.hidden]) {
      expect(res.text).not.toContain(contact.email);
      expect(res.text).not.toContain(contact.phone);
    }
  });

  it('gives /ro and a preview the reply of a call that writes nothing', async () => {
    for (const url of [`/event/${party.id}/ro`, `/event/${party.id}?preview=1`]) {
      const [seed] = seedsOf((await openPage(url)).text)!;
      expect(seed!.input).toEqual({ eventId: party.id, preview: true });
      expect(seed!.data).toEqual(await getEventReply({ eventId: party.id, preview: true }));
    }
  });

  it('gives a signed-in host the host’s reply, in a page no shared cache keeps', async () => {
    const res = await openPage(`/event/${party.id}`).set('Cookie', host.cookie);
    expect(res.headers['cache-control']).toBe('private, no-cache');
    const [seed] = seedsOf(res.text)!;
    const asHost = await getEventReply({ eventId: party.id }, host.cookie);
    expect(seed!.data).toEqual(asHost);
    expect((asHost as { event: ElkEvent }).event.isHost).toBe(true);
    // The host's reply has the guests' contacts: the checks above look for what could be there.
    expect(res.text).toContain(CONTACTS.yes.email);
    expect(res.text).toContain(CONTACTS.yes.phone);
  });

  it('carries nothing when getEvent refuses the caller: the page shows why from its own call', async () => {
    const res = await openPage(`/event/${party.id}?token=wrong-token-000&iu=${linkInviteeId}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('id="elk-first-paint"');
    expect(seedsOf(res.text)).toBeNull();
    expect(res.headers['cache-control']).toBe('no-cache');
  });
});
