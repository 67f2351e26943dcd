import { describe, expect, it } from 'vitest';
import { cohostInviteMail } from '../../../src/server/features/cohosts/mail';
import {
  invitationMail,
  inviteLinks,
  previewLinks,
} from '../../../src/server/features/invitations/inviteMail';
import { newsletterConfirmationMail } from '../../../src/server/features/landing/mail';
import { messageMail } from '../../../src/server/features/messages/messageSender';
import { confirmationMail } from '../../../src/server/features/notifications/confirmationMail';
import { noticeMail } from '../../../src/server/features/notifications/noticeMail';
import type { EventRow } from '../../../src/server/core/access/eventsAccess';
import { signInCodeEmail } from '../../../src/server/platform/mail/templates';
import { unsubscribeParts, withUnsubscribe } from '../../../src/server/platform/mail/unsubscribeLink';
import type { MailMessage } from '../../../src/server/platform/providers/mail';
import { mailHtmlProblems } from '../../helpers/mailHtml';

// Issue 39 item 14: every e-mail Elk sends is valid HTML5 under html-validate's recommended rules (no inline-style
// rule: mail is styled inline), so no bgcolor, align, cellpadding or other obsolete attribute; the layout stays
// in tables. Each mail is built by the same functions the senders call, with the unsubscribe footer where the
// app adds one, and with the awkward values users write (markup characters, a 200-character title, no title).

const base = 'https://elk.example';
const secretKey = 'mail-html-test-key-0123456789abcdef';
const inviteeId = '6f1c1f4e-8a43-4c4b-9a37-2f4f6a1b2c3d';
const target = { kind: 'guest', inviteeId } as const;

const party = (overrides: Partial<EventRow> = {}): EventRow =>
  ({
    id: '0b9a3c55-1d1e-4a52-b1a4-7d0f4b6e9a10',
    title: 'Tea & "cake" <script>alert(1)</script>',
    description: 'Bring a mug',
    photoUrl: '/uploads/events/cover.png',
    startTime: Date.UTC(2027, 0, 15, 19, 0),
    endTime: 0,
    timeZone: 'Europe/Paris',
    location: {
      displayName: '1 Rue de Rivoli, Paris <b>75001</b>',
      address: { address1: '1 Rue de Rivoli', city: 'Paris', country: 'FR' },
    },
    hasWaitlist: true,
    cancelledAt: null,
    ...overrides,
  }) as EventRow;

const withFooter = (mail: MailMessage) =>
  withUnsubscribe(mail, unsubscribeParts(secretKey, base, target, mail.to));

function invitation(event: EventRow, preview = false): MailMessage {
  return invitationMail({
    to: preview ? 'hana@example.com' : 'ann@example.com',
    event,
    hostName: preview ? '' : 'Hana <Host>',
    hostPhotoUrl: preview ? null : '/uploads/profile/hana.png',
    guestName: preview ? '' : 'Ann',
    links: preview ? previewLinks(base, event.id) : inviteLinks(base, event.id, inviteeId, 'a1b2c3'),
    baseUrl: base,
    preview,
    sender: 'no-reply@elk.localhost',
    ...(preview ? {} : { invitee: { id: inviteeId, name: 'Ann', rsvpStatus: 'NO_RESPONSE' } }),
    ...(preview ? {} : { unsubscribe: { secretKey, target } }),
  } as Parameters<typeof invitationMail>[0]);
}

function confirmation(rsvpStatus: 'YES' | 'NO', waitlistStatus: 'PENDING_APPROVAL' | null): MailMessage {
  const event = party();
  return withFooter(
    confirmationMail({
      to: 'ann@example.com',
      subject: `You replied to ${event.title}`,
      event,
      hostName: 'Hana <Host>',
      hostPhotoUrl: null,
      guest: {
        id: inviteeId,
        name: 'Ann & co',
        rsvpStatus,
        waitlistStatus,
        additionalGuestCount: 2,
        timeZone: null,
      },
      place: '1 Rue de Rivoli, Paris <b>75001</b>',
      link: `${base}/event/${event.id}?iu=${inviteeId}&token=a1b2c3`,
      baseUrl: base,
      attachments: [],
      meta: {},
    }),
  );
}

const notice = withFooter(
  noticeMail({
    to: 'ann@example.com',
    subject: 'Updated: Tea & "cake"',
    heading: 'Hana <Host> changed the party',
    blocks: [
      { paragraph: 'New time & place.\nSee you there <3' },
      { heading: 'What changed', items: ['When: Friday', 'Where: 1 Rue de Rivoli <b>'] },
    ],
    button: { label: 'View the party', url: `${base}/event/x?iu=1&token=2` },
    meta: {},
  }),
);

const mails: Record<string, MailMessage> = {
  'the invitation': invitation(party()),
  'an invitation with a 200-character title and no cover': invitation(
    party({ title: 'A very long party title '.repeat(9).slice(0, 200), photoUrl: null }),
  ),
  "the host's preview of an untitled party": invitation(party({ title: '', startTime: 0 }), true),
  'the confirmation of a yes': confirmation('YES', null),
  'the confirmation of a no': confirmation('NO', null),
  'the confirmation of a request to join': confirmation('YES', 'PENDING_APPROVAL'),
  'a notice': notice,
  'a waitlist notice without a button': noticeMail({
    to: 'ann@example.com',
    subject: 'Not this time: Tea',
    heading: 'Not this time',
    blocks: [{ paragraph: "Hana couldn't add you to the list for Tea." }],
    meta: {},
  }),
  'a message': withFooter(
    messageMail({
      to: 'ann@example.com',
      senderName: 'Hana <Host>',
      title: 'Tea & "cake"',
      text: 'Bring a mug <3\nand a friend',
      link: `${base}/event/x?iu=1&token=2#private-messages`,
      eventId: 'x',
    }),
  ),
  'the sign-in code': signInCodeEmail('ann@example.com', '123456'),
  'the cohost invitation': cohostInviteMail({
    to: 'cleo@example.com',
    cohostName: 'Cleo',
    hostName: 'Hana <Host>',
    event: party(),
    acceptUrl: `${base}/cohost/accept?token=a&b=c`,
  }),
  'the newsletter confirmation': newsletterConfirmationMail(
    'ann@example.com',
    `${base}/newsletter/confirm?token=t`,
  ),
};

describe('every e-mail is valid HTML5 (html-validate, recommended rules)', () => {
  for (const [name, mail] of Object.entries(mails)) {
    it(`${name}: no errors, no obsolete attribute`, async () => {
      expect(await mailHtmlProblems(mail.html!)).toEqual([]);
      expect(mail.html).not.toMatch(/\s(bgcolor|align|valign|cellpadding|cellspacing|border)=/i);
    });
  }

  it('keeps the table layout, and the unsubscribe footer inside the body', () => {
    const html = mails['the invitation']!.html!;
    expect(html.match(/<table role="presentation"/g)!.length).toBeGreaterThanOrEqual(5);
    expect(html).toMatch(/<td style="width:50%;padding:0 6px 0 0"><a href="[^"]+&amp;r=yes"/);
    for (const withUnsubscribeLine of [html, mails['a notice']!.html!, mails['a message']!.html!]) {
      const footer = withUnsubscribeLine.indexOf('Stop getting e-mails about this party');
      expect(footer).toBeGreaterThan(withUnsubscribeLine.indexOf('<body'));
      expect(footer).toBeLessThan(withUnsubscribeLine.indexOf('</body>'));
      expect(withUnsubscribeLine.trimEnd().endsWith('</body></html>')).toBe(true);
    }
  });

  it('catches the markup mails had before (the rules are on, not just passing)', async () => {
    const before =
      '<!DOCTYPE html><html lang="en"><head><title>Tea</title></head><body>' +
      '<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">' +
      '<tbody><tr><td align="center" bgcolor="#f4eff6">Hi</td></tr></tbody></table></body></html>';
    const problems = await mailHtmlProblems(before);
    for (const attribute of ['width', 'cellpadding', 'cellspacing', 'align', 'bgcolor']) {
      expect(problems.some((p) => p.startsWith('no-deprecated-attr') && p.includes(`"${attribute}"`))).toBe(
        true,
      );
    }
  });
});
