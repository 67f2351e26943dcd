import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../../src/server/platform/db/schema';
import { rpc } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import { codeFrom, createTestApp, type TestApp } from '../../helpers/testApp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Elk <hello@elk.test>' } });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('sign-in by e-mail through a real SMTP server', () => {
  it('delivers the code over SMTP, and that code signs the person in', async () => {
    const sent = await rpc(t.app, 'AuthenticationService', 'sendEmailSignInCode', {
      emailAddress: 'smtp@example.com',
    });
    expect(sent.body.result).toEqual({ success: true });
    expect(smtp.received).toHaveLength(1);
    const mail = smtp.received[0]!;
    expect(mail.to).toEqual(['smtp@example.com']);
    expect(mail.from).toBe('hello@elk.test');
    const subject = /^Subject: (.*)$/m.exec(mail.raw)![1]!;
    const code = codeFrom(subject);

    const checked = await rpc(t.app, 'AuthenticationService', 'signInWithEmailAndCode', {
      emailAddress: 'smtp@example.com',
      code,
    });
    expect(checked.body.result.success).toBe(true);
    const auth = await rpc(t.app, 'AuthenticationService', 'authenticate', {
      verifiedEmailAddress: 'smtp@example.com',
      firebaseIDToken: checked.body.result.firebaseCustomToken,
    });
    expect(auth.body.result.userId).toEqual(expect.any(String));
    // With SMTP configured nothing goes to the dev outbox.
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });
});
