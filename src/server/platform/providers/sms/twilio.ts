import type { SmsMessage, SmsProvider } from './types';

type TwilioConfig = { accountSid: string; authToken: string; from: string; apiUrl: string };

/** Twilio's Messages API over plain HTTPS (no SDK needed for one call). */
export class TwilioSmsProvider implements SmsProvider {
  readonly name = 'twilio';
  constructor(private readonly config: TwilioConfig) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiUrl } = this.config;
    const url = `${apiUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        Authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'Content-Type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.text }),
      signal: AbortSignal.timeout(15_000),
    });
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new Error(`SMS provider answered ${response.status}: ${detail.slice(0, 200)}`);
    }
  }
}
