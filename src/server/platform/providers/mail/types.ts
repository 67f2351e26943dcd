export type MailAttachment = { filename: string; content: string | Buffer; contentType?: string };

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
  /** Extra header lines, e.g. List-Unsubscribe (platform/mail/unsubscribeLink.ts). */
  headers?: Record<string, string>;
  /** Anything worth keeping beside the message in the dev outbox (e.g. the event id). */
  meta?: Record<string, unknown>;
};

export interface MailProvider {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
  /**
   * Several messages at once (a batch of deliveries): answers, per message in order, null when it was sent,
   * else the error it failed with. Without it, sendEach sends them one by one.
   */
  sendMany?(messages: readonly MailMessage[]): Promise<unknown[]>;
  /** At shutdown: ends the provider's connections and gives up sends still in flight (they fail). */
  close?(): Promise<void>;
}
