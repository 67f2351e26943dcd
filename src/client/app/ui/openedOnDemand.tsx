import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { MSG } from '../../../shared/common/copy';
import { onDemand } from '../lib/chunkLoad';
import { notify } from '../lib/notify';

/**
 * A modal whose code is fetched the first time it opens, not with the page (issue 14), and kept mounted after
 * so it can animate out. A failed fetch is reported (onDemand) and said in a toast; opening it again retries.
 */
export function openedOnDemand<P extends { opened: boolean }>(
  name: string,
  load: () => Promise<ComponentType<P>>,
) {
  const fetch = onDemand(name, load);
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    const [state, setState] = useState<'idle' | 'loading' | 'failed' | 'ready'>('idle');
    const { opened } = props;
    useEffect(() => {
      if (!opened) {
        if (state === 'failed') setState('idle');
        return;
      }
      if (state !== 'idle') return;
      setState('loading');
      fetch().then(
        () => setState('ready'),
        () => {
          setState('failed');
          notify.error(MSG.somethingWentWrongTryAgain);
        },
      );
    }, [opened, state]);
    if (state !== 'ready') return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}

/**
 * A component whose code is fetched when it is first rendered (shown only when there is something to show);
 * nothing is drawn until it arrives, nor if it fails (onDemand reports that).
 */
export function shownOnDemand<P extends object>(name: string, load: () => Promise<ComponentType<P>>) {
  const fetch = onDemand(name, load);
  const Lazy = lazy(() => fetch().then((component) => ({ default: component })));
  return function ShownOnDemand(props: P) {
    const [ready, setReady] = useState(false);
    useEffect(() => {
      let mounted = true;
      fetch().then(
        () => mounted && setReady(true),
        () => undefined,
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (!ready) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
