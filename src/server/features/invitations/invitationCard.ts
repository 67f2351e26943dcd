// The invitation e-mail as a card people want to open: the cover first, then title, date, place and host, and
// two big Accept / Decline buttons. E-mail clients are not browsers: tables for layout, inline styles only, no
// script, and it must read well with images blocked (alt texts, coloured cells behind the images). Every value a
// user wrote is escaped here, in one place.
import { PRODUCT_NAME } from '../../../shared/constants';
import { escapeHtml, layoutTable, mailDocument } from '../../platform/mail/templates';

export type InvitationCard = {
  title: string;
  /** The date in the party's own zone, e.g. 'Saturday, June 6, 2026 at 8:00 PM PDT'; '' when not set. */
  when: string;
  place: string;
  hostName: string;
  /** Absolute http(s) URLs, or null. */
  hostPhotoUrl: string | null;
  /** The cover as a mail shows it (images/mailImages.ts: one of Elk's own, as a JPEG), or null. */
  coverUrl: string | null;
  /** The guest's name, or '' for a plain 'Hi,'. */
  guestName: string;
  links: { invitation: string; accept: string; decline: string };
  preview: boolean;
};

const FONT = "font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial,sans-serif";
const INK = '#1f1724';
const MUTED = '#5c5266';
/** The brand purple at a shade that keeps white text above 7:1. */
const ACCENT = '#75288f';
const PAGE = '#f4eff6';

const LOOKS_LIKE_EMAIL = /\S+@\S+/;

/** The name to greet a guest by: never an e-mail address (pasted guests often have one as their name). */
export function greetingName(name: string | null | undefined): string {
  const trimmed = (name ?? '').trim();
  return trimmed && !LOOKS_LIKE_EMAIL.test(trimmed) ? trimmed : '';
}

/** 'Hi Ann,' or just 'Hi,'. */
export function greetingLine(name: string): string {
  return name ? `Hi ${name},` : 'Hi,';
}

/** An image URL fit for an e-mail: absolute http(s) only (a data: or relative URL shows as broken). */
export function mailImageUrl(url: string | null | undefined, baseUrl: string): string | null {
  if (!url) return null;
  try {
    const absolute = new URL(url, `${baseUrl}/`);
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.toString() : null;
  } catch {
    return null;
  }
}

function button(href: string, label: string, primary: boolean): string {
  const colours = primary
    ? `background:${ACCENT};color:#ffffff;border:2px solid ${ACCENT}`
    : `background:#ffffff;color:${ACCENT};border:2px solid ${ACCENT}`;
  return (
    `<a href="${escapeHtml(href)}" target="_blank" style="display:block;${colours};border-radius:12px;` +
    `padding:16px 8px;${FONT};font-size:18px;font-weight:700;line-height:24px;text-align:center;` +
    `text-decoration:none">${escapeHtml(label)}</a>`
  );
}

function detailRow(label: string, value: string): string {
  return (
    `<tr><td style="padding:0 0 14px 0;${FONT}">` +
    `<div style="font-size:12px;font-weight:700;letter-spacing:1px;text-transform:uppercase;color:${MUTED}">${label}</div>` +
    `<div style="font-size:17px;line-height:24px;color:${INK}">${escapeHtml(value)}</div></td></tr>`
  );
}

function hostRow(card: Pick<PartyCard, 'hostName' | 'hostPhotoUrl'>): string {
  const name = card.hostName || 'Your host';
  const initial = escapeHtml((card.hostName.trim()[0] ?? '?').toUpperCase());
  // With images blocked the photo's cell still shows the initial's colour and the alt text.
  const avatar = card.hostPhotoUrl
    ? `<img src="${escapeHtml(card.hostPhotoUrl)}" width="44" height="44" alt="${initial}" style="display:block;width:44px;height:44px;border-radius:22px;border:0;background:${ACCENT};color:#ffffff;${FONT};font-size:18px;text-align:center;line-height:44px">`
    : `<div style="width:44px;height:44px;border-radius:22px;background:${ACCENT};color:#ffffff;${FONT};font-size:20px;font-weight:700;line-height:44px;text-align:center">${initial}</div>`;
  return layoutTable(
    `<tr><td style="width:44px;padding:0 12px 0 0;vertical-align:middle">${avatar}</td>` +
      `<td style="padding:0;vertical-align:middle;${FONT};font-size:15px;line-height:20px;color:${MUTED}">Hosted by<br>` +
      `<strong style="color:${INK};font-size:17px">${escapeHtml(name)}</strong></td></tr>`,
  );
}

/** A button of a card's row: the primary one filled, the others outlined. */
export type CardButton = { label: string; url: string; primary: boolean };

/** What any party card shows (the invitation, the RSVP confirmation): every value as the user wrote it. */
export type PartyCard = {
  title: string;
  /** The inbox's preview line. */
  preheader: string;
  /** The line above the title, e.g. 'Hi Ann, you're invited!'. */
  intro: string;
  when: string;
  /** The place, or '' when this mail does not show it. */
  place: string;
  hostName: string;
  hostPhotoUrl: string | null;
  coverUrl: string | null;
  /** Paragraphs under the host. */
  notes?: string[];
  /** Rows of buttons: two to a row side by side, one full width. */
  buttons: CardButton[][];
  link: { label: string; url: string };
  footer: string;
  preview?: boolean;
};

/** Text inside an element: its markup characters escaped (quotes need escaping in attributes only). */
const escapeText = (text: string) =>
  text.replace(/[&<>]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[c]!);

function buttonRow(row: CardButton[]): string {
  const width = Math.floor(100 / row.length);
  const cells = row.map((b, i) => {
    const pad = row.length === 1 ? '0' : i === 0 ? '0 6px 0 0' : i === row.length - 1 ? '0 0 0 6px' : '0 3px';
    return `<td style="width:${width}%;padding:${pad}">${button(b.url, b.label, b.primary)}</td>`;
  });
  return layoutTable(`<tr>${cells.join('')}</tr>`, 'width:100%;margin:0 0 12px 0');
}

/** The card's HTML document: cover, intro, title, details, host, notes, buttons, the page link, footer. */
export function partyCardHtml(card: PartyCard): string {
  const cover = card.coverUrl
    ? `<tr><td style="padding:0;background:${ACCENT};border-radius:20px 20px 0 0;overflow:hidden">` +
      `<img src="${escapeHtml(card.coverUrl)}" width="560" alt="${escapeHtml(card.title)}" style="display:block;width:100%;max-width:560px;height:auto;border:0;border-radius:20px 20px 0 0;color:#ffffff;${FONT};font-size:24px;font-weight:700;text-align:center"></td></tr>`
    : `<tr><td style="height:12px;padding:0;line-height:12px;font-size:0;background:${ACCENT};border-radius:20px 20px 0 0">&nbsp;</td></tr>`;
  const previewBanner = card.preview
    ? `<tr><td style="padding:12px 16px;background:#fff4d6;color:#5a4100;${FONT};font-size:14px;line-height:20px;border-radius:12px">` +
      `<strong>Preview</strong> — this is how your guests will see the invitation. Links do not answer for any guest.</td></tr>` +
      `<tr><td style="height:12px;padding:0;line-height:12px;font-size:0">&nbsp;</td></tr>`
    : '';
  const details = [
    card.when ? detailRow('When', card.when) : '',
    card.place ? detailRow('Where', card.place) : '',
  ].join('');
  const notes = (card.notes ?? [])
    .map(
      (note) =>
        `<p style="margin:16px 0 0 0;font-size:16px;line-height:24px;color:${INK}">${escapeHtml(note)}</p>`,
    )
    .join('');
  const content =
    `${previewBanner}${cover}\n` +
    `<tr><td style="background:#ffffff;padding:28px 28px 8px 28px;${FONT};color:${INK}">\n` +
    `<p style="margin:0 0 6px 0;font-size:16px;line-height:24px;color:${MUTED}">${escapeText(card.intro)}</p>\n` +
    `<h1 style="margin:0 0 20px 0;font-size:30px;line-height:36px;font-weight:800;color:${INK};word-break:break-word">${escapeHtml(card.title)}</h1>\n` +
    `${layoutTable(details, 'width:100%')}\n${hostRow(card)}${notes}\n</td></tr>\n` +
    `<tr><td style="background:#ffffff;padding:20px 28px 0 28px">\n${card.buttons.map(buttonRow).join('\n')}</td></tr>\n` +
    `<tr><td style="background:#ffffff;padding:0 28px 28px 28px;border-radius:0 0 20px 20px;${FONT};font-size:15px;line-height:22px;text-align:center">\n` +
    `<a href="${escapeHtml(card.link.url)}" target="_blank" style="color:${ACCENT};font-weight:600;text-decoration:underline">${escapeHtml(card.link.label)}</a></td></tr>\n` +
    `<tr><td style="padding:16px 8px;${FONT};font-size:12px;line-height:18px;color:${MUTED};text-align:center">\n` +
    `${escapeHtml(card.footer)}</td></tr>\n`;
  // The page colour is on the outer table too: Gmail drops the body's style. margin:0 auto centres the card
  // (what align="center" on its cell did); Outlook's Word engine, which ignores max-width, shows it full width.
  const card560 = layoutTable(content, 'width:100%;max-width:560px;margin:0 auto');
  return mailDocument({
    title: card.title,
    preheader: card.preheader,
    bodyStyle: `margin:0;padding:0;background:${PAGE}`,
    body: layoutTable(
      `<tr><td style="padding:24px 12px">\n${card560}</td></tr>`,
      `width:100%;background:${PAGE}`,
    ),
  });
}

/** The invitation card's HTML document. */
export function invitationCardHtml(card: InvitationCard): string {
  const host = card.hostName || 'Your host';
  return partyCardHtml({
    ...card,
    preheader: `${host} invited you to ${card.title}${card.when ? ` · ${card.when}` : ''}`,
    intro: `${greetingLine(card.guestName)} you're invited!`,
    buttons: [
      [
        { label: 'Accept', url: card.links.accept, primary: true },
        { label: 'Decline', url: card.links.decline, primary: false },
      ],
    ],
    link: { label: "See the invitation and who's going", url: card.links.invitation },
    footer: `Sent with ${PRODUCT_NAME} on behalf of ${host}. The buttons are your personal link: please don't forward this e-mail.`,
  });
}

/** The plain-text part: the same facts and links, one per line. */
export function invitationCardText(card: InvitationCard): string {
  const host = card.hostName || 'Your host';
  const lines: string[] = [];
  if (card.preview) {
    lines.push(
      'PREVIEW: this is how your guests will see the invitation. Links do not answer for any guest.',
      '',
    );
  }
  lines.push(greetingLine(card.guestName), '', `${host} invited you to ${card.title}.`, '');
  if (card.when) lines.push(`When: ${card.when}`);
  if (card.place) lines.push(`Where: ${card.place}`);
  if (card.when || card.place) lines.push('');
  lines.push(`Accept: ${card.links.accept}`, `Decline: ${card.links.decline}`, '');
  lines.push(`View the invitation: ${card.links.invitation}`, '');
  return lines.join('\n');
}
