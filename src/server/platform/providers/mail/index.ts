import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { OutboxMailProvider } from './outbox';
import { SmtpMailProvider } from './smtp';
import type { MailProvider } from './types';

export type { MailAttachment, MailMessage, MailProvider } from './types';

/**
 * SMTP when SMTP_URL is set; otherwise the built-in outbox kept in the database. Only in development does the
 * outbox's console line show the subject: a sign-in code's subject carries the code itself.
 */
export function createMailProvider(env: Env, db: Db, logger: Logger): MailProvider {
  if (env.SMTP_URL) return new SmtpMailProvider(env.SMTP_URL, env.MAIL_FROM);
  return new OutboxMailProvider(db, logger, env.NODE_ENV === 'development');
}
