import http from 'node:http';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { HttpApp } from '../../helpers/rpc';
import sharp from 'sharp';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../../src/server/app/app';
import { events, images } from '../../../src/server/platform/db/schema';
import { createErrorReporter } from '../../../src/server/platform/providers/errors';
import { COVER_MESSAGES } from '../../../src/shared/images/copy';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { createTestApp, lastOutboxMessage, type TestApp } from '../../helpers/testApp';
import {
  call,
  callError,
  createEventFor,
  type Session,
  trpcMutation,
  validEvent,
} from '../events/eventsFixtures';
import { waitForSends } from '../invitations/inviteJobsFixtures';

// Issue 37, item 8: a cover is never an outside address that guests' mail programs and chat apps would load (a
// tracking pixel per guest). Saving refuses one, an allowed provider's picture is copied into Elk's storage,
// and mail and link previews leave out any outside cover a row holds, however it got there.

const TRACKER = 'https://tracker.example/pixel.gif';

let png: Buffer;
const asked: string[] = [];
let provider: http.Server;
let providerUrl: string;

function startProvider() {
  provider = http.createServer((req, res) => {
    asked.push(req.url ?? '');
    if (req.url === '/photos/party.png') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end(png);
    }
    if (req.url === '/photos/page.html') {
      res.writeHead(200, { 'Content-Type': 'image/png' });
      return res.end('<html><body>not a picture</body></html>');
    }
    if (req.url === '/photos/to-metadata') {
      res.writeHead(302, { Location: 'http://169.254.169.254/latest/meta-data/' });
      return res.end();
    }
    res.writeHead(404).end();
  });
  return new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve));
}

let t: TestApp;
let host: Session;
beforeAll(async () => {
  png = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#3a86ff' } })
    .png()
    .toBuffer();
  await startProvider();
  providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      // The stand-in provider is plain HTTP on loopback: only these test settings let the copy reach it.
      COVER_PROVIDER_HOSTS: new URL(providerUrl).host,
      COVER_COPY_ALLOW_LOOPBACK: 'true',
    },
  });
  host = await signInByEmail(t.app, t.db, 'cover-host@example.com', 'Cora Cover');
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => provider.close(resolve));
});

describe('saving a cover', () => {
  it('refuses an outside address on create and update, over the wire and over tRPC', async () => {
    const wire = await callError(
      t.app,
      'editEventDetails',
      { event: validEvent({ photoUrl: TRACKER }) },
      host,
    );
    expect(wire).toEqual({ code: -32602, message: `event.photoUrl: ${COVER_MESSAGES.outside}` });
    const viaTrpc = await trpcMutation(
      t.app,
      'events.editEventDetails',
      { event: validEvent({ photoUrl: 'http://tracker.example/p.gif' }) },
      host.cookie,
    );
    expect(viaTrpc.status).toBe(400);
    expect(viaTrpc.body.error.message).toBe(`event.photoUrl: ${COVER_MESSAGES.outside}`);

    const party = await createEventFor(t.app, host);
    const update = await callError(
      t.app,
      'editEventDetails',
      { eventId: party.id, event: validEvent({ photoUrl: `${TRACKER}?guest=1` }) },
      host,
    );
    expect(update.message).toBe(`event.photoUrl: ${COVER_MESSAGES.outside}`);
    const [row] = await t.db.select().from(events).where(eq(events.id, party.id));
    expect(row!.photoUrl).toBe('/uploads/events/cover.png');
  });

  it('keeps Elk’s own covers as they are', async () => {
    const party = await createEventFor(t.app, host, { photoUrl: '/uploads/gallery/garden-1a2b3c4d.webp' });
    expect(party.photoUrl).toBe('/uploads/gallery/garden-1a2b3c4d.webp');
  });

  it('copies an allowed provider’s picture into storage and saves the copy’s address', async () => {
    asked.length = 0;
    const party = await createEventFor(t.app, host, { photoUrl: `${providerUrl}/photos/party.png` });
    expect(asked).toEqual(['/photos/party.png']);
    expect(party.photoUrl).toMatch(/^\/uploads\/events\/user_images\/[\w-]+\/provider-[0-9a-f]{24}\.webp$/);
    const stored = await request(t.app).get(party.photoUrl!).buffer(true);
    expect(stored.status).toBe(200);
    const meta = await sharp(stored.body as Buffer).metadata();
    // Re-encoded by the server: WebP, no larger than an uploaded cover.
    expect(meta).toMatchObject({ format: 'webp', width: 1024, height: 768 });
    const [row] = await t.db.select().from(events).where(eq(events.id, party.id));
    expect(row!.photoUrl).toBe(party.photoUrl);
    const history = await t.db.select().from(images).where(eq(images.url, party.photoUrl!));
    expect(history).toHaveLength(1);
  });

  it('refuses a provider answer that is no picture, and one that redirects to a private address', async () => {
    for (const file of ['page.html', 'to-metadata']) {
      const error = await callError(
        t.app,
        'editEventDetails',
        { event: validEvent({ photoUrl: `${providerUrl}/photos/${file}` }) },
        host,
      );
      expect(error).toEqual({ code: -32602, message: `event.photoUrl: ${COVER_MESSAGES.copyFailed}` });
    }
  });
});

describe('a row that holds an outside cover (saved before the rule, or written directly)', () => {
  let party: ElkEvent;
  let app: HttpApp;
  let clientDir: string;
  beforeAll(async () => {
    party = await createEventFor(t.app, host, { title: 'Pixel party' });
    await t.db.update(events).set({ photoUrl: TRACKER }).where(eq(events.id, party.id));
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'elk-client-'));
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head><title>Elk</title></head><body><div id="root"></div></body></html>',
    );
    app = createApp({ ...t.deps, reporter: createErrorReporter(undefined, t.deps.logger), clientDir });
  });
  afterAll(() => rm(clientDir, { recursive: true, force: true }));

  it('sends the invitation e-mail without it', async () => {
    await call(
      t.app,
      'queueInvites',
      { eventId: party.id, invitees: [{ name: 'Gus', email: 'gus@example.com' }] },
      host,
    );
    const sent = await call<{ triggered: string[] }>(t.app, 'sendInvites', { eventId: party.id }, host);
    await waitForSends(t.db, sent.triggered);
    const mail = await lastOutboxMessage(t.db, 'gus@example.com', 'invite');
    expect(mail?.html).toContain('Pixel party');
    expect(`${mail?.html}\n${mail?.text}`).not.toContain('tracker.example');
  });

  it('leaves it out of the page’s link preview, JSON-LD and first paint', async () => {
    const res = await request(app).get(`/event/${party.id}`);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<meta property="og:title" content="Pixel party" />');
    expect(res.text).not.toContain('og:image');
    expect(res.text).not.toContain('tracker.example');
  });

  it('leaves it out of the party’s page data (the editor then asks for a new cover) and the events list', async () => {
    const page = await call<{ event: ElkEvent }>(t.app, 'getEvent', { eventId: party.id }, host);
    expect(page.event.title).toBe('Pixel party');
    expect(page.event.photoUrl).toBeNull();
    const list = await call(t.app, 'fetchEvents', {}, host);
    expect(JSON.stringify(list)).toContain('Pixel party');
    expect(JSON.stringify([page, list])).not.toContain('tracker.example');
  });

  it('still shows an own cover in both', async () => {
    await t.db.update(events).set({ photoUrl: '/uploads/events/cover.png' }).where(eq(events.id, party.id));
    const res = await request(app).get(`/event/${party.id}`);
    expect(res.text).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:\d+\/uploads\/events\/cover\.png"/,
    );
  });
});
