import type { Request } from 'express';
import { type FeatureRoutes, publicRoute } from '../../core/http/routes';
import { NOTIFICATION_TEXT } from '../../../shared/notifications/copy';
import { readUnsubscribeToken } from '../../platform/mail/unsubscribeLink';
import { setUnsubscribed } from './unsubscribe';

// The List-Unsubscribe address of every party e-mail. RFC 8058: a mail client POSTs
// `List-Unsubscribe=One-Click` here, without cookies or an Origin of ours, and the signed token alone decides;
// the party's messages stop at once. A GET (someone opening the address) goes to the page that asks first,
// since link scanners open links without anyone clicking.

export const ONE_CLICK_PATH = '/api/unsubscribe/:token';

/** The one-click address: public, the signed token in it is the credential (no cookie, no Origin of ours). */
export const unsubscribeRoutes: FeatureRoutes = (deps) => {
  const claimOf = (req: Request) =>
    readUnsubscribeToken(deps.secrets.codeKey, String(req.params.token ?? ''));
  // The address is the credential (it stops someone's mail): neither it nor what it answers is kept by a cache.
  const linkHolder = publicRoute(deps, { noStore: true });
  return [
    linkHolder.post(ONE_CLICK_PATH, async (req, res) => {
      const claim = claimOf(req);
      if (!claim) return res.status(404).type('text').send(NOTIFICATION_TEXT.linkInvalid);
      await setUnsubscribed(deps.db, claim, 'party', true);
      return res.status(200).type('text').send('Unsubscribed.');
    }),
    linkHolder.get(ONE_CLICK_PATH, (req, res) => {
      if (!claimOf(req)) return res.status(404).type('text').send(NOTIFICATION_TEXT.linkInvalid);
      return res.redirect(303, `/unsubscribe/${encodeURIComponent(String(req.params.token))}`);
    }),
  ];
};
