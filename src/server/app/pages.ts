import type { Request, Response } from 'express';
import { cachedEventPageHtml, cachedIndexHtml, eventIdOfPagePath } from '../features/events/eventMeta';
import { landingPages, withVariantMeta } from '../features/landing';
import { publicUrl } from '../platform/env';
import type { AppDeps } from '../platform/trpc/context';

/**
 * The app's HTML for a page route (the client routes the rest): an event page with its link-preview tags, the
 * landing routes painted, any other the built index.html; each says which landing variant its host shows.
 */
export function pageSender(deps: AppDeps, clientDir: string) {
  const { env, logger } = deps;
  const indexHtml = cachedIndexHtml(clientDir);
  const landing = landingPages(deps, clientDir);
  return async (req: Request, res: Response) => {
    const index = await indexHtml();
    if (!index) {
      res
        .status(503)
        .type('text')
        .send('The client is not built yet: run `npm run build` (npm start does it).');
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    // Event pages carry link-preview tags (eventMeta.ts); an unknown event gets the plain page.
    if (eventIdOfPagePath(req.path)) {
      const page = await cachedEventPageHtml(deps, req.path, index, publicUrl(env)).catch((err: unknown) => {
        logger.warn({ err }, 'event link preview failed');
        return null;
      });
      if (page) {
        // Made with the page (the landing variant the host shows is put in per request, and named in the tag):
        // Express answers a matching If-None-Match with 304 and hashes nothing per view.
        const variant = landing.variantOf(req);
        res.setHeader('ETag', `${page.etag.slice(0, -1)}.${variant}"`);
        res.type('html').send(withVariantMeta(page.html, variant));
        return;
      }
    }
    // The landing routes come painted (landing feature).
    res.type('html').send(await landing.pageFor(req, index.text));
  };
}
