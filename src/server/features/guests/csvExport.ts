import { format, type FormatterOptionsArgs } from '@fast-csv/format';
import type { Request, Response } from 'express';
import { guestListFileName, neutraliseCell } from '../../../shared/guests/csvCell';
import { EXPORT_FIELDS } from '../../../shared/guests/schema';
import type { HostCaller } from '../../core/http/routeCallers';
import type { AppDeps } from '../../platform/trpc/context';
import { type ExportGuest, loadEventQuestions, loadExportGuests } from './guestListRows';

type ExportQuestion = Awaited<ReturnType<typeof loadEventQuestions>>[number];

// The host's export of the guest list (spec section 7): GET /{service}/GetEventAttendeeCSV/{eventId}/export.csv
// with the columns the modal chose, written a page of rows at a time through fast-csv.

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

/** The chosen columns: the modal's fields in its order, then the chosen questions' answers. */
function columnsOf(fieldsSegment: unknown, questions: ExportQuestion[]) {
  const chosen = chosenFields(typeof fieldsSegment === 'string' ? fieldsSegment : undefined);
  // Columns keep the modal's order whatever order the caller listed them in.
  const fields = chosen ? EXPORT_FIELDS.filter((field) => chosen.includes(field)) : [...EXPORT_FIELDS];
  const questionColumns = chosen ? questions.filter((q) => chosen.includes(q.questionUuid)) : questions;
  return { fields, questionColumns };
}

/** One guest's row: every cell neutralised against formulas. */
function cellsOf(guest: ExportGuest, { fields, questionColumns }: ReturnType<typeof columnsOf>) {
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
}

/** The export's handler (hostRoute): the attachment's headers, then the rows a page at a time. */
export function sendGuestListCsv(deps: AppDeps) {
  return async (req: Request, res: Response, { event }: HostCaller) => {
    const questions = await loadEventQuestions(deps.db, event.id);
    const columns = columnsOf(req.params.fields, questions);
    const { fields, questionColumns } = columns;
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
    // A page of rows at a time, each one write: a row a write made the compressor (and the socket) run 10,000
    // small steps, which took longer than everything else the export does.
    for (let start = 0; start < guests.length && !res.destroyed; start += EXPORT_PAGE_ROWS) {
      const rows = guests.slice(start, start + EXPORT_PAGE_ROWS).map((guest) => cellsOf(guest, columns));
      // Every cell quoted: a separator inside one (',' or a locale's ';') never starts a cell of its own.
      const page = await formatRows(rows, {
        headers: start === 0 ? headers : false,
        writeBOM: false,
        quoteColumns: true,
        quoteHeaders: true,
      });
      // fast-csv puts a line break between rows, none after the last: so between pages too.
      if (!res.write(start === 0 ? page : `\n${page}`)) await drained(res);
    }
    res.end();
  };
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
