import { useWindowEvent } from '@mantine/hooks';
import { type Dispatch, type SetStateAction, useCallback, useEffect, useRef, useState } from 'react';
import { log } from '../../../app/lib/log';
import type { EditorEvent } from './model';
import type { PanelTab } from './panelTabs';
import type { Autosave } from './useAutosave';

function dialogOnScreen(): boolean {
  return [...document.querySelectorAll<HTMLElement>('[role="dialog"], [role="alertdialog"]')].some(
    (element) => element.getClientRects().length > 0,
  );
}

/**
 * The editor's side panel: which tab is open, the party as it was when it opened (Cancel goes back to it), and
 * Close, which saves the draft at once. `openAtStart` opens a tab as the editor arrives.
 */
export function useEditorPanel({
  event,
  setEvent,
  autosave,
  openAtStart,
}: {
  event: EditorEvent;
  setEvent: Dispatch<SetStateAction<EditorEvent>>;
  autosave: Autosave;
  openAtStart: PanelTab | null;
}) {
  const [tab, setTab] = useState<PanelTab | null>(null);
  const checkpoint = useRef<EditorEvent | null>(null);

  const openTab = (next: PanelTab) => {
    checkpoint.current = event;
    setTab(next);
  };
  useEffect(() => {
    if (openAtStart) openTab(openAtStart);
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

  return { tab, openTab, closePanel, cancelPanel };
}
