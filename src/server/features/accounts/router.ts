import { and, eq, isNull, sql } from 'drizzle-orm';
import { FREE_COIN_BALANCE } from '../../../shared/constants';
import { MSG } from '../../../shared/common/copy';
import {
  answerTextPermissionPromptInput,
  appStoreLinksSchema,
  calendarFeedLinksSchema,
  confirmUserMergeInput,
  confirmUserMergeResultSchema,
  createElkUserInput,
  elkUserResultSchema,
  getElkUserInput,
  getHasElkProfileInput,
  hasElkProfileResultSchema,
  updateElkUserInput,
} from '../../../shared/accounts/schema';
import { successSchema } from '../../../shared/common/schema';
import { sessionCacheOf } from '../../platform/auth/sessionCache';
import { clearSessionCookies } from '../../platform/auth/sessions';
import { coinLedger, users } from '../../platform/db/schema';
import { deleteAccount } from './accountDeletion';
import { currentFeedLinks, resetFeedLinks } from './calendarFeed';
import { exportAccountData } from './dataExport';
import { accountDataExportSchema } from '../../../shared/accounts/dataExport';
import { parsePressMentions, parseSocialLinks, siteDetailsSchema } from '../../../shared/legal/siteDetails';
import { mergeAccounts } from './accountMerge';
import { spendAccountMergeGrant } from './accountMergeGrants';
import { addPiiToUser, findUserIdByPii, hasVerifiedPhone, loadElkUser, updateProfile } from './users';
import type { Context } from '../../platform/trpc/context';
import { rateLimit, router } from '../../platform/trpc/trpc';
import { DomainError } from '../../platform/errors';
import { authedProcedure, publicProcedure } from '../../platform/trpc/procedures';
import { selfProcedure } from './access';

async function ownProfile(ctx: Pick<Context, 'db'>, userId: string) {
  const profile = await loadElkUser(ctx.db, userId);
  if (!profile) throw new DomainError('NOT_FOUND', 'User not found.');
  return { elkUser: profile };
}

export const accountsRouter = router({
  /** The companion app's store pages from the site's settings, for the app-download prompt's badges. */
  appStoreLinks: publicProcedure.output(appStoreLinksSchema).query(({ ctx }) => ({
    appStore: ctx.env.APP_STORE_URL ?? null,
    playStore: ctx.env.PLAY_STORE_URL ?? null,
  })),

  /** Who runs the site and where else it is, from the operator's settings: the footers and the legal pages. */
  siteDetails: publicProcedure.output(siteDetailsSchema).query(({ ctx }) => {
    const social = parseSocialLinks(ctx.env.SOCIAL_LINKS);
    return {
      operatorName: ctx.env.OPERATOR_NAME ?? null,
      operatorContact: ctx.env.OPERATOR_CONTACT ?? null,
      socialLinks: social.ok ? social.value : [],
      pressMentions: parsePressMentions(ctx.env.PRESS_MENTIONS),
      companySite: Boolean(ctx.env.COMPANY_SITE_URL),
    };
  }),

  /** The caller's calendar feed (calendarFeed.ts): every party they host or said yes to, for a calendar app. */
  calendarFeed: authedProcedure
    .output(calendarFeedLinksSchema)
    .query(({ ctx }) => currentFeedLinks(ctx.db, ctx.env, ctx.secrets.codeKey, ctx.user.id)),

  /** A new feed link; the old one stops working (a link shared by mistake). */
  resetCalendarFeed: authedProcedure
    .use(rateLimit('resetCalendarFeed', 10, 10 * 60_000))
    .output(calendarFeedLinksSchema)
    .mutation(({ ctx }) => resetFeedLinks(ctx.db, ctx.env, ctx.secrets.codeKey, ctx.user.id)),

  /** "Download my data": the caller's own account, parties, answers, messages, photos and coins as JSON. */
  exportMyData: authedProcedure
    .use(rateLimit('exportMyData', 10, 10 * 60_000))
    .output(accountDataExportSchema)
    .query(async ({ ctx }) => {
      const data = await exportAccountData(ctx.db, ctx.user.id);
      if (!data) throw new DomainError('NOT_FOUND', 'User not found.');
      return data;
    }),

  /**
   * Whether the signed-in account has finished its profile (the name step); by phone, only for a number
   * verified on the caller's own account (see getHasElkProfileInput): never an oracle for who has an account.
   * Rate-limited per account all the same.
   */
  getHasElkProfile: authedProcedure
    .use(rateLimit('hasElkProfile', 30, 10 * 60_000))
    .input(getHasElkProfileInput)
    .output(hasElkProfileResultSchema)
    .query(async ({ ctx, input }) => {
      if (input.phoneNumber && !(await hasVerifiedPhone(ctx.db, ctx.user.id, input.phoneNumber))) {
        throw new DomainError('FORBIDDEN', MSG.phoneNotVerified);
      }
      return { existingElkProfile: ctx.user.profileCreatedAt !== null };
    }),

  /** The name step: completes the profile once; a second call answers with the existing profile. */
  createElkUser: authedProcedure
    .input(createElkUserInput)
    .output(elkUserResultSchema)
    .mutation(async ({ ctx, input }) => {
      const { elkUser, coinsSpent } = input;
      await ctx.db.transaction(async (tx) => {
        const [created] = await tx
          .update(users)
          .set({
            name: elkUser.name,
            photoUrl: elkUser.photoUrl ?? null,
            grantedTextPermission: elkUser.grantedTextPermission ?? false,
            textPermissionStatus:
              elkUser.textPermissionStatus ?? (elkUser.grantedTextPermission ? 'GRANTED' : 'UNDEFINED'),
            profileCreatedAt: new Date(),
          })
          .where(and(eq(users.id, ctx.user.id), isNull(users.profileCreatedAt)))
          .returning({ id: users.id });
        if (!created) return;
        // Every new account starts with the free coins, less what the visitor already spent before signing up.
        await tx
          .insert(coinLedger)
          .values({ userId: ctx.user.id, delta: FREE_COIN_BALANCE, reason: 'signup_grant' });
        if (coinsSpent > 0) {
          await tx
            .insert(coinLedger)
            .values({ userId: ctx.user.id, delta: -coinsSpent, reason: 'free_spent' });
        }
      });
      const profile = await loadElkUser(ctx.db, ctx.user.id);
      if (!profile) throw new DomainError('INTERNAL_SERVER_ERROR', MSG.createUserFailed);
      return { elkUser: profile };
    }),

  /** A person's own profile (their id, or none for "me"); other people's profiles are not readable here. */
  getElkUser: selfProcedure
    .input(getElkUserInput)
    .output(elkUserResultSchema)
    .query(({ ctx }) => ownProfile(ctx, ctx.user.id)),

  /** Profile edits (name, picture, text permission); only the fields given change. */
  updateElkUser: authedProcedure
    .input(updateElkUserInput)
    .output(elkUserResultSchema)
    .mutation(async ({ ctx, input }) => {
      await updateProfile(ctx.db, ctx.user.id, input.elkUser);
      return ownProfile(ctx, ctx.user.id);
    }),

  /** No more text messages (as replying STOP would do): permission withdrawn and the opt-out recorded. */
  optOut: authedProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await ctx.db
      .update(users)
      .set({ optedOutAt: new Date(), grantedTextPermission: false, textPermissionStatus: 'REJECTED' })
      .where(eq(users.id, ctx.user.id));
    return { success: true as const };
  }),

  /** "Not now" on the complete-your-profile nudge: it stays away for 24 hours. */
  snoozeMergeNudge: authedProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await ctx.db.update(users).set({ mergeNudgeSnoozedAt: new Date() }).where(eq(users.id, ctx.user.id));
    return { success: true as const };
  }),

  /**
   * The text-message prompt was put away: Yes or No records the choice (granted null = dismissed changes it
   * not), and either way the account remembers it was asked, so no device asks again.
   */
  answerTextPermissionPrompt: authedProcedure
    .input(answerTextPermissionPromptInput)
    .output(elkUserResultSchema)
    .mutation(async ({ ctx, input }) => {
      const now = new Date();
      await ctx.db
        .update(users)
        .set({
          textPermissionAskedAt: sql`coalesce(${users.textPermissionAskedAt}, ${now})`,
          ...(input.granted === null
            ? {}
            : {
                grantedTextPermission: input.granted,
                textPermissionStatus: input.granted ? ('GRANTED' as const) : ('REJECTED' as const),
              }),
        })
        .where(eq(users.id, ctx.user.id));
      return ownProfile(ctx, ctx.user.id);
    }),

  /**
   * Merges the account that owns `pii` into the caller's. Only right after the caller proved that e-mail or
   * phone with a code (verifyWithPiiAndCode answered mergePrompt), and only once per proof.
   */
  confirmUserMerge: authedProcedure
    .use(rateLimit('confirmUserMerge', 10, 3600_000))
    .input(confirmUserMergeInput)
    .output(confirmUserMergeResultSchema)
    .mutation(async ({ ctx, input }) => {
      if (!(await spendAccountMergeGrant(ctx.db, ctx.user.id, input.pii))) {
        throw new DomainError('FORBIDDEN', MSG.mergeProofMissing);
      }
      const owner = await findUserIdByPii(ctx.db, input.pii);
      if (owner && owner !== ctx.user.id) await mergeAccounts(ctx.db, ctx.user.id, owner);
      else if (!owner) await addPiiToUser(ctx.db, ctx.user.id, input.pii);
      return { success: true as const, ...(await ownProfile(ctx, ctx.user.id)) };
    }),

  /** Deletes the caller's account for good (see domain/accountDeletion.ts) and ends every session of it. */
  deleteAccount: authedProcedure.output(successSchema).mutation(async ({ ctx }) => {
    await deleteAccount(ctx, ctx.user.id);
    // Every instance hears of it from the triggers; this one forgets the sessions now.
    sessionCacheOf(ctx.notifications)?.forgetUser(ctx.user.id);
    clearSessionCookies(ctx.res, ctx.secureCookies);
    return { success: true as const };
  }),
});
