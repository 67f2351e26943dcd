import nodemailer, { type Transporter } from 'nodemailer';
import type { MailMessage, MailProvider } from './types';

const SMTP_CONNECTION_TIMEOUT_MS = 5_000;
const SMTP_GREETING_TIMEOUT_MS = 5_000;
const SMTP_SOCKET_TIMEOUT_MS = 10_000;

export class SmtpMailProvider implements MailProvider {
  readonly name = 'smtp';
  private readonly transport: Transporter;
  /** Aborted by close(): a send waiting on an SMTP peer that stopped answering fails at once. */
  private readonly closing = new AbortController();

  constructor(
    smtpUrl: string,
    private readonly from: string,
  ) {
    // nodemailer's defaults wait minutes on a silent server; a send must end well inside its job's expiry
    // (platform/jobs), so that a hung attempt fails and is retried instead of being given up as a dead one.
    this.transport = nodemailer.createTransport({
      url: smtpUrl,
      connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
      greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
      socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    });
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      attachments: message.attachments,
      headers: message.headers,
      signal: this.closing.signal,
    });
  }

  async close(): Promise<void> {
    this.closing.abort(new Error('The mail provider was closed (shutdown).'));
    this.transport.close();
  }
}
