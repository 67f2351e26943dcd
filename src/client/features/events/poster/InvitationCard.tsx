import { IconCalendarEvent, IconConfetti, IconMapPin } from '@tabler/icons-react';
import { locationText } from '../../../../shared/events/calendar';
import { addressLine } from '../../../../shared/events/eventAddress';
import { eventWhenText } from '../../../../shared/events/eventDateText';
import { UNTITLED_PARTY } from '../../../../shared/events/eventLabels';
import type { ElkEvent, EventColors } from '../../../../shared/events/schema';
import classes from './InvitationCard.module.css';
import { posterStyle } from './posterStyle';

export type InvitationCardEvent = {
  title: string;
  photoUrl?: string | null;
  colors?: EventColors | null;
  startTime: number;
  endTime: number;
  timeZone: string;
  /** Absent (or null) when the viewer may not see the place yet. */
  location?: ElkEvent['location'];
};

/**
 * The invitation as a small poster: the cover on the party's tint, the title in the display face, when and
 * (when the viewer may see it) where. The payoff moments show it: right after the host creates the party, and
 * right after a guest says yes.
 */
export function InvitationCard({ event }: { event: InvitationCardEvent }) {
  const title = event.title.trim() || UNTITLED_PARTY;
  const place = locationText(event.location, addressLine(event.location?.address));
  const when = eventWhenText(event, {
    now: Date.now(),
    viewerTimeZone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  return (
    <figure className={classes.card} style={posterStyle(event.colors)} data-testid="invitation-card">
      <div className={classes.cover}>
        {event.photoUrl ? (
          <img src={event.photoUrl} alt={`Cover of ${title}`} className={classes.image} />
        ) : (
          <IconConfetti size={72} stroke={1.3} className={classes.placeholder} aria-hidden="true" />
        )}
      </div>
      <figcaption className={classes.caption}>
        <div className={classes.title}>{title}</div>
        <div className={classes.fact}>
          <IconCalendarEvent size={16} aria-hidden="true" className={classes.icon} />
          <span>{when}</span>
        </div>
        {place && (
          <div className={classes.fact}>
            <IconMapPin size={16} aria-hidden="true" className={classes.icon} />
            <span>{place}</span>
          </div>
        )}
      </figcaption>
    </figure>
  );
}
