import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../src/server/platform/db/schema';
import { publicUrl } from '../../../src/server/platform/env';
import { SmtpMailProvider } from '../../../src/server/platform/providers/mail/smtp';
import type { ElkEvent } from '../../../src/shared/events/schema';
import { signInByEmail } from '../../helpers/rpc';
import { mailHtmlProblems } from '../../helpers/mailHtml';
import { type MimePart, mimeParts } from '../../helpers/mime';
import { startSmtpServer } from '../../helpers/smtpServer';
import { createTestApp, type TestApp } from '../../helpers/testApp';
import { call, type Session } from '../events/eventsFixtures';
import { splitMail, waitForSends } from './inviteJobsFixtures';

// The invitation e-mail as a guest's mail program receives it (issue #12): an HTML card and a clean text part,
// a greeting that never shows an e-mail address, user values escaped, the date in the party's zone, and
// Accept / Decline links that open the guest's own page with that answer.

const part = (parts: MimePart[], type: string) =>
  parts.find((p) => new RegExp(`Content-Type: ${type}`, 'i').test(p.headers))?.body ?? '';

/** The href of the e-mail's button with that label. */
function buttonHref(html: string, label: string): string {
  const match = new RegExp(`<a href="([^"]+)"[^>]*>${label}</a>`).exec(html);
  if (!match) throw new Error(`No ${label} button in the mail`);
  return match[1]!.replace(/&amp;/g, '&');
}

describe('the invitation e-mail, as received over SMTP', () => {
  let t: TestApp;
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let host: Session;
  let party: ElkEvent;
  let base: string;
  // Friday 15 January 2027, 8:00 PM in Paris (19:00 UTC).
  const start = Date.UTC(2027, 0, 15, 19, 0);

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const mail = splitMail(new SmtpMailProvider(smtp.url, 'Elk <hello@elk.test>'));
    t = await createTestApp({ mail: mail.provider });
    mail.attach(t);
    base = publicUrl(t.deps.env);
    host = await signInByEmail(t.app, t.db, 'card-host@example.com', 'Hana <Host>');
    await t.db.update(users).set({ photoUrl: '/uploads/profile/hana.png' }).where(eq(users.id, host.userId));
    party = await call<ElkEvent>(
      t.app,
      'editEventDetails',
      {
        event: {
          title: 'Tea & "cake" <script>alert(1)</script>',
          photoUrl: '/uploads/events/cover.png',
          startTime: start,
          endTime: 0,
          timeZone: 'Europe/Paris',
          location: {
            displayName: '1 Rue de Rivoli, Paris <b>75001</b>',
            address: { address1: '1 Rue de Rivoli', city: 'Paris', country: 'FR' },
            lat: 48.8556,
            lng: 2.3522,
          },
        },
      },
      host,
    );
    await call(
      t.app,
      'queueInvites',
      {
        eventId: party.id,
        invitees: [
          // A pasted address has no name but the address itself.
          { name: 'eve.paste@example.com', email: 'eve.paste@example.com' },
          { name: 'Ann', email: 'ann@example.com' },
        ],
      },
      host,
    );
    smtp.received.length = 0;
    const sent = await call<{ triggered: string[] }>(t.app, 'sendInvites', { eventId: party.id }, host);
    await waitForSends(t.db, sent.triggered);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const mailTo = (address: string) => {
    const raw = smtp.received.find((m) => m.to[0] === address)?.raw;
    if (!raw) throw new Error(`No mail to ${address}`);
    const parts = mimeParts(raw);
    return { raw, html: part(parts, 'text/html'), text: part(parts, 'text/plain') };
  };

  it('has an HTML card and a text part, and greets by name or just "Hi,", never by address', () => {
    const eve = mailTo('eve.paste@example.com');
    expect(eve.html).toContain('<table');
    expect(eve.text.split(/\r?\n/)[0]).toBe('Hi,');
    expect(eve.html).toContain("Hi, you're invited!");
    expect(`${eve.text}\n${eve.html}`).not.toMatch(/Hi eve|eve\.paste@/);
    const ann = mailTo('ann@example.com');
    expect(ann.text.split(/\r?\n/)[0]).toBe('Hi Ann,');
    expect(ann.text).toContain('Hana <Host> invited you to Tea & "cake" <script>alert(1)</script>.');
    expect(ann.text).not.toMatch(/<(table|a |div)/);
  });

  it('shows cover, title, date in the party zone, place and host with photo, every value escaped', () => {
    const { html, text } = mailTo('ann@example.com');
    // Elk's own images as JPEGs made for mail (issue 38: Outlook shows no WebP).
    const mailImage = (size: string, src: string) =>
      `src="${base}/mail-images/${size}.jpg?src=${encodeURIComponent(src)}"`;
    expect(html).toContain(mailImage('cover', '/uploads/events/cover.png'));
    expect(html).toContain(mailImage('avatar', '/uploads/profile/hana.png'));
    expect(html).toContain('Tea &amp; &quot;cake&quot; &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).not.toContain('<script>');
    expect(html).toContain('Hana &lt;Host&gt;');
    expect(html).toContain('1 Rue de Rivoli, Paris &lt;b&gt;75001&lt;/b&gt;');
    expect(html).not.toContain('<b>75001');
    // 19:00 UTC is 8:00 PM in Paris, whatever zone the server runs in.
    expect(text).toContain('When: Friday, January 15, 2027 at 8:00 PM GMT+1');
    expect(html).toContain('Friday, January 15, 2027 at 8:00 PM GMT+1');
    // Works without images: the cover has the title as its alt text, and the images are not the only content.
    expect(html).toMatch(/<img [^>]*alt="Tea &amp; &quot;cake&quot;/);
  });

  it('is valid HTML5 as received (html-validate), the unsubscribe line inside the body', async () => {
    for (const address of ['eve.paste@example.com', 'ann@example.com']) {
      const { html } = mailTo(address);
      expect(await mailHtmlProblems(html)).toEqual([]);
      expect(html.indexOf('Stop getting e-mails about this party')).toBeLessThan(html.indexOf('</body>'));
    }
  });

  it('has Accept and Decline buttons that open the guest page with that answer, for that guest', async () => {
    const { html, text } = mailTo('ann@example.com');
    const accept = buttonHref(html, 'Accept');
    const decline = buttonHref(html, 'Decline');
    expect(text).toContain(`Accept: ${accept}`);
    expect(text).toContain(`Decline: ${decline}`);
    const acceptUrl = new URL(accept);
    expect(`${acceptUrl.origin}${acceptUrl.pathname}`).toBe(`${base}/event/${party.id}`);
    expect(acceptUrl.searchParams.get('r')).toBe('yes');
    expect(new URL(decline).searchParams.get('r')).toBe('no');
    const token = acceptUrl.searchParams.get('token')!;
    const inviteeId = acceptUrl.searchParams.get('iu')!;

    // The link's token admits Ann as herself (the browser journey opens it: mediaJourneys.e2e.ts)...
    const seen = await call<{
      viewer: { role: string; invitee: { inviteeId: string; name: string } | null };
    }>(t.app, 'getEventPreview', { eventId: party.id, token });
    expect(seen.viewer.role).toBe('guest');
    expect(seen.viewer.invitee).toMatchObject({ inviteeId, name: 'Ann' });
    // ...and nothing was answered by merely opening the link: the page asks first.
    const after = await call<{ viewer: { invitee: { rsvpStatus: string } | null } }>(
      t.app,
      'getEventPreview',
      { eventId: party.id, token },
    );
    expect(after.viewer.invitee?.rsvpStatus).not.toBe('YES');
  });
});
