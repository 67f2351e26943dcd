import { Readable } from 'node:stream';
import { parse } from '@fast-csv/parse';
import { type ContactGuest, contactKey, readContactGuest } from '../../../shared/guests/guestContact';
import { type CsvImportResult, INVITE_BATCH_MAX } from '../../../shared/guests/schema';

// The rows of an imported guest file (spec section 5), read by the same rule as a pasted list (issue 38):
// the file has the spec's Name and Email columns (and Phone if it likes); a row needs an e-mail or a phone, and
// its name may be empty.

type CsvRow = { line: number; name: string; email: string; phone: string };
type Columns = { name: number; email: number; phone: number };

/** Line breaks inside one record (only quoted fields hold them): \r\n, \n and \r each end one line. */
const lineBreaksIn = (record: readonly string[]) =>
  record.reduce((sum, field) => sum + (field.match(/\r\n|\r|\n/g)?.length ?? 0), 0);

/** The header's columns, in any order and case; null without both Name and Email (spec section 5). Phone is optional. */
function columnsOf(cells: readonly string[]): Columns | null {
  const headers = cells.map((cell) => cell.toLowerCase());
  const columns = {
    name: headers.indexOf('name'),
    email: headers.indexOf('email'),
    phone: headers.indexOf('phone'),
  };
  return columns.name >= 0 && columns.email >= 0 ? columns : null;
}

const cellAt = (cells: readonly string[], index: number) => (index >= 0 ? (cells[index] ?? '') : '');

/**
 * Streams the file through fast-csv; null when it is not a CSV with Name and Email columns. Each row carries
 * the physical line it starts on: fast-csv gives every record (blank ones too, as []) in order, untrimmed, so
 * the line is 1 + the lines of the records before it, counting breaks inside quoted fields. At most one row
 * more than INVITE_BATCH_MAX is kept, so the caller can tell a file that is too long.
 */
export async function readGuestRows(buffer: Buffer): Promise<CsvRow[] | null> {
  const text = buffer.toString('utf8').replace(/^\uFEFF/, '');
  const rows: CsvRow[] = [];
  let columns: Columns | null = null;
  let headerSeen = false;
  try {
    await new Promise<void>((resolve, reject) => {
      let line = 1;
      Readable.from([text])
        .pipe(parse<string[], string[]>({ headers: false, ignoreEmpty: false }))
        .on('data', (record: string[]) => {
          const startLine = line;
          line += 1 + lineBreaksIn(record);
          const cells = record.map((cell) => cell.trim());
          if (cells.every((cell) => cell === '')) return;
          if (!headerSeen) {
            headerSeen = true;
            columns = columnsOf(cells);
            return;
          }
          if (columns && rows.length <= INVITE_BATCH_MAX) {
            rows.push({
              line: startLine,
              name: cellAt(cells, columns.name),
              email: cellAt(cells, columns.email),
              phone: cellAt(cells, columns.phone),
            });
          }
        })
        .on('error', reject)
        .on('end', () => resolve());
    });
  } catch {
    return null;
  }
  return columns ? rows : null;
}

/** The guests to add, the rows refused (line and reason) and how many repeated an earlier row. */
export function guestsFromRows(rows: readonly CsvRow[]) {
  const errors: CsvImportResult['errors'] = [];
  const seen = new Set<string>();
  const guests: ContactGuest[] = [];
  let repeats = 0;
  for (const row of rows) {
    const reading = readContactGuest(row);
    if (!reading.ok) {
      errors.push({ line: row.line, message: reading.reason });
      continue;
    }
    const key = contactKey(reading.guest);
    if (seen.has(key)) repeats += 1;
    else {
      seen.add(key);
      guests.push(reading.guest);
    }
  }
  return { guests, errors, repeats };
}
