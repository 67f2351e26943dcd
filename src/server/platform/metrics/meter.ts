import type { MailMessage, MailProvider } from '../providers/mail/types';

// What the app's machinery counts for /metrics, without knowing how it is kept: the requests' thread keeps the
// counts in its Prometheus registry (appMetrics.ts), the jobs thread passes them on to it (app/jobsThread.ts).

export type JobOutcome = 'completed' | 'failed';
export type MailOutcome = 'sent' | 'failed';

export interface Meter {
  /** One attempt of a job of `queue` ended. */
  jobAttempt(queue: string, outcome: JobOutcome): void;
  /** A message was handed to the mail provider, or its send failed. */
  mail(outcome: MailOutcome, count: number): void;
}

/** Counts nothing (tools and tests that build a queue or services without metrics). */
export const NO_METER: Meter = { jobAttempt: () => undefined, mail: () => undefined };

/** The provider, with each send counted as sent or failed; what it does is unchanged. */
export function meteredMail(provider: MailProvider, meter: Meter): MailProvider {
  if (meter === NO_METER) return provider;
  const metered: MailProvider = {
    name: provider.name,
    send: async (message: MailMessage) => {
      try {
        await provider.send(message);
      } catch (error) {
        meter.mail('failed', 1);
        throw error;
      }
      meter.mail('sent', 1);
    },
  };
  if (provider.sendMany) {
    const sendMany = provider.sendMany.bind(provider);
    metered.sendMany = async (messages) => {
      let outcomes: unknown[];
      try {
        outcomes = await sendMany(messages);
      } catch (error) {
        meter.mail('failed', messages.length);
        throw error;
      }
      const failed = outcomes.filter((outcome) => outcome !== null && outcome !== undefined).length;
      if (failed) meter.mail('failed', failed);
      if (outcomes.length - failed) meter.mail('sent', outcomes.length - failed);
      return outcomes;
    };
  }
  if (provider.close) metered.close = provider.close.bind(provider);
  return metered;
}
