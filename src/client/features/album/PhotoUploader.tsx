import {
  ActionIcon,
  Button,
  FileButton,
  Group,
  Modal,
  Progress,
  SegmentedControl,
  Stack,
  Text,
} from '@mantine/core';
import { IconPhotoPlus, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { ALBUM_TEXT } from '../../../shared/album/copy';
import { type AlbumUploadMode, PHOTO_ACCEPT } from '../../../shared/album/rules';
import classes from './Album.module.css';
import type { UploadItem } from './usePhotoUploads';
import type { usePhotoUploads } from './usePhotoUploads';

type Uploads = ReturnType<typeof usePhotoUploads>;

/**
 * "Add photos": pick several files at once; each gets a row with its own progress bar. Automatic mode sends them
 * as soon as they are picked; manual mode lets the guest look them over, drop some, then add the rest.
 */
export function PhotoUploader({
  opened,
  onClose,
  uploads,
  mode,
  onModeChange,
}: {
  opened: boolean;
  onClose: () => void;
  uploads: Uploads;
  mode: AlbumUploadMode;
  onModeChange: (mode: AlbumUploadMode) => void;
}) {
  const { items, waiting, busy } = uploads;
  const close = () => {
    if (!busy) uploads.clearFinished();
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={ALBUM_TEXT.addPhotos} centered size="lg">
      <Stack gap="md">
        <UploadModeChoice mode={mode} onModeChange={onModeChange} />
        <PhotoDropArea onFiles={(files) => void uploads.addFiles(files, mode === 'automatic')} />
        {items.length > 0 && (
          <ul className={classes.uploadList} aria-label="Photos to add">
            {items.map((item) => (
              <UploadRow key={item.id} item={item} onRemove={() => uploads.remove(item.id)} />
            ))}
          </ul>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            {busy ? 'Hide' : 'Done'}
          </Button>
          {mode === 'manual' && (
            <Button disabled={waiting === 0} onClick={uploads.start} data-testid="upload-selected">
              {ALBUM_TEXT.uploadSelected(waiting)}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}

/** Manual or automatic: whether picked photos wait for "Add photos" or go at once. */
function UploadModeChoice({
  mode,
  onModeChange,
}: {
  mode: AlbumUploadMode;
  onModeChange: (mode: AlbumUploadMode) => void;
}) {
  return (
    <Stack gap={6}>
      <Text size="sm" fw={600} id="upload-mode-label">
        {ALBUM_TEXT.uploadModeLabel}
      </Text>
      <SegmentedControl
        aria-labelledby="upload-mode-label"
        value={mode}
        onChange={(value) => onModeChange(value as AlbumUploadMode)}
        data={[
          { value: 'manual', label: ALBUM_TEXT.manual },
          { value: 'automatic', label: ALBUM_TEXT.automatic },
        ]}
      />
      <Text size="xs" c="dimmed">
        {mode === 'automatic' ? ALBUM_TEXT.automaticHint : ALBUM_TEXT.manualHint}
      </Text>
    </Stack>
  );
}

/** The file picker, which also takes photos dropped on it. */
function PhotoDropArea({ onFiles }: { onFiles: (files: File[]) => void }) {
  const [dragging, setDragging] = useState(false);
  return (
    <FileButton multiple accept={PHOTO_ACCEPT} onChange={onFiles}>
      {(props) => (
        <button
          type="button"
          className={classes.dropArea}
          {...props}
          data-testid="pick-photos"
          data-dragging={dragging || undefined}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={(event) => {
            event.preventDefault();
            setDragging(false);
            const files = [...event.dataTransfer.files];
            if (files.length) onFiles(files);
          }}
        >
          <IconPhotoPlus size={32} stroke={1.5} aria-hidden="true" />
          <span>Choose photos or drop them here</span>
          <Text span size="xs" c="dimmed">
            JPEG, PNG, GIF or WebP · several at once
          </Text>
        </button>
      )}
    </FileButton>
  );
}

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Ready to add',
  uploading: 'Adding…',
  done: 'Added',
  failed: 'Not added',
};

function UploadRow({ item, onRemove }: { item: UploadItem; onRemove: () => void }) {
  const percent = Math.round(item.progress * 100);
  return (
    <li className={classes.uploadRow} data-status={item.status}>
      {item.previewUrl ? (
        <img src={item.previewUrl} alt="" className={classes.uploadThumb} />
      ) : (
        <span className={classes.uploadThumb} aria-hidden="true" />
      )}
      <div className={classes.uploadBody}>
        <Group justify="space-between" gap={6} wrap="nowrap">
          <Text size="sm" truncate>
            {item.file.name}
          </Text>
          <Text size="xs" c={item.status === 'failed' ? 'red.8' : 'dimmed'} style={{ flexShrink: 0 }}>
            {STATUS_TEXT[item.status]}
          </Text>
        </Group>
        {item.error ? (
          <Text size="xs" c="red.8" role="alert">
            {item.error}
          </Text>
        ) : (
          <Progress
            value={item.status === 'done' ? 100 : percent}
            color={item.status === 'done' ? 'teal' : undefined}
            size="sm"
            aria-label={`${item.file.name}: ${item.status === 'done' ? 100 : percent}%`}
            animated={item.status === 'uploading'}
          />
        )}
      </div>
      {(item.status === 'waiting' || item.status === 'failed') && (
        <ActionIcon variant="subtle" color="gray" onClick={onRemove} aria-label={`Remove ${item.file.name}`}>
          <IconX size={16} />
        </ActionIcon>
      )}
    </li>
  );
}
