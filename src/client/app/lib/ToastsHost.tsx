import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import { TOAST_DURATION_MS, TOAST_FADE_MS } from '../../../shared/constants';

/** Where toasts show, as the spec times them; mounted once there is one (deferredNotifications.tsx). */
export function ToastsHost() {
  return (
    <Notifications
      position="top-center"
      autoClose={TOAST_DURATION_MS}
      transitionDuration={TOAST_FADE_MS}
      containerWidth={480}
      limit={4}
    />
  );
}
