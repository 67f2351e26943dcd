import { eq } from 'drizzle-orm';
import { events } from '../../../src/server/platform/db/schema';
import { SmtpMailProvider } from '../../../src/server/platform/providers/mail/smtp';
import type { UpdateAttendanceResult } from '../../../src/shared/rsvp/schema';
import { type ReceivedMail, startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call } from '../events/eventsFixtures';
import { splitMail } from '../invitations/inviteJobsFixtures';

// What the notifications tests share: an app whose party mail goes to a real SMTP server (sign-in codes stay in
// the dev outbox, where signInByEmail reads them), answers by guests without an account, and waiting for mail.

export type Smtp = Awaited<ReturnType<typeof startSmtpServer>>;

/** The From of the mails an appOnSmtp app sends. */
export const SENDER = 'Elk <hello@elk.test>';

/** A test app on `smtp` (every kind of mail but sign-in codes), optionally on another app's database. */
export async function appOnSmtp(
  smtp: Smtp,
  options: { database?: TestApp['deps']; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const mail = splitMail(new SmtpMailProvider(smtp.url, SENDER), (kind) => kind !== 'sign-in-code');
  const t = await createTestApp({
    mail: mail.provider,
    // The app's MAIL_FROM is the one its mails go from (calendar invitations name its address as ORGANIZER).
    env: { MAIL_FROM: SENDER, ...options.env },
    ...(options.database ? { database: { db: options.database.db } } : {}),
  });
  mail.attach(t);
  return t;
}

/** The mails received for `address` whose subject matches. */
export function mailsTo(smtp: Smtp, address: string, subject?: RegExp): ReceivedMail[] {
  return smtp.received.filter(
    (mail) => mail.to.includes(address) && (!subject || subject.test(subjectOf(mail.raw))),
  );
}

/** The Subject header, decoded when it is an encoded word (non-ASCII titles). */
export function subjectOf(raw: string): string {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  const subject = /^Subject: (.*)$/im.exec(head)?.[1] ?? '';
  return subject.replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text
            .replace(/_/g, ' ')
            .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  );
}

/** Polls `check` until it answers something truthy; fails with `what` after `timeoutMs`. */
export async function waitFor<T>(
  check: () => T | Promise<T>,
  what: string,
  // Generous: jobs poll, and a loaded 2-core machine runs them late; a pass returns as soon as the check holds.
  timeoutMs = 45_000,
): Promise<NonNullable<T>> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Lets queued jobs run for a moment, so a message that should not go has had its chance to show up. */
export const settle = (ms = 2500) => new Promise((resolve) => setTimeout(resolve, ms));

/** A guest without an account answering the party's page by name and e-mail. */
export function answerAnonymously(
  t: TestApp,
  eventId: string,
  guest: { name: string; email: string; rsvpStatus: 'YES' | 'NO'; additionalGuestCount?: number },
) {
  return call<UpdateAttendanceResult>(t.app, 'updateAttendance', {
    eventId,
    invitee: {
      name: guest.name,
      email: guest.email,
      rsvpStatus: guest.rsvpStatus,
      additionalGuestCount: guest.additionalGuestCount ?? 0,
    },
  });
}

/** The stored party row (start time, settings) as the jobs read it. */
export async function partyRow(t: TestApp, eventId: string) {
  const [row] = await t.db.select().from(events).where(eq(events.id, eventId));
  return row!;
}
