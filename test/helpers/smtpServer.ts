import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string };

/**
 * A real SMTP server on localhost that keeps what it receives (authentication required, as in production).
 * Addresses in `rejectRecipients` are refused at RCPT TO with a 550, as a server refuses an unknown mailbox.
 */
export async function startSmtpServer(
  credentials = { user: 'elk', pass: 'secret' },
  options: { rejectRecipients?: string[]; holdMs?: number } = {},
) {
  const received: ReceivedMail[] = [];
  /**
   * Messages being received now (from DATA until accepted), the most there were at once, and how many were
   * accepted (the client may count them sent from then on).
   */
  const sends = { open: 0, maxOpen: 0, accepted: 0 };
  const rejected = new Set(options.rejectRecipients ?? []);
  const server = new SMTPServer({
    onRcptTo(address, _session, callback) {
      if (!rejected.has(address.address)) return callback();
      const error = Object.assign(new Error(`No such user here: ${address.address}`), { responseCode: 550 });
      return callback(error);
    },
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      sends.open += 1;
      sends.maxOpen = Math.max(sends.maxOpen, sends.open);
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        // holdMs: the message is accepted only after a while, as a slow server keeps a send in flight.
        setTimeout(() => {
          sends.open -= 1;
          sends.accepted += 1;
          callback();
        }, options.holdMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    sends,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
