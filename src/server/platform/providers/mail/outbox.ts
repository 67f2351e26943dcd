import { sql } from 'drizzle-orm';
import { arrayParam, type Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Logger } from '../../logger';
import type { MailMessage, MailProvider } from './types';

/** The outbox row of an e-mail: its words, and the names (not the content) of its attachments. */
function outboxRow(message: MailMessage) {
  const attachments = message.attachments?.map((a) => a.filename);
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? null,
    meta: {
      ...message.meta,
      ...(attachments?.length ? { attachments } : {}),
      ...(message.headers ? { headers: message.headers } : {}),
    },
  };
}

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
    const [error] = await this.sendMany([message]);
    if (error) throw error;
  }

  /** A batch is one insert (one round trip and one commit for all): all are kept, or all fail together. */
  async sendMany(messages: readonly MailMessage[]): Promise<unknown[]> {
    if (messages.length === 0) return [];
    try {
      const rows = messages.map(outboxRow);
      const column = <T>(pick: (row: (typeof rows)[number]) => T) => arrayParam(rows, pick);
      // One array a column (unnest): quicker to write than a VALUES list of the messages' long texts.
      await this.db.execute(sql`
        insert into ${outbox} (channel, "to", subject, text, html, meta)
        select 'email', * from unnest(${column((row) => row.to)}::text[], ${column((row) => row.subject)}::text[],
          ${column((row) => row.text)}::text[], ${column((row) => row.html)}::text[],
          ${column((row) => JSON.stringify(row.meta))}::jsonb[])`);
    } catch (error) {
      return messages.map(() => error ?? new Error('The outbox insert failed.'));
    }
    for (const message of messages) {
      this.logger.info(
        { outbox: 'email', to: message.to, kind: message.meta?.kind },
        this.logSubjects
          ? `outbox: e-mail to ${message.to}: ${message.subject}`
          : `outbox: e-mail to ${message.to}`,
      );
    }
    return messages.map(() => null);
  }
}
