import type { DbNotifications, NotificationHandler } from './notifications';

/**
 * For unit tests (imported only by `*.test.ts`): an in-memory listening connection on one channel that the test
 * drives. It notifies, drops and restores the LISTEN, and reconnects; `notifyLater` hands the payload to this
 * instance's handlers at once, as the real one does before it sends.
 */
export function notificationsStandIn(channel: string) {
  const handlers = new Set<NotificationHandler>();
  const reconnects = new Set<() => void>();
  let listening = true;
  const notify = (payload: string) => handlers.forEach((handler) => handler(payload));
  const notifications: DbNotifications = {
    subscribe: (subscribed, handler) => {
      if (subscribed !== channel) throw new Error(`Subscribed to ${subscribed}, expected ${channel}`);
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onReconnect: (handler) => {
      reconnects.add(handler);
      return () => reconnects.delete(handler);
    },
    isListening: () => listening,
    notifyLater: (_channel, payload) => {
      notify(payload);
      return Promise.resolve();
    },
    sync: () => Promise.resolve(listening),
    start: () => Promise.resolve(),
    stop: () => Promise.resolve(),
  };
  return {
    notifications,
    notify,
    setListening: (value: boolean) => {
      listening = value;
    },
    reconnect: () => reconnects.forEach((handler) => handler()),
  };
}
