import { Button, Text } from '@mantine/core';
import { useState } from 'react';
import { IconLock, IconUsers } from '@tabler/icons-react';
import {
  canSeeGuestList,
  GUEST_LABEL,
  type GuestSection,
  guestListSections,
  headcount,
  HOST_SUFFIX,
  listedName,
  shownGuestName,
} from '../../../../shared/guests/guestList';
import { PRIVATE_GUEST_LIST_TEXT } from '../../../../shared/guests/copy';
import type { Attendee, ElkEvent } from '../../../../shared/events/schema';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { useEventGuestsQuery } from './eventGuestsQueries';
import classes from './Guests.module.css';
import { ShowMoreButton } from './ShowMoreButton';

/**
 * The guest list (spec section 2): the organizer first as '(Host)', then Going, Can't make it, Awaiting and
 * (for hosts) Unsent, with the same words and counts as the manage-invites chips (going counts include each
 * guest's +N; the host is in no count). Waitlisted and denied guests are left out, and the private-list text
 * shows when the host keeps it private. The counts are the server's (event.guestCounts); the faces are each
 * section's first guests.
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
        sections.map((section) => (
          <Section
            key={section.key}
            eventId={event.id}
            section={section}
            count={event.guestCounts?.[section.key] ?? section.count}
            byId={byId}
            hostView={event.isHost && !asGuest}
          />
        ))
      )}
    </section>
  );
}

/**
 * A section shows its first faces (all the event page carries) and its count; 'Show all' reads the whole
 * section page by page (guests.listEventGuests), so a party of 5,000 costs the page no more than one of 50.
 */
function Section({
  eventId,
  section,
  count,
  byId,
  hostView,
}: {
  eventId: string;
  /** The hosts' own view (not their guest preview): names as the hosts stored them. */
  hostView: boolean;
  section: GuestSection;
  /** The server's count for the whole section (the faces are only its first guests). */
  count: number;
  byId: Map<string, Attendee>;
}) {
  const [expanded, setExpanded] = useState(false);
  const pages = useEventGuestsQuery(eventId, section.key, expanded);
  const faces = section.guests.flatMap((g) => byId.get(g.inviteeId) ?? []);
  // The pages name the viewer's own row by its alias like everyone else's: same face, same name.
  const shown = expanded && pages.data ? pages.data.pages.flatMap((page) => page.guests) : faces;
  const facesPeople = section.guests.reduce((sum, g) => sum + (section.key === 'host' ? 1 : headcount(g)), 0);
  const hasMore = count > facesPeople;
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
            aria-label={`${count} ${count === 1 ? 'person' : 'people'}`}
          >
            {count}
          </span>
        )}
      </h3>
      <ul className={classes.grid}>
        {shown.map((guest) => (
          <GuestFace key={guest.inviteeId} guest={guest} hostView={hostView} />
        ))}
      </ul>
      {expanded && <ShowMoreButton pages={pages} />}
      {(hasMore || expanded) && (
        <Button
          variant="subtle"
          size="compact-sm"
          mt="xs"
          loading={expanded && pages.isPending}
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? 'Show fewer' : `Show all ${count}`}
        </Button>
      )}
    </div>
  );
}

function GuestFace({ guest, hostView }: { guest: Attendee; hostView: boolean }) {
  const extra = guest.rsvpStatus === 'YES' ? (guest.additionalGuestCount ?? 0) : 0;
  const isHost = guest.role === 'ORGANIZER';
  // Others never see an address, nor initials from one: a guest added by e-mail alone is 'Guest' with the
  // default icon (and so in the hosts' guest preview). The hosts themselves see who it is (issue 38): the
  // address they invited, still without initials made from it.
  const shownName = shownGuestName(guest.name);
  const name =
    hostView && shownName === GUEST_LABEL ? guest.name.trim() || guest.email || shownName : shownName;
  return (
    <li className={classes.guest}>
      <span className={classes.avatarWrap}>
        <UserAvatar
          person={{
            userId: guest.userId,
            name: shownName === GUEST_LABEL ? '' : shownName,
            photoUrl: guest.photoUrl,
          }}
          size={52}
          radius="xl"
        />
        {/* Said in words for screen readers and on hover; no tooltip library on every guest's first visit. */}
        {extra > 0 && (
          <span className={classes.plus} title={`Bringing ${extra} more`}>
            <span aria-hidden="true">+{extra}</span>
            <span className={classes.visuallyHidden}>Bringing {extra} more</span>
          </span>
        )}
      </span>
      {/* The '(Host)' label gets its own line so a long name never clips it. */}
      <span className={classes.nameBlock} title={isHost ? listedName(guest) : name}>
        <span className={`${classes.name} ${isHost ? classes.hostName : ''}`}>{name}</span>
        {isHost && <span className={classes.hostLabel}>{HOST_SUFFIX.trim()}</span>}
      </span>
    </li>
  );
}
