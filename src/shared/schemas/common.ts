import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX } from '../constants';
import { MSG } from '../messages';
import { isValidEmail, normalizeEmail } from '../rules/email';

/** The spec's request header (section 3). Sent by /json callers; the React client relies on the cookie. */
export const requestHeaderSchema = z.object({
  deviceId: z.string().max(200).optional(),
  agent: z
    .object({
      platform: z.string().max(50).optional(),
      clientVersion: z.string().max(50).optional(),
      product: z.string().max(50).optional(),
    })
    .optional(),
  timestamp: z.number().optional(),
  requestId: z.string().max(200).optional(),
  userId: z.string().max(200).optional(),
  accessToken: z.string().max(500).optional(),
});
export type RequestHeader = z.infer<typeof requestHeaderSchema>;

export const emailSchema = z
  .string({ error: MSG.invalidEmail })
  .max(EMAIL_MAX, { error: MSG.invalidEmail })
  .refine(isValidEmail, { error: MSG.invalidEmail })
  .transform(normalizeEmail);

export const nameSchema = z
  .string({ error: MSG.nameRequired })
  .trim()
  .min(1, { error: MSG.nameRequired })
  .max(NAME_MAX, { error: `Name must be at most ${NAME_MAX} characters.` });

export const idSchema = z.string().uuid({ error: 'Not a valid id.' });
export const successSchema = z.object({ success: z.literal(true) });
