import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { backgroundMediaHosts } from '../features/images/backgrounds';
import { type Env, servedOverHttps } from '../platform/env';
import { fixedHeadersOf } from '../platform/http/security';
import { musicServiceFor, SPOTIFY_IMAGE_SOURCES } from '../platform/providers/music';
import { paymentsFor, STRIPE_CSP } from '../platform/providers/payments';

/** With card payments on, the buy-coins form loads Stripe.js, which runs its fields in frames and calls its API. */
function stripeSourcesOf(env: Env): Record<string, string[]> {
  if (paymentsFor(env)?.name !== 'stripe') return {};
  return {
    scriptSrc: ["'self'", ...STRIPE_CSP.scriptSrc],
    frameSrc: ["'self'", ...STRIPE_CSP.frameSrc],
    connectSrc: ["'self'", ...STRIPE_CSP.connectSrc],
  };
}

/**
 * Helmet's headers with the app's Content-Security-Policy. They are fixed for an app: worked out once, then set
 * from a list on every response (fixedHeadersOf).
 */
export function securityHeadersOf(env: Env): RequestHandler {
  // Over plain http (e.g. docker compose on http://localhost:3000) neither HSTS nor upgrading every asset
  // request to https may be sent: the page would load nothing.
  const https = servedOverHttps(env);
  return fixedHeadersOf(
    helmet({
      hsts: https,
      contentSecurityPolicy: {
        directives: {
          upgradeInsecureRequests: https ? [] : null,
          // canvas-confetti draws the burst after a yes in a worker it creates from a blob: URL.
          workerSrc: ["'self'", 'blob:'],
          ...stripeSourcesOf(env),
          // The album's uploader previews the picked photos from blob: URLs before they are sent; song search
          // results and the party's playlist show album art from Spotify's image hosts; background videos and
          // animations found by a keyed search service play from its media hosts.
          imgSrc: [
            "'self'",
            'data:',
            'blob:',
            ...(musicServiceFor(env) ? SPOTIFY_IMAGE_SOURCES : []),
            ...backgroundMediaHosts(env),
          ],
          mediaSrc: ["'self'", ...backgroundMediaHosts(env)],
        },
      },
    }),
  );
}
