import { Container } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useEffect, useLayoutEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { UNTITLED_PARTY } from '../../../shared/events/eventLabels';
import { waitsForHost } from '../../../shared/rsvp/rules';
import { assertNever } from '../../../shared/common/assertNever';
import { readEventNavState, withoutOneShotFlags } from '../../../shared/events/navState';
import { hostToolbar, shareableEventUrl, showInvitePrompt } from '../../../shared/events/eventPage';
import { ErrorCard } from '../../app/errors/ErrorCard';
import { EventBackdrop, posterStyle, startWhenTextWorker, useLinkColors, useWhenText } from '../events';
import { AlbumSection } from '../album';
import { GuestList, WaitlistReview } from '../guests';
import { MessagesFeed } from '../messages';
import { PartySongs } from '../music';
import { WallSection } from '../wall';
import { errorMessage } from '../../app/lib/errors';
import { dropFirstPaint } from '../../app/lib/firstPaint';
import { useStagedMount } from '../../app/lib/stagedMount';
import { useAfterFirstInput } from '../../app/lib/afterFirstInput';
import { WALL_ANCHOR } from '../../../shared/wall/anchor';
import { notify } from '../../app/lib/notify';
import { type EventPageState, useEventPage } from './useEventPage';
import { EventLinkInvalid, EventNotFound, EventPageSkeleton } from './EventPageStates';
import layout from './EventView.module.css';
import { InvitationSheet } from './InvitationSheet';

// What only hosts see is loaded when it is shown: a guest's first visit carries none of it (issue 14).
const HostToolbar = lazy(() => import('./host/HostToolbar').then((m) => ({ default: m.HostToolbar })));
const InvitePrompt = lazy(() => import('./host/InvitePrompt').then((m) => ({ default: m.InvitePrompt })));
const PreviewFooter = lazy(() => import('./host/PreviewFooter').then((m) => ({ default: m.PreviewFooter })));

const PARTY_LIVE = 'Your party is live!';

/** Messages; wall, album and songs; waitlist and guest list: mounted in turn after the invitation. */
const BELOW_THE_INVITATION_STAGES = 3;

/** /event/{eventId} and /event/{eventId}/ro: the party's page for hosts, guests and visitors. */
export function EventViewPage() {
  const { eventIdParam = '' } = useParams();
  const state = useEventPage(eventIdParam);
  // The party is rendered from a deferred copy of its data: when it arrives, React first finishes the quick
  // render it was asked for (the skeleton stays) and then builds the whole page in a transition, in slices a
  // slow phone can answer a tap between, instead of one long task (issue 14: total blocking time).
  const shownPage = useDeferredValue(state.page);
  // The date line comes from a worker a moment after the data; the poster stays up until then.
  const now = Date.now();
  const when = useDeferredValue(useWhenText(shownPage?.event, now));
  const status =
    state.status === 'ready' && (shownPage?.event.id !== eventIdParam || when === null)
      ? 'loading'
      : state.status;
  const loading = status === 'loading';
  // The server-painted poster stays over the app until there is a page (or an answer) to show instead; in a
  // layout effect, so the real page replaces it within one frame.
  useLayoutEffect(() => {
    if (!loading) dropFirstPaint();
  }, [loading]);
  useEffect(startWhenTextWorker, []);
  // The same element each render: redrawn for nothing while the data and the date line arrive.
  const [skeleton] = useState(() => <EventPageSkeleton />);
  switch (status) {
    case 'loading':
      return skeleton;
    case 'notFound':
      return <EventNotFound />;
    case 'linkInvalid':
      return <EventLinkInvalid onContinue={state.dropLink} />;
    case 'error':
      return <ErrorCard detail={errorMessage(state.error, '')} />;
    case 'ready':
      return (
        <EventView eventId={eventIdParam} state={{ ...state, page: shownPage }} when={when!} now={now} />
      );
    default:
      return assertNever(status, 'party page status');
  }
}

function EventView({
  eventId,
  state,
  when,
  now,
}: {
  eventId: string;
  state: EventPageState;
  when: string;
  now: number;
}) {
  const { readOnly, preview } = state;
  const page = state.page!;
  const { event, viewer } = page;
  const title = event.title.trim() || UNTITLED_PARTY;
  const isHost = viewer.role === 'host' || viewer.role === 'cohost';
  const cancelled = event.cancelledTimestamp > 0;
  const cancellationNote = cancelled ? event.cancellationNote?.trim() || null : null;
  const shareUrl = shareableEventUrl(window.location.origin, event.id);
  const waiting = viewer.invitee ? waitsForHost(viewer.invitee, event.hasWaitlist) : false;
  const hostTools = isHost && !readOnly && !preview;

  useEffect(() => {
    document.title = `${title} | Elk`;
  }, [title]);
  // A link may carry default colours (spec section 9), used while the party has none of its own.
  const linkColors = useLinkColors();

  const arrival = useArrival(isHost);

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
        {cancelled && <CancelledBanner note={cancellationNote} hostedBy={event.hostedBy} />}
        {hostTools && (
          <HostTools state={state} now={now} shareUrl={shareUrl} openOptions={arrival.showGuestOptions} />
        )}
        {readOnly && <div className={layout.notice}>You're viewing a read-only copy of this party.</div>}
        <InvitationSheet eventId={eventId} state={state} when={when} waiting={waiting} />

        <BelowTheInvitation state={state} waiting={waiting} promo={arrival.showPhotosPromo} />
      </Container>
      {isHost && preview && (
        <Suspense fallback={null}>
          <PreviewFooter eventId={event.id} canEdit={hostToolbar(event, now).canEdit} />
        </Suspense>
      )}
    </div>
  );
}

/**
 * Navigation state (spec section 2), read once as the page arrives; the one-shot flags are then dropped so a
 * reload does not repeat them (the RSVP panel reads showRSVP, inviteeName and nonUpdateRSVPThroughEmail).
 */
function useArrival(isHost: boolean) {
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
  return arrival;
}

/** The host's toolbar and, until guests answer, the prompt to invite them: fetched when shown (host only). */
function HostTools({
  state,
  now,
  shareUrl,
  openOptions,
}: {
  state: EventPageState;
  now: number;
  shareUrl: string;
  openOptions: boolean;
}) {
  const { event, viewer } = state.page!;
  return (
    <>
      <Suspense fallback={null}>
        <HostToolbar
          event={event}
          hostRole={viewer.role === 'cohost' ? 'cohost' : 'host'}
          now={now}
          shareUrl={shareUrl}
          onChanged={state.refetch}
          openOptions={openOptions}
          messagesVersion={state.messagesVersion}
        />
      </Suspense>
      {showInvitePrompt({
        isHost: true,
        attendingCount: event.attendingCount,
        cancelledTimestamp: event.cancelledTimestamp,
        preview: state.preview,
        guestCounts: event.guestCounts,
      }) && (
        <Suspense fallback={null}>
          <InvitePrompt eventId={event.id} />
        </Suspense>
      )}
    </>
  );
}

/** A cancelled party says so at the top, with the host's note if they left one. */
function CancelledBanner({ note, hostedBy }: { note: string | null; hostedBy: string }) {
  return (
    <div className={`${layout.banner} ${layout.bannerBox}`} role="status" data-testid="event-cancelled">
      <span className={layout.bannerHead}>
        <IconAlertTriangle size={24} aria-hidden="true" />
        Event Canceled
      </span>
      {note && (
        <p className={layout.bannerNote} data-testid="cancellation-note">
          {note}
          <span className={layout.bannerNoteBy}>
            {hostedBy.trim() ? `— ${hostedBy.trim()}` : '— the host'}
          </span>
        </p>
      )}
    </div>
  );
}

/**
 * What lies below the invitation (messages, wall, album, songs, waitlist, guest list), each the feature's own: mounted
 * after it, a part a quiet moment, so the invitation and its RSVP buttons show and answer first.
 */
function BelowTheInvitation({
  state,
  waiting,
  promo,
}: {
  state: EventPageState;
  waiting: boolean;
  promo: boolean;
}) {
  const { access, readOnly, preview } = state;
  const { event, viewer } = state.page!;
  const isHost = viewer.role === 'host' || viewer.role === 'cohost';
  const takesSongs =
    Boolean(event.playlistId) || (event.questions ?? []).some((q) => q.questionType === 'SONG');
  const below = useStagedMount(BELOW_THE_INVITATION_STAGES);
  const wallWanted = useAfterFirstInput(WALL_ANCHOR);
  return (
    <>
      {below >= 1 && !readOnly && !preview && (isHost || (viewer.invitee && !waiting)) && (
        /* 'MESSAGES (n)': hosts and invited guests only, never on /ro; hidden until there is a blast.
             A guest still waiting for the host is not one yet (the server would refuse them). */
        <MessagesFeed
          eventId={event.id}
          access={access}
          isHost={isHost}
          hostName={event.hostedBy}
          liveVersion={state.messagesVersion}
        />
      )}
      {below >= 2 && wallWanted && !readOnly && !preview && (isHost || (viewer.invitee && !waiting)) && (
        /* The guest wall: hosts and the party's guests (the server decides, and refuses anyone else: then
             nothing shows). Its code comes after the visitor's first input or a quiet while. */
        <Suspense fallback={null}>
          <WallSection
            credentials={{ eventId: event.id, inviteeUuid: access.inviteeUuid, token: access.token }}
            liveVersion={state.wallVersion}
          />
        </Suspense>
      )}
      {below >= 2 && viewer.role !== 'visitor' && !waiting && !preview && (
        /* The photo album: hosts and the party's guests only (the server decides; anyone else gets none).
             A guest still waiting for the host is none yet: no request to be refused. */
        <AlbumSection
          albumKey={{ eventId: event.id, inviteeUuid: access.inviteeUuid, token: access.token }}
          readOnly={readOnly}
          promo={promo}
        />
      )}
      {below >= 2 && takesSongs && !preview && (isHost || (viewer.invitee && !waiting)) && (
        /* The songs guests asked for: the party's own people only, once there is a playlist or a song
             question (typed title and artist, without a music service). */
        <PartySongs credentials={{ eventId: event.id, ...access }} isHost={isHost} />
      )}
      {below >= 3 && viewer.role === 'host' && !preview && (
        <WaitlistReview event={event} readOnly={readOnly} onReviewed={state.refetch} />
      )}
      {below >= 3 && <GuestList event={event} asGuest={preview} />}
    </>
  );
}
