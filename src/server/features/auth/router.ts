import { router } from '../../platform/trpc/trpc';
import { codeProcedures } from './codesRouter';
import { piiProcedures } from './piiRouter';
import { sessionProcedures } from './sessionRouter';

/** Sign-in: codes by e-mail and text, sessions and refresh tokens, and verifying more e-mails or phones. */
export const authRouter = router({ ...codeProcedures, ...sessionProcedures, ...piiProcedures });
