import { Button, type ButtonProps } from '@mantine/core';
import { IconCheck, IconShare3 } from '@tabler/icons-react';
import { log } from '../lib/log';
import { useCopy } from './useCopy';

const COPIED_LINK = 'Copied link!';
const COPY_FAILED = 'Could not copy the link. Please copy it from the address bar.';

/**
 * Share (spec section 2): the device's share sheet with the title and address where there is one, else the
 * address is copied and the button says 'Copied link!' for 2 s.
 */
export function ShareButton({
  title,
  url,
  size = 'compact-sm',
  variant = 'light',
  fullWidth,
}: {
  title: string;
  url: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
}) {
  const clipboard = useCopy(COPY_FAILED, 'Copy the party link');
  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // Closing the share sheet is not a failure; anything else falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
        log.info(`Native share unavailable, copying instead: ${String(error)}`);
      }
    }
    clipboard.copy(url);
  };
  // The button itself says 'Copied link!' (no tooltip: its positioning library would ride along on every guest's
  // first visit, issue 14).
  return (
    <Button
      variant={variant}
      size={size}
      fullWidth={fullWidth}
      leftSection={clipboard.copied ? <IconCheck size={16} /> : <IconShare3 size={16} />}
      onClick={() => void share()}
    >
      {clipboard.copied ? COPIED_LINK : 'Share'}
    </Button>
  );
}
