import { z } from 'zod';
import {
  DB_ACQUIRE_TIMEOUT_MS,
  DB_CONNECT_TIMEOUT_MS,
  DB_HEALTH_TIMEOUT_MS,
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
  DB_STATEMENT_TIMEOUT_MS,
  RSVP_PARTY_BURST,
  RSVPS_PER_ADDRESS_PER_MINUTE,
  RSVPS_PER_PARTY_PER_MINUTE,
} from '../../shared/constants';
import { mailboxAddress } from '../../shared/common/email';
import { parseSocialLinks } from '../../shared/legal/siteDetails';

// Every setting the server reads, validated once at start-up (README lists them). Nothing else reads process.env.
const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyAsUndefined, z.string().url().optional());
const millis = (fallback: number) => z.coerce.number().int().min(1).max(600_000).default(fallback);
const count = (fallback: number) => z.coerce.number().int().min(1).max(10_000_000).default(fallback);

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('.data'),
    DATABASE_URL: optionalUrl,
    PUBLIC_URL: optionalUrl,
    SESSION_SECRET: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
    SMTP_URL: optionalUrl,
    /** The From of every mail; its address is also the ORGANIZER of the calendar invitations mails carry. */
    MAIL_FROM: z
      .string()
      .refine((value) => mailboxAddress(value) !== null, {
        error: 'MAIL_FROM needs an e-mail address, e.g. "Elk <no-reply@example.com>".',
      })
      .default('Elk <no-reply@elk.localhost>'),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: optionalString,
    TWILIO_API_URL: z.string().url().default('https://api.twilio.com'),
    PRODUCT_HOST: optionalString,
    MARKETING_HOST: optionalString,
    /** The company site that /about, /careers, /blog and /contacts redirect to; unset: the footers leave them out. */
    COMPANY_SITE_URL: optionalUrl,
    /** Who runs this site and how to reach them, as the privacy policy and terms name them. */
    OPERATOR_NAME: optionalString,
    OPERATOR_CONTACT: optionalString,
    /** The landing footer's social links, `Name=https://…` comma-separated; unset: none are shown. */
    SOCIAL_LINKS: optionalString,
    /** The landing page's 'As seen in' names, comma-separated; unset: no press strip. */
    PRESS_MENTIONS: optionalString,
    /** The companion app's store pages; the app-download prompt and the store badges show only when set. */
    APP_STORE_URL: optionalUrl,
    PLAY_STORE_URL: optionalUrl,
    ERROR_REPORTING_URL: optionalUrl,
    /** How long a graceful stop (SIGINT, SIGTERM, SIGHUP) may take before the process exits non-zero anyway. */
    SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    /** Opening a connection to PostgreSQL longer than this fails the request (503). */
    DB_CONNECT_TIMEOUT_MS: millis(DB_CONNECT_TIMEOUT_MS),
    /** Waiting for a free pooled connection longer than this fails the request (503). */
    DB_ACQUIRE_TIMEOUT_MS: millis(DB_ACQUIRE_TIMEOUT_MS),
    /** PostgreSQL's statement_timeout for the app's queries (migrations run without it). */
    DB_STATEMENT_TIMEOUT_MS: millis(DB_STATEMENT_TIMEOUT_MS),
    /** PostgreSQL's idle_in_transaction_session_timeout: a stuck transaction cannot hold its locks for ever. */
    DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: millis(DB_IDLE_IN_TRANSACTION_TIMEOUT_MS),
    /** /healthz reports 503 when its probe query has not answered within this. */
    DB_HEALTH_TIMEOUT_MS: millis(DB_HEALTH_TIMEOUT_MS),
    /** RSVP ceilings per app instance (features/rsvp/limits.ts); raise them behind a very large shared NAT. */
    RSVPS_PER_ADDRESS_PER_MINUTE: count(RSVPS_PER_ADDRESS_PER_MINUTE),
    RSVP_PARTY_BURST: count(RSVP_PARTY_BURST),
    RSVPS_PER_PARTY_PER_MINUTE: count(RSVPS_PER_PARTY_PER_MINUTE),
    /**
     * Sign-in ceilings per client address: codes sent an hour, and code checks and sign-ins per 10 minutes.
     * Raise them behind a large shared NAT (or for a browser test suite that signs in many times from one host).
     */
    SIGN_INS_PER_ADDRESS: count(30),
    /**
     * Where this instance runs the background jobs (confirmations, invitations, reminders): `thread` (a worker
     * thread of its own, at a lower CPU priority, so a burst of requests is answered first), `inline` (on the
     * requests' event loop), or `off` (it only queues them; another instance runs them).
     */
    JOB_RUNNER: z.enum(['thread', 'inline', 'off']).default('thread'),
    /** How often the notifications tick looks for due reminders and digests (seconds). */
    NOTIFICATIONS_TICK_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /**
     * `on`: every /json reply carries a Server-Timing header with where its time went (the way in, the context,
     * the procedure and the database's share, the JSON; platform/http/serverTiming.ts). For the bench's tail
     * breakdown and for diagnosing one; it costs each call a little, so it is off by default.
     */
    SERVER_TIMING: z.enum(['on', 'off']).default('off'),
    /** 'pretty': coloured lines for a developer's terminal (pino-pretty, a dev dependency); JSON otherwise. */
    LOG_FORMAT: z.enum(['json', 'pretty']).default('json'),
    /** With it, /metrics also answers a scraper elsewhere that sends `Authorization: Bearer <token>`. */
    METRICS_TOKEN: z.preprocess(
      emptyAsUndefined,
      z.string().min(16, 'METRICS_TOKEN must be at least 16 characters').optional(),
    ),
    /** Express 'trust proxy' setting, e.g. 1 behind one load balancer, so req.ip is the client's. */
    TRUST_PROXY: z.preprocess(emptyAsUndefined, z.string().optional()),
    /** Google Maps Platform (Places Autocomplete, Place Details, Time Zone). Without it a built-in provider runs. */
    GOOGLE_MAPS_API_KEY: optionalString,
    GOOGLE_MAPS_API_URL: z.string().url().default('https://maps.googleapis.com'),
    /** S3-compatible storage for uploads and gallery covers; local disk under DATA_DIR when S3_BUCKET is unset. */
    S3_BUCKET: optionalString,
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    /** Where browsers load stored files from (a CDN or the bucket's public URL); defaults to endpoint/bucket. */
    S3_PUBLIC_URL: optionalUrl,
    /**
     * An OpenAI-compatible API for cover images (images endpoint) and party text (chat completions); without
     * a key the built-in painter and writer run. AI_BASE_URL points at any compatible service.
     */
    AI_API_KEY: optionalString,
    AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
    AI_IMAGE_MODEL: z.string().min(1).default('gpt-image-1'),
    AI_TEXT_MODEL: z.string().min(1).default('gpt-4o-mini'),
    AI_IMAGE_SIZE: z
      .string()
      .regex(/^(\d+x\d+|auto)$/)
      .default('1024x1024'),
    /** How long one generation or description may take before the spec's timeout message (under the 60 s wait). */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(55_000),
    /** Background video search: Pexels videos first, then GIPHY; either key alone works. Unset: the built-in set. */
    PEXELS_API_KEY: optionalString,
    PEXELS_API_URL: z.string().url().default('https://api.pexels.com'),
    GIPHY_API_KEY: optionalString,
    GIPHY_API_URL: z.string().url().default('https://api.giphy.com'),
    /**
     * Outside providers whose pictures a cover may name (host or host:port, comma-separated): the server copies
     * the picture into storage when the party is saved, and guests only ever load the copy (issue 37). Any
     * other outside cover is refused. Pexels' photos and GIPHY's media, the services the app already searches.
     */
    COVER_PROVIDER_HOSTS: z
      .string()
      .default('images.pexels.com,media.giphy.com')
      .transform((list) =>
        list
          .split(',')
          .map((host) => host.trim().toLowerCase())
          .filter(Boolean),
      ),
    /** Tests only (refused in production): the cover copy may reach loopback, over plain http, for stand-ins. */
    COVER_COPY_ALLOW_LOOPBACK: z
      .enum(['true', 'false'])
      .default('false')
      .transform((value) => value === 'true'),
    /** Sign in with Google (OIDC code flow + PKCE): on when both are set. The URLs are overridable for tests. */
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER_URL: z.string().url().default('https://accounts.google.com'),
    GOOGLE_AUTHORIZATION_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
    GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
    GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
    /** Sign in with Apple: on when the Services ID, team, key id and the .p8 key (PEM; \n escapes allowed) are set. */
    APPLE_CLIENT_ID: optionalString,
    APPLE_TEAM_ID: optionalString,
    APPLE_KEY_ID: optionalString,
    APPLE_PRIVATE_KEY: optionalString,
    APPLE_ISSUER_URL: z.string().url().default('https://appleid.apple.com'),
    APPLE_AUTHORIZATION_URL: z.string().url().default('https://appleid.apple.com/auth/authorize'),
    APPLE_TOKEN_URL: z.string().url().default('https://appleid.apple.com/auth/token'),
    APPLE_JWKS_URL: z.string().url().default('https://appleid.apple.com/auth/keys'),
    /**
     * Song requests through Spotify: on when the app's client id and secret are set (the secret signs the
     * server's track-search token). MUSIC_TOKEN_KEY encrypts the hosts' stored Spotify tokens. The URLs are
     * overridable for tests.
     */
    SPOTIFY_CLIENT_ID: optionalString,
    SPOTIFY_CLIENT_SECRET: optionalString,
    SPOTIFY_ACCOUNTS_URL: z.string().url().default('https://accounts.spotify.com'),
    SPOTIFY_API_URL: z.string().url().default('https://api.spotify.com'),
    MUSIC_TOKEN_KEY: z.preprocess(emptyAsUndefined, z.string().min(16).optional()),
    /** Card payments for coins (Stripe): on when the secret key is set (with the publishable key and webhook secret). */
    STRIPE_SECRET_KEY: optionalString,
    STRIPE_PUBLISHABLE_KEY: optionalString,
    STRIPE_WEBHOOK_SECRET: optionalString,
    /** Where the Stripe API is (tests point it at a local stand-in); scheme, host and port are used. */
    STRIPE_API_BASE: z.string().url().default('https://api.stripe.com'),
    /**
     * The coin packs on sale, `priceId:coins:amount` (amount in cents), comma-separated, and their currency: read
     * raw here; the coins feature owns the table (its default, its checks: features/coins/packTable.ts).
     */
    STRIPE_COIN_PACKS: z.string().optional(),
    STRIPE_CURRENCY: z.string().optional(),
  })
  .refine((env) => !env.TWILIO_ACCOUNT_SID || (env.TWILIO_AUTH_TOKEN && env.TWILIO_FROM), {
    error: 'TWILIO_ACCOUNT_SID needs TWILIO_AUTH_TOKEN and TWILIO_FROM too.',
  })
  .refine((env) => !env.STRIPE_SECRET_KEY || (env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET), {
    error: 'STRIPE_SECRET_KEY needs STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET too.',
  })
  .superRefine((env, issues) => {
    const links = parseSocialLinks(env.SOCIAL_LINKS);
    if (!links.ok) issues.addIssue({ code: 'custom', path: ['SOCIAL_LINKS'], message: links.problem });
  })
  .refine((env) => !env.S3_BUCKET || (env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY), {
    error: 'S3_BUCKET needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY too.',
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.COVER_COPY_ALLOW_LOOPBACK, {
    error: 'COVER_COPY_ALLOW_LOOPBACK is for tests; it would let covers be fetched from this machine.',
  })
  .refine((env) => !env.SPOTIFY_CLIENT_ID || (env.SPOTIFY_CLIENT_SECRET && env.MUSIC_TOKEN_KEY), {
    error: 'SPOTIFY_CLIENT_ID needs SPOTIFY_CLIENT_SECRET and MUSIC_TOKEN_KEY (16+ characters) too.',
  });

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`)
      .join('\n');
    throw new Error(`Invalid configuration:\n${problems}`);
  }
  return parsed.data;
}

export function publicUrl(env: Env): string {
  return (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/**
 * Whether browsers reach the app over https: then cookies are Secure, HSTS is sent and the CSP upgrades
 * insecure requests. PUBLIC_URL's scheme decides, so production on plain http://localhost (docker compose)
 * still keeps its session cookie; without PUBLIC_URL, production is taken to sit behind TLS.
 */
export function servedOverHttps(env: Pick<Env, 'PUBLIC_URL' | 'NODE_ENV'>): boolean {
  // Asked on every request (cookies): the URL is parsed once per settings object.
  let https = httpsOfEnv.get(env);
  if (https === undefined) {
    https = env.PUBLIC_URL ? new URL(env.PUBLIC_URL).protocol === 'https:' : env.NODE_ENV === 'production';
    httpsOfEnv.set(env, https);
  }
  return https;
}
const httpsOfEnv = new WeakMap<object, boolean>();
