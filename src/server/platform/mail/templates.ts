import { PRODUCT_NAME, SIGN_IN_CODE_TTL_MS } from '../../../shared/constants';
import type { MailMessage } from '../providers/mail';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

// Every e-mail is one HTML5 document built here (html-validate's recommended rules pass on it; the mail tests
// check each kind). Layout stays in tables, which is what Outlook and Gmail render reliably, but styled inline:
// HTML5 made bgcolor, align, valign, width, cellpadding, cellspacing and border obsolete on tables and cells, and
// inline CSS is what every big mail client honours (many drop a <style> block).

/**
 * What cellpadding="0" cellspacing="0" border="0" did, in CSS; the mso- properties stop Outlook's Word engine
 * adding its own space beside tables. Cells set their own padding (a cell's default is 1px).
 */
const LAYOUT_TABLE_RESET =
  'border-collapse:collapse;border-spacing:0;border:0;mso-table-lspace:0pt;mso-table-rspace:0pt';

/** A layout table (role="presentation", so screen readers read it as plain content) around rows of cells. */
export function layoutTable(rows: string, style = ''): string {
  const css = style ? `${LAYOUT_TABLE_RESET};${style}` : LAYOUT_TABLE_RESET;
  return `<table role="presentation" style="${css}"><tbody>${rows}</tbody></table>`;
}

/** html-validate's long-title limit: a <title> beyond it reads as cut off where one is shown (a tab, a list). */
const TITLE_MAX_CHARS = 70;

/**
 * The document's <title> markup: the mail's subject or party title, escaped, and shortened with an ellipsis
 * when the markup passes the limit (html-validate counts the markup, so '&amp;' is five characters).
 */
export function documentTitle(title: string): string {
  const escaped = Array.from(title.trim(), escapeHtml);
  if (escaped.join('').length <= TITLE_MAX_CHARS) return escaped.join('');
  let kept = '';
  for (const piece of escaped) {
    if (kept.length + piece.length > TITLE_MAX_CHARS - 1) break;
    kept += piece;
  }
  return `${kept.trimEnd()}…`;
}

/**
 * A whole e-mail document around `body` (markup, already escaped): the doctype, the language, the charset and
 * viewport mail apps on phones read, a title, and the inbox's preview line as hidden text when there is one.
 * The unsubscribe footer (unsubscribeLink.ts) goes in before </body>.
 */
export function mailDocument(doc: {
  title: string;
  body: string;
  bodyStyle?: string;
  preheader?: string;
}): string {
  const bodyStyle = doc.bodyStyle ? ` style="${doc.bodyStyle}"` : '';
  const preheader = doc.preheader
    ? `<div style="display:none;max-height:0;overflow:hidden;opacity:0">${escapeHtml(doc.preheader)}</div>\n`
    : '';
  return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<meta name="color-scheme" content="light"><title>${documentTitle(doc.title)}</title></head>
<body${bodyStyle}>
${preheader}${doc.body}
</body></html>`;
}

/** The sign-in code e-mail; the code leads the subject so it shows in the inbox list. */
export function signInCodeEmail(to: string, code: string): MailMessage {
  const minutes = SIGN_IN_CODE_TTL_MS / 60_000;
  const text = `Your ${PRODUCT_NAME} sign-in code is ${code}.\n\nIt works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.`;
  const subject = `${code} is your ${PRODUCT_NAME} sign-in code`;
  const html = mailDocument({
    title: subject,
    body: `<div style="font-family:system-ui,sans-serif;max-width:480px;margin:auto;padding:24px">
<h1 style="font-size:20px">Your ${PRODUCT_NAME} sign-in code</h1>
<p style="font-size:32px;letter-spacing:8px;font-weight:700">${escapeHtml(code)}</p>
<p>It works once and expires in ${minutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>
</div>`,
  });
  return {
    to,
    subject,
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
