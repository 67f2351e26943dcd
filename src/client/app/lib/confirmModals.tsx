import { modals, type OpenConfirmModal } from '@mantine/modals';
import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import { onDemand } from './chunkLoad';
import { MSG } from '../../../shared/common/copy';
import { notify } from './notify';

// The confirm dialogs hosts get ('Cancel party?', 'Remove cohost?'): Mantine's ModalsProvider draws them, and
// with it come the modal, its scroll area, focus trap and scroll lock. No guest ever sees one, so the provider
// is fetched and mounted the first time a dialog is asked for, not with every page (issue 14).

const loadProvider = onDemand('modals', () => import('./ModalsHost'));
const ModalsHost = lazy(() => loadProvider().then((m) => ({ default: m.ModalsHost })));

let wanted = false;
let ready: () => void = () => undefined;
const readiness = new Promise<void>((resolve) => {
  ready = resolve;
});
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

let mounting: Promise<void> | null = null;
/** Fetches the provider and mounts it (once); resolves when it listens for dialogs. */
function modalsReady(): Promise<void> {
  mounting ??= loadProvider().then(
    () => {
      wanted = true;
      for (const listener of listeners) listener();
      return readiness;
    },
    (error: unknown) => {
      mounting = null;
      throw error;
    },
  );
  return mounting;
}

/** Opens a confirm dialog, as `modals.openConfirmModal` does, once the provider is there. */
export function openConfirmModal(props: OpenConfirmModal): void {
  modalsReady().then(
    () => modals.openConfirmModal(props),
    () => notify.error(MSG.somethingWentWrongTryAgain),
  );
}

/** Marks the provider as listening: its listeners are attached in layout effects, before this effect runs. */
function Ready() {
  useEffect(() => ready(), []);
  return null;
}

/** Where the provider mounts once a dialog is wanted; in App, inside the query and tRPC providers. */
export function DeferredModals() {
  const mount = useSyncExternalStore(subscribe, () => wanted);
  if (!mount) return null;
  return (
    <Suspense fallback={null}>
      <ModalsHost />
      <Ready />
    </Suspense>
  );
}
