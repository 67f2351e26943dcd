import { NEWSLETTER_COPY } from '../../../shared/landing/copy';
import { PRODUCT_NAME } from '../../../shared/constants';
import { escapeHtml, mailDocument } from '../../platform/mail/templates';
import type { MailMessage } from '../../platform/providers/mail';

/** The double opt-in e-mail: one button to confirm, and what happens if nothing is done. */
export function newsletterConfirmationMail(to: string, confirmUrl: string): MailMessage {
  const text =
    `Please confirm that you want ${PRODUCT_NAME}'s newsletter: seasonal party themes and hosting tips, ` +
    `about once a month.\n\nConfirm: ${confirmUrl}\n\n` +
    `If you did not sign up, ignore this e-mail: without a click you will get nothing more from us.`;
  const body = `<div style="font-family:system-ui,sans-serif;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:22px;margin:0 0 12px">${escapeHtml(NEWSLETTER_COPY.confirmTitle)}</h1>
<p>Please confirm that you want ${PRODUCT_NAME}'s newsletter: seasonal party themes and hosting tips, about once a month.</p>
<p style="margin:24px 0"><a href="${escapeHtml(confirmUrl)}" style="padding:12px 20px;background:#9231b2;color:#fff;border-radius:8px;text-decoration:none">${escapeHtml(NEWSLETTER_COPY.confirmButton)}</a></p>
<p style="color:#666;font-size:13px">If you did not sign up, ignore this e-mail: without a click you will get nothing more from us.</p>
<p style="color:#888;font-size:12px">If the button does not work, open ${escapeHtml(confirmUrl)}</p>
</div>`;
  const html = mailDocument({ title: NEWSLETTER_COPY.mailSubject, body });
  return { to, subject: NEWSLETTER_COPY.mailSubject, text, html, meta: { kind: 'newsletter-confirm' } };
}
