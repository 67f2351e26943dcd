import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconCamera, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { UserAvatar } from '../../../app/ui/UserAvatar';
import { deviceHeaders } from '../../../app/lib/deviceId';
import { log } from '../../../app/lib/log';
import { notify } from '../../../app/lib/notify';

/** Profile uploads accept these image types (spec section 5). */
const PROFILE_IMAGE_TYPES = [
  'image/apng',
  'image/avif',
  'image/gif',
  'image/jpeg',
  'image/png',
  'image/svg+xml',
  'image/webp',
].join(',');

/** Sends a picture to the same storage the cover images use; answers its URL. */
async function uploadProfileImage(file: File): Promise<string> {
  const body = new FormData();
  body.set('purpose', 'profile');
  body.set('file', file);
  const res = await fetch('/api/uploads/image', {
    method: 'POST',
    body,
    // The upload header is the CSRF check for multipart bodies; the device id goes with every call.
    headers: { 'X-Elk-Upload': '1', ...deviceHeaders() },
  });
  const answer = (await res.json().catch(() => null)) as {
    url?: string;
    error?: { message?: string };
  } | null;
  if (!res.ok || !answer?.url) throw new Error(answer?.error?.message ?? `Upload failed with ${res.status}`);
  return answer.url;
}

type Props = {
  person: { userId: string; name: string | null };
  photoUrl: string | null;
  onChange: (photoUrl: string | null) => void;
  disabled?: boolean;
};

/** The picture with 'Change picture' and 'Remove'. A failed upload is logged and the old picture stays. */
export function ProfilePhoto({ person, photoUrl, onChange, disabled }: Props) {
  const [uploading, setUploading] = useState(false);

  const pick = async (file: File | null) => {
    if (!file) return;
    setUploading(true);
    try {
      onChange(await uploadProfileImage(file));
    } catch (error) {
      log.error('Profile image upload failed', error);
      notify.error(error instanceof Error ? error.message : 'That picture could not be uploaded.');
    } finally {
      setUploading(false);
    }
  };

  return (
    <Group gap="lg" wrap="nowrap">
      <UserAvatar person={{ ...person, photoUrl }} size={96} radius={1000} />
      <Stack gap={6}>
        <FileButton onChange={pick} accept={PROFILE_IMAGE_TYPES} disabled={disabled || uploading}>
          {(props) => (
            <Button {...props} variant="light" leftSection={<IconCamera size={18} />} loading={uploading}>
              Change picture
            </Button>
          )}
        </FileButton>
        {photoUrl ? (
          <Button
            variant="subtle"
            color="gray"
            size="compact-sm"
            leftSection={<IconTrash size={14} />}
            onClick={() => onChange(null)}
            disabled={disabled || uploading}
          >
            Remove picture
          </Button>
        ) : (
          <Text size="xs" c="dimmed">
            PNG, JPEG, GIF, WebP, AVIF or SVG
          </Text>
        )}
      </Stack>
    </Group>
  );
}
