import express, { type NextFunction, type Request, type Response } from 'express';
import { NOTIFICATION_TEXT } from '../../../shared/notifications/copy';
import { readUnsubscribeToken } from '../../platform/mail/unsubscribeLink';
import type { AppDeps } from '../../platform/trpc/context';
import { setUnsubscribed } from './unsubscribe';

// The List-Unsubscribe address of every party e-mail. RFC 8058: a mail client POSTs
// `List-Unsubscribe=One-Click` here, without cookies or an Origin of ours, and the signed token alone decides;
// the party's messages stop at once. A GET (someone opening the address) goes to the page that asks first,
// since link scanners open links without anyone clicking.

export const ONE_CLICK_PATH = '/api/unsubscribe/:token';

export function unsubscribeRouter(deps: Pick<AppDeps, 'db' | 'secrets'>): express.Router {
  const router = express.Router();
  // The address is the credential (it stops someone's mail): neither it nor what it answers is kept by a cache.
  router.use(ONE_CLICK_PATH, (_req: Request, res: Response, next: NextFunction) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  const claimOf = (req: Request) =>
    readUnsubscribeToken(deps.secrets.codeKey, String(req.params.token ?? ''));

  router.post(ONE_CLICK_PATH, async (req: Request, res: Response) => {
    const claim = claimOf(req);
    if (!claim) return res.status(404).type('text').send(NOTIFICATION_TEXT.linkInvalid);
    await setUnsubscribed(deps.db, claim, 'party', true);
    return res.status(200).type('text').send('Unsubscribed.');
  });
  router.get(ONE_CLICK_PATH, (req: Request, res: Response) => {
    if (!claimOf(req)) return res.status(404).type('text').send(NOTIFICATION_TEXT.linkInvalid);
    return res.redirect(303, `/unsubscribe/${encodeURIComponent(String(req.params.token))}`);
  });
  return router;
}
