import { ActionIcon, CopyButton, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { COPY_TOOLTIP_MS } from '../../../shared/constants';

/** Copies `value`; the tooltip shows `copiedLabel` for the spec's 2 s. */
export function CopyTextButton({
  value,
  label,
  copiedLabel,
}: {
  value: string;
  label: string;
  copiedLabel: string;
}) {
  return (
    <CopyButton value={value} timeout={COPY_TOOLTIP_MS}>
      {({ copied, copy }) => (
        <Tooltip label={copied ? copiedLabel : label} withArrow opened={copied ? true : undefined}>
          <ActionIcon variant={copied ? 'filled' : 'light'} onClick={copy} aria-label={label} size="lg">
            {copied ? <IconCheck size={18} /> : <IconCopy size={18} />}
          </ActionIcon>
        </Tooltip>
      )}
    </CopyButton>
  );
}
