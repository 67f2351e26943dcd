import { handleChunkLoadError, isChunkLoadError } from './chunkLoad';
import { describeError, flushLogsWithBeacon, log } from './log';

/** Reports uncaught errors and rejections, handles Vite's preload failures and flushes logs on pagehide. */
export function installGlobalErrorReporting(): void {
  window.addEventListener('error', (event) => {
    const error: unknown = event.error ?? event.message;
    if (isChunkLoadError(error)) {
      handleChunkLoadError(error);
      return;
    }
    log.error(`Uncaught error: ${describeError(error)} (${event.filename}:${event.lineno}:${event.colno})`);
  });
  window.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (isChunkLoadError(reason)) {
      handleChunkLoadError(reason);
      return;
    }
    log.error(`Unhandled rejection: ${describeError(reason)}`);
  });
  // Vite fires this when a preloaded chunk or stylesheet fails to load. Preventing the default swallows the
  // error, so only do that when the page is about to reload; otherwise the route's error element shows it.
  window.addEventListener('vite:preloadError', (event) => {
    if (handleChunkLoadError((event as Event & { payload?: unknown }).payload ?? 'vite:preloadError')) {
      event.preventDefault();
    }
  });
  window.addEventListener('pagehide', flushLogsWithBeacon);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushLogsWithBeacon();
  });
}
