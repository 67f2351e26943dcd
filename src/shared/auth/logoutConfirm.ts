import { MSG } from '../common/copy';

// The Log out question (spec section 8) says "You won't need to verify your phone number every time", which is
// wrong for someone who signs in by e-mail. It names what the account actually signs in with, and uses "log out"
// as the verb (the spec's "logout" is the noun; issue 38).

export function logoutConfirmText(account: { emails: readonly string[]; phones: readonly string[] }): string {
  const hasEmail = account.emails.length > 0;
  const hasPhone = account.phones.length > 0;
  if (hasPhone && !hasEmail) return MSG.logoutConfirm;
  const what =
    hasEmail && hasPhone ? 'your phone number or email address' : hasEmail ? 'your email address' : null;
  return what
    ? `Are you sure you want to log out? You won't need to verify ${what} every time if you stay logged in.`
    : "Are you sure you want to log out? You won't need to sign in again every time if you stay logged in.";
}
