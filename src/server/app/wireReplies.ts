import { MSG } from '../../shared/common/copy';

/**
 * The HTTP statuses `/json` answers with besides 200, each with a JSON-RPC error body (`{jsonrpc, id: null |
 * the call's id, error: {code, message}}`), as the documents (openapi.ts, openrpc.ts) describe them. Each is
 * a reply the app really sends: the body parser and error handler (app.ts), the CSRF guard (security.ts) and
 * the JSON-RPC handler (jsonRpc.ts); wireDocuments.test.ts calls for the 4xx ones.
 */
export const HTTP_ERROR_REPLIES = {
  '400':
    'Parse error (-32700): the body is not valid JSON; or Invalid Request (-32600) when it nests too deep.',
  '403':
    'Cross-site request refused (-32003): a request a browser marks cross-site (`Sec-Fetch-Site`) or whose ' +
    '`Origin` is another host runs nothing, so a session cookie serves only this site’s pages and clients ' +
    'that send no `Origin`.',
  '413': 'Request body too large (-32600): the limit is 1 MB.',
  '415': 'Content-Type must be application/json (-32600): any other body type runs nothing.',
  '429': `Too many requests (-32029, \`${MSG.rateLimited}\`): wait, then try again.`,
  '500': 'Internal error (-32603); the message carries no details.',
  '503': 'The database is unavailable (-32053): try again later.',
} as const;

export const NOTIFICATION_REPLY =
  'A notification (a call without `id`, or a batch of them only): it has run, and no body comes back.';
