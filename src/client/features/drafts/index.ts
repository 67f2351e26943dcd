// What other features use of the drafts feature: the draft queries the events list and the editor read, and
// the invalidation of drafts. The draft page is loaded by the router.
export { useDraftInvalidation } from './invalidation';
export { useDraftForEditorQuery, useDraftListQuery, useFreshDraftListQuery } from './queries';
