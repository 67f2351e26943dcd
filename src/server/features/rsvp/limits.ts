import { RSVP_CONTACT_WINDOW_MS, RSVPS_PER_CONTACT } from '../../../shared/constants';
import { MSG } from '../../../shared/common/copy';
import type { Env } from '../../platform/env';
import { DomainError } from '../../platform/errors';
import { TokenBuckets } from '../../platform/rateLimit';

// How RSVPs are limited (issue 14). A crowd behind one address (venue Wi-Fi, an office NAT) answering in the
// same minute must all get through, while a script must not flood a guest list. Three limits, each counted where
// it costs least on the write path:
// - per contact (the same e-mail or phone, token or account): RSVPS_PER_CONTACT per RSVP_CONTACT_WINDOW_MS.
//   Exact across instances, so it lives in PostgreSQL; its counter row is that guest's own (no hot row) and the
//   count rides in the statement that writes the answer (newGuest.ts), costing no extra round trip.
// - per client address and per party: ceilings no real crowd reaches, as token buckets in this process's memory.
//   A PostgreSQL counter per address or party would be one row every answer updates: under 500 answers a
//   second that row serialises them all. Counting in memory costs nothing; with N app instances a flood gets N
//   times the ceiling, which still stops it (the per-contact limit stays exact).

export const contactLimitKey = {
  email: (email: string) => `rsvp:contact:e:${email.toLowerCase()}`,
  phone: (phone: string) => `rsvp:contact:p:${phone}`,
  invitee: (inviteeId: string) => `rsvp:invitee:${inviteeId}`,
  user: (userId: string) => `rsvp:user:${userId}`,
};

export const CONTACT_WINDOW_MS = RSVP_CONTACT_WINDOW_MS;

/** Refuses when a contact's count in its window has passed the limit (the spec's rate-limit reply). */
export function assertContactWithinLimit(count: number): void {
  if (count > RSVPS_PER_CONTACT) throw new DomainError('TOO_MANY_REQUESTS', MSG.rateLimited);
}

type Ceilings = { byAddress: TokenBuckets; byParty: TokenBuckets };

// One set of buckets per app (keyed by its settings object), so two apps in one process (tests) count apart.
const ceilingsByApp = new WeakMap<Env, Ceilings>();

function ceilingsOf(env: Env): Ceilings {
  let ceilings = ceilingsByApp.get(env);
  if (!ceilings) {
    ceilings = {
      byAddress: new TokenBuckets(env.RSVPS_PER_ADDRESS_PER_MINUTE, env.RSVPS_PER_ADDRESS_PER_MINUTE),
      byParty: new TokenBuckets(env.RSVP_PARTY_BURST, env.RSVPS_PER_PARTY_PER_MINUTE),
    };
    ceilingsByApp.set(env, ceilings);
  }
  return ceilings;
}

/** Takes one answer from the address's and the party's ceilings, or refuses with the spec's rate-limit reply. */
export function takeRsvpCeilings(env: Env, ip: string, eventId: string): void {
  const { byAddress, byParty } = ceilingsOf(env);
  if (!byAddress.take(ip) || !byParty.take(eventId)) {
    throw new DomainError('TOO_MANY_REQUESTS', MSG.rateLimited);
  }
}
