import { z } from 'zod';
import { EMAIL_MAX, NAME_MAX, PRODUCTS } from '../constants';
import { MSG } from './copy';
import { isValidEmail, normalizeEmail } from './email';
import { isStorableText } from './text';

/**
 * The one string schema every text input starts from: `textSchema(message?)` is `z.string()` (with the
 * message for a missing or non-string value) that refuses text PostgreSQL cannot store. The check aborts, so
 * the field gets that one clear message rather than a second one from a later format check.
 */
export function textSchema(message?: string) {
  return z
    .string(message === undefined ? undefined : { error: message })
    .refine(isStorableText, { error: MSG.unsupportedCharacters, abort: true });
}

/** Which product a call comes from (spec section 3, Product enum): any of the six, not only ELK. */
export const productSchema = z.enum(PRODUCTS, {
  error: `The product is one of ${PRODUCTS.join(', ')}.`,
});

/** The spec's request header (section 3). Sent by /json callers; the React client relies on the cookie. */
export const requestHeaderSchema = z.object({
  deviceId: textSchema().max(200).optional(),
  agent: z
    .object({
      platform: textSchema().max(50).optional(),
      clientVersion: textSchema().max(50).optional(),
      product: productSchema.optional(),
    })
    .optional(),
  timestamp: z.number().optional(),
  requestId: textSchema().max(200).optional(),
  userId: textSchema().max(200).optional(),
  accessToken: textSchema().max(500).optional(),
});
export type RequestHeader = z.infer<typeof requestHeaderSchema>;

export const emailSchema = textSchema(MSG.invalidEmail)
  .max(EMAIL_MAX, { error: MSG.invalidEmail })
  .refine(isValidEmail, { error: MSG.invalidEmail })
  .transform(normalizeEmail);

export const nameSchema = textSchema(MSG.nameRequired)
  .trim()
  .min(1, { error: MSG.nameRequired })
  .max(NAME_MAX, { error: MSG.nameTooLong });

export const idSchema = textSchema().uuid({ error: 'Not a valid id.' });
export const successSchema = z.object({ success: z.literal(true) });
