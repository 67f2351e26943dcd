import { STORAGE_HOST_TEXT_CONSENT } from '../../../shared/constants';
import { log } from '../../app/lib/log';

// The host's agreement to send invitations by text, remembered on this device (the account has no field for a
// host's permission to text guests; its text permission is about texts to the person themselves).

export function hostAgreedToText(): boolean {
  try {
    return localStorage.getItem(STORAGE_HOST_TEXT_CONSENT) === '1';
  } catch {
    return false;
  }
}

export function rememberHostAgreedToText(): void {
  try {
    localStorage.setItem(STORAGE_HOST_TEXT_CONSENT, '1');
  } catch (error) {
    log.warn('Remembering the text consent failed', error);
  }
}
