// What the shell and other features use of the accounts feature. The profile page is loaded by the router.
export { AccountPrompts } from './AccountPrompts';
export { AppDownloadModal, MergeModal, TextPermissionModal } from './lazyModals';
export { rememberTextPermissionAsked, textPermissionAskedBefore } from './textPermissionAsked';
export { appPromptShownThisVisit, hasAppSaid, rememberAppPromptShown } from './appDownload/appPromptMemory';
export { useAppStoreLinks, useHasProfileCheck, useProfileQuery, useSnoozeMergeNudge } from './queries';
