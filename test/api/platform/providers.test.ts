import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/server/platform/db/schema';
import { loadEnv } from '../../../src/server/platform/env';
import { createLogger } from '../../../src/server/platform/logger';
import { type MailMessage, type MailProvider, sendEach } from '../../../src/server/platform/providers/mail';
import { OutboxMailProvider } from '../../../src/server/platform/providers/mail/outbox';
import { createSmsProvider } from '../../../src/server/platform/providers/sms';
import { startHttpStandIn } from '../../helpers/httpStandIn';
import { freshDatabase } from '../../helpers/testApp';

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

describe('sending e-mails in a batch', () => {
  const mail = (to: string, text = `Hello ${to}`): MailMessage => ({
    to,
    subject: `For ${to}`,
    text,
    attachments: [{ filename: 'invite.ics', content: 'BEGIN:VCALENDAR' }],
    meta: { kind: 'confirmation' },
  });

  it('keeps a batch in the outbox in one insert, each message with its own words', async () => {
    const outboxMail = new OutboxMailProvider(database.db, logger);
    const batch = ['one@batch.test', 'two@batch.test', 'three@batch.test'].map((to) => mail(to));
    expect(await sendEach(outboxMail, batch)).toEqual([null, null, null]);
    const rows = await database.db.select().from(outbox).where(like(outbox.to, '%@batch.test'));
    expect(rows.map((row) => [row.to, row.subject, row.text, row.meta]).sort()).toEqual(
      batch
        .map((m) => [m.to, m.subject, m.text, { kind: 'confirmation', attachments: ['invite.ics'] }])
        .sort(),
    );
  });

  it('fails every message of a batch the outbox cannot keep, and keeps none of them', async () => {
    const outboxMail = new OutboxMailProvider(database.db, logger);
    // PostgreSQL refuses a NUL character in text: the one insert fails for the whole batch.
    const batch = [mail('fine@refused.test'), mail('nul@refused.test', 'bad \u0000 text')];
    const errors = await sendEach(outboxMail, batch);
    expect(errors).toHaveLength(2);
    for (const error of errors) expect(String(error)).toMatch(/Failed query:\s+insert into "outbox"/);
    expect(await database.db.select().from(outbox).where(like(outbox.to, '%@refused.test'))).toEqual([]);
    // send() of one message throws its error.
    await expect(outboxMail.send(batch[1]!)).rejects.toThrow(/Failed query:\s+insert into "outbox"/);
  });

  it('sends each on its own through a provider without sendMany: one failing does not stop the others', async () => {
    const sent: string[] = [];
    const provider: MailProvider = {
      name: 'one-by-one',
      async send(message) {
        if (message.to.startsWith('refused')) throw new Error(`550 no such user: ${message.to}`);
        sent.push(message.to);
      },
    };
    const errors = await sendEach(provider, [
      mail('a@each.test'),
      mail('refused@each.test'),
      mail('b@each.test'),
    ]);
    expect(errors[0]).toBeNull();
    expect(String(errors[1])).toMatch(/550 no such user: refused@each\.test/);
    expect(errors[2]).toBeNull();
    expect(sent.sort()).toEqual(['a@each.test', 'b@each.test']);
  });
});
