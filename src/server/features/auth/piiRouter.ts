import { MSG } from '../../../shared/common/copy';
import {
  sendPiiVerificationCodeInput,
  signInResultSchema,
  type VerifyPiiResult,
  verifyPiiResultSchema,
  verifyWithPiiAndCodeInput,
} from '../../../shared/auth/schema';
import { sendVerificationCode } from './codeDelivery';
import { verifyCode } from './codes';
import { addPiiToUser, findUserIdByPii, grantAccountMerge } from '../accounts';
import { checkCodeLimit, sendCodeLimit } from './codesRouter';
import { authedProcedure } from '../../platform/trpc/procedures';

// "Complete your profile": a signed-in user proves another e-mail or phone with a code. The address is then
// added to the account, or, when another account owns it, the answer is a merge prompt (confirmUserMerge).

export const piiProcedures = {
  sendPiiVerificationCode: authedProcedure
    .use(sendCodeLimit)
    .input(sendPiiVerificationCodeInput)
    .output(signInResultSchema)
    .mutation(({ ctx, input }) =>
      sendVerificationCode(ctx, { ...input.pii, purpose: 'add_pii', userId: ctx.user.id }),
    ),

  verifyWithPiiAndCode: authedProcedure
    .use(checkCodeLimit)
    .input(verifyWithPiiAndCodeInput)
    .output(verifyPiiResultSchema)
    .mutation(async ({ ctx, input }): Promise<VerifyPiiResult> => {
      const { pii } = input;
      const target = { ...pii, purpose: 'add_pii' as const, userId: ctx.user.id };
      if (!(await verifyCode(ctx.db, ctx.secrets.codeKey, target, input.code))) {
        return { success: false, errorMessage: MSG.invalidCode };
      }
      const owner = await findUserIdByPii(ctx.db, pii);
      if ((!owner || owner === ctx.user.id) && (await addPiiToUser(ctx.db, ctx.user.id, pii)) === 'added') {
        return { success: true, addPiiSuccess: { pii: pii.address } };
      }
      await grantAccountMerge(ctx.db, ctx.user.id, pii);
      return { success: true, mergePrompt: { pii: pii.address } };
    }),
};
