// What the shell and other features use of the accounts feature. The profile page is loaded by the router.
export { AccountPrompts } from './AccountPrompts';
export { MergeModal } from './merge/MergeModal';
export { TextPermissionModal } from './TextPermissionModal';
export { rememberTextPermissionAsked, textPermissionAskedBefore } from './textPermissionAsked';
export { useHasProfileCheck, useProfileQuery, useSnoozeMergeNudge } from './queries';
export { AppDownloadModal, StoreBadges } from './appDownload/AppDownloadModal';
export { appPromptShownThisVisit, hasAppSaid, rememberAppPromptShown } from './appDownload/appPromptMemory';
export { useAppStoreLinks } from './queries';
