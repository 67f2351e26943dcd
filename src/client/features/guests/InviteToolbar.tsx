import { ActionIcon, Button, CopyButton, Group, Menu, Tooltip } from '@mantine/core';
import {
  IconClipboardList,
  IconCopy,
  IconDots,
  IconDownload,
  IconFileUpload,
  IconLink,
} from '@tabler/icons-react';
import { COPY_TOOLTIP_MS } from '../../../shared/constants';
import { INVITE_TEXT } from './inviteText';
import { notify } from '../../app/lib/notify';

type ToolbarProps = {
  eventLink: string;
  mobile: boolean;
  /** Absent on a read-only (cancelled) party: the control is not shown. */
  onImportCsv?: () => void;
  onPasteList?: () => void;
  onDownloadList: () => void;
};

/** Import CSV, Paste list, Download list, Copy link; a menu on mobile (≤ 767 px). */
export function InviteToolbar({ eventLink, mobile, onImportCsv, onPasteList, onDownloadList }: ToolbarProps) {
  if (mobile) {
    const copyLink = async () => {
      try {
        await navigator.clipboard.writeText(eventLink);
        notify.info(INVITE_TEXT.copiedLink, { durationMs: COPY_TOOLTIP_MS });
      } catch {
        notify.warn(eventLink);
      }
    };
    return (
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="light" size="lg" aria-label="Guest list tools">
            <IconDots size={20} />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {onImportCsv && (
            <Menu.Item leftSection={<IconFileUpload size={16} />} onClick={onImportCsv}>
              {INVITE_TEXT.importCsv}
            </Menu.Item>
          )}
          {onPasteList && (
            <Menu.Item leftSection={<IconClipboardList size={16} />} onClick={onPasteList}>
              {INVITE_TEXT.pasteList}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconDownload size={16} />} onClick={onDownloadList}>
            {INVITE_TEXT.downloadList}
          </Menu.Item>
          <Menu.Item leftSection={<IconLink size={16} />} onClick={() => void copyLink()}>
            {INVITE_TEXT.copyLink}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    );
  }
  return (
    <Group gap="xs" role="toolbar" aria-label="Guest list tools">
      {onImportCsv && (
        <Button variant="default" size="xs" leftSection={<IconFileUpload size={16} />} onClick={onImportCsv}>
          {INVITE_TEXT.importCsv}
        </Button>
      )}
      {onPasteList && (
        <Button
          variant="default"
          size="xs"
          leftSection={<IconClipboardList size={16} />}
          onClick={onPasteList}
        >
          {INVITE_TEXT.pasteList}
        </Button>
      )}
      <Button variant="default" size="xs" leftSection={<IconDownload size={16} />} onClick={onDownloadList}>
        {INVITE_TEXT.downloadList}
      </Button>
      <CopyButton value={eventLink} timeout={COPY_TOOLTIP_MS}>
        {({ copied, copy }) => (
          <Tooltip label={INVITE_TEXT.copiedLink} opened={copied} withArrow>
            <Button variant="default" size="xs" leftSection={<IconCopy size={16} />} onClick={copy}>
              {INVITE_TEXT.copyLink}
            </Button>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
