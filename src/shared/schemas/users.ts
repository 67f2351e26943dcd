import { z } from 'zod';
import { FREE_COIN_BALANCE } from '../constants';
import { nameSchema } from './common';

export const TEXT_PERMISSION_STATUSES = ['UNDEFINED', 'GRANTED', 'REJECTED'] as const;
export const textPermissionStatusSchema = z.enum(TEXT_PERMISSION_STATUSES);

export const elkUserInputSchema = z.object({
  name: nameSchema,
  photoUrl: z.string().max(2000).optional(),
  grantedTextPermission: z.boolean().optional(),
  textPermissionStatus: textPermissionStatusSchema.optional(),
});

export const createElkUserInput = z.object({
  elkUser: elkUserInputSchema,
  // Free coins a visitor spent before signing up: 60 minus the local balance.
  coinsSpent: z.number().int().min(0).max(FREE_COIN_BALANCE).default(0),
});

export const getElkUserInput = z.object({ userId: z.string().max(200).optional() });

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
});
export type ElkUser = z.infer<typeof elkUserSchema>;
