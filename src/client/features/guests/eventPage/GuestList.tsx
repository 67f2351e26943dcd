import { Button, Text, Tooltip } from '@mantine/core';
import { useState } from 'react';
import { IconLock, IconUsers } from '@tabler/icons-react';
import {
  canSeeGuestList,
  GUEST_LABEL,
  type GuestSection,
  guestListSections,
  HOST_SUFFIX,
  listedName,
  shownGuestName,
} from '../../../../shared/guests/guestList';
import { PRIVATE_GUEST_LIST_TEXT } from '../../../../shared/guests/copy';
import type { Attendee, ElkEvent } from '../../../../shared/events/schema';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import classes from './Guests.module.css';

/**
 * The guest list (spec section 2): the organizer first as '(Host)', then Going, Can't make it, Awaiting and
 * (for hosts) Unsent, with the same words and counts as the manage-invites chips (going counts include each
 * guest's +N; the host is in no count). Waitlisted and denied guests are left out, and the private-list text
 * shows when the host keeps it private.
 */
export function GuestList({ event, asGuest = false }: { event: ElkEvent; asGuest?: boolean }) {
  const byId = new Map(event.attendees.map((a) => [a.inviteeId, a]));
  // asGuest: the host's preview shows the list the way guests will see it.
  if (!canSeeGuestList({ publicGuestList: event.publicGuestList, isHost: event.isHost && !asGuest })) {
    return (
      <section className={classes.sheet} aria-labelledby="guest-list-heading" data-testid="guest-list">
        <h2 id="guest-list-heading" className={classes.heading}>
          Guest list
        </h2>
        <div className={classes.private}>
          <IconLock size={18} aria-hidden="true" />
          <Text>{PRIVATE_GUEST_LIST_TEXT}</Text>
        </div>
      </section>
    );
  }
  const sections = guestListSections(event.attendees, event.hasWaitlist);
  return (
    <section className={classes.sheet} aria-labelledby="guest-list-heading" data-testid="guest-list">
      <h2 id="guest-list-heading" className={classes.heading}>
        Guest list
      </h2>
      {sections.length === 0 ? (
        <div className={classes.private}>
          <IconUsers size={18} aria-hidden="true" />
          <Text>Nobody is on the list yet.</Text>
        </div>
      ) : (
        sections.map((section) => <Section key={section.key} section={section} byId={byId} />)
      )}
    </section>
  );
}

/** Long sections show their first guests and a 'Show all' button, so 200 invitees do not bury the page. */
const SECTION_PREVIEW = 20;

function Section({ section, byId }: { section: GuestSection; byId: Map<string, Attendee> }) {
  const [expanded, setExpanded] = useState(false);
  const hidden = expanded ? 0 : Math.max(0, section.guests.length - SECTION_PREVIEW);
  const shown = hidden > 0 ? section.guests.slice(0, SECTION_PREVIEW) : section.guests;
  return (
    <div className={classes.section} data-testid={`guest-section-${section.key}`}>
      {/* The organizer's own section needs no visible heading: their name already says (Host). */}
      <h3 className={section.key === 'host' ? classes.visuallyHidden : classes.sectionTitle}>
        <span data-testid="section-title">{section.title}</span>
        {/* The host is listed apart and in no count; every other section counts people, +N included. */}
        {section.key !== 'host' && (
          <span
            className={classes.count}
            data-testid="section-count"
            aria-label={`${section.count} ${section.count === 1 ? 'person' : 'people'}`}
          >
            {section.count}
          </span>
        )}
      </h3>
      <ul className={classes.grid}>
        {shown.map((guest) => {
          const full = byId.get(guest.inviteeId);
          const extra = guest.rsvpStatus === 'YES' ? (guest.additionalGuestCount ?? 0) : 0;
          const isHost = guest.role === 'ORGANIZER';
          // Never an address, nor initials from one: a guest added by e-mail alone is 'Guest' with the
          // default icon (the host's own view too, so their preview matches what guests see).
          const name = shownGuestName(guest.name);
          return (
            <li key={guest.inviteeId} className={classes.guest}>
              <span className={classes.avatarWrap}>
                <UserAvatar
                  person={{
                    userId: full?.userId,
                    name: name === GUEST_LABEL ? '' : name,
                    photoUrl: full?.photoUrl,
                  }}
                  size={52}
                  radius="xl"
                />
                {extra > 0 && (
                  <Tooltip label={`Bringing ${extra} more`} withArrow>
                    <span className={classes.plus}>+{extra}</span>
                  </Tooltip>
                )}
              </span>
              {/* The '(Host)' label gets its own line so a long name never clips it. */}
              <span className={classes.nameBlock} title={listedName(guest)}>
                <span className={`${classes.name} ${isHost ? classes.hostName : ''}`}>{name}</span>
                {isHost && <span className={classes.hostLabel}>{HOST_SUFFIX.trim()}</span>}
              </span>
            </li>
          );
        })}
      </ul>
      {(hidden > 0 || expanded) && (
        <Button variant="subtle" size="compact-sm" mt="xs" onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show fewer' : `Show all ${section.guests.length}`}
        </Button>
      )}
    </div>
  );
}
