import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../src/server/platform/db/schema';
import { loadEnv } from '../../src/server/platform/env';
import { createLogger } from '../../src/server/platform/logger';
import { createSmsProvider } from '../../src/server/platform/providers/sms';
import { startHttpStandIn } from '../helpers/httpStandIn';
import { freshDatabase } from '../helpers/testApp';

let database: Awaited<ReturnType<typeof freshDatabase>>;
beforeAll(async () => {
  database = await freshDatabase();
});
afterAll(() => database.drop());
const logger = createLogger('silent');

describe('SMS providers', () => {
  it('sends through a Twilio-style API when its keys are set', async () => {
    const api = await startHttpStandIn(() => ({ status: 201, body: { sid: 'SM1' } }));
    try {
      const env = loadEnv({
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'tok',
        TWILIO_FROM: '+15550001111',
        TWILIO_API_URL: api.url,
      });
      const sms = createSmsProvider(env, database.db, logger);
      expect(sms.name).toBe('twilio');
      await sms.send({ to: '+15551234567', text: '123456 is your Elk sign-in code.' });
      const [req] = api.requests;
      expect(req!.method).toBe('POST');
      expect(req!.url).toBe('/2010-04-01/Accounts/AC123/Messages.json');
      expect(req!.headers.authorization).toBe(`Basic ${Buffer.from('AC123:tok').toString('base64')}`);
      expect(Object.fromEntries(new URLSearchParams(req!.body))).toEqual({
        To: '+15551234567',
        From: '+15550001111',
        Body: '123456 is your Elk sign-in code.',
      });
    } finally {
      await api.close();
    }
  });

  it('reports a refusal from the SMS API as an error', async () => {
    const api = await startHttpStandIn(() => ({ status: 400, body: { message: 'invalid To' } }));
    try {
      const env = loadEnv({
        TWILIO_ACCOUNT_SID: 'AC1',
        TWILIO_AUTH_TOKEN: 't',
        TWILIO_FROM: '+1',
        TWILIO_API_URL: api.url,
      });
      await expect(createSmsProvider(env, database.db, logger).send({ to: 'x', text: 'y' })).rejects.toThrow(
        /400.*invalid To/,
      );
    } finally {
      await api.close();
    }
  });

  it('keeps texts in the outbox without keys', async () => {
    const sms = createSmsProvider(loadEnv({}), database.db, logger);
    expect(sms.name).toBe('outbox');
    await sms.send({ to: '+15559876543', text: 'hello' });
    const rows = await database.db.select().from(outbox);
    expect(rows).toEqual([expect.objectContaining({ channel: 'sms', to: '+15559876543', text: 'hello' })]);
  });

  it('refuses half a Twilio configuration at start-up', () => {
    expect(() => loadEnv({ TWILIO_ACCOUNT_SID: 'AC1' })).toThrow(/TWILIO_AUTH_TOKEN/);
  });
});
