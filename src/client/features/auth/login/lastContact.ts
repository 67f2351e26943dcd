// The phone number and e-mail address last used to sign in on this browser, so the login pages can offer them
// again (spec section 5: a prefilled phone is trusted only as +1 and 10 digits).
import { isValidEmail } from '../../../../shared/common/email';
import { formatPhoneForDisplay, isPrefilledUsPhone } from '../../../../shared/common/phone';

const PHONE_KEY = 'lastSignInPhone';
const EMAIL_KEY = 'lastSignInEmail';

function read(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage refused (private mode): nothing to prefill
  }
}

/** Remembers the address a code was just sent to. */
export function rememberSignInContact(sentTo: { channel: 'phone' | 'email'; address: string }): void {
  try {
    localStorage.setItem(sentTo.channel === 'phone' ? PHONE_KEY : EMAIL_KEY, sentTo.address);
  } catch {
    // Prefilling is a convenience; a browser that will not store it simply asks again.
  }
}

/** The last US number used, as the phone field shows it ('(415) 555-0123'), or ''. */
export function lastSignInPhone(): string {
  const stored = read(PHONE_KEY);
  return stored && isPrefilledUsPhone(stored) ? formatPhoneForDisplay(stored) : '';
}

/** The last e-mail address used, or ''. */
export function lastSignInEmail(): string {
  const stored = read(EMAIL_KEY);
  return stored && isValidEmail(stored) ? stored : '';
}
