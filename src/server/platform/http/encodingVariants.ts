import compression from 'compression';
import type { IncomingHttpHeaders, OutgoingHttpHeaders } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

// One URL, several representations: the same page or script goes out brotli, gzip or plain, as the request's
// Accept-Encoding allows (issue 39 item 12). A cache (a CDN, the browser's) must keep them apart, and revalidate
// each: so every reply whose body could be compressed says `Vary: Accept-Encoding`, a compressed reply's ETag
// names its encoding (`W/"…-br"`; an ETag describes bytes, and gzip's are not the plain file's), and an
// If-None-Match is answered 304 against the ETag of the variant this request would get.
//
// Express and serve-static would answer a conditional GET themselves, but before the compressor has chosen an
// encoding, against the plain body's ETag: so the request's conditions are held back from them and weighed
// here, once the reply's headers are final (Express's own req.fresh does the weighing). A HEAD gets the headers
// its GET would (the compressor leaves HEAD alone: it is shown a GET while it decides).

/** The conditions a GET or HEAD carries, held back until the representation is known. */
const CONDITIONAL_HEADERS = ['if-none-match', 'if-modified-since'] as const;
/** What a 304 leaves out: it describes the stored representation, it does not carry one (as Express sends it). */
const BODY_HEADERS = [
  'Content-Type',
  'Content-Length',
  'Content-Range',
  'Transfer-Encoding',
  'Content-Encoding',
];

type Conditions = Pick<IncomingHttpHeaders, (typeof CONDITIONAL_HEADERS)[number]>;

function takeConditions(req: Request): Conditions | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const taken: Conditions = {};
  for (const name of CONDITIONAL_HEADERS) {
    if (req.headers[name] === undefined) continue;
    taken[name] = req.headers[name];
    delete req.headers[name];
  }
  return Object.keys(taken).length > 0 ? taken : null;
}

/**
 * Runs `listener` once, just before the reply's headers are written (as the `on-headers` package does, which
 * the compressor uses): listeners added later run first, so one added before the compressor's sees its choice.
 */
export function beforeHeaders(res: Response, listener: () => void): void {
  const previous = res.writeHead as unknown as (this: Response, ...args: unknown[]) => Response;
  let fired = false;
  const writeHead = function (this: Response, statusCode: number, ...rest: unknown[]) {
    if (fired) return previous.call(this, statusCode, ...rest);
    fired = true;
    // Headers handed to writeHead itself are set first, so the listener sees (and may change) them.
    const message = typeof rest[0] === 'string' ? rest[0] : undefined;
    const headers = rest.find((arg): arg is OutgoingHttpHeaders => !!arg && typeof arg === 'object');
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers))
        if (value !== undefined) this.setHeader(name, value);
    }
    this.statusCode = statusCode;
    listener.call(this);
    return message === undefined
      ? previous.call(this, this.statusCode)
      : previous.call(this, this.statusCode, message);
  };
  res.writeHead = writeHead as unknown as typeof res.writeHead;
}

/** The ETag of a compressed variant: weak (the bytes depend on the compressor), with the encoding's name. */
export function encodedETag(etag: string, encoding: string): string {
  const opaque = etag.replace(/^W\//, '').replace(/^"|"$/g, '');
  const suffix = `-${encoding}`;
  return `W/"${opaque.endsWith(suffix) ? opaque : opaque + suffix}"`;
}

/** The reply's headers are final: name the variant, and answer 304 when the client holds it already. */
function settleVariant(req: Request, res: Response, conditions: Conditions | null) {
  const encoding = String(res.getHeader('Content-Encoding') ?? 'identity');
  const compressed = encoding !== 'identity';
  if (compressed || compression.filter(req, res)) res.vary('Accept-Encoding');
  const etag = res.getHeader('ETag');
  if (compressed && typeof etag === 'string') res.setHeader('ETag', encodedETag(etag, encoding));
  if (!conditions) return;
  Object.assign(req.headers, conditions);
  if (!req.fresh || res.statusCode === 304) return;
  res.statusCode = 304;
  for (const name of BODY_HEADERS) res.removeHeader(name);
}

/**
 * `compress` (the `compression` middleware) with the variants kept apart as above. A request that takes no
 * encoding (link-preview fetchers, scripts, load generators) skips the compressor, whose wrapping of the
 * response costs every request; it still gets the Vary and its 304.
 */
export function encodingVariants(compress: RequestHandler): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const conditions = takeConditions(req);
    const head = req.method === 'HEAD';
    beforeHeaders(res, () => {
      if (head) req.method = 'HEAD';
      settleVariant(req, res, conditions);
    });
    if (!req.headers['accept-encoding']) return next();
    void compress(req, res, (err?: unknown) => {
      // Added after the compressor's listener, so it runs just before it: the compressor weighs a HEAD as a GET.
      if (head) beforeHeaders(res, () => (req.method = 'GET'));
      next(err);
    });
  };
}
