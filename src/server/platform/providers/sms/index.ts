import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { OutboxSmsProvider } from './outbox';
import { TwilioSmsProvider } from './twilio';
import type { SmsProvider } from './types';

export type { SmsMessage, SmsProvider } from './types';

/** Twilio when its keys are set; otherwise the built-in outbox. */
export function createSmsProvider(env: Env, db: Db, logger: Logger): SmsProvider {
  if (env.TWILIO_ACCOUNT_SID && env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM) {
    return new TwilioSmsProvider({
      accountSid: env.TWILIO_ACCOUNT_SID,
      authToken: env.TWILIO_AUTH_TOKEN,
      from: env.TWILIO_FROM,
      apiUrl: env.TWILIO_API_URL,
    });
  }
  return new OutboxSmsProvider(db, logger);
}
