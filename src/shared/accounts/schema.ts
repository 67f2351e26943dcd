import { z } from 'zod';
import { FREE_COIN_BALANCE } from '../constants';
import { phoneNumberSchema, piiSchema } from '../auth/schema';
import { nameSchema, textSchema } from '../common/schema';

export const TEXT_PERMISSION_STATUSES = ['UNDEFINED', 'GRANTED', 'REJECTED'] as const;
export const textPermissionStatusSchema = z.enum(TEXT_PERMISSION_STATUSES);

/**
 * Hosts of the identity providers' profile photos (Google's `picture` claim). Apple's ID token carries no
 * picture, so no Apple host is needed; an app sending one would add it here.
 */
const PROVIDER_PHOTO_HOST = /^([a-z0-9-]+\.)*googleusercontent\.com$/;
/** A stored upload's key at the end of an S3 bucket's or CDN's URL (uploads.ts names them so). */
const STORED_UPLOAD_PATH = /\/events\/user_images\/[\w-]+\/[\w.%-]+$/;

/**
 * Whether a profile picture address is one we show: our own stored uploads (`/uploads/…` on this host, or an
 * https URL ending in an upload key when storage is an S3 bucket) and the identity providers' https photo
 * hosts. Never plain http (mixed content, and anyone could watch who loads it) and no other site.
 */
export function isAcceptedPhotoUrl(url: string): boolean {
  if (url.startsWith('/uploads/')) return /^\/uploads\/[\w./%-]+$/.test(url) && !url.includes('..');
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return PROVIDER_PHOTO_HOST.test(parsed.hostname) || STORED_UPLOAD_PATH.test(parsed.pathname);
}

export const photoUrlSchema = textSchema()
  .max(2000)
  .refine(isAcceptedPhotoUrl, { error: 'That picture address is not one we can show.' });

export const elkUserInputSchema = z.object({
  name: nameSchema,
  photoUrl: photoUrlSchema.optional(),
  grantedTextPermission: z.boolean().optional(),
  textPermissionStatus: textPermissionStatusSchema.optional(),
});

export const createElkUserInput = z.object({
  elkUser: elkUserInputSchema,
  // Free coins a visitor spent before signing up: 60 minus the local balance.
  coinsSpent: z.number().int().min(0).max(FREE_COIN_BALANCE).default(0),
});

/** Profile edits: only the fields given change; photoUrl null removes the picture. */
export const updateElkUserInput = z.object({
  elkUser: z
    .object({
      name: nameSchema.optional(),
      photoUrl: photoUrlSchema.nullable().optional(),
      grantedTextPermission: z.boolean().optional(),
      textPermissionStatus: textPermissionStatusSchema.optional(),
    })
    .refine((user) => Object.values(user).some((value) => value !== undefined), {
      error: 'Nothing to update.',
    }),
});

/** The profile form on /profile/edit (name required, spec: 'Name is a required field.'). */
export const profileFormSchema = z.object({
  name: nameSchema,
  grantedTextPermission: z.boolean(),
});

/** The text-message prompt put away: answered Yes (true) or No (false), or dismissed (null). */
export const answerTextPermissionPromptInput = z.object({ granted: z.boolean().nullable() });

export const getElkUserInput = z.object({ userId: textSchema().max(200).optional() });

export const confirmUserMergeInput = z.object({ pii: piiSchema });

/** The profile as the wire and the client see it. */
export const elkUserSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  emails: z.array(z.string()),
  phones: z.array(z.string()),
  phoneNumber: z.string().nullable(),
  photoUrl: z.string().nullable(),
  grantedTextPermission: z.boolean(),
  textPermissionStatus: textPermissionStatusSchema,
  defaultPhotoUploadMode: z.enum(['manual', 'automatic']),
  /** When the merge nudge was last put off (epoch ms), or null. */
  mergeNudgeSnoozedAt: z.number().nullable(),
  /** When the text-message prompt was answered or dismissed (epoch ms), or null: it is asked once. */
  textPermissionAskedAt: z.number().nullable(),
});
export type ElkUser = z.infer<typeof elkUserSchema>;
export const elkUserResultSchema = z.object({ elkUser: elkUserSchema });
/** confirmUserMerge: the caller's profile once the other account (or the new e-mail or phone) is theirs. */
export const confirmUserMergeResultSchema = elkUserResultSchema.extend({ success: z.literal(true) });

/**
 * getHasElkProfile (spec section 7: the existing-profile check, "by phone"). Without a phone: whether the
 * signed-in account has its profile. With `phoneNumber` (as typed; read into E.164): the same question asked
 * of the account that owns that number, answered only when that is the caller's own account with the number
 * verified on it (the phone they just signed in with); any other number, whether unknown, unverified or
 * someone else's, is refused alike (FORBIDDEN), so the call never tells who has an account.
 */
export const getHasElkProfileInput = z.object({ phoneNumber: phoneNumberSchema.optional() });
export const hasElkProfileResultSchema = z.object({ existingElkProfile: z.boolean() });

/** The companion app's store pages (accounts.appStoreLinks), null where the site has none configured. */
export const appStoreLinksSchema = z.object({
  appStore: z.string().url().nullable(),
  playStore: z.string().url().nullable(),
});
export type AppStoreLinks = z.infer<typeof appStoreLinksSchema>;

/** A person's calendar feed: its https address (to copy) and the webcal:// one a calendar app subscribes with. */
export const calendarFeedLinksSchema = z.object({ url: z.string(), webcalUrl: z.string() });
export type CalendarFeedLinks = z.infer<typeof calendarFeedLinksSchema>;
