import { eq } from 'drizzle-orm';
import type { Request, Response } from 'express';
import { type FeatureRoutes, viewerRoute } from '../../core/http/routes';
import type { ViewerCaller } from '../../core/http/routeCallers';
import { partyNotices } from '../../platform/db/schema';
import { icsFileName } from '../../../shared/events/calendar';
import { eventIcs } from '../invitations';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { publicUrl } from '../../platform/env';
import { canSeePlace } from '../../core/access/eventsAccess';
import type { AppDeps } from '../../platform/trpc/context';

// GET /api/event/:eventId/calendar.ics — the add-to-calendar download (spec section 2, "Event page"). Who may
// see the place is decided by resolveViewer and canSeePlace, exactly as for getEvent (viewerRoute): the
// session cookie, or the invitation link's `iu` and `token` query parameters. Times are on the party's clock
// (TZID, with its VTIMEZONE); an invited guest's download carries their own ATTENDEE line with their answer
// (PARTSTAT).

/** The route; links to it are built by icsDownloadUrl (shared/rules/calendar.ts). */
export const EVENT_CALENDAR_PATH = '/api/event/:eventId/calendar.ics';

function sendCalendar(deps: AppDeps) {
  return async (_req: Request, res: Response, { context, viewer }: ViewerCaller) => {
    // An invited guest's own ATTENDEE line (not the hosts'), only when the invitation is proven theirs: their link's token or their
    // session. An invitee id alone is no secret and learns no contact detail.
    const own = viewer.role === 'guest' ? viewer.invitee : undefined;
    const proven =
      own && (viewer.tokenMatched || (context.user && own.userId === context.user.id)) ? own : null;
    // The SEQUENCE the guests' last mail carried (a moved or cancelled party counts up), so a calendar that
    // imports the download after a mail, or the other way round, keeps the newest version (RFC 5545 3.8.7.4).
    const [notices] = await deps.db
      .select({ sequence: partyNotices.calendarSequence })
      .from(partyNotices)
      .where(eq(partyNotices.eventId, viewer.event.id));
    const version = { sequence: notices?.sequence ?? 0 };
    const text = eventIcs(viewer.event, canSeePlace(viewer), publicUrl(deps.env), proven, version);
    if (!text) return res.status(404).type('text').send('This party has no start time yet.');
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${icsFileName(viewer.event.title || UNTITLED_PARTY)}"`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    return res.send(text);
  };
}

export const calendarRoutes: FeatureRoutes = (deps) => [
  viewerRoute(deps, { refuse: 'text' }).get(EVENT_CALENDAR_PATH, sendCalendar(deps)),
];
