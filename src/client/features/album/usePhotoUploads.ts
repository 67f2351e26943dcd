import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';
import { ALBUM_TEXT } from '../../../shared/album/copy';
import { PARALLEL_UPLOADS } from '../../../shared/album/rules';
import { notify } from '../../app/lib/notify';
import { photoFileRefusal, sendPhoto } from './photoTransfer';
import { type AlbumKey, useAlbumInvalidation } from './queries';

// The uploader's queue: each picked file is a row with its own progress bar. Files the browser can already tell
// are no photo are refused at once; the rest wait (manual mode, until "Add photos") or go straight away
// (automatic mode), three at a time.

export type UploadItem = {
  id: number;
  file: File;
  previewUrl: string | null;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  progress: number;
  error: string | null;
};

let nextId = 1;

/** Checks the picked files: a refused one is a failed row at once, the rest wait with a preview. */
async function checkedItems(files: File[]): Promise<UploadItem[]> {
  return Promise.all(
    files.map(async (file) => {
      const refusal = await photoFileRefusal(file);
      return {
        id: nextId++,
        file,
        previewUrl: refusal ? null : URL.createObjectURL(file),
        status: refusal ? 'failed' : 'waiting',
        progress: 0,
        error: refusal,
      } satisfies UploadItem;
    }),
  );
}

function revokePreview(item: UploadItem) {
  if (item.previewUrl) URL.revokeObjectURL(item.previewUrl);
}

/**
 * Sends the started files, PARALLEL_UPLOADS at a time, updating each row's progress; when a batch is through, one
 * notice says how many were added and the album is fetched again.
 */
function useUploadSending(
  key: AlbumKey,
  itemsRef: RefObject<UploadItem[]>,
  update: (id: number, patch: Partial<UploadItem>) => void,
) {
  const active = useRef(0);
  const { afterPhotosChanged } = useAlbumInvalidation();
  const batch = useRef({ added: 0, open: 0 });
  /** Files started (by the button or automatic mode) and not yet sent. */
  const queued = useRef(new Set<number>());

  const finishOne = useCallback(() => {
    batch.current.open -= 1;
    if (batch.current.open > 0) return;
    const added = batch.current.added;
    batch.current.added = 0;
    if (added > 0) {
      notify.info(ALBUM_TEXT.added(added));
      void afterPhotosChanged(key.eventId);
    }
  }, [afterPhotosChanged, key.eventId]);

  const pump = useCallback(() => {
    while (active.current < PARALLEL_UPLOADS) {
      const next = itemsRef.current.find((item) => item.status === 'waiting' && queued.current.has(item.id));
      if (!next) return;
      queued.current.delete(next.id);
      active.current += 1;
      itemsRef.current = itemsRef.current.map((item) =>
        item.id === next.id ? { ...item, status: 'uploading' } : item,
      );
      update(next.id, { status: 'uploading', progress: 0 });
      sendPhoto(key, next.file, (progress) => update(next.id, { progress }))
        .done.then(
          () => {
            batch.current.added += 1;
            update(next.id, { status: 'done', progress: 1 });
          },
          (error: Error) => update(next.id, { status: 'failed', error: error.message }),
        )
        .finally(() => {
          active.current -= 1;
          finishOne();
          pump();
        });
    }
  }, [finishOne, itemsRef, key, update]);

  /** Starts every waiting file (manual mode's button, or at once in automatic mode). */
  const start = useCallback(
    (ids?: number[]) => {
      const waiting = itemsRef.current.filter(
        (item) => item.status === 'waiting' && (!ids || ids.includes(item.id)),
      );
      for (const item of waiting) queued.current.add(item.id);
      batch.current.open += waiting.length;
      pump();
    },
    [itemsRef, pump],
  );

  return start;
}

export function usePhotoUploads(key: AlbumKey) {
  const [items, setItems] = useState<UploadItem[]>([]);
  const itemsRef = useRef(items);
  itemsRef.current = items;

  const update = useCallback((id: number, patch: Partial<UploadItem>) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, ...patch } : item)));
  }, []);
  const start = useUploadSending(key, itemsRef, update);

  const addFiles = useCallback(
    async (files: File[], startNow: boolean) => {
      const checked = await checkedItems(files);
      itemsRef.current = [...itemsRef.current, ...checked];
      setItems(itemsRef.current);
      if (startNow) start(checked.map((item) => item.id));
    },
    [start],
  );

  const remove = useCallback((id: number) => {
    setItems((current) => {
      const gone = current.find((item) => item.id === id);
      if (gone) revokePreview(gone);
      itemsRef.current = current.filter((item) => item.id !== id);
      return itemsRef.current;
    });
  }, []);

  /** Clears finished rows (added or refused); rows still waiting or on their way stay. */
  const clearFinished = useCallback(() => {
    setItems((current) => {
      for (const item of current) if (item.status === 'done' || item.status === 'failed') revokePreview(item);
      itemsRef.current = current.filter((item) => item.status === 'waiting' || item.status === 'uploading');
      return itemsRef.current;
    });
  }, []);

  useEffect(
    () => () => {
      for (const item of itemsRef.current) revokePreview(item);
    },
    [],
  );

  const busy = items.some((item) => item.status === 'uploading');
  const waiting = items.filter((item) => item.status === 'waiting').length;
  return { items, addFiles, start: () => start(), remove, clearFinished, busy, waiting };
}
