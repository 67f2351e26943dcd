import { useClipboard } from '@mantine/hooks';
import { useEffect } from 'react';
import { COPY_TOOLTIP_MS } from '../../../shared/constants';
import { log } from '../lib/log';
import { notify } from '../lib/notify';

/**
 * Mantine's clipboard with the spec's 2 s of "copied", and a copy the browser refuses (no clipboard, no
 * permission) said as `failedMessage` instead of passing in silence, and logged under `action` (the button's
 * label). The copy settles later (or fails at once without a clipboard): each failure is a new error to report.
 */
export function useCopy(failedMessage: string, action: string) {
  const clipboard = useClipboard({ timeout: COPY_TOOLTIP_MS });
  useEffect(() => {
    if (!clipboard.error) return;
    log.warn(`${action}: the browser refused the copy`, clipboard.error);
    notify.error(failedMessage);
  }, [clipboard.error, failedMessage, action]);
  return clipboard;
}
