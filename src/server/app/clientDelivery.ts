import compression from 'compression';
import express, { type RequestHandler } from 'express';
import { COMPANY_SITE_PATHS, PRIVACY_POLICY_ALIASES, PRIVACY_POLICY_PATH } from '../../shared/constants';
import { eventIdOfPagePath } from '../features/events/eventMeta';
import type { Env } from '../platform/env';
import { methodNotAllowed, READ_METHODS } from '../platform/http/allowedMethods';
import { encodingVariants } from '../platform/http/encodingVariants';
import { clientFiles } from './clientAssets';
import type { pageSender } from './pages';

type SendPage = ReturnType<typeof pageSender>;

/**
 * Text answers (HTML, JSON, SVG, CSS, JS not precompressed) go out compressed, brotli when the browser takes it.
 * Event streams never: a compressor buffers, and a live update must reach the browser when it is written.
 */
const compressor = compression({
  filter: (req, res) => {
    const type = String(res.getHeader('Content-Type') ?? '');
    if (type.startsWith('text/event-stream')) return false;
    return compression.filter(req, res);
  },
});
/** The compressor with each encoding a variant of its own: Vary, an ETag per encoding, 304s (encodingVariants.ts). */
export const compressText: RequestHandler = encodingVariants(compressor);

/**
 * Event pages (what a shared party link opens, and link-preview fetchers load) ahead of the API and the static
 * files: no router or file lookup below serves one, and the static files' stat of every missed path was a
 * seventh of such a request's CPU (bench row 4).
 */
export function mountEventPages(app: express.Express, sendPage: SendPage) {
  app.get('/event/{*rest}', (req, res, next) => (eventIdOfPagePath(req.path) ? sendPage(req, res) : next()));
}

/** Without a company site, its pages are not linked anywhere; a typed or old link lands on the home page. */
export function mountSiteRedirects(app: express.Express, env: Env) {
  const companySite = env.COMPANY_SITE_URL?.replace(/\/$/, '') ?? '';
  for (const page of COMPANY_SITE_PATHS) {
    app.get(page, (_req, res) => res.redirect(302, companySite ? `${companySite}${page}` : '/'));
  }
  for (const page of PRIVACY_POLICY_ALIASES)
    app.get(page, (_req, res) => res.redirect(301, PRIVACY_POLICY_PATH));
}

/** The rest of the built client, then every other path as a page of the client (its router shows it). */
export function mountClient(app: express.Express, sendPage: SendPage, clientDir: string) {
  app.use('/api', (_req, res) => res.status(404).json({ error: 'Not found' }));
  // index.html and version.json are never cached.
  app.use(clientFiles(clientDir));
  app.get('/{*splat}', sendPage);
  // Every other path is a page of the client, which is only read.
  app.all('/{*splat}', methodNotAllowed(READ_METHODS));
}
