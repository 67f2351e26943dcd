import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from './idle';

/**
 * How many of a page's `stages` (parts below what a visitor first sees) are mounted: none at the first render,
 * then one more after each commit, when the browser has a quiet moment, in a transition. A slow phone so builds
 * and lays out a long page in a few short tasks instead of one long one (issue 14: total blocking time), and the
 * part on screen shows and answers first. Every stage is mounted within a few seconds whatever the page does.
 */
export function useStagedMount(stages: number, timeoutMs = 1_000): number {
  const [mounted, setMounted] = useState(0);
  useEffect(() => {
    if (mounted >= stages) return undefined;
    return whenIdle(() => startTransition(() => setMounted((n) => n + 1)), timeoutMs);
  }, [mounted, stages, timeoutMs]);
  return mounted;
}
