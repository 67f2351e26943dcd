// The album's files over HTTP (server: features/album/photoRoutes.ts): one photo per request, sent with
// XMLHttpRequest because fetch reports no upload progress; the download links carry the same credentials.
import { ALBUM_MESSAGES } from '../../../shared/album/copy';
import { MAX_PHOTO_UPLOAD_BYTES, sniffPhotoFormat } from '../../../shared/album/rules';
import type { PhotoMeta } from '../../../shared/album/schema';
import { networkErrorMessage } from '../../../shared/common/copy';
import type { AlbumKey } from './queries';

/** The invitation link or album code in a query string (the event is in the path). */
export function credentialsQuery(key: AlbumKey): string {
  const params = new URLSearchParams();
  if (key.inviteeUuid) params.set('iu', key.inviteeUuid);
  if (key.token) params.set('token', key.token);
  if (key.albumCode) params.set('code', key.albumCode);
  const text = params.toString();
  return text ? `?${text}` : '';
}

export const albumZipUrl = (key: AlbumKey) => `/api/album/${key.eventId}/download${credentialsQuery(key)}`;
export const photoDownloadUrl = (key: AlbumKey, photoId: string) =>
  `/api/album/${key.eventId}/photos/${photoId}/download${credentialsQuery(key)}`;

/**
 * Why a picked file will not be sent, in the words the server would use, or null: too large, or not a JPEG,
 * PNG, GIF or WebP by its first bytes. The server checks again; this only saves a pointless upload.
 */
export async function photoFileRefusal(file: File): Promise<string | null> {
  if (file.size > MAX_PHOTO_UPLOAD_BYTES) return ALBUM_MESSAGES.tooLarge;
  const head = new Uint8Array(await file.slice(0, 16).arrayBuffer());
  return sniffPhotoFormat(head) ? null : ALBUM_MESSAGES.wrongType;
}

export type UploadHandle = { done: Promise<PhotoMeta>; abort: () => void };

/** Sends one photo, reporting progress from 0 to 1; resolves to the added photo or rejects with the reason. */
export function sendPhoto(key: AlbumKey, file: File, onProgress: (fraction: number) => void): UploadHandle {
  const xhr = new XMLHttpRequest();
  const url = `/api/album/${key.eventId}/photos${credentialsQuery(key)}`;
  const done = new Promise<PhotoMeta>((resolve, reject) => {
    xhr.open('POST', url);
    xhr.setRequestHeader('X-Elk-Upload', '1');
    xhr.withCredentials = true;
    xhr.responseType = 'json';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as { photo?: PhotoMeta; error?: { message?: string } } | null;
      if (xhr.status === 201 && body?.photo) resolve(body.photo);
      else if (xhr.status === 429) reject(new Error('Rate limit exceeded'));
      else reject(new Error(body?.error?.message ?? ALBUM_MESSAGES.uploadFailed));
    };
    xhr.onerror = () => reject(new Error(networkErrorMessage(url.split('?')[0]!)));
    xhr.onabort = () => reject(new Error(ALBUM_MESSAGES.uploadFailed));
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.send(body);
  });
  return { done, abort: () => xhr.abort() };
}
