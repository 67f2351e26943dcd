import type { Request, RequestHandler, Response } from 'express';
import { PHOTO_UPLOADS_AT_ONCE, PHOTO_UPLOADS_PER_HOUR } from '../../../shared/album/rules';
import { MSG } from '../../../shared/common/copy';
import type { Db } from '../../platform/db/client';
import { type UploadBudget, UploadBudgets } from '../../platform/http/uploadGate';
import { hitRateLimit } from '../../platform/rateLimit';
import type { Refuse } from './refusals';

// Every limit of an Express route, by name, in one table: a route names its limit (`limit: 'clientLog'`) and
// its builder applies it, keyed `<name>:<who>` (who: `ip:…`, `user:…`, `invitee:…`), so the counters in
// PostgreSQL say which limit they belong to. Two kinds, for two costs:
// - requests: a fixed window of calls per address, shared by every instance (hitRateLimit);
// - uploads: bodies held in memory until answered, bounded in flight per key in this process and, where set,
//   counted an hour in PostgreSQL (uploadGate.ts), decided before a byte of the body is read.

const MINUTE_MS = 60_000;

type RequestLimit = { kind: 'requests'; max: number; windowMs: number };
type UploadLimit = { kind: 'uploads' } & UploadBudget;

export const ROUTE_LIMITS = {
  /** The browser's log lines (a page in a loop must not fill the logs). */
  clientLog: { kind: 'requests', max: 120, windowMs: MINUTE_MS },
  /** Sign-in returns from Google and Apple: each costs a token exchange with the provider. */
  oauthCallback: { kind: 'requests', max: 30, windowMs: 10 * MINUTE_MS },
  /** Cover and profile images: the editor and the profile page each send one at a time. */
  upload: { kind: 'uploads', perHour: 60, atOnce: 2 },
  /** Album photos: the browser sends a few in parallel, each with its own progress bar. */
  albumUpload: { kind: 'uploads', perHour: PHOTO_UPLOADS_PER_HOUR, atOnce: PHOTO_UPLOADS_AT_ONCE },
  /** Guest-list imports: each holds its file (up to 5 MB) in memory until it is answered. */
  csvImport: { kind: 'uploads', atOnce: 2 },
} as const satisfies Record<string, RequestLimit | UploadLimit>;

type Limits = typeof ROUTE_LIMITS;
export type RouteLimitName = keyof Limits;
export type RequestLimitName = {
  [K in RouteLimitName]: Limits[K]['kind'] extends 'requests' ? K : never;
}[RouteLimitName];
export type UploadLimitName = Exclude<RouteLimitName, RequestLimitName>;

/** A request limit per caller address: 429 in the route's own shape when the window is used up. */
export function requestLimit(db: Db, name: RequestLimitName, refuse: Refuse): RequestHandler {
  const { max, windowMs } = ROUTE_LIMITS[name];
  return async (req: Request, res: Response, next) => {
    if (!(await hitRateLimit(db, `${name}:ip:${req.ip}`, max, windowMs))) {
      return refuse(res, 429, MSG.rateLimited);
    }
    next();
  };
}

/** One route's upload budgets under a named limit: `take(who, res)` holds a place for `<name>:<who>`. */
export function uploadLimit(db: Db, name: UploadLimitName) {
  const budgets = new UploadBudgets(db, ROUTE_LIMITS[name]);
  return { take: (who: string, res: Response) => budgets.take(`${name}:${who}`, res) };
}
export type UploadLimiter = ReturnType<typeof uploadLimit>;
