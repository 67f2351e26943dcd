import { type ComponentProps, type ComponentType, lazy, Suspense, useState } from 'react';
import type { AppDownloadModal as AppDownloadModalComponent } from './appDownload/AppDownloadModal';
import type { MergeModal as MergeModalComponent } from './merge/MergeModal';
import type { TextPermissionModal as TextPermissionModalComponent } from './TextPermissionModal';

// The account modals (and the app-download prompt) are shown to few visitors, and the merge one carries the phone-number library
// (libphonenumber-js, ~40 kB compressed): their code loads the first time one opens, not with every page.

/** `load`'s component, fetched once `opened` is first true and kept mounted after (so it can animate out). */
function openedOnDemand<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    const [everOpened, setEverOpened] = useState(props.opened);
    if (props.opened && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

export const MergeModal = openedOnDemand<ComponentProps<typeof MergeModalComponent>>(() =>
  import('./merge/MergeModal').then((m) => m.MergeModal),
);
export const TextPermissionModal = openedOnDemand<ComponentProps<typeof TextPermissionModalComponent>>(() =>
  import('./TextPermissionModal').then((m) => m.TextPermissionModal),
);
export const AppDownloadModal = openedOnDemand<ComponentProps<typeof AppDownloadModalComponent>>(() =>
  import('./appDownload/AppDownloadModal').then((m) => m.AppDownloadModal),
);
