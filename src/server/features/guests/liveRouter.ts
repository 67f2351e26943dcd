import { guestListChangeSchema, liveCursorInput } from '../../../shared/live/schema';
import { requireEventHost } from '../../core/access/eventsAccess';
import { LIVE_CHANNELS } from '../../platform/live/liveChanges';
import { liveOutput, liveStream } from '../../platform/trpc/live';
import { eventHostProcedure } from '../../core/procedures';

export const liveProcedures = {
  /**
   * Live updates of the host's guest table (statuses, send results, the counts above it): hosts and accepted
   * cohosts only. When the party's cohosts change the caller is checked again, and a cohost who was removed
   * stops hearing of it (the stream ends FORBIDDEN, as the table's own queries then answer).
   */
  onGuestListChange: eventHostProcedure
    .input(liveCursorInput)
    .output(liveOutput(guestListChangeSchema))
    .subscription(({ ctx, input, signal }) => {
      const eventId = ctx.event.id;
      let checked = true;
      return liveStream({
        live: ctx.live,
        signal,
        lastEventId: input.lastEventId,
        topics: async () => {
          if (!checked) await requireEventHost(ctx, eventId);
          checked = false;
          return [
            { channel: LIVE_CHANNELS.eventChanged, key: eventId, kind: 'guests' },
            { channel: LIVE_CHANNELS.eventAccessChanged, key: eventId, kind: 'guests', refollow: true },
          ];
        },
      });
    }),
};
