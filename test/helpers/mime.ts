// Reading a raw message as a mail program would: its leaf parts with their bodies decoded, and its headers.

export type MimePart = { headers: string; body: string };

/** The leaf parts of a raw MIME message, bodies decoded (quoted-printable or base64). */
export function mimeParts(raw: string): MimePart[] {
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/gi)].map((m) => m[1]!);
  let chunks = [raw];
  for (const boundary of boundaries) chunks = chunks.flatMap((chunk) => chunk.split(`--${boundary}`));
  return chunks
    .map((chunk) => chunk.replace(/^\r?\n/, ''))
    .filter((chunk) => /^Content-Type:/im.test(chunk) && !/multipart\//i.test(chunk.split(/\r?\n\r?\n/)[0]!))
    .map((chunk) => {
      const split = chunk.search(/\r?\n\r?\n/);
      const headers = chunk.slice(0, split);
      let body = chunk.slice(split).trim();
      if (/Content-Transfer-Encoding: quoted-printable/i.test(headers)) {
        const bytes = body
          .replace(/=\r?\n/g, '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        body = Buffer.from(bytes, 'latin1').toString('utf8');
      } else if (/Content-Transfer-Encoding: base64/i.test(headers)) {
        body = Buffer.from(body.replace(/\s/g, ''), 'base64').toString('utf8');
      }
      return { headers, body };
    });
}

/** A header of the message (the top-level ones), unfolded; undefined when absent. */
export function mailHeader(raw: string, name: string): string | undefined {
  const head = raw.slice(0, raw.search(/\r?\n\r?\n/)).replace(/\r?\n[ \t]+/g, ' ');
  return new RegExp(`^${name}: (.*)$`, 'im').exec(head)?.[1]?.trim();
}

/** The text/plain part's body. */
export const textPart = (raw: string) =>
  (mimeParts(raw).find((p) => /Content-Type: text\/plain/i.test(p.headers))?.body ?? '').replace(
    /\r\n/g,
    '\n',
  );

/** The text/calendar part's body, unfolded ('' when the message has none). */
export const calendarPart = (raw: string) =>
  (mimeParts(raw).find((p) => /Content-Type: text\/calendar/i.test(p.headers))?.body ?? '').replace(
    /\r?\n[ \t]/g,
    '',
  );
