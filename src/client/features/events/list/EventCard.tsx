import { Badge, Box, type MantineColor, Text } from '@mantine/core';
import { IconCalendar, IconConfetti } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { UNTITLED_PARTY } from '../../../../shared/events/eventLabels';
import classes from './EventCard.module.css';

/** How a card's label is coloured: what the viewer should notice at a glance. */
export type EventCardTone =
  'draft' | 'canceled' | 'hosting' | 'unsent' | 'going' | 'waitlisted' | 'denied' | 'declined' | 'pending';

const TONE_COLORS: Record<EventCardTone, MantineColor> = {
  draft: 'gray',
  // The filled badge's white words need 4.5:1: red.6 gave 3.84:1 (issue 38), red.9 gives 5.4:1.
  canceled: 'red.9',
  hosting: 'elk',
  unsent: 'orange',
  going: 'teal',
  // The guest page's colours for a request waiting for the host and a denial (RsvpPanel's status icon).
  waitlisted: 'orange',
  denied: 'red',
  declined: 'gray',
  pending: 'yellow',
};

type EventCardProps = {
  to: string;
  title: string;
  photoUrl: string | null;
  /** The event's tint, for the cover placeholder when there is no image yet. */
  tint?: { primary: string; secondary: string } | null;
  whenText: string;
  label: string;
  tone: EventCardTone;
  /** Past or cancelled: the cover fades a little. */
  muted?: boolean;
  /** The host's menu, shown over the cover. */
  menu?: ReactNode;
};

/** One party in a list: its cover, title, date and a status label; the whole card opens the party. */
export function EventCard({ to, title, photoUrl, tint, whenText, label, tone, muted, menu }: EventCardProps) {
  const shownTitle = title.trim() || UNTITLED_PARTY;
  const placeholder = `linear-gradient(135deg, ${tint?.primary ?? '#f0c6fb'}, ${tint?.secondary ?? '#ffe4d6'})`;
  return (
    <Box
      component="article"
      className={`${classes.card} ${muted ? classes.muted : ''}`}
      data-testid="event-card"
    >
      {/* No aria-label: the card's own words (title, date, label) name the link, as a sighted user reads it. */}
      <Link to={to} className={classes.link}>
        {/* The tint shows while the cover loads, and instead of it when there is none. */}
        <div className={classes.cover} style={{ background: placeholder }}>
          {photoUrl ? (
            <img src={photoUrl} alt="" className={classes.coverImage} loading="lazy" />
          ) : (
            <IconConfetti size={72} stroke={1.2} className={classes.placeholderIcon} aria-hidden="true" />
          )}
        </div>
        <div className={classes.body}>
          <Text component="h3" ff="heading" fw={650} className={classes.title} lineClamp={2}>
            {shownTitle}
          </Text>
          <span className={classes.when}>
            <IconCalendar size={15} aria-hidden="true" className={classes.whenIcon} />
            <Text span size="sm" lineClamp={2}>
              {whenText}
            </Text>
          </span>
          <Badge
            className={classes.label}
            color={TONE_COLORS[tone]}
            variant={tone === 'canceled' ? 'filled' : 'light'}
            size="lg"
            radius="sm"
          >
            {label}
          </Badge>
        </div>
      </Link>
      {menu && <div className={classes.menu}>{menu}</div>}
    </Box>
  );
}
