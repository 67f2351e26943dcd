import { useEffect, useRef } from 'react';

/** How long the thread stays pinned while the content above it (cover, guest list, feed) finishes loading. */
const SETTLE_MS = 4000;
const USER_INPUTS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;

/**
 * A section's element, scrolled into view when the page was opened at `#anchor`: a private message's "View the
 * party" link ends in #private-messages, a wall post's "See the wall" in #wall, and the browser cannot jump
 * there itself because the section renders only once its query has answered. Content above it that loads later (the cover image, the
 * guest list) would push it down again, so it is re-pinned on every layout change until the page settles
 * or the reader scrolls on their own.
 */
export function useLandingScroll<T extends HTMLElement>(anchor: string) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (window.location.hash !== `#${anchor}`) return;
    const pin = () => ref.current?.scrollIntoView({ block: 'start' });
    pin();
    const observer = new ResizeObserver(pin);
    observer.observe(document.body);
    const stop = () => {
      observer.disconnect();
      window.clearTimeout(timer);
      for (const input of USER_INPUTS) window.removeEventListener(input, stop);
    };
    const timer = window.setTimeout(stop, SETTLE_MS);
    for (const input of USER_INPUTS) window.addEventListener(input, stop, { passive: true });
    return stop;
  }, [anchor]);
  return ref;
}
