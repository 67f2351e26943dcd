// The words this feature shows (the spec's where it has them): one string per meaning, changed only here.

export const DRAFT_MESSAGES = {
  notFound: 'This draft does not exist.',
  deleteConfirm: 'Are you sure you want to delete this draft?',
  errorTitle: 'Draft Error',
  viewMyDrafts: 'View my drafts',
} as const;
