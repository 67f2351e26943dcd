// Cells of an exported guest list (spec section 5, "Download CSV"). A spreadsheet runs a cell that starts with
// =, +, -, @, tab or CR as a formula, so such text from guests is prefixed with an apostrophe (OWASP CSV
// injection advice); the apostrophe is not shown by spreadsheets.

const FORMULA_START = /^[=+\-@\t\r]/;

export function neutraliseCell(value: string | number | null | undefined): string {
  if (value == null) return '';
  const text = String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
}

export type ExportedParty = { title: string; startTime?: number | null; timeZone?: string | null };

/** YYYY-MM-DD of an instant in a time zone (an unknown zone falls back to UTC). */
function dateIn(instant: Date, timeZone: string | null | undefined): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone || 'UTC' }).format(instant);
  } catch {
    return instant.toISOString().slice(0, 10);
  }
}

/**
 * 'Guestlist for {title} - {date}.csv', the one name the server's Content-Disposition and the client's download
 * both use. The date is the party's (its start in its own time zone; a party without a start uses today there),
 * and characters that break a header or a file name are replaced by spaces.
 */
export function guestListFileName(party: ExportedParty, now = new Date()): string {
  const safeTitle =
    party.title
      .replace(/[\\/:*?"<>|\r\n\t]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Untitled Party';
  const date = dateIn(party.startTime ? new Date(party.startTime) : now, party.timeZone);
  return `Guestlist for ${safeTitle} - ${date}.csv`;
}
