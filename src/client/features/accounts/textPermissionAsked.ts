import { STORAGE_TEXT_PERMISSION_ASKED } from '../../../shared/constants';
import { log } from '../../app/lib/log';

// This device's memory that the text-permission question was put (answered or dismissed): the account's prompt
// and the question after a guest's RSVP both ask it at most once per device.

export function textPermissionAskedBefore(): boolean {
  try {
    return localStorage.getItem(STORAGE_TEXT_PERMISSION_ASKED) === '1';
  } catch {
    return false;
  }
}

export function rememberTextPermissionAsked(): void {
  try {
    localStorage.setItem(STORAGE_TEXT_PERMISSION_ASKED, '1');
  } catch (error) {
    log.warn('Remembering the text-permission answer failed', error);
  }
}
