import type { Db } from '../../db/client';
import { outbox } from '../../db/schema';
import type { Logger } from '../../logger';
import type { SmsMessage, SmsProvider } from './types';

/** Keeps every text message in the database so a developer can read it at /dev/outbox. */
export class OutboxSmsProvider implements SmsProvider {
  readonly name = 'outbox';
  constructor(
    private readonly db: Db,
    private readonly logger: Logger,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db
      .insert(outbox)
      .values({ channel: 'sms', to: message.to, text: message.text, meta: message.meta });
    this.logger.info({ outbox: 'sms', to: message.to }, `outbox: text to ${message.to}`);
  }
}
