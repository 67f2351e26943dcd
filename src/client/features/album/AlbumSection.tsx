import { Button, Skeleton, Text } from '@mantine/core';
import { IconDownload, IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ALBUM_TEXT } from '../../../shared/album/copy';
import type { AlbumUploadMode } from '../../../shared/album/rules';
import type { PhotoMeta } from '../../../shared/album/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import { useSession } from '../../app/lib/session';
import classes from './Album.module.css';
import { AlbumPreview } from './AlbumPreview';
import { albumZipUrl, photoDownloadUrl } from './photoTransfer';
import { PhotoUploader } from './PhotoUploader';
import { PhotoViewer } from './PhotoViewer';
import { type AlbumKey, useAlbumQuery, useRemovePhoto, useSetUploadMode } from './queries';
import { usePhotoUploads } from './usePhotoUploads';

const CODE_HOLDER_MODE_KEY = 'elk.albumUploadMode';

/**
 * The party's photo album (issue 18) on the event page and the album link's page: the preview, "Add photos"
 * (the uploader) and the viewer. Only the hosts and the party's guests (or whoever holds the album link) get an
 * album back; for anyone else the section is not there at all. `readOnly` (/ro) shows the photos, no tools.
 */
export function AlbumSection({
  albumKey,
  readOnly = false,
  promo = false,
}: {
  albumKey: AlbumKey;
  readOnly?: boolean;
  promo?: boolean;
}) {
  const album = useAlbumQuery(albumKey);
  const [viewer, setViewer] = useState<{ open: boolean; index: number | null }>({ open: false, index: null });
  const [uploading, setUploading] = useState(false);
  const [mode, setMode] = useState<AlbumUploadMode | null>(null);
  const uploads = usePhotoUploads(albumKey);
  const remove = useRemovePhoto(albumKey);
  const saveMode = useSetUploadMode();
  const { session } = useSession();
  const sectionRef = useRef<HTMLElement>(null);

  // Arriving with showPhotosPromo (spec section 2's navigation state): the album is what the visit is for.
  const hasAlbum = Boolean(album.data);
  useEffect(() => {
    if (promo && hasAlbum) sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [promo, hasAlbum]);

  if (album.isPending) {
    return (
      <section className={classes.sheet} aria-busy="true" aria-label={ALBUM_TEXT.heading}>
        <Skeleton height={14} width={140} mb="md" />
        <Skeleton height={90} radius="md" />
      </section>
    );
  }
  // Not a member (or the party is gone): nothing of the album shows.
  if (album.error || !album.data) return null;

  const { canAdd } = album.data;
  const canChange = canAdd && !readOnly;
  const photos = readOnly
    ? album.data.photoMetas.map((p) => ({ ...p, canRemove: false }))
    : album.data.photoMetas;
  const storedCodeMode = () => {
    const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(CODE_HOLDER_MODE_KEY);
    return stored === 'manual' || stored === 'automatic' ? stored : null;
  };
  const currentMode: AlbumUploadMode =
    mode ?? (albumKey.albumCode && !session ? storedCodeMode() : null) ?? album.data.photoUploadMode;

  const changeMode = (next: AlbumUploadMode) => {
    setMode(next);
    if (session || albumKey.token) {
      saveMode.mutate({
        photoUploadMode: next,
        ...(session
          ? {}
          : { eventId: albumKey.eventId, token: albumKey.token, inviteeUuid: albumKey.inviteeUuid }),
      });
    } else {
      localStorage.setItem(CODE_HOLDER_MODE_KEY, next);
    }
  };

  const removePhoto = (photo: PhotoMeta) => {
    const position = photos.findIndex((p) => p.photoId === photo.photoId);
    remove.mutate(
      { ...albumKey, photoId: photo.photoId },
      {
        onSuccess: () => {
          notify.info(ALBUM_TEXT.removed);
          const left = photos.length - 1;
          setViewer((v) => ({ ...v, index: left === 0 ? null : Math.min(position, left - 1) }));
        },
        onError: (error) => notify.error(errorMessage(error, 'Sorry, the photo could not be removed.')),
      },
    );
  };

  return (
    <section
      ref={sectionRef}
      className={classes.sheet}
      aria-labelledby="album-heading"
      data-testid="album-section"
    >
      <div className={classes.headingRow}>
        <h2 id="album-heading" className={classes.heading}>
          {ALBUM_TEXT.heading}
          {photos.length > 0 ? ` (${photos.length})` : ''}
        </h2>
        {canChange && (
          <Button
            size="compact-md"
            leftSection={<IconPhotoPlus size={16} />}
            onClick={() => setUploading(true)}
          >
            {ALBUM_TEXT.addPhotos}
          </Button>
        )}
      </div>
      {promo && canChange && (
        <Text size="sm" mb="sm" fw={600}>
          {ALBUM_TEXT.promo}
        </Text>
      )}
      {!canAdd && !readOnly && (
        <Text size="sm" c="dimmed" mb="sm">
          {ALBUM_TEXT.readOnlyNote}
        </Text>
      )}
      {photos.length === 0 ? (
        <div className={classes.empty} data-testid="album-empty">
          <IconPhoto size={28} stroke={1.5} aria-hidden="true" />
          <Text size="sm">{canChange ? ALBUM_TEXT.empty : ALBUM_TEXT.emptyReadOnly}</Text>
        </div>
      ) : (
        <AlbumPreview
          photos={photos}
          onOpen={(index) => setViewer({ open: true, index })}
          onOpenAll={() => setViewer({ open: true, index: null })}
        />
      )}
      {photos.length > 0 && (
        <div className={classes.footerRow}>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPhoto size={16} />}
            onClick={() => setViewer({ open: true, index: null })}
          >
            {ALBUM_TEXT.viewAll(photos.length)}
          </Button>
          <Button
            component="a"
            href={albumZipUrl(albumKey)}
            download
            variant="subtle"
            size="compact-sm"
            leftSection={<IconDownload size={16} />}
            data-testid="album-download-all"
          >
            {ALBUM_TEXT.downloadAll}
          </Button>
        </div>
      )}
      <PhotoViewer
        opened={viewer.open}
        photos={photos}
        index={viewer.index}
        onIndexChange={(index) => setViewer({ open: true, index })}
        onClose={() => setViewer({ open: false, index: null })}
        downloadUrl={(photoId) => photoDownloadUrl(albumKey, photoId)}
        zipUrl={albumZipUrl(albumKey)}
        onRemove={removePhoto}
        removing={remove.isPending}
      />
      {canChange && (
        <PhotoUploader
          opened={uploading}
          onClose={() => setUploading(false)}
          uploads={uploads}
          mode={currentMode}
          onModeChange={changeMode}
        />
      )}
    </section>
  );
}
