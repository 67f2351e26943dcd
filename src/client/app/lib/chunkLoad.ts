// Script chunks can disappear under a running page when a new build is deployed. Such a failure is reported
// as a load error and the page is reloaded once (not again within a minute, so a broken deploy cannot loop).
import { SCRIPT_CHUNK_TIMEOUT_MS } from '../../../shared/constants';
import { describeError, flushLogsWithBeacon, log } from './log';

const RELOAD_KEY = 'elk:chunkReloadAt';
const RELOAD_AGAIN_AFTER_MS = 60_000;

const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (CSS )?chunk .* failed|Timed out loading script chunk/i;

export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return CHUNK_ERROR_PATTERN.test(message);
}

/** Reloads the page unless it was already reloaded for this reason a moment ago. True when reloading. */
function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOAD_KEY) ?? 0);
    if (Date.now() - last < RELOAD_AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(RELOAD_KEY, String(Date.now()));
  } catch {
    // Without session storage we cannot tell a loop from a first failure; do not reload.
    return false;
  }
  flushLogsWithBeacon();
  window.location.reload();
  return true;
}

let lastReported = '';

/** Reports a failed chunk load (once per distinct failure) and reloads the page once. True when reloading. */
export function handleChunkLoadError(error: unknown): boolean {
  const description = describeError(error);
  if (description !== lastReported) log.error(`Load error: ${description}`);
  lastReported = description;
  return reloadOnce();
}

/** A dynamic import that gives up after the spec's script chunk timeout (120 s). */
export function importWithTimeout<T>(load: () => Promise<T>, name: string): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`Timed out loading script chunk ${name} after ${SCRIPT_CHUNK_TIMEOUT_MS}ms`)),
      SCRIPT_CHUNK_TIMEOUT_MS,
    );
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Code fetched the first time someone needs it (a modal, a menu) rather than with the page: one request however
 * often it is asked for, with the spec's script chunk timeout. A failure is reported as a load error (and
 * reloads the page once, in case a new build replaced the file); the next call tries again.
 */
export function onDemand<T>(name: string, load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    pending ??= importWithTimeout(load, name).catch((error: unknown) => {
      pending = null;
      handleChunkLoadError(error);
      throw error;
    });
    return pending;
  };
}
