import { ActionIcon, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useCopy } from './useCopy';

/** What a refused copy says (no clipboard, or no permission to write to it). */
export const COPY_TEXT_FAILED = 'Could not copy: the browser did not allow it.';

/** Copies `value`; the tooltip shows `copiedLabel` for the spec's 2 s, and a refused copy says so. */
export function CopyTextButton({
  value,
  label,
  copiedLabel,
}: {
  value: string;
  label: string;
  copiedLabel: string;
}) {
  const clipboard = useCopy(COPY_TEXT_FAILED, label);
  const { copied } = clipboard;
  return (
    <Tooltip label={copied ? copiedLabel : label} withArrow opened={copied ? true : undefined}>
      <ActionIcon
        variant={copied ? 'filled' : 'light'}
        onClick={() => clipboard.copy(value)}
        aria-label={label}
        size="lg"
      >
        {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
      </ActionIcon>
    </Tooltip>
  );
}
