import { eq } from 'drizzle-orm';
import { sendDomainError } from '../../platform/http/domainErrors';
import { partyNotices } from '../../platform/db/schema';
import express, { type Request, type Response } from 'express';
import { icsFileName } from '../../../shared/events/calendar';
import { eventIcs } from '../invitations';
import { EVENT_STATE_MESSAGES } from '../../../shared/events/copy';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { idSchema } from '../../../shared/common/schema';
import { inviteTokenSchema } from '../../../shared/rsvp/schema';
import { publicUrl } from '../../platform/env';
import { canSeePlace, requireViewer } from '../../core/access/eventsAccess';
import { type AppDeps, createContext } from '../../platform/trpc/context';

// GET /api/event/:eventId/calendar.ics — the add-to-calendar download (spec section 2, "Event page"). Who may
// see the place is decided by resolveViewer and canSeePlace, exactly as for getEvent: the session cookie, or
// the invitation link's `iu` and `token` query parameters. Times are on the party's clock (TZID, with its
// VTIMEZONE); an invited guest's download carries their own ATTENDEE line with their answer (PARTSTAT).

/** The route; links to it are built by icsDownloadUrl (shared/rules/calendar.ts). */
export const EVENT_CALENDAR_PATH = '/api/event/:eventId/calendar.ics';

const queryText = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);

export function eventCalendarRouter(deps: AppDeps): express.Router {
  const router = express.Router();
  router.get(EVENT_CALENDAR_PATH, async (req: Request, res: Response) => {
    const eventId = idSchema.safeParse(req.params.eventId);
    if (!eventId.success) return res.status(404).type('text').send(EVENT_STATE_MESSAGES.notFound);
    const token = queryText(req.query.token);
    const iu = queryText(req.query.iu);
    if ((token && !inviteTokenSchema.safeParse(token).success) || (iu && !idSchema.safeParse(iu).success)) {
      return res.status(403).type('text').send('This invitation link is not valid for this party.');
    }
    const ctx = await createContext(deps, req, res);
    let viewer;
    try {
      viewer = await requireViewer(ctx, eventId.data, { token, inviteeUuid: iu });
    } catch (error) {
      if (sendDomainError(res, error, 'text')) return;
      throw error;
    }
    // An invited guest's own ATTENDEE line (not the hosts'), only when the invitation is proven theirs: their link's token or their
    // session. An invitee id alone is no secret and learns no contact detail.
    const own = viewer.role === 'guest' ? viewer.invitee : undefined;
    const proven = own && (viewer.tokenMatched || (ctx.user && own.userId === ctx.user.id)) ? own : null;
    // The SEQUENCE the guests' last mail carried (a moved or cancelled party counts up), so a calendar that
    // imports the download after a mail, or the other way round, keeps the newest version (RFC 5545 3.8.7.4).
    const [notices] = await ctx.db
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
  });
  return router;
}
