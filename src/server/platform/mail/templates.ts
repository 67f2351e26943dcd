import { PRODUCT_NAME, SIGN_IN_CODE_TTL_MS } from '../../../shared/constants';
import type { MailMessage } from '../providers/mail';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The sign-in code e-mail; the code leads the subject so it shows in the inbox list. */
export function signInCodeEmail(to: string, code: string): MailMessage {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  const text = `Your ${PRODUCT_NAME} sign-in code is ${code}.\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`;
  const html = `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px">Your ${PRODUCT_NAME} sign-in code</h1>
<p style="font-size:32px;letter-spacing:8px;font-weight:700">${escapeHtml(code)}</p>
<p>It works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>
</div>`;
  return {
    to,
    subject: `${code} is your ${PRODUCT_NAME} sign-in code`,
    text,
    html,
    meta: { kind: 'sign-in-code' },
  };
}

/** The same code as a text message. */
export function signInCodeSms(code: string): string {
  return `${code} is your ${PRODUCT_NAME} sign-in code. It expires in ${SIGN_IN_CODE_TTL_MS / 60_000} minutes.`;
}

export { escapeHtml };
