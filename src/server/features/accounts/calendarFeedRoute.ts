import { eq } from 'drizzle-orm';
import { type FeatureRoutes, publicRoute } from '../../core/http/routes';
import { users } from '../../platform/db/schema';
import { calendarFeedText, readCalendarFeedToken } from './calendarFeed';

// GET /calendar/<token>.ics: a person's calendar feed (calendarFeed.ts), fetched by calendar apps, which send no
// cookie: the signed token in the address is the credential, and a reset link (a newer feed version) ends it.

export const CALENDAR_FEED_PATH = '/calendar/:file';
export const FEED_LINK_GONE = 'This calendar link no longer works. Copy the new one from your Elk profile.';

export const calendarFeedRoutes: FeatureRoutes = (deps) => {
  // The address is the credential: neither it nor the feed is kept by a shared cache.
  const linkHolder = publicRoute(deps, { noStore: true, refuse: 'text' });
  return [
    linkHolder.get(CALENDAR_FEED_PATH, async (req, res) => {
      const file = String(req.params.file ?? '');
      const claim = file.endsWith('.ics')
        ? readCalendarFeedToken(deps.secrets.codeKey, file.slice(0, -'.ics'.length))
        : null;
      const [account] = claim
        ? await deps.db
            .select({ version: users.calendarFeedVersion })
            .from(users)
            .where(eq(users.id, claim.userId))
        : [];
      if (!claim || !account || account.version !== claim.version) {
        return res.status(404).type('text').send(FEED_LINK_GONE);
      }
      const text = await calendarFeedText(deps.db, deps.env, claim.userId);
      res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
      res.setHeader('Content-Disposition', 'inline; filename="elk-parties.ics"');
      return res.send(text);
    }),
  ];
};
