import { Anchor, Avatar } from '@mantine/core';
import { IconCalendarEvent, IconLock, IconMapPin } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { type LocationLine } from '../../../../shared/events/eventPage';
import { LOCATION_HIDDEN_TEXT, LOCATION_WITHHELD_TEXT } from '../../../../shared/events/copy';
import type { ElkEvent } from '../../../../shared/events/schema';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import classes from './Poster.module.css';

type Props = {
  event: ElkEvent;
  /** The date line (whenText.ts makes it off the page's thread). */
  when: string;
  location: LocationLine;
  placeName: string | null;
  address: string;
  mapHref: string | null;
  /** The add-to-calendar menu, under the date. */
  calendar: ReactNode;
};

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <div className={classes.fact}>
      <span className={classes.factIcon} aria-hidden="true">
        {icon}
      </span>
      <div style={{ minWidth: 0, flex: 1 }}>{children}</div>
    </div>
  );
}

/** When and where, read on the party's own clock, then who is hosting. */
export function EventFacts({ event, when, location, placeName, address, mapHref, calendar }: Props) {
  const [day, time] = when.includes(' · ') ? when.split(' · ') : [when, null];
  return (
    <div className={classes.facts}>
      <Fact icon={<IconCalendarEvent size={22} />}>
        <div className={classes.factMain} data-testid="event-when">
          {day}
        </div>
        {time && (
          <div className={classes.factSub} data-testid="event-when-time">
            {time}
          </div>
        )}
        {calendar && <div style={{ marginTop: 8 }}>{calendar}</div>}
      </Fact>
      {location !== 'none' && (
        <Fact icon={location === 'shown' ? <IconMapPin size={22} /> : <IconLock size={22} />}>
          {location !== 'shown' ? (
            <div className={`${classes.factMain} ${classes.hiddenPlace}`} data-testid="event-where">
              {location === 'hidden' ? LOCATION_HIDDEN_TEXT : LOCATION_WITHHELD_TEXT}
            </div>
          ) : (
            <>
              <div className={classes.factMain} data-testid="event-where">
                {mapHref ? (
                  <Anchor
                    href={mapHref}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={classes.factLink}
                    inherit
                  >
                    {placeName || address}
                  </Anchor>
                ) : (
                  placeName || address
                )}
              </div>
              {placeName && address && address !== placeName && (
                <div className={classes.factSub}>{address}</div>
              )}
            </>
          )}
        </Fact>
      )}
      <div className={classes.host}>
        {event.hostPhotoUrl ? (
          <Avatar src={event.hostPhotoUrl} alt="" size={32} />
        ) : (
          <UserAvatar person={{ userId: event.organizerUuid, name: event.hostedBy }} size={32} />
        )}
        <span>
          Hosted by <strong>{event.hostedBy.trim() || 'the host'}</strong>
        </span>
      </div>
    </div>
  );
}
