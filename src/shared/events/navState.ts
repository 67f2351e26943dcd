// The navigation state the party page may arrive with (spec section 2, "Event page query parameters and navigation
// state"). State comes from history and can hold anything: only well-typed flags are read, the rest is ignored.

export type EventNavState = {
  /** The host just published the party. */
  showEventCreated: boolean;
  /** Open the party options (guest management) at once. */
  showGuestOptions: boolean;
  /** Open the RSVP modal (read by the RSVP panel with the r query). */
  showRSVP: boolean;
  /** The visitor just signed in (the app-download prompt follows). */
  fromLogin: boolean;
  inviteeName: string | null;
  nonUpdateRSVPThroughEmail: boolean;
  showPhotosPromo: boolean;
  finishingRSVP: boolean;
};

const FLAGS = [
  'showEventCreated',
  'showGuestOptions',
  'showRSVP',
  'fromLogin',
  'nonUpdateRSVPThroughEmail',
  'showPhotosPromo',
  'finishingRSVP',
] as const;

export function readEventNavState(state: unknown): EventNavState {
  const raw = state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
  const flags = Object.fromEntries(FLAGS.map((flag) => [flag, raw[flag] === true])) as Record<
    (typeof FLAGS)[number],
    boolean
  >;
  const name = typeof raw.inviteeName === 'string' ? raw.inviteeName.trim() : '';
  return { ...flags, inviteeName: name || null };
}

/** The state with the one-shot flags removed, so a reload or going back does not repeat them. */
export function withoutOneShotFlags(state: unknown): Record<string, unknown> | null {
  if (!state || typeof state !== 'object') return null;
  const rest = { ...(state as Record<string, unknown>) };
  for (const flag of ['showEventCreated', 'showGuestOptions', 'fromLogin', 'showPhotosPromo'] as const) {
    delete rest[flag];
  }
  return rest;
}
