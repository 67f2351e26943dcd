import { notificationsStore } from '@mantine/notifications';
import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { onDemand } from './chunkLoad';

// Toasts (notify.tsx) go into Mantine's notifications store, which is tiny; the component that shows them, with
// its transitions and styles, is fetched the first time there is a toast to show rather than with every page
// (issue 14). It then shows what the store holds, the toast that brought it in included.

const loadToasts = onDemand('toasts', () => import('./ToastsHost'));
const ToastsHost = lazy(() => loadToasts().then((m) => ({ default: m.ToastsHost })));

const anyToast = () => {
  const { notifications, queue } = notificationsStore.getState();
  return notifications.length + queue.length > 0;
};

/** In App: nothing until the first toast, then the notifications container. */
export function DeferredNotifications() {
  const wanted = useSyncExternalStore(notificationsStore.subscribe, anyToast);
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    // A failed fetch is reported as a load error by onDemand; the next toast tries again.
    if (wanted && !loaded)
      loadToasts().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [wanted, loaded]);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <ToastsHost />
    </Suspense>
  );
}
