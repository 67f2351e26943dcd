import { sha256Hex } from '../auth/crypto';
import { readSignedToken, signToken } from '../auth/signedToken';
import type { MailMessage } from '../providers/mail';
import { escapeHtml, layoutTable } from './templates';

// The unsubscribe link every party e-mail carries (RFC 2369 List-Unsubscribe, with RFC 8058 one-click): a
// signed token naming who the mail was for (a guest of one party, or a host of one party) and a hash of the
// address it went to. Only the holder of the mail has it; it names no address in clear (request logs show
// paths). The keys below are how an opt-out is stored (schema/notifications.ts: unsubscribes) and looked up.

/** Whom a mail was for: a guest (their invitee row), or a host's account on one party. */
export type UnsubscribeTarget =
  { kind: 'guest'; inviteeId: string } | { kind: 'host'; eventId: string; userId: string };

export type UnsubscribeClaim = { target: UnsubscribeTarget; addressHash: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const HASH = /^[0-9a-f]{32}$/;
const PURPOSE = 'unsubscribe';

/** The address as a stored key: the SHA-256 of its lower-cased form (32 hex digits). */
export function addressHash(address: string): string {
  return sha256Hex(`address:${address.trim().toLowerCase()}`).slice(0, 32);
}

function partsOf(target: UnsubscribeTarget, hash: string): string[] {
  return target.kind === 'guest' ? ['g', target.inviteeId, hash] : ['h', target.eventId, target.userId, hash];
}

export function unsubscribeToken(secretKey: string, target: UnsubscribeTarget, address: string): string {
  return signToken(secretKey, PURPOSE, partsOf(target, addressHash(address)));
}

/** What a token says, or null when it is not one of ours (malformed, or signed with another key). */
export function readUnsubscribeToken(secretKey: string, token: string): UnsubscribeClaim | null {
  const parts = readSignedToken(secretKey, PURPOSE, token);
  if (!parts) return null;
  if (parts[0] === 'g' && parts.length === 3 && UUID.test(parts[1]!) && HASH.test(parts[2]!)) {
    return { target: { kind: 'guest', inviteeId: parts[1]! }, addressHash: parts[2]! };
  }
  if (
    parts[0] === 'h' &&
    parts.length === 4 &&
    UUID.test(parts[1]!) &&
    UUID.test(parts[2]!) &&
    HASH.test(parts[3]!)
  ) {
    return { target: { kind: 'host', eventId: parts[1]!, userId: parts[2]! }, addressHash: parts[3]! };
  }
  return null;
}

/** The stored keys of opt-outs (schema/notifications.ts: unsubscribes.key). */
export const unsubscribeKey = {
  /** This guest, this party. */
  guest: (inviteeId: string) => `party:i:${inviteeId}`,
  /** This host's account, this party. */
  host: (eventId: string, userId: string) => `party:u:${eventId}:${userId}`,
  /** This account, every party. */
  account: (userId: string) => `all:u:${userId}`,
  /** This address, every party (someone without an account). */
  address: (hash: string) => `all:a:${hash}`,
};

/** The keys any of which stops a message to this recipient of this party. */
export function optOutKeysFor(recipient: {
  target: UnsubscribeTarget;
  userId: string | null;
  address: string;
}): string[] {
  const { target } = recipient;
  const keys = [
    target.kind === 'guest'
      ? unsubscribeKey.guest(target.inviteeId)
      : unsubscribeKey.host(target.eventId, target.userId),
    unsubscribeKey.address(addressHash(recipient.address)),
  ];
  if (recipient.userId) keys.push(unsubscribeKey.account(recipient.userId));
  return keys;
}

/** The landing page (a person clicking the link) and the one-click endpoint (a mail client's POST). */
export function unsubscribeUrls(baseUrl: string, token: string) {
  return { page: `${baseUrl}/unsubscribe/${token}`, oneClick: `${baseUrl}/api/unsubscribe/${token}` };
}

/** RFC 8058: the HTTPS URI mail clients POST `List-Unsubscribe=One-Click` to, without asking anything more. */
export function listUnsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${oneClickUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** Everything a party e-mail needs for its recipient: the headers, and the footer's link. */
export function unsubscribeParts(
  secretKey: string,
  baseUrl: string,
  target: UnsubscribeTarget,
  address: string,
): { headers: Record<string, string>; pageUrl: string } {
  const urls = unsubscribeUrls(baseUrl, unsubscribeToken(secretKey, target, address));
  return { headers: listUnsubscribeHeaders(urls.oneClick), pageUrl: urls.page };
}

/** The footer's colours and type: the cards' muted ink (above 7:1 on their page colour) and their font. */
const FOOTER_STYLE =
  "padding:0 12px 24px 12px;font-family:-apple-system,BlinkMacSystemFont,'Segoe UI',Roboto,Helvetica,Arial," +
  'sans-serif;font-size:12px;line-height:18px;color:#5c5266;text-align:center';
const CLOSING_BODY = /<\/body>/i;

/** The footer's HTML, inside the document's body when it has one (a mail program drops what follows </html>). */
export function withHtmlFooter(html: string, footer: string): string {
  const block = `${layoutTable(`<tr><td style="${FOOTER_STYLE}">${footer}</td></tr>`, 'width:100%')}\n`;
  const closing = html.search(CLOSING_BODY);
  return closing < 0 ? `${html}\n${block}` : `${html.slice(0, closing)}${block}${html.slice(closing)}`;
}

/**
 * The message with its List-Unsubscribe headers and a footer line linking to the landing page (the same
 * opt-out, for people whose mail client shows no button).
 */
export function withUnsubscribe<M extends MailMessage>(
  message: M,
  parts: { headers: Record<string, string>; pageUrl: string },
): M {
  const line = 'Stop getting e-mails about this party:';
  const link = `<a href="${escapeHtml(parts.pageUrl)}" target="_blank" style="color:#5c5266;text-decoration:underline">Unsubscribe</a>`;
  return {
    ...message,
    headers: { ...message.headers, ...parts.headers },
    text: `${message.text.trimEnd()}\n\n--\n${line} ${parts.pageUrl}\n`,
    ...(message.html ? { html: withHtmlFooter(message.html, `${line} ${link}`) } : {}),
  };
}
