import { z } from 'zod';
import { FREE_COIN_BALANCE } from '../constants';
import { piiSchema } from './auth';
import { nameSchema } from './common';

export const TEXT_PERMISSION_STATUSES = ['UNDEFINED', 'GRANTED', 'REJECTED'] as const;
export const textPermissionStatusSchema = z.enum(TEXT_PERMISSION_STATUSES);

/** A profile picture: one of our stored uploads, or an https address (e.g. a provider's photo). */
export const photoUrlSchema = z
  .string()
  .max(2000)
  .refine((url) => url.startsWith('/uploads/') || /^https?:\/\/[^\s]+$/.test(url), {
    error: 'That picture address is not one we can show.',
  });

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

export const getElkUserInput = z.object({ userId: z.string().max(200).optional() });

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
});
export type ElkUser = z.infer<typeof elkUserSchema>;
