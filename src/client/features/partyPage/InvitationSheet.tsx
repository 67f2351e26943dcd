import { Button, Text } from '@mantine/core';
import { locationText, mapUrl } from '../../../shared/events/calendar';
import { addressLine } from '../../../shared/events/eventAddress';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { locationLine, shareableEventUrl } from '../../../shared/events/eventPage';
import { CalendarMenu, EventFacts, PosterCover, PosterDescription, PosterTitle } from '../events';
import { RsvpPanel } from '../rsvp';
import type { EventPageState } from './useEventPage';
import layout from './EventView.module.css';

/** The invitation: the cover beside the sheet of title, facts, the guest's answer and the description. */
export function InvitationSheet({
  eventId,
  state,
  when,
  waiting,
}: {
  eventId: string;
  state: EventPageState;
  when: string;
  waiting: boolean;
}) {
  const { access, query, readOnly, preview } = state;
  const page = state.page!;
  const { event, viewer } = page;
  const title = event.title.trim() || UNTITLED_PARTY;
  const isHost = viewer.role === 'host' || viewer.role === 'cohost';
  const cancelled = event.cancelledTimestamp > 0;
  const shareUrl = shareableEventUrl(window.location.origin, event.id);
  const address = addressLine(event.location?.address);
  const placeText = locationText(event.location, address);
  const placeName = (event.location?.placeName || event.location?.displayName || '').trim() || null;
  const where = locationLine(Boolean(placeText), viewer.role, waiting);
  // A cancelled party asks nobody to answer; a guest who had answered still sees what they said.
  const answered = viewer.invitee?.rsvpStatus === 'YES' || viewer.invitee?.rsvpStatus === 'NO';
  return (
    <div className={layout.hero}>
      <div className={layout.coverColumn}>
        <PosterCover photoUrl={event.photoUrl} title={title} cancelled={cancelled} />
      </div>
      <article className={layout.sheet} aria-labelledby="event-title">
        <div className={layout.titleRow}>
          <PosterTitle title={title} shareUrl={shareUrl} />
        </div>
        <EventFacts
          event={event}
          when={when}
          location={where}
          placeName={placeName}
          address={address}
          mapHref={mapUrl(event.location, placeText)}
          calendar={
            /* Nothing to put in a calendar once the party is off. */
            cancelled ? null : (
              <CalendarMenu event={event} placeText={placeText} access={access} pageUrl={shareUrl} />
            )
          }
        />
        {!isHost && (!cancelled || answered) && (
          /* The guest's answer (Accept / Decline, status lines, modals, phone bar): built beside this page. */
          <RsvpPanel
            page={page}
            eventId={eventId}
            access={access}
            readOnly={readOnly}
            query={query}
            onAccessChange={state.changeAccess}
          />
        )}
        {isHost && preview && <PreviewRsvp />}
        {event.description.trim() && (
          <>
            <div className={layout.divider} />
            <PosterDescription text={event.description} />
          </>
        )}
      </article>
    </div>
  );
}

/** In the host's preview, where guests answer: what they will see, not clickable. */
function PreviewRsvp() {
  return (
    <div className={layout.previewRsvp} aria-label="Your guests' RSVP buttons (preview)">
      <Text fw={650} ff="heading" fz={20}>
        Will you be there?
      </Text>
      <div className={layout.previewButtons}>
        <Button size="lg" disabled>
          Accept
        </Button>
        <Button size="lg" variant="default" disabled>
          Decline
        </Button>
      </div>
      <Text size="sm" c="dimmed">
        Your guests answer here.
      </Text>
    </div>
  );
}
