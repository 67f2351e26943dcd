import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicUrl } from '../../../src/server/platform/env';
import { mailHtmlProblems } from '../../helpers/mailHtml';
import { mimeParts } from '../../helpers/mime';
import { signInByEmail } from '../../helpers/rpc';
import { startSmtpServer } from '../../helpers/smtpServer';
import type { TestApp } from '../../helpers/testApp';
import { createEventFor, type Session } from '../events/eventsFixtures';
import { answerAnonymously, appOnSmtp, mailsTo, type Smtp, waitFor } from './notificationsFixtures';

// Issue 38: the RSVP confirmation e-mail is the invitation's card again (cover, title, date, place, host), with
// the guest's answer above the title, calendar buttons for a guest who is going (Google Calendar and the .ics,
// which carries the place through their link), their personal link, and the unsubscribe line in the body.

let smtp: Smtp;
let t: TestApp;
let host: Session;
let base: string;

const htmlPart = (raw: string) =>
  mimeParts(raw).find((p) => /Content-Type: text\/html/i.test(p.headers))!.body;

/** The href of the card's button with that label. */
function buttonHref(html: string, label: string): string | undefined {
  const match = new RegExp(`<a href="([^"]+)"[^>]*>${label.replace(/[().]/g, '\\$&')}</a>`).exec(html);
  return match?.[1]!.replace(/&amp;/g, '&');
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await appOnSmtp(smtp);
  base = publicUrl(t.deps.env);
  host = await signInByEmail(t.app, t.db, 'card-confirm-host@example.com', 'Cleo Host');
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('the RSVP confirmation e-mail (issue 38)', () => {
  it('shows a guest who is going the card, with calendar buttons and their personal link', async () => {
    const party = await createEventFor(t.app, host, { title: 'Card party' });
    const answer = await answerAnonymously(t, party.id, {
      name: 'Dot Card',
      email: 'dot.card@example.com',
      rsvpStatus: 'YES',
      additionalGuestCount: 1,
    });
    const mail = await waitFor(() => mailsTo(smtp, 'dot.card@example.com', /Card party/)[0], 'the mail');
    const html = htmlPart(mail.raw);
    expect(html).toContain("Hi Dot Card, you're going (+1)!");
    expect(html).toMatch(/<h1 [^>]*>Card party<\/h1>/);
    expect(html).toContain(
      `src="${base}/mail-images/cover.jpg?src=${encodeURIComponent('/uploads/events/cover.png')}"`,
    );
    expect(html).toContain('19th St &amp; Dolores St');
    expect(html).toContain('Cleo Host');

    const personal = buttonHref(html, 'Change your answer');
    expect(personal).toMatch(
      new RegExp(`^${base}/event/${party.id}\\?iu=${answer.inviteeId}&token=[0-9a-f]+$`),
    );
    expect(buttonHref(html, 'Google Calendar')).toMatch(
      /^https:\/\/calendar\.google\.com\/calendar\/render\?/,
    );
    const ics = buttonHref(html, 'Apple / Outlook (.ics)')!;
    expect(ics.startsWith(`${base}/api/event/${party.id}/calendar.ics?iu=${answer.inviteeId}&token=`)).toBe(
      true,
    );
    const download = await request(t.app).get(ics.slice(base.length));
    expect(download.status).toBe(200);
    expect(download.text).toContain('LOCATION:');
    // The unsubscribe line is part of the document, not after it.
    expect(html.trimEnd().endsWith('</html>')).toBe(true);
    expect(html.indexOf('Stop getting e-mails about this party')).toBeLessThan(html.indexOf('</body>'));
    expect(await mailHtmlProblems(html)).toEqual([]);
  });

  it("shows a guest who can't make it no place and no calendar buttons", async () => {
    const party = await createEventFor(t.app, host, { title: 'Regrets party' });
    await answerAnonymously(t, party.id, { name: 'Ned No', email: 'ned.no@example.com', rsvpStatus: 'NO' });
    const mail = await waitFor(() => mailsTo(smtp, 'ned.no@example.com', /Regrets party/)[0], 'the mail');
    const html = htmlPart(mail.raw);
    expect(html).toContain("Hi Ned No, you can't make it.");
    expect(html).not.toContain('Dolores St');
    expect(buttonHref(html, 'Google Calendar')).toBeUndefined();
    expect(buttonHref(html, 'Change your answer')).toContain(`/event/${party.id}?iu=`);
    expect(await mailHtmlProblems(html)).toEqual([]);
  });
});
