import { type ComponentType, lazy, Suspense, useState } from 'react';

/**
 * A modal whose code loads the first time it opens, not with the page: `load`'s component, fetched once `opened`
 * is first true and kept mounted after (so it can animate out).
 */
export function openedOnDemand<P extends { opened: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })));
  return function OnDemand(props: P) {
    const [everOpened, setEverOpened] = useState(props.opened);
    if (props.opened && !everOpened) setEverOpened(true);
    if (!everOpened) return null;
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  };
}
