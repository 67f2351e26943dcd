import type { TrpcReply } from '../helpers/trpcHttp';
import type { Outcome } from './permissionMatrix';

// Reading a reply as one of the matrix's outcomes (permissionMatrix.ts says what each means).

const DENIAL_CODES = ['FORBIDDEN', 'NOT_FOUND', 'UNAUTHORIZED'];
const REJECTION_CODES = ['BAD_REQUEST', 'CONFLICT'];

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** An RSVP reply that recorded nothing and asks the caller to sign in. */
const asksToSignIn = (data: unknown) => field(data, 'shouldPromptLogin') === true;
/** Who the reply says the caller is on the party (getEvent, getEventPreview), if it says. */
const viewerRole = (data: unknown) => field(field(data, 'viewer'), 'role');
const showsPlace = (data: unknown) => field(field(data, 'event'), 'location') != null;

/** The reply in words, for a failing cell's message. */
export function describeReply(reply: TrpcReply): string {
  if (reply.error) return `${reply.status} ${reply.error.code} "${reply.error.message.slice(0, 160)}"`;
  if (asksToSignIn(reply.data)) return 'a sign-in prompt (nothing recorded)';
  const role = viewerRole(reply.data);
  return typeof role === 'string' ? `ok as ${role}` : 'ok';
}

export function matchesOutcome(expected: Outcome, reply: TrpcReply): boolean {
  const code = reply.error?.code;
  const succeeded = reply.error === undefined && !asksToSignIn(reply.data);
  switch (expected) {
    case 'ok':
      return succeeded && viewerRole(reply.data) !== 'visitor';
    case 'visitor':
      return succeeded && viewerRole(reply.data) === 'visitor' && !showsPlace(reply.data);
    case 'deny':
      return (code !== undefined && DENIAL_CODES.includes(code)) || asksToSignIn(reply.data);
    case 'signIn':
      return code === 'UNAUTHORIZED';
    case 'reject':
      return code !== undefined && REJECTION_CODES.includes(code);
  }
}

/**
 * Why a cell fails, or null when the reply is the expected outcome and, when it succeeded, shows none of
 * `secrets` (what the caller must not learn).
 */
export function cellProblem(
  expected: Outcome,
  reply: TrpcReply,
  secrets: { name: string; value: string }[],
): string | null {
  if (!matchesOutcome(expected, reply)) return `expected ${expected}, got ${describeReply(reply)}`;
  if (reply.error) return null;
  const leaked = secrets.filter((secret) => reply.text.includes(secret.value)).map((secret) => secret.name);
  return leaked.length ? `${expected}, but the reply shows the ${leaked.join(', the ')}` : null;
}
