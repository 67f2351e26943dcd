import { useEffect, useState } from 'react';

// Parts of a page nobody needs in its first seconds (issue 42: "the rest hydrates after first input or idle"):
// their code is fetched once the visitor does something (moves, taps, scrolls, types) or after a quiet while,
// so the first visit's bytes and main-thread time go to what they came for.

const INPUTS = ['pointermove', 'pointerdown', 'touchstart', 'wheel', 'scroll', 'keydown'] as const;

/** How long a page with no input waits before the deferred parts come anyway. */
export const QUIET_WHILE_MS = 5_000;

/**
 * False until the first input on the page, or `quietMs` after mount, or at once when the page was opened at
 * `#anchor` (a link to that part).
 */
export function useAfterFirstInput(anchor?: string, quietMs = QUIET_WHILE_MS): boolean {
  const [ready, setReady] = useState(() => Boolean(anchor) && window.location.hash === `#${anchor}`);
  useEffect(() => {
    if (ready) return;
    const go = () => setReady(true);
    const timer = window.setTimeout(go, quietMs);
    for (const input of INPUTS) window.addEventListener(input, go, { passive: true, once: true });
    return () => {
      window.clearTimeout(timer);
      for (const input of INPUTS) window.removeEventListener(input, go);
    };
  }, [ready, quietMs]);
  return ready;
}
