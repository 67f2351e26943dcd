import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type NextFunction, type Request, type Response } from 'express';
import { readsOnly } from '../platform/http/allowedMethods';

// The built client. Its hashed files under /assets were compressed once at build time (vite.config.ts writes a
// .br and a .gz beside each text file, brotli at its best quality): serving those costs no CPU per request on a
// box the API shares, and brotli 11 sends ~15% less than what on-the-fly brotli (quality 4) would. Everything
// else that is text (index.html, JSON, other files) is compressed on the fly by the `compression` middleware,
// which leaves a response alone once it carries a Content-Encoding.

const ONE_YEAR = 'public, max-age=31536000, immutable';
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** Serves /assets/<file> from <file>.br or <file>.gz when the browser takes that encoding and it was built. */
function precompressedAssets(assetsDir: string) {
  // Which precompressed variants exist is fixed for a build; a lookup per path keeps stat calls off the hot path.
  const known = new Map<string, Set<string>>();
  const variantsOf = (file: string) => {
    let variants = known.get(file);
    if (!variants) {
      variants = new Set(ENCODINGS.filter((e) => existsSync(file + e.suffix)).map((e) => e.name));
      if (known.size < 10_000) known.set(file, variants);
    }
    return variants;
  };
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let name: string;
    try {
      name = decodeURIComponent(req.path).replace(/^\/+/, '');
    } catch {
      return next();
    }
    // Built asset names are flat (name-hash.ext): anything with a separator or a dot-dot is not one of them.
    if (!name || name.includes('/') || name.includes('\\') || name.includes('..')) return next();
    const file = path.join(assetsDir, name);
    const variants = variantsOf(file);
    if (variants.size === 0) return next();
    res.vary('Accept-Encoding');
    // Our order of preference (brotli first), not the header's: browsers list gzip before br at equal weight.
    const encoding = ENCODINGS.find((e) => variants.has(e.name) && req.acceptsEncodings(e.name) === e.name);
    if (!encoding) return next();
    res.setHeader('Content-Encoding', encoding.name);
    res.type(path.extname(name));
    res.sendFile(file + encoding.suffix, { headers: { 'Cache-Control': ONE_YEAR } }, (err) => {
      if (err && !res.headersSent) {
        res.removeHeader('Content-Encoding');
        next();
      }
    });
  };
}

/**
 * /assets: the build's hashed files, precompressed when built so, cached for a year; a missing one is a 404 (not
 * the app's HTML, which a browser would refuse as a script anyway). Mounted before helmet: of its headers only
 * two mean anything on a script, style, font or image, and the rest (the CSP among them, ~700 bytes) would go
 * out again with each of the ~50 files of a first visit.
 */
export function hashedAssets(clientDir: string): express.RequestHandler[] {
  const assetsDir = path.join(clientDir, 'assets');
  return [
    (_req, res, next) => {
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Cross-Origin-Resource-Policy', 'same-origin');
      next();
    },
    readsOnly(),
    precompressedAssets(assetsDir),
    express.static(assetsDir, {
      index: false,
      fallthrough: true,
      setHeaders: (res) => res.setHeader('Cache-Control', ONE_YEAR),
    }),
    (_req, res) => {
      res.status(404).type('text').send('Not found');
    },
  ];
}

/** The rest of the built client (favicon, version.json): always revalidated. */
export function clientFiles(clientDir: string): express.RequestHandler {
  return express.static(clientDir, {
    index: false,
    setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
  });
}
