// Which event pages a search engine may keep (issue 39, crawlers). Every party's page opens for anyone with
// its link, and the one option the spec calls private is the guest list ("Guest list is private for this
// event."): a party whose host hid who is coming is private, and its page asks search engines to keep neither
// it nor its links. (openInvite is not reach: it only lets guests bring others.) Link previews stay either way.

/** The party option that decides it (the event row's and the wire event's name). */
export type PartyReach = { publicGuestList: boolean };

/** The robots directive a private party's page carries (meta robots and X-Robots-Tag alike). */
export const NO_INDEX = 'noindex, nofollow';

/** True when the party is private: search engines must not index its page. */
export function isPrivateParty(party: PartyReach): boolean {
  return !party.publicGuestList;
}
