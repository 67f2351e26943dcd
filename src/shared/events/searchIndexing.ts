// Which event pages a search engine may keep (issue 39, crawlers). Every party's page opens for anyone with
// its link, so "private" is what the host chose in the party's options (spec section 9): an open invite
// (guests may bring others) with a public guest list is a party meant to be passed around and stays
// indexable; a party that only its invited guests come to (no open invite), or whose guest list is hidden,
// is private, and its page asks search engines to keep neither it nor its links.

/** The party options that decide it (the event row's and the wire event's names). */
export type PartyReach = { openInvite: boolean; publicGuestList: boolean };

/** The robots directive a private party's page carries (meta robots and X-Robots-Tag alike). */
export const NO_INDEX = 'noindex, nofollow';

/** True when the party is private: search engines must not index its page. */
export function isPrivateParty(party: PartyReach): boolean {
  return !party.openInvite || !party.publicGuestList;
}
