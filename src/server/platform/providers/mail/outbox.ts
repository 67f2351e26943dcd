import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Logger } from '../../logger';
import type { MailMessage, MailProvider } from './types';

/** Keeps every e-mail in the database so a developer can read it at /dev/outbox. */
export class OutboxMailProvider implements MailProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
    /** Whether the log line may show the subject (development only: it can hold a sign-in code). */
    private readonly logSubjects = false,
  ) {}

  async send(message: MailMessage): Promise<void> {
    const attachments = message.attachments?.map((a) => a.filename);
    await this.db.insert(outbox).values({
      channel: 'email',
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      meta: {
        ...message.meta,
        ...(attachments?.length ? { attachments } : {}),
        ...(message.headers ? { headers: message.headers } : {}),
      },
    });
    this.logger.info(
      { outbox: 'email', to: message.to, kind: message.meta?.kind },
      this.logSubjects
        ? `outbox: e-mail to ${message.to}: ${message.subject}`
        : `outbox: e-mail to ${message.to}`,
    );
  }
}
