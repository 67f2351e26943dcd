/**
 * Runs `work` once the browser has a quiet moment (and within `timeoutMs` regardless), in a task of its own
 * rather than in the middle of the page's first render; returns a cancel function.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = setTimeout(work, 0);
  return () => clearTimeout(id);
}
