import { Button, Text } from '@mantine/core';
import { useCallback, useLayoutEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { sameForAutosave } from '../../../../shared/events/autosave';
import { savedAtLabel } from '../../../../shared/events/editorPanel';
import {
  createModeMissingItems,
  createModeMissingToast,
  type EventFieldErrors,
  type EventFormField,
  eventFieldErrors,
} from '../../../../shared/events/eventValidation';
import { loginUrlFor } from '../../../../shared/auth/loginRedirect';
import { colorsFromParams } from '../../../../shared/themes/coverColors';
import { log } from '../../../app/lib/log';
import { useSession } from '../../../app/lib/session';
import classes from './EditorPage.module.css';
import { EditorHeading } from './EditorHeading';
import { EditorPanelTabs } from './EditorPanelTabs';
import { EventForm } from './EventForm';
import { MissingToast } from './MissingToast';
import { type EditorEvent, type EditorSource, isCloneSource, isCreating } from './model';
import { usePartySections } from './partySections';
import { SidePanel } from './SidePanel';
import { useAutosave } from './useAutosave';
import { useCoverTint } from './useCoverTint';
import type { EditorLoad } from './useEditorLoad';
import { useEditorPanel } from './useEditorPanel';
import { useEditorPlace } from './useEditorPlace';
import { useEditorSave } from './useEditorSave';

type Ready = Extract<EditorLoad, { status: 'ready' }>;

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

/**
 * Where signing in starts, read at the moment of leaving, since ?draft= joins the address after the first save.
 * A quick-create's theme lives in navigation state, which the way back from the login page does not carry: the
 * return address names it (?theme=), so the invitation's local copy is found again after signing in.
 */
function currentLoginUrl(source: EditorSource) {
  const here = new URL(window.location.href);
  if (source.kind === 'instant' && source.theme && !here.searchParams.has('draft')) {
    here.searchParams.set('theme', source.theme.slug);
  }
  return loginUrlFor({ path: here.pathname, search: here.search });
}

/** The party being edited, with the fields touched so far (their errors show; all of them after a try). */
function useEditorEvent(source: EditorSource, load: Ready) {
  // A new party may take its default colours from the link (spec section 9: base64 primary and text).
  const [event, setEvent] = useState<EditorEvent>(() =>
    isCreating(source) && !load.initial.colors
      ? { ...load.initial, colors: colorsFromParams(new URLSearchParams(window.location.search), log.warn) }
      : load.initial,
  );
  const [touched, setTouched] = useState<ReadonlySet<EventFormField>>(new Set());
  const [showAllErrors, setShowAllErrors] = useState(false);
  const update = useCallback((patch: Partial<EditorEvent>) => setEvent((e) => ({ ...e, ...patch })), []);
  const touch = useCallback(
    (field: EventFormField) => setTouched((t) => (t.has(field) ? t : new Set([...t, field]))),
    [],
  );
  const allErrors = eventFieldErrors(event, Date.now());
  const errors: EventFieldErrors = Object.fromEntries(
    Object.entries(allErrors).filter(([field]) => showAllErrors || touched.has(field as EventFormField)),
  );
  // An edit of a published party autosaves into a draft: guests see none of it until Save changes.
  const unpublished = load.saved !== undefined && !sameForAutosave(event, load.saved);
  const missing = isCreating(source) ? createModeMissingItems(event, { isClone: isCloneSource(source) }) : [];
  return {
    event,
    setEvent,
    update,
    touch,
    allErrors,
    errors,
    missing,
    unpublished,
    showAllErrors: () => setShowAllErrors(true),
  };
}

/** Back from connecting the music service (spec section 4): the questions tab opens and the playlist is made. */
function useBackFromMusic() {
  const location = useLocation();
  const [back] = useState(
    () => (location.state as { spotifySuccess?: unknown } | null)?.spotifySuccess === true,
  );
  return back;
}

/** The editor with its party loaded: the side panel, the form, and the ways to save. */
export function EditorWorkspace({ source, load }: { source: EditorSource; load: Ready }) {
  const { session } = useSession();
  const signedIn = Boolean(session?.hasProfile);
  const creating = isCreating(source);
  const editedEventId = source.kind === 'edit' ? source.eventId : undefined;
  const edited = useEditorEvent(source, load);
  const { event, setEvent, update } = edited;
  const coverTint = useCoverTint(event, setEvent);
  const [toastHidden, setToastHidden] = useState(false);
  const backFromMusic = useBackFromMusic();
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
  const place = useEditorPlace(event, setEvent, edited.touch);
  const panel = useEditorPanel({
    event,
    setEvent,
    autosave,
    openAtStart: backFromMusic ? 'questions' : null,
  });
  const saving = useEditorSave({
    ...edited,
    autosave,
    signedIn,
    creating,
    editedEventId,
    loginUrl: () => currentLoginUrl(source),
    onInvalid: edited.showAllErrors,
  });
  const missingToast = createModeMissingToast(edited.missing);
  const blocked = Boolean(missingToast) || Object.keys(edited.allErrors).length > 0;

  return (
    <div className={classes.shell}>
      <SidePanel
        tab={panel.tab}
        onOpen={panel.openTab}
        onClose={panel.closePanel}
        onCancel={panel.cancelPanel}
        savedAt={autosave.savedAt}
        unpublished={edited.unpublished}
      >
        <EditorPanelTabs
          {...{ tab: panel.tab, event, update, coverTint, signedIn, creating, editedEventId, backFromMusic }}
          loginUrl={currentLoginUrl(source)}
        />
      </SidePanel>
      <EditorStage
        source={source}
        edited={edited}
        place={place}
        openCover={() => panel.openTab('cover')}
        saving={saving}
        actions={{ savedAt: autosave.savedAt, unpublished: edited.unpublished, creating, blocked }}
        editedEventId={editedEventId}
        hostName={session?.name ?? ''}
      />
      {missingToast && !toastHidden && (
        <MissingToast
          message={missingToast}
          signedIn={signedIn}
          saving={saving.savingDraft}
          onAction={() => void saving.saveDraft()}
          onDismiss={() => setToastHidden(true)}
        />
      )}
    </div>
  );
}

type StageProps = {
  source: EditorSource;
  edited: ReturnType<typeof useEditorEvent>;
  place: ReturnType<typeof useEditorPlace>;
  openCover: () => void;
  saving: ReturnType<typeof useEditorSave>;
  actions: { savedAt: number | undefined; unpublished: boolean; creating: boolean; blocked: boolean };
  editedEventId: string | undefined;
  hostName: string;
};

/** The editor's main column: the heading with its actions, the form, and (editing) the party's messages. */
function EditorStage({ source, edited, place, saving, actions, editedEventId, ...props }: StageProps) {
  const { HostMessages } = usePartySections();
  return (
    <main className={classes.stage}>
      <div className={classes.inner}>
        <EditorHeading
          source={source}
          actions={<EditorActions {...actions} saving={saving.saving} onSubmit={saving.submit} />}
          onDiscard={editedEventId ? saving.discard : undefined}
        />
        <EventForm
          event={edited.event}
          errors={edited.errors}
          eventId={editedEventId}
          onChange={edited.update}
          onTouch={edited.touch}
          onPickLocation={(location) => void place.onPickLocation(location)}
          onStartChange={place.onStartChange}
          onOpenCover={props.openCover}
        />
        {/* Spec §2: in edit mode (not create) the party's messages are shown too. */}
        {editedEventId && <HostMessages eventId={editedEventId} hostName={props.hostName} />}
      </div>
    </main>
  );
}

/** Beside the heading: when the draft was saved, and Create party / Save changes. */
function EditorActions(props: {
  savedAt: number | undefined;
  unpublished: boolean;
  creating: boolean;
  blocked: boolean;
  saving: boolean;
  onSubmit: () => void;
}) {
  return (
    <div className={classes.actions}>
      {props.savedAt !== undefined && (
        <Text size="sm" c="dimmed" className={classes.savedAt} data-testid="editor-saved-at">
          {savedAtLabel(props.savedAt, Date.now(), { unpublished: props.unpublished })}
        </Text>
      )}
      <Button
        size="md"
        onClick={props.onSubmit}
        loading={props.saving}
        data-disabled={props.blocked || undefined}
        aria-disabled={props.blocked}
      >
        {props.creating ? 'Create party' : 'Save changes'}
      </Button>
    </div>
  );
}
