import { z } from 'zod';
import { EMAIL_MAX, SIGN_IN_CODE_LENGTH } from '../constants';
import { MSG } from '../common/copy';
import { parsePhone, parsePii } from '../common/phone';
import { emailSchema, productSchema, textSchema } from '../common/schema';

export const codeSchema = textSchema(MSG.invalidCode)
  .trim()
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_LENGTH}}$`), { error: MSG.invalidCode });

/** A phone number as typed (US unless it starts with '+'), read into E.164; more than 15 digits is refused. */
export const phoneNumberSchema = textSchema(MSG.invalidPhone)
  .max(40, { error: MSG.invalidPhone })
  .transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (parsed.ok) return parsed.e164;
    ctx.addIssue({ code: 'custom', message: MSG.invalidPhone });
    return z.NEVER;
  });

/** The merge modal's one field: an e-mail address or a phone number. */
export const piiSchema = textSchema(MSG.invalidEmailTryAgain)
  .max(EMAIL_MAX, { error: MSG.invalidEmailTryAgain })
  .transform((value, ctx) => {
    const pii = parsePii(value);
    if (pii) return pii;
    ctx.addIssue({
      code: 'custom',
      message: value.includes('@') ? MSG.invalidEmailTryAgain : MSG.invalidNumberTryAgain,
    });
    return z.NEVER;
  });

export const sendEmailSignInCodeInput = z.object({ emailAddress: emailSchema });
export const signInWithEmailAndCodeInput = z.object({ emailAddress: emailSchema, code: codeSchema });
export const sendPhoneSignInCodeInput = z.object({ phoneNumber: phoneNumberSchema });
export const signInWithPhoneAndCodeInput = z.object({ phoneNumber: phoneNumberSchema, code: codeSchema });

/** What the send-code and sign-in calls return (spec: success, errorMessage, firebaseCustomToken). */
export const signInResultSchema = z.object({
  success: z.boolean(),
  errorMessage: z.string().optional(),
  firebaseCustomToken: z.string().optional(),
});
export type SignInResult = z.infer<typeof signInResultSchema>;

const deviceIdSchema = textSchema().trim().min(1).max(200);

export const authenticateInput = z.object({
  deviceId: deviceIdSchema.optional(),
  // Required with an e-mail or phone sign-in token (it must match the verified address); a Google, Apple or
  // refresh sign-in token already names its account.
  verifiedEmailAddress: emailSchema.optional(),
  verifiedPhoneNumber: phoneNumberSchema.optional(),
  // Our own single-use sign-in token; the field keeps the spec's name for wire compatibility.
  firebaseIDToken: textSchema(MSG.missingCustomToken).min(1, { error: MSG.missingCustomToken }).max(200),
  timestamp: z.number().optional(),
  product: productSchema.optional(),
  platform: textSchema().max(50).optional(),
});

/** A session: the access token is also set as the HttpOnly cookie; the refresh token renews it later. */
export const authenticateResultSchema = z.object({
  userId: z.string(),
  accessToken: z.string(),
  refreshToken: z.string(),
});
export type AuthenticateResult = z.infer<typeof authenticateResultSchema>;

export const refetchAccessTokenInput = z.object({
  userId: textSchema().uuid({ error: MSG.authenticateFailed }),
  deviceId: deviceIdSchema,
  refreshToken: textSchema().min(1).max(200),
  timestamp: z.number().optional(),
});

/** The refresh-token login from a link's query string (userId, refreshToken). */
export const signInWithRefreshTokenInput = z.object({
  userId: textSchema().uuid({ error: MSG.missingCustomToken }),
  refreshToken: textSchema().min(1, { error: MSG.missingCustomToken }).max(200),
});

export const sendPiiVerificationCodeInput = z.object({ pii: piiSchema });
export const verifyWithPiiAndCodeInput = z.object({ pii: piiSchema, code: codeSchema });

/** The verified e-mail or phone was added to this account, or it belongs to another one (merge prompt). */
export const verifyPiiResultSchema = z.union([
  z.object({ success: z.literal(true), addPiiSuccess: z.object({ pii: z.string() }) }),
  z.object({ success: z.literal(true), mergePrompt: z.object({ pii: z.string() }) }),
  z.object({ success: z.literal(false), errorMessage: z.string() }),
]);
export type VerifyPiiResult = z.infer<typeof verifyPiiResultSchema>;

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** socialProviders: which sign-in buttons to show; every provider is named, true when it is configured. */
export const socialProvidersResultSchema = z.record(z.enum(SOCIAL_PROVIDERS), z.boolean());

/** Who is signed in, for the client's header (auth.session); the query answers null for a visitor. */
export const sessionInfoSchema = z.object({
  userId: z.string(),
  /** Null until the name step (createElkUser). */
  name: z.string().nullable(),
  photoUrl: z.string().nullable(),
  /** The name step is done. */
  hasProfile: z.boolean(),
});
export const sessionResultSchema = sessionInfoSchema.nullable();
