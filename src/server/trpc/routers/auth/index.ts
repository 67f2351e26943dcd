import { router } from '../../trpc';
import { codeProcedures } from './codes';
import { piiProcedures } from './pii';
import { sessionProcedures } from './session';

/** Sign-in: codes by e-mail and text, sessions and refresh tokens, and verifying more e-mails or phones. */
export const authRouter = router({ ...codeProcedures, ...sessionProcedures, ...piiProcedures });
