/**
 * The spec's blast recipient groups (section 9). Going = YES, Declined = NO, Awaiting = INVITED/SEEN whose
 * invitation went out (or who came by link), Unsent = INVITED/SEEN whose invitation is still PENDING. All is
 * every group. Waitlisted-pending and denied guests are in none.
 */
export const RECIPIENT_GROUPS = ['ALL', 'GOING', 'DECLINED', 'AWAITING', 'UNSENT'] as const;
export type RecipientGroup = (typeof RECIPIENT_GROUPS)[number];
export const DEFAULT_RECIPIENT_GROUPS: RecipientGroup[] = ['GOING', 'AWAITING'];

/** The blast recipient groups as hosts and guests read them (a message's 'To:' line, the blast form). */
export const RECIPIENT_GROUP_LABELS: Record<RecipientGroup, string> = {
  ALL: 'All',
  GOING: 'Going',
  DECLINED: 'Declined',
  AWAITING: 'Awaiting',
  UNSENT: 'Unsent',
};
