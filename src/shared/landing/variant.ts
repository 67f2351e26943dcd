import { CAROUSEL_DELAY_MS } from '../constants';

// The two landing variants (spec section 1): a marketing variant on the company (root) host and a party-focused
// variant on the product host. The server decides by the request's host and tells the client in the page's
// <meta name="elk-landing">; in development a query switch (?landing=marketing or ?landing=party) shows either.

export const LANDING_VARIANTS = ['party', 'marketing'] as const;
export type LandingVariant = (typeof LANDING_VARIANTS)[number];

/** The query parameter that picks a variant in development. */
export const LANDING_SWITCH_PARAM = 'landing';
/** The <meta> the server writes the variant into. */
export const LANDING_META_NAME = 'elk-landing';
/** The id of the landing page's data block (the inspirations its first paint was drawn from). */
export const LANDING_DATA_ID = 'elk-landing-data';

export const isLandingVariant = (value: unknown): value is LandingVariant =>
  (LANDING_VARIANTS as readonly unknown[]).includes(value);

/**
 * The variant for a request's Host header: marketing on the marketing host, party anywhere else. `override`
 * is the development switch's value (the caller passes it only in development); anything else is ignored.
 */
export function landingVariantFor(
  host: string | undefined,
  marketingHost: string | undefined,
  override?: unknown,
): LandingVariant {
  if (isLandingVariant(override)) return override;
  if (!host || !marketingHost) return 'party';
  const bare = (value: string) => value.trim().toLowerCase().replace(/:\d+$/, '');
  return bare(host) === bare(marketingHost) ? 'marketing' : 'party';
}

export type CarouselSlideKind = 'invite' | 'appPromo';

/** How long a slide stays: 5 s on the party variant, 15 s on the marketing variant, 30 s for the app promo. */
export function slideDelayMs(variant: LandingVariant, kind: CarouselSlideKind): number {
  if (kind === 'appPromo') return CAROUSEL_DELAY_MS.appPromo;
  return variant === 'marketing' ? CAROUSEL_DELAY_MS.marketing : CAROUSEL_DELAY_MS.party;
}

/** The slide after (step 1) or before (step -1) `index`, round the loop. */
export const stepSlide = (index: number, count: number, step: 1 | -1): number =>
  count > 0 ? (((index + step) % count) + count) % count : 0;
