import { Button, CopyButton, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { QRCodeSVG } from 'qrcode.react';
import { ALBUM_TEXT } from '../../../shared/album/copy';
import { COPY_TOOLTIP_MS, QR_CODE_SIZE_PX } from '../../../shared/constants';
import classes from './Album.module.css';
import { useAlbumQuery } from './queries';

/**
 * Photo sharing for the hosts (spec section 2: the party-created modal's photo sharing and the QR code of the
 * album URL, 100 px, error correction M; the editor's Guests tab links to it): the album link, its QR code to
 * show at the party, and a copy button.
 */
export function AlbumShareCard({ eventId }: { eventId: string }) {
  const album = useAlbumQuery({ eventId });
  const url = album.data?.albumUrl;
  if (album.error) return null;
  return (
    <Stack gap={8} data-testid="album-share">
      <Text size="sm" fw={600}>
        {ALBUM_TEXT.shareTitle}
      </Text>
      <Group gap="sm" wrap="nowrap" align="center">
        <div className={classes.qr} role="img" aria-label="QR code of the album link">
          {url ? (
            <QRCodeSVG value={url} size={QR_CODE_SIZE_PX} level="M" marginSize={0} data-testid="album-qr" />
          ) : (
            <Skeleton width={QR_CODE_SIZE_PX} height={QR_CODE_SIZE_PX} />
          )}
        </div>
        <Stack gap={6} flex={1} miw={0}>
          <TextInput value={url ?? ''} readOnly aria-label={ALBUM_TEXT.albumLink} size="sm" />
          <CopyButton value={url ?? ''} timeout={COPY_TOOLTIP_MS}>
            {({ copied, copy }) => (
              <Button
                variant="light"
                size="compact-sm"
                onClick={copy}
                disabled={!url}
                leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
              >
                {copied ? ALBUM_TEXT.copiedAlbumLink : ALBUM_TEXT.copyAlbumLink}
              </Button>
            )}
          </CopyButton>
          <Text size="xs" c="dimmed">
            {ALBUM_TEXT.shareHint}
          </Text>
        </Stack>
      </Group>
    </Stack>
  );
}
