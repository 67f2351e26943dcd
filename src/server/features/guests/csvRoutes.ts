import { format, type FormatterOptionsArgs } from '@fast-csv/format';
import express, { type Request, type Response } from 'express';
import multer from 'multer';
import { guestListFileName, neutraliseCell } from '../../../shared/guests/csvCell';
import { type CsvImportResult, EXPORT_FIELDS, INVITE_BATCH_MAX } from '../../../shared/guests/schema';
import { bulkAddSummary, INVITE_MESSAGES } from '../../../shared/guests/copy';
import { guestsFromRows, readGuestRows } from './csvImportRows';
import { type ExportGuest, loadEventQuestions, loadExportGuests } from './guestListRows';
import { queueGuests } from './inviteQueue';
import { admitAtFile, readMultipart } from '../../platform/http/multipart';
import { csrfGuard, ownHostsOf } from '../../platform/http/security';
import { UploadBudgets } from '../../platform/http/uploadGate';
import type { AppDeps } from '../../platform/trpc/context';
import { type Admitted, admitImport, hostOnly } from './csvAccess';

// The host's CSV files (spec sections 5 and 7): POST /api/invites/csv imports guests, GET
// /{service}/GetEventAttendeeCSV/{eventId}/export.csv exports them. Who may do either is decided in
// csvAccess.ts; an import is decided before its file is read.

export const CSV_IMPORT_PATH = '/api/invites/csv';
/** Any service segment, with or without /api in front; the fields segment is base64 or base64url JSON. */
export const CSV_EXPORT_PATHS = [
  '/:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}',
  '/api/:service/GetEventAttendeeCSV/:eventId/export.csv{/:fields}',
];
/** 10,000 rows of generous names and addresses fit well inside this. */
const CSV_MAX_BYTES = 5 * 1024 * 1024;
/** Imports one host may be sending at once (each holds its file in memory until it is answered). */
const CSV_IMPORTS_AT_ONCE = 2;

/** Rows of an export formatted and written at a time. */
const EXPORT_PAGE_ROWS = 1000;

/** Waits until the reply takes more, or the client went away. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/**
 * Rows as CSV text through fast-csv, written all at once (its writeToString waits for each row in turn, a few
 * times slower).
 */
function formatRows(rows: readonly string[][], options: FormatterOptionsArgs<string[], string[]>) {
  const csv = format(options);
  const parts: Buffer[] = [];
  const done = new Promise<string>((resolve, reject) => {
    csv.on('data', (part: Buffer) => parts.push(part));
    csv.on('end', () => resolve(Buffer.concat(parts).toString('utf8')));
    csv.on('error', reject);
  });
  for (const row of rows) csv.write(row);
  csv.end();
  return done;
}

const CSV_TOO_LARGE = `Sorry, that CSV is too large (${CSV_MAX_BYTES / 1024 / 1024} MB at most).`;

const notRecognised = (): CsvImportResult => ({
  isValid: false,
  added: 0,
  skipped: 0,
  message: INVITE_MESSAGES.csvNotRecognised,
  errors: [],
});

export function invitesCsvRouter(deps: AppDeps): express.Router {
  const router = express.Router();

  // A cookie-signed upload is a state-changing POST like /json: the same cross-site refusal (security.ts).
  const sameSiteOnly = csrfGuard(ownHostsOf(deps.env), 'multipart/form-data');
  const budgets = new UploadBudgets(deps.db, { atOnce: CSV_IMPORTS_AT_ONCE });
  // Besides the file only eventId and authHeader are sent: a few small fields, so no body fills memory with others.
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, fieldSize: 16 * 1024 },
    fileFilter: admitAtFile((req, res) => admitImport(deps, budgets, req, res)),
  });
  router.post(
    CSV_IMPORT_PATH,
    sameSiteOnly,
    // An unreadable upload is the spec's "not in a format we recognize" (400); a file over the limit is 413.
    readMultipart(upload.single('multipartFile'), (res, failure) =>
      failure === 'tooLarge'
        ? res.status(413).json({ ...notRecognised(), message: CSV_TOO_LARGE })
        : res.status(400).json(notRecognised()),
    ),
    async (req: Request, res: Response) => {
      // A body without a file was not decided on at its file: it is now.
      if (!res.locals.csvImport && !(await admitImport(deps, budgets, req, res))) return;
      const admitted = res.locals.csvImport as Admitted;
      const access = admitted.host ?? (await hostOnly(deps, req, res, req.body?.eventId));
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
      const result: CsvImportResult = {
        isValid: true,
        added,
        skipped,
        message: bulkAddSummary({ added, skipped, invalid: errors.length }),
        errors,
      };
      return res.json(result);
    },
  );

  router.get(CSV_EXPORT_PATHS, async (req: Request, res: Response) => {
    const access = await hostOnly(deps, req, res, req.params.eventId);
    if (!access) return;
    const { event } = access;
    const questions = await loadEventQuestions(deps.db, event.id);
    const chosen = chosenFields(typeof req.params.fields === 'string' ? req.params.fields : undefined);
    // Columns keep the modal's order whatever order the caller listed them in.
    const fields = chosen ? EXPORT_FIELDS.filter((field) => chosen.includes(field)) : [...EXPORT_FIELDS];
    const questionColumns = chosen ? questions.filter((q) => chosen.includes(q.questionUuid)) : questions;
    const guests = await loadExportGuests(
      deps.db,
      event.id,
      questionColumns.map((q) => q.questionUuid),
    );
    // Question texts are the host's, but a cohost or an imported event may have written them: neutralised too.
    const headers = [
      ...fields.map((field) => FIELD_HEADERS[field as keyof typeof FIELD_HEADERS]),
      ...questionColumns.map((q) => neutraliseCell(q.question)),
    ];
    const fileName = guestListFileName(event);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader(
      'Content-Disposition',
      `attachment; filename="${fileName.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
    res.setHeader('Cache-Control', 'private, no-store');
    const cellsOf = (guest: ExportGuest) => {
      const values: Record<string, string> = {
        rsvp_status: guest.rsvpStatus,
        name: guest.name,
        contact: guest.email ?? guest.phone ?? '',
        additional_guest_count: String(guest.additionalGuestCount),
        message: guest.rsvpMessage ?? '',
      };
      return [
        ...fields.map((field) => neutraliseCell(values[field])),
        ...questionColumns.map((q) => {
          const answer = guest.answers.get(q.questionUuid);
          if (!answer) return '';
          if (answer.isYes != null) return answer.isYes ? 'Yes' : 'No';
          return neutraliseCell(
            answer.song ? `${answer.song.songName} - ${answer.song.artistName}` : (answer.text ?? ''),
          );
        }),
      ];
    };
    // A page of rows at a time, each one write: a row a write made the compressor (and the socket) run 10,000
    // small steps, which took longer than everything else the export does.
    for (let start = 0; start < guests.length && !res.destroyed; start += EXPORT_PAGE_ROWS) {
      // Every cell quoted: a separator inside one (',' or a locale's ';') never starts a cell of its own.
      const page = await formatRows(guests.slice(start, start + EXPORT_PAGE_ROWS).map(cellsOf), {
        headers: start === 0 ? headers : false,
        writeBOM: false,
        quoteColumns: true,
        quoteHeaders: true,
      });
      // fast-csv puts a line break between rows, none after the last: so between pages too.
      if (!res.write(start === 0 ? page : `\n${page}`)) await drained(res);
    }
    res.end();
  });

  return router;
}

const FIELD_HEADERS = {
  rsvp_status: 'RSVP Status',
  name: 'Name',
  contact: 'Contact',
  additional_guest_count: 'Additional Guests',
  message: 'Message',
} as const;

/** The base64 JSON of chosen fields: a list, or {fields, questions}; null (= everything) when absent or unreadable. */
function chosenFields(encoded: string | undefined): string[] | null {
  if (!encoded) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(encoded, 'base64').toString('utf8'));
    if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
    if (parsed && typeof parsed === 'object') {
      const { fields = [], questions = [] } = parsed as { fields?: unknown[]; questions?: unknown[] };
      return [...fields, ...questions].filter((item): item is string => typeof item === 'string');
    }
  } catch {
    // Unreadable: export everything.
  }
  return null;
}
