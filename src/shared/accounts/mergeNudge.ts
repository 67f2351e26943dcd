import { MERGE_NUDGE_SNOOZE_MS } from '../constants';

// When the app nudges a signed-in person (spec section 4, "Merge modal"): to add an e-mail when they only
// have a phone, at most once per 24 h after they put it off; and, once, for permission to text them.

export type NudgeProfile = {
  phones: readonly string[];
  emails: readonly string[];
  mergeNudgeSnoozedAt: number | null;
  textPermissionStatus: 'UNDEFINED' | 'GRANTED' | 'REJECTED';
  /** When the account was shown the text-message prompt and answered or dismissed it (epoch ms), or null. */
  textPermissionAskedAt: number | null;
};

/** A phone and no e-mail, and not within 24 h of the last "not now". */
export function shouldNudgeToAddEmail(profile: NudgeProfile | null, now: number): boolean {
  if (!profile || profile.phones.length === 0 || profile.emails.length > 0) return false;
  return profile.mergeNudgeSnoozedAt === null || now - profile.mergeNudgeSnoozedAt >= MERGE_NUDGE_SNOOZE_MS;
}

/** The account has settled the text question: answered it anywhere, or was shown the prompt and put it away. */
export function textPermissionSettled(
  profile: Pick<NudgeProfile, 'textPermissionStatus' | 'textPermissionAskedAt'>,
) {
  return profile.textPermissionStatus !== 'UNDEFINED' || profile.textPermissionAskedAt !== null;
}

/**
 * A phone on the account, permission still undefined, and never asked: the account remembers the prompt (any
 * device, the account's prompt or the one after an RSVP), so it is asked once.
 */
export function shouldAskTextPermission(profile: NudgeProfile | null): boolean {
  return !!profile && profile.phones.length > 0 && !textPermissionSettled(profile);
}
