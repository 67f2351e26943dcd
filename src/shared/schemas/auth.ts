import { z } from 'zod';
import { SIGN_IN_CODE_LENGTH } from '../constants';
import { MSG } from '../messages';
import { emailSchema } from './common';

export const codeSchema = z
  .string({ error: MSG.invalidCode })
  .trim()
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), { error: MSG.invalidCode });

export const sendEmailSignInCodeInput = z.object({ emailAddress: emailSchema });
export const signInWithEmailAndCodeInput = z.object({ emailAddress: emailSchema, code: codeSchema });

/** What the send-code and sign-in calls return (spec: success, errorMessage, firebaseCustomToken). */
export const signInResultSchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().optional(),
  firebaseCustomToken: z.string().optional(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

export const authenticateInput = z
  .object({
    deviceId: z.string().max(200).optional(),
    verifiedEmailAddress: emailSchema.optional(),
    verifiedPhoneNumber: z.string().max(32).optional(),
    // Our own single-use sign-in token; the field keeps the spec's name for wire compatibility.
    firebaseIDToken: z
      .string({ error: MSG.missingCustomToken })
      .min(1, { error: MSG.missingCustomToken })
      .max(200),
    timestamp: z.number().optional(),
    product: z.string().max(50).optional(),
    platform: z.string().max(50).optional(),
  })
  .refine((v) => Boolean(v.verifiedEmailAddress || v.verifiedPhoneNumber), {
    error: 'verifiedEmailAddress or verifiedPhoneNumber is required.',
  });

export const authenticateResultSchema = z.object({ userId: z.string(), accessToken: z.string() });
