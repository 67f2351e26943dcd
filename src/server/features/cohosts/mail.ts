import { PRODUCT_NAME } from '../../../shared/constants';
import { hostLabel, mailTitle, mailWhen } from '../../platform/mail/mailText';
import { escapeHtml, mailDocument } from '../../platform/mail/templates';
import type { MailMessage } from '../../platform/providers/mail';
import type { EventRow } from '../../core/access/eventsAccess';

// The e-mail a new cohost gets from addCohost: who asks, for which party, and the button to the accept page.

export function cohostInviteMail(options: {
  to: string;
  cohostName: string;
  hostName: string;
  event: EventRow;
  acceptUrl: string;
}): MailMessage {
  const { event, acceptUrl } = options;
  const title = mailTitle(event);
  const host = hostLabel(options.hostName);
  const when = mailWhen(event);
  const greeting = options.cohostName.trim() ? `Hi ${options.cohostName.trim()},\n\n` : '';
  const text =
    `${greeting}${host} would like you to cohost ${title} on ${PRODUCT_NAME}.\n` +
    (when ? `When: ${when}\n` : '') +
    `\nAs a cohost you can edit the party and manage its guest list.\n` +
    `Accept or decline: ${acceptUrl}\n`;
  const subject = `${host} invited you to cohost ${title}`;
  const body = `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;padding:24px">
<p style="color:#666;margin:0 0 8px">${escapeHtml(host)} would like you to cohost</p>
<h1 style="font-size:24px;margin:0 0 8px">${escapeHtml(title)}</h1>
${when ? `<p style="margin:0 0 16px">${escapeHtml(when)}</p>` : ''}
<p>As a cohost you can edit the party and manage its guest list.</p>
<p style="margin:24px 0"><a href="${escapeHtml(acceptUrl)}" style="padding:12px 20px;background:#222;color:#fff;border-radius:8px;text-decoration:none">Accept or decline</a></p>
<p style="color:#888;font-size:12px">If the button does not work, open ${escapeHtml(acceptUrl)}</p>
</div>`;
  return {
    to: options.to,
    subject,
    text,
    html: mailDocument({ title: subject, body }),
    meta: { eventId: event.id, kind: 'cohost-invite' },
  };
}
