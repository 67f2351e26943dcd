import { locationText } from '../../shared/rules/calendar';
import { addressLine } from '../../shared/rules/eventAddress';
import { hmacHex, sha256Hex } from '../auth/crypto';
import type { EventRow } from '../domain/eventsAccess';
import { eventIcs } from '../http/eventCalendar';
import { escapeHtml } from '../mail/templates';
import type { MailMessage } from '../providers/mail';
import { mailTitle, mailWhen } from './mailText';

// The invitation e-mail (spec section 5, "Sending"): title, date, place, host, a button to the personal link,
// Accept/Decline links, and an .ics with METHOD:REQUEST so calendars offer to add it.

/**
 * The guest's link token: an HMAC of the invitee id, so re-sending gives the same link; only its SHA-256 is
 * stored (invitees.token_hash) and looked up by resolveViewer.
 */
export function inviteTokenFor(secretKey: string, inviteeId: string): { token: string; tokenHash: string } {
  const token = hmacHex(secretKey, `invite:${inviteeId}`);
  return { token, tokenHash: sha256Hex(token) };
}

export type InviteLinks = { invitation: string; accept: string; decline: string };

export function inviteLinks(baseUrl: string, eventId: string, inviteeId: string, token: string): InviteLinks {
  const action = `${baseUrl}/event/updateemail/action/${eventId}?token=${encodeURIComponent(token)}`;
  return {
    invitation: `${baseUrl}/event/${eventId}?iu=${inviteeId}&token=${encodeURIComponent(token)}`,
    accept: `${action}&r=yes`,
    decline: `${action}&r=no`,
  };
}

/** The .ics as an invitation (METHOD:REQUEST) rather than a plain published calendar. */
function requestIcs(event: EventRow, baseUrl: string): string | null {
  const published = eventIcs(event, true, baseUrl);
  if (!published) return null;
  return published
    .replace(/METHOD:PUBLISH/, 'METHOD:REQUEST')
    .replace(/^(BEGIN:VCALENDAR\r?\n)(?![\s\S]*METHOD:)/, '$1METHOD:REQUEST\r\n');
}

export function invitationMail(options: {
  to: string;
  event: EventRow;
  hostName: string;
  guestName: string;
  links: InviteLinks;
  baseUrl: string;
  preview?: boolean;
}): MailMessage {
  const { event, links } = options;
  const title = mailTitle(event);
  const when = mailWhen(event);
  const place = locationText(event.location, addressLine(event.location?.address)) ?? '';
  const previewNote = options.preview
    ? 'PREVIEW — this is how your guests will see the invitation. Links do not answer for any guest.\n\n'
    : '';
  const subject = `${options.preview ? '[Preview] ' : ''}${options.hostName || 'Your host'} invited you to ${title}`;
  const text =
    `${previewNote}${options.guestName ? `Hi ${options.guestName},\n\n` : ''}` +
    `${options.hostName || 'Your host'} invited you to ${title}.\n` +
    (when ? `When: ${when}\n` : '') +
    (place ? `Where: ${place}\n` : '') +
    `\nView the invitation: ${links.invitation}\n` +
    `Accept: ${links.accept}\nDecline: ${links.decline}\n`;
  const html =
    (options.preview ? `<p><strong>${escapeHtml(previewNote.trim())}</strong></p>` : '') +
    `<h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(options.hostName || 'Your host')} invited you.</p>` +
    (when ? `<p>${escapeHtml(when)}</p>` : '') +
    (place ? `<p>${escapeHtml(place)}</p>` : '') +
    `<p><a href="${escapeHtml(links.invitation)}" style="padding:12px 20px;background:#222;color:#fff;border-radius:8px;text-decoration:none">View invitation</a></p>` +
    `<p><a href="${escapeHtml(links.accept)}">Accept</a> · <a href="${escapeHtml(links.decline)}">Decline</a></p>`;
  const ics = requestIcs(event, options.baseUrl);
  return {
    to: options.to,
    subject,
    text,
    html,
    attachments: ics
      ? [{ filename: 'invite.ics', content: ics, contentType: 'text/calendar; method=REQUEST' }]
      : [],
    meta: { eventId: event.id, kind: options.preview ? 'invite-preview' : 'invite' },
  };
}
