import { Button, Card, Center, Modal, Stack, Text } from '@mantine/core';
import { assertNever } from '../../../../shared/common/assertNever';
import { useWindowEvent } from '@mantine/hooks';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router';
import { sameForAutosave } from '../../../../shared/events/autosave';
import { savedAtLabel } from '../../../../shared/events/editorPanel';
import { keepWallClockInZone } from '../../../../shared/events/eventTimes';
import {
  createModeMissingItems,
  createModeMissingToast,
  type EventFieldErrors,
  type EventFormField,
  eventFieldErrors,
  firstInvalidField,
} from '../../../../shared/events/eventValidation';
import { loginUrlFor } from '../../../../shared/auth/loginRedirect';
import { DRAFT_MESSAGES } from '../../../../shared/drafts/copy';
import type { EventLocation } from '../../../../shared/events/schema';
import { errorCode, errorMessage } from '../../../app/lib/errors';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';
import { useSession } from '../../../app/lib/session';
import { useTRPC } from '../../../app/lib/trpc';
import { ErrorCard } from '../../../app/errors/ErrorCard';
import { useDraftInvalidation } from '../../drafts';
import { useTimeZoneLookup } from '../../places';
import { useEventInvalidation } from '../queries';
import { PageLoader } from '../../../app/ui/PageLoader';
import { BackgroundTab } from './BackgroundTab';
import { CoverImageTab } from './CoverImageTab';
import classes from './EditorPage.module.css';
import { EventForm } from './EventForm';
import { EditorHeading } from './EditorHeading';
import {
  DRAFT_SAVED,
  EDIT_CANCELLED,
  EDIT_STARTED,
  NOT_HOST,
  NOTHING_TO_SAVE,
  SAVE_FAILED,
} from './messages';
import { MissingToast } from './MissingToast';
import {
  browserTimeZone,
  type EditorEvent,
  type EditorSource,
  isCloneSource,
  isCreating,
  toEventInput,
} from './model';
import { OptionsTab } from './OptionsTab';
import type { PanelTab } from './panelTabs';
import { QuestionsTab } from './QuestionsTab';
import { SidePanel } from './SidePanel';
import { useAutosave } from './useAutosave';
import { useCoverTint } from './useCoverTint';
import { colorsFromParams } from '../../../../shared/themes/coverColors';
import { type EditorLoad, useEditorLoad } from './useEditorLoad';
import { usePartySections } from './partySections';

/** The event editor of /event/create, /event/edit/{id}, drafts, clones and quick-create. */
export function EditorPage({ source }: { source: EditorSource }) {
  const load = useEditorLoad(source);
  const location = useLocation();
  const navigate = useNavigate();
  switch (load.status) {
    case 'loading':
      return <PageLoader />;
    case 'needsLogin':
      return <Navigate replace to={loginUrlFor({ path: location.pathname, search: location.search })} />;
    case 'draftMissing':
      return (
        <Modal opened onClose={() => navigate('/events')} title={DRAFT_MESSAGES.errorTitle} centered>
          <Stack>
            <Text>{DRAFT_MESSAGES.notFound}</Text>
            <Button onClick={() => navigate('/events', { state: { activeTab: 'DRAFTS' } })}>
              {DRAFT_MESSAGES.viewMyDrafts}
            </Button>
          </Stack>
        </Modal>
      );
    case 'notHost':
    case 'started':
    case 'cancelled':
      return (
        <Center mih="50vh" p="md">
          <Card withBorder maw={440} data-testid="editor-cannot-edit">
            <Stack align="center" ta="center">
              <Text>{CANNOT_EDIT[load.status]}</Text>
              <Button component={Link} to={`/event/${load.eventId}`}>
                Go to the party page
              </Button>
            </Stack>
          </Card>
        </Center>
      );
    case 'error':
      return <ErrorCard detail={errorMessage(load.error, '')} />;
    case 'ready':
      return <EditorWorkspace source={source} load={load} />;
    default:
      return assertNever(load, 'editor status');
  }
}

const CANNOT_EDIT = { notHost: NOT_HOST, started: EDIT_STARTED, cancelled: EDIT_CANCELLED } as const;

type Ready = Extract<EditorLoad, { status: 'ready' }>;

function dialogOnScreen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].some(
    (element) => element.getClientRects().length > 0,
  );
}

function scrollToField(field: EventFormField) {
  const element = document.querySelector<HTMLElement>(`[data-field="${field}"]`);
  element?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  element?.querySelector<HTMLElement>('input, textarea, button')?.focus({ preventScroll: true });
}

/**
 * Keeps the router's history entry but shows a new party's draft id in the address (/event/create and
 * /instant, ?draft=), so a reload finds the draft.
 */
function showDraftInUrl(draftId: string) {
  const url = new URL(window.location.href);
  if (!url.pathname.startsWith('/event/create') && !url.pathname.startsWith('/instant')) return;
  url.searchParams.set('draft', draftId);
  window.history.replaceState(window.history.state, '', url);
}

function EditorWorkspace({ source, load }: { source: EditorSource; load: Ready }) {
  const trpc = useTRPC();
  const timeZoneAt = useTimeZoneLookup();
  const navigate = useNavigate();
  const { allEvents } = useEventInvalidation();
  const { draftList, allDrafts } = useDraftInvalidation();
  const { session } = useSession();
  const { HostMessages } = usePartySections();
  const signedIn = Boolean(session?.hasProfile);
  const creating = isCreating(source);
  const isClone = isCloneSource(source);
  const editedEventId = source.kind === 'edit' ? source.eventId : undefined;

  // A new party may take its default colours from the link (spec section 9: base64 primary and text).
  const [event, setEvent] = useState<EditorEvent>(() =>
    creating && !load.initial.colors
      ? { ...load.initial, colors: colorsFromParams(new URLSearchParams(window.location.search), log.warn) }
      : load.initial,
  );
  const coverTint = useCoverTint(event, setEvent);
  const [touched, setTouched] = useState<ReadonlySet<EventFormField>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const [tab, setTab] = useState<PanelTab | null>(null);
  const [, setOptionsViewed] = useState(false);
  const [savingDraft, setSavingDraft] = useState(false);
  const [toastHidden, setToastHidden] = useState(false);
  const checkpoint = useRef<EditorEvent | null>(null);
  // Back from connecting the music service (spec section 4): the questions tab opens and the playlist is made.
  const location = useLocation();
  const [backFromMusic] = useState(
    () => (location.state as { spotifySuccess?: unknown } | null)?.spotifySuccess === true,
  );

  // The editor opens at its top with the title in view, wherever the previous page was scrolled to.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const autosave = useAutosave({
    event,
    source,
    serverDrafts: signedIn,
    draftId: load.draftId,
    baseEventId: editedEventId,
    serverCopy: load.serverCopy,
    lastSavedTimestamp: load.lastSavedTimestamp,
    onDraftCreated: showDraftInUrl,
  });

  // Read at the moment of leaving, since ?draft= joins the address after the first save. A quick-create's theme
  // lives in navigation state, which the way back from the login page does not carry: the return address names
  // it (?theme=), so the invitation's local copy is found again after signing in.
  const currentLoginUrl = () => {
    const here = new URL(window.location.href);
    if (source.kind === 'instant' && source.theme && !here.searchParams.has('draft')) {
      here.searchParams.set('theme', source.theme.slug);
    }
    return loginUrlFor({ path: here.pathname, search: here.search });
  };
  const loginUrl = currentLoginUrl();
  const update = useCallback((patch: Partial<EditorEvent>) => setEvent((e) => ({ ...e, ...patch })), []);
  const touch = useCallback(
    (field: EventFormField) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))),
    [],
  );

  const now = Date.now();
  const allErrors = eventFieldErrors(event, now);
  const errors: EventFieldErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => showAllErrors || touched.has(field as EventFormField)),
  );
  const missing = creating ? createModeMissingItems(event, { isClone }) : [];
  const missingToast = createModeMissingToast(missing);
  // An edit of a published party autosaves into a draft: guests see none of it until Save changes.
  const unpublished = load.saved !== undefined && !sameForAutosave(event, load.saved);

  // ---- Place and time -------------------------------------------------------------------------------------
  const onStartChange = (startTime: number) => {
    update({ startTime });
    touch('day');
  };

  const onPickLocation = async (location: EventLocation) => {
    update({ location });
    let zone = browserTimeZone();
    if (location.lat !== undefined && location.lng !== undefined) {
      try {
        const found = await timeZoneAt({
          lat: location.lat,
          lng: location.lng,
          timestamp: event.startTime || Date.now(),
        });
        zone = found.timeZoneId;
      } catch {
        // Spec: fall back silently to the browser's zone.
      }
    }
    setEvent((e) =>
      e.timeZone === zone
        ? e
        : {
            ...e,
            timeZone: zone,
            startTime: keepWallClockInZone(e.startTime, e.timeZone, zone),
            endTime: keepWallClockInZone(e.endTime, e.timeZone, zone),
          },
    );
  };

  // ---- Side panel -------------------------------------------------------------------------------------------
  const openTab = (next: PanelTab) => {
    checkpoint.current = event;
    setOptionsViewed(true);
    setTab(next);
  };
  useEffect(() => {
    if (backFromMusic) openTab('questions');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the editor arrives
  }, []);
  const closePanel = useCallback(() => {
    setTab(null);
    autosave.saveDraftNow().catch((error: unknown) => log.warn('Draft save on panel close failed', error));
  }, [autosave]);
  const cancelPanel = () => {
    if (checkpoint.current) setEvent(checkpoint.current);
    setTab(null);
  };
  // Escape closes the panel like its close icon, unless a dialog above it (crop, address) takes the key. A
  // closed Mantine modal keeps its root in the page, so only a dialog on screen counts.
  useWindowEvent('keydown', (e) => {
    if (e.key === 'Escape' && tab && !dialogOnScreen()) closePanel();
  });

  // ---- Saving -----------------------------------------------------------------------------------------------
  const save = useMutation(trpc.events.editEventDetails.mutationOptions());

  const saveDraft = async () => {
    if (!signedIn) {
      navigate(currentLoginUrl());
      return;
    }
    setSavingDraft(true);
    try {
      const id = await autosave.saveDraftNow();
      notify.info(id ? DRAFT_SAVED : NOTHING_TO_SAVE);
    } catch (error) {
      notify.error(errorMessage(error, SAVE_FAILED));
    } finally {
      setSavingDraft(false);
    }
  };

  const submit = () => {
    const first = firstInvalidField(allErrors);
    if (first || missing.length) {
      setShowAllErrors(true);
      scrollToField(first ?? 'location');
      return;
    }
    if (!signedIn) {
      navigate(currentLoginUrl());
      return;
    }
    autosave.stop();
    save.mutate(
      { event: toEventInput(event), eventId: editedEventId, draftId: autosave.draftId },
      {
        onSuccess: (saved) => {
          autosave.clearLocal();
          void allEvents();
          // Saving removes the draft the form came from: refresh the list of drafts only, not the open draft's
          // own query, which would ask the server for the removed draft (a 404) before the page moves on.
          void draftList();
          if (creating) navigate(`/event/invite/${saved.id}`, { state: { fromCreate: true } });
          else navigate(`/event/${saved.id}`);
        },
        onError: (error) => {
          autosave.resume();
          log.warn('Saving the party failed', error);
          // A rule the server enforces beyond the form (a song request without a playlist) says what is wrong.
          notify.error(errorCode(error) === 'BAD_REQUEST' ? errorMessage(error, SAVE_FAILED) : SAVE_FAILED);
        },
      },
    );
  };

  const discard = async () => {
    try {
      await autosave.discard();
    } catch (error) {
      log.warn('Removing the draft on discard failed', error);
    }
    void allDrafts();
    if (editedEventId) navigate(`/event/${editedEventId}`);
  };

  const blocked = Boolean(missingToast) || Object.keys(allErrors).length > 0;
  const actions = (
    <div className={classes.actions}>
      {autosave.savedAt !== undefined && (
        <Text size="sm" c="dimmed" className={classes.savedAt} data-testid="editor-saved-at">
          {savedAtLabel(autosave.savedAt, now, { unpublished })}
        </Text>
      )}
      <Button
        size="md"
        onClick={submit}
        loading={save.isPending}
        data-disabled={blocked || undefined}
        aria-disabled={blocked}
      >
        {creating ? 'Create party' : 'Save changes'}
      </Button>
    </div>
  );

  return (
    <div className={classes.shell}>
      <SidePanel
        tab={tab}
        onOpen={openTab}
        onClose={closePanel}
        onCancel={cancelPanel}
        savedAt={autosave.savedAt}
        unpublished={unpublished}
      >
        {tab === 'cover' && (
          <CoverImageTab
            photoUrl={event.photoUrl}
            signedIn={signedIn}
            loginUrl={loginUrl}
            eventName={event.title}
            eventId={editedEventId}
            prompt={event.prompt}
            onChange={coverTint.pickCover}
          />
        )}
        {tab === 'background' && (
          <BackgroundTab
            colors={event.colors}
            onChange={(colors) => update({ colors })}
            scheme={coverTint.scheme}
            onScheme={coverTint.changeScheme}
            background={event}
            onBackground={update}
          />
        )}
        {tab === 'questions' && (
          <QuestionsTab
            questions={event.questions}
            title={event.title}
            playlistId={event.playlistId}
            onChange={(questions) => update({ questions })}
            onPlaylist={(playlistId) => update({ playlistId })}
            autoCreatePlaylist={backFromMusic}
          />
        )}
        {tab === 'options' && (
          <OptionsTab options={event} onChange={update} editing={!creating} eventId={editedEventId} />
        )}
      </SidePanel>
      <main className={classes.stage}>
        <div className={classes.inner}>
          <EditorHeading source={source} actions={actions} onDiscard={editedEventId ? discard : undefined} />
          <EventForm
            event={event}
            errors={errors}
            eventId={editedEventId}
            onChange={update}
            onTouch={touch}
            onPickLocation={(location) => void onPickLocation(location)}
            onStartChange={onStartChange}
            onOpenCover={() => openTab('cover')}
          />
          {/* Spec §2: in edit mode (not create) the party's messages are shown too. */}
          {editedEventId && <HostMessages eventId={editedEventId} hostName={session?.name ?? ''} />}
        </div>
      </main>
      {missingToast && !toastHidden && (
        <MissingToast
          message={missingToast}
          signedIn={signedIn}
          saving={savingDraft}
          onAction={() => void saveDraft()}
          onDismiss={() => setToastHidden(true)}
        />
      )}
    </div>
  );
}
