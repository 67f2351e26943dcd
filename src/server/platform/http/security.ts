import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Env, publicUrl } from '../env';

/** The hosts our own pages are served from, for csrfGuard. */
export function ownHostsOf(env: Env): () => string[] {
  return () =>
    [env.PRODUCT_HOST, env.MARKETING_HOST, new URL(publicUrl(env)).host].filter((h): h is string => !!h);
}

/**
 * Refuses state-changing POSTs that a browser marks as cross-site, that carry a foreign Origin, or whose body is
 * not JSON (a cross-site HTML form can only send form or text bodies). Cookie sessions are therefore usable only
 * from our own pages. A route that takes another body type (the CSV upload: multipart/form-data, which a form
 * can send) names it, and relies on the Sec-Fetch-Site and Origin checks alone.
 */
export function csrfGuard(allowedHosts: () => string[], bodyType = 'application/json') {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'POST') return next();
    const refuse = (message: string) =>
      res
        .status(403)
        .setHeader('Cache-Control', 'no-store')
        .json({ jsonrpc: '2.0', id: null, error: { code: -32003, message } });
    if (req.get('sec-fetch-site') === 'cross-site') return refuse('Cross-site request refused');
    const origin = req.get('origin');
    if (origin && originOf(req, allowedHosts) !== 'ours') return refuse('Cross-site request refused');
    if (!req.is(bodyType)) {
      return res
        .status(415)
        .setHeader('Cache-Control', 'no-store')
        .json({
          jsonrpc: '2.0',
          id: null,
          error: { code: -32600, message: `Content-Type must be ${bodyType}` },
        });
    }
    next();
  };
}

/** Whether the request's Origin is one of our hosts: 'none' when it names none at all. */
function originOf(req: Request, allowedHosts: () => string[]): 'ours' | 'other' | 'none' {
  const origin = req.get('origin');
  if (!origin) return 'none';
  try {
    const host = new URL(origin).host;
    return [req.get('host'), ...allowedHosts()].filter(Boolean).includes(host) ? 'ours' : 'other';
  } catch {
    // 'null' (an opaque origin: a sandboxed frame, a privacy policy) or not a URL.
    return 'other';
  }
}

export const CROSS_SITE_FORM = 'This form can only be sent from Elk’s own page.';

/**
 * A plain HTML form of our own pages (the poster's RSVP), answered in text. Our pages say Referrer-Policy:
 * no-referrer, so a browser sends their form posts with `Origin: null`; Sec-Fetch-Site: same-origin is what tells
 * ours from another site's. A browser too old to send it must name one of our hosts as the Origin.
 */
export function ownFormOnly(allowedHosts: () => string[]): RequestHandler {
  return (req, res, next) => {
    const site = req.get('sec-fetch-site');
    const ours = site ? site === 'same-origin' : originOf(req, allowedHosts) === 'ours';
    if (!ours)
      return void res.status(403).setHeader('Cache-Control', 'no-store').type('text').send(CROSS_SITE_FORM);
    if (!req.is('application/x-www-form-urlencoded')) {
      return void res
        .status(415)
        .setHeader('Cache-Control', 'no-store')
        .type('text')
        .send('The answer must be sent as a form.');
    }
    next();
  };
}

/** Any host other than ours goes to the product host; www goes to the bare root (marketing) host. */
export function hostRedirects(productHost: string | undefined, marketingHost: string | undefined) {
  const known = new Set([productHost, marketingHost].filter((h): h is string => Boolean(h)));
  return (req: Request, res: Response, next: NextFunction) => {
    if (!productHost) return next();
    const host = (req.get('host') ?? '').toLowerCase();
    const hostname = host.split(':')[0] ?? '';
    // Health checks and local access by IP or localhost are never redirected.
    if (
      req.path === '/healthz' ||
      hostname === 'localhost' ||
      /^[\d.]+$/.test(hostname) ||
      hostname.startsWith('[')
    ) {
      return next();
    }
    if (known.has(host) || known.has(hostname)) return next();
    const target =
      marketingHost && (host === `www.${marketingHost}` || hostname === `www.${marketingHost}`)
        ? marketingHost
        : productHost;
    res.redirect(301, `${req.protocol}://${target}${req.originalUrl}`);
  };
}

/**
 * A middleware that only sets fixed headers (helmet, configured at start-up) run once, and its headers then set
 * from that list on every response: the same headers without helmet's chain of a dozen middlewares per request.
 * One whose headers could differ per request is refused at start-up: it may not read the request, and must
 * finish at once.
 */
export function fixedHeadersOf(middleware: RequestHandler): RequestHandler {
  const set: [name: string, value: string | string[]][] = [];
  const removed: string[] = [];
  const request = new Proxy(
    {},
    {
      get: (_target, key) => {
        throw new Error(`fixedHeadersOf: the middleware reads req.${String(key)}`);
      },
    },
  );
  const recorder = {
    setHeader: (name: string, value: string | string[]) => void set.push([name, value]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let finished = false;
  void middleware(request as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('fixedHeadersOf: the middleware did not finish at once');
  return (_req, res, next) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
