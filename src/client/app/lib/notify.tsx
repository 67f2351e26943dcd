// Toasts ("butter bars") with the spec's levels and timings: 5 s then a 0.5 s fade; errors stay 20 s.
import { notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import { ERROR_TOAST_DURATION_MS, TOAST_DURATION_MS } from '../../../shared/constants';
import classes from './notify.module.css';

type NotifyLevel = 'INFO' | 'WARN' | 'ERROR';

const LEVEL_CLASS: Record<NotifyLevel, string | undefined> = {
  INFO: classes.info,
  WARN: classes.warn,
  ERROR: classes.error,
};

export function notify(
  level: NotifyLevel,
  message: ReactNode,
  options: { id?: string; durationMs?: number } = {},
) {
  return notifications.show({
    id: options.id,
    message,
    color: level === 'INFO' ? 'elk' : level === 'WARN' ? 'yellow' : 'red',
    autoClose: options.durationMs ?? (level === 'ERROR' ? ERROR_TOAST_DURATION_MS : TOAST_DURATION_MS),
    withCloseButton: true,
    role: level === 'INFO' ? 'status' : 'alert',
    classNames: {
      root: LEVEL_CLASS[level],
      description: classes.description,
      closeButton: classes.closeButton,
    },
  });
}

notify.info = (message: ReactNode, options?: { id?: string; durationMs?: number }) =>
  notify('INFO', message, options);
notify.warn = (message: ReactNode, options?: { id?: string; durationMs?: number }) =>
  notify('WARN', message, options);
notify.error = (message: ReactNode, options?: { id?: string; durationMs?: number }) =>
  notify('ERROR', message, options);
