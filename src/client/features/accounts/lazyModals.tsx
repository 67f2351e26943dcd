import type { ComponentProps } from 'react';
import { openedOnDemand } from '../../app/lib/openedOnDemand';
import type { AppDownloadModal as AppDownloadModalComponent } from './appDownload/AppDownloadModal';
import type { MergeModal as MergeModalComponent } from './merge/MergeModal';
import type { TextPermissionModal as TextPermissionModalComponent } from './TextPermissionModal';

// The account modals (and the app-download prompt) are shown to few visitors, and the merge one carries the phone-number library
// (libphonenumber-js, ~40 kB compressed): their code loads the first time one opens, not with every page.

export const MergeModal = openedOnDemand<ComponentProps<typeof MergeModalComponent>>(() =>
  import('./merge/MergeModal').then((m) => m.MergeModal),
);
export const TextPermissionModal = openedOnDemand<ComponentProps<typeof TextPermissionModalComponent>>(() =>
  import('./TextPermissionModal').then((m) => m.TextPermissionModal),
);
export const AppDownloadModal = openedOnDemand<ComponentProps<typeof AppDownloadModalComponent>>(() =>
  import('./appDownload/AppDownloadModal').then((m) => m.AppDownloadModal),
);
