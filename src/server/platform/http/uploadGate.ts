import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { MSG } from '../../../shared/common/copy';
import type { Db } from '../db/client';
import { hitRateLimit } from '../rateLimit';

// Uploads are decided before their bodies are read (issue 37): who is calling and whether they may, then
// whether their budget has room. multer keeps a whole file in memory, so a body read before those checks is
// memory anyone can fill: 120 anonymous 10 MB image uploads took the server from 464 MB to 1.18 GB. A refusal
// is answered at once; Node then reads and drops whatever of the body still comes (keeping none of it), so the
// client gets the answer and its connection stays usable.

const HOUR_MS = 3_600_000;

/** A route's refusal, in that route's own JSON shape. */
export type Refuse = (res: Response, status: number, message: string) => void;

export type UploadBudget = {
  /** Uploads one key may start an hour, counted in PostgreSQL so every instance shares it; absent: no count. */
  perHour?: number;
  /**
   * Uploads one key may have in flight at once in this process. Each may hold a whole file in memory until it is
   * answered, so this bounds what one account or one address can hold, however slowly it sends.
   */
  atOnce: number;
};

/** The budgets of one kind of upload, keyed by whom it counts against: an account, an invitation, an address. */
export class UploadBudgets {
  private readonly inFlight = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly budget: UploadBudget,
  ) {}

  /**
   * Takes one upload from `key`'s budget and holds its place in flight until the response ends or its connection
   * drops. False when the key has no room: then nothing is held.
   */
  async take(key: string, res: Response): Promise<boolean> {
    const running = this.inFlight.get(key) ?? 0;
    if (running >= this.budget.atOnce) return false;
    // Held before the hourly count's await, so uploads arriving together cannot all see the same room.
    this.inFlight.set(key, running + 1);
    let held = true;
    const release = () => {
      if (!held) return;
      held = false;
      const left = (this.inFlight.get(key) ?? 1) - 1;
      if (left > 0) this.inFlight.set(key, left);
      else this.inFlight.delete(key);
    };
    res.once('close', release);
    // A caller gone while it was being decided has closed already: no close event is left to free its place.
    if (res.closed) release();
    if (this.budget.perHour === undefined) return true;
    let withinHour = false;
    try {
      withinHour = await hitRateLimit(this.db, key, this.budget.perHour, HOUR_MS);
    } finally {
      if (!withinHour) release();
    }
    return withinHour;
  }
}

/**
 * The guard in front of an upload whose caller the headers, the address and the query name: `admit` answers the
 * key the upload counts against, or null having answered its refusal itself (401, 403, ...); then the key's
 * budget, 429 when it has no room. Only after both does the next handler read the body.
 */
export function uploadGate(
  admit: (req: Request, res: Response) => Promise<string | null>,
  budgets: UploadBudgets,
  refuse: Refuse,
): RequestHandler {
  return async (req: Request, res: Response, next: NextFunction) => {
    const key = await admit(req, res);
    if (key === null) return;
    if (!(await budgets.take(key, res))) return refuse(res, 429, MSG.rateLimited);
    next();
  };
}

/**
 * The CSRF check of a multipart upload our own page sends: a cross-site form can send multipart but cannot set a
 * custom header, so the page's X-Elk-Upload header (and the browser's Sec-Fetch-Site) prove where it came from.
 */
export function sameSiteUpload(refuse: Refuse): RequestHandler {
  return (req, res, next) => {
    if (req.get('x-elk-upload') !== '1' || req.get('sec-fetch-site') === 'cross-site') {
      return refuse(res, 403, 'Cross-site request refused');
    }
    next();
  };
}
