import { and, desc, eq } from 'drizzle-orm';
import type { HttpApp } from '../../helpers/rpc';
import type { Db } from '../../../src/server/platform/db/client';
import { outbox } from '../../../src/server/platform/db/schema';
import { rpc } from '../../helpers/rpc';
import { codeFrom } from '../../helpers/testApp';

/** The newest text message the outbox holds for an E.164 number. */
export async function lastSms(db: Db, to: string) {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.channel, 'sms'), eq(outbox.to, to)))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  return row;
}

export const smsCodeFor = async (db: Db, to: string) => codeFrom((await lastSms(db, to))!.text);

/** The whole phone sign-in: code from the SMS outbox, sign-in token, session (and the profile when named). */
export async function signInByPhone(app: HttpApp, db: Db, phoneNumber: string, e164: string, name?: string) {
  const sent = await rpc(app, 'AuthenticationService', 'sendPhoneSignInCode', { phoneNumber });
  if (sent.body.result?.success !== true) throw new Error(`send failed: ${JSON.stringify(sent.body)}`);
  const code = await smsCodeFor(db, e164);
  const checked = await rpc(app, 'AuthenticationService', 'signInWithPhoneAndCode', { phoneNumber, code });
  const auth = await rpc(app, 'AuthenticationService', 'authenticate', {
    deviceId: 'WEB-phone-device',
    verifiedPhoneNumber: phoneNumber,
    firebaseIDToken: checked.body.result.firebaseCustomToken,
    product: 'ELK',
    platform: 'WEB',
  });
  const { userId, accessToken, refreshToken } = auth.body.result as Record<string, string>;
  const setCookies = ([] as string[]).concat(auth.headers['set-cookie'] ?? []);
  const cookie = setCookies.map((c) => c.split(';')[0]).join('; ');
  if (name) {
    await rpc(
      app,
      'EventService',
      'createElkUser',
      { elkUser: { name }, coinsSpent: 0 },
      { userId, accessToken },
    );
  }
  return { userId: userId!, accessToken: accessToken!, refreshToken: refreshToken!, cookie };
}
