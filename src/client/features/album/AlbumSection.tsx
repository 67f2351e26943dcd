import { Button, Skeleton, Text } from '@mantine/core';
import { IconDownload, IconPhoto, IconPhotoPlus } from '@tabler/icons-react';
import { type ComponentProps, type Dispatch, type SetStateAction, useEffect, useRef, useState } from 'react';
import { ALBUM_TEXT } from '../../../shared/album/copy';
import type { PhotoMeta } from '../../../shared/album/schema';
import { errorMessage } from '../../app/lib/errors';
import { notify } from '../../app/lib/notify';
import classes from './Album.module.css';
import { AlbumPreview } from './AlbumPreview';
import { albumZipUrl, photoDownloadUrl } from './photoTransfer';
import type { PhotoUploader as PhotoUploaderComponent } from './PhotoUploader';
import type { PhotoViewer as PhotoViewerComponent } from './PhotoViewer';
import { type AlbumKey, useAlbumQuery, useRemovePhoto } from './queries';
import { useAlbumUploadMode } from './useAlbumUploadMode';
import { usePhotoUploads } from './usePhotoUploads';
import { openedOnDemand } from '../../app/ui/openedOnDemand';

// The viewer and the uploader (modals: Mantine's modal, focus trap and transitions with them) are fetched the
// first time one opens: a guest's first visit to the party page carries only the album's preview (issue 14).
const PhotoViewer = openedOnDemand<ComponentProps<typeof PhotoViewerComponent>>('photoViewer', () =>
  import('./PhotoViewer').then((m) => m.PhotoViewer),
);
const PhotoUploader = openedOnDemand<ComponentProps<typeof PhotoUploaderComponent>>('photoUploader', () =>
  import('./PhotoUploader').then((m) => m.PhotoUploader),
);

type ViewerState = { open: boolean; index: number | null };

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
  const [viewer, setViewer] = useState<ViewerState>({ open: false, index: null });
  const [uploading, setUploading] = useState(false);
  const uploadMode = useAlbumUploadMode(albumKey);
  const uploads = usePhotoUploads(albumKey);
  const removal = usePhotoRemoval(albumKey, setViewer);
  const sectionRef = useRef<HTMLElement>(null);

  // Arriving with showPhotosPromo (spec section 2's navigation state): the album is what the visit is for.
  const hasAlbum = Boolean(album.data);
  useEffect(() => {
    if (promo && hasAlbum) sectionRef.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, [promo, hasAlbum]);

  if (album.isPending) return <AlbumLoading />;
  // Not a member (or the party is gone): nothing of the album shows.
  if (album.error || !album.data) return null;

  const { canAdd } = album.data;
  const canChange = canAdd && !readOnly;
  const photos = readOnly
    ? album.data.photoMetas.map((p) => ({ ...p, canRemove: false }))
    : album.data.photoMetas;

  return (
    <section
      ref={sectionRef}
      className={classes.sheet}
      aria-labelledby="album-heading"
      data-testid="album-section"
    >
      <AlbumHeading count={photos.length} canChange={canChange} onAdd={() => setUploading(true)} />
      <AlbumNotes promo={promo} canAdd={canAdd} readOnly={readOnly} />
      <AlbumPhotos albumKey={albumKey} photos={photos} canChange={canChange} setViewer={setViewer} />
      <PhotoViewer
        opened={viewer.open}
        photos={photos}
        index={viewer.index}
        onIndexChange={(index) => setViewer({ open: true, index })}
        onClose={() => setViewer({ open: false, index: null })}
        downloadUrl={(photoId) => photoDownloadUrl(albumKey, photoId)}
        zipUrl={albumZipUrl(albumKey)}
        onRemove={(photo) => removal.removePhoto(photo, photos)}
        removing={removal.removing}
      />
      {canChange && (
        <PhotoUploader
          opened={uploading}
          onClose={() => setUploading(false)}
          uploads={uploads}
          mode={uploadMode.currentMode(album.data.photoUploadMode)}
          onModeChange={uploadMode.changeMode}
        />
      )}
    </section>
  );
}

/** Removes a photo from the album; the viewer then shows the photo that took its place (or the grid if none is left). */
function usePhotoRemoval(albumKey: AlbumKey, setViewer: Dispatch<SetStateAction<ViewerState>>) {
  const remove = useRemovePhoto(albumKey);
  const removePhoto = (photo: PhotoMeta, photos: PhotoMeta[]) => {
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
  return { removePhoto, removing: remove.isPending };
}

function AlbumLoading() {
  return (
    <section className={classes.sheet} aria-busy="true" aria-label={ALBUM_TEXT.heading}>
      <Skeleton height={14} width={140} mb="md" />
      <Skeleton height={90} radius="md" />
    </section>
  );
}

/** The album's heading with its photo count, and "Add photos" for those who may add. */
function AlbumHeading({ count, canChange, onAdd }: { count: number; canChange: boolean; onAdd: () => void }) {
  return (
    <div className={classes.headingRow}>
      <h2 id="album-heading" className={classes.heading}>
        {ALBUM_TEXT.heading}
        {count > 0 ? ` (${count})` : ''}
      </h2>
      {canChange && (
        <Button size="compact-md" leftSection={<IconPhotoPlus size={16} />} onClick={onAdd}>
          {ALBUM_TEXT.addPhotos}
        </Button>
      )}
    </div>
  );
}

/** The promo line (arriving for the photos) or the note that this album only shows its photos. */
function AlbumNotes({ promo, canAdd, readOnly }: { promo: boolean; canAdd: boolean; readOnly: boolean }) {
  return (
    <>
      {promo && canAdd && !readOnly && (
        <Text size="sm" mb="sm" fw={600}>
          {ALBUM_TEXT.promo}
        </Text>
      )}
      {!canAdd && !readOnly && (
        <Text size="sm" c="dimmed" mb="sm">
          {ALBUM_TEXT.readOnlyNote}
        </Text>
      )}
    </>
  );
}

/** The preview (or the empty album's note), then "View all" and "Download all". */
function AlbumPhotos({
  albumKey,
  photos,
  canChange,
  setViewer,
}: {
  albumKey: AlbumKey;
  photos: PhotoMeta[];
  canChange: boolean;
  setViewer: Dispatch<SetStateAction<ViewerState>>;
}) {
  if (photos.length === 0) {
    return (
      <div className={classes.empty} data-testid="album-empty">
        <IconPhoto size={28} stroke={1.5} aria-hidden="true" />
        <Text size="sm">{canChange ? ALBUM_TEXT.empty : ALBUM_TEXT.emptyReadOnly}</Text>
      </div>
    );
  }
  return (
    <>
      <AlbumPreview
        photos={photos}
        onOpen={(index) => setViewer({ open: true, index })}
        onOpenAll={() => setViewer({ open: true, index: null })}
      />
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
    </>
  );
}
