import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parse as parseCookies } from 'cookie';
import type { Request } from 'express';
import { COOKIE_AUTH_TOKEN } from '../../../shared/constants';
import {
  LANDING_SWITCH_PARAM,
  type LandingVariant,
  landingVariantFor,
} from '../../../shared/landing/variant';
import type { Env } from '../../platform/env';
import type { Logger } from '../../platform/logger';
import type { StorageProvider } from '../../platform/providers/storage';
import { eventInspirations, todayOr } from '../themes';
import {
  firstSlide,
  injectLanding,
  landingDataOf,
  landingHeadTags,
  renderLandingFirstPaint,
  withVariantMeta,
} from './firstPaint';

// Which landing page a request gets, and its HTML: the variant by host (spec section 1), and for the landing
// routes the page with its first paint. `/welcome` is the landing page everywhere; `/` is on the marketing
// host, and for a visitor elsewhere (no session cookie, no app link in ?params) it is too, since the client
// sends them on to /welcome: painting it at once saves the visitor a blank screen and a round trip.

const WELCOME_PAGE = 'features/landing/Welcome.page.tsx';
/** The server never waits longer than this for the cover gallery (rendered at start-up) to paint the page. */
const GALLERY_WAIT_MS = 3_000;

type ManifestChunk = { file: string; imports?: string[]; css?: string[] };
type Assets = { css: string[]; js: string[] };

/**
 * The landing page's stylesheets and script chunks that the entry (index.html) does not already load, read
 * from the build's manifest; re-read when the build changes it.
 */
function welcomeAssets(clientDir: string): () => Assets {
  const file = path.join(clientDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; assets: Assets } | null = null;
  return () => {
    let mtimeMs: number;
    try {
      mtimeMs = statSync(file).mtimeMs;
    } catch {
      return { css: [], js: [] };
    }
    if (cached?.mtimeMs === mtimeMs) return cached.assets;
    const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
    const reach = (start: string) => {
      const seen = new Set<string>();
      const pending = [start];
      while (pending.length) {
        const key = pending.pop()!;
        if (seen.has(key) || !manifest[key]) continue;
        seen.add(key);
        pending.push(...(manifest[key].imports ?? []));
      }
      return seen;
    };
    const entry = reach('index.html');
    const page = [...reach(WELCOME_PAGE)].filter((key) => !entry.has(key));
    const entryCss = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
    const assets = {
      css: [...new Set(page.flatMap((key) => manifest[key]!.css ?? []))].filter((css) => !entryCss.has(css)),
      js: page.map((key) => manifest[key]!.file),
    };
    cached = { mtimeMs, assets };
    return assets;
  };
}

const withTimeout = <T>(promise: Promise<T>, ms: number): Promise<T | null> =>
  new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(null), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });

export type LandingPages = ReturnType<typeof landingPages>;

export function landingPages(
  deps: { env: Env; storage: StorageProvider; logger: Logger },
  clientDir: string,
) {
  const { env } = deps;
  const assets = welcomeAssets(clientDir);

  /** The variant this request's host shows; the query switch works outside production. */
  const variantOf = (req: Request): LandingVariant =>
    landingVariantFor(
      req.get('host'),
      env.MARKETING_HOST,
      env.NODE_ENV === 'production' ? undefined : req.query[LANDING_SWITCH_PARAM],
    );

  /** Whether this request is answered with the landing page. */
  const showsLanding = (req: Request, variant: LandingVariant): boolean => {
    if (req.path === '/welcome') return true;
    if (req.path !== '/' || req.query.params !== undefined) return false;
    if (variant === 'marketing') return true;
    return !parseCookies(req.headers.cookie ?? '')[COOKIE_AUTH_TOKEN];
  };

  /**
   * The page for a request: the landing page with its first paint where it shows, else index.html; both carry
   * the variant. Without the gallery (still rendering, or failing) the landing page has no first paint.
   */
  async function pageFor(req: Request, indexHtml: string): Promise<string> {
    const variant = variantOf(req);
    const page = withVariantMeta(indexHtml, variant);
    if (!showsLanding(req, variant)) return page;
    const today = todayOr(undefined);
    const inspirations = await withTimeout(
      eventInspirations(env, deps.storage, today),
      GALLERY_WAIT_MS,
    ).catch((err: unknown) => {
      deps.logger.warn({ err }, 'landing first paint without inspirations');
      return null;
    });
    if (!inspirations) return page;
    return injectLanding(page, {
      headTags: landingHeadTags(assets(), firstSlide(today, inspirations)),
      firstPaint: renderLandingFirstPaint(
        variant,
        today,
        inspirations,
        Boolean(env.APP_STORE_URL || env.PLAY_STORE_URL),
      ),
      data: landingDataOf(today, inspirations),
    });
  }

  return { variantOf, pageFor };
}
