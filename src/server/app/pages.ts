import type { Request, Response } from 'express';
import { cachedEventPageHtml, cachedIndexHtml, eventIdOfPagePath } from '../features/events/eventMeta';
import { POSTER_ANSWER_SLOT } from '../features/events/posterHtml';
import { landingPages, withVariantMeta } from '../features/landing';
import { answerSlotOf } from '../features/rsvp/answerForm';
import { publicUrl } from '../platform/env';
import { NO_INDEX } from '../../shared/events/searchIndexing';
import type { AppDeps } from '../platform/trpc/context';

/** A guest's personal link (their invitation's id or token in the address): no search engine keeps it. */
const isPersonalLink = (req: Request) => req.query.iu !== undefined || req.query.token !== undefined;

const withNoIndex = (html: string) =>
  html.replace('</head>', `<meta name="robots" content="${NO_INDEX}"></head>`);

/**
 * `/robots.txt`: crawlers may read the public pages (a shared party's preview, the landing), never the APIs, the
 * dev tools or a guest's answers by link.
 */
export const ROBOTS_TXT = [
  'User-agent: *',
  'Disallow: /api/',
  'Disallow: /json/',
  'Disallow: /dev/',
  'Disallow: /event/rsvp/',
  'Disallow: /event/unauthrsvp/',
  'Disallow: /event/updateemail/',
  'Disallow: /event/updateuser/',
  'Disallow: /unsubscribe/',
  'Disallow: /calendar/',
  'Allow: /',
  '',
].join('\n');

/**
 * The app's HTML for a page route (the client routes the rest): an event page with its link-preview tags, the
 * landing routes painted, any other the built index.html; each says which landing variant its host shows.
 */
export function pageSender(deps: AppDeps, clientDir: string) {
  const { env, logger } = deps;
  const indexHtml = cachedIndexHtml(clientDir);
  const landing = landingPages(deps, clientDir);
  /** A guest's own link to the party (not its read-only page) gets their answer on the poster (rsvp/answerForm.ts). */
  const answerOnPoster = async (req: Request, res: Response, eventId: string) => {
    if (req.query.token === undefined || req.path.replace(/\/$/, '').endsWith('/ro')) return '';
    return answerSlotOf(deps, req, res, eventId).catch((err: unknown) => {
      logger.warn({ err }, 'answer on the poster failed');
      return '';
    });
  };
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
    // Event pages carry link-preview tags (eventMeta.ts); an unknown event gets the plain page as a 404, which
    // the client shows as 'Event not found' (a crawler is not told a missing party is a page).
    const eventId = eventIdOfPagePath(req.path);
    if (eventId) {
      const page = await cachedEventPageHtml(deps, req.path, index, publicUrl(env)).catch((err: unknown) => {
        logger.warn({ err }, 'event link preview failed');
        return 'failed' as const;
      });
      if (page === null) res.status(404);
      else if (page !== 'failed') {
        // Made with the page (the landing variant the host shows is put in per request, and named in the tag):
        // Express answers a matching If-None-Match with 304 and hashes nothing per view.
        const variant = landing.variantOf(req);
        const personal = isPersonalLink(req);
        // A private party's page says noindex in its own HTML (eventMeta.ts); the header tells those who
        // read only headers.
        if (personal || !page.indexable) res.setHeader('X-Robots-Tag', NO_INDEX);
        if (!personal) res.setHeader('ETag', `${page.etag.slice(0, -1)}.${variant}"`);
        const answer = await answerOnPoster(req, res, eventId);
        const html = withVariantMeta(page.html, variant).replace(POSTER_ANSWER_SLOT, answer);
        res.type('html').send(personal && page.indexable ? withNoIndex(html) : html);
        return;
      }
    }
    // The landing routes come painted (landing feature).
    res.type('html').send(await landing.pageFor(req, index.text));
  };
}
