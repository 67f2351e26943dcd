import { z } from 'zod';
import { NOTIFICATION_TEXT } from '../../../shared/notifications/copy';
import { unsubscribeTokenSchema } from '../../../shared/notifications/schema';
import { DomainError } from '../../platform/errors';
import { readUnsubscribeToken } from '../../platform/mail/unsubscribeLink';
import { publicProcedure } from '../../platform/trpc/procedures';

/**
 * The holder of an e-mail's unsubscribe link (platform/mail/unsubscribeLink.ts): the signed token is the
 * credential, as RFC 8058's one-click link is; it narrows ctx.unsubscribe to whom the mail was for. A link
 * that is not ours answers as missing.
 */
export const unsubscribeLinkProcedure = publicProcedure
  .input(z.object({ token: unsubscribeTokenSchema }))
  .use(({ ctx, input, next }) => {
    const claim = readUnsubscribeToken(ctx.secrets.codeKey, input.token);
    if (!claim) throw new DomainError('NOT_FOUND', NOTIFICATION_TEXT.linkInvalid);
    return next({ ctx: { unsubscribe: claim } });
  });
