import { isLandingVariant, LANDING_META_NAME, type LandingVariant } from '../../../shared/landing/variant';

// Which landing variant this host shows (spec section 1): the server writes it into every page's
// <meta name="elk-landing"> by the request's host (and ?landing= in development).

let cached: LandingVariant | undefined;

export function landingVariant(): LandingVariant {
  if (!cached) {
    const content = document.querySelector<HTMLMetaElement>(`meta[name="${LANDING_META_NAME}"]`)?.content;
    cached = isLandingVariant(content) ? content : 'party';
  }
  return cached;
}

/** Whether a path shows the landing page: /welcome everywhere, and / on the marketing host. */
export const isLandingPath = (pathname: string): boolean =>
  pathname === '/welcome' || (pathname === '/' && landingVariant() === 'marketing');
