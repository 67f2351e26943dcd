import type { NextFunction, Request, Response } from 'express';
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
      res.status(403).json({ jsonrpc: '2.0', id: null, error: { code: -32003, message } });
    if (req.get('sec-fetch-site') === 'cross-site') return refuse('Cross-site request refused');
    const origin = req.get('origin');
    if (origin && origin !== 'null') {
      let originHost: string;
      try {
        originHost = new URL(origin).host;
      } catch {
        return refuse('Cross-site request refused');
      }
      const ownHosts = [req.get('host'), ...allowedHosts()].filter(Boolean);
      if (!ownHosts.includes(originHost)) return refuse('Cross-site request refused');
    } else if (origin === 'null') {
      return refuse('Cross-site request refused');
    }
    if (!req.is(bodyType)) {
      return res.status(415).json({
        jsonrpc: '2.0',
        id: null,
        error: { code: -32600, message: `Content-Type must be ${bodyType}` },
      });
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
