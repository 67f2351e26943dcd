import { log } from '../../app/lib/log';
import { deviceHeaders } from '../../app/lib/deviceId';

// The two host-side file calls (spec section 7): the CSV upload (multipart: multipartFile, eventId) and the
// attendee CSV export. Both go out with the session cookie, which the server accepts in place of the
// spec's auth header (the access token lives in an HttpOnly cookie the page cannot read).

const CSV_UPLOAD_PATH = '/api/invites/csv';

export type CsvRowError = { line: number; message: string };
export type CsvImportReply = {
  isValid: boolean;
  /** Guests added from the file. */
  added: number;
  /** Rows skipped because the guest was already invited or repeated in the file. */
  skipped: number;
  /** What the server says of a file it refused (too many rows, too large); absent: not recognised. */
  message?: string;
  errors: CsvRowError[];
};

export class CsvUploadError extends Error {
  constructor(readonly kind: 'notRecognized' | 'failed') {
    super(kind);
  }
}

const numberOr0 = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** Reads the upload's reply; anything without isValid is the spec's "something went wrong". */
function readCsvReply(body: unknown): CsvImportReply {
  if (typeof body !== 'object' || body === null || !('isValid' in body)) throw new CsvUploadError('failed');
  const reply = body as Record<string, unknown>;
  const rawErrors = Array.isArray(reply.errors) ? (reply.errors as unknown[]) : [];
  const errors = rawErrors.flatMap((entry): CsvRowError[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const e = entry as Record<string, unknown>;
    const line = numberOr0(e.line ?? e.lineNumber ?? e.row);
    const message = typeof e.message === 'string' ? e.message : typeof e.error === 'string' ? e.error : '';
    return message ? [{ line, message }] : [];
  });
  return {
    isValid: reply.isValid === true,
    added: numberOr0(reply.added ?? reply.addedCount ?? reply.invitedCount ?? reply.queuedCount),
    skipped: numberOr0(reply.skipped ?? reply.skippedCount ?? reply.duplicateCount),
    ...(typeof reply.message === 'string' && reply.message ? { message: reply.message } : {}),
    errors,
  };
}

/** Uploads the file; `onProgress` gets 0..1 while the bytes go up (large files take a while). */
export function uploadGuestCsv(
  file: File,
  eventId: string,
  onProgress: (fraction: number) => void,
): Promise<CsvImportReply> {
  return new Promise((resolve, reject) => {
    const form = new FormData();
    form.append('eventId', eventId);
    form.append('multipartFile', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', CSV_UPLOAD_PATH);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(deviceHeaders())) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onerror = () => reject(new CsvUploadError('failed'));
    xhr.ontimeout = () => reject(new CsvUploadError('failed'));
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch (error) {
        log.warn('CSV upload reply is not JSON', error);
      }
      if (xhr.status === 200) {
        try {
          resolve(readCsvReply(body));
        } catch (error) {
          reject(error instanceof Error ? error : new CsvUploadError('failed'));
        }
        return;
      }
      // A 4xx that still says isValid: false is a file we could not read, not a failure of ours.
      if (xhr.status >= 400 && xhr.status < 500 && body && typeof body === 'object' && 'isValid' in body) {
        try {
          resolve(readCsvReply(body));
          return;
        } catch {
          // fall through
        }
      }
      log.warn(`CSV upload answered ${xhr.status}`);
      reject(new CsvUploadError('failed'));
    };
    xhr.send(form);
  });
}

/** The export fields the host can pick (spec section 5), question uuids added per party. */
export const BASE_EXPORT_FIELDS = [
  'rsvp_status',
  'name',
  'contact',
  'additional_guest_count',
  'message',
] as const;
export const EXPORT_FIELD_LABELS: Record<(typeof BASE_EXPORT_FIELDS)[number], string> = {
  rsvp_status: 'RSVP status',
  name: 'Name',
  contact: 'Contact',
  additional_guest_count: 'Additional guests',
  message: 'Message',
};

/** base64url of the JSON, so the segment needs no escaping in a path. */
function base64UrlJson(value: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(value));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** GET /EventService/GetEventAttendeeCSV/{eventId}/export.csv[/{base64 JSON of fields and questions}]. */
export function exportCsvPath(eventId: string, fields: string[], questionUuids: string[]): string {
  const base = `/EventService/GetEventAttendeeCSV/${encodeURIComponent(eventId)}/export.csv`;
  if (fields.length === 0 && questionUuids.length === 0) return base;
  return `${base}/${base64UrlJson([...fields, ...questionUuids])}`;
}

/** Fetches the export and hands it to the browser as a download. */
export async function downloadGuestCsv(path: string, fileName: string): Promise<void> {
  const response = await fetch(path, { credentials: 'same-origin', headers: deviceHeaders() });
  if (!response.ok) throw new Error(`Export answered ${response.status}`);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
