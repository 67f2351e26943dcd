import type { AppStoreLinks } from './schema';

// When the app-download prompt shows (spec section 2: after an RSVP or a sign-in, with an 'I already have the app'
// dismissal). It needs somewhere to send people: with no store page configured it never shows.

export function hasStoreLinks(links: AppStoreLinks | null | undefined): boolean {
  return Boolean(links?.appStore || links?.playStore);
}

/** Due unless the person said they have the app, it was shown this visit, or there is no store page to offer. */
export function appPromptDue(state: {
  links: AppStoreLinks | null | undefined;
  hasApp: boolean;
  shownThisVisit: boolean;
}): boolean {
  return hasStoreLinks(state.links) && !state.hasApp && !state.shownThisVisit;
}
