import { MERGE_NUDGE_SNOOZE_MS } from '../constants';

// When the app nudges a signed-in person (spec section 4, "Merge modal"): to add an e-mail when they only
// have a phone, at most once per 24 h after they put it off; and, once, for permission to text them.

export type NudgeProfile = {
  phones: readonly string[];
  emails: readonly string[];
  mergeNudgeSnoozedAt: number | null;
  textPermissionStatus: 'UNDEFINED' | 'GRANTED' | 'REJECTED';
};

/** A phone and no e-mail, and not within 24 h of the last "not now". */
export function shouldNudgeToAddEmail(profile: NudgeProfile | null, now: number): boolean {
  if (!profile || profile.phones.length === 0 || profile.emails.length > 0) return false;
  return profile.mergeNudgeSnoozedAt === null || now - profile.mergeNudgeSnoozedAt >= MERGE_NUDGE_SNOOZE_MS;
}

/** A phone, permission still undefined, and never asked on this device. */
export function shouldAskTextPermission(profile: NudgeProfile | null, askedBefore: boolean): boolean {
  return (
    !!profile && profile.phones.length > 0 && profile.textPermissionStatus === 'UNDEFINED' && !askedBefore
  );
}
