import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { appPromptDue } from '../../../shared/accounts/appPrompt';
import { shouldAskTextPermission, shouldNudgeToAddEmail } from '../../../shared/accounts/mergeNudge';
import { readEventNavState } from '../../../shared/events/navState';
import { useSession } from '../../app/lib/session';
import { appPromptShownThisVisit, hasAppSaid, rememberAppPromptShown } from './appDownload/appPromptMemory';
import { AppDownloadModal, MergeModal, TextPermissionModal } from './lazyModals';
import { useAppStoreLinks, useProfileQuery, useSnoozeMergeNudge } from './queries';

/** Paths where a prompt would get in the way of finishing something else. */
const QUIET_PATHS = ['/login'];
/**
 * A party page: a guest there is about to answer, and the RSVP flow asks the same questions right after the
 * answer (the nudge then titled 'RSVP received', spec section 2), so the page's own prompts go first.
 */
const PARTY_PAGE = /^\/event\/[0-9a-f-]{36}(\/ro)?\/?$/i;

type Prompt = 'addEmail' | 'textPermission';

/**
 * Right after creating a party the host sees their invitation first (the party-created dialog on manage
 * invites, navigation state fromCreate until createdModalSeen); the nudges wait until it is closed.
 */
function showingPartyCreated(state: unknown): boolean {
  const flags = (state ?? {}) as { fromCreate?: unknown; createdModalSeen?: unknown };
  return Boolean(flags.fromCreate) && !flags.createdModalSeen;
}

/**
 * The two account nudges, at most one per visit, for a signed-in person with a profile: add an e-mail
 * (phone and no e-mail; snoozed 24 h when dismissed), else, once, permission to text them. A prompt stays
 * open until it is closed, even when what it changed means it would no longer be chosen.
 */
export function AccountPrompts() {
  const location = useLocation();
  const { session } = useSession();
  const active =
    Boolean(session?.hasProfile) &&
    !QUIET_PATHS.includes(location.pathname) &&
    !PARTY_PAGE.test(location.pathname) &&
    !showingPartyCreated(location.state);
  const profile = useProfileQuery({ enabled: active });
  const snooze = useSnoozeMergeNudge();
  const [prompt, setPrompt] = useState<Prompt | null>(null);
  const [shownThisVisit, setShownThisVisit] = useState(false);
  const user = active ? (profile.data?.elkUser ?? null) : null;

  useEffect(() => {
    if (shownThisVisit || !user) return;
    if (shouldNudgeToAddEmail(user, Date.now())) setPrompt('addEmail');
    else if (shouldAskTextPermission(user)) setPrompt('textPermission');
    else return;
    setShownThisVisit(true);
  }, [user, shownThisVisit]);

  const appPrompt = useAppPromptAfterSignIn(Boolean(session));

  const close = () => setPrompt(null);
  // One prompt at a time: an account nudge shown this visit goes first and the app prompt waits for the next visit.
  if (appPrompt.links && !prompt && !shownThisVisit) {
    return (
      <AppDownloadModal
        opened={appPrompt.opened}
        onClose={appPrompt.close}
        links={appPrompt.links}
        title="You're signed in!"
      />
    );
  }
  if (prompt === 'addEmail') {
    return (
      <MergeModal
        opened
        onDismiss={() => {
          close();
          snooze();
        }}
        onFinished={close}
      />
    );
  }
  if (prompt === 'textPermission') return <TextPermissionModal opened onClose={close} />;
  return null;
}

/**
 * The app-download prompt after a sign-in (spec section 2): the login page sends people on with navigation
 * state fromLogin (not for the RSVP detour, whose answer brings its own prompt). The flag is latched as the page
 * arrives, since the party page drops one-shot flags from history at once; the store links may load later.
 */
function useAppPromptAfterSignIn(signedIn: boolean) {
  const location = useLocation();
  const arrivedFromLogin = useRef(false);
  if (readEventNavState(location.state).fromLogin) arrivedFromLogin.current = true;
  const storeLinks = useAppStoreLinks({ enabled: signedIn });
  const [opened, setOpened] = useState(false);

  useEffect(() => {
    if (!signedIn || !arrivedFromLogin.current || !storeLinks.data) return;
    arrivedFromLogin.current = false;
    const due = appPromptDue({
      links: storeLinks.data,
      hasApp: hasAppSaid(),
      shownThisVisit: appPromptShownThisVisit(),
    });
    if (!due) return;
    rememberAppPromptShown();
    setOpened(true);
  }, [signedIn, storeLinks.data, location.key]);

  return { opened, close: () => setOpened(false), links: opened ? (storeLinks.data ?? null) : null };
}
