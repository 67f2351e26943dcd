import type { Request, Response } from 'express';
import multer from 'multer';
import { type CsvImportResult, INVITE_BATCH_MAX } from '../../../shared/guests/schema';
import { bulkAddSummary, INVITE_MESSAGES } from '../../../shared/guests/copy';
import { uploadLimit } from '../../core/http/routeLimits';
import { composedRoute, type FeatureRoutes, hostRoute } from '../../core/http/routes';
import { admitAtFile, readMultipart } from '../../platform/http/multipart';
import { csrfGuard, ownHostsOf } from '../../platform/http/security';
import type { AppDeps } from '../../platform/trpc/context';
import { guestsFromRows, readGuestRows } from './csvImportRows';
import { queueGuests } from './inviteQueue';
import { type Admitted, admitImport, hostOfImport, type ImportDeps } from './csvAccess';
import { sendGuestListCsv } from './csvExport';

// The host's CSV files (spec sections 5 and 7): POST /api/invites/csv imports guests, GET
// /{service}/GetEventAttendeeCSV/{eventId}/export.csv exports them (csvExport.ts). Both are the hosts'
// (hostRoute's rule); an import is decided before its file is read (csvAccess.ts).

export const CSV_IMPORT_PATH = '/api/invites/csv';
/** Any service segment, with or without /api in front; the fields segment is base64 or base64url JSON. */
export const CSV_EXPORT_PATHS = [
  '/:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}',
  '/api/:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}',
];
/** 10,000 rows of generous names and addresses fit well inside this. */
const CSV_MAX_BYTES = 5 * 1024 * 1024;

const CSV_TOO_LARGE = `Sorry, that CSV is too large (${CSV_MAX_BYTES / 1024 / 1024} MB at most).`;

const notRecognised = (): CsvImportResult => ({
  isValid: false,
  added: 0,
  skipped: 0,
  message: INVITE_MESSAGES.csvNotRecognised,
  errors: [],
});

/** The guests of an admitted import's file queued, answered with the spec's summary. */
function importGuests(deps: ImportDeps) {
  return async (req: Request, res: Response) => {
    // A body without a file was not decided on at its file: it is now.
    if (!res.locals.csvImport && !(await admitImport(deps, req, res))) return;
    const admitted = res.locals.csvImport as Admitted;
    const access = admitted.host ?? (await hostOfImport(deps, req, res));
    if (!access) return;
    // A cancelled party's guest list is read-only (spec section 4).
    if (access.event.cancelledAt) {
      return res.status(409).json({ ...notRecognised(), message: INVITE_MESSAGES.guestListReadOnly });
    }
    const file = req.file;
    if (!file || !/\.csv$/i.test(file.originalname)) return res.json(notRecognised());
    const rows = await readGuestRows(file.buffer);
    if (!rows) return res.json(notRecognised());
    if (rows.length > INVITE_BATCH_MAX) {
      return res.json({ ...notRecognised(), message: INVITE_MESSAGES.tooMany(INVITE_BATCH_MAX) });
    }
    const { guests, errors, repeats } = guestsFromRows(rows);
    const outcome = guests.length
      ? await queueGuests(deps.db, access.event.id, access.user.id, guests, { onDuplicate: 'skip' })
      : ({ ok: true, createdIds: [], skipped: 0 } as const);
    if (!outcome.ok) return res.json({ ...notRecognised(), message: outcome.error });
    const added = outcome.createdIds.length;
    const skipped = repeats + outcome.skipped;
    const message = bulkAddSummary({ added, skipped, invalid: errors.length });
    const result: CsvImportResult = { isValid: true, added, skipped, message, errors };
    return res.json(result);
  };
}

/**
 * The import is the one route that composes its own steps: its eventId and authHeader arrive as form fields
 * ahead of the file, so its host is decided when the file begins (admitAtFile), not from the address.
 */
function importRoute(deps: AppDeps) {
  const admitDeps = { ...deps, csvImports: uploadLimit(deps.db, 'csvImport') };
  // Besides the file only eventId and authHeader are sent: a few small fields, so no body fills memory with others.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024 },
    fileFilter: admitAtFile((req, res) => admitImport(admitDeps, req, res)),
  });
  return composedRoute('post', CSV_IMPORT_PATH, { access: 'host', limit: 'csvImport' }, [
    // A cookie-signed upload is a state-changing POST like /json: the same cross-site refusal (security.ts).
    csrfGuard(ownHostsOf(deps.env), 'multipart/form-data'),
    // An unreadable upload is the spec's "not in a format we recognize" (400); a file over the limit is 413.
    readMultipart(upload.single('multipartFile'), (res, failure) =>
      failure === 'tooLarge'
        ? res.status(413).json({ ...notRecognised(), message: CSV_TOO_LARGE })
        : res.status(400).json(notRecognised()),
    ),
    importGuests(admitDeps),
  ]);
}

export const guestCsvRoutes: FeatureRoutes = (deps) => [
  importRoute(deps),
  hostRoute(deps).get(CSV_EXPORT_PATHS, sendGuestListCsv(deps)),
];
