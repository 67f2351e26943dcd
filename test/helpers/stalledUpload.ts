import { randomBytes } from 'node:crypto';
import { request } from 'node:http';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../src/server/platform/db/client';
import { rateLimitHits } from '../../src/server/platform/db/schema';

// A multipart upload that sends its headers, its small fields and the first chunk of a file much larger than
// that chunk, then sends nothing more, as a slow or hostile client would. Supertest always sends the whole
// body first, so it cannot tell whether a server decided before reading a body or after: this can. An answer
// that arrives while most of the declared body is still unsent was given without reading that body.

/** Bytes of the file sent before the upload stalls: far less than any declared size used with it. */
export const FIRST_CHUNK_BYTES = 64 * 1024;

export type StalledAnswer = { status: number; body: unknown } | 'no answer';

export type StalledUpload = {
  /** The server's reply if it came within `waitMs`, else 'no answer'. */
  answer: Promise<StalledAnswer>;
  /** Drops the connection (the rest of the body is never sent). */
  close: () => void;
};

export function stalledUpload(
  baseUrl: string,
  path: string,
  options: {
    headers?: Record<string, string>;
    /** Text fields, sent before the file as browsers send a FormData built in that order. */
    fields?: Record<string, string>;
    fileField: string;
    fileName: string;
    /** The size of the file the Content-Length promises. */
    declaredBytes: number;
    waitMs?: number;
  },
): StalledUpload {
  const boundary = `----elkStalled${randomBytes(8).toString('hex')}`;
  const fields = Object.entries(options.fields ?? {}).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = Buffer.from(
    `${fields.join('')}--${boundary}\r\nContent-Disposition: form-data; name="${options.fileField}"; ` +
      `filename="${options.fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = request(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      ...options.headers,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + options.declaredBytes + tail.length),
    },
  });
  // close() destroys the request on purpose; the server may also drop it once answered.
  req.on('error', () => undefined);
  req.write(Buffer.concat([head, Buffer.alloc(FIRST_CHUNK_BYTES, 0x61)]));
  let timer: NodeJS.Timeout | undefined;
  let noAnswer = () => undefined as void;
  const answer = new Promise<StalledAnswer>((resolve) => {
    noAnswer = () => resolve('no answer');
    timer = setTimeout(noAnswer, options.waitMs ?? 5_000);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        clearTimeout(timer);
        const text = Buffer.concat(chunks).toString('utf8');
        let body: unknown = text;
        try {
          body = JSON.parse(text);
        } catch {
          // Not JSON: the text itself is the body.
        }
        resolve({ status: res.statusCode ?? 0, body });
      });
    });
  });
  const close = () => {
    clearTimeout(timer);
    noAnswer();
    req.destroy();
  };
  return { answer, close };
}

/** Waits until `key`'s counter in this hour's window reaches `count`: those uploads got past the gate. */
export async function untilCounted(db: Db, key: string, count: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const windowStart = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    const [row] = await db
      .select({ count: rateLimitHits.count })
      .from(rateLimitHits)
      .where(and(eq(rateLimitHits.key, key), eq(rateLimitHits.windowStart, windowStart)));
    if ((row?.count ?? 0) >= count) return;
    if (Date.now() > deadline) throw new Error(`${key} counted ${row?.count ?? 0} of ${count} uploads`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
