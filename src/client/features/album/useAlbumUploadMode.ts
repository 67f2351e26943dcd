import { useState } from 'react';
import type { AlbumUploadMode } from '../../../shared/album/rules';
import { useSession } from '../../app/lib/session';
import { type AlbumKey, useSetUploadMode } from './queries';

const CODE_HOLDER_MODE_KEY = 'elk.albumUploadMode';

function storedCodeMode(): AlbumUploadMode | null {
  const stored = typeof localStorage === 'undefined' ? null : localStorage.getItem(CODE_HOLDER_MODE_KEY);
  return stored === 'manual' || stored === 'automatic' ? stored : null;
}

/**
 * The uploader's mode (manual or automatic): the one picked here, else (album-link holders without a session)
 * the one this browser remembers, else the one saved for the party. A signed-in user or an invite-link guest saves
 * a change on the server; an album-link holder keeps it in this browser.
 */
export function useAlbumUploadMode(albumKey: AlbumKey) {
  const [mode, setMode] = useState<AlbumUploadMode | null>(null);
  const saveMode = useSetUploadMode();
  const { session } = useSession();

  const currentMode = (savedMode: AlbumUploadMode): AlbumUploadMode =>
    mode ?? (albumKey.albumCode && !session ? storedCodeMode() : null) ?? savedMode;

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

  return { currentMode, changeMode };
}
