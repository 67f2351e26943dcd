import { TRPCError } from '@trpc/server';
import { and, eq, isNull } from 'drizzle-orm';
import { FREE_COIN_BALANCE } from '../../../shared/constants';
import { MSG } from '../../../shared/messages';
import { createElkUserInput, getElkUserInput } from '../../../shared/schemas/users';
import { coinLedger, users } from '../../db/schema';
import { loadElkUser } from '../../domain/users';
import { authedProcedure, router } from '../trpc';

export const usersRouter = router({
  /** Whether the signed-in account has finished its profile (the name step). */
  getHasElkProfile: authedProcedure.query(({ ctx }) => ({
    existingElkProfile: ctx.user.profileCreatedAt !== null,
  })),

  /** The name step: completes the profile once; a second call answers with the existing profile. */
  createElkUser: authedProcedure.input(createElkUserInput).mutation(async ({ ctx, input }) => {
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
        await tx.insert(coinLedger).values({ userId: ctx.user.id, delta: -coinsSpent, reason: 'free_spent' });
      }
    });
    const profile = await loadElkUser(ctx.db, ctx.user.id);
    if (!profile) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: MSG.createUserFailed });
    return { elkUser: profile };
  }),

  /** A person's own profile (their id, or none for "me"); other people's profiles are not readable here. */
  getElkUser: authedProcedure.input(getElkUserInput).query(async ({ ctx, input }) => {
    if (input.userId && input.userId !== ctx.user.id) {
      throw new TRPCError({ code: 'FORBIDDEN', message: MSG.forbidden });
    }
    const profile = await loadElkUser(ctx.db, ctx.user.id);
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'User not found.' });
    return { elkUser: profile };
  }),
});
