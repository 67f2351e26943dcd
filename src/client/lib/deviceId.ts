// The spec's device id: 'WEB-' plus a generated id, kept in local storage under `deviceId`.
import { log } from './log';

const KEY = 'deviceId';
const PREFIX = 'WEB-';
let cached: string | null = null;

function randomId(): string {
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
