import { escapeHtml, mailDocument } from '../../platform/mail/templates';
import type { MailAttachment, MailMessage } from '../../platform/providers/mail';

// The plain layout every notice shares (reminders, updated invitations, cancellations, confirmations, the
// hosts' updates and digests): a heading, a few paragraphs or lists, one button, and the text twin of it all.

export type NoticeBlock = { paragraph: string } | { heading: string; items: string[] };

export type Notice = {
  to: string;
  subject: string;
  heading: string;
  blocks: NoticeBlock[];
  button?: { label: string; url: string };
  attachments?: MailAttachment[];
  meta: Record<string, unknown>;
};

function textOf(notice: Notice): string {
  const parts = [notice.heading, ''];
  for (const block of notice.blocks) {
    if ('paragraph' in block) parts.push(block.paragraph, '');
    else parts.push(`${block.heading}:`, ...block.items.map((item) => `- ${item}`), '');
  }
  if (notice.button) parts.push(`${notice.button.label}: ${notice.button.url}`, '');
  return parts.join('\n');
}

function htmlOf(notice: Notice): string {
  const body = notice.blocks
    .map((block) =>
      'paragraph' in block
        ? `<p style="white-space:pre-wrap">${escapeHtml(block.paragraph)}</p>`
        : `<p style="margin-bottom:4px"><strong>${escapeHtml(block.heading)}</strong></p><ul style="margin-top:0">${block.items
            .map((item) => `<li>${escapeHtml(item)}</li>`)
            .join('')}</ul>`,
    )
    .join('\n');
  const button = notice.button
    ? `<p style="margin:24px 0"><a href="${escapeHtml(notice.button.url)}" style="padding:12px 20px;background:#222;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(notice.button.label)}</a></p>`
    : '';
  return mailDocument({
    title: notice.subject,
    body: `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px">${escapeHtml(notice.heading)}</h1>
${body}
${button}
</div>`,
  });
}

export function noticeMail(notice: Notice): MailMessage {
  return {
    to: notice.to,
    subject: notice.subject,
    text: textOf(notice),
    html: htmlOf(notice),
    attachments: notice.attachments ?? [],
    meta: notice.meta,
  };
}

/** An .ics attachment: an invitation or its update (REQUEST), or a cancellation (CANCEL). */
export function icsAttachment(ics: string, method: 'REQUEST' | 'CANCEL'): MailAttachment {
  return {
    filename: method === 'CANCEL' ? 'cancel.ics' : 'invite.ics',
    content: ics,
    contentType: `text/calendar; method=${method}`,
  };
}
