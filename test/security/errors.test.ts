import { sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app/app';
import { createErrorReporter } from '../../src/server/platform/providers/errors';
import { MSG } from '../../src/shared/common/copy';
import { trpcMutation, trpcQuery } from '../api/events/eventsFixtures';
import { createTestApp, type TestApp } from '../helpers/testApp';

// tRPC error replies say what the caller may know: field errors and our own messages, never SQL, parameters or
// a stack. An unexpected failure is a generic message and an id that leads to the details in the log.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An app whose `sign_in_codes` table is gone: sending a code fails inside a query, with SQL in the error. */
async function brokenApp(env: Record<string, string> = {}) {
  const lines: string[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(line) });
  const broken = await createTestApp({ env });
  await broken.db.execute(sql`alter table sign_in_codes rename to sign_in_codes_gone`);
  const app = createApp({ ...broken.deps, logger, reporter: createErrorReporter(undefined, logger) });
  return { app, lines, close: broken.close };
}

describe('tRPC error replies', () => {
  for (const mode of ['development', 'production'] as const) {
    it(`hide SQL, parameters and stacks of an internal failure behind a generic message and an id (${mode})`, async () => {
      const broken = await brokenApp({ NODE_ENV: mode });
      try {
        const res = await trpcMutation(broken.app, 'auth.sendEmailSignInCode', {
          emailAddress: 'secret-address@example.com',
        }).set('X-Request-Id', `req-${mode}`);
        expect(res.status).toBe(500);
        expect(res.body.error.message).toBe(MSG.somethingWentWrongTryAgain);
        expect(res.body.error.data).toMatchObject({ code: 'INTERNAL_SERVER_ERROR', errorId: `req-${mode}` });
        expect(res.body.error.data).not.toHaveProperty('stack');
        expect(res.text).not.toMatch(/sign_in_codes|secret-address|Failed query|params:|\.ts:\d+/);
        // The details stay in the log, under the same id.
        const logged = broken.lines.map((line) => JSON.parse(line)).find((e) => e.msg === 'trpc failure');
        expect(logged).toMatchObject({ requestId: `req-${mode}` });
        expect(JSON.stringify(logged)).toMatch(/sign_in_codes/);
      } finally {
        await broken.close();
      }
    });
  }

  it('never carry a stack, and keep field errors and deliberate messages', async () => {
    const invalid = await trpcMutation(t.app, 'auth.sendEmailSignInCode', { emailAddress: 'nope' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.error.message).toBe(`emailAddress: ${MSG.invalidEmail}`);
    expect(invalid.body.error.data.fieldErrors).toEqual({ emailAddress: [MSG.invalidEmail] });
    const visitor = await trpcQuery(t.app, 'accounts.getElkUser', {});
    expect(visitor.status).toBe(401);
    expect(visitor.body.error.message).toBe(MSG.notSignedIn);
    const unknown = await trpcQuery(t.app, 'nothing.here', undefined);
    expect(unknown.status).toBe(404);
    for (const res of [invalid, visitor, unknown]) expect(res.body.error.data).not.toHaveProperty('stack');
  });
});
