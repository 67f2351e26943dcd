import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './types';

export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  /** Aborted by close(): a send waiting on an SMTP peer that stopped answering fails at once. */
  private readonly closing = new AbortController();

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    this.transport = nodemailer.createTransport(smtpUrl);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      signal: this.closing.signal,
    });
  }

  async close(): Promise<void> {
    this.closing.abort(new Error('The mail provider was closed (shutdown).'));
    this.transport.close();
  }
}
