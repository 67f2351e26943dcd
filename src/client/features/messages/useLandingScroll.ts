import { useEffect, useRef } from 'react';
import { PRIVATE_MESSAGES_ANCHOR } from '../../../shared/messages/rules';

/**
 * The private messages' element, scrolled into view when the page was opened at them: a private message's
 * "View the party" link ends in #private-messages, and the browser cannot jump there itself because the
 * thread renders only once its query has answered.
 */
export function useLandingScroll<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (window.location.hash !== `#${PRIVATE_MESSAGES_ANCHOR}`) return;
    ref.current?.scrollIntoView({ block: 'start' });
  }, []);
  return ref;
}
