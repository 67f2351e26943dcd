import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JSON_TOO_DEEP } from '../../src/server/platform/http/jsonDepth';
import { INVITE_MESSAGES } from '../../src/shared/guests/copy';
import { rpc, signInByEmail } from '../helpers/rpc';
import { createTestApp, type TestApp } from '../helpers/testApp';
import { createEventFor, type Session } from '../api/events/eventsFixtures';

// Bad bodies and paths are the caller's mistake: a 4xx with a clear message, never a 500, a stack or a path.

let t: TestApp;
// Uploads are decided before their bodies are read: the bad bodies come from a host, into their own party.
let host: Session;
let partyId: string;
beforeAll(async () => {
  t = await createTestApp();
  host = await signInByEmail(t.app, t.db, 'bad-bodies@example.com', 'Bea Body');
  partyId = (await createEventFor(t.app, host, { title: 'Bad bodies' })).id;
});
afterAll(() => t.close());

describe('bad multipart uploads', () => {
  const csv = () => request(t.app).post('/api/invites/csv').set('Cookie', host.cookie);
  const csvInto = () => csv().field('eventId', partyId);
  const image = () =>
    request(t.app).post('/api/uploads/image').set('X-Elk-Upload', '1').set('Cookie', host.cookie);
  const small = Buffer.from('Name,Email\nAnn,ann@example.com\n');
  const notRecognised = { isValid: false, message: INVITE_MESSAGES.csvNotRecognised };

  it('a CSV over 5 MB is 413', async () => {
    const res = await csvInto().attach('multipartFile', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      isValid: false,
      message: 'Sorry, that CSV is too large (5 MB at most).',
    });
  });

  it.each([
    [
      'two files',
      () => csvInto().attach('multipartFile', small, 'a.csv').attach('multipartFile', small, 'b.csv'),
    ],
    ['a file under another name', () => csvInto().attach('file', small, 'a.csv')],
    [
      'a body that is not multipart',
      () => csv().set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nnonsense'),
    ],
    ['a multipart type without a boundary', () => csv().set('Content-Type', 'multipart/form-data').send('x')],
  ])('a CSV upload with %s is 400 with the spec message', async (_label, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject(notRecognised);
  });

  it.each([
    [
      'a body that is not multipart',
      () => image().set('Content-Type', 'multipart/form-data; boundary=xyz').send('--xyz\r\nx'),
    ],
    [
      'a multipart type without a boundary',
      () => image().set('Content-Type', 'multipart/form-data').send('x'),
    ],
  ])('an image upload with %s is 400', async (_label, send) => {
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { message: 'Upload one image file.' } });
  });
});

describe('deeply nested JSON', () => {
  const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

  it.each([
    [
      '/api/trpc',
      '/api/trpc/auth.sendEmailSignInCode',
      (x: string) => `{"emailAddress":"a@example.com","x":${x}}`,
    ],
    [
      '/json',
      '/json/AuthenticationService',
      (x: string) => `{"jsonrpc":"2.0","id":1,"method":"sendEmailSignInCode","params":{"emailAddress":${x}}}`,
    ],
  ])('is refused with 400 on %s', async (_label, path, body) => {
    const res = await request(t.app)
      .post(path)
      .set('Content-Type', 'application/json')
      .send(body(deep(100_000)));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe(JSON_TOO_DEEP);
    expect(res.text).not.toMatch(/stack|RangeError/);
  });

  it('leaves ordinary bodies alone', async () => {
    const res = await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', {
      emailAddress: 'nested-fine@example.com',
    });
    expect(res.body.result).toEqual({ success: true });
  });
});

describe('stored uploads', () => {
  it.each([
    '/uploads/missing.png',
    '/uploads/events/user_images/x/none.webp',
    '/uploads/events',
    '/uploads/%2e%2e/secrets',
  ])('%s is a plain 404 without a path', async (path) => {
    const res = await request(t.app).get(path);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain(t.dataDir);
    expect(res.text).not.toMatch(/ENOENT|\/tmp\//);
  });
});
