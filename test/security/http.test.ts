import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INVITE_MESSAGES } from '../../src/shared/schemas/invites';
import { createTestApp, type TestApp } from '../helpers/testApp';

// Bad bodies and paths are the caller's mistake: a 4xx with a clear message, never a 500, a stack or a path.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('bad multipart uploads', () => {
  const csv = () => request(t.app).post('/api/invites/csv');
  const image = () => request(t.app).post('/api/uploads/image').set('X-Elk-Upload', '1');
  const small = Buffer.from('Name,Email\nAnn,ann@example.com\n');
  const notRecognised = { isValid: false, message: INVITE_MESSAGES.csvNotRecognised };

  it('a CSV over 5 MB is 413', async () => {
    const res = await csv().attach('multipartFile', Buffer.alloc(5 * 1024 * 1024 + 1, 'a'), 'big.csv');
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      isValid: false,
      message: 'Sorry, that CSV is too large (5 MB at most).',
    });
  });

  it.each([
    [
      'two files',
      () => csv().attach('multipartFile', small, 'a.csv').attach('multipartFile', small, 'b.csv'),
    ],
    ['a file under another name', () => csv().attach('file', small, 'a.csv')],
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
