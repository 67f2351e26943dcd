import { Button, Container, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { locationText, mapUrl } from '../../../../shared/events/calendar';
import { addressLine } from '../../../../shared/events/eventAddress';
import { UNTITLED_PARTY } from '../../../../shared/events/eventLabels';
import { assertNever } from '../../../../shared/common/assertNever';
import { readEventNavState, withoutOneShotFlags } from '../../../../shared/events/navState';
import {
  hostToolbar,
  locationLine,
  shareableEventUrl,
  showInvitePrompt,
} from '../../../../shared/events/eventPage';
import { ErrorCard } from '../../../app/errors/ErrorCard';
import { AlbumSection } from '../../album';
import { GuestList } from '../../guests';
import { CalendarMenu } from './poster/CalendarMenu';
import { EventBackdrop } from './poster/EventBackdrop';
import { EventFacts } from './poster/EventFacts';
import classes from './poster/Poster.module.css';
import { PosterCover } from './poster/PosterCover';
import { posterStyle } from './poster/posterStyle';
import { ShareButton } from '../../../app/ui/ShareButton';
import { RsvpPanel } from '../../rsvp';
import { errorMessage } from '../../../app/lib/errors';
import { dropFirstPaint } from '../../../app/lib/firstPaint';
import { notify } from '../../../app/lib/notify';
import { log } from '../../../app/lib/log';
import { colorsFromParams } from '../../../../shared/themes/coverColors';
import { type EventPageState, useEventPage } from './useEventPage';
import { EventLinkInvalid, EventNotFound, EventPageSkeleton } from './EventPageStates';
import layout from './EventView.module.css';

// What only hosts, or only invited guests, see is loaded when it is shown: a visitor's first visit carries none
// of it (issue 14).
const HostToolbar = lazy(() => import('./host/HostToolbar').then((m) => ({ default: m.HostToolbar })));
const InvitePrompt = lazy(() => import('./host/InvitePrompt').then((m) => ({ default: m.InvitePrompt })));
const PreviewFooter = lazy(() => import('./host/PreviewFooter').then((m) => ({ default: m.PreviewFooter })));
const WaitlistReview = lazy(() => import('../../guests').then((m) => ({ default: m.WaitlistReview })));
const MessagesFeed = lazy(() => import('../../messages').then((m) => ({ default: m.MessagesFeed })));
const PartySongs = lazy(() => import('../../music').then((m) => ({ default: m.PartySongs })));

/** Titles longer than this are set a size smaller so they stay a headline, not a wall. */
const LONG_TITLE = 36;

const PARTY_LIVE = 'Your party is live!';

const viewerTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** /event/{eventId} and /event/{eventId}/ro: the party's page for hosts, guests and visitors. */
export function EventViewPage() {
  const { eventIdParam = '' } = useParams();
  const state = useEventPage(eventIdParam);
  const loading = state.status === 'loading';
  // The server-painted poster stays over the app until there is a page (or an answer) to show instead; in a
  // layout effect, so the real page replaces it within one frame.
  useLayoutEffect(() => {
    if (!loading) dropFirstPaint();
  }, [loading]);
  switch (state.status) {
    case 'loading':
      return <EventPageSkeleton />;
    case 'notFound':
      return <EventNotFound />;
    case 'linkInvalid':
      return <EventLinkInvalid onContinue={state.dropLink} />;
    case 'error':
      return <ErrorCard detail={errorMessage(state.error, '')} />;
    case 'ready':
      return <EventView eventId={eventIdParam} state={state} />;
    default:
      return assertNever(state.status, 'party page status');
  }
}

function EventView({ eventId, state }: { eventId: string; state: EventPageState }) {
  const { access, query, readOnly, preview } = state;
  const page = state.page!;
  const { event, viewer } = page;
  const now = Date.now();
  const title = event.title.trim() || UNTITLED_PARTY;
  const isHost = viewer.role === 'host' || viewer.role === 'cohost';
  const cancelled = event.cancelledTimestamp > 0;
  const cancellationNote = cancelled ? event.cancellationNote?.trim() || null : null;
  const shareUrl = shareableEventUrl(window.location.origin, event.id);
  const address = addressLine(event.location?.address);
  const placeText = locationText(event.location, address);
  const placeName = (event.location?.placeName || event.location?.displayName || '').trim() || null;
  const where = locationLine(Boolean(placeText), viewer.role);
  const hostTools = isHost && !readOnly && !preview;
  // A cancelled party asks nobody to answer; a guest who had answered still sees what they said.
  const answered = viewer.invitee?.rsvpStatus === 'YES' || viewer.invitee?.rsvpStatus === 'NO';

  useEffect(() => {
    document.title = `${title} | Elk`;
  }, [title]);
  // A link may carry default colours (spec section 9), used while the party has none of its own.
  const [linkColors] = useState(() =>
    colorsFromParams(new URLSearchParams(window.location.search), log.warn),
  );

  // Navigation state (spec section 2), read once as the page arrives; the one-shot flags are then dropped so a
  // reload does not repeat them (the RSVP panel reads showRSVP, inviteeName and nonUpdateRSVPThroughEmail).
  const location = useLocation();
  const navigate = useNavigate();
  const [arrival] = useState(() => readEventNavState(location.state));
  useEffect(() => {
    if (arrival.showEventCreated && isHost) notify.info(PARTY_LIVE);
    const rest = withoutOneShotFlags(location.state);
    if (rest && Object.keys(rest).length !== Object.keys(location.state as object).length) {
      void navigate(
        { pathname: location.pathname, search: location.search, hash: location.hash },
        { replace: true, state: rest },
      );
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for the page as it arrived
  }, []);

  return (
    <div
      className={layout.page}
      style={posterStyle(event.colors ?? linkColors)}
      data-testid="event-page"
      data-tools={hostTools || readOnly ? '' : undefined}
    >
      <EventBackdrop
        videoUrl={event.backgroundAnimationUrl}
        videoDisabled={event.videoBackgroundDisabled}
        animation={event.animation}
      />
      <Container size="lg" className={layout.stack}>
        {cancelled && (
          <div className={`${layout.banner} ${layout.bannerBox}`} role="status" data-testid="event-cancelled">
            <span className={layout.bannerHead}>
              <IconAlertTriangle size={24} aria-hidden="true" />
              Event Canceled
            </span>
            {cancellationNote && (
              <p className={layout.bannerNote} data-testid="cancellation-note">
                {cancellationNote}
                <span className={layout.bannerNoteBy}>
                  {event.hostedBy.trim() ? `— ${event.hostedBy.trim()}` : '— the host'}
                </span>
              </p>
            )}
          </div>
        )}
        {hostTools && (
          <Suspense fallback={null}>
            <HostToolbar
              event={event}
              hostRole={viewer.role === 'cohost' ? 'cohost' : 'host'}
              now={now}
              shareUrl={shareUrl}
              onChanged={state.refetch}
              openOptions={arrival.showGuestOptions}
            />
          </Suspense>
        )}
        {readOnly && <div className={layout.notice}>You're viewing a read-only copy of this party.</div>}
        {hostTools &&
          showInvitePrompt({
            isHost,
            attendingCount: event.attendingCount,
            cancelledTimestamp: event.cancelledTimestamp,
            preview,
          }) && (
            <Suspense fallback={null}>
              <InvitePrompt eventId={event.id} />
            </Suspense>
          )}

        <div className={layout.hero}>
          <div className={layout.coverColumn}>
            <PosterCover photoUrl={event.photoUrl} title={title} cancelled={cancelled} />
          </div>
          <article className={layout.sheet} aria-labelledby="event-title">
            <div className={layout.titleRow}>
              <h1
                id="event-title"
                className={`${classes.title} ${title.length > LONG_TITLE ? classes.titleLong : ''}`}
                data-testid="event-title"
              >
                {title}
              </h1>
              <div className={classes.actionsRow}>
                <ShareButton title={title} url={shareUrl} />
              </div>
            </div>
            <EventFacts
              event={event}
              now={now}
              viewerTimeZone={viewerTimeZone()}
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
                <div className={classes.description} data-testid="event-description">
                  {event.description}
                </div>
              </>
            )}
          </article>
        </div>

        {!readOnly && !preview && (isHost || viewer.invitee) && (
          /* 'MESSAGES (n)': hosts and invited guests only, never on /ro; hidden until there is a blast. */
          <Suspense fallback={null}>
            <MessagesFeed eventId={event.id} access={access} isHost={isHost} hostName={event.hostedBy} />
          </Suspense>
        )}
        {viewer.role !== 'visitor' && !preview && (
          /* The photo album: hosts and the party's guests only (the server decides; anyone else gets none). */
          <Suspense fallback={null}>
            <AlbumSection
              albumKey={{ eventId: event.id, inviteeUuid: access.inviteeUuid, token: access.token }}
              readOnly={readOnly}
              promo={arrival.showPhotosPromo}
            />
          </Suspense>
        )}
        {event.playlistId && !preview && (isHost || viewer.invitee) && (
          /* The songs guests asked for: the party's own people only, once there is a playlist. */
          <Suspense fallback={null}>
            <PartySongs credentials={{ eventId: event.id, ...access }} />
          </Suspense>
        )}
        {viewer.role === 'host' && !preview && (
          <Suspense fallback={null}>
            <WaitlistReview event={event} readOnly={readOnly} onReviewed={state.refetch} />
          </Suspense>
        )}
        <GuestList event={event} asGuest={preview} />
      </Container>
      {isHost && preview && (
        <Suspense fallback={null}>
          <PreviewFooter eventId={event.id} canEdit={hostToolbar(event, now).canEdit} />
        </Suspense>
      )}
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
