import type { Db } from '../../db/client';
import type { Env } from '../../env';
import type { Logger } from '../../logger';
import { OutboxMailProvider } from './outbox';
import { SmtpMailProvider } from './smtp';
import type { MailMessage, MailProvider } from './types';

export type { MailAttachment, MailMessage, MailProvider } from './types';

/**
 * SMTP when SMTP_URL is set; otherwise the built-in outbox kept in the database. Only in development does the
 * outbox's console line show the subject: a sign-in code's subject carries the code itself.
 */
export function createMailProvider(env: Env, db: Db, logger: Logger): MailProvider {
  if (env.SMTP_URL) return new SmtpMailProvider(env.SMTP_URL, env.MAIL_FROM);
  return new OutboxMailProvider(db, logger, env.NODE_ENV === 'development');
}

/**
 * Sends several messages: through the provider's sendMany when it has one, else each on its own, all at once.
 * Answers, per message in order, null when it was sent, else the error it failed with (one failing does not
 * stop the others).
 */
export async function sendEach(mail: MailProvider, messages: readonly MailMessage[]): Promise<unknown[]> {
  if (messages.length === 0) return [];
  if (mail.sendMany) return mail.sendMany(messages);
  return Promise.all(
    messages.map((message) =>
      mail.send(message).then(
        () => null,
        (error: unknown) => error ?? new Error('The send failed.'),
      ),
    ),
  );
}
