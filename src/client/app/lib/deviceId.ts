// The spec's device id: 'WEB-' plus a generated id, kept in local storage under `deviceId`.
import { DEVICE_ID_HEADER } from '../../../shared/constants';
import { log } from './log';

const KEY = 'deviceId';
const PREFIX = 'WEB-';
let cached: string | null = null;

/** A random id (a UUID where the page may make one). */
export function randomId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function getDeviceId(): string {
  if (cached) return cached;
  try {
    const stored = localStorage.getItem(KEY);
    if (stored?.startsWith(PREFIX)) {
      cached = stored;
      return stored;
    }
  } catch (error) {
    log.warn('Device id read failure', error);
  }
  const id = `${PREFIX}${randomId()}`;
  try {
    localStorage.setItem(KEY, id);
  } catch (error) {
    log.warn('Device id write failure', error);
  }
  cached = id;
  return id;
}

/** The header naming this device on every call (the server keeps it with the session and refresh token). */
export const deviceHeaders = (): Record<string, string> => ({ [DEVICE_ID_HEADER]: getDeviceId() });
